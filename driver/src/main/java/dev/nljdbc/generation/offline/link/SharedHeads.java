package dev.nljdbc.generation.offline.link;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordForms;
import java.util.ArrayList;
import java.util.List;

/**
 * Modifiers that share one head noun name one column each: "the first, middle and last name"
 * asks for {@code first_name}, {@code middle_name} and {@code last_name}. The head is repeated
 * after every modifier before it when the schema has a column named by that modifier and the
 * head; a modifier that names no such column ("the id, last name") is left as it is.
 */
final class SharedHeads {

  private SharedHeads() {}

  /** The tokens with each shared head repeated after its modifiers, indexes renumbered. */
  static List<Token> distribute(List<Token> tokens, SchemaIndex index) {
    List<List<Integer>> inserts = new ArrayList<>();
    for (int i = 0; i < tokens.size(); i++) {
      inserts.add(null);
    }
    for (int head = 2; head < tokens.size(); head++) {
      Token h = tokens.get(head);
      if (!h.isWord() || !names(index, tokens.get(head - 1), h)) {
        continue;
      }
      int k = head - 1;
      while (true) {
        int m = k - 1;
        boolean connector = false;
        while (m >= 0 && (tokens.get(m).is(",") || tokens.get(m).is("and")
            || tokens.get(m).is("or"))) {
          connector = true;
          m--;
        }
        if (!connector || m < 0 || !names(index, tokens.get(m), h)) {
          break;
        }
        List<Integer> at = inserts.get(m);
        if (at == null) {
          at = new ArrayList<>();
          inserts.set(m, at);
        }
        at.add(head);
        k = m;
      }
    }
    List<Token> result = new ArrayList<>(tokens.size());
    for (int i = 0; i < tokens.size(); i++) {
      Token t = tokens.get(i);
      result.add(new Token(t.text(), t.kind(), result.size(), t.start(), t.end()));
      if (inserts.get(i) != null) {
        Token h = tokens.get(inserts.get(i).get(0));
        result.add(new Token(h.text(), h.kind(), result.size(), t.end(), t.end()));
      }
    }
    return result;
  }

  /** Whether a column of the schema is named by exactly the modifier and the head. */
  private static boolean names(SchemaIndex index, Token modifier, Token head) {
    if (!modifier.isWord()) {
      return false;
    }
    String m = modifier.lower();
    String h = WordForms.lemma(head.lower());
    for (TableEntry t : index.tables) {
      for (ColumnEntry c : t.columns) {
        if (c.words.size() == 2 && c.words.get(0).equals(m)
            && WordForms.lemma(c.words.get(1)).equals(h)) {
          return true;
        }
      }
    }
    return false;
  }
}
