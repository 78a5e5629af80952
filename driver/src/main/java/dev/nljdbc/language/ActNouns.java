package dev.nljdbc.language;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/**
 * Nouns of an act and the states they leave rows in: "conversion" is the act of converting, and
 * a lead that went through it is "converted"; a "win" leaves a quote "won", a "cancellation" an
 * order "cancelled", a "churn" a subscription "churned". The verbs of a noun come from WordNet's
 * derivations ({@link WordNetLexicon#verbsOf}); a word is a state of one of them when WordNet's
 * verb morphology (irregular forms included) or {@link WordForms} takes it back to that verb.
 * Without WordNet, the noun's own suffix forms stand for its verbs.
 */
public final class ActNouns {

  /** Words shorter than this are no state ("at", "on", "dt"). */
  private static final int MIN_STATE = 3;

  private ActNouns() {}

  /** The verbs a (lower-case) noun names the act of; empty when it names none. */
  public static Set<String> verbsOf(String noun) {
    String w = noun.toLowerCase(Locale.ROOT);
    var lexicon = WordNetLexicon.shared();
    if (lexicon.isPresent()) {
      return lexicon.get().verbsOf(w);
    }
    Set<String> forms = new LinkedHashSet<>(WordForms.weak(w));
    forms.add(w);
    return forms;
  }

  /**
   * Whether a (lower-case) word says a row went through one of the verbs: the verb itself or a
   * past form of it ("convert", "converted", "won", "cancelled"), never its present participle
   * ("converting") or a word of another verb.
   */
  public static boolean statesOneOf(String word, Set<String> verbs) {
    String w = word.toLowerCase(Locale.ROOT);
    if (verbs.isEmpty() || w.length() < MIN_STATE || w.endsWith("ing")) {
      return false;
    }
    if (verbs.contains(w)) {
      return true;
    }
    var lexicon = WordNetLexicon.shared();
    String base = lexicon.isPresent() ? lexicon.get().verbBase(w) : null;
    if (base != null && verbs.contains(base)) {
      return true;
    }
    for (String form : WordForms.of(w)) {
      if (verbs.contains(form)) {
        return true;
      }
    }
    return false;
  }
}
