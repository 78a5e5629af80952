package dev.nljdbc.generation.offline.sql;

import dev.nljdbc.dialect.CalendarUnit;
import dev.nljdbc.dialect.DateAnchor;
import dev.nljdbc.dialect.SqlDialect;
import dev.nljdbc.generation.offline.plan.Cond;
import dev.nljdbc.generation.offline.plan.Expr;
import dev.nljdbc.generation.offline.plan.QueryPlan;
import dev.nljdbc.generation.offline.words.CompareOp;
import dev.nljdbc.language.DateBound;
import dev.nljdbc.language.TimeUnit;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a {@link QueryPlan} as one SELECT in a dialect. Columns are qualified by their table
 * when the query joins; subqueries name their own table's columns unqualified.
 */
public final class SqlRenderer {

  /** The alias of the derived table of a ranked subquery's rows. */
  private static final String RANKED_ALIAS = "nl_ranked";


  private final SqlDialect syntax;
  private final boolean qualified;

  public SqlRenderer(SqlDialect dialect) {
    this(dialect, false);
  }

  /** A renderer that names each table with its schema when {@code qualified}. */
  public SqlRenderer(SqlDialect dialect, boolean qualified) {
    this.syntax = dialect;
    this.qualified = qualified;
  }

  /** A table of the FROM clause, with its schema when tables are qualified. */
  private String table(String schema, String name) {
    return qualified && schema != null ? syntax.qualifiedTable(schema, name)
        : syntax.identifier(name);
  }

  /**
   * The plan as one SELECT.
   *
   * @throws UnsupportedShapeException when the database cannot compute what the plan asks in
   *     the form it has (a percentile beside other aggregates where percentiles come from ranks)
   */
  public String render(QueryPlan plan) {
    boolean qualify = !plan.joins().isEmpty();
    RankedForms ranked = new RankedForms(this, syntax);
    if (RankedForms.hasPercentile(plan) && syntax.percentile("0.5", "x") == null) {
      return ranked.percentile(plan, qualify);
    }
    if (plan.tiedKeys() > 0 && plan.limit() != null) {
      return ranked.ties(plan, qualify);
    }
    List<String> items = new ArrayList<>();
    for (QueryPlan.Item item : plan.select()) {
      String text = expr(item.expr(), qualify);
      if (item.alias() != null) {
        text += " AS " + syntax.identifier(item.alias());
      }
      items.add(text);
    }
    StringBuilder sql = select(plan, plan.distinct(), items, plan.where(), true, qualify);
    if (!plan.orderBy().isEmpty()) {
      List<String> keys = new ArrayList<>();
      for (QueryPlan.Sort s : plan.orderBy()) {
        keys.add(expr(s.expr(), qualify) + (s.descending() ? " DESC" : ""));
      }
      sql.append(" ORDER BY ").append(String.join(", ", keys));
    }
    if (plan.limit() != null) {
      sql.append(syntax.limit(plan.limit()));
    }
    return sql.toString();
  }

  /**
   * {@code SELECT items FROM base JOIN ... WHERE where}, with the plan's GROUP BY and HAVING
   * when {@code grouped}: the query before its ordering and limit.
   */
  StringBuilder select(QueryPlan plan, boolean distinct, List<String> items, List<Cond> where,
      boolean grouped, boolean qualify) {
    StringBuilder sql = new StringBuilder("SELECT ");
    if (distinct) {
      sql.append("DISTINCT ");
    }
    sql.append(String.join(", ", items));
    sql.append(" FROM ").append(table(plan.schema(), plan.base()));
    for (QueryPlan.Join join : plan.joins()) {
      sql.append(" JOIN ").append(table(join.schema(), join.table())).append(" ON ");
      List<String> on = new ArrayList<>();
      for (int i = 0; i < join.columns().size(); i++) {
        on.add(column(join.table(), join.columns().get(i), true) + " = "
            + column(join.other(), join.otherColumns().get(i), true));
      }
      sql.append(String.join(" AND ", on));
    }
    conditions(sql, " WHERE ", where, qualify);
    if (grouped && !plan.groupBy().isEmpty()) {
      List<String> keys = new ArrayList<>();
      for (Expr e : plan.groupBy()) {
        keys.add(expr(e, qualify));
      }
      sql.append(" GROUP BY ").append(String.join(", ", keys));
    }
    if (grouped) {
      conditions(sql, " HAVING ", plan.having(), qualify);
    }
    return sql;
  }

  private void conditions(StringBuilder sql, String keyword, List<Cond> conditions,
      boolean qualify) {
    if (conditions.isEmpty()) {
      return;
    }
    List<String> parts = new ArrayList<>();
    for (Cond c : conditions) {
      parts.add(cond(c, qualify, conditions.size() > 1));
    }
    sql.append(keyword).append(String.join(" AND ", parts));
  }

  String cond(Cond c, boolean qualify, boolean nested) {
    if (c instanceof Cond.Compare cmp) {
      if (cmp.op() == CompareOp.BETWEEN) {
        return expr(cmp.left(), qualify) + " BETWEEN " + expr(cmp.right(), qualify) + " AND "
            + expr(cmp.upper(), qualify);
      }
      return expr(cmp.left(), qualify) + " " + cmp.op().sql + " " + expr(cmp.right(), qualify);
    }
    if (c instanceof Cond.In in) {
      if (in.values().size() == 1) {
        return expr(in.left(), qualify) + (in.negated() ? " <> " : " = ")
            + expr(in.values().get(0), qualify);
      }
      List<String> values = new ArrayList<>();
      for (Expr v : in.values()) {
        values.add(expr(v, qualify));
      }
      return expr(in.left(), qualify) + (in.negated() ? " NOT IN (" : " IN (")
          + String.join(", ", values) + ")";
    }
    if (c instanceof Cond.Like like) {
      return expr(like.left(), qualify) + (like.negated() ? " NOT LIKE " : " LIKE ")
          + syntax.string(like.pattern());
    }
    if (c instanceof Cond.IsNull isNull) {
      return expr(isNull.left(), qualify) + (isNull.negated() ? " IS NOT NULL" : " IS NULL");
    }
    if (c instanceof Cond.InSelect in) {
      return inSelect(in, qualify);
    }
    if (c instanceof Cond.AllOf all) {
      List<String> parts = new ArrayList<>();
      for (Cond part : all.conditions()) {
        parts.add(cond(part, qualify, true));
      }
      String joined = String.join(" AND ", parts);
      return parts.size() > 1 ? "(" + joined + ")" : joined;
    }
    if (c instanceof Cond.AnyOf any) {
      List<String> parts = new ArrayList<>();
      for (Cond part : any.conditions()) {
        parts.add(cond(part, qualify, true));
      }
      String joined = String.join(" OR ", parts);
      return nested || parts.size() > 1 ? "(" + joined + ")" : joined;
    }
    throw new IllegalStateException("a condition kind without a rendering: " + c);
  }

  private String inSelect(Cond.InSelect in, boolean qualify) {
    boolean inner = !in.joins().isEmpty();
    List<String> columns = new ArrayList<>();
    for (String c : in.columns()) {
      columns.add(column(in.table(), c, inner));
    }
    String cols = String.join(", ", columns);
    StringBuilder sub = new StringBuilder("SELECT ").append(cols).append(from(in));
    sub.append(" WHERE ");
    List<String> notNull = new ArrayList<>();
    for (String c : columns) {
      notNull.add(c + " IS NOT NULL");
    }
    for (Cond c : in.where()) {
      notNull.add(cond(c, inner, true));
    }
    sub.append(String.join(" AND ", notNull));
    if (in.havingOp() != null) {
      sub.append(" GROUP BY ").append(cols).append(" HAVING COUNT(*) ");
      if (in.havingOp() == CompareOp.BETWEEN) {
        sub.append("BETWEEN ").append(number(in.havingNumber())).append(" AND ")
            .append(number(in.havingUpper()));
      } else {
        sub.append(in.havingOp().sql).append(' ').append(number(in.havingNumber()));
      }
    }
    if (in.ranked() != null) {
      sub = ranked(in, inner);
    }
    String left = expr(in.left(), qualify);
    if (in.left() instanceof Expr.Tuple) {
      left = "(" + left + ")";
    }
    return left + (in.negated() ? " NOT IN (" : " IN (") + sub + ")";
  }

  /**
   * The first rows of the subquery by its ranking, as a derived table the columns are read
   * from: {@code SELECT columns FROM (SELECT table.* ... ORDER BY ... LIMIT n) alias}.
   */
  private StringBuilder ranked(Cond.InSelect in, boolean inner) {
    String all = inner ? syntax.identifier(in.table()) + ".*" : "*";
    StringBuilder derived = new StringBuilder("SELECT ").append(all).append(from(in));
    List<String> where = new ArrayList<>();
    for (Cond c : in.where()) {
      where.add(cond(c, inner, true));
    }
    if (!where.isEmpty()) {
      derived.append(" WHERE ").append(String.join(" AND ", where));
    }
    List<String> order = new ArrayList<>();
    for (QueryPlan.Sort s : in.rankedBy()) {
      order.add(expr(s.expr(), inner) + (s.descending() ? " DESC" : ""));
    }
    if (!order.isEmpty()) {
      derived.append(" ORDER BY ").append(String.join(", ", order));
    }
    derived.append(syntax.limit(in.ranked()));
    List<String> columns = new ArrayList<>();
    for (String c : in.columns()) {
      columns.add(syntax.identifier(RANKED_ALIAS) + "." + syntax.identifier(c));
    }
    return new StringBuilder("SELECT ").append(String.join(", ", columns)).append(" FROM (")
        .append(derived).append(") ").append(syntax.identifier(RANKED_ALIAS));
  }

  /** {@code FROM table [JOIN ... ON ...]} of a subquery. */
  private String from(Cond.InSelect in) {
    StringBuilder from = new StringBuilder(" FROM ").append(table(in.schema(), in.table()));
    for (QueryPlan.Join join : in.joins()) {
      from.append(" JOIN ").append(table(join.schema(), join.table())).append(" ON ");
      List<String> on = new ArrayList<>();
      for (int i = 0; i < join.columns().size(); i++) {
        on.add(column(join.table(), join.columns().get(i), true) + " = "
            + column(join.other(), join.otherColumns().get(i), true));
      }
      from.append(String.join(" AND ", on));
    }
    return from.toString();
  }

  String expr(Expr e, boolean qualify) {
    if (e instanceof Expr.Column c) {
      return column(c.table(), c.column(), qualify);
    }
    if (e instanceof Expr.All all) {
      return all.table() == null || !qualify ? "*" : syntax.identifier(all.table()) + ".*";
    }
    if (e instanceof Expr.Bucket b) {
      return syntax.bucket(expr(b.column(), qualify), unit(b.unit()));
    }
    if (e instanceof Expr.Aggregate a) {
      String arg = a.argument() == null ? "*" : expr(a.argument(), qualify);
      return a.func().name() + "(" + (a.distinct() ? "DISTINCT " : "") + arg + ")";
    }
    if (e instanceof Expr.Literal l) {
      return literal(l.value());
    }
    if (e instanceof Expr.Lower l) {
      return "LOWER(" + expr(l.argument(), qualify) + ")";
    }
    if (e instanceof Expr.Date d) {
      return bound(d.bound());
    }
    if (e instanceof Expr.TableAverage a) {
      return "(SELECT AVG(" + syntax.identifier(a.column()) + ") FROM "
          + syntax.identifier(a.table()) + ")";
    }
    if (e instanceof Expr.TableExtreme x) {
      return "(SELECT " + x.func().name() + "(" + syntax.identifier(x.column()) + ") FROM "
          + syntax.identifier(x.table()) + ")";
    }
    if (e instanceof Expr.DaysBetween days) {
      return syntax.daysBetween(expr(days.from(), qualify), expr(days.to(), qualify));
    }
    if (e instanceof Expr.YearsBetween years) {
      return "(" + syntax.daysBetween(expr(years.from(), qualify), expr(years.to(), qualify))
          + " / 365.25)";
    }
    if (e instanceof Expr.LatestVersion v) {
      String alias = syntax.identifier("nl_version");
      String date = alias + "." + syntax.identifier(v.date());
      return "(SELECT MAX(" + date + ") FROM " + table(v.schema(), v.table()) + " " + alias
          + " WHERE " + alias + "." + syntax.identifier(v.key()) + " = "
          + column(v.table(), v.key(), true) + " AND " + date + " <= "
          + bound(DateBound.relative(DateBound.Anchor.TODAY, 0, TimeUnit.DAY)) + ")";
    }
    if (e instanceof Expr.Coalesce c) {
      return "COALESCE(" + expr(c.first(), qualify) + ", " + expr(c.second(), qualify) + ")";
    }
    if (e instanceof Expr.Percentile p) {
      String sql = syntax.percentile(number(p.fraction()), expr(p.argument(), qualify));
      if (sql == null) {
        throw new UnsupportedShapeException(syntax.name()
            + " computes a percentile from ranks, not within other expressions");
      }
      return sql;
    }
    if (e instanceof Expr.Share share) {
      return "100.0 * SUM(CASE WHEN " + cond(share.when(), qualify, true)
          + " THEN 1 ELSE 0 END) / COUNT(*)";
    }
    if (e instanceof Expr.Tuple t) {
      List<String> parts = new ArrayList<>();
      for (Expr item : t.items()) {
        parts.add(expr(item, qualify));
      }
      return String.join(", ", parts);
    }
    throw new IllegalStateException("an expression kind without a rendering: " + e);
  }

  private String bound(DateBound bound) {
    return bound.isAbsolute() ? syntax.date(bound.date())
        : syntax.relativeDate(DateAnchor.valueOf(bound.anchor().name()), bound.offset(),
            unit(bound.unit()));
  }

  private static CalendarUnit unit(TimeUnit unit) {
    return CalendarUnit.valueOf(unit.name());
  }

  private String column(String table, String column, boolean qualify) {
    String c = syntax.identifier(column);
    return qualify ? syntax.identifier(table) + "." + c : c;
  }

  private String literal(Object value) {
    if (value instanceof BigDecimal n) {
      return number(n);
    }
    if (value instanceof LocalDate d) {
      return syntax.date(d);
    }
    if (value instanceof Boolean b) {
      return syntax.booleanLiteral(b);
    }
    return syntax.string(String.valueOf(value));
  }

  static String number(BigDecimal n) {
    return n.stripTrailingZeros().toPlainString();
  }
}
