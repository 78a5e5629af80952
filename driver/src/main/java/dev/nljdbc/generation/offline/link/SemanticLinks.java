package dev.nljdbc.generation.offline.link;

import dev.nljdbc.generation.offline.index.ElementMeanings;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.Token;
import java.util.List;
import java.util.Set;

/**
 * Links a content word that nothing spells (no name, synonym, word form, comment or value) to
 * the table or column closest to it in meaning, when the schema's elements have meanings
 * ({@link ElementMeanings}): "staff" for {@code employees}, "earners" for a salary; never a
 * word that reads as a verb (a past participle, a word after "did not" or "who"). The link is
 * evidence weaker than every spelling match, and only when the closest element is close
 * enough and clearly closer than the runner-up. Its score is below what any name needs
 * ({@link TermLink#placedByCommentOnly} holds for it, as for a comment's word), so the rules
 * that ask about weakly placed words treat it as they treat a comment's word.
 */
final class SemanticLinks {
  /**
   * The similarity a word needs to its closest element: on Spider-Syn train 0.45 linked more
   * right than 0.5 or 0.55 did (docs/accuracy.md, "Linking by meaning").
   */
  static final double MIN_SIMILARITY = 0.45;
  /**
   * How much closer than the runner-up the closest element must be: the prototype's value,
   * not refitted (the margins between right and wrong elements are 0.05 to 0.10).
   */
  static final double MIN_MARGIN = 0.03;
  /** The score of such a link: below a comment's match, so that any spelling wins. */
  static final double SCORE = 0.35;
  /** Shorter words are not compared: too many chance neighbours. */
  private static final int MIN_LENGTH = 3;
  /** How many elements are ranked for a word: the closest and its runner-up. */
  private static final int RANKED = 2;

  /**
   * Words after which the next word is a verb ("did not receive", "students who attended"): a
   * verb is read by other rules (negation, relations) or left out, never a schema element.
   */
  private static final Set<String> BEFORE_VERBS = Set.of("did", "does", "do", "not", "never",
      "who", "t");
  /** The ending of a past participle ("released", "located"): a verb, not an element. */
  private static final String PAST = "ed";

  private final ElementMeanings meanings;

  SemanticLinks(ElementMeanings meanings) {
    this.meanings = meanings;
  }

  /** A link of the word at {@code i} to its closest element, or null. */
  Link link(List<Token> tokens, int i) {
    Token token = tokens.get(i);
    if (meanings == null || !compared(tokens, i)) {
      return null;
    }
    List<ElementMeanings.Match> ranked = meanings.closest(token.lower(), RANKED);
    if (ranked.isEmpty() || ranked.get(0).similarity() < MIN_SIMILARITY
        || ranked.size() > 1
        && ranked.get(0).similarity() - ranked.get(1).similarity() < MIN_MARGIN) {
      return null;
    }
    return SchemaLinker.newLink(tokens, i, i + 1, List.of(target(ranked.get(0), SCORE)));
  }

  private static boolean compared(List<Token> tokens, int i) {
    Token token = tokens.get(i);
    String w = token.lower();
    return token.isWord() && token.text().length() >= MIN_LENGTH
        && token.text().chars().allMatch(Character::isLetter)
        && Lexicon.isContent(w) && !Lexicon.isTimeOrComparison(w)
        && !Lexicon.GENERIC.contains(w) && !Lexicon.HIGH.contains(w) && !Lexicon.LOW.contains(w)
        && !Lexicon.SPECIFIC.contains(w) && !Lexicon.VAGUE_TIME.contains(w)
        && !Lexicon.QUESTION_WORDS.contains(w) && !Lexicon.COURTESY.contains(w)
        && !w.endsWith(PAST)
        && (i == 0 || !Character.isUpperCase(token.text().charAt(0))
            && !BEFORE_VERBS.contains(tokens.get(i - 1).lower()));
  }

  private static Link.Target target(ElementMeanings.Match m, double score) {
    return m.element().column() == null
        ? new Link.Target(LinkKind.TABLE, m.element().table(), null, null, score)
        : new Link.Target(LinkKind.COLUMN, m.element().table(), m.element().column(), null,
            score);
  }
}
