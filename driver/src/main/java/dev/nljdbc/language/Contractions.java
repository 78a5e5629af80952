package dev.nljdbc.language;

import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The contractions of English auxiliaries, read as the words they stand for: a negated
 * auxiliary ("haven't", "aren't", "can't", or typed without its apostrophe, "arent", "dont")
 * is the auxiliary and "not"; a question word run together with "is" ("whats", "whos") is the
 * question word and "'s". The auxiliaries are a closed class of the grammar, so they are listed
 * here once; any other word ending in "n't" or "nt" is left as it is.
 */
public final class Contractions {

  /** The word a negated contraction's "n't" stands for. */
  public static final String NOT = "not";
  /** The clitic a question word's run-together "s" stands for ("whats": what 's). */
  public static final String IS = "'s";

  /** Auxiliaries and modals that take "n't" ("have" of "haven't", "is" of "isn't"). */
  private static final Set<String> AUXILIARIES = Set.of("do", "does", "did", "is", "are", "was",
      "were", "have", "has", "had", "could", "would", "should", "must", "need", "might");
  /** Negated forms whose auxiliary is spelt otherwise ("can't", "won't", "shan't", "ain't"). */
  private static final Map<String, String> IRREGULAR = Map.of("can", "can", "won", "will",
      "shan", "shall", "ain", "is");
  /** The same without the apostrophe: "cant" is can not ("wont" is a word of its own). */
  private static final Map<String, String> IRREGULAR_BARE = Map.of("ca", "can", "sha", "shall");
  /** Words run together with a following "is" when the apostrophe is left out ("whats"). */
  private static final Set<String> BEFORE_IS = Set.of("what", "who", "where", "when", "how",
      "why", "that", "there", "here");

  private Contractions() {}

  /**
   * The auxiliary of a word typed before "n't" ("haven" of "haven't": have; "can": can; "won":
   * will), in lower case, or null when the word is no negated auxiliary.
   */
  public static String beforeNot(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    String irregular = IRREGULAR.get(w);
    if (irregular != null) {
      return irregular;
    }
    if (w.endsWith("n") && AUXILIARIES.contains(w.substring(0, w.length() - 1))) {
      return w.substring(0, w.length() - 1);
    }
    return null;
  }

  /**
   * The auxiliary of a negated contraction typed without its apostrophe ("arent": are; "dont":
   * do; "cant": can), in lower case, or null for any other word ("want", "parent").
   */
  public static String bareNegation(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    if (!w.endsWith("nt")) {
      return null;
    }
    String stem = w.substring(0, w.length() - 2);
    String irregular = IRREGULAR_BARE.get(stem);
    if (irregular != null) {
      return irregular;
    }
    return AUXILIARIES.contains(stem) ? stem : null;
  }

  /**
   * The question word of a word run together with "is" without its apostrophe ("whats": what,
   * "whos": who), in lower case, or null.
   */
  public static String beforeIs(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    if (w.length() < 2 || !w.endsWith("s")) {
      return null;
    }
    String stem = w.substring(0, w.length() - 1);
    return BEFORE_IS.contains(stem) ? stem : null;
  }
}
