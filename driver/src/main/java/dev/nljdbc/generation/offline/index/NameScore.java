package dev.nljdbc.generation.offline.index;

import dev.nljdbc.language.NameKinds;
import dev.nljdbc.language.Synonyms;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordForms;
import java.util.ArrayList;
import java.util.List;

/**
 * How well a span of question words names a table or column: every word must match a word of
 * the name (a column's words may also be qualified by its table's words), and the score is the
 * mean word similarity times a factor for the share of the name's own words covered.
 * Concatenations count as exact ({@code work order} names {@code Workorder}). A model's metric
 * or computed field is named only by all of its words, each as written or in another form of
 * it, never by a synonym: "fees" names {@code fee_amt}, not the metric {@code average_fee}, and
 * "trip costs" does not name a metric {@code trip_spend} (the model's own synonyms
 * name it).
 * A key column is not named by adjacent words that end in its table's
 * word in the plural: "client invoices" are invoices, not their {@code client_id} ("codes of the
 * warehouses" still names the warehouses' code).
 */
public final class NameScore {

  /** The similarity every word of a span needs to a word of the name: a form, not a guess. */
  private static final double MIN_WORD = 0.75;
  /** Where a word matched when it matched the label column by its label word (no name word). */
  private static final int LABEL_MATCH = -2;
  /**
   * Two question words whose initials are a one-word name ("purchase order" for po): nearly
   * exact, below a name typed as it is.
   */
  private static final double ABBREVIATED_PAIR = 0.92;
  /**
   * A label word ("name", "title") that matches no word of the table's label column still means
   * it: a strong word match, below an equal word.
   */
  private static final double LABEL_WORD = 0.9;
  /**
   * The least coverage of a table name of several words whose last word is matched ("order"
   * for order_items): its head word carries its meaning.
   */
  private static final double HEAD_COVERAGE = 0.85;
  /**
   * The share of the score that does not depend on coverage: a span that matches a small part
   * of a long name still scores above half its word similarity.
   */
  private static final double BASE_SHARE = 0.55;
  /** The share that grows with coverage: {@link #BASE_SHARE} and this make 1. */
  private static final double COVERAGE_SHARE = 0.45;
  /** A synonym, an abbreviation or the tail of a compound name: a match, below a word form. */
  private static final double RELATED_WORD = 0.8;
  /** The shortest question word matched as an abbreviation's source or a compound's tail. */
  static final int MIN_ABBREVIATED = 4;
  /** The fewest letters a compound name has before a question word it ends with. */
  private static final int MIN_PREFIX = 3;
  /** The longest name word taken for an abbreviation ("appt", "qty", "amt"). */
  static final int MAX_ABBREVIATION = 5;
  /** The longest word two letters may abbreviate ("nm" for name): longer ones match by chance. */
  private static final int MAX_TWO_LETTER_SOURCE = 4;
  private static final java.util.Set<String> LABEL_WORDS = java.util.Set.of("name", "names",
      "title", "titles", "label");

  /** What a covered kind suffix adds to the coverage of a name's distinctive words. */
  private static final double SUFFIX_SHARE = 0.5;

  /** What a match on a part of a yes/no column's name keeps: below the name threshold. */
  private static final double PART_OF_FLAG = 0.85;
  /** The fewest words of a yes/no column's name a part of which is no name of it. */
  private static final int FLAG_WORDS = 3;

  private NameScore() {}

  public static double score(List<Token> span, SchemaIndex.Named named) {
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
      return ABBREVIATED_PAIR;
    }
    List<String> core = named.column() == null ? words : named.column().coreWords;
    List<String> qualifiers = named.column() == null ? List.of() : named.table().words;
    boolean[] covered = new boolean[words.size()];
    double sum = 0;
    boolean endsInTableWord = false;
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
        best = LABEL_WORD;
        at = LABEL_MATCH;
      }
      if (best < MIN_WORD || at >= 0 && named.column() != null && named.column().derived
          && WordForms.similarity(w, words.get(at)) == 0) {
        return 0;
      }
      if (at >= 0) {
        covered[at] = true;
      }
      endsInTableWord = at == -1;
      sum += best;
    }
    String last = spanWords.get(spanWords.size() - 1);
    if (endsInTableWord && spanWords.size() > 1 && span.size() == spanWords.size()
        && !WordForms.lemma(last).equals(last) && named.column().isKey()) {
      return 0;
    }
    int coreCovered = 0;
    int suffixesCovered = 0;
    for (int k = 0; k < words.size(); k++) {
      if (covered[k] && core.contains(words.get(k))) {
        coreCovered++;
        if (NameKinds.isAbbreviatedKind(words.get(k))) {
          suffixesCovered++;
        }
      }
    }
    if (coreCovered == 0 || named.column() != null && named.column().derived
        && coreCovered < core.size()) {
      return 0;
    }
    double coverage = Math.min(1.0, (double) coreCovered / core.size());
    int suffixes = 0;
    for (String w : core) {
      if (NameKinds.isAbbreviatedKind(w)) {
        suffixes++;
      }
    }
    if (named.column() != null && suffixes > 0 && suffixes < core.size()) {
      double distinctive = coreCovered - suffixesCovered + SUFFIX_SHARE * suffixesCovered;
      coverage = Math.max(coverage, Math.min(1.0, distinctive / (core.size() - suffixes)));
    }
    if (named.column() == null && words.size() > 1 && covered[words.size() - 1]) {
      coverage = Math.max(coverage, HEAD_COVERAGE);
    }
    if (named.column() == null && named.table().kindEnding) {
      coverage = Math.max(coverage, kindCoverage(covered));
    }
    double score = sum / spanWords.size() * (BASE_SHARE + COVERAGE_SHARE * coverage);
    return partOfFlag(named, covered) ? score * PART_OF_FLAG : score;
  }

  /**
   * The coverage of a table name whose last word only says its kind ({@code str_mst}): the
   * share of its other words covered, the kind word adding {@link #SUFFIX_SHARE} of one.
   */
  private static double kindCoverage(boolean[] covered) {
    int last = covered.length - 1;
    double distinctive = covered[last] ? SUFFIX_SHARE : 0;
    for (int k = 0; k < last; k++) {
      distinctive += covered[k] ? 1 : 0;
    }
    return Math.min(1.0, distinctive / last);
  }

  /**
   * Whether the words matched only a part of a yes/no column's name before its last word
   * ("people" in {@code is_people_mgr}): the flag is about something else, so the match is weak.
   */
  private static boolean partOfFlag(SchemaIndex.Named named, boolean[] covered) {
    ColumnEntry c = named.column();
    if (c == null || c.words.isEmpty()
        || c.kind != ColumnKind.BOOLEAN && !c.words.get(0).equals("is")
        && !c.words.get(0).equals("has") || covered.length < FLAG_WORDS
        || covered[covered.length - 1]) {
      return false;
    }
    int matched = 0;
    for (boolean b : covered) {
      matched += b ? 1 : 0;
    }
    return matched < covered.length - 1;
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
    if (NameKinds.asksForPointInTime(q) && NameKinds.isTimePreposition(nameWord)) {
      return RELATED_WORD;
    }
    if (q.length() >= MIN_ABBREVIATED && nameWord.length() - q.length() >= MIN_PREFIX
        && nameWord.endsWith(q)) {
      return RELATED_WORD;
    }
    String lemma = WordForms.lemma(questionWord);
    String nameLemma = WordForms.lemma(nameWord);
    if (Synonyms.of(lemma).contains(nameLemma) || Synonyms.of(lemma).contains(nameWord)
        || Synonyms.of(questionWord).contains(nameLemma)) {
      return RELATED_WORD;
    }
    return abbreviation(nameWord, questionWord) ? RELATED_WORD : 0;
  }

  /**
   * Whether a short name word abbreviates the question's word by dropping letters: its letters
   * appear in the word in order, starting with its first ("msgs" for messages, "amt" for amount,
   * "appt" for appointment, "nm" for name).
   */
  public static boolean abbreviation(String nameWord, String questionWord) {
    String n = WordForms.lemma(nameWord.toLowerCase(java.util.Locale.ROOT));
    String q = WordForms.lemma(questionWord.toLowerCase(java.util.Locale.ROOT));
    if (n.length() < 2 || n.length() > MAX_ABBREVIATION || q.length() < MIN_ABBREVIATED
        || n.length() >= q.length() || n.charAt(0) != q.charAt(0)
        || n.length() == 2 && q.length() > MAX_TWO_LETTER_SOURCE
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
