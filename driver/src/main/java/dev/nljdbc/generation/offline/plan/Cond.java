package dev.nljdbc.generation.offline.plan;

import dev.nljdbc.generation.offline.words.CompareOp;
import java.util.List;

/** A condition of a {@link QueryPlan}'s WHERE or HAVING. */
public sealed interface Cond {

  /** {@code left op right}, or {@code left BETWEEN right AND upper}. */
  record Compare(Expr left, CompareOp op, Expr right, Expr upper) implements Cond {
  }

  /** {@code left [NOT] IN (values)}. */
  record In(Expr left, List<Expr> values, boolean negated) implements Cond {
    public In {
      values = List.copyOf(values);
    }
  }

  /** {@code left [NOT] LIKE pattern}, case-insensitive through LOWER when asked. */
  record Like(Expr left, String pattern, boolean negated) implements Cond {
  }

  /** {@code left IS [NOT] NULL}. */
  record IsNull(Expr left, boolean negated) implements Cond {
  }

  /**
   * {@code left [NOT] IN (SELECT columns FROM table [JOIN ...] WHERE columns IS NOT NULL [AND
   * where] [GROUP BY columns HAVING COUNT(*) op n])}; with a ranking, the columns of the first
   * {@code ranked} rows by {@code rankedBy}, read from a derived table (a LIMIT inside IN is not
   * accepted everywhere).
   */
  record InSelect(Expr left, boolean negated, String schema, String table, List<String> columns,
      List<QueryPlan.Join> joins, List<Cond> where, CompareOp havingOp,
      java.math.BigDecimal havingNumber, java.math.BigDecimal havingUpper,
      List<QueryPlan.Sort> rankedBy, Integer ranked) implements Cond {
    public InSelect {
      columns = List.copyOf(columns);
      joins = List.copyOf(joins);
      where = List.copyOf(where);
      rankedBy = rankedBy == null ? List.of() : List.copyOf(rankedBy);
    }

    InSelect(Expr left, boolean negated, String schema, String table, List<String> columns,
        List<QueryPlan.Join> joins, List<Cond> where, CompareOp havingOp,
        java.math.BigDecimal havingNumber, java.math.BigDecimal havingUpper) {
      this(left, negated, schema, table, columns, joins, where, havingOp, havingNumber,
          havingUpper, null, null);
    }

    /** The subquery's rows limited to the first {@code n} by the order. */
    InSelect withRanking(List<QueryPlan.Sort> order, Integer n) {
      return new InSelect(left, negated, schema, table, columns, joins, where, havingOp,
          havingNumber, havingUpper, order, n);
    }
  }

  /** All of the conditions. */
  record AllOf(List<Cond> conditions) implements Cond {
    public AllOf {
      conditions = List.copyOf(conditions);
    }
  }

  /** Any of the conditions. */
  record AnyOf(List<Cond> conditions) implements Cond {
    public AnyOf {
      conditions = List.copyOf(conditions);
    }
  }
}
