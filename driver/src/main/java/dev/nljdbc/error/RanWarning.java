package dev.nljdbc.error;

import java.sql.SQLWarning;

/**
 * The SQL nljdbc ran for a connection's latest question, as a warning of the connection itself,
 * for tools that show only a connection's warnings (Debian's sqlline 1.0 shows them with
 * {@code verbose} and {@code showWarnings} on). It holds one warning: a new question replaces
 * it, so it never grows. It is the statement's own warning object, so tools that show both the
 * connection's and the statement's warnings, each object once (sqlline 1.12), show it once.
 */
public final class RanWarning {
  /** What every such warning starts with. */
  public static final String PREFIX = "nljdbc ran: ";

  private volatile SQLWarning latest;

  /**
   * A warning naming the SQL that ran, state {@code 01000}, without a stack trace: tools that
   * print one (sqlline in verbose mode) then print just the SQL.
   */
  public static SQLWarning of(String sql) {
    SQLWarning warning = new SQLWarning(PREFIX + sql, SqlState.WARNING.code());
    warning.setStackTrace(new StackTraceElement[0]);
    return warning;
  }

  /** Records the warning, made by {@link #of}, that names the SQL of the latest question. */
  public void ran(SQLWarning warning) {
    latest = warning;
  }

  /** The given warnings (the target connection's) with the latest such warning at their end. */
  public SQLWarning appendedTo(SQLWarning others) {
    SQLWarning own = latest;
    if (own == null || others == null) {
      return others == null ? own : others;
    }
    SQLWarning w = others;
    while (w != own) {
      SQLWarning next = w.getNextWarning();
      if (next == null) {
        w.setNextWarning(own);
        break;
      }
      w = next;
    }
    return others;
  }

  /** Forgets the latest warning, for {@code Connection.clearWarnings}. */
  public void clear() {
    latest = null;
  }
}
