package dev.nljdbc.generation.offline.words;

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
    if (w.length() > 3 && Character.isLetter(w.charAt(w.length() - 1))) {
      plural(w, forms);
    } else if (w.length() == 3 && w.endsWith("s") && !w.endsWith("ss")) {
      forms.add(w.substring(0, 2));
    }
    return forms;
  }

  /** Base forms of verb and agent-noun endings ({@code shipped}, {@code driver}). */
  public static Set<String> weak(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    Set<String> forms = new LinkedHashSet<>();
    if (w.length() > 3 && Character.isLetter(w.charAt(w.length() - 1))) {
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
    if (w.length() <= 3) {
      return w;
    }
    if (w.endsWith("ies") && w.length() > 4) {
      return w.substring(0, w.length() - 3) + "y";
    }
    if (w.endsWith("sses") || w.endsWith("xes") || w.endsWith("ches") || w.endsWith("shes")
        || w.endsWith("zzes")) {
      return w.substring(0, w.length() - 2);
    }
    if (w.endsWith("uses") && w.length() > 5) {
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
        return 0.95;
      }
    }
    sa.addAll(weak(a));
    sb.addAll(weak(b));
    for (String f : sb) {
      if (sa.contains(f)) {
        return 0.8;
      }
    }
    return 0;
  }

  private static void plural(String w, Set<String> forms) {
    if (w.endsWith("ies") && w.length() > 4) {
      forms.add(w.substring(0, w.length() - 3) + "y");
    }
    if (w.endsWith("es")) {
      forms.add(w.substring(0, w.length() - 2));
      if (w.endsWith("ves")) {
        forms.add(w.substring(0, w.length() - 3) + "f");
      }
    }
    if (w.endsWith("s") && !w.endsWith("ss")) {
      forms.add(w.substring(0, w.length() - 1));
    }
  }

  private static void verb(String w, Set<String> forms) {
    if (w.endsWith("ied") && w.length() > 4) {
      forms.add(w.substring(0, w.length() - 3) + "y");
    }
    if (w.endsWith("ed") && w.length() > 4) {
      String stem = w.substring(0, w.length() - 2);
      forms.add(stem);
      forms.add(stem + "e");
      undouble(stem, forms);
    }
    if (w.endsWith("ing") && w.length() > 5) {
      String stem = w.substring(0, w.length() - 3);
      forms.add(stem);
      forms.add(stem + "e");
      undouble(stem, forms);
    }
    if (w.endsWith("er") && w.length() > 5) {
      String stem = w.substring(0, w.length() - 2);
      forms.add(stem);
      forms.add(stem + "e");
    }
    if (w.endsWith("ers") && w.length() > 6) {
      String stem = w.substring(0, w.length() - 3);
      forms.add(stem);
      forms.add(stem + "e");
    }
  }

  /** Nouns made from verbs: arrival, departure, payment, creation, registration. */
  private static void derived(String w, Set<String> forms) {
    if (w.endsWith("al") && w.length() > 6) {
      forms.add(w.substring(0, w.length() - 2));
      forms.add(w.substring(0, w.length() - 2) + "e");
    }
    if (w.endsWith("ure") && w.length() > 6) {
      forms.add(w.substring(0, w.length() - 3));
      forms.add(w.substring(0, w.length() - 3) + "e");
    }
    if (w.endsWith("ment") && w.length() > 6) {
      forms.add(w.substring(0, w.length() - 4));
    }
    if (w.endsWith("ption") && w.length() > 7) {
      forms.add(w.substring(0, w.length() - 5) + "be");
    }
    if (w.endsWith("ation") && w.length() > 7) {
      forms.add(w.substring(0, w.length() - 5));
      forms.add(w.substring(0, w.length() - 5) + "e");
    } else if (w.endsWith("ion") && w.length() > 6) {
      forms.add(w.substring(0, w.length() - 3));
      forms.add(w.substring(0, w.length() - 3) + "e");
    }
  }

  private static void undouble(String stem, Set<String> forms) {
    int n = stem.length();
    if (n > 2 && stem.charAt(n - 1) == stem.charAt(n - 2) && "aeiou".indexOf(stem.charAt(n - 1)) < 0) {
      forms.add(stem.substring(0, n - 1));
    }
  }
}
