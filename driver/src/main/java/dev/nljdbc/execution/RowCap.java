package dev.nljdbc.execution;

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
  public static final String WARNING_STATE = "01000";

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

  /** The warning a result cut at this cap carries. */
  public SQLWarning warning() {
    String how = setting.equals(PROPERTY) ? "set " + PROPERTY + " to change it, 0 for no cap"
        : "the statement's maxRows; 0 for no cap";
    return new SQLWarning("result cut at " + rows + " rows by " + setting + " (" + how + ")",
        WARNING_STATE);
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
