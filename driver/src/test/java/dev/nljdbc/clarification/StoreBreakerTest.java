package dev.nljdbc.clarification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The state store's circuit breaker logs one line per state change, however many calls fail
 * while it is open: five thousand failed calls in a burst are one WARN line when it opens and
 * one INFO line, with the counts, when it closes.
 */
class StoreBreakerTest {
  @Test
  void aBurstOfFailures_logsOneLineWhenItOpens_andOneWithTheCountsWhenItCloses() {
    StoreBreaker breaker = new StoreBreaker("postgresql://127.0.0.1:5432/state", () -> { });
    PrintStream stderr = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      for (int i = 0; i < 5_000; i++) {
        breaker.failed(new SQLException("Connection refused", "08001"));
        try {
          breaker.before();
        } catch (SQLException failedFast) {
          // the open breaker fails the call at once
        }
      }
      assertFalse(breaker.available());
      breaker.succeeded();
    } finally {
      System.setErr(stderr);
    }
    List<String> lines = Arrays.stream(captured.toString(StandardCharsets.UTF_8).split("\n"))
        .filter(l -> l.contains("StoreBreaker")).toList();
    assertEquals(2, lines.size(), String.join("\n", lines));
    assertTrue(lines.get(0).contains("WARN") && lines.get(0).contains("unavailable (08001)"),
        lines.get(0));
    assertTrue(lines.get(1).contains("INFO") && lines.get(1).contains("5000 calls failed fast")
        && lines.get(1).contains("5000 failed on the database"), lines.get(1));
    assertTrue(breaker.available());
  }
}
