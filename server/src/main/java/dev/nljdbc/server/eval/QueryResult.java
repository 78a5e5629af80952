package dev.nljdbc.server.eval;

import java.math.BigDecimal;
import java.math.MathContext;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The rows of a result in a canonical form that compares across drivers: numbers (and text
 * that reads as one) to twelve significant digits without trailing zeros, so {@code 2}, {@code
 * 2.0} and {@code '2'} agree; NULL as {@code NULL}; everything else as its text.
 *
 * @param labels the column labels
 * @param rows the canonical values, row by row
 * @param truncated whether reading stopped at the row cap
 */
record QueryResult(List<String> labels, List<List<String>> rows, boolean truncated) {
  private static final MathContext DIGITS = new MathContext(12);
  private static final Pattern NUMBER = Pattern.compile("[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?");

  /** Reads up to {@code maxRows} rows of the result set. */
  static QueryResult read(ResultSet rs, int maxRows) throws SQLException {
    ResultSetMetaData md = rs.getMetaData();
    int n = md.getColumnCount();
    List<String> labels = new ArrayList<>(n);
    for (int i = 1; i <= n; i++) {
      labels.add(md.getColumnLabel(i));
    }
    List<List<String>> rows = new ArrayList<>();
    boolean truncated = false;
    while (rs.next()) {
      if (rows.size() == maxRows) {
        truncated = true;
        break;
      }
      List<String> row = new ArrayList<>(n);
      for (int i = 1; i <= n; i++) {
        row.add(canonical(rs.getObject(i)));
      }
      rows.add(row);
    }
    return new QueryResult(List.copyOf(labels), rows, truncated);
  }

  /** The number of columns. */
  int width() {
    return labels.size();
  }

  /** Whether this is nljdbc's clarification result set (docs/clarification.md). */
  boolean isClarification() {
    return labels.size() >= 2 && labels.get(0).equalsIgnoreCase("CLARIFICATION_ID")
        && labels.get(1).equalsIgnoreCase("QUESTION_ID");
  }

  /**
   * Whether this clarification's first open question offers options, so that an option number
   * answers it; a question that takes free text, a number or a period does not.
   */
  boolean asksOptions() {
    int kind = -1;
    for (int i = 0; i < labels.size(); i++) {
      kind = labels.get(i).equalsIgnoreCase("KIND") ? i : kind;
    }
    return kind >= 0 && !rows.isEmpty() && "multiple_choice".equals(rows.get(0).get(kind));
  }

  static String canonical(Object value) {
    if (value == null) {
      return "NULL";
    }
    if (value instanceof byte[]) {
      return "0x" + HexFormat.of().formatHex((byte[]) value);
    }
    if (value instanceof Number n) {
      return number(n);
    }
    String text = value.toString();
    if (text.length() < 40 && NUMBER.matcher(text).matches()) {
      return number(new BigDecimal(text));
    }
    return text;
  }

  private static String number(Number n) {
    BigDecimal d;
    if (n instanceof BigDecimal bigDecimal) {
      d = bigDecimal;
    } else if (n instanceof Double || n instanceof Float) {
      double v = n.doubleValue();
      if (Double.isNaN(v) || Double.isInfinite(v)) {
        return Double.toString(v);
      }
      d = new BigDecimal(n instanceof Float ? Float.toString((Float) n) : Double.toString(v));
    } else {
      d = BigDecimal.valueOf(n.longValue());
    }
    d = d.round(DIGITS).stripTrailingZeros();
    return d.signum() == 0 ? "0" : d.toPlainString();
  }
}
