package dev.nljdbc.security;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.JdbcParameter;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.operators.relational.EqualsTo;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;

/**
 * Carries a value across a join's equality into the other table's fence: with
 * {@code WHERE p.id = ?} and {@code ON c.parent_id = p.id}, the fence of the child table gets
 * {@code nl_t.parent_id = ?} too (the same client value, bound twice), so that the join reads
 * the matching rows by index instead of the tenant's whole table. A fence hides the join
 * condition from the planner; this puts back what the planner would have inferred itself.
 *
 * <p>Design note. Only equalities of two columns of the same type name, of two fenced tables,
 * and a column's equality with a {@code ?} parameter or an integer literal, count. The value
 * condition must hold for the whole query (the WHERE clause or an inner join's ON clause, on a
 * table no outer join extends with nulls); the column equality too, or be the ON clause of the
 * LEFT JOIN of the table that receives the copy (rows of other values could only ever be
 * null-extended there, and the WHERE clause drops their partners). The derived condition must
 * pass {@link LeakproofConditions} like any other, and adds to the conditions the query keeps:
 * nothing is removed.
 */
final class FenceEqualities {
  private final FencePushdown pushdown;

  FenceEqualities(FencePushdown pushdown) {
    this.pushdown = pushdown;
  }

  /** A column of a fenced table: the item and the column's normalised name. */
  private record Ref(FromItem item, String column, Column node) {}

  /** A column equality, and the only item that may receive a copy (null: either side). */
  private record Pair(Ref a, Ref b, FromItem onlyInto) {}

  /** Derives the conditions and records the parameter copies it makes. */
  void derive(Map<JdbcParameter, JdbcParameter> copies) {
    List<Expression> global = new ArrayList<>();
    FencePushdown.flatten(pushdown.owner().getWhere(), global);
    List<Pair> pairs = new ArrayList<>();
    if (pushdown.owner().getJoins() != null) {
      for (Join j : pushdown.owner().getJoins()) {
        if (j.getOnExpressions() == null || j.getOnExpressions().size() != 1) {
          continue;
        }
        List<Expression> on = new ArrayList<>();
        FencePushdown.flatten(j.getOnExpression(), on);
        if (j.isLeft()) {
          for (Expression e : on) {
            Pair p = pair(e, j.getFromItem());
            if (p != null) {
              pairs.add(p);
            }
          }
        } else {
          global.addAll(on);
        }
      }
    }
    List<Ref> valued = new ArrayList<>();
    List<Expression> values = new ArrayList<>();
    for (Expression e : global) {
      Pair p = pair(e, null);
      if (p != null) {
        pairs.add(p);
      } else if (e instanceof EqualsTo eq && eq.getClass() == EqualsTo.class
          && eq.getOldOracleJoinSyntax() == 0) {
        value(eq.getLeftExpression(), eq.getRightExpression(), valued, values);
        value(eq.getRightExpression(), eq.getLeftExpression(), valued, values);
      }
    }
    for (Pair p : pairs) {
      for (int i = 0; i < valued.size(); i++) {
        Ref v = valued.get(i);
        if (same(v, p.a) && (p.onlyInto == null || p.onlyInto == p.b.item)) {
          carry(p.b, values.get(i), copies);
        } else if (same(v, p.b) && (p.onlyInto == null || p.onlyInto == p.a.item)) {
          carry(p.a, values.get(i), copies);
        }
      }
    }
  }

  private static boolean same(Ref x, Ref y) {
    return x.item == y.item && x.column.equals(y.column);
  }

  private void value(Expression column, Expression value, List<Ref> valued,
      List<Expression> values) {
    Ref r = column instanceof Column c ? ref(c) : null;
    boolean plain = (value instanceof JdbcParameter p && !p.isUseFixedIndex()
        && "?".equals(p.getParameterCharacter())) || (value != null
        && value.getClass() == LongValue.class);
    if (r != null && plain && pushdown.preserved(r.item)) {
      valued.add(r);
      values.add(value);
    }
  }

  /** A column equality of two fenced tables whose columns share a type name, or null. */
  private Pair pair(Expression e, FromItem onlyInto) {
    if (!(e instanceof EqualsTo eq) || eq.getClass() != EqualsTo.class
        || eq.getOldOracleJoinSyntax() != 0
        || !(eq.getLeftExpression() instanceof Column l)
        || !(eq.getRightExpression() instanceof Column r)) {
      return null;
    }
    Ref a = ref(l);
    Ref b = ref(r);
    if (a == null || b == null || a.item == b.item) {
      return null;
    }
    ColumnType ta = pushdown.typeIn(l, a.item);
    ColumnType tb = pushdown.typeIn(r, b.item);
    if (ta == null || tb == null || ta.typeName.isEmpty() || !ta.typeName.equals(tb.typeName)) {
      return null;
    }
    if (onlyInto == null && !(pushdown.preserved(a.item) && pushdown.preserved(b.item))) {
      return null;
    }
    return new Pair(a, b, onlyInto);
  }

  private Ref ref(Column c) {
    FromItem item = pushdown.itemOf(c);
    return item == null || pushdown.fencedAt(item) == null ? null
        : new Ref(item, Identifiers.normalize(c.getColumnName()), c);
  }

  /** Adds {@code target = value} to the target's fence when it is leakproof there. */
  private void carry(Ref target, Expression value, Map<JdbcParameter, JdbcParameter> copies) {
    Expression copy;
    JdbcParameter original = null;
    if (value instanceof JdbcParameter p) {
      copy = new JdbcParameter(0, false, "?");
      original = p;
    } else {
      copy = new LongValue(((LongValue) value).getStringValue());
    }
    Table qualifier = target.node.getTable() != null && target.node.getTable().getName() != null
        ? new Table(target.node.getTable().getName()) : null;
    Column column = new Column(qualifier, target.node.getColumnName());
    EqualsTo condition = new EqualsTo(column, copy);
    Map<JdbcParameter, Set<BindKind>> kinds = new IdentityHashMap<>();
    if (pushdown.tables().leakproof().safe(condition,
        c -> pushdown.typeIn(c, target.item), kinds)) {
      pushdown.add(target.item, condition);
      if (original != null) {
        copies.put((JdbcParameter) copy, original);
      }
    }
  }
}
