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
import java.util.List;
import java.util.Set;

/**
 * Whether a statement's pronoun points at something the statement itself names, not back at
 * the conversation ("German customers and their revenue last year", "list our clients and
 * which country they're in", "how many gifts are waiting and what are they worth?").
 *
 * <p>Design note. A pronoun is bound inside the statement when a clause before it names rows of
 * the schema: between that clause and the first pronoun stands a clause joint ("and", "with",
 * "including", "except", "plus", or a comma, semicolon or question mark), and a word before the
 * joint links to a table or a column, or is the last word of a table's name. "which customers
 * were they for?" has no joint, and "show the orders of those customers" joins by "of" only:
 * both still point back at the current rows.
 */
final class BoundPronoun {
  /** Words that join a clause to the one before it. */
  private static final Set<String> JOINTS = Set.of("and", "with", "including", "except",
      "plus");

  private BoundPronoun() {
  }

  /** Whether the text's first pronoun has its antecedent in the text. */
  static boolean bound(String text, SchemaLinking linking, SchemaSnapshot schema) {
    Words words = Words.of(text);
    int pronoun = -1;
    for (int i = 0; i < words.size() && pronoun < 0; i++) {
      if (Lexicon.pointsBack(words.word(i))) {
        pronoun = i;
      }
    }
    for (int joint = pronoun - 1; joint > 0; joint--) {
      if (isJoint(text, words, joint)) {
        return namesRows(words, joint, linking, schema);
      }
    }
    return false;
  }

  /** Whether word {@code i} joins a clause: a joint word, or punctuation right before it. */
  private static boolean isJoint(String text, Words words, int i) {
    if (words.isIn(i, JOINTS)) {
      return true;
    }
    String gap = text.substring(words.end(i - 1), words.start(i));
    return gap.indexOf(',') >= 0 || gap.indexOf(';') >= 0 || gap.indexOf('?') >= 0;
  }

  /** Whether a word before word {@code end} names a table or a column. */
  private static boolean namesRows(Words words, int end, SchemaLinking linking,
      SchemaSnapshot schema) {
    int endChar = words.start(end);
    if (linking != null) {
      for (TermLink term : linking.terms()) {
        if (term.start() >= endChar || term.candidates().isEmpty()) {
          continue;
        }
        for (LinkCandidate c : term.isAmbiguous() ? term.tied() : List.of(term.best())) {
          if (c.kind() == LinkKind.TABLE || c.kind() == LinkKind.COLUMN) {
            return true;
          }
        }
      }
    }
    for (TableInfo table : schema.tables()) {
      List<String> name = NameWords.ofIdentifier(table.name());
      if (name.isEmpty()) {
        continue;
      }
      String last = WordForms.lemma(name.get(name.size() - 1));
      for (int i = 0; i < end; i++) {
        if (WordForms.lemma(words.word(i)).equals(last)) {
          return true;
        }
      }
    }
    return false;
  }
}
