package dev.nljdbc.logging;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

class JulLoggerTest {
  /** The levels the JUL logger of that name received for one INFO and one WARN line. */
  private static List<Level> levels(String name) {
    Logger jul = Logger.getLogger(name);
    List<Level> seen = new ArrayList<>();
    Handler handler = new Handler() {
      @Override
      public void publish(LogRecord record) {
        seen.add(record.getLevel());
      }

      @Override
      public void flush() {
      }

      @Override
      public void close() {
      }
    };
    Level before = jul.getLevel();
    jul.setLevel(Level.ALL);
    jul.setUseParentHandlers(false);
    jul.addHandler(handler);
    try {
      JulLogger logger = new JulLogger(name);
      logger.info("started {}", 1);
      logger.warn("refused {}", 2);
    } finally {
      jul.removeHandler(handler);
      jul.setUseParentHandlers(true);
      jul.setLevel(before);
    }
    return seen;
  }

  @Test
  void nljdbcsOwnLines_keepTheirLevels() {
    assertEquals(List.of(Level.INFO, Level.WARNING), levels("dev.nljdbc.audit"));
  }

  @Test
  void bundledLibrariesInfo_isConfig_soTheDefaultConsoleLeavesItOut() {
    assertEquals(List.of(Level.CONFIG, Level.WARNING),
        levels("dev.nljdbc.shaded.hikari.HikariDataSource"));
    assertEquals(List.of(Level.CONFIG, Level.WARNING), levels("com.zaxxer.hikari.pool.HikariPool"));
  }
}
