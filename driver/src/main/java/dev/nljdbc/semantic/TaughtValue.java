package dev.nljdbc.semantic;

import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.util.List;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.operators.relational.EqualsTo;
import net.sf.jsqlparser.schema.Column;

/**
 * A learned answer that names one value of one column, as the clarification about a word the
 * engine could not place offers it ({@code tickets.prio = 'urgent'}): in a model draft it
 * becomes a value synonym of that table ("escalations" for {@code prio = 'urgent'}).
 *
 * @param table the table
 * @param condition the condition on the table's own column, unqualified ({@code prio = 'urgent'})
 */
record TaughtValue(TableInfo table, String condition) {

  /** The value an answer names, or null when it is no {@code table.column = value}. */
  static TaughtValue of(SchemaSnapshot schema, String answer) {
    if (answer == null || answer.indexOf('=') < 0) {
      return null;
    }
    Expression e = Expressions.parseCondition(answer.strip());
    if (!(e instanceof EqualsTo eq) || !(eq.getLeftExpression() instanceof Column column)
        || column.getTable() == null || column.getTable().getName() == null) {
      return null;
    }
    TableInfo table = schema.table(column.getTable().getName());
    if (table == null || table.column(column.getColumnName()) == null) {
      return null;
    }
    List<Column> others = Expressions.columns(eq.getRightExpression());
    if (!others.isEmpty()) {
      return null;
    }
    return new TaughtValue(table, Expressions.qualified(answer.strip(), true, null));
  }
}
