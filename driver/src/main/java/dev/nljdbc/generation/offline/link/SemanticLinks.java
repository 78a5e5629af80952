package dev.nljdbc.generation.offline.link;

import dev.nljdbc.generation.offline.index.ElementMeanings;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.Token;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Links a content word that nothing spells (no name, synonym, word form, comment or value) to
 * the table or column closest to it in meaning, when the schema's elements have meanings
 * ({@link ElementMeanings}): "staff" for {@code employees}, "earners" for a salary. The link is
 * evidence weaker than every spelling match, and only when the closest element is close
 * enough and clearly closer than the runner-up. When no other term of the question is spelled,
 * the reading rests on this guess alone: the runner-up is then kept within the tie margin, so
 * that the engine may ask which was meant (with {@code clarify=false} the closest still wins).
 */
final class SemanticLinks {
  /**
   * The similarity a word needs to its closest element; fitted on Spider and Spider-Syn train
   * (docs/accuracy.md).
   */
  static final double MIN_SIMILARITY = 0.5;
  /** How much closer than the runner-up the closest element must be; fitted with the above. */
  static final double MIN_MARGIN = 0.03;
  /** The score of such a link: below a comment's match, so that any spelling wins. */
  static final double SCORE = 0.35;
  /** Shorter words are not compared: too many chance neighbours. */
  private static final int MIN_LENGTH = 3;
  /** How many elements are ranked for a word: the closest and its runner-up. */
  private static final int RANKED = 2;

  private final ElementMeanings meanings;
  /** The runner-up of each link made, for {@link #askWhenAlone}. */
  private final Map<Link, Link.Target> runnerUps = new LinkedHashMap<>();

  SemanticLinks(ElementMeanings meanings) {
    this.meanings = meanings;
  }

  /** A link of the word at {@code i} to its closest element, or null. */
  Link link(List<Token> tokens, int i) {
    Token token = tokens.get(i);
    if (meanings == null || !compared(token, i)) {
      return null;
    }
    List<ElementMeanings.Match> ranked = meanings.closest(token.lower(), RANKED);
    if (ranked.isEmpty() || ranked.get(0).similarity() < MIN_SIMILARITY
        || ranked.size() > 1
        && ranked.get(0).similarity() - ranked.get(1).similarity() < MIN_MARGIN) {
      return null;
    }
    Link link = SchemaLinker.newLink(tokens, i, i + 1, List.of(target(ranked.get(0), SCORE)));
    if (ranked.size() > 1) {
      runnerUps.put(link, target(ranked.get(1), SCORE - TermLink.TIE_MARGIN / 2));
    }
    return link;
  }

  /**
   * Adds its runner-up to each semantic link, within the tie margin, when no other term is
   * linked by a spelling of at least {@link SchemaLinker#MIN_SCORE}: the reading rests on the
   * guess, and the engine may ask which element was meant.
   */
  void askWhenAlone(List<Link> links) {
    if (runnerUps.isEmpty()) {
      return;
    }
    for (Link link : links) {
      if (!runnerUps.containsKey(link) && link.best() != null
          && link.best().score() >= SchemaLinker.MIN_SCORE) {
        return;
      }
    }
    for (Map.Entry<Link, Link.Target> e : runnerUps.entrySet()) {
      List<Link.Target> targets = new ArrayList<>(e.getKey().targets);
      targets.add(e.getValue());
      e.getKey().targets = Link.sorted(targets);
    }
  }

  private static boolean compared(Token token, int i) {
    String w = token.lower();
    return token.isWord() && token.text().length() >= MIN_LENGTH
        && token.text().chars().allMatch(Character::isLetter)
        && Lexicon.isContent(w) && !Lexicon.isTimeOrComparison(w)
        && !Lexicon.GENERIC.contains(w) && !Lexicon.HIGH.contains(w) && !Lexicon.LOW.contains(w)
        && !Lexicon.SPECIFIC.contains(w) && !Lexicon.VAGUE_TIME.contains(w)
        && !Lexicon.QUESTION_WORDS.contains(w) && !Lexicon.COURTESY.contains(w)
        && (i == 0 || !Character.isUpperCase(token.text().charAt(0)));
  }

  private static Link.Target target(ElementMeanings.Match m, double score) {
    return m.element().column() == null
        ? new Link.Target(LinkKind.TABLE, m.element().table(), null, null, score)
        : new Link.Target(LinkKind.COLUMN, m.element().table(), m.element().column(), null,
            score);
  }
}
