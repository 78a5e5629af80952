package dev.nljdbc.execution;

import dev.nljdbc.error.SqlState;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The row cap of one query and the setting it comes from, and the warning a result cut at it
 * carries. {@link QueryLimits#rowCap} decides it.
 *
 * <p>A query runs with the cap plus one row so that a cut can be told from a result of exactly
 * the cap's size: whoever hands out the rows stops at the cap, and if one more row exists, adds
 * {@link #warning()}. Over the Avatica protocol, which carries no warnings, the server writes
 * the cap into the executed SQL it reports ({@link #mark}) and the nljdbc client reads it back.
 * nljdbc's client says so when it connects ({@link #WARNING_CLIENT}); any other client has no
 * warnings to read, so the server hands it at most the cap's rows and fails the fetch past a cut
 * by {@code limits.maxRows} with {@link #cutError()} instead.
 *
 * @param rows the most rows the query returns; 0 for no cap
 * @param setting what set the cap: {@code limits.maxRows} or {@code Statement.setMaxRows}
 */
public record RowCap(long rows, String setting) {
  /** No cap. */
  public static final RowCap NONE = new RowCap(0, "");
  /** The connection property. */
  public static final String PROPERTY = "limits.maxRows";
  /** The JDBC method. */
  public static final String STATEMENT = "Statement.setMaxRows";
  /** SQLState of the warning: a general warning. */
  public static final String WARNING_STATE = SqlState.WARNING.code();

  /**
   * The connection property with which nljdbc's client tells the server that it reads the cap
   * written after the SQL and turns a cut into a warning. It changes only how a cut is reported:
   * the cap itself is the server's.
   */
  public static final String WARNING_CLIENT = "nljdbc.capWarnings";

  private static final String MARK = "\n-- nljdbc row cap: ";
  private static final Pattern MARKED = Pattern.compile(Pattern.quote(MARK)
      + "(\\d+) by (\\S+)$");

  /** Whether the query is capped. */
  public boolean capped() {
    return rows > 0;
  }

  /** The {@code maxRows} to give the target: one row more than the cap, or 0 for none. */
  public int targetMaxRows() {
    return capped() ? (int) Math.min(Integer.MAX_VALUE, rows + 1) : 0;
  }

  /** The lower of this cap and a JDBC statement's own {@code maxRows} (0 = none). */
  public RowCap withStatementMaxRows(long statementMaxRows) {
    if (statementMaxRows > 0 && (!capped() || statementMaxRows < rows)) {
      return new RowCap(statementMaxRows, STATEMENT);
    }
    return this;
  }

  /**
   * Whether a result cut at this cap carries {@link #warning()}: a cut by nljdbc's own cap does;
   * a cut at the client's own {@code Statement.setMaxRows} does not, as JDBC specifies (a tool
   * that reads a page of 200 rows has asked for 200).
   */
  public boolean warns() {
    return capped() && !STATEMENT.equals(setting);
  }

  /** The warning a result cut at this cap carries (see {@link #warns()}). */
  public SQLWarning warning() {
    String how = setting.equals(PROPERTY) ? "set " + PROPERTY + " to change it, 0 for no cap"
        : "the statement's maxRows; 0 for no cap";
    return new SQLWarning("result cut at " + rows + " rows by " + setting + " (" + how + ")",
        WARNING_STATE);
  }

  /**
   * Whether a client without warnings gets an error when the result goes past this cap: a cut by
   * {@code limits.maxRows} fails; a statement's own {@code maxRows} drops the rest silently, as
   * JDBC specifies for it.
   */
  public boolean failsPastCap() {
    return capped() && PROPERTY.equals(setting);
  }

  /** The error of a fetch past this cap, for a client that has no warnings channel. */
  public SQLException cutError() {
    return SqlState.PROGRAM_LIMIT_EXCEEDED.exception("result has more than " + rows
        + " rows, the cap set by " + setting + "; add a LIMIT or narrow the question, or use "
        + "nljdbc's driver for a warning instead");
  }

  /** The executed SQL with this cap written after it, for a client across the protocol. */
  public String mark(String sql) {
    return capped() ? sql + MARK + rows + " by " + setting : sql;
  }

  /** The cap written after the SQL by {@link #mark}, or {@link #NONE}. */
  public static RowCap marked(String sql) {
    Matcher m = sql == null ? null : MARKED.matcher(sql);
    if (m == null || !m.find()) {
      return NONE;
    }
    return new RowCap(Long.parseLong(m.group(1)), m.group(2));
  }

  /** The SQL without a cap written after it. */
  public static String unmarked(String sql) {
    Matcher m = sql == null ? null : MARKED.matcher(sql);
    return m == null || !m.find() ? sql : sql.substring(0, m.start());
  }
}
