package dev.nljdbc.semantic;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.ExpressionVisitorAdapter;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.PlainSelect;

/**
 * A metric's filter folded into its aggregates: {@code SUM(x)} with the filter {@code f} is
 * {@code SUM(CASE WHEN f THEN x END)}, {@code COUNT(*)} is {@code COUNT(CASE WHEN f THEN 1 END)}.
 * Folded into the aggregate rather than added to the query's WHERE, the filter holds for the
 * metric alone, next to other measures of the same rows, in every shape the engine gives a
 * metric (groups, top N, a condition on groups) and on every dialect.
 */
final class MetricFilters {
  private static final Set<String> AGGREGATES = Set.of("SUM", "AVG", "MIN", "MAX", "COUNT");

  private MetricFilters() {}

  /**
   * The metrics of the datasets {@code p} reads whose filter stands back: the query, before the
   * model changed it, reads a column of the filter ("net sales by line type"), or a condition
   * the question said on the dataset (a value synonym, a condition word) does.
   */
  static Set<Metric> standingBack(PlainSelect p, ReadColumns read, ResolvedModel model,
      Map<Dataset, List<String>> said) {
    List<FromItem> items = new ArrayList<>(List.of(p.getFromItem()));
    if (p.getJoins() != null) {
      p.getJoins().forEach(j -> items.add(j.getRightItem()));
    }
    Set<Metric> back = new HashSet<>();
    for (FromItem item : items) {
      if (!(item instanceof Table t)) {
        continue;
      }
      Dataset d = model.datasetOfTable(Identifiers.unquote(t.getName()));
      if (d == null) {
        continue;
      }
      String alias = item.getAlias() != null ? item.getAlias().getName() : t.getName();
      Set<String> columns = read.of(alias, model.table(d));
      for (Metric m : model.metricsOf(d)) {
        if (m.filter() != null && ReadColumns.contradicted(m.filter(), columns,
            said.getOrDefault(d, List.of()))) {
          back.add(m);
        }
      }
    }
    return back;
  }

  /** The metric's expression with its filter folded in; as written when it has none. */
  static String expression(Metric metric) {
    if (metric.filter() == null) {
      return metric.expression();
    }
    String folded = fold(metric.expression(), metric.filter());
    return folded == null ? metric.expression() : folded;
  }

  /**
   * The expression with the filter folded into each of its aggregates, or null when it does not
   * parse or has no aggregate to fold it into.
   */
  static String fold(String expression, String filter) {
    Expression e = Expressions.parse(expression);
    if (e == null || Expressions.parseCondition(filter) == null) {
      return null;
    }
    List<Function> aggregates = new ArrayList<>();
    e.accept(new ExpressionVisitorAdapter<Void>() {
      @Override
      public <S> Void visit(Function function, S context) {
        if (AGGREGATES.contains(function.getName().toUpperCase(Locale.ROOT))) {
          aggregates.add(function);
          return null;
        }
        return super.visit(function, context);
      }
    }, null);
    boolean folded = false;
    for (Function f : aggregates) {
      String value;
      if (f.isAllColumns() || f.getParameters() == null || f.getParameters().isEmpty()
          || f.getParameters().size() == 1
          && f.getParameters().get(0) instanceof net.sf.jsqlparser.statement.select.AllColumns) {
        value = "1";
      } else if (f.getParameters().size() == 1) {
        value = f.getParameters().get(0).toString();
      } else {
        continue;
      }
      Expression when = Expressions.parse("CASE WHEN " + filter + " THEN " + value + " END");
      if (when == null) {
        return null;
      }
      f.setAllColumns(false);
      f.setParameters(new ExpressionList<>(when));
      folded = true;
    }
    return folded ? e.toString() : null;
  }
}
