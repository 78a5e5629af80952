package dev.nljdbc.language;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The phrases that say "now" ("right now", "at the moment", "so far", "to date", "as of
 * today"): a question with one asks about the rows as they are, which is what a query reads
 * anyway, so the phrase adds no period and names no data. Their words ("right", "moment",
 * "far") are never unknown words to ask about.
 */
public final class PresentTime {

  /** The phrases, each as its lower-case words, longest first where one starts another. */
  private static final List<List<String>> PHRASES = List.of(
      List.of("as", "of", "right", "now"), List.of("as", "of", "now"),
      List.of("as", "of", "today"), List.of("as", "we", "speak"), List.of("as", "it", "stands"),
      List.of("as", "things", "stand"), List.of("at", "the", "moment"),
      List.of("at", "this", "moment"), List.of("at", "present"), List.of("at", "this", "point"),
      List.of("right", "now"), List.of("just", "now"), List.of("for", "now"),
      List.of("so", "far"), List.of("thus", "far"), List.of("to", "date"),
      List.of("up", "to", "now"), List.of("until", "now"), List.of("till", "now"),
      List.of("these", "days"), List.of("nowadays"), List.of("presently"));

  /** The phrases that count up to now ("so far") rather than ask how things stand. */
  private static final Set<List<String>> UP_TO_NOW = Set.of(
      List.of("so", "far"), List.of("thus", "far"), List.of("to", "date"),
      List.of("up", "to", "now"), List.of("until", "now"), List.of("till", "now"),
      List.of("for", "now"));

  private PresentTime() {}

  /**
   * Whether the words say how things stand now ("right now", "at the moment", "as of today"),
   * as against a phrase that counts up to now ("so far", "to date").
   */
  public static boolean asksHowThingsStand(List<String> words) {
    List<String> lower = words.stream().map(w -> w.toLowerCase(Locale.ROOT)).toList();
    int at = 0;
    while (at < lower.size()) {
      List<String> phrase = phraseAt(lower, at);
      if (phrase != null && !UP_TO_NOW.contains(phrase)) {
        return true;
      }
      at += phrase == null ? 1 : phrase.size();
    }
    return false;
  }

  /**
   * The token spans, {@code {from, to}} with {@code to} exclusive, of the phrases of the
   * present in the tokens, in order and not overlapping.
   */
  public static List<int[]> spans(List<Token> tokens) {
    List<String> lower = new ArrayList<>();
    for (Token t : tokens) {
      lower.add(t.isWord() ? t.lower() : null);
    }
    List<int[]> spans = new ArrayList<>();
    int i = 0;
    while (i < lower.size()) {
      List<String> phrase = phraseAt(lower, i);
      if (phrase != null) {
        spans.add(new int[] {i, i + phrase.size()});
        i += phrase.size();
      } else {
        i++;
      }
    }
    return spans;
  }

  /** The phrase that starts at a word of the lower-case words (null: no word there), or null. */
  private static List<String> phraseAt(List<String> lower, int at) {
    for (List<String> phrase : PHRASES) {
      if (at + phrase.size() <= lower.size()
          && lower.subList(at, at + phrase.size()).equals(phrase)) {
        return phrase;
      }
    }
    return null;
  }
}
