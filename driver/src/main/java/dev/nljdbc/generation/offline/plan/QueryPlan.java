package dev.nljdbc.generation.offline.plan;

import dev.nljdbc.generation.offline.spec.QuerySpec;
import java.util.List;

/**
 * The offline engine's structured query: a SELECT over a base table and its foreign-key joins,
 * and the {@link QuerySpec} it was assembled from (which a refinement edits). Immutable: a
 * refinement builds a new plan and never changes an earlier turn's.
 *
 * @param spec what the question asks
 * @param schema the base table's schema, or null
 * @param base the base table
 * @param joins the joins, in order
 * @param select the select list
 * @param distinct whether SELECT DISTINCT
 * @param where the row conditions, all of which must hold
 * @param groupBy the grouping expressions
 * @param having the group conditions
 * @param orderBy the ordering
 * @param limit the row limit, or null
 * @param tiedKeys how many of the first ordering keys rank the rows when the limit keeps the
 *     rows that tie with the last one; 0 when it cuts them
 */
public record QueryPlan(QuerySpec spec, String schema, String base, List<Join> joins,
    List<Item> select, boolean distinct, List<Cond> where, List<Expr> groupBy, List<Cond> having,
    List<Sort> orderBy, Integer limit, int tiedKeys) {

  /** Copies the lists. */
  public QueryPlan {
    joins = List.copyOf(joins);
    select = List.copyOf(select);
    where = List.copyOf(where);
    groupBy = List.copyOf(groupBy);
    having = List.copyOf(having);
    orderBy = List.copyOf(orderBy);
  }

  /** A plan whose limit cuts ties. */
  public QueryPlan(QuerySpec spec, String schema, String base, List<Join> joins,
      List<Item> select, boolean distinct, List<Cond> where, List<Expr> groupBy,
      List<Cond> having, List<Sort> orderBy, Integer limit) {
    this(spec, schema, base, joins, select, distinct, where, groupBy, having, orderBy, limit, 0);
  }

  /**
   * A join of a table along a foreign key: {@code table.columns[i] = other.otherColumns[i]}.
   *
   * @param schema the joined table's schema, or null
   * @param table the joined table
   * @param columns its join columns
   * @param other a table already in the query
   * @param otherColumns that table's join columns
   */
  public record Join(String schema, String table, List<String> columns, String other,
      List<String> otherColumns) {
    /** Copies the lists. */
    public Join {
      columns = List.copyOf(columns);
      otherColumns = List.copyOf(otherColumns);
    }
  }

  /** A select item with an optional alias. */
  public record Item(Expr expr, String alias) {
  }

  /** An ordering key. */
  public record Sort(Expr expr, boolean descending) {
  }

  /**
   * What the engine chose without being told (the date column of a period, the measure of a
   * trend), in words: things a clarification could confirm.
   */
  public List<String> assumptions() {
    return spec.assumptions();
  }

  /** The tables of the query, base first. */
  public List<String> tables() {
    java.util.List<String> tables = new java.util.ArrayList<>();
    tables.add(base);
    for (Join j : joins) {
      tables.add(j.table());
    }
    return tables;
  }
}
