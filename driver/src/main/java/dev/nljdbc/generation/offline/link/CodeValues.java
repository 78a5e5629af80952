package dev.nljdbc.generation.offline.link;

import static dev.nljdbc.generation.offline.link.SchemaLinker.newLink;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.ColumnKind;
import dev.nljdbc.generation.offline.index.NameScore;
import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.language.CountryNames;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.Synonyms;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordForms;
import dev.nljdbc.language.WordNetLexicon;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Values said in another form than the one stored, linked after names to the words no value or
 * name took: a state said as a word for the code a column stores ("cancelled" for {@code CXL}
 * through the dictionary, "pending" for {@code PND} and "transit" for {@code TRANS} by their
 * letters, "back order" for {@code BO} by its initials), and a country by any of its names for
 * its ISO code in a column of country codes ("UK", "Britain" or "British" for {@code GB}).
 * A code its column's comment documents is said by the comment's words only ({@link
 * SchemaIndex#documents}): its letters are no evidence against what the comment says. A word
 * of time or comparison ("by month", "compare") is never a code's letters ({@code MNT}).
 */
final class CodeValues {

  /** A stored code: an upper-case letter, then up to five upper-case letters or digits. */
  private static final Pattern CODE = Pattern.compile("[A-Z][A-Z0-9]{1,5}");
  /** A country's name for its code: a name, not a guess, below a value typed as stored. */
  static final double COUNTRY_SCORE = 0.86;
  /** A code the dictionary gives for the word, or that starts the word ("TRANS"). */
  static final double CODE_SCORE = 0.84;
  /** A code whose letters the word has in order ("PND" for pending): a guess from letters. */
  static final double LETTERS_SCORE = 0.8;
  /** The fewest letters of a code matched by a word's letters; two match by chance. */
  private static final int MIN_CODE = 3;
  /** The fewest letters of a question word matched to a code by its letters. */
  private static final int MIN_WORD = 4;
  /** The longest short name of a country that must be typed in capitals ("UK", "USA"). */
  private static final int MAX_CAPITALS = 3;
  /**
   * How far below a country's name its code in a column of codes scores: more than a tie, less
   * than the planner's reach for a candidate in the question's own table.
   */
  static final double SIBLING_GAP = 0.05;
  /** The least share of a column's values that are country codes for it to hold them. */
  private static final double COUNTRY_SHARE = 0.5;

  private final SchemaIndex index;

  CodeValues(SchemaIndex index) {
    this.index = index;
  }

  /** Links the free words that name a stored code in another form, marking them used. */
  void link(List<Token> tokens, BitSet used, List<Link> links) {
    for (int i = 0; i < tokens.size(); i++) {
      if (used.get(i) || !tokens.get(i).isWord()) {
        continue;
      }
      Link found = country(tokens, i, used);
      if (found == null) {
        found = documented(tokens, i);
      }
      if (found == null) {
        found = code(tokens, i, used);
      }
      if (found == null) {
        found = new GuessedCodes(index).link(tokens, i);
      }
      if (found != null) {
        links.add(found);
        used.set(found.from, found.to);
        i = found.to - 1;
      }
    }
  }

  private Link country(List<Token> tokens, int i, BitSet used) {
    for (int len = Math.min(CountryNames.MAX_WORDS, tokens.size() - i); len >= 1; len--) {
      List<String> words = new ArrayList<>();
      for (int k = i; k < i + len && !used.get(k) && tokens.get(k).isWord(); k++) {
        words.add(tokens.get(k).lower());
      }
      if (words.size() < len) {
        continue;
      }
      String code = CountryNames.code(words);
      Token first = tokens.get(i);
      if (code == null || len == 1 && first.text().length() <= MAX_CAPITALS
          && !first.text().equals(first.text().toUpperCase(Locale.ROOT))) {
        continue;
      }
      List<Link.Target> targets = countryTargets(code, COUNTRY_SCORE);
      if (!targets.isEmpty()) {
        return newLink(tokens, i, i + len, targets);
      }
    }
    return null;
  }

  /**
   * The codes that the country names among the targets stand for, in the columns of country
   * codes ("Ireland", a value of a lookup table's name column, is {@code IE} in every column
   * that holds the codes: the code column beside the name, and the columns that refer to it),
   * each a little below the name so that the planner picks the code in the question's own table
   * and the name where only the lookup table has it.
   */
  List<Link.Target> countryCodes(List<Link.Target> targets) {
    List<Link.Target> codes = new ArrayList<>();
    for (Link.Target t : targets) {
      if (t.kind() != LinkKind.VALUE || t.column() == null || holdsCountryCodes(t.column())) {
        continue;
      }
      String code = CountryNames.code(SchemaIndex.valueWords(t.value()));
      if (code == null) {
        continue;
      }
      for (Link.Target c : countryTargets(code, t.score() - SIBLING_GAP)) {
        if (codes.stream().noneMatch(c::sameAs) && targets.stream().noneMatch(c::sameAs)) {
          codes.add(c);
        }
      }
    }
    return codes;
  }

  private List<Link.Target> countryTargets(String code, double score) {
    List<Link.Target> targets = new ArrayList<>();
    for (TableEntry table : index.tables) {
      for (ColumnEntry c : table.columns) {
        if (!c.tenant && holdsCountryCodes(c)) {
          for (String v : c.samples()) {
            if (v.strip().equals(code)) {
              targets.add(new Link.Target(LinkKind.VALUE, table, c, v, score));
            }
          }
        }
      }
    }
    return targets;
  }

  /** Whether a column's name says country and most of its values are ISO country codes. */
  static boolean holdsCountryCodes(ColumnEntry c) {
    if (c.kind != ColumnKind.TEXT || c.samples().isEmpty()) {
      return false;
    }
    boolean named = false;
    for (String w : c.words) {
      named |= w.equals("country") || w.equals("nation")
          || NameScore.abbreviation(w, "country");
    }
    int codes = 0;
    for (String v : c.samples()) {
      codes += CountryNames.isCode(v.strip()) ? 1 : 0;
    }
    return named && codes >= COUNTRY_SHARE * c.samples().size();
  }

  private Link code(List<Token> tokens, int i, BitSet used) {
    Token t = tokens.get(i);
    if (i + 1 < tokens.size() && !used.get(i + 1) && tokens.get(i + 1).isWord()
        && content(t) && content(tokens.get(i + 1))) {
      String initials = "" + t.lower().charAt(0) + tokens.get(i + 1).lower().charAt(0);
      List<Link.Target> targets = codeTargets(c -> c.equals(initials) ? CODE_SCORE : 0, true);
      if (!targets.isEmpty()) {
        return newLink(tokens, i, i + 2, targets);
      }
    }
    if (!content(t) || t.text().length() < MIN_WORD || Lexicon.isTimeOrComparison(t.lower())) {
      return null;
    }
    String word = t.lower();
    String lemma = WordForms.lemma(word);
    List<Link.Target> targets = codeTargets(c -> wordScore(word, lemma, c), false);
    return targets.isEmpty() ? null : newLink(tokens, i, i + 1, targets);
  }

  /**
   * A code a column's comment documents, said in another form of the same verb ("terminations"
   * for a code documented as "terminated", "cancelled" for one documented as "cancellation"),
   * through WordNet.
   */
  private Link documented(List<Token> tokens, int i) {
    Token t = tokens.get(i);
    if (!index.wordNet || !content(t) || t.text().length() < MIN_WORD) {
      return null;
    }
    List<Link.Target> targets = new ArrayList<>();
    for (String verb : WordNetLexicon.shared().map(l -> l.stateVerbs(t.lower()))
        .orElse(java.util.Set.of())) {
      for (SchemaIndex.Value v : index.documentedByVerb(verb)) {
        if (!v.column().tenant) {
          targets.add(new Link.Target(LinkKind.VALUE, v.column().table, v.column(), v.value(),
              CODE_SCORE));
        }
      }
    }
    return targets.isEmpty() ? null : newLink(tokens, i, i + 1, SchemaLinker.dedupe(targets));
  }

  /** How well a word names a (lower-case) code: dictionary or start, letters, or 0. */
  static double wordScore(String word, String lemma, String code) {
    if (Synonyms.of(lemma).contains(code) || Synonyms.of(word).contains(code)) {
      return CODE_SCORE;
    }
    if (code.length() < MIN_CODE || code.charAt(0) != word.charAt(0)
        || !code.chars().allMatch(Character::isLetter)) {
      return 0;
    }
    if (word.startsWith(code) || lemma.startsWith(code)) {
      return CODE_SCORE;
    }
    if (word.length() < 2) {
      return 0;
    }
    return code.charAt(1) == secondLetter(word) && (inOrder(code, word) || inOrder(code, lemma))
        ? LETTERS_SCORE : 0;
  }

  /**
   * The letter an abbreviation of the word keeps second: its second letter when the first two
   * start it ("delv" for delivered), else its first consonant after the first letter ("pnd"
   * for pending, "rcv" for received). "Aerodromes" is no "AMS".
   */
  private static char secondLetter(String word) {
    for (int k = 1; k < word.length(); k++) {
      if ("aeiou".indexOf(word.charAt(k)) < 0) {
        return word.charAt(k);
      }
    }
    return word.charAt(1);
  }

  /** Whether the letters of {@code code} stand in {@code word} in their order. */
  static boolean inOrder(String code, String word) {
    int at = 0;
    for (int k = 0; k < word.length() && at < code.length(); k++) {
      if (word.charAt(k) == code.charAt(at)) {
        at++;
      }
    }
    return at == code.length();
  }

  /** Scores a lower-case code; 0 is no match. */
  private interface CodeScore {
    double of(String lowerCode);
  }

  /**
   * The codes of code columns that score, keeping each column's best codes only; for
   * {@code initials}, only columns whose codes are not all of two letters (two-letter codes
   * alone are places and such, which two words' initials spell by chance).
   */
  private List<Link.Target> codeTargets(CodeScore score, boolean initials) {
    List<Link.Target> targets = new ArrayList<>();
    for (TableEntry table : index.tables) {
      for (ColumnEntry c : table.columns) {
        if (c.tenant || !holdsCodes(c) || holdsCountryCodes(c)
            || initials && c.samples().stream().allMatch(v -> v.strip().length() <= 2)) {
          continue;
        }
        double best = 0;
        List<String> codes = new ArrayList<>();
        for (String v : c.samples()) {
          if (index.documents(c, v.strip())) {
            continue;
          }
          double s = score.of(v.strip().toLowerCase(Locale.ROOT));
          if (s > best) {
            best = s;
            codes.clear();
          }
          if (s > 0 && s == best) {
            codes.add(v);
          }
        }
        for (String v : codes) {
          targets.add(new Link.Target(LinkKind.VALUE, table, c, v, best));
        }
      }
    }
    return targets;
  }

  /** Whether every sampled value of a text column is a short upper-case code. */
  static boolean holdsCodes(ColumnEntry c) {
    if (c.kind != ColumnKind.TEXT || c.samples().size() < 2) {
      return false;
    }
    for (String v : c.samples()) {
      if (!CODE.matcher(v.strip()).matches()) {
        return false;
      }
    }
    return true;
  }

  private static boolean content(Token t) {
    return t.isWord() && Lexicon.isContent(t.lower()) && Character.isLetter(t.text().charAt(0));
  }
}
