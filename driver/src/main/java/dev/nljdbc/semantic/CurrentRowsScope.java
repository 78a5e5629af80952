package dev.nljdbc.semantic;

import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.TableInfo;
import java.sql.Types;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.operators.relational.InExpression;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SelectItem;

/**
 * Decides whether a dataset's {@code current_rows} condition belongs in a query: only where the
 * query is about the dataset's present state.
 *
 * <p>It does not apply
 * <ul>
 *   <li>when the query already reads a column of the condition anywhere (selects, counts,
 *       groups or conditions it: "number of leavers per year" counts the end date), or a value
 *       synonym the question used conditions one ("inactive vets");</li>
 *   <li>when the query conditions a date column of the dataset: a question about a period
 *       ("hired this year") counts the rows of that period whether or not they are current;</li>
 *   <li>to a dataset that is only joined: one that is not the query's subject and none of whose
 *       columns the query selects or aggregates (a lookup on the way to another table);</li>
 *   <li>to a dataset that is not the query's subject when the query takes a period of the
 *       subject's rows ("driver pay last month split by driver type"): the rows of the period
 *       count with whatever they are joined to, current or not;</li>
 *   <li>when the query picks a row of the dataset by its name ("show Bo Chen"): a named row is
 *       asked about whether or not it is current;</li>
 *   <li>when the query picks the dataset's rows by their link to other rows, an {@code IN}
 *       subquery on one of its columns ("drivers involved in accidents", "who reports to James
 *       Murphy"): such rows are asked about for what links them, current or not.</li>
 * </ul>
 */
final class CurrentRowsScope {
  private final TableInfo table;
  private final String alias;
  private final Set<String> conditionColumns = new HashSet<>();

  CurrentRowsScope(TableInfo table, String alias, String currentRows) {
    this.table = table;
    this.alias = Identifiers.unquote(alias).toLowerCase(Locale.ROOT);
    Expression condition = Expressions.parseCondition(currentRows);
    if (condition != null) {
      for (Column c : Expressions.columns(condition)) {
        conditionColumns.add(name(c));
      }
    }
  }

  /** Whether the condition applies to this reference of the dataset in {@code p}. */
  boolean applies(PlainSelect p, boolean subject, List<String> synonymConditions) {
    for (String synonym : synonymConditions) {
      Expression e = Expressions.parseCondition(synonym);
      if (e != null && Expressions.columns(e).stream().anyMatch(c -> readsCondition(c))) {
        return false;
      }
    }
    for (Column c : ReadColumns.everyColumn(p)) {
      if (ours(c) && readsCondition(c)) {
        return false;
      }
    }
    if (p.getWhere() != null) {
      for (Column c : Expressions.columns(p.getWhere())) {
        if (ours(c) && temporal(c)) {
          return false;
        }
      }
    }
    if (p.getWhere() != null && (namesOneRow(p.getWhere()) || picksByLink(p.getWhere()))) {
      return false;
    }
    if (subject) {
      return true;
    }
    if (p.getWhere() != null && takesAPeriod(p.getWhere())) {
      return false;
    }
    for (SelectItem<?> item : p.getSelectItems()) {
      if (item.getExpression() != null
          && Expressions.columns(item.getExpression()).stream().anyMatch(this::qualifiedOurs)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a condition picks rows of this dataset by name ({@code full_name = 'Bo Chen'}): a
   * named row is asked about whether or not it is current.
   */
  private boolean namesOneRow(Expression where) {
    List<Expression> found = new ArrayList<>();
    where.accept(new net.sf.jsqlparser.util.deparser.ExpressionDeParser() {
      @Override
      public <S> StringBuilder visit(net.sf.jsqlparser.expression.operators.relational.EqualsTo e,
          S context) {
        found.add(e);
        return super.visit(e, context);
      }
    }, null);
    for (Expression e : found) {
      var eq = (net.sf.jsqlparser.expression.operators.relational.EqualsTo) e;
      Expression l = eq.getLeftExpression();
      Expression r = eq.getRightExpression();
      Column c = l instanceof Column lc ? lc : r instanceof Column rc ? rc : null;
      boolean text = l instanceof net.sf.jsqlparser.expression.StringValue
          || r instanceof net.sf.jsqlparser.expression.StringValue;
      if (c != null && text && ours(c)
          && ResolvedModel.words(Identifiers.unquote(c.getColumnName())).contains("name")) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a condition picks rows of this dataset by a subquery on one of its columns
   * ({@code driver_id IN (SELECT ...)}), the rows linked to other rows.
   */
  private boolean picksByLink(Expression where) {
    List<InExpression> found = new ArrayList<>();
    where.accept(new net.sf.jsqlparser.util.deparser.ExpressionDeParser() {
      @Override
      public <S> StringBuilder visit(InExpression e, S context) {
        found.add(e);
        return super.visit(e, context);
      }
    }, null);
    for (InExpression in : found) {
      if (!in.isNot() && in.getLeftExpression() instanceof Column c && ours(c)
          && in.getRightExpression() instanceof Select) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a condition compares a column with a date of the calendar: today's
   * ({@code CURRENT_DATE}) or a date written out, as a period's bounds do.
   */
  private static boolean takesAPeriod(Expression where) {
    boolean[] found = {false};
    where.accept(new net.sf.jsqlparser.util.deparser.ExpressionDeParser() {
      @Override
      public <S> StringBuilder visit(net.sf.jsqlparser.expression.TimeKeyExpression e,
          S context) {
        found[0] = true;
        return super.visit(e, context);
      }

      @Override
      public <S> StringBuilder visit(net.sf.jsqlparser.expression.DateValue e, S context) {
        found[0] = true;
        return super.visit(e, context);
      }

      @Override
      public <S> StringBuilder visit(Select select, S context) {
        return new StringBuilder();
      }
    }, null);
    return found[0];
  }

  private boolean readsCondition(Column c) {
    return conditionColumns.contains(name(c));
  }

  private boolean temporal(Column c) {
    ColumnInfo info = table == null ? null : table.column(Identifiers.unquote(c.getColumnName()));
    if (info == null || conditionColumns.contains(name(c))) {
      return false;
    }
    return switch (info.jdbcType()) {
      case Types.DATE, Types.TIMESTAMP, Types.TIMESTAMP_WITH_TIMEZONE -> true;
      default -> false;
    };
  }

  /** Whether a column reference is of this dataset: qualified by its alias, or unqualified and its own. */
  private boolean ours(Column c) {
    if (c.getTable() == null || c.getTable().getName() == null) {
      return table != null && table.column(Identifiers.unquote(c.getColumnName())) != null;
    }
    return qualifiedOurs(c);
  }

  private boolean qualifiedOurs(Column c) {
    return c.getTable() != null && c.getTable().getName() != null
        && Identifiers.unquote(c.getTable().getName()).toLowerCase(Locale.ROOT).equals(alias);
  }

  private static String name(Column c) {
    return Identifiers.unquote(c.getColumnName()).toLowerCase(Locale.ROOT);
  }
}
