package dev.nljdbc.generation.offline.plan;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.Defaults;
import dev.nljdbc.generation.offline.index.JoinPaths;
import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.spec.QuerySpec;
import dev.nljdbc.generation.offline.spec.QuerySpec.Agg;
import dev.nljdbc.generation.offline.spec.QuerySpec.Col;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.spec.QuerySpec.Group;
import dev.nljdbc.generation.offline.spec.QuerySpec.Order;
import dev.nljdbc.generation.offline.words.AggFunc;
import dev.nljdbc.language.NameWords;
import dev.nljdbc.language.WordForms;
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

  /**
   * What a base table the spec does not need costs, in joins: half a join, so that a junction
   * table is the base only when it saves a whole join.
   */
  private static final double UNNAMED_BASE_COST = 0.5;
  /** What the subject saves as the base table: less than a join, so it wins ties only. */
  private static final double SUBJECT_BASE_GAIN = 0.1;
  /** Costs closer than this are equal: sums of the same steps differ in the last bits. */
  private static final double EPSILON = 1e-9;

  /** A table the spec needs that no foreign-key path joins to the others. */
  public static final class UnjoinableException extends Exception {
    private static final long serialVersionUID = 1L;
    public final String table;

    UnjoinableException(String table) {
      super(table);
      this.table = table;
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
    Col rankingMetric = spec.aggregates().isEmpty() && spec.groups().isEmpty()
        ? rankingMetric() : null;
    boolean aggregated = !spec.aggregates().isEmpty() || !spec.groups().isEmpty()
        || hasCountOrder() || rankingMetric != null;
    List<QueryPlan.Item> select = new ArrayList<>();
    List<Expr> groupBy = new ArrayList<>();
    List<Expr> groupSelect = new ArrayList<>();
    for (Group g : spec.groups()) {
      group(g, select, groupBy, groupSelect);
    }
    if (rankingMetric != null) {
      group(Group.byTable(subject.name), select, groupBy, groupSelect);
      select.add(new QueryPlan.Item(column(rankingMetric), null));
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
    if (spec.ties()) {
      Measures.spellOutAll(select, subject);
    }
    if (aggregated && select.isEmpty()) {
      select.add(new QueryPlan.Item(new Expr.Aggregate(AggFunc.COUNT, null, false), "count"));
    }
    List<Cond> where = new ArrayList<>();
    List<Cond> having = new ArrayList<>();
    FilterConditions conditions = new FilterConditions(index, subject);
    for (Filter f : spec.filters()) {
      conditions.filter(f, where, having);
    }
    if (!aggregated && distinct && oneRow() && ordersByUnshown(select)) {
      distinct = false;
    }
    List<QueryPlan.Sort> orderBy = sorting(aggregated, groupBy, groupSelect, select, distinct);
    int tiedKeys = spec.ties() && spec.limit() != null
        ? Math.min(Math.max(1, spec.sorting().size()), orderBy.size()) : 0;
    return new QueryPlan(spec, base.info.schema(), base.name, joins, select, distinct, where,
        groupBy, having, orderBy, spec.limit(), tiedKeys);
  }

  private TableEntry table(String name) throws StaleSpecException {
    return FilterConditions.table(index, name);
  }

  private ColumnEntry columnEntry(Col c) throws StaleSpecException {
    return FilterConditions.columnEntry(index, c);
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
      double cost = required.contains(b) ? 0 : UNNAMED_BASE_COST;
      if (b == subject) {
        cost -= SUBJECT_BASE_GAIN;
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
      if (ok && cost < bestCost - EPSILON) {
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

  static List<String> names(List<ColumnEntry> columns) {
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
      groupColumn(new Expr.Column(t.name, label.name), labelAlias(t, label), select, groupBy,
          groupSelect);
    }
    if (label != null && t.surnameColumn() != null) {
      groupColumn(new Expr.Column(t.name, t.surnameColumn().name), null, select, groupBy,
          groupSelect);
    }
  }

  private static void groupColumn(Expr c, String alias, List<QueryPlan.Item> select,
      List<Expr> groupBy, List<Expr> groupSelect) {
    if (!groupBy.contains(c)) groupBy.add(c);
    select.add(new QueryPlan.Item(c, alias));
    groupSelect.add(c);
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
    if (a.func() == AggFunc.SHARE) {
      List<Cond> when = new ArrayList<>();
      FilterConditions conditions = new FilterConditions(index, subject);
      for (Filter f : a.when()) {
        conditions.filter(f, when, new ArrayList<>());
      }
      return new Expr.Share(when.size() == 1 ? when.get(0) : new Cond.AllOf(when));
    }
    if (a.column() == null) {
      return countOf(a.of());
    }
    Expr measure = Measures.of(index, a);
    if (a.func() == AggFunc.PERCENTILE) {
      return new Expr.Percentile(a.fraction(), measure);
    }
    return new Expr.Aggregate(a.func(), measure, a.distinct());
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
    if (a.func() == AggFunc.SHARE) {
      return "percentage";
    }
    String func = Measures.funcAlias(a);
    if (a.years() || a.until() != null) {
      return func + (a.years() ? "_years" : "_days");
    }
    if (a.column() == null) {
      TableEntry t = a.of() == null ? base : table(a.of());
      List<String> words = new ArrayList<>(t.words);
      if (!words.isEmpty()) {
        words.set(words.size() - 1, WordForms.lemma(words.get(words.size() - 1)));
      }
      return sanitize(String.join("_", words) + "_count");
    }
    return sanitize(func + "_" + String.join("_",
        NameWords.ofIdentifier(a.column().column())));
  }

  private static String sanitize(String alias) {
    String s = alias.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]", "_");
    return s.isEmpty() || Character.isDigit(s.charAt(0)) ? "c_" + s : s;
  }

  static Expr.Column column(Col c) {
    return new Expr.Column(c.table(), c.column());
  }

  /** Whether the query keeps one row only: no duplicate to remove. */
  private boolean oneRow() {
    return spec.limit() != null && spec.limit() == 1;
  }

  /**
   * Whether an ordering key is a column the select list lacks: with DISTINCT it would have to
   * be shown, an answer column nobody asked for.
   */
  private boolean ordersByUnshown(List<QueryPlan.Item> select) throws StaleSpecException {
    for (Order o : spec.sorting()) {
      if (o.kind() == QuerySpec.OrderKind.COLUMN && !inSelect(column(o.column()), select)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The semantic model's metric the subject's rows are ranked by ("the region with the highest
   * revenue"), or null: a metric is an aggregate already, so ranking by it groups the subject's
   * rows and shows the metric beside them.
   */
  private Col rankingMetric() throws StaleSpecException {
    for (Order o : spec.sorting()) {
      if (o.kind() == QuerySpec.OrderKind.COLUMN && o.column() != null
          && columnEntry(o.column()).metric) {
        return o.column();
      }
    }
    return null;
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
    if (aggregated) {
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
        if (o.agg() == AggFunc.PERCENTILE) {
          return Measures.percentileShown(select, column(o.column()));
        }
        return new Expr.Aggregate(o.agg(), column(o.column()), false);
      case BUCKET:
        for (Expr g : groupBy) {
          if (g instanceof Expr.Bucket b && b.column().equals(column(o.column()))) {
            return g;
          }
        }
        return null;
      default:
        Expr c = column(o.column());
        if (!aggregated || groupBy.contains(c) || columnEntry(o.column()).metric) {
          return c;
        }
        if (groupedByKey(table(o.column().table()), groupBy)) {
          groupBy.add(c);
          return c;
        }
        for (QueryPlan.Item item : select) {
          if (item.expr() instanceof Expr.Aggregate a && c.equals(a.argument())) {
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
      if (item.expr() instanceof Expr.All all) {
        String table = all.table();
        if (table == null || e instanceof Expr.Column c && c.table().equals(table)) {
          return true;
        }
      }
    }
    return false;
  }
}
