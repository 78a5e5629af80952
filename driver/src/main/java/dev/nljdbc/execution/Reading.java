package dev.nljdbc.execution;

import dev.nljdbc.error.SqlState;
import java.sql.SQLWarning;

/**
 * The one-line English reading of the SQL a question ran, built from the plan as {@code /explain}
 * shows it ("Shows the sum of total amount of orders per month of order date in 2025"): every
 * answer to a question carries it (docs/requirements.md#readings).
 *
 * <p>In process the statement adds {@link #warning} itself, after the warning that names the SQL
 * that ran. Over the Avatica protocol, which carries no warnings, the server writes the reading
 * after the executed SQL it reports ({@link #mark}) and the nljdbc client reads it back
 * ({@link #marked}); the marks of {@link DroppedClarification} and {@link RowCap} follow it.
 */
public final class Reading {
  /** What the warning's message starts with. */
  public static final String PREFIX = "Reading: ";

  private static final String MARK = "\n-- nljdbc reading: ";

  private Reading() {
  }

  /** The warning that carries a reading, state {@code 01000}, without a stack trace. */
  public static SQLWarning warning(String reading) {
    SQLWarning w = new SQLWarning(PREFIX + reading, SqlState.WARNING.code());
    w.setStackTrace(new StackTraceElement[0]);
    return w;
  }

  /** The executed SQL with the reading written after it; the SQL itself when there is none. */
  public static String mark(String sql, String reading) {
    return reading == null ? sql : sql + MARK + reading.replace('\n', ' ');
  }

  /** The reading written after the SQL by {@link #mark}, or null. */
  public static String marked(String sql) {
    int at = sql == null ? -1 : sql.lastIndexOf(MARK);
    return at < 0 ? null : sql.substring(at + MARK.length());
  }

  /** The SQL without a reading written after it. */
  public static String unmarked(String sql) {
    int at = sql == null ? -1 : sql.lastIndexOf(MARK);
    return at < 0 ? sql : sql.substring(0, at);
  }
}
