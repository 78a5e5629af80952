package dev.nljdbc.it.generalisation;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A result as text cells, and the suite's comparison: the same rows as a multiset, columns in
 * any order, numbers to four decimals; extra answer columns only where the turn allows them. A
 * gold column of period starts ({@code date_trunc('month', d)}: every cell the first day of a
 * month at midnight) also matches an answer column that labels the same periods
 * ({@link PeriodLabel}: {@code 2026-01}, {@code 2026-Q1}, {@code 2026}, {@code 2026-W02}).
 */
record Rows(List<String> labels, List<List<String>> rows) {

  static Rows of(ResultSet rs) throws SQLException {
    int n = rs.getMetaData().getColumnCount();
    List<String> labels = new ArrayList<>();
    for (int i = 1; i <= n; i++) {
      labels.add(rs.getMetaData().getColumnLabel(i));
    }
    List<List<String>> rows = new ArrayList<>();
    while (rs.next()) {
      List<String> row = new ArrayList<>();
      for (int i = 1; i <= n; i++) {
        row.add(cell(rs.getObject(i)));
      }
      rows.add(row);
    }
    return new Rows(labels, rows);
  }

  private static String cell(Object v) {
    if (v == null) {
      return "NULL";
    }
    if (v instanceof Number) {
      return new BigDecimal(v.toString()).setScale(4, RoundingMode.HALF_UP).stripTrailingZeros()
          .toPlainString();
    }
    return v.toString();
  }

  /** Whether this answer holds the gold's rows (columns in any order). */
  boolean matches(Rows gold, boolean extraColumns) {
    int want = gold.labels.size();
    int have = labels.size();
    if (rows.size() != gold.rows.size() || have < want || (!extraColumns && have != want)) {
      return false;
    }
    return assign(gold, new int[want], new PeriodLabel[want], new boolean[have], 0);
  }

  private boolean assign(Rows gold, int[] mapping, PeriodLabel[] labelled, boolean[] used,
      int g) {
    if (g == mapping.length) {
      return sameRows(gold, mapping, labelled);
    }
    for (PeriodLabel form : PeriodLabel.values()) {
      List<String> goldColumn = form.column(gold.rows, g);
      if (goldColumn == null) {
        continue;
      }
      Collections.sort(goldColumn);
      for (int a = 0; a < labels.size(); a++) {
        if (!used[a] && sortedColumn(rows, a).equals(goldColumn)) {
          used[a] = true;
          mapping[g] = a;
          labelled[g] = form;
          if (assign(gold, mapping, labelled, used, g + 1)) {
            return true;
          }
          used[a] = false;
        }
      }
    }
    return false;
  }

  private boolean sameRows(Rows gold, int[] mapping, PeriodLabel[] labelled) {
    List<String> mine = new ArrayList<>();
    for (List<String> row : rows) {
      StringBuilder b = new StringBuilder();
      for (int a : mapping) {
        b.append(row.get(a)).append('\u0001');
      }
      mine.add(b.toString());
    }
    List<String> theirs = new ArrayList<>();
    for (List<String> row : gold.rows) {
      StringBuilder b = new StringBuilder();
      for (int g = 0; g < row.size(); g++) {
        b.append(labelled[g].cell(row.get(g))).append('\u0001');
      }
      theirs.add(b.toString());
    }
    Collections.sort(mine);
    Collections.sort(theirs);
    return mine.equals(theirs);
  }

  private static List<String> sortedColumn(List<List<String>> rows, int column) {
    List<String> values = new ArrayList<>();
    for (List<String> row : rows) {
      values.add(row.get(column));
    }
    Collections.sort(values);
    return values;
  }
}
