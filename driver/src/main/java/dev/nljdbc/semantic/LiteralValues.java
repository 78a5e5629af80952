package dev.nljdbc.semantic;

import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.TableInfo;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.ExpressionVisitorAdapter;
import net.sf.jsqlparser.expression.StringValue;

/**
 * Whether the data's own words beat a value synonym: when the synonym's phrase holds a value
 * stored in its table ("open" in "open tickets", a sampled {@code status}) and its condition
 * does not use that value ({@code closed_at IS NULL}), the person who typed the stored value
 * most likely meant it, so the engine reads the word as that value instead of the synonym.
 * A synonym whose condition uses the value ("urgent tickets": {@code prio = 'urgent'}) or whose
 * words are no stored value ("unpaid invoices") applies as always.
 */
final class LiteralValues {
  private LiteralValues() {}

  /** Whether a stored value named in the synonym's phrase overrides the synonym. */
  static boolean override(NljdbcExtension.ValueSynonym synonym, TableInfo table) {
    if (table == null) {
      return false;
    }
    String phrase = " " + words(synonym.phrase()) + " ";
    Set<String> used = null;
    for (ColumnInfo c : table.columns()) {
      for (String value : c.sampleValues()) {
        String v = words(value);
        if (v.isEmpty() || !phrase.contains(" " + v + " ")) {
          continue;
        }
        if (used == null) {
          used = literals(synonym.condition());
          if (used == null) {
            return false;
          }
        }
        if (!used.contains(value.toLowerCase(Locale.ROOT))) {
          return true;
        }
      }
    }
    return false;
  }

  private static String words(String text) {
    return text.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
  }

  /** The string literals of a condition, lower case; null when it does not parse. */
  private static Set<String> literals(String condition) {
    Expression e = Expressions.parseCondition(condition);
    if (e == null) {
      return null;
    }
    Set<String> found = new HashSet<>();
    e.accept(new ExpressionVisitorAdapter<Void>() {
      @Override
      public <S> Void visit(StringValue value, S context) {
        found.add(value.getValue().toLowerCase(Locale.ROOT));
        return null;
      }
    }, null);
    return found;
  }
}
