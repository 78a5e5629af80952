package dev.nljdbc.generation.offline.words;

import dev.nljdbc.language.Adjectives;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.MeasureWords;
import dev.nljdbc.language.PeriodParser;
import dev.nljdbc.language.TimeUnit;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordNumbers;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Set;

/**
 * Finds the cue phrases of a question ({@link Cue.Kind}). Row limits are read first, so that
 * "top 5" is a limit and not a number to compare with; the rest is read after numbers and
 * periods took their tokens.
 */
public final class CueReader {

  /** The length of a cue phrase of three words ("total number of", "broken down by"). */
  private static final int THREE_WORDS = 3;
  /** The length of a cue phrase of four words ("in reverse alphabetical order"). */
  private static final int FOUR_WORDS = 4;
  /** How many tokens after "sort" or "order" at a sentence's start its "by" may stand. */
  private static final int SORT_BY_REACH = 8;
  /** "The 10 cheapest": a number after "the" below this is a row limit, not a value. */
  private static final int MAX_RANKED = 1000;
  /** Words this short that end in -ed or -en ("red", "ten") are not participles. */
  private static final int MIN_PARTICIPLE = 3;

  private static final Set<String> LIMIT_WORDS = Set.of("top", "first", "bottom", "limit",
      "last", "only", "just", "best", "worst");
  private static final Set<String> SORT_VERBS = Set.of("sort", "sorted", "sorting", "order",
      "ordered", "ordering", "rank", "ranked", "ranking", "arrange", "arranged", "list",
      "listed");
  private static final Set<String> SCOPE_WORDS = Set.of("most", "least", "highest", "lowest",
      "largest", "smallest", "biggest", "best", "worst", "cheapest", "expensive", "oldest",
      "youngest", "newest", "latest", "earliest", "longest", "shortest", "heaviest",
      "lightest", "tallest", "greatest", "fewest", "richest", "fastest", "slowest", "top",
      "bottom", "recent", "popular");

  private static final Set<String> AUXILIARIES = Set.of("do", "does", "did", "is", "are",
      "was", "were", "will", "would", "can", "could", "should", "has", "have", "had");
  private static final Set<String> PARTICIPLES = Set.of("made", "sold", "held", "taught",
      "sung", "built", "done", "run", "won", "led", "kept", "found", "bought", "brought", "paid",
      "sent", "spent", "told", "shot", "hit", "set", "put", "read", "caught", "fought",
      "bound", "drawn", "flown", "grown", "known", "shown", "seen", "thrown", "worn", "born",
      "managed", "owned", "hosted", "written", "driven", "ridden", "given", "taken", "eaten",
      "chosen", "spoken", "stolen", "beaten", "broken", "forgotten", "hidden");

  private CueReader() {}

  /**
   * Reads the phrases that must not be read as names or numbers, and takes their tokens: row
   * limits ("top 5", "first 10", "limit 20", "the 3 most"), sorting ("sorted by", "in
   * descending order of") and grouping ("grouped by", "broken down by").
   */
  public static List<Cue> reserved(List<Token> tokens, BitSet taken) {
    List<Cue> cues = new ArrayList<>();
    for (int i = 0; i < tokens.size(); i++) {
      if (taken.get(i)) {
        continue;
      }
      int phrase = sortOrGroup(tokens, i, cues);
      if (phrase > i) {
        taken.set(i, phrase);
        i = phrase - 1;
        continue;
      }
      String w = tokens.get(i).lower();
      int n = number(tokens, i + 1);
      int next = i + 2;
      if (w.equals("limit") && lower(tokens, i + 1).equals("to")) {
        n = number(tokens, i + 2);
        next = i + THREE_WORDS;
      }
      if (LIMIT_WORDS.contains(w) && n > 0 && !taken.get(i + 1)) {
        boolean descending = !w.equals("bottom") && !w.equals("worst");
        cues.add(new Cue(Cue.Kind.LIMIT, i, next, null, descending, n, null, null));
        taken.set(i, next);
        continue;
      }
      int m = number(tokens, i);
      if (m > 0 && m < MAX_RANKED && lower(tokens, i - 1).equals("the") && hasSuperlative(tokens)
          && tokens.get(i).kind() == Token.Kind.NUMBER) {
        cues.add(new Cue(Cue.Kind.LIMIT, i, i + 1, null, true, m, null, null));
        taken.set(i);
        continue;
      }
      if (m > 0 && !w.matches("\\d{4}") || m > 0 && m < PeriodParser.MIN_YEAR) {
        String after = lower(tokens, i + 1);
        String after2 = lower(tokens, i + 2);
        if (SCOPE_WORDS.contains(after) || (after.equals("more") || after.equals("less"))
            && Adjectives.of(after2) != null || after.equals("most") || after.equals("least")) {
          boolean descending = !(after.equals("least") || Lexicon.MIN.contains(after)
              || Adjectives.of(after) != null && !Adjectives.of(after).more());
          cues.add(new Cue(Cue.Kind.LIMIT, i, i + 1, null, descending, m, null, null));
          taken.set(i);
        }
      }
    }
    return cues;
  }

  private static boolean hasSuperlative(List<Token> tokens) {
    for (Token t : tokens) {
      String w = t.lower();
      if (SCOPE_WORDS.contains(w) || w.endsWith("est") && Adjectives.of(w) != null) {
        return true;
      }
    }
    return false;
  }

  /** Reads the other cues of the tokens not taken. */
  public static List<Cue> read(List<Token> tokens, BitSet taken) {
    List<Cue> cues = new ArrayList<>();
    for (int i = 0; i < tokens.size(); i++) {
      if (taken.get(i)) {
        continue;
      }
      int next = at(tokens, i, cues, taken);
      if (next > i + 1) {
        i = next - 1;
      }
    }
    return cues;
  }

  private static int at(List<Token> tokens, int i, List<Cue> cues, BitSet taken) {
    String w = tokens.get(i).lower();
    String n1 = lower(tokens, i + 1);
    String n2 = lower(tokens, i + 2);
    String p1 = lower(tokens, i - 1);
    if (i == 0 || p1.equals(",") || p1.equals(".")) {
      if (w.equals("which") || w.equals("who") || w.equals("whose") || w.equals("what")
          && !(n1.equals("is") && (n2.equals("the") || n2.equals("total")))) {
        cues.add(Cue.of(Cue.Kind.WHICH, i, i + 1));
      }
    }
    if (w.equals("how") && (n1.equals("many") || n1.equals("much"))) {
      if (n1.equals("many")) {
        cues.add(new Cue(Cue.Kind.COUNT, i, i + 2, AggFunc.COUNT, false, 0, null, null));
      } else if (!AUXILIARIES.contains(n2)) {
        cues.add(new Cue(Cue.Kind.AGGREGATE, i, i + 2, AggFunc.SUM, false, 0, null, null));
      }
      return i + 2;
    }
    if ((w.equals("total") || w.equals("overall") || w.equals("combined"))
        && (n1.equals("number") || n1.equals("count")) && n2.equals("of")) {
      cues.add(new Cue(Cue.Kind.COUNT, i, i + THREE_WORDS, AggFunc.COUNT, false, 0, null, null));
      return i + THREE_WORDS;
    }
    if ((w.equals("number") || w.equals("count") || w.equals("numbers") || w.equals("counts"))
        && (n1.equals("of") || i + 1 >= tokens.size() || p1.equals("the") || p1.equals("a")
        || isGroupWord(n1) || w.startsWith("count"))) {
      int end = n1.equals("of") ? i + 2 : i + 1;
      cues.add(new Cue(Cue.Kind.COUNT, i, end, AggFunc.COUNT, false, 0, null, null));
      return end;
    }
    if (w.equals("over") && n1.equals("time")) {
      cues.add(Cue.of(Cue.Kind.TREND, i, i + 2));
      return i + 2;
    }
    if (isGroupWord(w) && TimeUnit.of(n1) != null && !n1.startsWith("date")
        || (w.equals("for") && (n1.equals("each") || n1.equals("every"))
        && TimeUnit.of(n2) != null)) {
      int unitAt = w.equals("for") ? i + 2 : i + 1;
      cues.add(new Cue(Cue.Kind.TREND, i, unitAt + 1, null, false, 0,
          TimeUnit.of(lower(tokens, unitAt)), null));
      return unitAt + 1;
    }
    if (Lexicon.TREND.contains(w)) {
      TimeUnit unit = TimeUnit.of(w);
      cues.add(new Cue(Cue.Kind.TREND, i, i + 1, null, false, 0, unit, null));
      return i + 1;
    }
    int direction = direction(tokens, i, cues);
    if (direction > i) {
      return direction;
    }
    if ((w.equals("each") || w.equals("every") || w.equals("for") && (n1.equals("each")
        || n1.equals("every"))) && refersBack(tokens, w.equals("for") ? i + 2 : i + 1)) {
      int end = (w.equals("for") ? i + 2 : i + 1) + backReferenceLength(tokens,
          w.equals("for") ? i + 2 : i + 1);
      cues.add(Cue.of(Cue.Kind.EACH_OF_THOSE, i, end));
      return end;
    }
    if (w.equals("for") && (n1.equals("each") || n1.equals("every"))
        || w.equals("in") && n1.equals("each")) {
      cues.add(Cue.of(Cue.Kind.GROUP, i, i + 2));
      return i + 2;
    }
    if (isGroupWord(w) && !(w.equals("by") && isParticiple(p1))) {
      cues.add(Cue.of(Cue.Kind.GROUP, i, i + 1));
      return i + 1;
    }
    AggFunc func = aggregate(w);
    if (func != null) {
      cues.add(new Cue(Cue.Kind.AGGREGATE, i, i + 1, func, false, 0, null, null));
      return i + 1;
    }
    int superlative = superlative(tokens, i, cues);
    if (superlative > i) {
      return superlative;
    }
    if (Lexicon.NEGATION.contains(w) && !(w.equals("other") && !n1.equals("than"))
        || w.equals("but") && n1.equals("not")) {
      int end = w.equals("other") || w.equals("rather") ? i + 2 : i + 1;
      cues.add(Cue.of(Cue.Kind.NEGATION, i, end));
      return end;
    }
    if (Lexicon.DISTINCT.contains(w)) {
      cues.add(Cue.of(Cue.Kind.DISTINCT, i, i + 1));
      return i + 1;
    }
    if (w.equals("with") || w.equals("having") || w.equals("has") || w.equals("have")
        || w.equals("had")) {
      cues.add(Cue.of(Cue.Kind.WITH, i, i + 1));
      return i + 1;
    }
    if (w.equals("all") || w.equals("every")) {
      cues.add(Cue.of(Cue.Kind.ALL, i, i + 1));
      return i + 1;
    }
    if (w.equals("or")) {
      cues.add(Cue.of(Cue.Kind.OR, i, i + 1));
      return i + 1;
    }
    if (w.equals("contains") || w.equals("containing") || w.equals("contain")
        || w.equals("like") || w.equals("includes") || w.equals("including")
        || w.equals("substring") || (w.equals("starting") || w.equals("starts")
        || w.equals("beginning") || w.equals("begins") || w.equals("ending")
        || w.equals("ends")) && n1.equals("with")) {
      int end = n1.equals("with") ? i + 2 : i + 1;
      cues.add(new Cue(Cue.Kind.CONTAINS, i, end, null, w.startsWith("end"), 0, null, null));
      return end;
    }
    return i + 1;
  }

  private static int sortOrGroup(List<Token> tokens, int i, List<Cue> cues) {
    String w = tokens.get(i).lower();
    String n1 = lower(tokens, i + 1);
    String n2 = lower(tokens, i + 2);
    String n3 = lower(tokens, i + THREE_WORDS);
    if (SORT_VERBS.contains(w) && !w.startsWith("list")
        && (n1.equals("by") || n1.equals("them") && n2.equals("by"))) {
      int end = n1.equals("them") ? i + THREE_WORDS : i + 2;
      cues.add(Cue.of(Cue.Kind.SORT, i, end));
      return end;
    }
    if (SORT_VERBS.contains(w) && !w.startsWith("list") && n2.equals("by")
        && (n1.equals("descending") || n1.equals("ascending") || n1.equals("desc")
        || n1.equals("asc") || n1.equals("decreasingly") || n1.equals("increasingly"))) {
      cues.add(new Cue(Cue.Kind.DIRECTION, i + 1, i + 2, null, n1.startsWith("desc")
          || n1.startsWith("decreas"), 0, null, null));
      cues.add(Cue.of(Cue.Kind.SORT, i, i + THREE_WORDS));
      return i + THREE_WORDS;
    }
    if ((w.equals("sort") || w.equals("order") || w.equals("rank") || w.equals("arrange"))
        && (i == 0 || lower(tokens, i - 1).equals(",") || lower(tokens, i - 1).equals("."))) {
      for (int k = i + 2; k < Math.min(tokens.size(), i + SORT_BY_REACH); k++) {
        if (tokens.get(k).is("by")) {
          cues.add(Cue.of(Cue.Kind.SORT, k, k + 1));
          return i + 1;
        }
      }
    }
    if (w.equals("in") && n1.equals("order") && n2.equals("of")) {
      cues.add(Cue.of(Cue.Kind.SORT, i, i + THREE_WORDS));
      return i + THREE_WORDS;
    }
    if (w.equals("in") && (n1.equals("reverse") || n1.equals("reversed"))
        && (n2.equals("alphabetical") || n2.equals("lexicographical")
        || n2.equals("alphabetic")) && n3.equals("order")) {
      cues.add(new Cue(Cue.Kind.ALPHABETICAL, i, i + FOUR_WORDS, null, true, 0, null, null));
      return i + FOUR_WORDS;
    }
    if (w.equals("in") && (n1.equals("ascending") || n1.equals("descending")
        || n1.equals("decreasing") || n1.equals("increasing") || n1.equals("alphabetical")
        || n1.equals("lexicographical") || n1.equals("reverse")) && n2.equals("order")) {
      boolean descending = n1.equals("descending") || n1.equals("decreasing")
          || n1.equals("reverse");
      int end = n3.equals("of") || n3.equals("by") ? i + FOUR_WORDS : i + THREE_WORDS;
      if (n1.equals("alphabetical") || n1.equals("lexicographical")) {
        cues.add(new Cue(Cue.Kind.ALPHABETICAL, i, end, null, false, 0, null, null));
      } else {
        cues.add(new Cue(Cue.Kind.DIRECTION, i, end, null, descending, 0, null, null));
      }
      if (end == i + FOUR_WORDS) {
        cues.add(Cue.of(Cue.Kind.SORT, i, end));
      }
      return end;
    }
    if ((w.equals("group") || w.equals("grouped") || w.equals("breakdown")
        || w.equals("split") || w.equals("segmented") || w.equals("bucketed"))
        && n1.equals("by")) {
      cues.add(Cue.of(Cue.Kind.GROUP, i, i + 2));
      return i + 2;
    }
    if ((w.equals("broken") || w.equals("break")) && n1.equals("down") && n2.equals("by")) {
      cues.add(Cue.of(Cue.Kind.GROUP, i, i + THREE_WORDS));
      return i + THREE_WORDS;
    }
    return i;
  }

  private static int direction(List<Token> tokens, int i, List<Cue> cues) {
    String w = tokens.get(i).lower();
    String n1 = lower(tokens, i + 1);
    switch (w) {
      case "descending": case "desc": case "decreasing": case "reverse": case "reversed":
      case "downward":
        cues.add(new Cue(Cue.Kind.DIRECTION, i, i + 1, null, true, 0, null, null));
        return i + 1;
      case "ascending": case "asc": case "increasing": case "upward":
        cues.add(new Cue(Cue.Kind.DIRECTION, i, i + 1, null, false, 0, null, null));
        return i + 1;
      case "alphabetically": case "alphabetical": case "lexicographically":
        cues.add(new Cue(Cue.Kind.ALPHABETICAL, i, i + 1, null, false, 0, null, null));
        return i + 1;
      case "from":
        int a = n1.equals("the") ? i + 2 : i + 1;
        String first = lower(tokens, a);
        int toAt = a + 1;
        if (!lower(tokens, toAt).equals("to")) {
          return i;
        }
        int b = lower(tokens, toAt + 1).equals("the") ? toAt + 2 : toAt + 1;
        String second = lower(tokens, b);
        Boolean descending = fromTo(first, second);
        if (descending == null) {
          return i;
        }
        cues.add(new Cue(Cue.Kind.DIRECTION, i, b + 1, null, descending, 0, null, null));
        return b + 1;
      default:
        return i;
    }
  }

  /** "from highest to lowest": true (descending); "from the youngest to the oldest": false. */
  private static Boolean fromTo(String first, String second) {
    if (Lexicon.MAX.contains(first) && Lexicon.MIN.contains(second)) {
      Adjectives.Concept c = Adjectives.of(first);
      return c == null || c.more();
    }
    if (Lexicon.MIN.contains(first) && Lexicon.MAX.contains(second)) {
      Adjectives.Concept c = Adjectives.of(first);
      return c != null && c.more();
    }
    Adjectives.Concept c1 = Adjectives.of(first);
    if (c1 != null && Adjectives.of(second) != null) {
      return c1.more();
    }
    if (first.equals("a") && second.equals("z")) {
      return false;
    }
    if (first.equals("z") && second.equals("a")) {
      return true;
    }
    return null;
  }

  private static int superlative(List<Token> tokens, int i, List<Cue> cues) {
    String w = tokens.get(i).lower();
    String n1 = lower(tokens, i + 1);
    if ((w.equals("most") || w.equals("least")) && Adjectives.of(n1) != null) {
      Adjectives.Concept c = Adjectives.of(n1);
      boolean more = w.equals("most") == c.more();
      cues.add(new Cue(Cue.Kind.SUPERLATIVE, i, i + 2, null, more, 0, null, c));
      return i + 2;
    }
    if (w.equals("most") && (n1.equals("recent") || n1.equals("recently"))) {
      cues.add(new Cue(Cue.Kind.SUPERLATIVE, i, i + 2, null, true, 0, null,
          Adjectives.of("latest")));
      return i + 2;
    }
    if ((w.equals("first") || w.equals("last")) && (i + 1 < tokens.size()
        && tokens.get(i + 1).isWord() && !Lexicon.isStop(n1) && TimeUnit.of(n1) == null
        && !n1.equals("name") && !n1.equals("names"))) {
      cues.add(new Cue(Cue.Kind.SUPERLATIVE, i, i + 1, null, w.equals("last"), 0, null,
          Adjectives.of(w.equals("last") ? "latest" : "earliest")));
      return i + 1;
    }
    Adjectives.Concept concept = Adjectives.of(w);
    boolean isSuperlative = w.endsWith("est") || w.equals("most") || w.equals("least")
        || w.equals("top") || w.equals("bottom") || w.equals("best") || w.equals("worst");
    if (concept != null && isSuperlative) {
      cues.add(new Cue(Cue.Kind.SUPERLATIVE, i, i + 1, null, concept.more(), 0, null, concept));
      return i + 1;
    }
    if (Lexicon.MAX.contains(w) && isSuperlative) {
      cues.add(new Cue(Cue.Kind.SUPERLATIVE, i, i + 1, null, true, 0, null, null));
      return i + 1;
    }
    if (Lexicon.MIN.contains(w) && isSuperlative) {
      cues.add(new Cue(Cue.Kind.SUPERLATIVE, i, i + 1, null, false, 0, null, null));
      return i + 1;
    }
    return i;
  }

  private static AggFunc aggregate(String w) {
    switch (w) {
      case "total": case "totals": case "sum": case "sums": case "combined": case "overall":
      case "cumulative": case "altogether":
        return AggFunc.SUM;
      case "average": case "averages": case "avg": case "mean":
        return AggFunc.AVG;
      case "maximum": case "max": case "maximal":
        return AggFunc.MAX;
      case "minimum": case "min": case "minimal":
        return AggFunc.MIN;
      default:
        // a median or percentile places its measure as an average does; the planner turns
        // the average into the percentile
        return MeasureWords.MEDIAN.contains(w) || MeasureWords.PERCENTILE.contains(w)
            ? AggFunc.AVG : null;
    }
  }

  /** Whether "one", "of them", "of those" follows: each of the rows already shown. */
  private static boolean refersBack(List<Token> tokens, int i) {
    return backReferenceLength(tokens, i) > 0;
  }

  private static int backReferenceLength(List<Token> tokens, int i) {
    String a = lower(tokens, i);
    String b = lower(tokens, i + 1);
    if (a.equals("one")) {
      return 1;
    }
    if (a.equals("of") && (b.equals("them") || b.equals("those") || b.equals("these")
        || b.equals("it"))) {
      return 2;
    }
    return 0;
  }

  /** Whether a word is a past participle, so that "by" after it names an agent. */
  private static boolean isParticiple(String w) {
    return w.length() > MIN_PARTICIPLE && (w.endsWith("ed") || w.endsWith("en"))
        && !w.equals("then")
        || PARTICIPLES.contains(w);
  }

  private static boolean isGroupWord(String w) {
    return w.equals("by") || w.equals("per") || w.equals("each") || w.equals("every");
  }

  private static int number(List<Token> tokens, int i) {
    if (i < 0 || i >= tokens.size()) {
      return -1;
    }
    Token t = tokens.get(i);
    if (t.kind() == Token.Kind.NUMBER && t.text().matches("\\d{1,6}")) {
      return Integer.parseInt(t.text());
    }
    if (t.isWord()) {
      return WordNumbers.value(t.lower());
    }
    return -1;
  }

  private static String lower(List<Token> tokens, int i) {
    return i >= 0 && i < tokens.size() ? tokens.get(i).lower() : "";
  }
}
