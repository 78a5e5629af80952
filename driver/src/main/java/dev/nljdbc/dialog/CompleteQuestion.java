package dev.nljdbc.dialog;

import dev.nljdbc.generation.offline.link.LinkCandidate;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.link.SchemaLinking;
import dev.nljdbc.generation.offline.link.TermLink;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.NameWords;
import dev.nljdbc.language.WordForms;
import dev.nljdbc.language.Words;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Whether a short text without a refinement cue is a question that stands on its own
 * (docs/requirements.md#new-or-refinement).
 *
 * <p>Design note. A refinement needs a cue or a fragment that cannot stand alone: "by region",
 * "for last year", "only shipped ones", "Europe", "total amount". A text is complete when its
 * head (the words before its first scope word such as "by", "in", "for") names its own subject,
 * a table, by a word linked to it or by the last word of its name ("cancelled orders this year",
 * "top customers by total", "average order value by region"); or names a measure, a column,
 * grouped by something ("revenue by sales channel", "total repair cost per category") or, after
 * an aggregate word, over a period of its own ("average rent last year"). A text that opens with
 * a scope word or a follow-up opener other than "top" and "bottom" is a fragment.
 */
final class CompleteQuestion {
  /** Words that group a measure: "total repair cost per category". */
  private static final Set<String> GROUPING = Set.of("by", "per");
  /** Follow-up openers a complete question may start with: "top 10 customers by revenue". */
  private static final Set<String> RANKING = Set.of("top", "bottom");

  private CompleteQuestion() {
  }

  /** Whether the linked text names its own subject in its head. */
  static boolean standsAlone(String text, SchemaLinking linking, SchemaSnapshot schema) {
    Words words = Words.of(text);
    if (words.size() < 2) {
      return false;
    }
    int first = words.skip(0, Lexicon.COURTESY);
    if (first >= words.size() || words.isIn(first, Lexicon.SCOPE)
        || words.isIn(first, Lexicon.FOLLOW_UP_OPENERS) && !words.isIn(first, RANKING)) {
      return false;
    }
    int scope = words.indexOf(first + 1, Lexicon.SCOPE);
    int headWords = scope < 0 ? words.size() : scope;
    int headEnd = scope < 0 ? text.length() : words.start(scope);
    for (TermLink term : linking.terms()) {
      if (term.start() >= headEnd || term.candidates().isEmpty()) {
        continue;
      }
      for (LinkCandidate c : term.isAmbiguous() ? term.tied() : List.of(term.best())) {
        if (c.kind() == LinkKind.TABLE) {
          return true;
        }
      }
    }
    boolean grouped = scope >= 0 && words.isIn(scope, GROUPING);
    boolean ownPeriod = !words.periods().isEmpty() && words.isIn(first, Lexicon.MEASURE_AGGREGATES);
    if ((grouped || ownPeriod) && namesColumn(linking, headEnd)) {
      return true;
    }
    Set<String> head = new HashSet<>();
    for (int i = first; i < headWords; i++) {
      head.add(WordForms.lemma(words.word(i)));
    }
    for (TableInfo table : schema.tables()) {
      List<String> name = NameWords.ofIdentifier(table.name());
      if (!name.isEmpty() && head.contains(WordForms.lemma(name.get(name.size() - 1)))) {
        return true;
      }
    }
    return false;
  }

  /** Whether a term of the head links to a column. */
  private static boolean namesColumn(SchemaLinking linking, int headEnd) {
    for (TermLink term : linking.terms()) {
      if (term.start() < headEnd && !term.candidates().isEmpty()
          && term.best().kind() == LinkKind.COLUMN) {
        return true;
      }
    }
    return false;
  }
}
