package dev.nljdbc.security;

import dev.nljdbc.dialect.TenantFence;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.expression.Alias;
import net.sf.jsqlparser.expression.JdbcParameter;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.operators.relational.EqualsTo;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.Limit;
import net.sf.jsqlparser.statement.select.Offset;
import net.sf.jsqlparser.statement.select.ParenthesedFromItem;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;

/**
 * Replaces every physical reference to a tenant table with a filtered derived table.
 *
 * <p>Design note. {@code FROM orders o} becomes
 * {@code FROM (SELECT * FROM orders nl_t WHERE nl_t.tenant_id = ?) o} (with the dialect's
 * fence, see {@link #fence}), and an unaliased
 * {@code orders} keeps {@code orders} as the derived table's alias. The restriction therefore sits
 * on the table itself, not in the query's WHERE clause: an outer join stays an outer join (the
 * filter never meets the NULL-extended rows), {@code WHERE a = 1 OR b = 2} keeps its precedence,
 * and {@code SELECT *} keeps its columns. It is applied wherever the walker finds a table in a
 * FROM or JOIN position, so subqueries in any clause, CTE bodies, set-operation branches, LATERAL
 * items and nested derived tables are all covered. A reference to a CTE is left alone, because
 * the CTE's own body is restricted, but only where the database certainly reads the CTE: H2
 * prefers an existing table to a CTE of the same name, so there such a name is restricted as
 * the table it is (see {@link TenantTables#readsCte}). The tenant value is a JDBC parameter,
 * never text.
 */
final class TenantRewriter implements TreeWalker.Listener {
  /** The alias of the physical table inside the derived table. */
  static final String INNER_ALIAS = "nl_t";

  private final TenantTables tables;
  private final SecurityPolicy policy;
  private final List<JdbcParameter> parameters = new ArrayList<>();
  private final List<TenantTables.TenantColumn> columns = new ArrayList<>();
  private final List<Fenced> fenced = new ArrayList<>();

  TenantRewriter(TenantTables tables, SecurityPolicy policy) {
    this.tables = tables;
    this.policy = policy;
  }

  /** The tenant parameters injected, in injection order. */
  List<JdbcParameter> parameters() {
    return parameters;
  }

  /** The tenant column behind each injected parameter. */
  List<TenantTables.TenantColumn> columns() {
    return columns;
  }

  @Override
  public FromItem relation(Table table, TreeWalker.Context ctx) {
    if (tables.readsCte(table, ctx.scope)) {
      return null;
    }
    TenantTables.Resolution r = resolve(tables, policy, table);
    if (r.kind != TenantTables.Kind.TENANT) {
      return null;
    }
    return restrict(table, r.relation, ctx);
  }

  @Override
  public void otherTable(Table table, TreeWalker.Context ctx) {
    refuseUnrestrictable(tables, policy, table, ctx);
  }

  /**
   * Resolves a physical reference, refusing relations the catalogue does not know: a table
   * created after loading could be a tenant table, and a name JSqlParser reads as a table may
   * be something else to the target ({@code FROM (TABLE orders) t} parses as a table named
   * {@code TABLE}, while PostgreSQL reads {@code orders}).
   */
  static TenantTables.Resolution resolve(TenantTables tables, Table t) {
    TenantTables.Resolution r = tables.resolve(t.getSchemaName(), t.getName());
    if (r.kind == TenantTables.Kind.UNKNOWN) {
      throw new Refusal(Rule.UNKNOWN_RELATION, t.getFullyQualifiedName()
          + " is not in the catalogue nljdbc loaded from the target; with a tenant configured,"
          + " unknown relations are refused");
    }
    return r;
  }

  /**
   * As {@link #resolve(TenantTables, Table)}, also refusing a relation that may read tenant rows
   * without the tenant column (a view, an inheritance parent: {@link TenantTables.Kind#UNPROVEN})
   * unless the operator listed it as shared, which then resolves as a plain table.
   */
  static TenantTables.Resolution resolve(TenantTables tables, SecurityPolicy policy, Table t) {
    TenantTables.Resolution r = resolve(tables, t);
    if (r.kind != TenantTables.Kind.UNPROVEN) {
      return r;
    }
    if (policy.isShared(r.relation.schema, r.relation.name)) {
      return TenantTables.Resolution.PLAIN;
    }
    if (r.relation.namedLikeTenants) {
      throw new Refusal(Rule.UNPROVEN_RELATION, t.getFullyQualifiedName() + " has no "
          + tables.tenantColumn() + " column and is named like the tenants themselves, but no"
          + " foreign key from " + tables.tenantColumn() + " says which of its columns holds the"
          + " tenant, so it may list every tenant; declare that foreign key (the table is then"
          + " filtered by its key) or, if it holds no tenant data, list it in tenant.sharedTables");
    }
    throw new Refusal(Rule.UNPROVEN_RELATION, t.getFullyQualifiedName() + " has no "
        + tables.tenantColumn() + " column but may read tenant rows (a view, a foreign table or"
        + " a parent of inheriting or partition tables), so the tenant filter cannot be proven;"
        + " an operator may list it in tenant.sharedTables");
  }

  /** Refuses a possible tenant table in a position no derived table can take. */
  static void refuseUnrestrictable(TenantTables tables, SecurityPolicy policy, Table t,
      TreeWalker.Context ctx) {
    if (tables.readsCte(t, ctx.scope)) {
      return;
    }
    TenantTables.Resolution r = tables.resolve(t.getSchemaName(), t.getName());
    boolean shared = r.kind == TenantTables.Kind.UNPROVEN
        && policy.isShared(r.relation.schema, r.relation.name);
    if (r.kind != TenantTables.Kind.PLAIN && !shared) {
      throw new Refusal(Rule.UNSUPPORTED, t.getFullyQualifiedName()
          + " appears where the tenant filter cannot be applied");
    }
  }

  /**
   * Whether another item of the FROM list is exposed under the table's bare name: PostgreSQL
   * tells {@code a.t} and {@code b.t} apart, but the derived tables would both be called
   * {@code t}.
   */
  private static boolean exposedTwice(PlainSelect select, Table table) {
    String name = Identifiers.normalize(table.getName());
    List<FromItem> items = new ArrayList<>();
    collect(select.getFromItem(), select.getJoins(), items);
    for (FromItem item : items) {
      if (item == table) {
        continue;
      }
      String exposed = item.getAlias() != null ? item.getAlias().getName()
          : item instanceof Table ? ((Table) item).getName() : null;
      if (name.equals(Identifiers.normalize(exposed))) {
        return true;
      }
    }
    return false;
  }

  /** The SELECT whose own join list holds the join, or null. */
  private static PlainSelect joined(PlainSelect owner, Join join) {
    return owner != null && join != null && owner.getJoins() != null
        && owner.getJoins().stream().anyMatch(j -> j == join) ? owner : null;
  }

  private static void collect(FromItem from, List<Join> joins, List<FromItem> out) {
    if (from instanceof ParenthesedFromItem && from.getAlias() == null) {
      ParenthesedFromItem p = (ParenthesedFromItem) from;
      collect(p.getFromItem(), p.getJoins(), out);
    } else if (from != null) {
      out.add(from);
    }
    if (joins != null) {
      for (Join j : joins) {
        collect(j.getFromItem(), null, out);
      }
    }
  }

  /**
   * The derived tables' fence: {@code OFFSET 0} on PostgreSQL, which neither pulls such a
   * subquery up into the outer query nor pushes the outer query's conditions down into it;
   * {@code LIMIT 9223372036854775807} on MariaDB, which neither merges such a derived table
   * nor pushes conditions into it, so that index condition pushdown never meets them. Every
   * user expression then sees only rows the tenant filter has already passed. Without it the
   * planner may test a cheap user condition first, and an expression that fails or warns on
   * another tenant's row would print that row's value. {@link FencePushdown} then moves the
   * conditions that cannot leak inside.
   */
  static TenantFence fence(TenantTables tables) {
    return tables.dialect().tenantFence();
  }

  /**
   * Takes the fence off every derived table this rewrite made, for a statement that needs none
   * ({@link InertQuery}).
   */
  void unfence() {
    for (Fenced f : fenced) {
      f.inner.setOffset(null);
      f.inner.setLimit(null);
    }
  }

  /**
   * Takes the fence off the derived tables of these inner SELECTs, in subqueries that need none
   * ({@link CorrelatedSubqueries}).
   */
  void unfence(Set<PlainSelect> inners) {
    for (Fenced f : fenced) {
      if (inners.contains(f.inner)) {
        f.inner.setOffset(null);
        f.inner.setLimit(null);
      }
    }
  }

  /** The fenced derived tables this rewrite made, for {@link FencePushdown}. */
  List<Fenced> fenced() {
    return fenced;
  }

  /** One filtered derived table: where it stands and what it reads. */
  static final class Fenced {
    final ParenthesedSelect derived;
    final PlainSelect inner;
    final TenantTables.Relation relation;
    final PlainSelect owner;

    Fenced(ParenthesedSelect derived, PlainSelect inner, TenantTables.Relation relation,
        PlainSelect owner) {
      this.derived = derived;
      this.inner = inner;
      this.relation = relation;
      this.owner = owner;
    }
  }

  private FromItem restrict(Table table, TenantTables.Relation relation,
      TreeWalker.Context ctx) {
    TenantTables.TenantColumn column = relation.tenant;
    Alias alias = table.getAlias();
    if (alias == null && table.getNameParts().size() > 1 && ctx.select != null
        && exposedTwice(ctx.select, table)) {
      throw new Refusal(Rule.UNSUPPORTED, "two tables named " + table.getName() + " in one FROM"
          + " clause need aliases before the tenant filter can be applied");
    }
    Alias outer = alias != null ? alias : new Alias(table.getName(), false);
    table.setAlias(new Alias(INNER_ALIAS, false));

    JdbcParameter parameter = new JdbcParameter(0, false, "?");
    PlainSelect inner = new PlainSelect();
    inner.addSelectItems(new AllColumns());
    inner.setFromItem(table);
    inner.setWhere(new EqualsTo(new Column(new Table(INNER_ALIAS), column.sql), parameter));
    TenantFence fence = fence(tables);
    if (fence == TenantFence.OFFSET_ZERO) {
      inner.setOffset(new Offset().withOffset(new LongValue(fence.literal())));
    } else if (fence == TenantFence.UNBOUNDED_LIMIT) {
      inner.setLimit(new Limit().withRowCount(new LongValue(fence.literal())));
    }
    PlainSelect owner = ctx.select;
    if (owner != null && ctx.join == null && owner.getFromItem() == table && owner.isUsingOnly()) {
      owner.setUsingOnly(false);
      inner.setUsingOnly(true);
    }

    ParenthesedSelect derived = new ParenthesedSelect();
    derived.setSelect(inner);
    derived.setAlias(outer);
    parameters.add(parameter);
    columns.add(column);
    if (fence != TenantFence.NONE) {
      fenced.add(new Fenced(derived, inner, relation, ctx.join == null
          && owner != null && owner.getFromItem() == table ? owner : joined(owner, ctx.join)));
    }
    return derived;
  }
}
