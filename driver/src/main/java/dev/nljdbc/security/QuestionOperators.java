package dev.nljdbc.security;

import java.util.Map;
import net.sf.jsqlparser.expression.operators.relational.JsonOperator;

/**
 * Renders PostgreSQL's operators {@code ?}, {@code ?|} and {@code ?&} (jsonb keys, hstore, ...)
 * in pgjdbc's escaped spelling {@code ??}, {@code ??|}, {@code ??&}: the final SQL is prepared
 * as a pgjdbc statement, where a bare {@code ?} is a parameter and the escape is the operator.
 * On a database without these operators they are refused, because its driver would count the
 * escape as parameters.
 */
final class QuestionOperators implements TreeWalker.Listener {
  private static final Map<String, String> ESCAPED = Map.of("?", "??", "?|", "??|", "?&", "??&");

  private final boolean supported;
  private int questionMarks;

  /** @param supported whether the target has the operators (PostgreSQL, or not known) */
  QuestionOperators(boolean supported) {
    this.supported = supported;
  }

  /**
   * Whether a gate with this catalogue (null when there is none) may send the operators: the
   * target is PostgreSQL, or not known (a gate without a tenant has no catalogue).
   */
  static boolean supported(TenantTables tables) {
    return tables == null || tables.dialect().hasJsonbQuestionOperators();
  }

  /** How many {@code ?} operators the walk found. */
  int questionMarks() {
    return questionMarks;
  }

  @Override
  public Object replace(Object node, TreeWalker.Context ctx) {
    if (!(node instanceof JsonOperator op)) {
      return null;
    }
    String escaped = ESCAPED.get(op.getStringExpression());
    if (escaped == null) {
      return null;
    }
    if (!supported) {
      throw new Refusal(Rule.UNSUPPORTED, "the operator " + op.getStringExpression()
          + " exists on PostgreSQL only; this database's driver would read it as a parameter");
    }
    if ("?".equals(op.getStringExpression())) {
      questionMarks++;
    }
    JsonOperator replacement = new JsonOperator(escaped);
    replacement.setLeftExpression(op.getLeftExpression());
    replacement.setRightExpression(op.getRightExpression());
    return replacement;
  }
}
