package dev.nljdbc.generation.offline.words;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Turns number words into numbers where they count something ("at least two", "top three"). */
public final class WordNumbers {

  private static final Set<String> BEFORE = Set.of("than", "least", "most", "exactly", "top",
      "first", "last", "bottom", "over", "under", "above", "below", "limit", "only", "just",
      "to", "between", "and", "the");

  private WordNumbers() {}

  public static List<Token> normalize(List<Token> tokens) {
    List<Token> result = new ArrayList<>(tokens.size());
    for (int i = 0; i < tokens.size(); i++) {
      Token t = tokens.get(i);
      int n = t.isWord() ? PeriodParser.wordNumber(t.lower()) : -1;
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
