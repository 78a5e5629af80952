package dev.nljdbc.language;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The number words of English and their values ("three", "a dozen"), and the reading that turns
 * them into numbers where they count something ("at least two", "top three"). The one list of
 * number words: periods ("last three months"), cue reading and clarification all ask here.
 */
public final class WordNumbers {

  /** Number words and their values ("last three months", "top ten", "a dozen"). */
  private static final Map<String, Integer> VALUES = Map.ofEntries(Map.entry("one", 1),
      Map.entry("two", 2), Map.entry("three", 3), Map.entry("four", 4), Map.entry("five", 5),
      Map.entry("six", 6), Map.entry("seven", 7), Map.entry("eight", 8), Map.entry("nine", 9),
      Map.entry("ten", 10), Map.entry("eleven", 11), Map.entry("twelve", 12),
      Map.entry("fifteen", 15), Map.entry("twenty", 20), Map.entry("thirty", 30),
      Map.entry("fifty", 50), Map.entry("hundred", 100), Map.entry("dozen", 12),
      Map.entry("thousand", 1_000), Map.entry("million", 1_000_000));

  private static final Set<String> BEFORE = Set.of("than", "least", "most", "exactly", "top",
      "first", "last", "bottom", "over", "under", "above", "below", "limit", "only", "just",
      "to", "between", "and", "the");

  private WordNumbers() {}

  /** The value of a lower-case number word ("three" is 3), or -1 when it is none. */
  public static int value(String lower) {
    return VALUES.getOrDefault(lower, -1);
  }

  /** Whether a lower-case word is a number word. */
  public static boolean isNumberWord(String lower) {
    return VALUES.containsKey(lower);
  }

  public static List<Token> normalize(List<Token> tokens) {
    List<Token> result = new ArrayList<>(tokens.size());
    for (int i = 0; i < tokens.size(); i++) {
      Token t = tokens.get(i);
      int n = t.isWord() ? value(t.lower()) : -1;
      if (t.is("single") && i >= 2 && tokens.get(i - 1).is("a")
          && BEFORE.contains(tokens.get(i - 2).lower())) {
        n = 1;
      }
      String before = i > 0 ? tokens.get(i - 1).lower() : "";
      String after = i + 1 < tokens.size() ? tokens.get(i + 1).lower() : "";
      boolean counting = t.is("single") || BEFORE.contains(before) && !(before.equals("the") && n == 1)
          || after.equals("or") || after.equals("and") && n > 1 || after.equals("most")
          || after.equals("least");
      if (n > 0 && counting && !(t.lower().equals("one") && after.equals("of"))) {
        result.add(new Token(String.valueOf(n), Token.Kind.NUMBER, t.index(), t.start(),
            t.end()));
      } else {
        result.add(t);
      }
    }
    return result;
  }
}
