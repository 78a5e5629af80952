package dev.nljdbc.it;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

/** Every executed query is capped: rows by limits.maxRows, time by limits.queryTimeout (HYT00). */
class QueryLimitsIT {
  @Test
  void slowQuery_isCancelledWithHYT00_andTheSessionGoesOn() throws SQLException {
    try (NlAssert nl = NlAssert.connect(TestDatabases.nlUrl(Kind.POSTGRESQL),
        NlAssert.props("limits.queryTimeout", "1s"))) {
      long started = System.nanoTime();
      nl.ask("SELECT count(*) FROM generate_series(1, 2000000000) g").failsWith("HYT00");
      long seconds = (System.nanoTime() - started) / 1_000_000_000L;
      assertTrue(seconds < 10, "cancelled after " + seconds + " s");
      nl.ask("SELECT 1 AS one").hasRows(1);
    }
  }

  @Test
  void rows_areCappedAtLimitsMaxRows() throws SQLException {
    try (NlAssert nl = NlAssert.connect(TestDatabases.nlUrl(Kind.POSTGRESQL),
        NlAssert.props("limits.maxRows", "7"))) {
      nl.ask("SELECT g FROM generate_series(1, 100) g").hasRows(7);
    }
  }
}
