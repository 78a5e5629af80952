package dev.nljdbc.semantic;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.JSQLParserException;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.ExpressionVisitorAdapter;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.OrderByElement;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;

/** Parses model expressions and lists the columns they read. */
final class Expressions {
  private Expressions() {}

  /** The parsed expression, or null when it does not parse. */
  static Expression parse(String sql) {
    try {
      return CCJSqlParserUtil.parseExpression(sql, false);
    } catch (JSQLParserException | RuntimeException e) {
      return null;
    }
  }

  /** The parsed condition, or null when it does not parse. */
  static Expression parseCondition(String sql) {
    try {
      return CCJSqlParserUtil.parseCondExpression(sql, false);
    } catch (JSQLParserException | RuntimeException e) {
      return null;
    }
  }

  /**
   * The elements of an ORDER BY list written in a model ({@code "LastName", "FirstName" DESC}),
   * identifiers as written; empty when it does not parse.
   */
  static List<OrderByElement> orderBy(String text) {
    try {
      if (CCJSqlParserUtil.parse("SELECT 1 FROM t ORDER BY " + text) instanceof PlainSelect p
          && p.getOrderByElements() != null) {
        return new ArrayList<>(p.getOrderByElements());
      }
    } catch (JSQLParserException | RuntimeException e) {
      return List.of();
    }
    return List.of();
  }

  /** The column references of an expression, in order. */
  static List<Column> columns(Expression expression) {
    List<Column> columns = new ArrayList<>();
    expression.accept(new ExpressionVisitorAdapter<Void>() {
      @Override
      public <S> Void visit(Column column, S context) {
        columns.add(column);
        return null;
      }
    }, null);
    return columns;
  }

  /**
   * The subqueries an expression contains ({@code x IN (SELECT ...)}, {@code EXISTS (...)}), in
   * order, without those nested inside them.
   */
  static List<Select> subqueries(Expression expression) {
    List<Select> selects = new ArrayList<>();
    expression.accept(new ExpressionVisitorAdapter<Void>() {
      @Override
      public <S> Void visit(Select select, S context) {
        selects.add(select);
        return null;
      }
    }, null);
    return selects;
  }

  /** The expression with every column qualified by {@code alias} (null: unqualified). */
  static String qualified(String sql, boolean condition, String alias) {
    Expression e = condition ? parseCondition(sql) : parse(sql);
    if (e == null) {
      return sql;
    }
    for (Column c : columns(e)) {
      c.setTable(alias == null ? null : new net.sf.jsqlparser.schema.Table(alias));
    }
    return e.toString();
  }
}
