package dev.nljdbc.security;

import dev.nljdbc.dialect.TenantFence;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.JdbcParameter;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.relational.EqualsTo;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Limit;
import net.sf.jsqlparser.statement.select.Offset;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.SelectItem;

/**
 * The second, independent check (story 3, AC4): run on the final SQL as re-parsed from its text,
 * it verifies that every physical reference to a tenant table is the only FROM item of a SELECT
 * of exactly the rewriter's shape, {@code SELECT * FROM t nl_t WHERE nl_t.col = ?} with the
 * dialect's fence ({@code OFFSET 0} on PostgreSQL, {@code LIMIT 9223372036854775807} on MariaDB,
 * none elsewhere, none on a MariaDB statement {@link InertQuery} finds inert, and none in a
 * PostgreSQL subquery {@link CorrelatedSubqueries} finds needs none), and records
 * which {@code ?} positions those restrictions use. Conditions
 * ANDed before the restriction must be leakproof by {@link LeakproofConditions}, on columns
 * written {@code nl_t.column}. The gate then requires those positions to be exactly the ones it binds
 * the tenant value to. Anything else refuses the statement.
 */
final class TenantValidator implements TreeWalker.Listener {
  private final TenantTables tables;
  private final SecurityPolicy policy;
  private final String column;
  private final Set<Object> restricted = Collections.newSetFromMap(new IdentityHashMap<>());
  private final List<Integer> restrictionParameters = new ArrayList<>();
  private final List<TenantTables.TenantColumn> restrictionColumns = new ArrayList<>();
  private final Map<Integer, Set<BindKind>> bindKinds = new HashMap<>();
  /** Whether the statement needs no fence ({@link InertQuery}): the filters may stand without. */
  private final boolean unfenced;
  /**
   * The filters of correlated subqueries that need no fence ({@link CorrelatedSubqueries}): these
   * may stand without.
   */
  private final Supplier<Set<PlainSelect>> unfencedSubqueries;

  TenantValidator(TenantTables tables, SecurityPolicy policy, boolean unfenced) {
    this(tables, policy, unfenced, Set::of);
  }

  /**
   * A validator that also accepts the unfenced filters of the subqueries
   * {@code unfencedSubqueries} returns, asked the first time a filter without a fence is met.
   */
  TenantValidator(TenantTables tables, SecurityPolicy policy, boolean unfenced,
      Supplier<Set<PlainSelect>> unfencedSubqueries) {
    this.tables = tables;
    this.policy = policy;
    this.unfenced = unfenced;
    this.unfencedSubqueries = unfencedSubqueries;
    this.column = Identifiers.normalize(tables.tenantColumn());
  }

  /** The textual positions (1-based) of the parameters the restrictions compare with. */
  List<Integer> restrictionParameters() {
    return restrictionParameters;
  }

  /**
   * The tenant column each restriction compares, in the order of
   * {@link #restrictionParameters()}; null where the restricted table is not a tenant table.
   */
  List<TenantTables.TenantColumn> restrictionColumns() {
    return restrictionColumns;
  }

  @Override
  public void enter(Object node, TreeWalker.Context ctx) {
    if (node instanceof PlainSelect plainSelect) {
      JdbcParameter p = restriction(plainSelect);
      if (p != null) {
        Table table = (Table) plainSelect.getFromItem();
        restricted.add(table);
        restrictionParameters.add(p.getIndex());
        restrictionColumns.add(tenantColumn(table, ctx));
      }
    }
  }

  @Override
  public FromItem relation(Table table, TreeWalker.Context ctx) {
    if (tables.readsCte(table, ctx.scope)) {
      return null;
    }
    TenantTables.Resolution r = TenantRewriter.resolve(tables, policy, table);
    if (r.kind == TenantTables.Kind.TENANT && !restricted.contains(table)) {
      throw new Refusal(Rule.TENANT_VALIDATION, "the final SQL reads "
          + table.getFullyQualifiedName() + " without the tenant restriction");
    }
    return null;
  }

  @Override
  public void otherTable(Table table, TreeWalker.Context ctx) {
    TenantRewriter.refuseUnrestrictable(tables, policy, table, ctx);
  }

  private TenantTables.TenantColumn tenantColumn(Table table, TreeWalker.Context ctx) {
    if (tables.readsCte(table, ctx.scope)) {
      return null;
    }
    TenantTables.Resolution r = tables.resolve(table.getSchemaName(), table.getName());
    return r.kind == TenantTables.Kind.TENANT ? r.relation.tenant : null;
  }

  /** The parameter of a SELECT of the rewriter's exact shape, or null. */
  private JdbcParameter restriction(PlainSelect ps) {
    if (!(ps.getFromItem() instanceof Table t)) {
      return null;
    }
    boolean shape = t.getAlias() != null
        && TenantRewriter.INNER_ALIAS.equals(t.getAlias().getName())
        && (t.getAlias().getAliasColumns() == null || t.getAlias().getAliasColumns().isEmpty())
        && empty(ps.getJoins()) && empty(ps.getWithItemsList()) && empty(ps.getLateralViews())
        && ps.getSelectItems() != null && ps.getSelectItems().size() == 1
        && isPlainStar(ps.getSelectItems().get(0))
        && ps.getDistinct() == null && ps.getGroupBy() == null && ps.getHaving() == null
        && ps.getQualify() == null && ps.getPreWhere() == null
        && (fenceAsRequired(ps.getOffset(), ps.getLimit()) || (ps.getOffset() == null
            && ps.getLimit() == null && unfencedSubqueries.get().contains(ps)))
        && ps.getFetch() == null
        && ps.getTop() == null && ps.getOracleHierarchical() == null;
    if (!shape) {
      return null;
    }
    List<Expression> conjuncts = new ArrayList<>();
    Expression where = ps.getWhere();
    while (where instanceof AndExpression and) {
      conjuncts.add(0, and.getRightExpression());
      where = and.getLeftExpression();
    }
    conjuncts.add(0, where);
    if (!(conjuncts.get(conjuncts.size() - 1) instanceof EqualsTo eq)
        || eq.getClass() != EqualsTo.class || eq.getOldOracleJoinSyntax() != 0) {
      return null;
    }
    if (!(eq.getLeftExpression() instanceof Column c)
        || !(eq.getRightExpression() instanceof JdbcParameter)) {
      return null;
    }
    Table q = c.getTable();
    if (q == null || q.getNameParts().size() != 1
        || !TenantRewriter.INNER_ALIAS.equals(q.getName())
        || !columnOf(t).equals(Identifiers.normalize(c.getColumnName()))) {
      return null;
    }
    JdbcParameter p = (JdbcParameter) eq.getRightExpression();
    if (p.isUseFixedIndex() || !"?".equals(p.getParameterCharacter())) {
      return null;
    }
    Map<JdbcParameter, Set<BindKind>> kinds = new IdentityHashMap<>();
    TenantTables.Resolution r = TenantRewriter.resolve(tables, t);
    for (Expression condition : conjuncts.subList(0, conjuncts.size() - 1)) {
      if (r.relation == null
          || !tables.leakproof().safe(condition, column -> fencedColumn(column, r), kinds)) {
        throw new Refusal(Rule.TENANT_VALIDATION, "a condition inside the tenant filter of "
            + t.getFullyQualifiedName() + " is not leakproof");
      }
    }
    kinds.forEach((parameter, allowed) -> bindKinds.put(parameter.getIndex(), allowed));
    return p;
  }

  /** The type of a column written {@code nl_t.column} of the fenced relation, else null. */
  private ColumnType fencedColumn(Column column, TenantTables.Resolution r) {
    Table q = column.getTable();
    if (q == null || q.getNameParts().size() != 1
        || !TenantRewriter.INNER_ALIAS.equals(q.getName())) {
      return null;
    }
    return tables.columnType(r.relation, column.getColumnName());
  }

  /**
   * The positions (1-based) of the client's parameters compared inside a fence, with the kinds
   * each may be bound as.
   */
  Map<Integer, Set<BindKind>> bindKinds() {
    return bindKinds;
  }

  /**
   * The tenant column of the table a restriction reads: the configured column, or the key
   * column of a table whose rows are the tenants themselves.
   */
  private String columnOf(Table table) {
    TenantTables.Resolution r = TenantRewriter.resolve(tables, table);
    return r.relation != null && r.relation.tenant != null
        ? Identifiers.normalize(r.relation.tenant.name) : column;
  }

  /**
   * Exactly the dialect's fence: {@code OFFSET 0} on PostgreSQL, {@code LIMIT
   * 9223372036854775807} on MariaDB, neither elsewhere; on a statement that needs no fence,
   * also neither.
   */
  private boolean fenceAsRequired(Offset offset, Limit limit) {
    TenantFence fence = tables.dialect().tenantFence();
    if (unfenced && offset == null && limit == null) {
      return true;
    }
    if (fence == TenantFence.OFFSET_ZERO) {
      return limit == null && offset != null && offset.getOffsetParam() == null
          && isLiteral(offset.getOffset(), fence);
    }
    if (fence == TenantFence.UNBOUNDED_LIMIT) {
      return offset == null && limit != null && limit.getOffset() == null
          && !limit.isLimitAll() && !limit.isLimitNull() && limit.getByExpressions() == null
          && isLiteral(limit.getRowCount(), fence);
    }
    return offset == null && limit == null;
  }

  private static boolean isLiteral(Expression e, TenantFence fence) {
    return e != null && e.getClass() == LongValue.class && fence.literal().equals(e.toString());
  }

  private static boolean isPlainStar(SelectItem<?> item) {
    return item.getAlias() == null && item.getExpression() != null
        && item.getExpression().getClass() == AllColumns.class
        && ((AllColumns) item.getExpression()).getExceptColumns() == null
        && ((AllColumns) item.getExpression()).getReplaceExpressions() == null;
  }

  private static boolean empty(List<?> list) {
    return list == null || list.isEmpty();
  }
}
