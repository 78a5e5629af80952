package dev.nljdbc.execution;

import dev.nljdbc.error.SqlState;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.util.Set;

/** Maps errors from a target database onto what users see: the target's state, or HYT00 for a timeout. */
public final class TargetErrors {
  /** States with which PostgreSQL, MariaDB and H2 report a cancelled statement after a timeout. */
  private static final Set<String> TIMEOUT_STATES = Set.of("57014", "70100", "HYT00", "HYT01");

  private TargetErrors() {
  }

  /** The first SQLException with a SQLState in the cause chain, or null. */
  public static SQLException firstWithState(Throwable t) {
    for (Throwable c = t; c != null; c = c.getCause()) {
      if (c instanceof SQLException && ((SQLException) c).getSQLState() != null) {
        return (SQLException) c;
      }
      if (c.getCause() == c) {
        break;
      }
    }
    return null;
  }

  /** A target error as the user should see it: timeouts become HYT00, the rest keep their state. */
  public static SQLException fromTarget(SQLException e) {
    String state = e.getSQLState();
    // SQLite reports no SQLState, and Set.of(...).contains(null) throws.
    if (e instanceof SQLTimeoutException || state != null && TIMEOUT_STATES.contains(state)) {
      return SqlState.TIMEOUT.exception("the query timed out: " + e.getMessage(), e);
    }
    return e;
  }
}
