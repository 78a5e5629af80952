package dev.nljdbc.generation.offline;

import java.util.ArrayList;
import java.util.List;

/**
 * How well a span of question words names a table or column: every word must match a word of
 * the name (a column's words may also be qualified by its table's words), and the score is the
 * mean word similarity times a factor for the share of the name's own words covered.
 * Concatenations count as exact ({@code work order} names {@code Workorder}). A model's metric
 * or computed field is named only by all of its words: "fees" names {@code fee_amt}, not the
 * metric {@code average_fee}.
 */
final class NameScore {

  private static final double MIN_WORD = 0.75;
  private static final java.util.Set<String> LABEL_WORDS = java.util.Set.of("name", "names",
      "title", "titles", "label");

  private NameScore() {}

  static double score(List<Token> span, SchemaIndex.Named named) {
    if (span.size() == 1 && span.get(0).isWord() && typedAsIs(span.get(0), named)) {
      return 1.0;
    }
    List<String> spanWords = new ArrayList<>();
    for (int k = 0; k < span.size(); k++) {
      Token t = span.get(k);
      if (t.isWord() && (t.is("of") || t.is("the")) && k > 0 && k < span.size() - 1) {
        continue;
      }
      spanWords.add(t.lower());
    }
    List<String> words = named.words();
    if ((spanWords.size() > 1 || words.size() > 1) && joined(spanWords).equals(joined(words))) {
      return 1.0;
    }
    if (spanWords.size() == 2 && words.size() == 1 && abbreviates(spanWords, words.get(0))) {
      return 0.92;
    }
    List<String> core = named.column() == null ? words : named.column().coreWords;
    List<String> qualifiers = named.column() == null ? List.of() : named.table().words;
    boolean[] covered = new boolean[words.size()];
    double sum = 0;
    for (String w : spanWords) {
      double best = 0;
      int at = -1;
      for (int k = 0; k < words.size(); k++) {
        double s = similarity(w, words.get(k));
        if (s > best) {
          best = s;
          at = k;
        }
      }
      for (String q : qualifiers) {
        double s = similarity(w, q);
        if (s > best) {
          best = s;
          at = -1;
        }
      }
      if (best < MIN_WORD && spanWords.size() > 1 && LABEL_WORDS.contains(w)
          && named.column() != null && named.column() == named.table().labelColumn()) {
        best = 0.9;
        at = -2;
      }
      if (best < MIN_WORD) {
        return 0;
      }
      if (at >= 0) {
        covered[at] = true;
      }
      sum += best;
    }
    int coreCovered = 0;
    for (int k = 0; k < words.size(); k++) {
      if (covered[k] && core.contains(words.get(k))) {
        coreCovered++;
      }
    }
    if (coreCovered == 0 || named.column() != null && named.column().derived
        && coreCovered < core.size()) {
      return 0;
    }
    double coverage = Math.min(1.0, (double) coreCovered / core.size());
    if (named.column() == null && words.size() > 1 && covered[words.size() - 1]) {
      coverage = Math.max(coverage, 0.85);
    }
    return sum / spanWords.size() * (0.55 + 0.45 * coverage);
  }

  /** Whether the word is the table's or column's identifier itself, as people copy it from a schema. */
  private static boolean typedAsIs(Token token, SchemaIndex.Named named) {
    String identifier = named.column() == null ? named.table().name : named.column().name;
    return token.text().equalsIgnoreCase(identifier);
  }

  /** Word similarity: equal or same form (see {@link WordForms}), or synonyms (0.8). */
  static double similarity(String questionWord, String nameWord) {
    double s = WordForms.similarity(questionWord, nameWord);
    if (s > 0) {
      return s;
    }
    String q = questionWord.toLowerCase(java.util.Locale.ROOT);
    if (q.length() >= 4 && nameWord.length() - q.length() >= 3 && nameWord.endsWith(q)) {
      return 0.8;
    }
    String lemma = WordForms.lemma(questionWord);
    String nameLemma = WordForms.lemma(nameWord);
    if (Synonyms.of(lemma).contains(nameLemma) || Synonyms.of(lemma).contains(nameWord)
        || Synonyms.of(questionWord).contains(nameLemma)) {
      return 0.8;
    }
    return abbreviation(nameWord, questionWord) ? 0.8 : 0;
  }

  /**
   * Whether a short name word abbreviates the question's word by dropping letters: its letters
   * appear in the word in order, starting with its first ("msgs" for messages, "amt" for amount,
   * "appt" for appointment, "nm" for name).
   */
  static boolean abbreviation(String nameWord, String questionWord) {
    String n = WordForms.lemma(nameWord.toLowerCase(java.util.Locale.ROOT));
    String q = WordForms.lemma(questionWord.toLowerCase(java.util.Locale.ROOT));
    if (n.length() < 2 || n.length() > 5 || q.length() < 4 || n.length() >= q.length()
        || n.charAt(0) != q.charAt(0) || n.length() == 2 && q.length() > 4
        || !n.chars().allMatch(Character::isLetter)) {
      return false;
    }
    int at = 0;
    for (int i = 0; i < q.length() && at < n.length(); i++) {
      if (q.charAt(i) == n.charAt(at)) {
        at++;
      }
    }
    return at == n.length();
  }

  /**
   * Whether a one-word name abbreviates two words: the start of the first and the whole second
   * ("fname" for first name, "stuid" for student id).
   */
  private static boolean abbreviates(List<String> span, String name) {
    String first = span.get(0);
    String second = WordForms.lemma(span.get(1));
    if (!name.endsWith(second) && !name.endsWith(span.get(1))) {
      return false;
    }
    String prefix = name.substring(0, name.length()
        - (name.endsWith(span.get(1)) ? span.get(1).length() : second.length()));
    return !prefix.isEmpty() && prefix.length() < first.length() && first.startsWith(prefix);
  }

  private static String joined(List<String> words) {
    StringBuilder s = new StringBuilder();
    for (String w : words) {
      s.append(WordForms.lemma(w));
    }
    return s.toString();
  }
}
