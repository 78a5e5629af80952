package dev.nljdbc.error;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.sql.SQLWarning;
import org.junit.jupiter.api.Test;

class RanWarningTest {
  @Test
  void theLatestWarningOnly_withoutAStackTrace() {
    RanWarning ran = new RanWarning();
    assertNull(ran.appendedTo(null));
    SQLWarning first = RanWarning.of("SELECT 1");
    ran.ran(first);
    assertSame(first, ran.appendedTo(null));
    assertEquals("nljdbc ran: SELECT 1", first.getMessage());
    assertEquals("01000", first.getSQLState());
    assertEquals(0, first.getStackTrace().length);
    SQLWarning second = RanWarning.of("SELECT 2");
    ran.ran(second);
    assertSame(second, ran.appendedTo(null));
    ran.clear();
    assertNull(ran.appendedTo(null));
  }

  @Test
  void followsTheTargetsWarnings_once() {
    RanWarning ran = new RanWarning();
    SQLWarning own = RanWarning.of("SELECT 1");
    ran.ran(own);
    SQLWarning target = new SQLWarning("from the target");
    assertSame(target, ran.appendedTo(target));
    assertSame(target, ran.appendedTo(target));
    assertSame(own, target.getNextWarning());
    assertNull(own.getNextWarning(), "appended once, no cycle");
  }
}
