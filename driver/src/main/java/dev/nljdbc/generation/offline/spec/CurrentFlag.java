package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.HistoryTable;
import dev.nljdbc.generation.offline.index.NameScore;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.MeasureWords;
import dev.nljdbc.language.NameWords;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordForms;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Yes/no columns the question names with a word of its own.
 * <ul>
 *   <li>A table that flags its current rows with a column named by a word of the present
 *   ({@code is_current}, {@code curr_flag}) keeps one row for each version of a thing, as a
 *   slowly changing dimension does. A question about the present ("current donors by region",
 *   "how many donors do we have?") reads the flagged rows only, one for each thing; one that
 *   names the past, a period or a trend reads them all. {@link CurrentVersion} leaves such a
 *   table alone.</li>
 *   <li>A word the linker left unplaced that names a flag of the subject, whole, in another form
 *   or abbreviated ("active customers" for {@code actv_flg}), keeps the rows where the flag says
 *   yes, or no after a negation.</li>
 * </ul>
 */
final class CurrentFlag extends SpecStep {

  /** Name words that only say a column is a flag, never what it flags. */
  private static final Set<String> FLAG_WORDS = Set.of("is", "has", "flg", "flag", "ind", "yn");

  CurrentFlag(SpecDraft d) {
    super(d);
  }

  void apply() {
    if (!CurrentRows.speaksOfPast(this) && asksPresent()) {
      for (String name : CurrentVersion.tablesRead(this)) {
        TableEntry t = find(name);
        ColumnEntry flag = t == null ? null : flag(t);
        if (flag != null) {
          keep(flag, false);
        }
      }
    }
    for (Token t : reading.tokens) {
      if (!t.isWord() || Lexicon.isStop(t.lower()) || reading.linkAt(t.index()) != null) {
        continue;
      }
      for (ColumnEntry c : subject.columns) {
        if (!c.tenant && TermPlacer.isFlag(c) && names(c, t.lower())) {
          keep(c, reading.negatedBefore(t.index()));
          reading.place(t);
          d.account(t.index(), SURE, "flag");
          break;
        }
      }
    }
  }

  /**
   * The yes/no column that marks a table's current rows: a flag named by a word of the present,
   * whole or abbreviated. Null when the table has none.
   */
  static ColumnEntry flag(TableEntry table) {
    for (ColumnEntry c : table.columns) {
      if (c.tenant || !TermPlacer.isFlag(c)) {
        continue;
      }
      for (String present : MeasureWords.CURRENT) {
        if (names(c, present)) {
          return c;
        }
      }
    }
    return null;
  }

  /** Whether a word of the column's name, other than a flag's mark, is the word or shortens it. */
  private static boolean names(ColumnEntry c, String word) {
    for (String w : c.words) {
      if (!FLAG_WORDS.contains(w) && (WordForms.similarity(word, w) > 0
          || NameScore.abbreviation(w, word))) {
        return true;
      }
    }
    return false;
  }

  private boolean asksPresent() {
    List<String> words = new ArrayList<>();
    for (Token t : reading.tokens) {
      if (MeasureWords.CURRENT.contains(t.lower())) {
        return true;
      }
      words.add(t.lower());
    }
    return HistoryTable.asksPresentMembers(words);
  }

  private void keep(ColumnEntry flag, boolean negated) {
    for (Filter f : filters) {
      if (col(flag).equals(f.column())) {
        return;
      }
    }
    String value = flag.kind == dev.nljdbc.generation.offline.index.ColumnKind.BOOLEAN
        ? String.valueOf(!negated) : TermPlacer.flagValue(flag, negated);
    filters.add(Filter.values(col(flag), List.of(value), false));
    assumptions.add(NameWords.human(flag.table.name) + " with " + flag.human() + " "
        + value + " only");
  }
}
