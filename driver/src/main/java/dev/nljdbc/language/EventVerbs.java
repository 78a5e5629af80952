package dev.nljdbc.language;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * How strongly WordNet ties a verb of a question to a word of a date column's name: the date of
 * the event the verb says happened ("leases expire" and {@code lease_end_date}, "orders placed"
 * and {@code PlacedAtUtc}, "signed up" and {@code SignupDt}, "renewed" and {@code renewal_dt}).
 * The evidence, strongest first: the same verb ("closed": {@code closed_at}, "hired":
 * {@code hire_date}); a noun derived from the verb ("renewal", "expiration"); a synonym of the
 * verb, or of the noun derived from it ("expiry" of expiration); a verb one or two steps up from
 * it ("lapse" and "expire": end). Without
 * WordNet, no word is tied.
 */
public final class EventVerbs {

  /** The same verb, in any form, or the verb with its particle ("signed up": signup). */
  public static final double SAME_VERB = 1.0;
  /** A noun WordNet derives from the verb ("renewal" of renew). */
  public static final double DERIVED = 0.9;
  /** A synonym of one of the verb's commonest senses. */
  public static final double SYNONYM = 0.75;
  /** A verb one or two steps up from the verb's commonest senses ("expire": end). */
  public static final double BROADER = 0.6;

  /** Words shorter than this tie nothing ("at", "dt", "on"). */
  private static final int MIN_WORD = 3;

  private EventVerbs() {}

  /**
   * The verb's base form of a (lower-case) question word read as a verb ("expire", "placed",
   * "signed"), or null when WordNet has no such verb or is not loaded.
   */
  public static String verb(String word) {
    var lexicon = WordNetLexicon.shared();
    if (lexicon.isEmpty() || word.length() < MIN_WORD) {
      return null;
    }
    return lexicon.get().verbBase(word.toLowerCase(Locale.ROOT));
  }

  /**
   * How strongly the verb (a base form from {@link #verb}) with the word after it (a particle,
   * or null) names the event of a word of a date column's name; 0 when nothing ties them.
   */
  public static double score(String verb, String next, String columnWord) {
    var lexicon = WordNetLexicon.shared();
    String c = columnWord.toLowerCase(Locale.ROOT);
    if (verb == null || lexicon.isEmpty() || c.length() < MIN_WORD) {
      return 0;
    }
    if (next != null && c.equals(verb + next.toLowerCase(Locale.ROOT))) {
      return SAME_VERB;
    }
    String base = lexicon.get().verbBase(c);
    if (verb.equals(base) || verb.equals(c)) {
      return SAME_VERB;
    }
    Set<String> derived = lexicon.get().verbsOf(c);
    if (derived.contains(verb)) {
      return DERIVED;
    }
    List<Set<String>> near = lexicon.get().verbNeighbours(verb);
    if (tied(near.get(0), base, derived, c) || nounOfSynonym(lexicon.get(), verb, c)) {
      return SYNONYM;
    }
    return tied(near.get(1), base, derived, c) ? BROADER : 0;
  }

  /** Whether a synonym of the column's noun is derived from the verb ("expiry": expiration). */
  private static boolean nounOfSynonym(WordNetLexicon lexicon, String verb, String c) {
    for (String synonym : lexicon.related(c).synonyms()) {
      if (lexicon.verbsOf(synonym).contains(verb)) {
        return true;
      }
    }
    return false;
  }

  private static boolean tied(Set<String> verbs, String base, Set<String> derived, String c) {
    if (verbs.contains(c) || base != null && verbs.contains(base)) {
      return true;
    }
    for (String d : derived) {
      if (verbs.contains(d)) {
        return true;
      }
    }
    return false;
  }
}
