package dev.nljdbc.generation.offline.link;

import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.Token;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * A proper name said short: two or more capitalised words of the question that begin a longer
 * stored value ("Summit Builders" for {@code Summit Builders Inc}, "Nordhafen Bank" for
 * {@code Nordhafen Bank AG}), linked to it below a value said in full. Values that share the
 * words tie, so the engine asks which one is meant. One word alone ("Kestrel") is no link: a
 * single capitalised word begins too many values by chance, and a vague question about it
 * ("how are we doing on the Kestrel job?") should still be asked about.
 */
final class ValuePrefixes {

  /** Several words that begin a longer value: strong, below a value said in full. */
  static final double PREFIX_SCORE = 0.82;
  /** The shortest word that may begin a value said short. */
  private static final int MIN_LENGTH = 3;

  /** The words a match covers, up to {@code end}, and its targets. */
  record Match(int end, List<Link.Target> targets) {
  }

  private ValuePrefixes() {}

  /** The longest run of capitalised words from {@code i} that begins longer values, or null. */
  static Match match(SchemaIndex index, List<Token> tokens, int i, BitSet used) {
    if (!capitalised(tokens.get(i))) {
      return null;
    }
    int run = i;
    while (run < tokens.size() && !used.get(run) && capitalised(tokens.get(run))) {
      run++;
    }
    int best = 0;
    List<Link.Target> targets = new ArrayList<>();
    for (SchemaIndex.Value v : index.valuesStartingWith(tokens.get(i).lower())) {
      int n = 0;
      while (n < v.words().size() && i + n < run
          && v.words().get(n).equals(tokens.get(i + n).lower())) {
        n++;
      }
      if (n == 0 || n >= v.words().size() || n < best) {
        continue;
      }
      if (n > best) {
        best = n;
        targets.clear();
      }
      targets.add(new Link.Target(LinkKind.VALUE, v.column().table, v.column(), v.value(),
          PREFIX_SCORE));
    }
    if (best < 2) {
      return null;
    }
    return new Match(i + best, targets);
  }

  private static boolean capitalised(Token t) {
    return t.isWord() && t.text().length() >= MIN_LENGTH
        && Character.isUpperCase(t.text().charAt(0)) && Lexicon.isContent(t.lower());
  }
}
