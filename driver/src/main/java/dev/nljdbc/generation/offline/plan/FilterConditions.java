package dev.nljdbc.generation.offline.plan;

import static dev.nljdbc.generation.offline.plan.PlanAssembler.column;
import static dev.nljdbc.generation.offline.plan.PlanAssembler.names;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.ColumnKind;
import dev.nljdbc.generation.offline.index.HistoryTable;
import dev.nljdbc.generation.offline.index.JoinPaths;
import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.spec.QuerySpec;
import dev.nljdbc.generation.offline.spec.QuerySpec.Col;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.words.AggFunc;
import dev.nljdbc.generation.offline.words.CompareOp;
import dev.nljdbc.language.Period;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The conditions of a plan's filters: values, comparisons, periods and text matches become WHERE
 * conditions, aggregate comparisons HAVING conditions, and filters on tables the subject has rows
 * in (presence, absence, counts) IN subqueries, so they never multiply rows.
 */
final class FilterConditions {

  private final SchemaIndex index;
  private final TableEntry subject;

  FilterConditions(SchemaIndex index, TableEntry subject) {
    this.index = index;
    this.subject = subject;
  }

  static TableEntry table(SchemaIndex index, String name) throws StaleSpecException {
    TableEntry t = index.table(name);
    if (t == null) {
      throw new StaleSpecException(name);
    }
    return t;
  }

  static ColumnEntry columnEntry(SchemaIndex index, Col c) throws StaleSpecException {
    ColumnEntry column = table(index, c.table()).column(c.column());
    if (column == null) {
      throw new StaleSpecException(c.toString());
    }
    return column;
  }

  private TableEntry table(String name) throws StaleSpecException {
    return table(index, name);
  }

  private ColumnEntry columnEntry(Col c) throws StaleSpecException {
    return columnEntry(index, c);
  }

  void filter(Filter f, List<Cond> where, List<Cond> having)
      throws StaleSpecException {
    switch (f.kind()) {
      case VALUES:
        where.add(values(f));
        break;
      case COMPARE:
        where.add(compare(column(f.column()), columnEntry(f.column()), f));
        break;
      case PERIOD:
        period(f, where);
        break;
      case CONTAINS:
        where.add(new Cond.Like(new Expr.Lower(column(f.column())),
            "%" + f.values().get(0).toLowerCase(Locale.ROOT) + "%", f.negated()));
        break;
      case NULL:
        where.add(new Cond.IsNull(column(f.column()), f.negated()));
        break;
      case AGGREGATE:
        if (f.column() == null) {
          Expr count = new Expr.Aggregate(AggFunc.COUNT, null, false);
          having.add(f.op() == CompareOp.BETWEEN
              ? new Cond.Compare(count, CompareOp.BETWEEN, new Expr.Literal(f.number()),
                  new Expr.Literal(f.upper()))
              : new Cond.Compare(count, f.op(), new Expr.Literal(f.number()), null));
          break;
        }
        having.add(compare(new Expr.Aggregate(f.agg(), column(f.column()), false),
            columnEntry(f.column()), f));
        break;
      case ANY:
        List<Cond> alternatives = new ArrayList<>();
        for (Filter i : f.inner()) {
          List<Cond> parts = new ArrayList<>();
          filter(i, parts, new ArrayList<>());
          if (!parts.isEmpty()) {
            alternatives.add(parts.size() == 1 ? parts.get(0) : new Cond.AllOf(parts));
          }
        }
        if (alternatives.size() == 1) {
          where.add(alternatives.get(0));
        } else if (!alternatives.isEmpty()) {
          where.add(new Cond.AnyOf(alternatives));
        }
        break;
      case LATER:
        columnEntry(f.column());
        Col than = new Col(f.column().table(), f.other());
        columnEntry(than);
        where.add(new Cond.Compare(column(f.column()), f.negated() ? CompareOp.LE : CompareOp.GT,
            column(than), null));
        break;
      case CURRENT:
        TableEntry versions = columnEntry(f.column()).table;
        columnEntry(new Col(versions.name, f.other()));
        where.add(new Cond.Compare(column(f.column()), CompareOp.EQ, new Expr.LatestVersion(
            versions.info.schema(), versions.name, f.column().column(), f.other()), null));
        break;
      case SELF:
        List<Cond> named = new ArrayList<>();
        for (Filter i : f.inner()) {
          filter(i, named, new ArrayList<>());
        }
        where.add(new Cond.InSelect(column(f.column()), false, subject.info.schema(),
            subject.name, List.of(f.other()), List.of(), named, null, null, null));
        break;
      default:
        Cond related = related(f);
        if (related != null) {
          where.add(related);
        }
    }
  }

  private Cond values(Filter f) throws StaleSpecException {
    ColumnEntry c = columnEntry(f.column());
    boolean sampled = true;
    for (String v : f.values()) {
      sampled &= c.knows(v);
    }
    List<Expr> literals = new ArrayList<>();
    Expr left = column(f.column());
    if (c.kind == ColumnKind.TEXT && !sampled) {
      left = new Expr.Lower(left);
      for (String v : f.values()) {
        literals.add(new Expr.Literal(v.toLowerCase(Locale.ROOT)));
      }
    } else {
      for (String v : f.values()) {
        literals.add(literal(c, v));
      }
    }
    return new Cond.In(left, literals, f.negated());
  }

  private static Expr literal(ColumnEntry c, String value) {
    if (c.isNumeric()) {
      try {
        return new Expr.Literal(new java.math.BigDecimal(value));
      } catch (NumberFormatException e) {
        return new Expr.Literal(value);
      }
    }
    if (c.kind == ColumnKind.BOOLEAN) {
      String v = value.toLowerCase(Locale.ROOT);
      if (v.equals("true") || v.equals("false")) {
        return new Expr.Literal(Boolean.valueOf(v));
      }
    }
    return new Expr.Literal(value);
  }

  private Cond compare(Expr left, ColumnEntry c, Filter f) {
    if (f.number() == null && f.agg() != null) {
      return new Cond.Compare(left, f.op(), new Expr.TableExtreme(f.agg(), c.table.name, c.name),
          null);
    }
    if (f.number() == null) {
      return new Cond.Compare(left, f.op(), new Expr.TableAverage(c.table.name, c.name), null);
    }
    Expr value = number(c, f.number());
    if (f.op() == CompareOp.BETWEEN) {
      return new Cond.Compare(left, CompareOp.BETWEEN, value, number(c, f.upper()));
    }
    return new Cond.Compare(left, f.op(), value, null);
  }

  private static Expr number(ColumnEntry c, java.math.BigDecimal n) {
    return c.kind == ColumnKind.TEXT ? new Expr.Literal(n.toPlainString()) : new Expr.Literal(n);
  }

  private void period(Filter f, List<Cond> where) throws StaleSpecException {
    ColumnEntry c = columnEntry(f.column());
    Expr left = column(f.column());
    List<Period> periods = new ArrayList<>();
    periods.add(f.period());
    periods.addAll(f.morePeriods());
    List<Cond> alternatives = new ArrayList<>();
    for (Period p : periods) {
      List<Cond> parts = f.yearColumn() ? yearConds(left, c, p)
          : HistoryTable.startsValidity(c) ? validIn(left, c, p) : dateConds(left, p);
      if (!parts.isEmpty()) {
        alternatives.add(parts.size() == 1 ? parts.get(0) : new Cond.AllOf(parts));
      }
    }
    if (alternatives.size() == 1) {
      Cond only = alternatives.get(0);
      if (only instanceof Cond.AllOf all) {
        where.addAll(all.conditions());
      } else {
        where.add(only);
      }
    } else if (!alternatives.isEmpty()) {
      where.add(new Cond.AnyOf(alternatives));
    }
  }

  private static List<Cond> yearConds(Expr left, ColumnEntry c, Period p) {
    Integer first = p.firstYear();
    Integer last = p.lastYear();
    if (first != null && first.equals(last)) {
      return List.of(new Cond.Compare(left, CompareOp.EQ, year(c, first), null));
    }
    if (first != null && last != null) {
      return List.of(new Cond.Compare(left, CompareOp.BETWEEN, year(c, first), year(c, last)));
    }
    if (first != null) {
      return List.of(new Cond.Compare(left, CompareOp.GE, year(c, first), null));
    }
    if (last != null) {
      return List.of(new Cond.Compare(left, CompareOp.LE, year(c, last), null));
    }
    return List.of();
  }

  private static List<Cond> dateConds(Expr left, Period p) {
    List<Cond> parts = new ArrayList<>();
    if (p.from() != null) {
      parts.add(new Cond.Compare(left, CompareOp.GE, new Expr.Date(p.from()), null));
    }
    if (p.to() != null) {
      parts.add(new Cond.Compare(left, CompareOp.LT, new Expr.Date(p.to()), null));
    }
    return parts;
  }

  /**
   * The rows of a history table valid at some time in the period: begun before its end, and not
   * ended (the end column NULL) or ended at or after its start.
   */
  private static List<Cond> validIn(Expr start, ColumnEntry c, Period p) {
    ColumnEntry marker = HistoryTable.currentMarker(c.table);
    Expr end = new Expr.Column(c.table.name, marker.name);
    List<Cond> parts = new ArrayList<>();
    if (p.to() != null) {
      parts.add(new Cond.Compare(start, CompareOp.LT, new Expr.Date(p.to()), null));
    }
    if (p.from() != null) {
      parts.add(new Cond.AnyOf(List.of(new Cond.IsNull(end, false),
          new Cond.Compare(end, CompareOp.GE, new Expr.Date(p.from()), null))));
    }
    return parts;
  }

  private static Expr year(ColumnEntry c, int year) {
    return c.isNumeric() ? new Expr.Literal(java.math.BigDecimal.valueOf(year))
        : new Expr.Literal(String.valueOf(year));
  }

  /**
   * ABSENT, PRESENT and COUNT: the subject's key in (or not in) the keys of the other table's
   * rows that reference it (through a junction table when needed), filtered by the inner
   * filters; when the subject references the other table instead, its foreign key in (or not
   * in) the other table's matching keys.
   */
  private Cond related(Filter f) throws StaleSpecException {
    TableEntry other = table(f.other());
    if (other == subject && f.column() != null) {
      List<Cond> inner = new ArrayList<>();
      for (Filter i : f.inner()) {
        filter(i, inner, new ArrayList<>());
      }
      return new Cond.InSelect(column(f.column()), f.kind() == QuerySpec.FilterKind.ABSENT,
          subject.info.schema(), subject.name, List.of(f.column().column()), List.of(), inner,
          null, null, null);
    }
    List<JoinPaths.Step> path = JoinPaths.any(subject, other);
    if (path == null || path.isEmpty()) {
      return null;
    }
    List<Cond> inner = new ArrayList<>();
    for (Filter i : f.inner()) {
      filter(i, inner, new ArrayList<>());
    }
    JoinPaths.Step first = path.get(0);
    TableEntry.Edge edge = first.edge();
    boolean negated = f.kind() == QuerySpec.FilterKind.ABSENT;
    if (first.towardsParent()) {
      if (f.kind() == QuerySpec.FilterKind.COUNT) {
        return null;
      }
      Expr left = columns(subject, edge.childColumns());
      if (inner.isEmpty() && path.size() == 1) {
        return new Cond.IsNull(left, !negated);
      }
      return new Cond.InSelect(left, negated, edge.parent().info.schema(), edge.parent().name,
          names(edge.parentColumns()), innerJoins(path), inner, null, null, null);
    }
    Expr left = columns(subject, edge.parentColumns());
    TableEntry child = edge.child();
    List<QueryPlan.Join> joins = innerJoins(path);
    inner = reachableInner(f, child, path, joins, inner);
    List<String> childColumns = names(edge.childColumns());
    String schema = child.info.schema();
    if (f.kind() != QuerySpec.FilterKind.COUNT) {
      Cond.InSelect in = new Cond.InSelect(left, negated, schema, child.name, childColumns,
          joins, inner, null, null, null);
      return f.ranked() == null ? in : in.withRanking(ranking(f), f.ranked());
    }
    java.math.BigDecimal n = f.number();
    boolean zero = n.signum() <= 0;
    switch (f.op()) {
      case LT:
        return in(left, true, schema, child, childColumns, joins, inner, CompareOp.GE, n, null);
      case LE:
        return in(left, true, schema, child, childColumns, joins, inner, CompareOp.GT, n, null);
      case EQ:
        return zero ? in(left, true, schema, child, childColumns, joins, inner, null, null, null)
            : in(left, false, schema, child, childColumns, joins, inner, CompareOp.EQ, n, null);
      case BETWEEN:
        return zero ? in(left, true, schema, child, childColumns, joins, inner, CompareOp.GT,
            f.upper(), null)
            : in(left, false, schema, child, childColumns, joins, inner, CompareOp.BETWEEN, n,
                f.upper());
      default:
        return in(left, false, schema, child, childColumns, joins, inner, f.op(), n, null);
    }
  }

  /** The order of a ranked filter's rows, by their columns. */
  private List<QueryPlan.Sort> ranking(Filter f) throws StaleSpecException {
    List<QueryPlan.Sort> sorts = new ArrayList<>();
    for (QuerySpec.Order o : f.rankedBy()) {
      if (o.column() == null) {
        throw new StaleSpecException("a ranking by something other than a column");
      }
      sorts.add(new QueryPlan.Sort(column(o.column()), o.descending()));
    }
    return sorts;
  }

  /**
   * The inner conditions again, after joining inside the subquery the tables its inner filters
   * name; filters on tables that cannot be joined there are dropped.
   */
  private List<Cond> reachableInner(Filter f, TableEntry child, List<JoinPaths.Step> path,
      List<QueryPlan.Join> joins, List<Cond> inner) throws StaleSpecException {
    Set<TableEntry> tables = new LinkedHashSet<>();
    tables.add(child);
    for (JoinPaths.Step step : path.subList(1, path.size())) {
      tables.add(step.to());
    }
    List<Filter> kept = new ArrayList<>();
    for (Filter i : f.inner()) {
      TableEntry t = i.column() == null ? null : table(i.column().table());
      if (t == null || tables.contains(t)) {
        kept.add(i);
        continue;
      }
      List<JoinPaths.Step> extra = JoinPaths.manyToOne(child, t);
      if (extra == null) {
        continue;
      }
      for (JoinPaths.Step step : extra) {
        if (tables.add(step.to())) {
          TableEntry.Edge e = step.edge();
          joins.add(new QueryPlan.Join(step.to().info.schema(), step.to().name,
              names(e.parentColumns()), e.child().name, names(e.childColumns())));
        }
      }
      kept.add(i);
    }
    if (kept.size() == f.inner().size()) {
      return inner;
    }
    List<Cond> conds = new ArrayList<>();
    for (Filter i : kept) {
      filter(i, conds, new ArrayList<>());
    }
    return conds;
  }

  private static Cond in(Expr left, boolean negated, String schema, TableEntry table,
      List<String> columns, List<QueryPlan.Join> joins, List<Cond> where, CompareOp op,
      java.math.BigDecimal n, java.math.BigDecimal upper) {
    return new Cond.InSelect(left, negated, schema, table.name, columns, joins, where, op, n,
        upper);
  }

  /** The joins inside a subquery: the path after its first step. */
  private static List<QueryPlan.Join> innerJoins(List<JoinPaths.Step> path) {
    List<QueryPlan.Join> joins = new ArrayList<>();
    for (int i = 1; i < path.size(); i++) {
      JoinPaths.Step step = path.get(i);
      TableEntry.Edge e = step.edge();
      TableEntry to = step.to();
      if (step.towardsParent()) {
        joins.add(new QueryPlan.Join(to.info.schema(), to.name, names(e.parentColumns()),
            e.child().name, names(e.childColumns())));
      } else {
        joins.add(new QueryPlan.Join(to.info.schema(), to.name, names(e.childColumns()),
            e.parent().name, names(e.parentColumns())));
      }
    }
    return joins;
  }

  private static Expr columns(TableEntry table, List<ColumnEntry> columns) {
    if (columns.size() == 1) {
      return new Expr.Column(table.name, columns.get(0).name);
    }
    List<Expr> items = new ArrayList<>();
    for (ColumnEntry c : columns) {
      items.add(new Expr.Column(table.name, c.name));
    }
    return new Expr.Tuple(items);
  }
}
