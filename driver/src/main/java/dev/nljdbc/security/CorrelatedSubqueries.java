package dev.nljdbc.security;

import dev.nljdbc.dialect.TenantFence;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import net.sf.jsqlparser.expression.AnyComparisonExpression;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.JdbcParameter;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.NotExpression;
import net.sf.jsqlparser.expression.Parenthesis;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.relational.ComparisonOperator;
import net.sf.jsqlparser.expression.operators.relational.EqualsTo;
import net.sf.jsqlparser.expression.operators.relational.ExistsExpression;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.expression.operators.relational.InExpression;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.OrderByElement;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SelectItem;

/**
 * Finds the correlated subqueries whose tenant-filtered table goes without PostgreSQL's fence,
 * so that the planner treats them as it treats the direct query: an index on the correlated
 * column serves each probe, and an EXISTS keeps its hashed alternative on equal terms.
 *
 * <p>Design note. PostgreSQL plans a subquery in a SELECT's select list, HAVING or ORDER BY as
 * a SubPlan of its own: its outer columns are parameters, and nothing of the outer query is
 * merged into it. Behind {@code OFFSET 0} the correlated equality {@code s.a = t.a} cannot reach
 * the filtered table, so each probe reads the tenant's whole table, and in an aggregate the
 * planner's choice between that and the hashed EXISTS is a near tie (it counts one execution per
 * output row). The fence is there so that no user expression runs on another tenant's row; such
 * a subquery needs it only where it holds one that could. It goes without the fence when it is
 * {@code SELECT <items> FROM (<filtered table>) s WHERE <equalities>} and nothing more: one FROM
 * item, the gate's filtered derived table of a tenant table; a WHERE clause of ANDed equalities,
 * each between a column of {@code s} and a column of the same type name of a filtered table of
 * the enclosing SELECT, leakproof by {@link LeakproofConditions}; select items that are integer
 * literals, columns of {@code s}, {@code COUNT(*)} or {@code COUNT}, {@code MIN}, {@code MAX},
 * {@code SUM}, {@code AVG} of a column of {@code s}, all computed on the rows the WHERE clause
 * and the filter passed. Its conditions then join the ones the gate moved inside the fence:
 * all leakproof, beside the tenant equality. A subquery in a WHERE or ON clause, which the
 * planner may merge into the outer query's joins, keeps the fence, and so do an EXISTS, IN or
 * ANY subquery that makes up a select item of a nested SELECT (a condition on that column may be
 * pushed down into the nested SELECT's WHERE clause) and a subquery correlated with anything but
 * its enclosing SELECT's filtered tables. The gate decides this on
 * its tree; the validator decides it again on the final SQL's parse.
 */
final class CorrelatedSubqueries {
  private static final Set<String> AGGREGATES = Set.of("COUNT", "MIN", "MAX", "SUM", "AVG");

  private final TenantTables tables;
  /** Each SELECT's enclosing SELECT. */
  private final Map<PlainSelect, PlainSelect> parents = new IdentityHashMap<>();

  private CorrelatedSubqueries(TenantTables tables) {
    this.tables = tables;
  }

  /**
   * The inner SELECTs of the filtered tables that may go without the fence: on PostgreSQL, those
   * of the qualifying subqueries; elsewhere none.
   */
  static Set<PlainSelect> unfenceable(Select statement, TenantTables tables) {
    Set<PlainSelect> out = Collections.newSetFromMap(new IdentityHashMap<>());
    if (tables == null || tables.dialect().tenantFence() != TenantFence.OFFSET_ZERO) {
      return out;
    }
    new CorrelatedSubqueries(tables).find(statement, out);
    return out;
  }

  /** {@link #unfenceable}, computed the first time it is asked for. */
  static Supplier<Set<PlainSelect>> lazily(Select statement, TenantTables tables) {
    return new Supplier<>() {
      private Set<PlainSelect> found;

      @Override
      public Set<PlainSelect> get() {
        if (found == null) {
          found = unfenceable(statement, tables);
        }
        return found;
      }
    };
  }

  private void find(Select statement, Set<PlainSelect> out) {
    List<PlainSelect> selects = new ArrayList<>();
    TreeWalker.walk(statement, new TreeWalker.Listener() {
      @Override
      public void enter(Object node, TreeWalker.Context ctx) {
        if (node instanceof PlainSelect p) {
          selects.add(p);
          if (ctx.select != null) {
            parents.put(p, ctx.select);
          }
        }
      }
    });
    for (PlainSelect outer : selects) {
      List<Object> clauses = new ArrayList<>(outer.getSelectItems());
      if (outer.getHaving() != null) {
        clauses.add(outer.getHaving());
      }
      if (outer.getOrderByElements() != null) {
        for (OrderByElement o : outer.getOrderByElements()) {
          clauses.add(o);
        }
      }
      Set<Object> mergeable = Collections.newSetFromMap(new IdentityHashMap<>());
      if (outer != statement) {
        for (SelectItem<?> item : outer.getSelectItems()) {
          conditionSublinks(item.getExpression(), mergeable);
        }
      }
      for (Object clause : clauses) {
        for (PlainSelect sub : subqueries(clause)) {
          PlainSelect inner = parents.get(sub) == outer && !mergeable.contains(sub)
              ? qualifies(sub, outer) : null;
          if (inner != null) {
            out.add(inner);
          }
        }
      }
    }
  }

  /**
   * The SELECTs of the EXISTS, IN and ANY subqueries a select item is made of through AND, NOT
   * and parentheses: where the enclosing SELECT is itself a subquery, PostgreSQL may push a
   * condition on that column down into its WHERE clause and then merge such a subquery into its
   * joins, so these keep the fence.
   */
  private static void conditionSublinks(Expression e, Set<Object> out) {
    if (e instanceof AndExpression and) {
      conditionSublinks(and.getLeftExpression(), out);
      conditionSublinks(and.getRightExpression(), out);
    } else if (e instanceof NotExpression not) {
      conditionSublinks(not.getExpression(), out);
    } else if (e instanceof Parenthesis p) {
      conditionSublinks(p.getExpression(), out);
    } else if (e instanceof ParenthesedExpressionList<?> list && list.size() == 1) {
      conditionSublinks((Expression) list.get(0), out);
    } else if (e instanceof ExistsExpression || e instanceof InExpression
        || e instanceof AnyComparisonExpression || (e instanceof ComparisonOperator c
            && (c.getLeftExpression() instanceof AnyComparisonExpression
                || c.getRightExpression() instanceof AnyComparisonExpression))) {
      for (PlainSelect p : subqueries(e)) {
        out.add(p);
      }
    }
  }

  /** The SELECTs held directly by a parenthesised subquery anywhere in the clause. */
  private static List<PlainSelect> subqueries(Object clause) {
    List<PlainSelect> found = new ArrayList<>();
    TreeWalker.walk(clause, new TreeWalker.Listener() {
      @Override
      public void enter(Object node, TreeWalker.Context ctx) {
        if (node instanceof ParenthesedSelect ps && ps.getSelect() instanceof PlainSelect p) {
          found.add(p);
        }
      }
    });
    return found;
  }

  /** The inner SELECT of the subquery's filtered table when the subquery qualifies, or null. */
  private PlainSelect qualifies(PlainSelect sub, PlainSelect outer) {
    if (!(sub.getFromItem() instanceof ParenthesedSelect derived) || sub.getWhere() == null
        || !bare(sub)) {
      return null;
    }
    TenantTables.Relation relation = filtered(derived);
    if (relation == null) {
      return null;
    }
    String alias = Identifiers.normalize(derived.getAlias().getName());
    for (SelectItem<?> item : sub.getSelectItems()) {
      if (item.getAlias() != null || !selected(item.getExpression(), alias, relation)) {
        return null;
      }
    }
    List<Expression> conjuncts = new ArrayList<>();
    FencePushdown.flatten(sub.getWhere(), conjuncts);
    for (Expression c : conjuncts) {
      if (!correlated(c, alias, relation, outer)) {
        return null;
      }
    }
    return (PlainSelect) derived.getSelect();
  }

  /** Whether the SELECT holds nothing but its select items, one FROM item and a WHERE clause. */
  private static boolean bare(PlainSelect sub) {
    PlainSelect bare = new PlainSelect();
    bare.setSelectItems(sub.getSelectItems());
    bare.setFromItem(sub.getFromItem());
    bare.setWhere(sub.getWhere());
    return bare.toString().equals(sub.toString());
  }

  /** The tenant relation of a derived table of the rewriter's shape, or null. */
  private TenantTables.Relation filtered(FromItem item) {
    if (!(item instanceof ParenthesedSelect derived) || derived.getAlias() == null
        || (derived.getAlias().getAliasColumns() != null
            && !derived.getAlias().getAliasColumns().isEmpty())
        || !(derived.getSelect() instanceof PlainSelect inner)
        || !(inner.getFromItem() instanceof Table t) || t.getAlias() == null
        || !TenantRewriter.INNER_ALIAS.equals(t.getAlias().getName())
        || (inner.getJoins() != null && !inner.getJoins().isEmpty())) {
      return null;
    }
    TenantTables.Resolution r = TenantRewriter.resolve(tables, t);
    return r.kind == TenantTables.Kind.TENANT ? r.relation : null;
  }

  /** An integer literal, a column, {@code COUNT(*)} or an aggregate of one column. */
  private boolean selected(Expression e, String alias, TenantTables.Relation relation) {
    if (e != null && e.getClass() == LongValue.class) {
      return true;
    }
    if (e instanceof Column c) {
      return own(c, alias, relation) != null;
    }
    if (e == null || e.getClass() != Function.class) {
      return false;
    }
    Function f = (Function) e;
    String name = f.getName() == null ? "" : f.getName().toUpperCase(Locale.ROOT);
    boolean plain = AGGREGATES.contains(name) && !f.isDistinct() && !f.isUnique()
        && f.getKeep() == null && f.getOrderByElements() == null && f.getNamedParameters() == null
        && f.getAttribute() == null && !f.isIgnoreNulls() && !f.isIgnoreNullsOutside()
        && !f.isEscaped() && f.getOnOverflowTruncate() == null && f.getHavingClause() == null;
    if (!plain) {
      return false;
    }
    ExpressionList<?> args = f.getParameters();
    if (f.isAllColumns() || (args != null && args.size() == 1 && args.get(0) != null
        && args.get(0).getClass() == AllColumns.class)) {
      return name.equals("COUNT");
    }
    return args != null && args.size() == 1 && args.get(0) instanceof Column c
        && own(c, alias, relation) != null;
  }

  /**
   * Whether the condition is {@code s.x = t.y} (either way round): {@code s.x} a column of the
   * subquery's table, {@code t.y} one of the same type name of a filtered table of the enclosing
   * SELECT, and the equality leakproof.
   */
  private boolean correlated(Expression c, String alias, TenantTables.Relation relation,
      PlainSelect outer) {
    if (!(c instanceof EqualsTo eq) || eq.getClass() != EqualsTo.class
        || eq.getOldOracleJoinSyntax() != 0 || eq.getOraclePriorPosition() != 0
        || !(eq.getLeftExpression() instanceof Column l)
        || !(eq.getRightExpression() instanceof Column r)) {
      return false;
    }
    Map<Column, ColumnType> types = new IdentityHashMap<>();
    ColumnType inner = own(l, alias, relation);
    Column other = r;
    if (inner == null) {
      inner = own(r, alias, relation);
      other = l;
    }
    ColumnType outerType = inner == null ? null : outerColumn(other, alias, outer);
    if (outerType == null || inner.typeName.isEmpty()
        || !inner.typeName.equals(outerType.typeName)) {
      return false;
    }
    types.put(other == r ? l : r, inner);
    types.put(other, outerType);
    return tables.leakproof().safe(eq, types::get,
        new IdentityHashMap<JdbcParameter, Set<BindKind>>());
  }

  /** The type of a column written {@code alias.column} of the subquery's table, else null. */
  private ColumnType own(Column c, String alias, TenantTables.Relation relation) {
    Table q = c.getTable();
    if (q == null || q.getName() == null || q.getNameParts().size() != 1
        || !alias.equals(Identifiers.normalize(q.getName()))) {
      return null;
    }
    return tables.columnType(relation, c.getColumnName());
  }

  /**
   * The type of a column qualified by the exposed name of exactly one item of the enclosing
   * SELECT, that item a filtered table; null for anything else (the subquery's own name
   * included, which would hide it).
   */
  private ColumnType outerColumn(Column c, String alias, PlainSelect outer) {
    Table q = c.getTable();
    if (q == null || q.getName() == null || q.getNameParts().size() != 1) {
      return null;
    }
    String name = Identifiers.normalize(q.getName());
    if (name.equals(alias)) {
      return null;
    }
    List<FromItem> items = new ArrayList<>();
    items.add(outer.getFromItem());
    if (outer.getJoins() != null) {
      for (Join j : outer.getJoins()) {
        items.add(j.getFromItem());
      }
    }
    FromItem found = null;
    for (FromItem item : items) {
      String exposed = item == null ? null : item.getAlias() != null ? item.getAlias().getName()
          : item instanceof Table t ? t.getName() : null;
      if (name.equals(Identifiers.normalize(exposed))) {
        if (found != null) {
          return null;
        }
        found = item;
      }
    }
    TenantTables.Relation relation = found == null ? null : filtered(found);
    return relation == null ? null : tables.columnType(relation, c.getColumnName());
  }
}
