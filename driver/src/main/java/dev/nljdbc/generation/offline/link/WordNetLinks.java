package dev.nljdbc.generation.offline.link;

import dev.nljdbc.generation.offline.index.NameScore;
import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordForms;
import dev.nljdbc.language.WordNetLexicon;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Weak evidence from WordNet for one word that no name, synonym or comment of the schema spells:
 * a table or column named by one of the word's other forms ("completion" for
 * {@code completed_on}), synonyms ("clients" for {@code customers}) or broader words
 * ("mountaineers" for {@code climber}), the one table of people for a word that names people
 * ("people", "staff" for {@code members}), and a sampled value that
 * an adjective pertains to ("French" for France). {@link SchemaLinker} asks only after spelling
 * found nothing, and every score here is below a name spelled in full, so a name, a synonym or
 * a semantic model's own words always win. A model's metric or computed field is never linked
 * this way: it is named by its own words only.
 */
final class WordNetLinks {

  /** The best score of a name reached through a synonym of the word's commonest senses. */
  static final double SYNONYM_SCORE = 0.78;
  /** Through a form of the word (a lemma, a derivation): "mountaineer" is no mountain. */
  static final double FORM_SCORE = 0.77;
  /**
   * Through a word one step up ("mountaineer": climber): the weakest, and for tables only, since
   * such words are general ("surname" is a name, and so is every other name column).
   */
  static final double BROADER_SCORE = 0.74;
  /** A sampled value the word's adjective pertains to: below a spelled place adjective. */
  static final double PLACE_SCORE = 0.84;
  /** The shortest word looked up: shorter ones have too many senses to mean a name. */
  private static final int MIN_LENGTH = 3;
  /** The score range a name's own score is mapped from: {@link SchemaLinker#MIN_SCORE} to 1. */
  private static final double SPAN = 1 - SchemaLinker.MIN_SCORE;

  private final SchemaIndex index;

  WordNetLinks(SchemaIndex index) {
    this.index = index;
  }

  /** Tables and columns the word names through WordNet, empty when it names none. */
  List<Link.Target> names(Token token) {
    List<Link.Target> targets = new ArrayList<>();
    WordNetLexicon.Related related = related(token);
    if (related == null) {
      return targets;
    }
    add(targets, related.synonyms(), token, SYNONYM_SCORE, true);
    add(targets, related.forms(), token, FORM_SCORE, true);
    add(targets, related.broader(), token, BROADER_SCORE, false);
    boolean common = token.index() == 0 || Character.isLowerCase(token.text().charAt(0));
    if (targets.isEmpty() && common) {
      TableEntry people = tableOfPeople(token.lower());
      if (people != null) {
        targets.add(new Link.Target(LinkKind.TABLE, people, null, null, BROADER_SCORE));
      }
    }
    return targets;
  }

  /**
   * The one table of people a word that names people ("people", "staff", "workers": {@link
   * WordNetLexicon#isPersonNoun}) stands for: the table whose name ends in a noun of people
   * ("employees", "tblCustomer") and whose people the word may name ({@link
   * WordNetLexicon#namesPeopleOf}: "students" names no {@code teachers}), when the schema has
   * exactly one such table; else null. A capitalised word inside the question is a name ("Baker"), never looked up so.
   */
  private TableEntry tableOfPeople(String word) {
    WordNetLexicon lexicon = WordNetLexicon.shared().orElse(null);
    if (lexicon == null || !lexicon.isPersonNoun(word)) {
      return null;
    }
    TableEntry found = null;
    for (TableEntry t : index.tables) {
      if (t.words.isEmpty() || !lexicon.namesPeopleOf(word, t.words.get(t.words.size() - 1))) {
        continue;
      }
      if (found != null) {
        return null;
      }
      found = t;
    }
    return found;
  }

  /** Sampled one-word values that the word, an adjective, pertains to ("French" for France). */
  List<Link.Target> values(Token token) {
    List<Link.Target> targets = new ArrayList<>();
    WordNetLexicon.Related related = related(token);
    if (related == null) {
      return targets;
    }
    for (String place : related.places()) {
      String lower = place.toLowerCase(Locale.ROOT);
      for (SchemaIndex.Value v : index.valuesStartingWith(lower)) {
        if (v.sampled() && v.value().equalsIgnoreCase(place)) {
          targets.add(new Link.Target(LinkKind.VALUE, v.column().table, v.column(), v.value(),
              PLACE_SCORE));
        }
      }
    }
    return targets;
  }

  private WordNetLexicon.Related related(Token token) {
    String w = token.lower();
    if (!index.wordNet || !token.isWord() || w.length() < MIN_LENGTH || !Lexicon.isContent(w)
        || Lexicon.isCue(w) || !w.chars().allMatch(Character::isLetter)) {
      return null;
    }
    return WordNetLexicon.shared().map(l -> l.related(w)).orElse(null);
  }

  /**
   * Adds the names ({@code columns} false: tables only) each related word spells, scored from
   * {@code SchemaLinker.MIN_SCORE} (a name just spelled) up to {@code top} (spelled in full).
   */
  private void add(List<Link.Target> targets, List<String> words, Token token, double top,
      boolean columns) {
    for (String word : words) {
      List<Token> span = new ArrayList<>();
      Set<SchemaIndex.Named> candidates = new LinkedHashSet<>();
      for (String w : word.split(" ")) {
        span.add(new Token(w, Token.Kind.WORD, token.index(), token.start(), token.end()));
        if (!Lexicon.isStop(w)) {
          candidates.addAll(index.named(w));
        }
      }
      for (SchemaIndex.Named named : candidates) {
        if (named.column() != null && (!columns || named.column().derived)
            || !spelled(word, named)) {
          continue;
        }
        double s = NameScore.score(span, named);
        if (s < SchemaLinker.MIN_SCORE) {
          continue;
        }
        double score = SchemaLinker.MIN_SCORE
            + (top - SchemaLinker.MIN_SCORE) * (Math.min(1, s) - SchemaLinker.MIN_SCORE) / SPAN;
        targets.add(named.column() == null
            ? new Link.Target(LinkKind.TABLE, named.table(), null, null, score)
            : new Link.Target(LinkKind.COLUMN, named.table(), named.column(), null, score));
      }
    }
  }

  /**
   * Whether a word of the related phrase is a word of the name in some form, or the phrase is
   * the name's word run together ("last name" for lname is not, "first name" for firstname
   * is): a related word never names a name it merely abbreviates by chance ("appendage" holds
   * the letters of age).
   */
  private static boolean spelled(String phrase, SchemaIndex.Named named) {
    List<String> names = new ArrayList<>(named.table().words);
    if (named.column() != null) {
      names.addAll(named.column().words);
    }
    String joined = phrase.replace(" ", "");
    for (String n : names) {
      if (n.equals(joined)) {
        return true;
      }
      for (String w : phrase.split(" ")) {
        if (!Lexicon.isStop(w) && WordForms.similarity(w, n) > 0) {
          return true;
        }
      }
    }
    return false;
  }
}
