package dev.nljdbc.generation.offline.plan;

import static dev.nljdbc.generation.offline.plan.PlanAssembler.column;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.spec.QuerySpec.Agg;
import dev.nljdbc.generation.offline.words.AggFunc;
import dev.nljdbc.language.DateBound;
import dev.nljdbc.language.TimeUnit;
import java.math.BigDecimal;
import java.util.List;

/**
 * What an aggregate of a column measures and the name its result column takes; the select list
 * of a query whose rows are ranked.
 */
final class Measures {

  private Measures() {}

  /**
   * What an aggregate with a column aggregates: the column, the days from it to another date,
   * or the years from it to today (or to another date, today where that is not set).
   */
  static Expr of(SchemaIndex index, Agg a) throws StaleSpecException {
    FilterConditions.columnEntry(index, a.column());
    if (a.until() != null) {
      FilterConditions.columnEntry(index, a.until());
    }
    Expr today = new Expr.Date(DateBound.relative(DateBound.Anchor.TODAY, 0, TimeUnit.DAY));
    if (a.years()) {
      return new Expr.YearsBetween(column(a.column()),
          a.until() == null ? today : new Expr.Coalesce(column(a.until()), today));
    }
    if (a.until() != null) {
      return new Expr.DaysBetween(column(a.column()), column(a.until()));
    }
    return column(a.column());
  }

  /** The aggregate's function as it starts a column's name: "avg", "median", "p90". */
  static String funcAlias(Agg a) {
    return a.func() == AggFunc.PERCENTILE ? percentileAlias(a.fraction()) : a.func().alias();
  }

  /** "median", or "p90" for the 90th percentile. */
  private static String percentileAlias(BigDecimal fraction) {
    if (fraction.compareTo(new BigDecimal("0.5")) == 0) {
      return "median";
    }
    return "p" + fraction.movePointRight(2).stripTrailingZeros().toPlainString()
        .replace('.', '_');
  }

  /** The percentile of the column the select list shows, or null. */
  static Expr percentileShown(List<QueryPlan.Item> select, Expr column) {
    for (QueryPlan.Item item : select) {
      if (item.expr() instanceof Expr.Percentile p && p.argument().equals(column)) {
        return p;
      }
    }
    return null;
  }

  /**
   * A select list of all the subject's columns, spelled out: a query that ranks its rows in a
   * derived table names each column it reads back.
   */
  static void spellOutAll(List<QueryPlan.Item> select, TableEntry subject) {
    if (select.size() == 1 && select.get(0).expr() instanceof Expr.All) {
      select.clear();
      for (ColumnEntry c : subject.columns) {
        select.add(new QueryPlan.Item(new Expr.Column(subject.name, c.name), null));
      }
    }
  }
}
