package dev.nljdbc.security;

import java.util.EnumSet;
import java.util.Set;

/**
 * MariaDB's rule for conditions inside the fence. MariaDB warns, rather than fails, when it
 * converts a value, and the warning quotes the value ({@code Truncated incorrect DOUBLE value}),
 * so a condition qualifies only where no row value is ever converted: a number or temporal
 * column compared with a column of its family or with any literal or parameter (the constant is
 * what gets converted), a string column compared with a string column or a string (a literal,
 * or a parameter bound as text), and a string column {@code LIKE} a string. Every row value
 * then keeps its own type, and comparing values of one type raises nothing.
 */
final class MariaDbLeakproof extends LeakproofConditions {
  private static final Set<BindKind> TEXT = EnumSet.of(BindKind.TEXT, BindKind.NULL);

  @Override
  Set<BindKind> compare(String operator, Operand left, Operand right) {
    if (left.kind == Kind.COLUMN && right.kind == Kind.COLUMN) {
      boolean same = (left.type.numeric() && right.type.numeric())
          || (left.type.temporal() && right.type.temporal())
          || (left.type.text() && right.type.text());
      return same && !operator.contains("~") ? ANY : null;
    }
    Operand column = left.kind == Kind.COLUMN ? left : right;
    Operand other = column == left ? right : left;
    if (operator.contains("~")) {
      if (!column.type.text() || column != left) {
        return null;
      }
      return other.kind == Kind.STRING ? ANY : other.kind == Kind.PARAMETER ? TEXT : null;
    }
    if (column.type.numeric() || column.type.temporal()) {
      return ANY;
    }
    if (column.type.text()) {
      return other.kind == Kind.STRING ? ANY : other.kind == Kind.PARAMETER ? TEXT : null;
    }
    return null;
  }
}
