package dev.nljdbc.generation.offline.sql;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.dialect.H2Dialect;
import dev.nljdbc.generation.offline.plan.Cond;
import dev.nljdbc.generation.offline.plan.Expr;
import dev.nljdbc.generation.offline.plan.QueryPlan;
import dev.nljdbc.generation.offline.words.AggFunc;
import dev.nljdbc.generation.offline.words.CompareOp;
import dev.nljdbc.language.DateBound;
import dev.nljdbc.language.TimeUnit;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every kind of the sealed {@link Cond} and {@link Expr} has a rendering: the renderer's
 * {@code instanceof} chains cover each permitted record, so a new kind without a branch fails
 * here rather than at a user's question.
 */
class SqlRendererKindsTest {

  private static final Expr.Column COLUMN = new Expr.Column("t", "c");

  /** A value of a record component's type, for building one instance of every kind. */
  private static Object sample(Class<?> type) {
    if (type == Expr.class || type == Expr.Column.class) {
      return COLUMN;
    }
    if (type == Cond.class) {
      return new Cond.Compare(COLUMN, CompareOp.GT, new Expr.Literal(BigDecimal.TEN), null);
    }
    if (type == String.class || type == Object.class) {
      return "x";
    }
    if (type == boolean.class) {
      return false;
    }
    if (type == List.class) {
      return List.of();
    }
    if (type == CompareOp.class) {
      return CompareOp.GT;
    }
    if (type == Integer.class) {
      return 3;
    }
    if (type == BigDecimal.class) {
      return BigDecimal.TEN;
    }
    if (type == TimeUnit.class) {
      return TimeUnit.MONTH;
    }
    if (type == AggFunc.class) {
      return AggFunc.SUM;
    }
    if (type == DateBound.class) {
      return new DateBound(LocalDate.of(2024, 1, 1), null, 0, null);
    }
    throw new AssertionError("no sample value of " + type + ": add one to this test");
  }

  private static Object instance(Class<?> kind) throws ReflectiveOperationException {
    RecordComponent[] components = kind.getRecordComponents();
    Class<?>[] types = new Class<?>[components.length];
    Object[] values = new Object[components.length];
    for (int i = 0; i < components.length; i++) {
      types[i] = components[i].getType();
      values[i] = sample(types[i]);
    }
    return kind.getDeclaredConstructor(types).newInstance(values);
  }

  private static String render(List<QueryPlan.Item> select, List<Cond> where) {
    return new SqlRenderer(H2Dialect.DEFAULT).render(new QueryPlan(null, null, "t", List.of(),
        select, false, where, List.of(), List.of(), List.of(), null));
  }

  @Test
  void everyConditionKindRenders() throws ReflectiveOperationException {
    Class<?>[] kinds = Cond.class.getPermittedSubclasses();
    assertTrue(kinds.length >= 7, List.of(kinds).toString());
    for (Class<?> kind : kinds) {
      Cond cond = (Cond) instance(kind);
      String sql = render(List.of(new QueryPlan.Item(COLUMN, null)), List.of(cond));
      assertTrue(sql.contains(" WHERE "), kind.getSimpleName() + ": " + sql);
    }
  }

  @Test
  void everyExpressionKindRenders() throws ReflectiveOperationException {
    Class<?>[] kinds = Expr.class.getPermittedSubclasses();
    assertTrue(kinds.length >= 9, List.of(kinds).toString());
    for (Class<?> kind : kinds) {
      Expr expr = (Expr) instance(kind);
      String sql = render(List.of(new QueryPlan.Item(expr, null)), List.of());
      assertTrue(sql.startsWith("SELECT ") && sql.contains(" FROM "),
          kind.getSimpleName() + ": " + sql);
    }
  }
}
