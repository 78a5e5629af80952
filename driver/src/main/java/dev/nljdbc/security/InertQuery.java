package dev.nljdbc.security;

import dev.nljdbc.dialect.TenantFence;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.JdbcParameter;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.GroupByElement;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.Limit;
import net.sf.jsqlparser.statement.select.OrderByElement;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SelectItem;

/**
 * Whether a statement needs no fence on MariaDB: outside its tenant-filtered derived tables it
 * holds nothing that could raise an error or a warning on a row, so it does not matter which
 * rows MariaDB's optimizer runs it on once it merges those derived tables into the statement.
 *
 * <p>Design note. MariaDB's fence ({@code LIMIT 9223372036854775807}) makes the optimizer
 * materialise each filtered table, which costs a temporary table per table of the statement
 * (docs/performance.md, "The tenant fence at scale"). It is there so that no user expression runs
 * on another tenant's row. A statement qualifies when it is one SELECT whose FROM items are all
 * tenant-filtered derived tables joined by inner or left joins without {@code USING}; whose WHERE
 * and ON clauses are leakproof comparisons between columns ({@link LeakproofConditions}: no value
 * of a row is converted) with no parameter; whose select list holds only columns, {@code *},
 * {@code COUNT}, {@code MIN}, {@code MAX} of a column or {@code *} and {@code SUM}, {@code AVG} of
 * a numeric column; whose GROUP BY and ORDER BY name columns; with no HAVING, no subquery, no
 * window and a literal LIMIT. The conditions the gate moved inside the filtered tables are
 * leakproof by the same rule, and a merged table keeps the tenant condition beside them, so the
 * merged statement runs nothing on another tenant's row that the fenced one does not run there
 * already (a leakproof condition evaluated on index entries, out of scope as timing). The gate
 * decides this on its tree; the validator decides it again on the final SQL's parse.
 */
final class InertQuery {
  private static final Set<String> ANY_COLUMN = Set.of("COUNT", "MIN", "MAX");
  private static final Set<String> NUMERIC_COLUMN = Set.of("SUM", "AVG");

  private final TenantTables tables;
  private final List<FromItem> items = new ArrayList<>();
  private final Map<FromItem, TenantTables.Relation> relations = new IdentityHashMap<>();

  private InertQuery(TenantTables tables) {
    this.tables = tables;
  }

  /** Whether the statement may go without the fence: on MariaDB, when it is inert. */
  static boolean unfenceable(Select select, TenantTables tables) {
    return tables != null && tables.dialect().tenantFence() == TenantFence.UNBOUNDED_LIMIT
        && test(select, tables);
  }

  /** Whether the statement holds nothing outside its filtered tables that could raise. */
  static boolean test(Select select, TenantTables tables) {
    return select instanceof PlainSelect p && new InertQuery(tables).inert(p);
  }

  private boolean inert(PlainSelect p) {
    boolean plain = empty(p.getWithItemsList()) && p.getHaving() == null
        && p.getQualify() == null && p.getPreWhere() == null && p.getFetch() == null
        && p.getTop() == null && p.getOracleHierarchical() == null && p.getOffset() == null
        && empty(p.getLateralViews()) && p.getIntoTables() == null && p.getWindowDefinitions() == null
        && p.getForMode() == null && p.getForUpdateTable() == null && literalLimit(p.getLimit());
    if (!plain || !item(p.getFromItem())) {
      return false;
    }
    if (p.getJoins() != null) {
      for (Join j : p.getJoins()) {
        boolean kind = !j.isRight() && !j.isFull() && !j.isNatural() && !j.isApply()
            && !j.isSemi() && !j.isCross() && !j.isStraight() && !j.isSimple()
            && empty(j.getUsingColumns()) && j.getOnExpressions() != null
            && !j.getOnExpressions().isEmpty();
        if (!kind || !item(j.getFromItem())) {
          return false;
        }
      }
      for (Join j : p.getJoins()) {
        for (Expression on : j.getOnExpressions()) {
          if (!condition(on)) {
            return false;
          }
        }
      }
    }
    if (p.getWhere() != null && !condition(p.getWhere())) {
      return false;
    }
    for (SelectItem<?> s : p.getSelectItems()) {
      if (!selected(s.getExpression())) {
        return false;
      }
    }
    GroupByElement group = p.getGroupBy();
    if (group != null && (!empty(group.getGroupingSets()) || !columns(
        group.getGroupByExpressionList()))) {
      return false;
    }
    if (p.getOrderByElements() != null) {
      for (OrderByElement o : p.getOrderByElements()) {
        if (!(o.getExpression() instanceof Column c) || typeOf(c) == null) {
          return false;
        }
      }
    }
    return true;
  }

  /** A tenant-filtered derived table of the rewriter's shape, with an alias. */
  private boolean item(FromItem item) {
    if (!(item instanceof ParenthesedSelect derived) || derived.getAlias() == null
        || !empty(derived.getAlias().getAliasColumns())
        || !(derived.getSelect() instanceof PlainSelect inner)
        || !(inner.getFromItem() instanceof Table t) || t.getAlias() == null
        || !TenantRewriter.INNER_ALIAS.equals(t.getAlias().getName())
        || !empty(inner.getJoins())) {
      return false;
    }
    TenantTables.Resolution r = TenantRewriter.resolve(tables, t);
    if (r.kind != TenantTables.Kind.TENANT || r.relation == null) {
      return false;
    }
    items.add(item);
    relations.put(item, r.relation);
    return true;
  }

  private boolean condition(Expression e) {
    Map<JdbcParameter, Set<BindKind>> bindings = new IdentityHashMap<>();
    return tables.leakproof().safe(e, this::typeOf, bindings) && bindings.isEmpty();
  }

  private boolean selected(Expression e) {
    if (e instanceof AllColumns all) {
      return all.getExceptColumns() == null && all.getReplaceExpressions() == null;
    }
    if (e instanceof Column c) {
      return typeOf(c) != null;
    }
    if (e == null || e.getClass() != Function.class) {
      return false;
    }
    Function f = (Function) e;
    String name = f.getName() == null ? "" : f.getName().toUpperCase(Locale.ROOT);
    boolean plain = f.getKeep() == null && f.getOrderByElements() == null
        && f.getNamedParameters() == null && f.getAttribute() == null
        && !f.isIgnoreNulls() && f.getOnOverflowTruncate() == null;
    if (!plain) {
      return false;
    }
    if (f.isAllColumns()) {
      return name.equals("COUNT") && !f.isDistinct();
    }
    ExpressionList<?> args = f.getParameters();
    if (args != null && args.size() == 1 && args.get(0) != null
        && args.get(0).getClass() == AllColumns.class) {
      return name.equals("COUNT") && !f.isDistinct();
    }
    if (args == null || args.size() != 1 || !(args.get(0) instanceof Column c)) {
      return false;
    }
    ColumnType type = typeOf(c);
    return type != null && (ANY_COLUMN.contains(name)
        || (NUMERIC_COLUMN.contains(name) && type.numeric()));
  }

  private boolean columns(List<?> list) {
    if (list == null) {
      return true;
    }
    for (Object o : list) {
      if (!(o instanceof Column c) || typeOf(c) == null) {
        return false;
      }
    }
    return true;
  }

  /** The type of a column of one of the filtered tables, or null. */
  private ColumnType typeOf(Column c) {
    Table q = c.getTable();
    if (q == null || q.getName() == null) {
      return items.size() == 1 ? tables.columnType(relations.get(items.get(0)),
          c.getColumnName()) : null;
    }
    if (q.getNameParts().size() != 1) {
      return null;
    }
    String name = Identifiers.normalize(q.getName());
    FromItem found = null;
    for (FromItem item : items) {
      if (name.equals(Identifiers.normalize(item.getAlias().getName()))) {
        if (found != null) {
          return null;
        }
        found = item;
      }
    }
    return found == null ? null : tables.columnType(relations.get(found), c.getColumnName());
  }

  private static boolean literalLimit(Limit limit) {
    return limit == null || (limit.getOffset() == null && limit.getByExpressions() == null
        && !limit.isLimitAll() && !limit.isLimitNull() && limit.getRowCount() != null
        && limit.getRowCount().getClass() == LongValue.class);
  }

  private static boolean empty(List<?> list) {
    return list == null || list.isEmpty();
  }
}
