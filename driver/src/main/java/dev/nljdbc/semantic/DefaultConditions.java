package dev.nljdbc.semantic;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.PlainSelect;

/**
 * Adds a dataset's {@code default_conditions} to a SELECT that aggregates its rows (sums,
 * counts, averages, groups): "total amount of sale lines" keeps the rows the model says every
 * total keeps. A listing shows every row. A condition stands back where the query reads one of
 * its columns before the model's additions ("total by line type", "amount of tax lines") or a
 * condition the question said on the dataset (a value synonym, a condition word) reads one.
 */
final class DefaultConditions {
  private final ResolvedModel model;
  private final Map<Dataset, List<String>> said;

  DefaultConditions(ResolvedModel model, Map<Dataset, List<String>> said) {
    this.model = model;
    this.said = said;
  }

  /**
   * Adds the conditions that hold to {@code p}, in WHERE or, for an outer-joined dataset, in its
   * ON; whether it added any.
   *
   * @param read the columns {@code p} read before the model changed it
   * @param aggregating whether {@code p} aggregates (an aggregate, a metric, a group)
   */
  boolean apply(PlainSelect p, ReadColumns read, boolean aggregating) {
    if (!aggregating) {
      return false;
    }
    boolean changed = add(p, p.getFromItem(), null, read);
    if (p.getJoins() != null) {
      for (Join j : p.getJoins()) {
        changed |= add(p, j.getRightItem(), j.isLeft() || j.isRight() || j.isFull() ? j : null,
            read);
      }
    }
    return changed;
  }

  private boolean add(PlainSelect p, FromItem item, Join outer, ReadColumns read) {
    if (!(item instanceof Table table)) {
      return false;
    }
    Dataset d = model.datasetOfTable(Identifiers.unquote(table.getName()));
    if (d == null || d.extension().conditions().defaults().isEmpty()) {
      return false;
    }
    String alias = item.getAlias() != null ? item.getAlias().getName() : table.getName();
    java.util.Set<String> columns = read.of(alias, model.table(d));
    List<String> kept = new ArrayList<>();
    for (String c : d.extension().conditions().defaults()) {
      if (!ReadColumns.contradicted(c, columns, said.getOrDefault(d, List.of()))) {
        kept.add(c);
      }
    }
    for (String c : kept) {
      Expression e = Expressions.parseCondition(Expressions.qualified(c, true, alias));
      if (e == null) {
        continue;
      }
      Expression wrapped = new ParenthesedExpressionList<>(e);
      if (outer != null) {
        Expression on = outer.getOnExpression();
        outer.setOnExpressions(List.of(on == null ? wrapped : new AndExpression(on, wrapped)));
      } else {
        p.setWhere(p.getWhere() == null ? wrapped : new AndExpression(p.getWhere(), wrapped));
      }
    }
    return !kept.isEmpty();
  }
}
