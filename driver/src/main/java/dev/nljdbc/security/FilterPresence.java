package dev.nljdbc.security;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.expression.CastExpression;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.StringValue;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.relational.EqualsTo;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.expression.operators.relational.InExpression;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.PlainSelect;

/**
 * Decides whether the client's SQL already has the tenant filter (policy {@code reject}, and the
 * warning of policy {@code hybrid}).
 *
 * <p>"Has the filter" means: every physical reference to a tenant table, in every scope of the
 * query, is restricted where it is introduced. A reference {@code R} (exposed as its alias, or
 * its table name) is restricted when the WHERE clause of the SELECT whose FROM list holds it has,
 * among the conditions ANDed at its top level, {@code R.col = <tenant value>} (either side; an
 * unqualified {@code col} counts when {@code R} is that SELECT's only FROM item), or when {@code R}
 * is the item of an inner or LEFT join whose ON clause has such a condition at its top level. The
 * value must be a literal equal to the tenant value ({@code 105} or {@code '105'}, possibly cast,
 * {@code 105::int}, or the only value of an IN list, {@code IN (105)}); a {@code ?}
 * parameter does not count, nor does a filter in an outer query, under an OR, or on a RIGHT or
 * FULL join.
 */
final class FilterPresence implements TreeWalker.Listener {
  private final TenantTables tables;
  private final String column;
  /** The tenant column of the relation being checked (a tenants' table filters by its key). */
  private String current;
  private final String value;
  private final List<String> missing = new ArrayList<>();

  FilterPresence(TenantTables tables, String value) {
    this.tables = tables;
    this.column = Identifiers.normalize(tables.tenantColumn());
    this.value = value;
  }

  /** The references that lack the filter, as written. */
  List<String> missing() {
    return missing;
  }

  @Override
  public FromItem relation(Table table, TreeWalker.Context ctx) {
    if (tables.readsCte(table, ctx.scope)) {
      return null;
    }
    TenantTables.Resolution resolution = TenantRewriter.resolve(tables, table);
    if (resolution.kind != TenantTables.Kind.TENANT) {
      return null;
    }
    current = resolution.relation != null && resolution.relation.tenant != null
        ? Identifiers.normalize(resolution.relation.tenant.name) : column;
    String exposed = table.getAlias() != null ? table.getAlias().getName() : table.getName();
    if (!filtered(table, Identifiers.normalize(exposed), ctx)) {
      missing.add(table.getAlias() != null
          ? table.getFullyQualifiedName() + " " + exposed : table.getFullyQualifiedName());
    }
    return null;
  }

  private boolean filtered(Table table, String exposed, TreeWalker.Context ctx) {
    PlainSelect s = ctx.select;
    if (s != null) {
      boolean sole = s.getFromItem() == table && (s.getJoins() == null || s.getJoins().isEmpty());
      if (hasCondition(s.getWhere(), exposed, sole)) {
        return true;
      }
    }
    Join j = ctx.join;
    if (j != null && !j.isRight() && !j.isFull() && j.getOnExpressions() != null) {
      for (Expression on : j.getOnExpressions()) {
        if (hasCondition(on, exposed, false)) {
          return true;
        }
      }
    }
    return false;
  }

  private boolean hasCondition(Expression e, String exposed, boolean sole) {
    if (e == null) {
      return false;
    }
    if (e instanceof ParenthesedExpressionList) {
      ParenthesedExpressionList<?> p = (ParenthesedExpressionList<?>) e;
      return p.size() == 1 && hasCondition(p.get(0), exposed, sole);
    }
    if (e instanceof AndExpression and) {
      return hasCondition(and.getLeftExpression(), exposed, sole)
          || hasCondition(and.getRightExpression(), exposed, sole);
    }
    if (e instanceof EqualsTo eq) {
      return isFilter(eq.getLeftExpression(), eq.getRightExpression(), exposed, sole)
          || isFilter(eq.getRightExpression(), eq.getLeftExpression(), exposed, sole);
    }
    if (e instanceof InExpression in) {
      if (in.isNot() || !(in.getRightExpression() instanceof ExpressionList)) {
        return false;
      }
      ExpressionList<?> values = (ExpressionList<?>) in.getRightExpression();
      if (values.isEmpty()) {
        return false;
      }
      for (Object v : values) {
        if (!(v instanceof Expression listed)
            || !isFilter(in.getLeftExpression(), listed, exposed, sole)) {
          return false;
        }
      }
      return true;
    }
    return false;
  }

  private boolean isFilter(Expression left, Expression right, String exposed, boolean sole) {
    if (!(left instanceof Column c)) {
      return false;
    }
    if (!current.equals(Identifiers.normalize(c.getColumnName()))) {
      return false;
    }
    Table q = c.getTable();
    boolean qualified = q != null && q.getName() != null;
    if (qualified ? !exposed.equals(Identifiers.normalize(q.getName())) : !sole) {
      return false;
    }
    return isTenantLiteral(right);
  }

  private boolean isTenantLiteral(Expression e) {
    if (e instanceof CastExpression castExpression) {
      return isTenantLiteral(castExpression.getLeftExpression());
    }
    if (e instanceof ParenthesedExpressionList && ((ParenthesedExpressionList<?>) e).size() == 1
        && ((ParenthesedExpressionList<?>) e).get(0) instanceof Expression) {
      return isTenantLiteral((Expression) ((ParenthesedExpressionList<?>) e).get(0));
    }
    if (e instanceof LongValue longValue) {
      return sameNumber(longValue.getStringValue(), value);
    }
    if (e instanceof StringValue literal) {
      return value.equals(literal.getValue());
    }
    return false;
  }

  private static boolean sameNumber(String a, String b) {
    try {
      return new BigDecimal(a.trim()).compareTo(new BigDecimal(b.trim())) == 0;
    } catch (NumberFormatException e) {
      return false;
    }
  }
}
