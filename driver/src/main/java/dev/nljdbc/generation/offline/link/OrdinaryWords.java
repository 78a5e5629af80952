package dev.nljdbc.generation.offline.link;

import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.PeriodParser;
import dev.nljdbc.language.PresentTime;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordNetLexicon;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The words of everyday English that a reading accounts for without placing them in the query
 * ({@link WordLedger.Evidence#ORDINARY}), so that no rule asks what they mean: the phrases that
 * say "now" ({@link PresentTime}: "right now", "at the moment", "so far") and, through WordNet,
 * the verbs of everyday use whose sense lies in the words around them ("have we got", "put
 * in", "what was made": {@link WordNetLexicon#isLightVerb}); and, as part of the period
 * ({@link WordLedger.Evidence#PERIOD}), a word of novelty before a noun in a question with a
 * period ("new members this year": the members whose rows the period takes). A word a link or
 * a period accounts for keeps its entry, and a planner step's entry outweighs these. A verb
 * after a determiner, a number or a hyphen is read as the noun it may be ("the runs",
 * "no-shows"), and a verb whose particle makes it an exclusion ("leave out", "take out":
 * exclude) keeps its meaning, so neither is ordinary; nor is "do" ("how are we doing?"), which
 * stands for a verb the question leaves unsaid.
 */
final class OrdinaryWords {

  /** The score of these entries: below any link's or step's, which outweigh them. */
  static final double SCORE = 0.5;
  /**
   * The verb that stands for another the question leaves unsaid ("how are we doing?", "which
   * clubs are doing well?"): its sense is in no word around it, so it is never ordinary.
   */
  private static final String PRO_VERB = "do";
  /** The shortest light verb read: shorter words are initials as often as verbs. */
  private static final int MIN_VERB = 3;
  /** Words after which a word names a thing: a verb there is read as a noun. */
  private static final Set<String> BEFORE_A_NOUN = Set.of("the", "a", "an", "of", "our",
      "their", "its", "any", "every", "each", "these", "those", "per", "by", "my", "your",
      "his", "her", "no");

  private OrdinaryWords() {
  }

  /**
   * Records the ordinary words of the tokens that nothing else accounts for yet.
   *
   * @param tokens the question's tokens
   * @param ledger the reading's ledger
   * @param periods the periods of the question
   * @param wordNet whether WordNet may be read (the index's setting)
   */
  static void account(List<Token> tokens, WordLedger ledger, List<PeriodParser.Mention> periods,
      boolean wordNet) {
    for (int[] span : PresentTime.spans(tokens)) {
      for (int k = span[0]; k < span[1]; k++) {
        if (ledger.at(k) == null) {
          ledger.account(k, WordLedger.Evidence.ORDINARY, SCORE, "present time");
        }
      }
    }
    Optional<WordNetLexicon> lexicon = wordNet ? WordNetLexicon.shared() : Optional.empty();
    for (int i = 0; i < tokens.size(); i++) {
      Token t = tokens.get(i);
      if (!t.isWord() || ledger.at(i) != null || !Lexicon.isContent(t.lower())) {
        continue;
      }
      if (Lexicon.NOVELTY.contains(t.lower()) && !periods.isEmpty() && i + 1 < tokens.size()
          && tokens.get(i + 1).isWord()) {
        ledger.account(i, WordLedger.Evidence.PERIOD, SCORE, "new in the period");
      } else if (lexicon.isPresent() && lightVerb(tokens, i, lexicon.get())) {
        ledger.account(i, WordLedger.Evidence.ORDINARY, SCORE, "verb of everyday use");
      }
    }
  }

  private static boolean lightVerb(List<Token> tokens, int i, WordNetLexicon lexicon) {
    String w = tokens.get(i).lower();
    if (w.length() < MIN_VERB || !w.chars().allMatch(Character::isLetter)) {
      return false;
    }
    if (i > 0 && (tokens.get(i - 1).kind() == Token.Kind.NUMBER || tokens.get(i - 1).is("-")
        || BEFORE_A_NOUN.contains(tokens.get(i - 1).lower()))) {
      return false;
    }
    if (!lexicon.isLightVerb(w)) {
      return false;
    }
    String base = lexicon.verbBase(w);
    if (PRO_VERB.equals(base == null ? w : base)) {
      return false;
    }
    if (i + 1 < tokens.size() && tokens.get(i + 1).isWord()) {
      Set<String> meanings = lexicon.phrasalVerb(base == null ? w : base,
          tokens.get(i + 1).lower());
      return meanings.stream().noneMatch(Lexicon.NEGATION::contains);
    }
    return true;
  }
}
