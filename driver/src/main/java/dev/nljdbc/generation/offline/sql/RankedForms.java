package dev.nljdbc.generation.offline.sql;

import dev.nljdbc.dialect.SqlDialect;
import dev.nljdbc.generation.offline.plan.Cond;
import dev.nljdbc.generation.offline.plan.Expr;
import dev.nljdbc.generation.offline.plan.QueryPlan;
import java.util.ArrayList;
import java.util.List;

/**
 * The forms of a query that rank its rows in a derived table and read the ranks outside it:
 * a limit that keeps ties ("top 3, ties included": {@code RANK() OVER (ORDER BY ...) <= 3}, the
 * same on every database), and a percentile where the database has no percentile aggregate
 * (MariaDB, SQLite): each row's number in its group's order and the group's size, from which
 * the two nearest values are interpolated as {@code PERCENTILE_CONT} does.
 */
final class RankedForms {

  /** The alias of the derived table. */
  private static final String ROWS = "nl_rows";
  private static final String RANK = "nl_rank";
  private static final String VALUE = "nl_value";
  private static final String NUMBER = "nl_number";
  private static final String SIZE = "nl_size";

  private final SqlRenderer renderer;
  private final SqlDialect syntax;

  RankedForms(SqlRenderer renderer, SqlDialect syntax) {
    this.renderer = renderer;
    this.syntax = syntax;
  }

  /** Whether the plan shows a percentile. */
  static boolean hasPercentile(QueryPlan plan) {
    for (QueryPlan.Item item : plan.select()) {
      if (item.expr() instanceof Expr.Percentile) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@code SELECT t.c1 AS a1, ... FROM (SELECT items AS c1, ..., RANK() OVER (ORDER BY keys)
   * AS rank ...) t WHERE t.rank <= n ORDER BY t.rank}: the first n rows and every row that ties
   * with the last of them. The rank orders by the question's own keys only, not by the labels
   * the plan adds to make the order total.
   */
  String ties(QueryPlan plan, boolean qualify) {
    List<String> inner = new ArrayList<>();
    List<String> outer = new ArrayList<>();
    for (int i = 0; i < plan.select().size(); i++) {
      QueryPlan.Item item = plan.select().get(i);
      inner.add(renderer.expr(item.expr(), qualify) + " AS " + id("nl_c" + (i + 1)));
      outer.add(rowsColumn("nl_c" + (i + 1)) + " AS " + id(name(item, i)));
    }
    List<String> keys = new ArrayList<>();
    List<String> outerKeys = new ArrayList<>();
    outerKeys.add(rowsColumn(RANK));
    int ranking = plan.tiedKeys();
    for (QueryPlan.Sort s : plan.orderBy()) {
      String dir = s.descending() ? " DESC" : "";
      if (keys.size() < ranking) {
        keys.add(renderer.expr(s.expr(), qualify) + dir);
      }
      int shown = indexOf(plan, s.expr());
      if (shown >= 0) {
        outerKeys.add(rowsColumn("nl_c" + (shown + 1)) + dir);
      }
    }
    inner.add("RANK() OVER (ORDER BY " + String.join(", ", keys) + ") AS " + id(RANK));
    return "SELECT " + (plan.distinct() ? "DISTINCT " : "") + String.join(", ", outer)
        + " FROM (" + renderer.select(plan, false, inner, plan.where(), true, qualify) + ") "
        + id(ROWS) + " WHERE " + rowsColumn(RANK) + " <= " + plan.limit() + " ORDER BY "
        + String.join(", ", outerKeys);
  }

  /**
   * A grouped percentile from ranks: the derived table holds each row's group keys, its value,
   * its number in the group by value and the group's size; outside, the value at the position
   * {@code 1 + f * (size - 1)} is interpolated between the two rows around it.
   */
  String percentile(QueryPlan plan, boolean qualify) {
    Expr.Percentile percentile = onlyPercentile(plan);
    List<Expr> keys = plan.groupBy();
    List<String> partition = new ArrayList<>();
    List<String> inner = new ArrayList<>();
    for (int i = 0; i < keys.size(); i++) {
      String key = renderer.expr(keys.get(i), qualify);
      partition.add(key);
      inner.add(key + " AS " + id("nl_g" + (i + 1)));
    }
    String by = partition.isEmpty() ? "" : "PARTITION BY " + String.join(", ", partition) + " ";
    String value = renderer.expr(percentile.argument(), qualify);
    inner.add(value + " AS " + id(VALUE));
    inner.add("ROW_NUMBER() OVER (" + by + "ORDER BY " + value + ") AS " + id(NUMBER));
    inner.add("COUNT(*) OVER (" + by.trim() + ") AS " + id(SIZE));
    List<Cond> where = new ArrayList<>(plan.where());
    where.add(new Cond.IsNull(percentile.argument(), true));
    String position = "(1 + " + SqlRenderer.number(percentile.fraction()) + " * ("
        + rowsColumn(SIZE) + " - 1))";
    String below = syntax.floor(position);
    String interpolated = "SUM(CASE WHEN " + rowsColumn(NUMBER) + " = " + below + " THEN "
        + rowsColumn(VALUE) + " * (1 - (" + position + " - " + below + ")) WHEN "
        + rowsColumn(NUMBER) + " = " + below + " + 1 THEN " + rowsColumn(VALUE) + " * ("
        + position + " - " + below + ") ELSE 0 END)";
    List<String> outer = new ArrayList<>();
    for (int i = 0; i < plan.select().size(); i++) {
      QueryPlan.Item item = plan.select().get(i);
      String text = item.expr() instanceof Expr.Percentile ? interpolated : key(keys, item.expr());
      outer.add(text + " AS " + id(name(item, i)));
    }
    StringBuilder sql = new StringBuilder("SELECT ").append(String.join(", ", outer))
        .append(" FROM (").append(renderer.select(plan, false, inner, where, false, qualify))
        .append(") ").append(id(ROWS));
    if (!keys.isEmpty()) {
      List<String> groups = new ArrayList<>();
      for (int i = 0; i < keys.size(); i++) {
        groups.add(rowsColumn("nl_g" + (i + 1)));
      }
      sql.append(" GROUP BY ").append(String.join(", ", groups));
    }
    if (!plan.orderBy().isEmpty()) {
      List<String> order = new ArrayList<>();
      for (QueryPlan.Sort s : plan.orderBy()) {
        String text = s.expr() instanceof Expr.Percentile ? interpolated : key(keys, s.expr());
        order.add(text + (s.descending() ? " DESC" : ""));
      }
      sql.append(" ORDER BY ").append(String.join(", ", order));
    }
    if (plan.limit() != null) {
      if (plan.tiedKeys() > 0) {
        throw unsupported("a limit with ties beside a percentile");
      }
      sql.append(syntax.limit(plan.limit()));
    }
    return sql.toString();
  }

  /** The plan's one percentile, when nothing else it shows is an aggregate. */
  private Expr.Percentile onlyPercentile(QueryPlan plan) {
    if (!plan.having().isEmpty()) {
      throw unsupported("a percentile with a condition on groups");
    }
    Expr.Percentile found = null;
    for (QueryPlan.Item item : plan.select()) {
      if (item.expr() instanceof Expr.Percentile p) {
        if (found != null) {
          throw unsupported("two percentiles in one query");
        }
        found = p;
      } else if (!plan.groupBy().contains(item.expr())) {
        throw unsupported("a percentile beside other aggregates");
      }
    }
    return found;
  }

  /** The derived table's column of a group key. */
  private String key(List<Expr> keys, Expr e) {
    int i = keys.indexOf(e);
    if (i < 0) {
      throw unsupported("a percentile beside other aggregates");
    }
    return rowsColumn("nl_g" + (i + 1));
  }

  private UnsupportedShapeException unsupported(String what) {
    return new UnsupportedShapeException(syntax.name() + " has no percentile function, and "
        + what + " cannot be computed from ranks");
  }

  private static int indexOf(QueryPlan plan, Expr e) {
    for (int i = 0; i < plan.select().size(); i++) {
      if (plan.select().get(i).expr().equals(e)) {
        return i;
      }
    }
    return -1;
  }

  /** The name a column of the result has: its alias, its column's name, or its position. */
  private static String name(QueryPlan.Item item, int i) {
    if (item.alias() != null) {
      return item.alias();
    }
    if (item.expr() instanceof Expr.Column c) {
      return c.column();
    }
    return "c" + (i + 1);
  }

  private String rowsColumn(String column) {
    return id(ROWS) + "." + id(column);
  }

  private String id(String name) {
    return syntax.identifier(name);
  }
}
