package dev.nljdbc.generation.offline.plan;

import dev.nljdbc.generation.offline.spec.QuerySpec.Agg;
import dev.nljdbc.generation.offline.spec.QuerySpec.Col;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.spec.QuerySpec.Group;
import dev.nljdbc.generation.offline.spec.QuerySpec.Order;
import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.ColumnKind;
import dev.nljdbc.generation.offline.index.Defaults;
import dev.nljdbc.generation.offline.index.JoinPaths;
import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.spec.QuerySpec;
import dev.nljdbc.generation.offline.words.AggFunc;
import dev.nljdbc.generation.offline.words.CompareOp;
import dev.nljdbc.generation.offline.words.NameWords;
import dev.nljdbc.generation.offline.words.Period;
import dev.nljdbc.generation.offline.words.WordForms;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Assembles a {@link QueryPlan} from a {@link QuerySpec}: chooses the base table (the one from
 * which every table the spec needs is reached along foreign keys, many to one, with the fewest
 * joins; a junction table when two named tables meet only through it), joins along the
 * shortest such paths, and writes select items, conditions, groups and ordering. Filters on
 * tables the subject has rows in ("without visits", "more than 2 visits") become IN
 * subqueries rather than joins, so they never multiply rows.
 */
public final class PlanAssembler {

  /** A table the spec needs that no foreign-key path joins to the others. */
  public static final class UnjoinableException extends Exception {
    private static final long serialVersionUID = 1L;
    public final String table;

    UnjoinableException(String table) {
      super(table);
      this.table = table;
    }
  }

  /** A name in the spec that the schema no longer has. */
  public static final class StaleSpecException extends Exception {
    private static final long serialVersionUID = 1L;

    StaleSpecException(String name) {
      super(name);
    }
  }

  private final SchemaIndex index;
  private final QuerySpec spec;
  private TableEntry subject;
  private TableEntry base;
  private final List<QueryPlan.Join> joins = new ArrayList<>();
  private final Set<TableEntry> joined = new LinkedHashSet<>();
  private boolean fanOut;

  private PlanAssembler(SchemaIndex index, QuerySpec spec) {
    this.index = index;
    this.spec = spec;
  }

  public static QueryPlan assemble(SchemaIndex index, QuerySpec spec)
      throws StaleSpecException, UnjoinableException {
    return new PlanAssembler(index, spec).run();
  }

  private QueryPlan run() throws StaleSpecException, UnjoinableException {
    subject = table(spec.subject());
    List<TableEntry> required = required();
    chooseBase(required);
    for (TableEntry t : required) {
      join(t);
      if (!joined.contains(t)) {
        throw new UnjoinableException(t.name);
      }
    }
    boolean aggregated = !spec.aggregates().isEmpty() || !spec.groups().isEmpty()
        || hasCountOrder();
    List<QueryPlan.Item> select = new ArrayList<>();
    List<Expr> groupBy = new ArrayList<>();
    List<Expr> groupSelect = new ArrayList<>();
    for (Group g : spec.groups()) {
      group(g, select, groupBy, groupSelect);
    }
    for (Agg a : spec.aggregates()) {
      Agg measured = perBaseRow(a);
      select.add(new QueryPlan.Item(aggregate(measured), alias(measured)));
    }
    boolean distinct = spec.distinct();
    if (!aggregated) {
      for (Col p : spec.projections()) {
        select.add(new QueryPlan.Item(column(p), null));
      }
      if (select.isEmpty()) {
        select.add(new QueryPlan.Item(new Expr.All(joins.isEmpty() ? null : subject.name), null));
      }
      distinct |= fanOut || subject != base;
    }
    if (aggregated && select.isEmpty()) {
      select.add(new QueryPlan.Item(new Expr.Aggregate(AggFunc.COUNT, null, false), "count"));
    }
    List<Cond> where = new ArrayList<>();
    List<Cond> having = new ArrayList<>();
    for (Filter f : spec.filters()) {
      filter(f, where, having);
    }
    List<QueryPlan.Sort> orderBy = sorting(aggregated, groupBy, groupSelect, select, distinct);
    return new QueryPlan(spec, base.info.schema(), base.name, joins, select, distinct, where,
        groupBy, having, orderBy, spec.limit());
  }

  private TableEntry table(String name) throws StaleSpecException {
    TableEntry t = index.table(name);
    if (t == null) {
      throw new StaleSpecException(name);
    }
    return t;
  }

  private ColumnEntry columnEntry(Col c) throws StaleSpecException {
    ColumnEntry column = table(c.table()).column(c.column());
    if (column == null) {
      throw new StaleSpecException(c.toString());
    }
    return column;
  }

  private List<TableEntry> required() throws StaleSpecException {
    Set<TableEntry> tables = new LinkedHashSet<>();
    for (String name : spec.tables()) {
      tables.add(table(name));
    }
    for (Order o : spec.sorting()) {
      if (o.of() != null) {
        tables.add(table(o.of()));
      }
    }
    return new ArrayList<>(tables);
  }

  private void chooseBase(List<TableEntry> required) {
    Set<TableEntry> candidates = new LinkedHashSet<>(required);
    for (TableEntry r : required) {
      for (TableEntry.Edge e : r.incoming) {
        candidates.add(e.child());
        for (TableEntry.Edge e2 : e.child().incoming) {
          candidates.add(e2.child());
        }
      }
    }
    TableEntry best = null;
    double bestCost = Double.MAX_VALUE;
    for (TableEntry b : candidates) {
      double cost = required.contains(b) ? 0 : 0.5;
      if (b == subject) {
        cost -= 0.1;
      }
      boolean ok = true;
      for (TableEntry r : required) {
        List<JoinPaths.Step> path = JoinPaths.manyToOne(b, r);
        if (path == null) {
          ok = false;
          break;
        }
        cost += path.size();
      }
      if (ok && cost < bestCost - 1e-9) {
        best = b;
        bestCost = cost;
      }
    }
    base = best == null ? subject : best;
    joined.add(base);
  }

  private void join(TableEntry target) {
    if (joined.contains(target)) {
      return;
    }
    List<JoinPaths.Step> path = JoinPaths.manyToOne(base, target);
    if (path == null) {
      path = JoinPaths.any(base, target);
    }
    if (path == null) {
      return;
    }
    for (JoinPaths.Step step : path) {
      TableEntry to = step.to();
      if (joined.contains(to)) {
        continue;
      }
      TableEntry.Edge e = step.edge();
      if (step.towardsParent()) {
        joins.add(new QueryPlan.Join(to.info.schema(), to.name, names(e.parentColumns()),
            e.child().name, names(e.childColumns())));
      } else {
        fanOut = true;
        joins.add(new QueryPlan.Join(to.info.schema(), to.name, names(e.childColumns()),
            e.parent().name, names(e.parentColumns())));
      }
      joined.add(to);
    }
  }

  private static List<String> names(List<ColumnEntry> columns) {
    List<String> names = new ArrayList<>();
    for (ColumnEntry c : columns) {
      names.add(c.name);
    }
    return names;
  }

  private void group(Group g, List<QueryPlan.Item> select, List<Expr> groupBy,
      List<Expr> groupSelect) throws StaleSpecException {
    if (g.bucket() != null) {
      Expr bucket = new Expr.Bucket(column(g.column()), g.bucket());
      select.add(new QueryPlan.Item(bucket, g.bucket().word()));
      groupBy.add(bucket);
      groupSelect.add(bucket);
      return;
    }
    if (g.column() != null) {
      Expr c = column(g.column());
      columnEntry(g.column());
      select.add(new QueryPlan.Item(c, null));
      if (!groupBy.contains(c)) {
        groupBy.add(c);
      }
      groupSelect.add(c);
      return;
    }
    TableEntry t = table(g.table());
    ColumnEntry label = t.labelColumn();
    for (ColumnEntry k : t.primaryKey) {
      Expr key = new Expr.Column(t.name, k.name);
      if (!groupBy.contains(key)) {
        groupBy.add(key);
      }
    }
    if (g.keyOnly() && !t.primaryKey.isEmpty()) {
      return;
    }
    if (label != null) {
      Expr l = new Expr.Column(t.name, label.name);
      if (!groupBy.contains(l)) {
        groupBy.add(l);
      }
      select.add(new QueryPlan.Item(l, labelAlias(t, label)));
      groupSelect.add(l);
    }
  }

  private String labelAlias(TableEntry t, ColumnEntry label) {
    if (t == base || label.words.size() != 1 || !label.isLabelLike()) {
      return null;
    }
    List<String> words = t.words;
    if (words.isEmpty()) {
      return null;
    }
    String last = WordForms.lemma(words.get(words.size() - 1));
    List<String> parts = new ArrayList<>(words.subList(0, words.size() - 1));
    parts.add(last);
    return sanitize(String.join("_", parts));
  }

  /**
   * A sum or average of a money column from a table other than the FROM table repeats each of
   * its values once per FROM row ("sales by category" reaches categories through order lines,
   * so an order's total would count once per line). When the FROM table has money of its own,
   * that is the measure at the grain of the query and is used instead.
   */
  private Agg perBaseRow(Agg a) throws StaleSpecException {
    if (a.column() == null || a.distinct()
        || (a.func() != AggFunc.SUM && a.func() != AggFunc.AVG)) {
      return a;
    }
    TableEntry owner = table(a.column().table());
    if (owner == base || !columnEntry(a.column()).isMoneyLike()) {
      return a;
    }
    for (ColumnEntry own : Defaults.measures(base)) {
      if (own.isMoneyLike()) {
        return new Agg(a.func(), new Col(base.name, own.name), false, a.of());
      }
    }
    return a;
  }

  private Expr aggregate(Agg a) throws StaleSpecException {
    if (a.column() != null) {
      columnEntry(a.column());
      return new Expr.Aggregate(a.func(), column(a.column()), a.distinct());
    }
    return countOf(a.of());
  }

  private Expr countOf(String of) throws StaleSpecException {
    TableEntry t = of == null ? base : table(of);
    if (t == base || t.primaryKey.size() != 1) {
      return new Expr.Aggregate(AggFunc.COUNT, null, false);
    }
    return new Expr.Aggregate(AggFunc.COUNT,
        new Expr.Column(t.name, t.primaryKey.get(0).name), true);
  }

  private String alias(Agg a) throws StaleSpecException {
    if (a.column() == null) {
      TableEntry t = a.of() == null ? base : table(a.of());
      List<String> words = new ArrayList<>(t.words);
      if (!words.isEmpty()) {
        words.set(words.size() - 1, WordForms.lemma(words.get(words.size() - 1)));
      }
      return sanitize(String.join("_", words) + "_count");
    }
    return sanitize(a.func().alias() + "_" + String.join("_",
        NameWords.ofIdentifier(a.column().column())));
  }

  private static String sanitize(String alias) {
    String s = alias.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]", "_");
    return s.isEmpty() || Character.isDigit(s.charAt(0)) ? "c_" + s : s;
  }

  private Expr.Column column(Col c) {
    return new Expr.Column(c.table(), c.column());
  }

  private void filter(Filter f, List<Cond> where, List<Cond> having)
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
      List<Cond> parts = f.yearColumn() ? yearConds(left, c, p) : dateConds(left, p);
      if (!parts.isEmpty()) {
        alternatives.add(parts.size() == 1 ? parts.get(0) : new Cond.AllOf(parts));
      }
    }
    if (alternatives.size() == 1) {
      Cond only = alternatives.get(0);
      if (only instanceof Cond.AllOf) {
        where.addAll(((Cond.AllOf) only).conditions());
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
      return new Cond.InSelect(left, negated, schema, child.name, childColumns, joins, inner,
          null, null, null);
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

  private boolean hasCountOrder() {
    for (Order o : spec.sorting()) {
      if (o.kind() == QuerySpec.OrderKind.COUNT) {
        return true;
      }
    }
    return false;
  }

  private List<QueryPlan.Sort> sorting(boolean aggregated, List<Expr> groupBy,
      List<Expr> groupSelect, List<QueryPlan.Item> select, boolean distinct)
      throws StaleSpecException {
    List<QueryPlan.Sort> sorts = new ArrayList<>();
    for (Order o : spec.sorting()) {
      Expr e = orderExpr(o, aggregated, groupBy, select);
      if (e == null) {
        continue;
      }
      if (!aggregated && distinct && !inSelect(e, select)) {
        select.add(new QueryPlan.Item(e, null));
      }
      sorts.add(new QueryPlan.Sort(e, o.descending()));
    }
    if (aggregated && (spec.limit() == null || sorts.isEmpty())) {
      for (Expr e : groupSelect) {
        boolean present = false;
        for (QueryPlan.Sort s : sorts) {
          present |= s.expr().equals(e);
        }
        if (!present) {
          sorts.add(new QueryPlan.Sort(e, false));
        }
      }
    }
    return sorts;
  }

  private Expr orderExpr(Order o, boolean aggregated, List<Expr> groupBy,
      List<QueryPlan.Item> select) throws StaleSpecException {
    switch (o.kind()) {
      case COUNT:
        return countOf(o.of());
      case AGGREGATE:
        return new Expr.Aggregate(o.agg(), column(o.column()), false);
      case BUCKET:
        for (Expr g : groupBy) {
          if (g instanceof Expr.Bucket && ((Expr.Bucket) g).column().equals(column(o.column()))) {
            return g;
          }
        }
        return null;
      default:
        Expr c = column(o.column());
        columnEntry(o.column());
        if (!aggregated || groupBy.contains(c)) {
          return c;
        }
        if (groupedByKey(table(o.column().table()), groupBy)) {
          groupBy.add(c);
          return c;
        }
        for (QueryPlan.Item item : select) {
          if (item.expr() instanceof Expr.Aggregate
              && c.equals(((Expr.Aggregate) item.expr()).argument())) {
            return item.expr();
          }
        }
        return new Expr.Aggregate(o.descending() ? AggFunc.MAX : AggFunc.MIN, c, false);
    }
  }

  /** Whether the groups include the table's whole primary key (its other columns may join). */
  private static boolean groupedByKey(TableEntry t, List<Expr> groupBy) {
    if (t.primaryKey.isEmpty()) {
      return false;
    }
    for (ColumnEntry k : t.primaryKey) {
      if (!groupBy.contains(new Expr.Column(t.name, k.name))) {
        return false;
      }
    }
    return true;
  }

  private boolean inSelect(Expr e, List<QueryPlan.Item> select) {
    for (QueryPlan.Item item : select) {
      if (item.expr().equals(e)) {
        return true;
      }
      if (item.expr() instanceof Expr.All) {
        String table = ((Expr.All) item.expr()).table();
        if (table == null || e instanceof Expr.Column
            && ((Expr.Column) e).table().equals(table)) {
          return true;
        }
      }
    }
    return false;
  }
}
