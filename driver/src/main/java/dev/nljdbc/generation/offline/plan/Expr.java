package dev.nljdbc.generation.offline.plan;

import dev.nljdbc.generation.offline.words.AggFunc;
import dev.nljdbc.language.DateBound;
import dev.nljdbc.language.TimeUnit;
import java.util.List;

/** A value expression of a {@link QueryPlan}. */
public sealed interface Expr {

  /** A column of a table of the query. */
  record Column(String table, String column) implements Expr {
  }

  /** All columns of a table, or of every table when {@code table} is null. */
  record All(String table) implements Expr {
  }

  /** A date column truncated to a calendar unit, as a sortable label. */
  record Bucket(Column column, TimeUnit unit) implements Expr {
  }

  /** An aggregate; {@code argument} null counts rows. */
  record Aggregate(AggFunc func, Expr argument, boolean distinct) implements Expr {
  }

  /** A literal: a String, a BigDecimal or a LocalDate. */
  record Literal(Object value) implements Expr {
  }

  /** The lower-case form of a text expression. */
  record Lower(Expr argument) implements Expr {
  }

  /** A date relative to the database's current date. */
  record Date(DateBound bound) implements Expr {
  }

  /** The average of a column over its whole table: {@code (SELECT AVG(column) FROM table)}. */
  record TableAverage(String table, String column) implements Expr {
  }

  /**
   * The highest or lowest value of a column over its whole table: {@code (SELECT MAX(column)
   * FROM table)}.
   */
  record TableExtreme(AggFunc func, String table, String column) implements Expr {
  }

  /** The whole days from one date to another. */
  record DaysBetween(Expr from, Expr to) implements Expr {
  }

  /** The years from one date to another, with their fraction: days over 365.25. */
  record YearsBetween(Expr from, Expr to) implements Expr {
  }

  /** The first of two expressions that is not null. */
  record Coalesce(Expr first, Expr second) implements Expr {
  }

  /**
   * The continuous percentile of an expression over a group's rows: the value below which
   * {@code fraction} (0 to 1) of them lie, interpolated between the two nearest (0.5: the
   * median).
   */
  record Percentile(java.math.BigDecimal fraction, Expr argument) implements Expr {
  }

  /**
   * The latest date of the versions of the same thing not after today: {@code (SELECT
   * MAX(v.date) FROM table v WHERE v.key = table.key AND v.date <= CURRENT_DATE)}.
   */
  record LatestVersion(String schema, String table, String date, String key) implements Expr {
  }

  /** The percentage of the rows that meet a condition: a number from 0 to 100. */
  record Share(Cond when) implements Expr {
  }

  /** A list of expressions (rendered comma-separated), for multi-column keys. */
  record Tuple(List<Expr> items) implements Expr {
    public Tuple {
      items = List.copyOf(items);
    }
  }
}
