package dev.nljdbc.generation.offline.link;

import static dev.nljdbc.generation.offline.link.SchemaLinker.dedupe;
import static dev.nljdbc.generation.offline.link.SchemaLinker.newLink;

import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordForms;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The first pass of {@link SchemaLinker}: the longest run of words equal (ignoring case) to a
 * sampled value, a word that names a value in another form ("Italian" for Italy), or a quoted
 * string, linked to the columns that hold it.
 */
final class ValueLinker {

  /** A one-word value typed as sampled: strong, below a value of several words (1). */
  private static final double ONE_WORD_SCORE = 0.92;
  /** A one-word value in another case or word form ("Shipped", "ships" for shipped). */
  private static final double OTHER_CASE_SCORE = 0.86;
  /**
   * What a value the sample did not contain (a known value of an enumerated or checked column)
   * scores less than a sampled one, so the sampled value wins a tie.
   */
  private static final double UNSAMPLED_PENALTY = 0.04;
  /** A number equal to a sampled value: below {@link SchemaLinker}'s name threshold. */
  private static final double NUMBER_VALUE_SCORE = 0.6;
  /** The shortest place adjective looked at ("Asian"); shorter words end in -an by chance. */
  private static final int MIN_PLACE_ADJECTIVE = 5;
  /** The length of the place adjectives' endings -ian, -ese and -ish. */
  private static final int SUFFIX = 3;
  /** A place adjective's value ("Italian" for Italy): a guess from the ending. */
  private static final double PLACE_ADJECTIVE_SCORE = 0.85;
  /** Words longer than this also match values by their word forms. */
  private static final int MIN_FORMS_LENGTH = 3;
  /** Words longer than this also match by weak forms and by small typos. */
  private static final int MIN_WEAK_FORMS_LENGTH = 5;
  /** The similarity at which a long word matches a sampled value with a typo. */
  private static final double TYPO_SIMILARITY = 0.8;

  private final SchemaIndex index;
  private final SchemaLinker names;

  ValueLinker(SchemaIndex index, SchemaLinker names) {
    this.index = index;
    this.names = names;
  }

  /** Links runs of words equal to a sampled value, and quoted strings, marking them used. */
  void values(List<Token> tokens, BitSet used, List<Link> links) {
    for (int i = 0; i < tokens.size(); i++) {
      if (used.get(i)) {
        continue;
      }
      Token token = tokens.get(i);
      if (token.kind() == Token.Kind.QUOTED) {
        quotedValue(token, used, links);
        continue;
      }
      if (token.kind() != Token.Kind.WORD && token.kind() != Token.Kind.NUMBER) {
        continue;
      }
      int bestEnd = -1;
      List<Link.Target> targets = new ArrayList<>();
      for (SchemaIndex.Value value : candidates(token)) {
        int end = matchValue(tokens, i, value, used);
        if (end < 0 || !worthMatching(value, tokens.get(i))) {
          continue;
        }
        double score = value.words().size() > 1 ? 1.0
            : token.lower().equals(value.words().get(0)) ? ONE_WORD_SCORE : OTHER_CASE_SCORE;
        if (!value.sampled()) {
          if (value.words().size() == 1 && !namedLike(token, value)) {
            continue;
          }
          score -= UNSAMPLED_PENALTY;
        }
        if (token.kind() == Token.Kind.NUMBER) {
          score = NUMBER_VALUE_SCORE;
        }
        if (end > bestEnd) {
          bestEnd = end;
          targets.clear();
        }
        if (end == bestEnd) {
          targets.add(new Link.Target(LinkKind.VALUE, value.column().table, value.column(),
              value.value(), score));
        }
      }
      if (bestEnd < 0) {
        ValuePrefixes.Match prefix = ValuePrefixes.match(index, tokens, i, used);
        if (prefix != null) {
          targets = prefix.targets();
          bestEnd = prefix.end();
        }
      }
      if (bestEnd < 0) {
        targets = placeValues(token);
        if (targets.isEmpty()) {
          targets = new WordNetLinks(index).values(token);
        }
        if (targets.isEmpty()) {
          continue;
        }
        bestEnd = i + 1;
      }
      targets.addAll(new CodeValues(index).countryCodes(targets));
      if (bestEnd - i == 1) {
        targets.addAll(names.nameTargets(tokens.subList(i, i + 1)));
      }
      links.add(newLink(tokens, i, bestEnd, dedupe(targets)));
      used.set(i, bestEnd);
      i = bestEnd - 1;
    }
  }

  /**
   * A one-word value that an adjective of place names: "Asian" for Asia, "Italian" for Italy,
   * "Chilean" for Chile, "Japanese" for Japan; found by the endings of such adjectives.
   */
  private List<Link.Target> placeValues(Token token) {
    List<Link.Target> targets = new ArrayList<>();
    String w = token.lower();
    if (!token.isWord() || w.length() < MIN_PLACE_ADJECTIVE || !Lexicon.isContent(w)) {
      return targets;
    }
    List<String> bases = new ArrayList<>();
    if (w.endsWith("an")) {
      bases.add(w.substring(0, w.length() - 1));
      bases.add(w.substring(0, w.length() - 2));
    }
    if (w.endsWith("ian")) {
      bases.add(w.substring(0, w.length() - SUFFIX) + "y");
    }
    if (w.endsWith("ese")) {
      bases.add(w.substring(0, w.length() - SUFFIX));
      bases.add(w.substring(0, w.length() - SUFFIX) + "a");
    }
    if (w.endsWith("ish")) {
      bases.add(w.substring(0, w.length() - SUFFIX) + "and");
      bases.add(w.substring(0, w.length() - SUFFIX) + "ey");
    }
    for (String base : bases) {
      for (SchemaIndex.Value v : index.valuesStartingWith(base)) {
        if (v.words().size() == 1 && v.words().get(0).equals(base)) {
          targets.add(new Link.Target(LinkKind.VALUE, v.column().table, v.column(), v.value(),
              PLACE_ADJECTIVE_SCORE));
        }
      }
    }
    return targets;
  }

  private List<SchemaIndex.Value> candidates(Token token) {
    List<SchemaIndex.Value> values = new ArrayList<>(index.valuesStartingWith(token.lower()));
    if (token.isWord() && token.text().length() > MIN_FORMS_LENGTH) {
      java.util.Set<String> forms = WordForms.strong(token.lower());
      if (token.text().length() > MIN_WEAK_FORMS_LENGTH) {
        forms.addAll(WordForms.weak(token.lower()));
      }
      for (String form : forms) {
        if (!form.equals(token.lower())) {
          for (SchemaIndex.Value v : index.valuesStartingWith(form)) {
            if (v.words().size() == 1) {
              values.add(v);
            }
          }
        }
      }
    }
    return values;
  }

  /**
   * Whether a word stands for a lookup value (one of a thousand names): it is written as the
   * value is ("Kabul", not "kabul" for Kabul), and it is no common function or cue word.
   */
  private static boolean namedLike(Token token, SchemaIndex.Value value) {
    String v = value.value();
    if (!Lexicon.isContent(token.lower()) || token.text().length() < 2) {
      return false;
    }
    if (token.kind() == Token.Kind.NUMBER) {
      return v.equals(token.text());
    }
    return token.text().equals(v) || Character.isUpperCase(token.text().charAt(0))
        && token.text().equalsIgnoreCase(v);
  }

  private static boolean worthMatching(SchemaIndex.Value value, Token first) {
    if (value.words().size() > 1) {
      return true;
    }
    String w = value.words().get(0);
    if (w.length() < 2 || Lexicon.isStop(w) || Lexicon.NEGATION.contains(w)) {
      return false;
    }
    return first.kind() != Token.Kind.NUMBER || first.text().length() >= 1;
  }

  /** The end of a match of the value's words from token i (hyphens skipped), or -1. */
  private static int matchValue(List<Token> tokens, int i, SchemaIndex.Value value, BitSet used) {
    int t = i;
    List<String> words = value.words();
    for (int k = 0; k < words.size(); k++) {
      while (t < tokens.size() && k > 0 && (tokens.get(t).is("-") || isArticle(tokens.get(t))
          && !isArticle(words.get(k)))) {
        t++;
      }
      if (t < tokens.size() && k > 0 && k == words.size() - 1 && t == i + k
          && AUXILIARIES.contains(tokens.get(t).lower())
          && !AUXILIARIES.contains(words.get(k))) {
        t++;
      }
      if (t >= tokens.size() || used.get(t)) {
        return -1;
      }
      String lower = tokens.get(t).lower();
      boolean same = lower.equals(words.get(k))
          || k > 0 && k == words.size() - 1 && lower.length() > MIN_FORMS_LENGTH
          && WordForms.lemma(lower).equals(WordForms.lemma(words.get(k)))
          || words.size() == 1 && WordForms.similarity(lower, words.get(k))
          >= (value.sampled() && lower.length() > MIN_WEAK_FORMS_LENGTH ? TYPO_SIMILARITY
              : WordForms.SAME_WORD);
      if (!same) {
        return -1;
      }
      t++;
    }
    return t;
  }

  /**
   * Words that may stand before the last word of a stored value in a sentence: "order was
   * shipped" for {@code order_shipped}.
   */
  private static final java.util.Set<String> AUXILIARIES = java.util.Set.of("was", "were",
      "is", "are", "been", "be");

  private static boolean isArticle(Token token) {
    return token.is("the") || token.is("a") || token.is("an");
  }

  private static boolean isArticle(String word) {
    return word.equals("the") || word.equals("a") || word.equals("an");
  }

  private void quotedValue(Token token, BitSet used, List<Link> links) {
    List<String> words = SchemaIndex.valueWords(token.text());
    List<Link.Target> targets = new ArrayList<>();
    if (!words.isEmpty()) {
      for (SchemaIndex.Value value : index.valuesStartingWith(words.get(0))) {
        if (value.value().equalsIgnoreCase(token.text()) || value.words().equals(words)) {
          targets.add(new Link.Target(LinkKind.VALUE, value.column().table, value.column(),
              value.value(), 1.0));
        }
      }
    }
    if (!targets.isEmpty()) {
      links.add(new Link(token.index(), token.index() + 1, token.text(), token.start(),
          token.end(), dedupe(targets)));
      used.set(token.index());
    }
  }
}
