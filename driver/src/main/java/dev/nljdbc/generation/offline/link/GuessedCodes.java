package dev.nljdbc.generation.offline.link;

import static dev.nljdbc.generation.offline.link.SchemaLinker.newLink;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.ColumnKind;
import dev.nljdbc.generation.offline.index.NameScore;
import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.NameKinds;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordNetLexicon;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A state said as a word for a short code that only the data suggests: no comment documents
 * it and no dictionary gives it. A column named as a state (status, type, flag, in full or
 * abbreviated: {@code stat_cd}, {@code job_typ}) with few distinct short codes takes a word of
 * state (an adjective, a participle or the noun of an act, by WordNet: "open", "terminated",
 * "cancelled", "cancellation"; or a word after "on": "on leave") whose letters abbreviate one of
 * its codes and no other: its first letter for a code of one or two letters ({@code T} for
 * terminated, {@code CX} for cancelled), its first two letters and then the code's letters in
 * order for a longer one ({@code DELV} for delivered). Such a link is a guess: the ledger
 * records it as one, so that the confidence model counts it as weak and a clarification asks
 * about it first.
 */
final class GuessedCodes {

  /** A guessed code: below a code read from its letters ({@link CodeValues#LETTERS_SCORE}). */
  static final double GUESS_SCORE = 0.78;
  /** A short code: an upper-case letter, then up to four upper-case letters or digits. */
  private static final Pattern CODE = Pattern.compile("[A-Z][A-Z0-9]{0,4}");
  /** The most distinct codes a column of states holds. */
  private static final int MAX_CODES = 8;
  /** The longest code matched by a first letter alone. */
  private static final int FIRST_LETTER_ONLY = 2;
  /** Words of the present after which an adjective is no state ("right now"). */
  private static final Set<String> NOW = Set.of("now", "today", "away", "here", "there");
  /** The codes of a yes/no flag: yes and no, not the initials of states. */
  private static final Set<Set<String>> YES_NO = Set.of(Set.of("Y", "N"), Set.of("T", "F"),
      Set.of("1", "0"));
  /** The fewest letters of a name word read as an abbreviation ("stat", "typ", "flg"). */
  private static final int MIN_ABBREVIATION = 3;
  /** The fewest letters of a question word read as a state. */
  private static final int MIN_WORD = 4;
  /** Words of a column's name that say it holds states. */
  private static final Set<String> STATUS_NAMES = Set.of("status", "state", "flag", "stage",
      "phase");
  /** Words of a column's name that say it holds kinds: a state word names them less surely. */
  private static final Set<String> KIND_NAMES = Set.of("type", "kind", "class");
  /** How far below a code of a status column a code of a column of kinds scores: not a tie. */
  private static final double KIND_GAP = 0.03;
  /** Endings of participles ("terminated", "broken", "pending"). */
  private static final Set<String> PARTICIPLE_ENDINGS = Set.of("ed", "en", "ing");

  private final SchemaIndex index;

  GuessedCodes(SchemaIndex index) {
    this.index = index;
  }

  /** The guessed link of the free word at {@code i}, or null. */
  Link link(List<Token> tokens, int i) {
    Token t = tokens.get(i);
    String word = t.lower();
    if (!t.isWord() || word.length() < MIN_WORD || !Character.isLetter(word.charAt(0))
        || !Lexicon.isContent(word) || Lexicon.isTimeOrComparison(word)
        || !(index.wordNet ? namesState(tokens, i) : i > 0 && tokens.get(i - 1).is("on"))) {
      return null;
    }
    List<Link.Target> targets = new ArrayList<>();
    for (TableEntry table : index.tables) {
      for (ColumnEntry c : table.columns) {
        String code = c.tenant || !holdsStates(c) ? null
            : uniqueCode(word, codes(c), namedAs(c, STATUS_NAMES));
        if (code != null) {
          targets.add(new Link.Target(LinkKind.VALUE, table, c, code,
              namedAs(c, STATUS_NAMES) ? GUESS_SCORE : GUESS_SCORE - KIND_GAP));
        }
      }
    }
    if (targets.isEmpty()) {
      return null;
    }
    Link link = newLink(tokens, i, i + 1, targets);
    link.guessed = true;
    return link;
  }

  /**
   * The one code of the column the word abbreviates, or null when none or several do: a code
   * of one letter by the word's first letter; one of two letters by its first letter in a
   * column of states ({@code CX} for cancelled), by its letters in order in a column of kinds
   * ("raised" is no {@code RM}); a longer one by the word's first two letters and the rest of
   * its letters in order.
   */
  static String uniqueCode(String word, Set<String> codes, boolean states) {
    String found = null;
    for (String code : codes) {
      String c = code.toLowerCase(Locale.ROOT);
      boolean sameFirst = c.charAt(0) == word.charAt(0);
      boolean match = sameFirst && (c.length() == 1
          || c.length() <= FIRST_LETTER_ONLY && (states || CodeValues.inOrder(c, word))
          || c.charAt(1) == word.charAt(1) && CodeValues.inOrder(c, word));
      if (match && found != null) {
        return null;
      }
      if (match) {
        found = code;
      }
    }
    if (found != null && found.length() <= FIRST_LETTER_ONLY) {
      for (String code : codes) {
        if (!code.equals(found) && code.toLowerCase(Locale.ROOT).charAt(0) == word.charAt(0)) {
          return null;
        }
      }
    }
    return found;
  }

  /** Whether a column is named as holding states or kinds and holds few short codes. */
  static boolean holdsStates(ColumnEntry c) {
    if (c.kind != ColumnKind.TEXT || c.primaryKey || c.references != null) {
      return false;
    }
    Set<String> codes = codes(c);
    return (namedAs(c, STATUS_NAMES) || namedAs(c, KIND_NAMES)) && codes.size() >= 2
        && codes.size() <= MAX_CODES && !YES_NO.contains(codes);
  }

  /** Whether a word of the column's name is one of these, in full or abbreviated ("stat"). */
  private static boolean namedAs(ColumnEntry c, Set<String> names) {
    for (String w : c.words) {
      for (String s : names) {
        if (w.equals(s) || w.length() >= MIN_ABBREVIATION && NameScore.abbreviation(w, s)) {
          return true;
        }
      }
    }
    return false;
  }

  /** The column's distinct sampled values when all are short codes, else none. */
  private static Set<String> codes(ColumnEntry c) {
    Set<String> codes = new LinkedHashSet<>();
    for (String v : c.samples()) {
      String s = v.strip();
      if (!CODE.matcher(s).matches()) {
        return Set.of();
      }
      codes.add(s);
    }
    return codes;
  }

  /**
   * Whether the word names a state: after "on" ("on leave", "on hold"), or, by WordNet, an
   * adjective, a participle of a verb or the noun of an act; never a superlative ("lowest") or
   * a word before one of time ("right now").
   */
  static boolean namesState(List<Token> tokens, int i) {
    if (i > 0 && tokens.get(i - 1).is("on")) {
      return true;
    }
    String word = tokens.get(i).lower();
    String next = i + 1 < tokens.size() && tokens.get(i + 1).isWord()
        ? tokens.get(i + 1).lower() : "";
    if (word.endsWith("est") || NameKinds.isTime(next) || NOW.contains(next)) {
      return false;
    }
    var lexicon = WordNetLexicon.shared();
    if (lexicon.isEmpty()) {
      return false;
    }
    WordNetLexicon wn = lexicon.get();
    if (wn.isAdjective(word) || !wn.stateVerbs(word).isEmpty()) {
      return true;
    }
    for (String end : PARTICIPLE_ENDINGS) {
      if (word.endsWith(end) && wn.verbBase(word) != null) {
        return true;
      }
    }
    return false;
  }
}
