package dev.nljdbc.security;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.JdbcParameter;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.conditional.OrExpression;
import net.sf.jsqlparser.expression.operators.conditional.XorExpression;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.PlainSelect;

/**
 * Moves the user's leakproof conditions inside the tenant fence, beside the tenant filter, so
 * that the database can use an index for them ({@code WHERE a.id = ?} becomes
 * {@code (SELECT * FROM t nl_t WHERE nl_t.id = ? AND nl_t.tenant_id = ? OFFSET 0) a}).
 *
 * <p>Design note. Per SELECT, each condition ANDed at the top of its WHERE clause or of a join's
 * ON clause moves when every column it names belongs to one fenced table (qualified by that
 * table's exposed name, or unqualified and listed for that table alone, every other FROM item
 * being a fenced table whose columns are known) and {@link LeakproofConditions} accepts it. A
 * condition of the WHERE clause or of an inner join moves only into a table that no outer join
 * extends with nulls; a condition of a LEFT JOIN's ON clause moves only into the joined table
 * itself. A SELECT with a RIGHT, FULL, NATURAL or other join, or a parenthesised join, keeps
 * its conditions. An ON clause keeps at least one condition. The moved condition's columns are
 * requalified {@code nl_t.column}; its parameters keep their identity, so the gate's renumbering
 * places them. Anything that does not move stays outside the fence, where it only ever sees the
 * tenant's rows.
 */
final class FencePushdown {
  private final TenantTables tables;
  private final PlainSelect owner;
  /** The FROM items of the owner, in order, with the fenced table each is (or null). */
  private final Map<FromItem, TenantRewriter.Fenced> items = new IdentityHashMap<>();
  private final List<FromItem> order = new ArrayList<>();
  /** Fenced tables no outer join extends with nulls. */
  private final Set<FromItem> preserved = Collections.newSetFromMap(new IdentityHashMap<>());
  /** Per fenced table, the conditions moved into it, in order. */
  private final Map<TenantRewriter.Fenced, List<Expression>> moved = new LinkedHashMap<>();

  private FencePushdown(TenantTables tables, PlainSelect owner) {
    this.tables = tables;
    this.owner = owner;
  }

  /**
   * Moves what may move for every SELECT that owns one of the fenced tables; returns the copies
   * of client parameters it placed inside fences, each with its original.
   */
  static Map<JdbcParameter, JdbcParameter> apply(List<TenantRewriter.Fenced> fenced,
      TenantTables tables) {
    Map<PlainSelect, List<TenantRewriter.Fenced>> byOwner = new IdentityHashMap<>();
    for (TenantRewriter.Fenced f : fenced) {
      if (f.owner != null) {
        byOwner.computeIfAbsent(f.owner, k -> new ArrayList<>()).add(f);
      }
    }
    Map<JdbcParameter, JdbcParameter> copies = new IdentityHashMap<>();
    byOwner.forEach((owner, list) -> new FencePushdown(tables, owner).run(list, copies));
    return copies;
  }

  private void run(List<TenantRewriter.Fenced> fenced, Map<JdbcParameter, JdbcParameter> copies) {
    if (!fromList(fenced)) {
      return;
    }
    new FenceEqualities(this).derive(copies);
    owner.setWhere(moveFrom(owner.getWhere(), null));
    if (owner.getJoins() != null) {
      for (Join j : owner.getJoins()) {
        if (j.getOnExpressions() != null && j.getOnExpressions().size() == 1) {
          Expression on = j.getOnExpression();
          Expression rest = moveFrom(on, j.isLeft() ? j.getFromItem() : null);
          j.setOnExpressions(List.of(rest == null ? on : rest));
          if (rest == null) {
            unmove(on);
          }
        }
      }
    }
    moved.forEach(this::install);
  }

  /** Reads the FROM list; false when its joins are of a kind conditions never move through. */
  private boolean fromList(List<TenantRewriter.Fenced> fenced) {
    Map<FromItem, TenantRewriter.Fenced> byDerived = new IdentityHashMap<>();
    for (TenantRewriter.Fenced f : fenced) {
      byDerived.put(f.derived, f);
    }
    order.add(owner.getFromItem());
    if (owner.getJoins() != null) {
      for (Join j : owner.getJoins()) {
        boolean inner = !j.isLeft() && !j.isRight() && !j.isFull() && !j.isNatural()
            && !j.isApply() && !j.isSemi() && !j.isFetch() && !j.isWindowJoin()
            && !j.isGlobal() && !j.isAsOf() && !j.isArray() && !j.isAny() && !j.isAll()
            && (j.getUsingColumns() == null || j.getUsingColumns().isEmpty());
        boolean left = j.isLeft() && !j.isNatural() && !j.isApply() && !j.isSemi()
            && (j.getUsingColumns() == null || j.getUsingColumns().isEmpty());
        if (!inner && !left) {
          return false;
        }
        order.add(j.getFromItem());
      }
    }
    for (int i = 0; i < order.size(); i++) {
      FromItem item = order.get(i);
      TenantRewriter.Fenced f = byDerived.get(item);
      items.put(item, f);
      boolean nullable = i > 0 && owner.getJoins().get(i - 1).isLeft();
      if (f != null && !nullable) {
        preserved.add(item);
      }
    }
    return true;
  }

  /**
   * Moves the movable conditions ANDed at the top of {@code condition}; returns what stays, or
   * null when nothing does. {@code onlyInto} limits the targets to one item (a LEFT JOIN's).
   */
  private Expression moveFrom(Expression condition, FromItem onlyInto) {
    if (condition == null) {
      return null;
    }
    List<Expression> conjuncts = new ArrayList<>();
    flatten(condition, conjuncts);
    List<Expression> stay = new ArrayList<>();
    for (Expression c : conjuncts) {
      FromItem target = target(c);
      boolean allowed = target != null && (onlyInto == null ? preserved.contains(target)
          : target == onlyInto && items.get(target) != null);
      if (allowed && tables.leakproof().safe(c, column -> typeIn(column, target),
          new IdentityHashMap<JdbcParameter, Set<BindKind>>())) {
        moved.computeIfAbsent(items.get(target), k -> new ArrayList<>()).add(c);
      } else {
        stay.add(c);
      }
    }
    Expression rest = null;
    for (Expression e : stay) {
      Expression atom = stay.size() > 1 && (e instanceof OrExpression || e instanceof XorExpression)
          ? new ParenthesedExpressionList<>(e) : e;
      rest = rest == null ? atom : new AndExpression(rest, atom);
    }
    return rest;
  }

  /** The owner SELECT. */
  PlainSelect owner() {
    return owner;
  }

  TenantTables tables() {
    return tables;
  }

  /** Whether the item is a fenced table no outer join extends with nulls. */
  boolean preserved(FromItem item) {
    return preserved.contains(item);
  }

  /** The fenced table an item is, or null. */
  TenantRewriter.Fenced fencedAt(FromItem item) {
    return items.get(item);
  }

  /** Adds a condition derived for a fenced table, to go inside its fence. */
  void add(FromItem item, Expression condition) {
    moved.computeIfAbsent(items.get(item), k -> new ArrayList<>()).add(condition);
  }

  /** Takes back what {@link #moveFrom} moved out of an ON clause that must keep a condition. */
  private void unmove(Expression on) {
    List<Expression> conjuncts = new ArrayList<>();
    flatten(on, conjuncts);
    for (List<Expression> list : moved.values()) {
      list.removeIf(e -> conjuncts.stream().anyMatch(c -> c == e));
    }
  }

  static void flatten(Expression e, List<Expression> out) {
    if (e instanceof AndExpression and) {
      flatten(and.getLeftExpression(), out);
      flatten(and.getRightExpression(), out);
    } else {
      out.add(e);
    }
  }

  /** The one FROM item every column of the condition belongs to, or null. */
  private FromItem target(Expression condition) {
    List<Column> columns = new ArrayList<>();
    collectColumns(condition, columns);
    FromItem target = null;
    for (Column c : columns) {
      FromItem item = itemOf(c);
      if (item == null || (target != null && target != item)) {
        return null;
      }
      target = item;
    }
    return target;
  }

  private static void collectColumns(Object node, List<Column> out) {
    if (node instanceof Column c) {
      out.add(c);
      return;
    }
    TreeWalker.walk(node, new TreeWalker.Listener() {
      @Override
      public void enter(Object n, TreeWalker.Context ctx) {
        if (n instanceof Column c) {
          out.add(c);
        }
      }
    });
  }

  /** The fenced FROM item a column belongs to, or null when it may belong elsewhere. */
  FromItem itemOf(Column c) {
    Table q = c.getTable();
    if (q != null && q.getName() != null) {
      if (q.getNameParts().size() != 1) {
        return null;
      }
      String name = Identifiers.normalize(q.getName());
      FromItem found = null;
      for (FromItem item : order) {
        String exposed = item.getAlias() != null ? item.getAlias().getName()
            : item instanceof Table t ? t.getName() : null;
        if (name.equals(Identifiers.normalize(exposed))) {
          if (found != null) {
            return null;
          }
          found = item;
        }
      }
      return found != null && items.get(found) != null
          && tables.columnType(items.get(found).relation, c.getColumnName()) != null
          ? found : null;
    }
    FromItem found = null;
    for (FromItem item : order) {
      TenantRewriter.Fenced f = items.get(item);
      if (f == null || (item.getAlias() != null && item.getAlias().getAliasColumns() != null)) {
        return null;
      }
      if (tables.columnType(f.relation, c.getColumnName()) != null) {
        if (found != null) {
          return null;
        }
        found = item;
      }
    }
    return found;
  }

  ColumnType typeIn(Column column, FromItem target) {
    return itemOf(column) == target ? tables.columnType(items.get(target).relation,
        column.getColumnName()) : null;
  }

  /** Puts the moved conditions before the tenant restriction, columns written nl_t.column. */
  private void install(TenantRewriter.Fenced f, List<Expression> conditions) {
    if (conditions.isEmpty()) {
      return;
    }
    Expression where = null;
    for (Expression c : conditions) {
      List<Column> columns = new ArrayList<>();
      collectColumns(c, columns);
      for (Column column : columns) {
        column.setTable(new Table(TenantRewriter.INNER_ALIAS));
      }
      Expression atom = c instanceof OrExpression || c instanceof XorExpression
          ? new ParenthesedExpressionList<>(c) : c;
      where = where == null ? atom : new AndExpression(where, atom);
    }
    f.inner.setWhere(new AndExpression(where, f.inner.getWhere()));
  }
}
