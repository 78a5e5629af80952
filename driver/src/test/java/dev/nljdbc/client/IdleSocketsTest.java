package dev.nljdbc.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The idle sockets of a client: the cap, the freshest first, and expiry on both paths. */
class IdleSocketsTest {
  private final List<String> closed = new ArrayList<>();
  private final IdleSockets<String> idle = new IdleSockets<>(2, 100, closed::add);

  @Test
  void aBurstLeavesNoMoreThanTheCapOpen() {
    idle.put("a", 0);
    idle.put("b", 1);
    idle.put("c", 2);
    assertEquals(2, idle.size());
    assertEquals(List.of("c"), closed);
  }

  @Test
  void theSocketUsedLastIsHandedOutFirst() {
    idle.put("a", 0);
    idle.put("b", 5);
    assertEquals("b", idle.take(10));
    assertEquals("a", idle.take(10));
    assertNull(idle.take(10));
  }

  @Test
  void aSocketIdleTooLong_isClosedWhenTaken() {
    idle.put("old", 0);
    assertNull(idle.take(101));
    assertEquals(List.of("old"), closed);
  }

  @Test
  void aSocketIdleTooLong_isClosedWhenAnotherIsPutBack() {
    idle.put("old", 0);
    idle.put("fresh", 150);
    assertEquals(List.of("old"), closed);
    assertEquals(1, idle.size());
    assertEquals("fresh", idle.take(160));
  }
}
