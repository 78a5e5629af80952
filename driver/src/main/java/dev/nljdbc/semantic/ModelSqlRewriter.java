package dev.nljdbc.semantic;

import dev.nljdbc.security.Parsers;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.JSQLParserException;
import net.sf.jsqlparser.expression.Alias;
import net.sf.jsqlparser.expression.AnalyticExpression;
import net.sf.jsqlparser.expression.AnalyticType;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.Statements;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.OrderByElement;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SelectItem;
import net.sf.jsqlparser.statement.select.SetOperationList;
import net.sf.jsqlparser.statement.select.WithItem;
import net.sf.jsqlparser.util.deparser.ExpressionDeParser;
import net.sf.jsqlparser.util.deparser.SelectDeParser;

/**
 * Puts a model's meaning back into SQL written against its enriched schema.
 *
 * <p>Design note. The generators see fields with expressions and metrics as columns of their
 * dataset's table. In the SQL they write, a reference to such a column ({@code t.margin}) becomes
 * the field's expression over the same alias ({@code (t.price - t.cost)}); an aggregate of a
 * metric column, or a bare metric column, becomes the metric's own aggregate expression, and a
 * query that selects a bare metric next to other columns is grouped by those. Each reference to
 * a dataset's table gets its current-rows condition (unless the question speaks of past rows or
 * the query already conditions that condition's columns) and the conditions of the value synonyms
 * and condition words the question used (in WHERE, or in ON for an outer join); a query that
 * aggregates a dataset's rows gets its default conditions ({@link DefaultConditions}), and a
 * metric its filter ({@link MetricFilters}), each unless the question conditions its columns.
 * A listing of one dataset without its own order gets the dataset's default order. The result
 * is SQL over real columns only; the security gate then checks it like any other.
 */
final class ModelSqlRewriter {
  /** Longest a parse of the generated SQL may take before the model is left out of it. */
  private static final long PARSE_TIMEOUT_MS = 2_000;
  private static final Set<String> AGGREGATES = Set.of("SUM", "AVG", "MIN", "MAX", "COUNT");

  private final ResolvedModel model;
  private final Map<Dataset, List<String>> conditions;
  private final Map<String, Dataset> aliases = new HashMap<>();
  private final Map<Dataset, String> written = new HashMap<>();
  /** Metrics whose filter stands back in this statement: the question conditions its columns. */
  private final Set<Metric> unfiltered = new java.util.HashSet<>();
  private final boolean allRows;
  private boolean changed;

  ModelSqlRewriter(ResolvedModel model, Map<Dataset, List<String>> conditions) {
    this(model, conditions, false);
  }

  /**
   * A rewriter; with {@code allRows} (the question speaks of past rows too) no dataset's
   * current-rows condition is added.
   */
  ModelSqlRewriter(ResolvedModel model, Map<Dataset, List<String>> conditions, boolean allRows) {
    this.model = model;
    this.conditions = conditions;
    this.allRows = allRows;
  }

  /** The SQL with the model applied; unchanged when it does not parse as a query. */
  String rewrite(String sql) {
    Statements statements;
    try {
      statements = Parsers.parseStatements(sql, PARSE_TIMEOUT_MS);
    } catch (JSQLParserException | RuntimeException e) {
      return sql;
    }
    if (statements.size() != 1 || !(statements.get(0) instanceof Select select)) {
      return sql;
    }
    walk(select, true);
    StringBuilder out = new StringBuilder();
    ExpressionDeParser expressions = new ModelDeParser();
    SelectDeParser selects = new SelectDeParser(expressions, out);
    expressions.setSelectVisitor(selects);
    expressions.setBuilder(out);
    select.accept((net.sf.jsqlparser.statement.select.SelectVisitor<StringBuilder>) selects, null);
    return changed ? out.toString() : sql;
  }

  private void walk(Select select, boolean top) {
    if (select.getWithItemsList() != null) {
      for (WithItem<?> w : select.getWithItemsList()) {
        if (w.getSelect() != null) {
          walk(w.getSelect(), false);
        }
      }
    }
    if (select instanceof PlainSelect plainSelect) {
      plain(plainSelect, top);
    } else if (select instanceof SetOperationList setOperationList) {
      for (Select s : setOperationList.getSelects()) {
        walk(s, false);
      }
    } else if (select instanceof ParenthesedSelect parenthesedSelect) {
      walk(parenthesedSelect.getSelect(), top);
    }
  }

  private void plain(PlainSelect p, boolean top) {
    ReadColumns read = ReadColumns.of(p);
    List<Select> nested = new ArrayList<>();
    if (p.getWhere() != null) {
      nested.addAll(Expressions.subqueries(p.getWhere()));
    }
    if (p.getHaving() != null) {
      nested.addAll(Expressions.subqueries(p.getHaving()));
    }
    for (Select s : nested) {
      walk(s, false);
    }
    Dataset main = from(p, p.getFromItem(), null, true);
    if (p.getJoins() != null) {
      for (Join j : p.getJoins()) {
        from(p, j.getRightItem(), j.isLeft() || j.isRight() || j.isFull() ? j : null, false);
      }
    }
    unfiltered.addAll(MetricFilters.standingBack(p, read, model, conditions));
    if (new DefaultConditions(model, conditions).apply(p, read, p.getGroupBy() != null
        || p.getHaving() != null
        || p.getSelectItems().stream().anyMatch(i -> aggregated(i.getExpression())))) {
      changed = true;
    }
    boolean bareMetric = false;
    for (SelectItem<?> item : p.getSelectItems()) {
      if (item.getExpression() instanceof Column selected) {
        Target t = target(selected);
        if (t != null && item.getAlias() == null) {
          item.setAlias(new Alias(t.name(), true));
          changed = true;
        }
        bareMetric |= t != null && t.metric != null;
      }
    }
    if (bareMetric && p.getGroupBy() == null) {
      List<SelectItem<?>> saidTwice = measuresOfSelectedMetrics(p);
      p.getSelectItems().removeAll(saidTwice);
      changed |= !saidTwice.isEmpty();
      for (SelectItem<?> item : p.getSelectItems()) {
        Expression e = item.getExpression();
        if (!(e instanceof Column named && target(named) != null) && !aggregated(e)) {
          p.addGroupByColumnReference(e);
          changed = true;
        }
      }
      if (p.getGroupBy() == null && p.getOrderByElements() != null
          && p.getOrderByElements().removeIf(o -> !aggregated(o.getExpression()))) {
        changed = true;
        if (p.getOrderByElements().isEmpty()) {
          p.setOrderByElements(null);
        }
      }
    }
    if (MetricShapes.reshape(p, c -> {
      Target t = target(c);
      return t == null ? null : t.metric;
    }, a -> {
      Dataset d = aliases.get(Identifiers.unquote(a).toLowerCase(Locale.ROOT));
      return d == null ? null : model.table(d);
    })) {
      changed = true;
    }
    if (top && main != null && main.extension().orderBy() != null && p.getOrderByElements() == null
        && p.getGroupBy() == null && p.getDistinct() == null && !bareMetric
        && p.getSelectItems().stream().noneMatch(i -> aggregated(i.getExpression()))) {
      String alias = alias(p.getFromItem());
      List<OrderByElement> order = Expressions.orderBy(main.extension().orderBy());
      for (OrderByElement o : order) {
        for (Column c : Expressions.columns(o.getExpression())) {
          c.setTable(new Table(alias));
        }
      }
      if (!order.isEmpty()) {
        p.setOrderByElements(order);
        changed = true;
      }
    }
  }

  /**
   * Registers a FROM item's alias and adds its dataset's conditions; its dataset or null. The
   * first FROM item is the query's {@code subject}: the rows it lists or counts.
   */
  private Dataset from(PlainSelect p, FromItem item, Join outer, boolean subject) {
    if (item instanceof ParenthesedSelect derived) {
      walk(derived.getSelect(), false);
      return null;
    }
    if (!(item instanceof Table table)) {
      return null;
    }
    Dataset d = model.datasetOfTable(Identifiers.unquote(table.getName()));
    if (d == null) {
      return null;
    }
    String alias = alias(item);
    aliases.put(Identifiers.unquote(alias).toLowerCase(Locale.ROOT), d);
    written.putIfAbsent(d, alias);
    List<String> conds = new ArrayList<>();
    List<String> synonyms = conditions.getOrDefault(d, List.of());
    if (d.extension().currentRows() != null && !allRows
        && new CurrentRowsScope(model.table(d), alias, d.extension().currentRows())
            .applies(p, subject, synonyms)) {
      conds.add(d.extension().currentRows());
    }
    conds.addAll(synonyms);
    for (String c : conds) {
      String semiJoin = synonyms.contains(c) ? semiJoin(c, d, alias) : null;
      Expression e = Expressions.parseCondition(semiJoin != null ? semiJoin
          : Expressions.qualified(c, true, alias));
      if (e == null) {
        continue;
      }
      Expression wrapped = new ParenthesedExpressionList<>(e);
      changed = true;
      if (outer != null) {
        Expression on = outer.getOnExpression();
        outer.setOnExpressions(List.of(on == null ? wrapped : new AndExpression(on, wrapped)));
      } else {
        p.setWhere(p.getWhere() == null ? wrapped : new AndExpression(p.getWhere(), wrapped));
      }
    }
    return d;
  }

  /** A value synonym's condition on a related dataset as a semi-join, or null. */
  private String semiJoin(String condition, Dataset d, String alias) {
    try {
      return model.relatedConditions().render(condition, d, alias);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  /** The alias (or table name) as the SQL writes it, quotes included. */
  private static String alias(FromItem item) {
    return item.getAlias() != null ? item.getAlias().getName() : ((Table) item).getName();
  }

  private boolean aggregated(Expression e) {
    if (e instanceof AnalyticExpression a && a.getType() == AnalyticType.WITHIN_GROUP) {
      return true;
    }
    if (e instanceof Function
        && AGGREGATES.contains(((Function) e).getName().toUpperCase(Locale.ROOT))) {
      return true;
    }
    if (e == null) {
      return false;
    }
    for (Column c : Expressions.columns(e)) {
      Target t = target(c);
      if (t != null && t.metric != null) {
        return true;
      }
    }
    return e.toString().matches("(?is).*\\b(SUM|AVG|MIN|MAX|COUNT)\\s*\\(.*");
  }

  /** A column reference that stands for a model field or metric. */
  /**
   * The computed fields selected beside a metric that measure each row with the metric's own
   * columns ({@code qty * price} beside {@code SUM(qty * price)}: "sales" read both as the metric
   * and as the field): the metric said twice, which a query without groups cannot select.
   */
  private List<SelectItem<?>> measuresOfSelectedMetrics(PlainSelect p) {
    Set<String> own = new java.util.HashSet<>();
    for (SelectItem<?> item : p.getSelectItems()) {
      Target t = item.getExpression() instanceof Column c ? target(c) : null;
      if (t != null && t.metric != null) {
        own.addAll(MetricShapes.ownColumns(t.metric));
      }
    }
    List<SelectItem<?>> said = new ArrayList<>();
    for (SelectItem<?> item : p.getSelectItems()) {
      Target t = item.getExpression() instanceof Column c ? target(c) : null;
      if (t == null || t.field == null || t.field.column() != null) {
        continue;
      }
      Expression e = Expressions.parse(t.field.expression());
      List<Column> columns = Expressions.columns(e);
      if (e instanceof net.sf.jsqlparser.expression.BinaryExpression arithmetic
          && !(arithmetic instanceof net.sf.jsqlparser.expression.operators.relational
              .ComparisonOperator)
          && !columns.isEmpty() && columns.stream().allMatch(c -> own.contains(
              Identifiers.unquote(c.getColumnName()).toLowerCase(Locale.ROOT)))) {
        said.add(item);
      }
    }
    return said;
  }

  private record Target(String alias, Dataset dataset, ModelField field, Metric metric) {
    String name() {
      return field != null ? field.name() : metric.name();
    }
  }

  private Target target(Column c) {
    String qualifier = c.getTable() == null || c.getTable().getName() == null ? null
        : c.getTable().getName();
    String name = Identifiers.unquote(c.getColumnName());
    if (qualifier != null) {
      Dataset d = aliases.get(Identifiers.unquote(qualifier).toLowerCase(Locale.ROOT));
      return d == null ? null : target(qualifier, d, name);
    }
    Target found = null;
    for (Map.Entry<String, Dataset> e : aliases.entrySet()) {
      Target t = target(null, e.getValue(), name);
      if (t != null) {
        if (found != null) {
          return null;
        }
        found = t;
      }
    }
    return found;
  }

  private Target target(String alias, Dataset d, String name) {
    if (model.table(d).column(name) != null) {
      return null;
    }
    ModelField f = d.field(name);
    if (f != null && f.column() == null) {
      return new Target(alias, d, f, null);
    }
    for (Metric m : model.metricsOf(d)) {
      if (m.name().equalsIgnoreCase(name)) {
        return new Target(alias, d, null, m);
      }
    }
    return null;
  }

  private String text(Target t) {
    if (t.field != null) {
      return "(" + Expressions.qualified(t.field.expression(), false, t.alias) + ")";
    }
    Expression e = Expressions.parse(unfiltered.contains(t.metric) ? t.metric.expression()
        : MetricFilters.expression(t.metric));
    String alias = t.alias != null ? t.alias : written.get(t.dataset);
    for (Column c : Expressions.columns(e)) {
      String other = aliasOfAnother(c, t.dataset);
      c.setTable(other != null ? new Table(other) : alias == null ? null : new Table(alias));
    }
    return e.toString();
  }

  /**
   * The alias in this query of the dataset another than {@code home} that a metric's column
   * names ({@code "Consultants"."CostRate"} in a metric of time entries), or null.
   */
  private String aliasOfAnother(Column c, Dataset home) {
    if (c.getTable() == null || c.getTable().getName() == null) {
      return null;
    }
    String name = Identifiers.unquote(c.getTable().getName());
    Dataset d = model.model().dataset(name);
    if (d == null) {
      d = model.datasetOfTable(name);
    }
    return d == null || d.equals(home) ? null : written.get(d);
  }

  /** Writes field and metric references as their expressions. */
  private final class ModelDeParser extends ExpressionDeParser {
    @Override
    public <S> StringBuilder visit(Column column, S context) {
      Target t = target(column);
      if (t == null) {
        return super.visit(column, context);
      }
      getBuilder().append(text(t));
      changed = true;
      return getBuilder();
    }

    @Override
    public <S> StringBuilder visit(Function function, S context) {
      if (AGGREGATES.contains(function.getName().toUpperCase(Locale.ROOT))
          && function.getParameters() != null && function.getParameters().size() == 1
          && function.getParameters().get(0) instanceof Column argument) {
        Target t = target(argument);
        if (t != null && t.metric != null) {
          getBuilder().append(text(t));
          changed = true;
          return getBuilder();
        }
      }
      return super.visit(function, context);
    }
  }
}
