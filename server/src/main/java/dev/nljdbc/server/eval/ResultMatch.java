package dev.nljdbc.server.eval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Execution match as Spider's evaluation defines it: the same rows as a multiset (as a list
 * when the gold sorts), allowing the columns in any order. Columns are paired by their sorted
 * values first, so only plausible orders are tried.
 */
final class ResultMatch {
  /** How many column orders are tried at most before giving up. */
  private static final int MAX_ORDERS = 10_000;

  /** The outcome of a comparison. */
  enum Verdict {
    /** Same result. */
    MATCH,
    /** A different number of columns. */
    COLUMNS,
    /** The same columns, a different number of rows. */
    ROWS,
    /** The same shape, other values. */
    VALUES,
    /** The same rows in another order, and the gold sorts. */
    ORDER
  }

  private ResultMatch() {
  }

  /** Compares a predicted result with the gold one. */
  static Verdict compare(QueryResult gold, QueryResult predicted, boolean ordered) {
    if (gold.width() != predicted.width()) {
      return Verdict.COLUMNS;
    }
    if (gold.rows().size() != predicted.rows().size()) {
      return Verdict.ROWS;
    }
    int width = gold.width();
    List<List<Integer>> candidates = new ArrayList<>(width);
    for (int g = 0; g < width; g++) {
      List<String> goldColumn = sortedColumn(gold, g);
      List<Integer> fits = new ArrayList<>();
      for (int p = 0; p < width; p++) {
        if (goldColumn.equals(sortedColumn(predicted, p))) {
          fits.add(p);
        }
      }
      if (fits.isEmpty()) {
        return Verdict.VALUES;
      }
      candidates.add(fits);
    }
    Search search = new Search(rowKeys(gold.rows(), identity(width), !ordered), predicted,
        ordered);
    tryOrders(candidates, new int[width], new boolean[width], 0, search);
    if (search.found) {
      return Verdict.MATCH;
    }
    return search.sameAsSet ? Verdict.ORDER : Verdict.VALUES;
  }

  /** Tries column orders until one gives the gold rows, or the cap is reached. */
  private static final class Search implements OrderCheck {
    private final List<String> goldRows;
    private final QueryResult predicted;
    private final boolean ordered;
    private int tried;
    private boolean found;
    private boolean sameAsSet;

    Search(List<String> goldRows, QueryResult predicted, boolean ordered) {
      this.goldRows = goldRows;
      this.predicted = predicted;
      this.ordered = ordered;
    }

    @Override
    public boolean stop(int[] order) {
      List<String> rows = rowKeys(predicted.rows(), order, !ordered);
      found = rows.equals(goldRows);
      if (!found && ordered && sorted(rows).equals(sorted(goldRows))) {
        sameAsSet = true;
      }
      return found || ++tried >= MAX_ORDERS;
    }
  }

  private interface OrderCheck {
    /** Returns true to stop the search. */
    boolean stop(int[] order);
  }

  private static boolean tryOrders(List<List<Integer>> candidates, int[] order, boolean[] used,
      int column, OrderCheck check) {
    if (column == order.length) {
      return check.stop(order);
    }
    for (int p : candidates.get(column)) {
      if (!used[p]) {
        used[p] = true;
        order[column] = p;
        boolean stop = tryOrders(candidates, order, used, column + 1, check);
        used[p] = false;
        if (stop) {
          return true;
        }
      }
    }
    return false;
  }

  private static int[] identity(int width) {
    int[] order = new int[width];
    Arrays.setAll(order, i -> i);
    return order;
  }

  private static List<String> sortedColumn(QueryResult r, int column) {
    List<String> values = new ArrayList<>(r.rows().size());
    for (List<String> row : r.rows()) {
      values.add(row.get(column));
    }
    values.sort(Comparator.naturalOrder());
    return values;
  }

  /** One key per row with the columns in the given order; sorted when order does not matter. */
  private static List<String> rowKeys(List<List<String>> rows, int[] order, boolean sort) {
    List<String> keys = new ArrayList<>(rows.size());
    for (List<String> row : rows) {
      StringBuilder key = new StringBuilder();
      for (int c : order) {
        key.append(row.get(c)).append('\u0001');
      }
      keys.add(key.toString());
    }
    return sort ? sorted(keys) : keys;
  }

  private static List<String> sorted(List<String> keys) {
    List<String> copy = new ArrayList<>(keys);
    copy.sort(Comparator.naturalOrder());
    return copy;
  }
}
