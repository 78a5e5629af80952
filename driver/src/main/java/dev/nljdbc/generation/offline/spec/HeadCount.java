package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.Reading;
import dev.nljdbc.generation.offline.spec.QuerySpec.Agg;
import dev.nljdbc.generation.offline.spec.QuerySpec.Col;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.words.AggFunc;
import dev.nljdbc.language.MeasureWords;
import dev.nljdbc.language.NameWords;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordForms;

/**
 * "What's our headcount?", "headcount by depot": the people on the staff now. The staff table
 * is the one that records when its people were hired ({@link MeasureWords#HIRE}); the count
 * keeps those who have not left, the rows whose nullable leaving date ({@link MeasureWords#END},
 * "term" for termination too) is empty. A question that conditions that date keeps its own.
 */
final class HeadCount extends SpecStep {

  /** The fewest letters a shortened leaving word keeps ("term" for termination). */
  private static final int MIN_PREFIX = 4;

  HeadCount(SpecDraft d) {
    super(d);
  }

  void apply() {
    if (!roles.headcount) {
      return;
    }
    aggregates.clear();
    aggregates.add(new Agg(AggFunc.COUNT, null, false, subject.name));
    projections.clear();
    d.distinct = false;
    ColumnEntry left = leavingDate(subject);
    for (Token t : reading.tokens) {
      if (t.isWord() && MeasureWords.HEADCOUNT.contains(t.lower())
          && reading.linkAt(t.index()) == null) {
        d.account(t.index(), left == null ? GUESSED : SURE, "headcount");
      }
    }
    if (left == null || conditioned(col(left))) {
      return;
    }
    filters.add(Filter.isNull(col(left), false));
    assumptions.add("headcount: " + NameWords.human(subject.name) + " with no " + left.human());
  }

  private boolean conditioned(Col c) {
    for (Filter f : filters) {
      if (c.equals(f.column())) {
        return true;
      }
    }
    return false;
  }

  /**
   * The staff table of a question with an unlinked headcount word: the table with a hire date,
   * or null.
   */
  static TableEntry staffTable(Reading reading) {
    boolean asked = false;
    for (Token t : reading.tokens) {
      asked |= t.isWord() && MeasureWords.HEADCOUNT.contains(t.lower())
          && reading.linkAt(t.index()) == null;
    }
    if (!asked) {
      return null;
    }
    TableEntry best = null;
    for (TableEntry table : reading.index.tables) {
      if (hireDate(table) != null && (best == null
          || leavingDate(table) != null && leavingDate(best) == null)) {
        best = table;
      }
    }
    return best;
  }

  private static ColumnEntry hireDate(TableEntry table) {
    for (ColumnEntry c : table.columns) {
      if (c.isTemporal() && named(c, MeasureWords.HIRE, false)) {
        return c;
      }
    }
    return null;
  }

  /** The nullable date a member's leaving is recorded in, or null. */
  static ColumnEntry leavingDate(TableEntry table) {
    for (ColumnEntry c : table.columns) {
      if (c.isTemporal() && !c.tenant && c.info.nullable() && named(c, MeasureWords.END, true)
          && !named(c, MeasureWords.HIRE, false)) {
        return c;
      }
    }
    return null;
  }

  private static boolean named(ColumnEntry c, java.util.Set<String> words, boolean prefixes) {
    for (String w : c.words) {
      String lower = WordForms.lemma(w.toLowerCase(java.util.Locale.ROOT));
      if (words.contains(lower) || words.contains(w.toLowerCase(java.util.Locale.ROOT))) {
        return true;
      }
      for (String word : words) {
        if (prefixes && lower.length() >= MIN_PREFIX && word.length() > lower.length()
            && word.startsWith(lower)) {
          return true;
        }
      }
    }
    return false;
  }
}
