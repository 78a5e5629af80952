package dev.nljdbc.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/** A thousand refused requests in a burst are one WARN line per reason, not a thousand. */
class RefusalLogTest {
  @Test
  void aBurstOfRefusals_isOneWarnLinePerReason() {
    RefusalLog refusals = new RefusalLog(LoggerFactory.getLogger(RefusalLogTest.class));
    PrintStream stderr = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      for (int i = 0; i < 1_000; i++) {
        refusals.refused("too_large", "refused a request of more than {} bytes", 1024);
        refusals.refused("busy", "refused a request: no room");
      }
    } finally {
      System.setErr(stderr);
    }
    List<String> warnings = Arrays.stream(captured.toString(StandardCharsets.UTF_8).split("\n"))
        .filter(l -> l.contains("WARN")).toList();
    assertEquals(2, warnings.size(), String.join("\n", warnings));
    assertTrue(warnings.get(0).contains("more than 1024 bytes"), warnings.get(0));
  }
}
