package dev.nljdbc.generation.offline.link;

import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * What accounts for each word of a question, in one place: the linker's names and values, the
 * periods and trends, the time and comparison words, and the planner's steps that build a
 * business measure from a word ("revenue", "headcount", "best-selling") or settle a cue
 * ("total" of a table's only money measure). Each entry carries its evidence and a score
 * between 0 and 1. A content word with no entry is unaccounted for: the word the clarification
 * rules may ask about, and what lowers the engine's confidence. The reading starts the ledger;
 * the planner's copy ({@code SpecBuilder.Draft#ledger}) is the one the rules read.
 */
public final class WordLedger {

  /** What records the entries of the reading's links ({@link Entry#by()}). */
  public static final String LINK = "link";

  /** How a word is accounted for. */
  public enum Evidence {
    /** A table or column name, in some form (spelling, synonym, meaning). */
    NAME,
    /**
     * A guessed name: the table the reading settled on is named only by a shortened word
     * before a kind ending ("stores" for {@code str_mst}). Weak evidence: where the reading
     * drops a word too, that word is asked about ({@link SchemaLinking#restsOnGuessedName()}).
     */
    GUESSED_NAME,
    /** A sampled value, or a code a comment documents. */
    VALUE,
    /**
     * A stored code guessed from the data alone (a state word whose letters abbreviate one code
     * of a status column): weak evidence, counted with the guesses.
     */
    GUESSED_VALUE,
    /** Only a word of a description or comment. */
    COMMENT,
    /** A period or a trend's time unit, placed in the query. */
    PERIOD,
    /** A time or comparison word the query need not place ("compare", "month"). */
    TIME_WORD,
    /** A word a planner step built a measure or shape from. */
    MEASURE,
    /** A cue word a planner step settled ("total" of the only money measure). */
    CUE,
    /**
     * A word of everyday English that names nothing the query must place: a phrase of the
     * present ("right now"), a verb of everyday use ("got", "put") ({@link OrdinaryWords}).
     * Never an unknown word to ask about, but still a doubt: the confidence model, fitted
     * where such words were unplaced, counts it among them, so a reading that was too weak to
     * answer still is, and asks about its weakest part instead.
     */
    ORDINARY
  }

  /**
   * A word and what accounts for it.
   *
   * @param index the token's index in the question
   * @param word the word as typed
   * @param evidence what kind of evidence accounts for it
   * @param score how strong that evidence is, between 0 and 1
   * @param by what accounted for it: "link", "period", or the planner step's name
   */
  public record Entry(int index, String word, Evidence evidence, double score, String by) {
  }

  private final List<Token> tokens;
  private final Map<Integer, Entry> entries = new TreeMap<>();

  private WordLedger(List<Token> tokens) {
    this.tokens = tokens;
  }

  /** An empty ledger over the question's tokens. */
  public static WordLedger of(List<Token> tokens) {
    return new WordLedger(List.copyOf(tokens));
  }

  /** A copy that later entries do not touch. */
  public WordLedger copy() {
    WordLedger c = new WordLedger(tokens);
    c.entries.putAll(entries);
    return c;
  }

  /**
   * Records what accounts for a token; a word keeps its strongest entry (the first among equal
   * ones).
   */
  public void account(int index, Evidence evidence, double score, String by) {
    if (index < 0 || index >= tokens.size()) {
      return;
    }
    Entry old = entries.get(index);
    if (old == null || score > old.score()) {
      entries.put(index, new Entry(index, tokens.get(index).text(), evidence, score, by));
    }
  }

  /** Records the same evidence for every token of a span. */
  public void account(int from, int to, Evidence evidence, double score, String by) {
    for (int k = from; k < to; k++) {
      account(k, evidence, score, by);
    }
  }

  /**
   * Marks the link entries of a span as a guessed name ({@link Evidence#GUESSED_NAME}): each
   * keeps its score and what recorded it, so nothing but its evidence changes; a token no link
   * accounts for is left as it is.
   */
  public void guessName(int from, int to) {
    for (int k = Math.max(0, from); k < Math.min(to, tokens.size()); k++) {
      Entry old = entries.get(k);
      if (old != null && LINK.equals(old.by())) {
        entries.put(k, new Entry(k, old.word(), Evidence.GUESSED_NAME, old.score(), old.by()));
      }
    }
  }

  /** The entry of a token, or null when nothing accounts for it. */
  public Entry at(int index) {
    return entries.get(index);
  }

  /** The entries, in question order. */
  public List<Entry> entries() {
    return List.copyOf(entries.values());
  }

  /** The entries a word of this text (any case) has. */
  public List<Entry> of(String word) {
    List<Entry> found = new ArrayList<>();
    for (Entry e : entries.values()) {
      if (e.word().equalsIgnoreCase(word)) {
        found.add(e);
      }
    }
    return found;
  }

  /**
   * The content words nothing accounts for, in question order: words, not function or cue
   * words, of two letters or more, with no entry. Vague words ("recent", "data") are among
   * them: their own rules read them.
   */
  public List<String> unaccounted() {
    List<String> words = new ArrayList<>();
    for (Token t : tokens) {
      if (t.isWord() && Lexicon.isContent(t.lower()) && t.text().length() >= 2
          && !entries.containsKey(t.index())) {
        words.add(t.text());
      }
    }
    return words;
  }

  /**
   * The unaccounted words that are unknown: not vague, not a number. What the clarification
   * rules may ask about and what the confidence model counts as unplaced.
   */
  public List<String> unknown() {
    List<String> words = new ArrayList<>();
    for (String w : unaccounted()) {
      String lower = w.toLowerCase(Locale.ROOT);
      if (!Lexicon.isVague(lower) && !lower.chars().allMatch(Character::isDigit)) {
        words.add(w);
      }
    }
    return words;
  }

  /**
   * How many content words an entry of this evidence accounts for with at least this score.
   */
  public int count(Evidence evidence, double minScore) {
    int n = 0;
    for (Entry e : entries.values()) {
      if (e.evidence() == evidence && e.score() >= minScore && content(e)) {
        n++;
      }
    }
    return n;
  }

  /**
   * The content words only a guess accounts for: a measure or cue a planner step picked among
   * several readings (score below 1), or a code guessed from the data alone. They are no
   * unknown words (the engine answers them), but weak evidence: the confidence model counts
   * them as unplaced, and the weak-evidence rule asks about them first when it asks.
   */
  public List<String> guessed() {
    List<String> words = new ArrayList<>();
    for (Entry e : entries.values()) {
      if (((e.evidence() == Evidence.MEASURE || e.evidence() == Evidence.CUE)
          && e.score() < 1 || e.evidence() == Evidence.GUESSED_VALUE) && content(e)) {
        words.add(e.word());
      }
    }
    return words;
  }

  /** Whether a planner step accounts for some word, surely or by a guess. */
  public boolean hasStepEntry() {
    for (Entry e : entries.values()) {
      if (e.evidence() == Evidence.MEASURE || e.evidence() == Evidence.CUE) {
        return true;
      }
    }
    return false;
  }

  private boolean content(Entry e) {
    Token t = tokens.get(e.index());
    return t.isWord() && Lexicon.isContent(t.lower()) && t.text().length() >= 2;
  }
}
