package dev.nljdbc.execution;

import dev.nljdbc.error.SqlState;
import dev.nljdbc.error.UserText;
import java.sql.SQLWarning;

/**
 * The notice that a statement dropped a pending clarification because it was no answer to it
 * (docs/clarification.md): the statement was handled on its own, and the client gets a
 * {@link SQLWarning} that says so.
 *
 * <p>In process the statement adds {@link #warning} itself. Over the Avatica protocol, which
 * carries no warnings, the server writes the notice into the executed SQL it reports
 * ({@link #mark}) and the nljdbc client reads it back ({@link #marked}), as {@link RowCap} does
 * with a row cap; the row cap's mark, when there is one, follows this one.
 */
public final class DroppedClarification {
  /** SQLState of the warning: a general warning. */
  public static final String WARNING_STATE = SqlState.WARNING.code();

  private static final String MARK = "\n-- nljdbc dropped: ";

  private DroppedClarification() {
  }

  /** The notice for a dropped clarification that asked about {@code question}. */
  public static String notice(String question) {
    return "clarification dropped: the statement was no answer to the open question about '"
        + UserText.abbreviate(question == null ? "" : question, 80)
        + "', so it was handled on its own; ask that question again to continue it";
  }

  /** The warning that carries a notice. */
  public static SQLWarning warning(String notice) {
    return new SQLWarning(notice, WARNING_STATE);
  }

  /** The executed SQL with the notice written after it; the SQL itself when there is none. */
  public static String mark(String sql, String notice) {
    return notice == null ? sql : sql + MARK + notice.replace('\n', ' ');
  }

  /** The notice written after the SQL by {@link #mark}, or null. */
  public static String marked(String sql) {
    int at = sql == null ? -1 : sql.lastIndexOf(MARK);
    return at < 0 ? null : sql.substring(at + MARK.length());
  }

  /** The SQL without a notice written after it. */
  public static String unmarked(String sql) {
    int at = sql == null ? -1 : sql.lastIndexOf(MARK);
    return at < 0 ? sql : sql.substring(0, at);
  }
}
