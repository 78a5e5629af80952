package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.words.AggFunc;
import dev.nljdbc.generation.offline.words.CompareOp;
import dev.nljdbc.language.Period;
import dev.nljdbc.language.TimeUnit;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * What a question asks, in schema terms but before any join is chosen: the subject table, the
 * columns to show, aggregates, groups, filters, ordering and limit. A refinement edits this
 * form (adds a group, replaces a period) and the plan is assembled again. Immutable: names
 * only, so a spec outlives the schema index it was read with.
 *
 * @param subject the table the question is about
 * @param projections columns to show
 * @param aggregates aggregates to compute
 * @param groups what to group by
 * @param filters row filters
 * @param sorting ordering, first key first
 * @param limit the row limit, or null
 * @param distinct whether to show distinct rows
 * @param assumptions what the engine chose without being told (for the explanation)
 * @param ties whether the limit keeps the rows that tie with the last one ("top 3, ties
 *     included")
 */
public record QuerySpec(String subject, List<Col> projections, List<Agg> aggregates, List<Group> groups,
    List<Filter> filters, List<Order> sorting, Integer limit, boolean distinct,
    List<String> assumptions, boolean ties) {

  /** Copies the lists. */
  public QuerySpec {
    projections = List.copyOf(projections);
    aggregates = List.copyOf(aggregates);
    groups = List.copyOf(groups);
    filters = List.copyOf(filters);
    sorting = List.copyOf(sorting);
    assumptions = List.copyOf(assumptions);
  }

  /** A spec whose limit cuts ties. */
  public QuerySpec(String subject, List<Col> projections, List<Agg> aggregates,
      List<Group> groups, List<Filter> filters, List<Order> sorting, Integer limit,
      boolean distinct, List<String> assumptions) {
    this(subject, projections, aggregates, groups, filters, sorting, limit, distinct,
        assumptions, false);
  }

  /** A column by table and column name. */
  public record Col(String table, String column) {
    @Override
    public String toString() {
      return table + "." + column;
    }
  }

  /**
   * An aggregate; {@code column} null counts rows. {@code of} names the table counted (its
   * rows, or its distinct keys when the query's base is another table). A {@link AggFunc#SHARE}
   * is the percentage of the rows that meet the conditions {@code when}. With {@code until}, the
   * measure is the days from the date {@code column} to the date {@code until}. With
   * {@code years}, it is the years from the date {@code column} to today, or to {@code until}
   * where that is set ("age", "tenure"). A {@link AggFunc#PERCENTILE} is the value below which
   * the {@code fraction} of the measures lies (0.5: the median).
   */
  public record Agg(AggFunc func, Col column, boolean distinct, String of, List<Filter> when,
      Col until, BigDecimal fraction, boolean years) {
    /** Copies the conditions. */
    public Agg {
      when = when == null ? List.of() : List.copyOf(when);
    }

    /** An aggregate of a column, of days or of rows. */
    public Agg(AggFunc func, Col column, boolean distinct, String of, List<Filter> when,
        Col until) {
      this(func, column, distinct, of, when, until, null, false);
    }

    /** The same measure under another function: the percentile {@code fraction} of it. */
    public Agg asPercentile(BigDecimal newFraction) {
      return new Agg(AggFunc.PERCENTILE, column, false, of, when, until, newFraction, years);
    }

    /**
     * An aggregate of the years from the date {@code from} to today, or to the date {@code to}
     * where it is set (to today where it is not).
     */
    public static Agg years(AggFunc func, Col from, Col to) {
      return new Agg(func, from, false, null, List.of(), to, null, true);
    }

    /** An aggregate with no conditions of its own. */
    public Agg(AggFunc func, Col column, boolean distinct, String of) {
      this(func, column, distinct, of, List.of(), null);
    }

    /** The percentage of rows that meet the conditions. */
    public static Agg share(List<Filter> when) {
      return new Agg(AggFunc.SHARE, null, false, null, when, null);
    }

    /** An aggregate of the days from one date column ({@code column}) to another. */
    public static Agg daysBetween(AggFunc func, Col from, Col to) {
      return new Agg(func, from, false, null, List.of(), to);
    }
  }

  /**
   * A grouping: by a column, by a table (its key and label), or by a time bucket of a date
   * column.
   */
  public record Group(Col column, String table, TimeUnit bucket, boolean keyOnly) {
    public static Group byColumn(Col column) {
      return new Group(column, null, null, false);
    }

    public static Group byTable(String table) {
      return new Group(null, table, null, false);
    }

    static Group byBucket(Col column, TimeUnit unit) {
      return new Group(column, null, unit, false);
    }

    /** The same table grouping, by key only: the shown columns stand in for the label. */
    Group asKeyOnly() {
      return new Group(column, table, bucket, true);
    }
  }

  /** Kinds of filter. */
  public enum FilterKind {
    /** The column equals one of the values (or none of them when negated). */
    VALUES,
    /** The column compares with a number (or a number range). */
    COMPARE,
    /** The date column lies in a period. */
    PERIOD,
    /** The text column contains the text (LIKE). */
    CONTAINS,
    /** The subject's rows that have no row in the table {@code other}. */
    ABSENT,
    /** The subject's rows that have a row in the table {@code other}. */
    PRESENT,
    /** A having-count: the number of rows of {@code other} per subject row compares. */
    COUNT,
    /** A having filter on an aggregate: {@code agg} compares with the number. */
    AGGREGATE,
    /** The column is null (not null when negated). */
    NULL,
    /** Any of the {@code inner} filters holds ("in Oslo or with more than 3 orders"). */
    ANY,
    /**
     * A self-reference: the column's value is among the values of the subject's own column
     * {@code other} in its rows that meet {@code inner} ("who reports to Ann Lee": the manager
     * key is among the keys of the rows named Ann Lee; "Ann Lee's manager": the key is among
     * their manager keys).
     */
    SELF,
    /**
     * The date {@code column} is later than the date {@code other} of the same row ("invoices
     * paid late": paid after due); negated, it is not.
     */
    LATER,
    /**
     * The row is the current version of its thing: its date {@code column} is the latest not
     * after today among the rows with the same {@code other} (the thing's key column).
     */
    CURRENT
  }

  /**
   * A filter.
   *
   * @param kind what kind
   * @param column the column filtered, or null
   * @param values the values (VALUES, CONTAINS)
   * @param op the comparison (COMPARE, COUNT, AGGREGATE)
   * @param number the number compared with, or the lower end of BETWEEN
   * @param upper the upper end of BETWEEN
   * @param period the period (PERIOD)
   * @param negated whether the filter excludes
   * @param other the other table (ABSENT, PRESENT, COUNT)
   * @param agg the aggregate function (AGGREGATE; COMPARE with no number: MAX or MIN of the
   *     column over its table)
   * @param yearColumn whether a whole-year period filters a numeric or text year column
   * @param morePeriods further periods, any of which may hold ("in 2014 or 2015")
   * @param inner filters on the other table's rows (ABSENT, PRESENT, COUNT: "no order in 2024"),
   *     or the alternatives of ANY
   * @param rankedBy the order of the other table's rows when only the first {@code ranked} of
   *     them count (PRESENT: "which customers were they for?" after "the last 10 tickets")
   * @param ranked how many of the other table's rows count, or null for all of them
   */
  public record Filter(FilterKind kind, Col column, List<String> values, CompareOp op,
      BigDecimal number, BigDecimal upper, Period period, boolean negated, String other,
      AggFunc agg, boolean yearColumn, List<Period> morePeriods, List<Filter> inner,
      List<Order> rankedBy, Integer ranked) {
    public Filter {
      values = values == null ? List.of() : List.copyOf(values);
      morePeriods = morePeriods == null ? List.of() : List.copyOf(morePeriods);
      inner = inner == null ? List.of() : List.copyOf(inner);
      rankedBy = rankedBy == null ? List.of() : List.copyOf(rankedBy);
    }

    public Filter(FilterKind kind, Col column, List<String> values, CompareOp op,
        BigDecimal number, BigDecimal upper, Period period, boolean negated, String other,
        AggFunc agg, boolean yearColumn, List<Period> morePeriods, List<Filter> inner) {
      this(kind, column, values, op, number, upper, period, negated, other, agg, yearColumn,
          morePeriods, inner, null, null);
    }

    /** The filter with only the first {@code n} rows of the other table by the order counting. */
    public Filter withRanking(List<Order> order, Integer n) {
      return new Filter(kind, column, values, op, number, upper, period, negated, other, agg,
          yearColumn, morePeriods, inner, order, n);
    }

    Filter(FilterKind kind, Col column, List<String> values, CompareOp op, BigDecimal number,
        BigDecimal upper, Period period, boolean negated, String other, AggFunc agg,
        boolean yearColumn) {
      this(kind, column, values, op, number, upper, period, negated, other, agg, yearColumn,
          null, null);
    }

    Filter withInner(List<Filter> newInner) {
      return new Filter(kind, column, values, op, number, upper, period, negated, other, agg,
          yearColumn, morePeriods, newInner, rankedBy, ranked);
    }

    public Filter withMorePeriods(List<Period> periods) {
      return new Filter(kind, column, values, op, number, upper, period, negated, other, agg,
          yearColumn, periods, inner, rankedBy, ranked);
    }

    Filter withNegated(boolean newNegated) {
      return new Filter(kind, column, values, op, number, upper, period, newNegated, other, agg,
          yearColumn, morePeriods, inner, rankedBy, ranked);
    }

    public static Filter values(Col column, List<String> values, boolean negated) {
      return new Filter(FilterKind.VALUES, column, values, null, null, null, null, negated,
          null, null, false);
    }

    static Filter compare(Col column, CompareOp op, BigDecimal number, BigDecimal upper) {
      return new Filter(FilterKind.COMPARE, column, null, op, number, upper, null, false, null,
          null, false);
    }

    public static Filter period(Col column, Period period, boolean yearColumn) {
      return new Filter(FilterKind.PERIOD, column, null, null, null, null, period, false, null,
          null, yearColumn);
    }

    /**
     * The column equals its highest (MAX) or lowest (MIN) value over its whole table: the rows
     * of "the hall with the most seats".
     */
    static Filter extreme(Col column, AggFunc agg) {
      return new Filter(FilterKind.COMPARE, column, null, CompareOp.EQ, null, null, null, false,
          null, agg, false);
    }

    static Filter contains(Col column, String text, boolean negated) {
      return new Filter(FilterKind.CONTAINS, column, List.of(text), null, null, null, null,
          negated, null, null, false);
    }

    /**
     * The subject's rows that have a row in the table {@code other} that passes the filters
     * {@code inner} (filters on that table or on tables it references).
     */
    public static Filter presentWith(String other, List<Filter> inner) {
      return present(other).withInner(inner);
    }

    static Filter absent(String other) {
      return new Filter(FilterKind.ABSENT, null, null, null, null, null, null, true, other,
          null, false);
    }

    /**
     * The value of a column of the subject is one some row of the subject has under the inner
     * filters (not one when negated): {@code column [NOT] IN (SELECT column FROM subject WHERE
     * inner)}.
     */
    static Filter sharing(Col column, String subject, boolean negated) {
      return new Filter(negated ? FilterKind.ABSENT : FilterKind.PRESENT, column, null, null,
          null, null, null, negated, subject, null, false);
    }

    /** A self-reference: {@code column} among {@code selected} of the rows meeting inner. */
    static Filter self(Col column, String selected, List<Filter> inner) {
      return new Filter(FilterKind.SELF, column, null, null, null, null, null, false, selected,
          null, false).withInner(inner);
    }

    static Filter present(String other) {
      return new Filter(FilterKind.PRESENT, null, null, null, null, null, null, false, other,
          null, false);
    }

    static Filter count(String other, CompareOp op, BigDecimal number, BigDecimal upper) {
      return new Filter(FilterKind.COUNT, null, null, op, number, upper, null, false, other,
          null, false);
    }

    static Filter aggregate(AggFunc agg, Col column, CompareOp op, BigDecimal number,
        BigDecimal upper) {
      return new Filter(FilterKind.AGGREGATE, column, null, op, number, upper, null, false,
          null, agg, false);
    }

    static Filter any(List<Filter> alternatives) {
      return new Filter(FilterKind.ANY, null, null, null, null, null, null, false, null, null,
          false, null, alternatives);
    }

    static Filter isNull(Col column, boolean negated) {
      return new Filter(FilterKind.NULL, column, null, null, null, null, null, negated, null,
          null, false);
    }
  }

  /** Kinds of ordering key. */
  public enum OrderKind {
    /** A column. */
    COLUMN,
    /** An aggregate of the spec (by its index in {@code aggregates}). */
    AGGREGATE,
    /** The number of rows per group. */
    COUNT,
    /** A time bucket of the spec's groups. */
    BUCKET
  }

  /**
   * An ordering key.
   *
   * @param kind what is ordered by
   * @param column the column (COLUMN, and the aggregated column for AGGREGATE)
   * @param agg the aggregate function (AGGREGATE)
   * @param descending whether descending
   * @param of the table whose rows are counted (COUNT), or null for the base
   */
  public record Order(OrderKind kind, Col column, AggFunc agg, boolean descending, String of) {
    public Order(OrderKind kind, Col column, AggFunc agg, boolean descending) {
      this(kind, column, agg, descending, null);
    }

    public Order flipped(boolean newDescending) {
      return new Order(kind, column, agg, newDescending, of);
    }
  }

  /** An empty spec about a table. */
  public static QuerySpec of(String subject) {
    return new QuerySpec(subject, List.of(), List.of(), List.of(), List.of(), List.of(), null,
        false, List.of());
  }

  public QuerySpec withFilters(List<Filter> newFilters) {
    return new QuerySpec(subject, projections, aggregates, groups, newFilters, sorting, limit,
        distinct, assumptions, ties);
  }

  public QuerySpec withGroups(List<Group> newGroups) {
    return new QuerySpec(subject, projections, aggregates, newGroups, filters, sorting, limit,
        distinct, assumptions, ties);
  }

  public QuerySpec withSorting(List<Order> newSorting) {
    return new QuerySpec(subject, projections, aggregates, groups, filters, newSorting, limit,
        distinct, assumptions, ties);
  }

  public QuerySpec withLimit(Integer newLimit) {
    return new QuerySpec(subject, projections, aggregates, groups, filters, sorting, newLimit,
        distinct, assumptions, ties);
  }

  public QuerySpec withAggregates(List<Agg> newAggregates) {
    return new QuerySpec(subject, projections, newAggregates, groups, filters, sorting, limit,
        distinct, assumptions, ties);
  }

  public QuerySpec withProjections(List<Col> newProjections) {
    return new QuerySpec(subject, newProjections, aggregates, groups, filters, sorting, limit,
        distinct, assumptions, ties);
  }

  public QuerySpec withAssumptions(List<String> newAssumptions) {
    return new QuerySpec(subject, projections, aggregates, groups, filters, sorting, limit,
        distinct, newAssumptions, ties);
  }

  public QuerySpec withDistinct(boolean newDistinct) {
    return new QuerySpec(subject, projections, aggregates, groups, filters, sorting, limit,
        newDistinct, assumptions, ties);
  }

  public QuerySpec withTies(boolean newTies) {
    return new QuerySpec(subject, projections, aggregates, groups, filters, sorting, limit,
        distinct, assumptions, newTies);
  }

  /** The spec without what it asks of a table (one the others cannot be joined to). */
  public QuerySpec without(String table) {
    List<Col> p = new ArrayList<>();
    for (Col c : projections) {
      if (!c.table().equals(table)) {
        p.add(c);
      }
    }
    List<Agg> a = new ArrayList<>();
    for (Agg g : aggregates) {
      if ((g.column() == null || !g.column().table().equals(table)) && !table.equals(g.of())) {
        a.add(g);
      }
    }
    List<Group> gs = new ArrayList<>();
    for (Group g : groups) {
      if (!table.equals(g.table()) && (g.column() == null || !g.column().table().equals(table))) {
        gs.add(g);
      }
    }
    List<Filter> fs = new ArrayList<>();
    for (Filter f : filters) {
      if (f.column() == null || !f.column().table().equals(table)) {
        fs.add(f);
      }
    }
    List<Order> os = new ArrayList<>();
    for (Order o : sorting) {
      if ((o.column() == null || !o.column().table().equals(table)) && !table.equals(o.of())) {
        os.add(o);
      }
    }
    return new QuerySpec(subject, p, a, gs, fs, os, limit, distinct, assumptions, ties);
  }

  /** Whether the spec aggregates (an aggregate or a group). */
  public boolean aggregated() {
    return !aggregates.isEmpty() || !groups.isEmpty();
  }

  /** The tables the spec names, subject first. */
  public List<String> tables() {
    return tablesOf(subject, projections, aggregates, true, groups, filters, sorting);
  }

  /**
   * The tables these parts of a spec name, subject first; with {@code aggregateSources} also
   * the tables aggregates count rows of ({@link Agg#of()}), which the query reads through a
   * relation rather than directly.
   */
  static List<String> tablesOf(String subject, List<Col> projections, List<Agg> aggregates,
      boolean aggregateSources, List<Group> groups, List<Filter> filters, List<Order> sorting) {
    List<String> tables = new ArrayList<>();
    tables.add(subject);
    for (Col c : projections) {
      tables.add(c.table());
    }
    for (Agg a : aggregates) {
      if (a.column() != null) {
        tables.add(a.column().table());
      }
      if (a.until() != null) {
        tables.add(a.until().table());
      }
      for (Filter f : a.when()) {
        if (f.column() != null) {
          tables.add(f.column().table());
        }
      }
      if (aggregateSources && a.of() != null) {
        tables.add(a.of());
      }
    }
    for (Group g : groups) {
      tables.add(g.column() != null ? g.column().table() : g.table());
    }
    for (Filter f : filters) {
      if (f.column() != null) {
        tables.add(f.column().table());
      }
    }
    for (Order o : sorting) {
      if (o.column() != null) {
        tables.add(o.column().table());
      }
    }
    return tables;
  }
}
