package dev.nljdbc.security;

import dev.nljdbc.dialect.SqlDialect;
import java.math.BigInteger;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.expression.DoubleValue;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.JdbcParameter;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.NotExpression;
import net.sf.jsqlparser.expression.Parenthesis;
import net.sf.jsqlparser.expression.SignedExpression;
import net.sf.jsqlparser.expression.StringValue;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.conditional.OrExpression;
import net.sf.jsqlparser.expression.operators.relational.Between;
import net.sf.jsqlparser.expression.operators.relational.ComparisonOperator;
import net.sf.jsqlparser.expression.operators.relational.EqualsTo;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.expression.operators.relational.GreaterThan;
import net.sf.jsqlparser.expression.operators.relational.GreaterThanEquals;
import net.sf.jsqlparser.expression.operators.relational.InExpression;
import net.sf.jsqlparser.expression.operators.relational.IsNullExpression;
import net.sf.jsqlparser.expression.operators.relational.LikeExpression;
import net.sf.jsqlparser.expression.operators.relational.MinorThan;
import net.sf.jsqlparser.expression.operators.relational.MinorThanEquals;
import net.sf.jsqlparser.expression.operators.relational.NotEqualsTo;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.schema.Column;

/**
 * Decides which of a user's conditions may run inside the tenant fence, beside the tenant
 * filter, where the database may evaluate them on other tenants' rows: only conditions that
 * cannot raise an error, a warning or a notice whatever the row holds, so that they reveal
 * nothing about rows the filter then drops.
 *
 * <p>Design note. A condition qualifies when it is built with AND, OR, NOT and parentheses from
 * comparisons ({@code = <> < <= > >=}, BETWEEN, IN with a list, LIKE without ESCAPE, IS NULL)
 * of the fenced table's own columns with each other, with plain literals or with {@code ?}
 * parameters, and the dialect finds every operator the database could apply leakproof
 * ({@link PostgresLeakproof} reads {@code pg_proc.proleakproof}; {@link MariaDbLeakproof} rules
 * out the conversions that warn). Functions, casts, subqueries and anything else stay outside.
 * For a parameter the dialect returns the {@link BindKind}s it may be bound as; any other
 * binding is refused when the statement is bound.
 */
abstract class LeakproofConditions {
  /** Every kind: a parameter whose binding does not matter. */
  static final Set<BindKind> ANY = EnumSet.allOf(BindKind.class);

  /** The rule of a database without a fence: nothing moves. */
  private static final LeakproofConditions NOTHING = new LeakproofConditions() {
    @Override
    Set<BindKind> compare(String operator, Operand left, Operand right) {
      return null;
    }
  };

  /** The type of a column of the fenced table, or null for anything else. */
  interface Columns {
    ColumnType typeOf(Column column);
  }

  /** What one side of a comparison is. */
  enum Kind { COLUMN, PARAMETER, STRING, INTEGER, BIGINT, DECIMAL }

  /** One side of a comparison. */
  static final class Operand {
    final Kind kind;
    final ColumnType type;

    Operand(Kind kind, ColumnType type) {
      this.kind = kind;
      this.type = type;
    }
  }

  /** The rule for the target's dialect and catalogue. */
  static LeakproofConditions of(SqlDialect dialect, List<String[]> operators,
      List<String[]> casts) {
    switch (dialect.tenantFence()) {
      case OFFSET_ZERO:
        return new PostgresLeakproof(operators, casts);
      case UNBOUNDED_LIMIT:
        return new MariaDbLeakproof();
      default:
        return NOTHING;
    }
  }

  /**
   * Whether the condition may run inside the fence; if so, records for each of its parameters
   * the kinds it may be bound as (narrowing what is recorded already).
   */
  final boolean safe(Expression e, Columns columns, Map<JdbcParameter, Set<BindKind>> bindings) {
    if (e instanceof AndExpression and) {
      return safe(and.getLeftExpression(), columns, bindings)
          && safe(and.getRightExpression(), columns, bindings);
    }
    if (e instanceof OrExpression or) {
      return safe(or.getLeftExpression(), columns, bindings)
          && safe(or.getRightExpression(), columns, bindings);
    }
    if (e instanceof NotExpression not && !not.isExclamationMark()) {
      return safe(not.getExpression(), columns, bindings);
    }
    if (e instanceof Parenthesis p) {
      return safe(p.getExpression(), columns, bindings);
    }
    if (e instanceof ParenthesedExpressionList<?> list && list.size() == 1) {
      return safe((Expression) list.get(0), columns, bindings);
    }
    if (e instanceof IsNullExpression isNull) {
      return isNull.getOldOracleJoinSyntax() == 0
          && operand(isNull.getLeftExpression(), columns) != null
          && operand(isNull.getLeftExpression(), columns).kind == Kind.COLUMN;
    }
    if (e instanceof Between between) {
      String low = between.isNot() ? "<" : ">=";
      String high = between.isNot() ? ">" : "<=";
      return !between.isUsingSymmetric() && between.getOldOracleJoinSyntax() == 0
          && comparison(low, between.getLeftExpression(), between.getBetweenExpressionStart(),
              columns, bindings)
          && comparison(high, between.getLeftExpression(), between.getBetweenExpressionEnd(),
              columns, bindings);
    }
    if (e instanceof InExpression in) {
      return in(in, columns, bindings);
    }
    if (e instanceof LikeExpression like) {
      boolean plain = like.getLikeKeyWord() == LikeExpression.KeyWord.LIKE
          && like.getEscape() == null && !like.isUseBinary()
          && like.getOldOracleJoinSyntax() == 0;
      return plain && comparison(like.isNot() ? "!~~" : "~~", like.getLeftExpression(),
          like.getRightExpression(), columns, bindings);
    }
    String operator = operator(e);
    if (operator == null) {
      return false;
    }
    ComparisonOperator c = (ComparisonOperator) e;
    return c.getOldOracleJoinSyntax() == 0 && c.getOraclePriorPosition() == 0
        && comparison(operator, c.getLeftExpression(), c.getRightExpression(), columns,
            bindings);
  }

  /**
   * The kinds a parameter in this comparison may be bound as ({@link #ANY} when it does not
   * matter or there is none), or null when the comparison is not leakproof.
   */
  abstract Set<BindKind> compare(String operator, Operand left, Operand right);

  private boolean in(InExpression in, Columns columns, Map<JdbcParameter, Set<BindKind>> bindings) {
    if (in.isGlobal() || in.getOldOracleJoinSyntax() != 0
        || !(in.getRightExpression() instanceof ExpressionList<?> list) || list.isEmpty()) {
      return false;
    }
    for (Object item : list) {
      if (!(item instanceof Expression)
          || !comparison(in.isNot() ? "<>" : "=", in.getLeftExpression(), (Expression) item,
              columns, bindings)) {
        return false;
      }
    }
    return true;
  }

  private boolean comparison(String operator, Expression left, Expression right,
      Columns columns, Map<JdbcParameter, Set<BindKind>> bindings) {
    Operand l = operand(left, columns);
    Operand r = operand(right, columns);
    if (l == null || r == null || (l.kind != Kind.COLUMN && r.kind != Kind.COLUMN)) {
      return false;
    }
    Set<BindKind> kinds = compare(operator, l, r);
    if (kinds == null) {
      return false;
    }
    for (Expression side : new Expression[] {left, right}) {
      if (side instanceof JdbcParameter p) {
        bindings.merge(p, kinds, (a, b) -> {
          Set<BindKind> both = EnumSet.copyOf(a);
          both.retainAll(b);
          return both;
        });
      }
    }
    return true;
  }

  private static Operand operand(Expression e, Columns columns) {
    if (e instanceof Column c) {
      ColumnType type = columns.typeOf(c);
      return type == null ? null : new Operand(Kind.COLUMN, type);
    }
    if (e instanceof JdbcParameter p) {
      return !p.isUseFixedIndex() && "?".equals(p.getParameterCharacter())
          ? new Operand(Kind.PARAMETER, null) : null;
    }
    if (e instanceof StringValue s) {
      return s.getPrefix() == null && "'".equals(s.getQuoteStr())
          ? new Operand(Kind.STRING, null) : null;
    }
    if (e instanceof SignedExpression signed && signed.getSign() == '-') {
      Operand inner = operand(signed.getExpression(), columns);
      return inner != null && (inner.kind == Kind.INTEGER || inner.kind == Kind.BIGINT
          || inner.kind == Kind.DECIMAL) ? inner : null;
    }
    if (e != null && e.getClass() == LongValue.class) {
      BigInteger v = ((LongValue) e).getBigIntegerValue();
      return new Operand(v.bitLength() < Integer.SIZE ? Kind.INTEGER
          : v.bitLength() < Long.SIZE ? Kind.BIGINT : Kind.DECIMAL, null);
    }
    if (e != null && e.getClass() == DoubleValue.class) {
      return new Operand(Kind.DECIMAL, null);
    }
    return null;
  }

  private static String operator(Expression e) {
    if (e == null) {
      return null;
    }
    Class<?> k = e.getClass();
    if (k == EqualsTo.class) {
      return "=";
    }
    if (k == NotEqualsTo.class) {
      return "<>";
    }
    if (k == GreaterThan.class) {
      return ">";
    }
    if (k == GreaterThanEquals.class) {
      return ">=";
    }
    if (k == MinorThan.class) {
      return "<";
    }
    if (k == MinorThanEquals.class) {
      return "<=";
    }
    return null;
  }
}
