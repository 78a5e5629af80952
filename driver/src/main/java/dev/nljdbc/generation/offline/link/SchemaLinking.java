package dev.nljdbc.generation.offline.link;

import dev.nljdbc.language.Lexicon;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * How the words of a question map onto a schema: for each term its candidate tables, columns
 * and values with scores, the terms whose best candidates tie (what a clarification would ask
 * about: "price" → buy_price, sell_price, close_price), what accounts for each word
 * ({@link WordLedger}: links, periods, time and comparison words, the planner's steps), and the
 * words nothing accounts for.
 *
 * @param question the question as linked
 * @param terms the linked terms, in question order
 * @param unmatched content words nothing accounts for, vague words included
 * @param accounted what accounts for the other words, with evidence and score
 * @param unknown the unmatched words that are neither vague nor numbers: the words a
 *     clarification may ask about
 */
public record SchemaLinking(String question, List<TermLink> terms, List<String> unmatched,
    List<WordLedger.Entry> accounted, List<String> unknown) {

  /** Copies the lists. */
  public SchemaLinking {
    terms = List.copyOf(terms);
    unmatched = List.copyOf(unmatched);
    accounted = List.copyOf(accounted);
    unknown = List.copyOf(unknown);
  }

  /**
   * The words only a guess accounts for (a measure a planner step picked among several, a code
   * guessed from the data alone), in question order: weak evidence ({@link WordLedger#guessed()}).
   */
  public List<String> guessed() {
    List<String> words = new ArrayList<>();
    for (WordLedger.Entry e : accounted) {
      if ((byStep(e) && e.score() < 1 || e.evidence() == WordLedger.Evidence.GUESSED_VALUE)
          && Lexicon.isContent(e.word().toLowerCase(Locale.ROOT))) {
        words.add(e.word());
      }
    }
    return words;
  }

  /**
   * Whether the reading rests on a guessed name: a table it settled on is named only by a
   * shortened word before a kind ending ({@link WordLedger.Evidence#GUESSED_NAME}).
   */
  public boolean restsOnGuessedName() {
    return accounted.stream().anyMatch(e -> e.evidence() == WordLedger.Evidence.GUESSED_NAME);
  }

  /** Whether a planner step built a measure or a shape from some word of the question. */
  public boolean accountedByStep() {
    return accounted.stream().anyMatch(SchemaLinking::byStep);
  }

  private static boolean byStep(WordLedger.Entry e) {
    return e.evidence() == WordLedger.Evidence.MEASURE || e.evidence() == WordLedger.Evidence.CUE;
  }

  /**
   * The entry of a word (any case) a planner step or the default of a cue accounts for with
   * at least this score, or null.
   */
  public WordLedger.Entry settledByStep(String word, double minScore) {
    for (WordLedger.Entry e : accounted) {
      if (e.word().equalsIgnoreCase(word) && e.score() >= minScore && byStep(e)) {
        return e;
      }
    }
    return null;
  }

  /** The terms whose best candidates tie and were not resolved, in question order. */
  public List<TermLink> ambiguities() {
    List<TermLink> result = new ArrayList<>();
    for (TermLink t : terms) {
      if (t.isAmbiguous()) {
        result.add(t);
      }
    }
    return result;
  }

  /** Whether some term is ambiguous. */
  public boolean isAmbiguous() {
    return !ambiguities().isEmpty();
  }

  /** The term with this text (ignoring case), if linked. */
  public Optional<TermLink> term(String text) {
    String t = text.toLowerCase(Locale.ROOT);
    for (TermLink link : terms) {
      if (link.term().toLowerCase(Locale.ROOT).equals(t)) {
        return Optional.of(link);
      }
    }
    return Optional.empty();
  }
}
