package dev.nljdbc.semantic;

import dev.nljdbc.schema.TableInfo;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.GroupByElement;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.OrderByElement;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.SelectItem;

/**
 * The columns one SELECT reads anywhere (selects, counts, conditions, groups, orders or joins
 * on), taken before the model adds its own conditions: what the question itself asked about.
 */
final class ReadColumns {
  private final List<Column> columns = new ArrayList<>();

  private ReadColumns() {}

  /** The columns {@code p} reads as it stands. */
  static ReadColumns of(PlainSelect p) {
    ReadColumns read = new ReadColumns();
    read.columns.addAll(everyColumn(p));
    return read;
  }

  /** Every column reference of {@code p}'s own clauses, in clause order. */
  static List<Column> everyColumn(PlainSelect p) {
    List<Expression> parts = new ArrayList<>();
    for (SelectItem<?> item : p.getSelectItems()) {
      parts.add(item.getExpression());
    }
    parts.add(p.getWhere());
    parts.add(p.getHaving());
    GroupByElement group = p.getGroupBy();
    if (group != null && group.getGroupByExpressionList() != null) {
      parts.addAll(group.getGroupByExpressionList());
    }
    if (p.getOrderByElements() != null) {
      for (OrderByElement o : p.getOrderByElements()) {
        parts.add(o.getExpression());
      }
    }
    if (p.getJoins() != null) {
      for (Join j : p.getJoins()) {
        if (j.getOnExpressions() != null) {
          parts.addAll(j.getOnExpressions());
        }
      }
    }
    List<Column> columns = new ArrayList<>();
    for (Expression e : parts) {
      if (e != null) {
        columns.addAll(Expressions.columns(e));
      }
    }
    return columns;
  }

  /**
   * The names (lower case) of the columns read of one reference to a table: qualified by its
   * alias, or unqualified and a column of the table.
   */
  Set<String> of(String alias, TableInfo table) {
    String a = Identifiers.unquote(alias).toLowerCase(Locale.ROOT);
    Set<String> names = new HashSet<>();
    for (Column c : columns) {
      String name = Identifiers.unquote(c.getColumnName());
      boolean unqualified = c.getTable() == null || c.getTable().getName() == null;
      if (unqualified ? table != null && table.column(name) != null
          : Identifiers.unquote(c.getTable().getName()).toLowerCase(Locale.ROOT).equals(a)) {
        names.add(name.toLowerCase(Locale.ROOT));
      }
    }
    return names;
  }

  /** The names (lower case) of the columns a condition reads; empty when it does not parse. */
  static Set<String> ofCondition(String condition) {
    Set<String> names = new HashSet<>();
    Expression e = Expressions.parseCondition(condition);
    if (e != null) {
      for (Column c : Expressions.columns(e)) {
        names.add(Identifiers.unquote(c.getColumnName()).toLowerCase(Locale.ROOT));
      }
    }
    return names;
  }

  /**
   * Whether a model's condition stands back: the query reads one of its columns, or one of the
   * question's own conditions on the dataset (a value synonym or condition word it used) does.
   */
  static boolean contradicted(String condition, Set<String> read, List<String> said) {
    Set<String> own = ofCondition(condition);
    for (String s : said) {
      for (String c : ofCondition(s)) {
        if (own.contains(c)) {
          return true;
        }
      }
    }
    return read.stream().anyMatch(own::contains);
  }
}
