package dev.nljdbc.security;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * PostgreSQL's rule for conditions inside the fence, from the target's own catalogue: a
 * comparison qualifies when every operator the planner could choose for it is leakproof
 * ({@code pg_proc.proleakproof} of the operator's function), and so is every implicit cast it
 * could apply to a column. This is the test PostgreSQL applies itself before it pushes a
 * condition into a security-barrier view.
 *
 * <p>Design note. Operator resolution is followed as far as it matters: an exact match of the
 * operand types wins; otherwise every operator whose operand types the operands reach by at most
 * one implicit cast is a candidate, and all candidates must pass. A literal string is of unknown
 * type and takes the column's; an integer literal is {@code int4}, {@code int8} or
 * {@code numeric} as its value fits, a decimal one {@code numeric}. A parameter's type is the
 * one the client's driver declares for the bound value ({@link BindKind}): the rule returns
 * the kinds that pass or make the planner refuse the statement (no operator: nothing is read).
 * A comparison with no operator on the column's own type (arrays, enums, domains) never
 * qualifies.
 */
final class PostgresLeakproof extends LeakproofConditions {
  /** Verdict of one resolution. */
  private enum Verdict { LEAKPROOF, LEAKY, NO_OPERATOR }

  private static final String UNKNOWN = "unknown";

  /** operator name -> left type -> right type -> leakproof. */
  private final Map<String, Map<String, Map<String, Boolean>>> operators = new HashMap<>();
  /** source type -> target type -> leakproof. */
  private final Map<String, Map<String, Boolean>> casts = new HashMap<>();

  PostgresLeakproof(List<String[]> operatorRows, List<String[]> castRows) {
    for (String[] r : operatorRows) {
      operators.computeIfAbsent(r[0], k -> new HashMap<>())
          .computeIfAbsent(r[1], k -> new HashMap<>()).put(r[2], "t".equals(r[3]));
    }
    for (String[] r : castRows) {
      casts.computeIfAbsent(r[0], k -> new HashMap<>()).put(r[1], "t".equals(r[2]));
    }
  }

  @Override
  Set<BindKind> compare(String operator, Operand left, Operand right) {
    Map<String, Map<String, Boolean>> byLeft = operators.get(operator);
    if (byLeft == null) {
      return null;
    }
    for (Operand o : new Operand[] {left, right}) {
      if (o.kind == Kind.COLUMN && resolve(byLeft, o.type.typeName, true, UNKNOWN, false)
          != Verdict.LEAKPROOF) {
        return null;
      }
    }
    if (left.kind == Kind.PARAMETER || right.kind == Kind.PARAMETER) {
      boolean columnLeft = left.kind == Kind.COLUMN;
      String column = columnLeft ? left.type.typeName : right.type.typeName;
      Set<BindKind> kinds = EnumSet.noneOf(BindKind.class);
      for (BindKind k : BindKind.values()) {
        String t = k.postgresType();
        if (t != null && passes(columnLeft ? resolve(byLeft, column, true, t, false)
            : resolve(byLeft, t, false, column, true))) {
          kinds.add(k);
        }
      }
      return kinds.isEmpty() ? null : kinds;
    }
    for (String l : types(left)) {
      for (String r : types(right)) {
        if (!passes(resolve(byLeft, l, left.kind == Kind.COLUMN, r, right.kind == Kind.COLUMN))) {
          return null;
        }
      }
    }
    return ANY;
  }

  private static boolean passes(Verdict v) {
    return v != Verdict.LEAKY;
  }

  private static List<String> types(Operand o) {
    switch (o.kind) {
      case COLUMN:
        return List.of(o.type.typeName);
      case STRING:
        return List.of(UNKNOWN);
      case INTEGER:
        return List.of("int4");
      case BIGINT:
        return List.of("int8");
      default:
        return List.of("numeric");
    }
  }

  /**
   * How the planner could resolve {@code left op right}; {@code row} tells a side whose casts
   * run on row values (a column) from one whose casts run on a constant.
   */
  private Verdict resolve(Map<String, Map<String, Boolean>> byLeft, String left,
      boolean leftRow, String right, boolean rightRow) {
    if (UNKNOWN.equals(left) && UNKNOWN.equals(right)) {
      return Verdict.LEAKY;
    }
    String exactLeft = UNKNOWN.equals(left) ? right : left;
    String exactRight = UNKNOWN.equals(right) ? left : right;
    Boolean exact = byLeft.getOrDefault(exactLeft, Map.of()).get(exactRight);
    if (exact != null) {
      return exact ? Verdict.LEAKPROOF : Verdict.LEAKY;
    }
    boolean any = false;
    for (String l : reach(left, byLeft.keySet())) {
      Map<String, Boolean> byRight = byLeft.get(l);
      if (byRight == null) {
        continue;
      }
      for (String r : reach(right, byRight.keySet())) {
        Boolean proof = byRight.get(r);
        if (proof == null) {
          continue;
        }
        any = true;
        if (!proof || (leftRow && !castProof(left, l)) || (rightRow && !castProof(right, r))) {
          return Verdict.LEAKY;
        }
      }
    }
    return any ? Verdict.LEAKPROOF : Verdict.NO_OPERATOR;
  }

  /** The type itself and every type it casts to implicitly; every type for unknown. */
  private List<String> reach(String type, Set<String> all) {
    if (UNKNOWN.equals(type)) {
      return new ArrayList<>(all);
    }
    List<String> out = new ArrayList<>();
    out.add(type);
    out.addAll(casts.getOrDefault(type, Map.of()).keySet());
    return out;
  }

  private boolean castProof(String from, String to) {
    return from.equals(to) || Boolean.TRUE.equals(casts.getOrDefault(from, Map.of()).get(to));
  }
}
