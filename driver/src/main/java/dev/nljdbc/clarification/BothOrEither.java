package dev.nljdbc.clarification;

import dev.nljdbc.generation.offline.link.LinkCandidate;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.link.SchemaLinking;
import dev.nljdbc.generation.offline.link.TermLink;
import dev.nljdbc.language.Token;
import dev.nljdbc.schema.ForeignKey;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Two values of one column joined by "and" on rows that belong to the question's subject
 * ("customers with open and closed tickets"): each customer has many tickets, so the question
 * may mean customers with both kinds, or customers with either. Asked, with "both" and
 * "either" as the options; the answer goes right before the values ("with both open and
 * closed tickets"). A question that says "both", "either" or "or" itself is clear.
 */
final class BothOrEither {

  /** Words that already say which reading is meant. */
  private static final Set<String> CLEAR = Set.of("both", "either", "or", "neither", "all");
  /** The options: the answer is put before the values. */
  static final List<String> OPTIONS = List.of("both", "either");

  private BothOrEither() {
  }

  /** The clarification to ask, or null when the question has no such pair of values. */
  static Ambiguity of(String text, List<Token> words, SchemaLinking linking,
      SchemaSnapshot schema) {
    for (Token w : words) {
      if (CLEAR.contains(w.lower())) {
        return null;
      }
    }
    String subject = null;
    List<TermLink> terms = linking.terms();
    for (TermLink t : terms) {
      LinkCandidate best = t.best();
      if (best != null && best.kind() == LinkKind.TABLE) {
        subject = best.table();
        break;
      }
    }
    if (subject == null) {
      return null;
    }
    for (int i = 0; i + 1 < terms.size(); i++) {
      LinkCandidate a = terms.get(i).best();
      LinkCandidate b = terms.get(i + 1).best();
      if (!sameColumnValues(a, b) || a.table().equalsIgnoreCase(subject)
          || !between(text, terms.get(i), terms.get(i + 1)).equals("and")
          || !belongsTo(schema.table(a.table()), subject)) {
        continue;
      }
      String before = wordBefore(words, terms.get(i).start());
      if (before == null || !firstOccurrence(words, before, terms.get(i).start())) {
        return null;
      }
      String pair = text.substring(terms.get(i).start(), terms.get(i + 1).end());
      return new Ambiguity(AmbiguityType.VAGUE_TERM, pair, before,
          "'" + pair + "': " + subject.replace('_', ' ') + " with both, or with either?",
          QuestionKind.MULTIPLE_CHOICE, OPTIONS, false, Severity.IMPORTANT,
          Ambiguity.Rewrite.AFTER, null);
    }
    return null;
  }

  private static boolean sameColumnValues(LinkCandidate a, LinkCandidate b) {
    return a != null && b != null && a.kind() == LinkKind.VALUE && b.kind() == LinkKind.VALUE
        && a.table() != null && a.table().equalsIgnoreCase(b.table()) && a.column() != null
        && a.column().equalsIgnoreCase(b.column()) && a.value() != null
        && !a.value().equals(b.value());
  }

  private static String between(String text, TermLink a, TermLink b) {
    return a.end() <= b.start() ? text.substring(a.end(), b.start()).strip()
        .toLowerCase(Locale.ROOT) : "";
  }

  /** Whether the table's rows reference the subject's: many of them per subject row. */
  private static boolean belongsTo(TableInfo table, String subject) {
    if (table == null) {
      return false;
    }
    for (ForeignKey fk : table.foreignKeys()) {
      if (fk.referencedTable().equalsIgnoreCase(subject)) {
        return true;
      }
    }
    return false;
  }

  private static String wordBefore(List<Token> words, int start) {
    Token before = null;
    for (Token w : words) {
      if (w.start() >= start) {
        break;
      }
      before = w;
    }
    return before == null ? null : before.text();
  }

  /** Whether the word right before the values is that word's first occurrence. */
  private static boolean firstOccurrence(List<Token> words, String word, int start) {
    for (Token w : words) {
      if (w.lower().equals(word.toLowerCase(Locale.ROOT))) {
        return w.end() <= start && nextStartsAt(words, w, start);
      }
    }
    return false;
  }

  private static boolean nextStartsAt(List<Token> words, Token w, int start) {
    int k = words.indexOf(w);
    return k + 1 < words.size() && words.get(k + 1).start() == start;
  }
}
