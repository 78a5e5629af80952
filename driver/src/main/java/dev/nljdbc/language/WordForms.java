package dev.nljdbc.language;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A light stemmer. Instead of one stem per word it gives the few forms a word may stand for
 * ({@code statuses} → statuses, statuse, status; {@code shipped} → shipped, ship, shipp), and two
 * words match when their forms meet. Plurals, {@code -ed}, {@code -ing}, {@code -er} agent nouns
 * are undone; a short list covers irregular plurals and verbs.
 */
public final class WordForms {

  /**
   * The similarity from which two words count as the same word: equal, or one a form of the
   * other; a synonym or a typo scores lower.
   */
  public static final double SAME_WORD = 0.95;
  /** The similarity of two words through verb or agent-noun endings (shipped, ship). */
  public static final double WEAK_FORM = 0.8;
  /** Words this short are taken as they are ("bus", "gas"), but for a plural s ("ids"). */
  private static final int SHORT = 3;
  /** -ies and -ied count from five letters ("cities"); "ties" and "died" stay. */
  private static final int MIN_IES = 4;
  /** -uses counts from six letters ("statuses"); "buses" stays. */
  private static final int MIN_USES = 5;
  /** -ed counts from five letters ("shipped"); "shed" and "need" stay. */
  private static final int MIN_ED = 4;
  /** -ing and -er count from six letters ("shipping", "driver"); "thing" and "water" stay. */
  private static final int MIN_ING = 5;
  /** -ers, -al, -ure, -ment and -ion count from seven letters ("arrival"); "metal" stays. */
  private static final int MIN_DERIVED = 6;
  /** -ation and -ption count from eight letters ("creation"); "nation" stays. */
  private static final int MIN_ATION = 7;

  private static final Map<String, String> IRREGULAR = Map.ofEntries(
      Map.entry("people", "person"), Map.entry("persons", "person"),
      Map.entry("children", "child"), Map.entry("men", "man"), Map.entry("women", "woman"),
      Map.entry("feet", "foot"), Map.entry("teeth", "tooth"), Map.entry("mice", "mouse"),
      Map.entry("geese", "goose"), Map.entry("criteria", "criterion"),
      Map.entry("phenomena", "phenomenon"), Map.entry("indices", "index"),
      Map.entry("matrices", "matrix"), Map.entry("analyses", "analysis"),
      Map.entry("theses", "thesis"), Map.entry("leaves", "leaf"), Map.entry("lives", "life"),
      Map.entry("wives", "wife"), Map.entry("knives", "knife"), Map.entry("halves", "half"),
      Map.entry("shelves", "shelf"), Map.entry("sold", "sell"), Map.entry("bought", "buy"),
      Map.entry("paid", "pay"), Map.entry("made", "make"), Map.entry("born", "birth"),
      Map.entry("sent", "send"), Map.entry("built", "build"), Map.entry("won", "win"),
      Map.entry("lost", "lose"), Map.entry("held", "hold"), Map.entry("led", "lead"),
      Map.entry("taught", "teach"), Map.entry("written", "write"), Map.entry("wrote", "write"),
      Map.entry("spoken", "speak"), Map.entry("spoke", "speak"), Map.entry("gave", "give"),
      Map.entry("given", "give"), Map.entry("took", "take"), Map.entry("taken", "take"),
      Map.entry("ran", "run"), Map.entry("flew", "fly"), Map.entry("flown", "fly"),
      Map.entry("drove", "drive"), Map.entry("driven", "drive"), Map.entry("grew", "grow"),
      Map.entry("grown", "grow"), Map.entry("went", "go"), Map.entry("gone", "go"),
      Map.entry("did", "do"), Map.entry("done", "do"), Map.entry("has", "have"),
      Map.entry("had", "have"), Map.entry("saw", "see"), Map.entry("seen", "see"),
      Map.entry("weigh", "weight"), Map.entry("weighs", "weight"),
      Map.entry("weighed", "weight"), Map.entry("wide", "width"), Map.entry("deep", "depth"),
      Map.entry("costs", "cost"), Map.entry("earn", "earning"), Map.entry("earns", "earning"),
      Map.entry("earned", "earning"));

  private WordForms() {}

  /** The lower-case word and the forms it may stand for, the word itself first. */
  public static Set<String> of(String word) {
    Set<String> forms = strong(word);
    forms.addAll(weak(word));
    return forms;
  }

  /** The word, its singular forms and irregular base form. */
  public static Set<String> strong(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    Set<String> forms = new LinkedHashSet<>();
    forms.add(w);
    String irregular = IRREGULAR.get(w);
    if (irregular != null) {
      forms.add(irregular);
    }
    if (w.length() > SHORT && Character.isLetter(w.charAt(w.length() - 1))) {
      plural(w, forms);
    } else if (w.length() == SHORT && w.endsWith("s") && !w.endsWith("ss")) {
      forms.add(w.substring(0, 2));
    }
    return forms;
  }

  /** Base forms of verb and agent-noun endings ({@code shipped}, {@code driver}). */
  public static Set<String> weak(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    Set<String> forms = new LinkedHashSet<>();
    if (w.length() > SHORT && Character.isLetter(w.charAt(w.length() - 1))) {
      verb(w, forms);
      derived(w, forms);
    }
    return forms;
  }

  /** The main form: the singular or base form when the word has one, else the word. */
  public static String lemma(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    String irregular = IRREGULAR.get(w);
    if (irregular != null) {
      return irregular;
    }
    if (w.length() <= SHORT) {
      return w;
    }
    if (w.endsWith("ies") && w.length() > MIN_IES) {
      return w.substring(0, w.length() - "ies".length()) + "y";
    }
    if (w.endsWith("sses") || w.endsWith("xes") || w.endsWith("ches") || w.endsWith("shes")
        || w.endsWith("zzes")) {
      return w.substring(0, w.length() - 2);
    }
    if (w.endsWith("uses") && w.length() > MIN_USES) {
      return w.substring(0, w.length() - 2);
    }
    if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) {
      return w.substring(0, w.length() - 1);
    }
    return w;
  }

  /**
   * How well two words match: 1 when equal, 0.95 through plural or irregular forms, 0.8 through
   * verb or agent-noun endings, else 0.
   */
  public static double similarity(String a, String b) {
    if (a.equalsIgnoreCase(b)) {
      return 1.0;
    }
    Set<String> sa = strong(a);
    Set<String> sb = strong(b);
    for (String f : sb) {
      if (sa.contains(f)) {
        return SAME_WORD;
      }
    }
    sa.addAll(weak(a));
    sb.addAll(weak(b));
    for (String f : sb) {
      if (sa.contains(f)) {
        return WEAK_FORM;
      }
    }
    return 0;
  }

  private static void plural(String w, Set<String> forms) {
    if (w.endsWith("ies") && w.length() > MIN_IES) {
      forms.add(w.substring(0, w.length() - "ies".length()) + "y");
    }
    if (w.endsWith("es")) {
      forms.add(w.substring(0, w.length() - 2));
      if (w.endsWith("ves")) {
        forms.add(w.substring(0, w.length() - "ves".length()) + "f");
      }
    }
    if (w.endsWith("s") && !w.endsWith("ss")) {
      forms.add(w.substring(0, w.length() - 1));
    }
  }

  private static void verb(String w, Set<String> forms) {
    if (w.endsWith("ied") && w.length() > MIN_IES) {
      forms.add(w.substring(0, w.length() - "ied".length()) + "y");
    }
    if (w.endsWith("ed") && w.length() > MIN_ED) {
      String stem = w.substring(0, w.length() - 2);
      forms.add(stem);
      forms.add(stem + "e");
      undouble(stem, forms);
    }
    if (w.endsWith("ing") && w.length() > MIN_ING) {
      String stem = w.substring(0, w.length() - "ing".length());
      forms.add(stem);
      forms.add(stem + "e");
      undouble(stem, forms);
    }
    if (w.endsWith("er") && w.length() > MIN_ING) {
      String stem = w.substring(0, w.length() - 2);
      forms.add(stem);
      forms.add(stem + "e");
    }
    if (w.endsWith("ers") && w.length() > MIN_DERIVED) {
      String stem = w.substring(0, w.length() - "ers".length());
      forms.add(stem);
      forms.add(stem + "e");
    }
  }

  /** Nouns made from verbs: arrival, departure, payment, creation, registration. */
  private static void derived(String w, Set<String> forms) {
    if (w.endsWith("al") && w.length() > MIN_DERIVED) {
      forms.add(w.substring(0, w.length() - 2));
      forms.add(w.substring(0, w.length() - 2) + "e");
    }
    if (w.endsWith("ure") && w.length() > MIN_DERIVED) {
      forms.add(w.substring(0, w.length() - "ure".length()));
      forms.add(w.substring(0, w.length() - "ure".length()) + "e");
    }
    if (w.endsWith("ment") && w.length() > MIN_DERIVED) {
      forms.add(w.substring(0, w.length() - "ment".length()));
    }
    if (w.endsWith("ption") && w.length() > MIN_ATION) {
      forms.add(w.substring(0, w.length() - "ption".length()) + "be");
    }
    if (w.endsWith("ation") && w.length() > MIN_ATION) {
      forms.add(w.substring(0, w.length() - "ation".length()));
      forms.add(w.substring(0, w.length() - "ation".length()) + "e");
      forms.add(w.substring(0, w.length() - "ion".length()) + "e");
    } else if (w.endsWith("ion") && w.length() > MIN_DERIVED) {
      forms.add(w.substring(0, w.length() - "ion".length()));
      forms.add(w.substring(0, w.length() - "ion".length()) + "e");
    }
  }

  private static void undouble(String stem, Set<String> forms) {
    int n = stem.length();
    if (n > 2 && stem.charAt(n - 1) == stem.charAt(n - 2) && "aeiou".indexOf(stem.charAt(n - 1)) < 0) {
      forms.add(stem.substring(0, n - 1));
    }
  }
}
