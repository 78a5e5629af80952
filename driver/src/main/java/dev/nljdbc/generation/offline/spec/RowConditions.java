package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.spec.QuerySpec.FilterKind;
import dev.nljdbc.generation.offline.words.CompareOp;
import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Whether filters on one column exclude each other row by row: different values ("chess"
 * and "tennis", or "a laptop" and "no phone") and number ranges that do not overlap ("above 40"
 * and "below 30"). Such filters cannot all hold for one row, so a question that names them
 * together asks about several rows.
 */
final class RowConditions {

  private RowConditions() {}

  /** Whether every two of the filters exclude each other (all values, or all comparisons). */
  static boolean exclusive(List<Filter> filters) {
    for (int i = 0; i < filters.size(); i++) {
      for (int j = i + 1; j < filters.size(); j++) {
        if (!exclusive(filters.get(i), filters.get(j))) {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean exclusive(Filter a, Filter b) {
    if (a.kind() == FilterKind.VALUES && b.kind() == FilterKind.VALUES) {
      Set<String> shared = new HashSet<>(a.values());
      shared.retainAll(b.values());
      return shared.isEmpty() && !(a.negated() && b.negated() && a.values().size() > 1);
    }
    if (a.kind() == FilterKind.COMPARE && b.kind() == FilterKind.COMPARE && !a.negated()
        && !b.negated() && a.number() != null && b.number() != null) {
      return below(a, b) || below(b, a);
    }
    return false;
  }

  /** Whether every number the first comparison admits lies below every one the second does. */
  private static boolean below(Filter low, Filter high) {
    BigDecimal top = top(low);
    BigDecimal bottom = bottom(high);
    if (top == null || bottom == null) {
      return false;
    }
    int c = top.compareTo(bottom);
    return c < 0 || c == 0 && (strict(low.op()) || strict(high.op()));
  }

  private static BigDecimal top(Filter f) {
    switch (f.op()) {
      case LT:
      case LE:
      case EQ:
        return f.number();
      case BETWEEN:
        return f.upper();
      default:
        return null;
    }
  }

  private static BigDecimal bottom(Filter f) {
    switch (f.op()) {
      case GT:
      case GE:
      case EQ:
      case BETWEEN:
        return f.number();
      default:
        return null;
    }
  }

  private static boolean strict(CompareOp op) {
    return op == CompareOp.GT || op == CompareOp.LT;
  }
}
