package dev.nljdbc.security;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.RawFunction;
import net.sf.jsqlparser.expression.operators.relational.ComparisonOperator;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.statement.select.GroupByElement;

/**
 * The calls JSqlParser reads as functions that a database reads as syntax: {@code ROLLUP(...)}
 * and {@code CUBE(...)} at the top of a GROUP BY are grouping sets, and {@code ANY(...)},
 * {@code ALL(...)} and {@code SOME(...)} on the right of a comparison quantify over an array
 * ({@code id = ANY(ARRAY[1, 2])}). Such a call names no function, so the function allowlist does
 * not apply to it; its arguments are walked and checked like any others.
 *
 * <p>Only where the dialect reads them so ({@code SqlDialect#groupingSetsAndArrayQuantifiers}):
 * elsewhere the same text may call a stored function of that name, which could read anything,
 * and the allowlist refuses it. A quoted or qualified name is always a function call.
 */
final class SyntaxCalls {
  private static final Set<String> GROUPING = Set.of("rollup", "cube");
  private static final Set<String> QUANTIFIERS = Set.of("any", "all", "some");

  private final boolean enabled;
  private final Set<Function> calls = Collections.newSetFromMap(new IdentityHashMap<>());

  /** @param enabled whether the target database reads these calls as syntax */
  SyntaxCalls(boolean enabled) {
    this.enabled = enabled;
  }

  /** Notes the syntax calls directly under a node, before the walk reaches them. */
  void note(Object node) {
    if (!enabled) {
      return;
    }
    if (node instanceof GroupByElement groupBy) {
      ExpressionList<Expression> items = groupBy.getGroupByExpressionList();
      if (items != null) {
        for (Expression item : items) {
          mark(item, GROUPING);
        }
      }
    } else if (node instanceof ComparisonOperator comparison) {
      mark(comparison.getRightExpression(), QUANTIFIERS);
    }
  }

  /** Whether the call is one the database reads as syntax. */
  boolean isSyntax(Function call) {
    return calls.contains(call);
  }

  private void mark(Expression expression, Set<String> names) {
    if (!(expression instanceof Function call) || call instanceof RawFunction
        || call.getParameters() == null) {
      return;
    }
    List<String> parts = call.getMultipartName();
    if (parts == null || parts.size() != 1 || parts.get(0) == null
        || Identifiers.isQuoted(parts.get(0)) || call.isDistinct() || call.isAllColumns()
        || call.isUnique() || call.getExtraKeyword() != null || call.getAttribute() != null
        || call.getOrderByElements() != null || call.getKeep() != null
        || call.getNullHandling() != null) {
      return;
    }
    if (names.contains(parts.get(0).toLowerCase(Locale.ROOT))) {
      calls.add(call);
    }
  }
}
