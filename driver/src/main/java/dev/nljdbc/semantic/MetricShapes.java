package dev.nljdbc.semantic;

import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.TableInfo;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.AllTableColumns;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.OrderByElement;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.SelectItem;

/**
 * Puts a metric into the shape of the query around it, so that every metric combines with
 * conditions, groups and rankings into SQL each dialect accepts. The generators see a metric as
 * a column; what they write of a column is not always right of an aggregate:
 *
 * <ul>
 *   <li>a condition on a metric ("more than 2 sick leave requests", "a completion rate above
 *       0.5") is a condition on groups: it moves from WHERE to HAVING, and the query is grouped
 *       by what it selects (a table's {@code *} by each of its columns);
 *   <li>a metric selected alone over a table that is only joined ("completion rate for each
 *       course") is one value per row of that table: its label is selected and grouped;
 *   <li>a query that selects a metric and ranks by another aggregate of one of the metric's own
 *       columns ("top 2" after "total spend by employee") ranks by the metric.
 * </ul>
 */
final class MetricShapes {
  private static final Set<String> AGGREGATES = Set.of("SUM", "AVG", "MIN", "MAX", "COUNT");

  private MetricShapes() {}

  /**
   * Reshapes a query; {@code metric} names the metric a column stands for (or null) and
   * {@code table} the table of an alias (or null). Whether anything changed.
   */
  static boolean reshape(PlainSelect p, Function<Column, Metric> metric,
      Function<String, TableInfo> table) {
    return conditionsToHaving(p, metric, table) | eachRowOfJoined(p, metric, table)
        | rankByMetric(p, metric);
  }

  private static boolean conditionsToHaving(PlainSelect p, Function<Column, Metric> metric,
      Function<String, TableInfo> table) {
    if (p.getWhere() == null || p.getGroupBy() != null || p.getHaving() != null) {
      return false;
    }
    List<Expression> kept = new ArrayList<>();
    List<Expression> moved = new ArrayList<>();
    for (Expression e : conjuncts(p.getWhere())) {
      boolean onMetric = Expressions.subqueries(e).isEmpty()
          && Expressions.columns(e).stream().anyMatch(c -> metric.apply(c) != null);
      (onMetric ? moved : kept).add(e);
    }
    if (moved.isEmpty()) {
      return false;
    }
    List<Expression> groups = new ArrayList<>();
    for (SelectItem<?> item : p.getSelectItems()) {
      Expression e = item.getExpression();
      if (e instanceof AllTableColumns all) {
        TableInfo t = table.apply(all.getTable().getName());
        if (t == null) {
          return false;
        }
        String quote = writtenQuote(p);
        for (ColumnInfo c : t.columns()) {
          groups.add(new Column(new Table(all.getTable().getName()), quoted(c.name(), quote)));
        }
      } else if (e instanceof AllColumns) {
        List<Expression> all = everyColumn(p, table);
        if (all == null) {
          return false;
        }
        groups.addAll(all);
      } else if (!aggregate(e, metric)) {
        groups.add(e);
      }
    }
    p.setWhere(and(kept));
    p.setHaving(and(moved));
    for (Expression g : groups) {
      p.addGroupByColumnReference(g);
    }
    p.setDistinct(null);
    return true;
  }

  /**
   * Every column of every table the query reads, qualified by its name in the query ({@code *}
   * over them); null when a FROM item is no known table.
   */
  private static List<Expression> everyColumn(PlainSelect p, Function<String, TableInfo> table) {
    String quote = writtenQuote(p);
    List<Expression> columns = new ArrayList<>();
    for (Object item : fromItems(p)) {
      if (!(item instanceof Table t) || table.apply(alias(t)) == null) {
        return null;
      }
      for (ColumnInfo c : table.apply(alias(t)).columns()) {
        columns.add(new Column(new Table(alias(t)), quoted(c.name(), quote)));
      }
    }
    return columns;
  }

  /**
   * The quote the query writes its identifiers with, its column names ({@link #quote}) or else
   * its tables' names; null when it quotes none.
   */
  private static String writtenQuote(PlainSelect p) {
    String quote = quote(p);
    for (Object item : fromItems(p)) {
      if (quote == null && item instanceof Table t && t.getName() != null
          && (t.getName().startsWith("\"") || t.getName().startsWith("`"))) {
        quote = t.getName().substring(0, 1);
      }
    }
    return quote;
  }

  /** The query's FROM item and the right items of its joins, in order. */
  private static List<Object> fromItems(PlainSelect p) {
    List<Object> items = new ArrayList<>();
    items.add(p.getFromItem());
    if (p.getJoins() != null) {
      p.getJoins().forEach(j -> items.add(j.getRightItem()));
    }
    return items;
  }

  private static boolean eachRowOfJoined(PlainSelect p, Function<Column, Metric> metric,
      Function<String, TableInfo> table) {
    if (p.getGroupBy() != null || p.getJoins() == null || p.getSelectItems().isEmpty()
        || !p.getSelectItems().stream().allMatch(i -> i.getExpression() instanceof Column c
            && metric.apply(c) != null)) {
      return false;
    }
    Join only = null;
    for (Join j : p.getJoins()) {
      if (j.getRightItem() instanceof Table t && !usedOutsideJoins(p, alias(t))) {
        only = j;
      }
    }
    if (only == null) {
      return false;
    }
    String alias = alias((Table) only.getRightItem());
    TableInfo t = table.apply(alias);
    ColumnInfo label = t == null ? null : label(t);
    if (label == null) {
      return false;
    }
    String quote = quote(p);
    Column labelColumn = new Column(new Table(alias), quoted(label.name(), quote));
    p.getSelectItems().add(0, SelectItem.from(labelColumn));
    for (String key : t.primaryKey()) {
      if (!key.equalsIgnoreCase(label.name())) {
        p.addGroupByColumnReference(new Column(new Table(alias), quoted(key, quote)));
      }
    }
    p.addGroupByColumnReference(labelColumn);
    p.setDistinct(null);
    return true;
  }

  private static boolean rankByMetric(PlainSelect p, Function<Column, Metric> metric) {
    if (p.getOrderByElements() == null || p.getLimit() == null) {
      return false;
    }
    Expression selected = null;
    Metric m = null;
    for (SelectItem<?> item : p.getSelectItems()) {
      Metric found = metricOf(item.getExpression(), metric);
      if (found != null) {
        if (m != null) {
          return false;
        }
        m = found;
        selected = item.getExpression();
      }
    }
    if (m == null) {
      return false;
    }
    Set<String> own = ownColumns(m);
    boolean changed = false;
    for (OrderByElement o : p.getOrderByElements()) {
      if (o.getExpression() instanceof net.sf.jsqlparser.expression.Function f
          && AGGREGATES.contains(f.getName().toUpperCase(Locale.ROOT))
          && f.getParameters() != null && f.getParameters().size() == 1
          && f.getParameters().get(0) instanceof Column c && metric.apply(c) == null
          && own.contains(Identifiers.unquote(c.getColumnName()).toLowerCase(Locale.ROOT))) {
        o.setExpression(selected);
        changed = true;
      }
    }
    return changed;
  }

  /** The names of the columns a metric's expression reads, unquoted and in lower case. */
  static Set<String> ownColumns(Metric m) {
    Set<String> own = new java.util.HashSet<>();
    for (Column c : Expressions.columns(Expressions.parse(m.expression()))) {
      own.add(Identifiers.unquote(c.getColumnName()).toLowerCase(Locale.ROOT));
    }
    return own;
  }

  /** The metric an expression is, bare or inside an aggregate; else null. */
  private static Metric metricOf(Expression e, Function<Column, Metric> metric) {
    if (e instanceof Column c) {
      return metric.apply(c);
    }
    if (e instanceof net.sf.jsqlparser.expression.Function f && f.getParameters() != null
        && f.getParameters().size() == 1 && f.getParameters().get(0) instanceof Column c) {
      return metric.apply(c);
    }
    return null;
  }

  private static boolean aggregate(Expression e, Function<Column, Metric> metric) {
    if (e instanceof net.sf.jsqlparser.expression.Function f
        && AGGREGATES.contains(f.getName().toUpperCase(Locale.ROOT))) {
      return true;
    }
    return Expressions.columns(e).stream().anyMatch(c -> metric.apply(c) != null);
  }

  /** Whether the query reads a column of this alias anywhere but in its joins' conditions. */
  private static boolean usedOutsideJoins(PlainSelect p, String alias) {
    List<Expression> parts = new ArrayList<>();
    p.getSelectItems().forEach(i -> parts.add(i.getExpression()));
    if (p.getWhere() != null) {
      parts.add(p.getWhere());
    }
    if (p.getOrderByElements() != null) {
      p.getOrderByElements().forEach(o -> parts.add(o.getExpression()));
    }
    for (Expression e : parts) {
      if (e instanceof AllTableColumns || e instanceof AllColumns) {
        return true;
      }
      for (Column c : Expressions.columns(e)) {
        if (c.getTable() == null || c.getTable().getName() == null
            || Identifiers.unquote(c.getTable().getName()).equalsIgnoreCase(
                Identifiers.unquote(alias))) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * The quote the query writes its identifiers with ({@code "} or a backtick), or null when it
   * quotes none.
   */
  private static String quote(PlainSelect p) {
    List<Expression> parts = new ArrayList<>();
    p.getSelectItems().forEach(i -> parts.add(i.getExpression()));
    if (p.getJoins() != null) {
      p.getJoins().stream().filter(j -> j.getOnExpressions() != null)
          .forEach(j -> parts.addAll(j.getOnExpressions()));
    }
    for (Expression e : parts) {
      for (Column c : e == null ? List.<Column>of() : Expressions.columns(e)) {
        String name = c.getColumnName();
        if (name.startsWith("\"") || name.startsWith("`")) {
          return name.substring(0, 1);
        }
      }
    }
    return null;
  }

  /** A column name as the query writes it: in its quotes when it is not all lower case. */
  private static String quoted(String name, String quote) {
    boolean plain = name.equals(name.toLowerCase(Locale.ROOT))
        && name.matches("[a-z_][a-z0-9_]*");
    return quote == null || plain ? name : quote + name + quote;
  }

  /** The column that names a row: the first text column outside the key; else null. */
  private static ColumnInfo label(TableInfo t) {
    for (ColumnInfo c : t.columns()) {
      boolean text = c.jdbcType() == Types.VARCHAR || c.jdbcType() == Types.NVARCHAR
          || c.jdbcType() == Types.CHAR || c.jdbcType() == Types.LONGVARCHAR;
      if (text && t.primaryKey().stream().noneMatch(k -> k.equalsIgnoreCase(c.name()))) {
        return c;
      }
    }
    return null;
  }

  private static String alias(Table t) {
    return t.getAlias() != null ? t.getAlias().getName() : t.getName();
  }

  private static List<Expression> conjuncts(Expression e) {
    List<Expression> out = new ArrayList<>();
    if (e instanceof AndExpression a) {
      out.addAll(conjuncts(a.getLeftExpression()));
      out.addAll(conjuncts(a.getRightExpression()));
    } else {
      out.add(e);
    }
    return out;
  }

  private static Expression and(List<Expression> parts) {
    Expression out = null;
    for (Expression e : parts) {
      out = out == null ? e : new AndExpression(out, e);
    }
    return out;
  }
}
