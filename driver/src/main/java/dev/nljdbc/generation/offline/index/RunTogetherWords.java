package dev.nljdbc.generation.offline.index;

import dev.nljdbc.language.NameWords;
import dev.nljdbc.language.WordNetLexicon;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.TableInfo;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * The words of a schema's identifiers when a database folded their case away: a name such as
 * {@code ticketorder} or {@code lngstudentid} (camel case once, lower case now) is one token
 * that is no word, and is split into the fewest, longest words it is made of (ticket, order;
 * lng, student, id). The words are WordNet's (its lemmas and their forms, three letters at
 * least, with a vowel) and the schema's own (the words of names split by underscores or case,
 * and of comments). A piece no word may still start or end a name when the schema shows it is a
 * convention: a short leading piece ({@code tbl}, {@code lng}, {@code is}) or ending
 * ({@code id}, {@code at}) that several names share, their other letters being words.
 * A token that is a word on its own ({@code together}, {@code carpet}) is never split.
 * A short last word with no vowel that ends most of the schema's names of several words, its
 * tables' and its columns' alike, marks where the names come from and is no word of them
 * ({@code c} of an export's {@code rental_agreement__c} and {@code pickup_date__c}).
 * The splits are computed once per schema.
 */
final class RunTogetherWords {

  /** Splits nothing: names' words as {@link NameWords} gives them. */
  static final RunTogetherWords NONE = new RunTogetherWords(Set.of(), false);

  /** The shortest token that is split. */
  private static final int MIN_TOKEN = 5;
  /** The shortest WordNet word taken as a piece: shorter ones are mostly initials. */
  private static final int MIN_WORD = 3;
  /** The shortest word of the schema's own taken as a piece. */
  private static final int MIN_SCHEMA_WORD = 2;
  /** The longest leading piece that may be a convention's. */
  private static final int MAX_PREFIX = 4;
  /** The longest ending that may be a convention's. */
  private static final int MAX_ENDING = 3;
  /** The shortest convention piece. */
  private static final int MIN_PIECE = 2;
  /** The fewest distinct names that must share a piece for it to be a convention's. */
  private static final int MIN_SHARED = 3;
  /** The longest last word that may mark every name of a schema. */
  private static final int MAX_NAME_ENDING = 2;

  private final Set<String> schemaWords;
  private final boolean wordNet;
  private final Set<String> prefixes = new LinkedHashSet<>();
  private final Set<String> endings = new LinkedHashSet<>();
  private final Map<String, Boolean> known = new HashMap<>();
  private final Map<String, List<String>> splits = new HashMap<>();
  /** Per word, the names whose first-pass split has it. */
  private final Map<String, Set<String>> uses = new HashMap<>();
  /** The last word that marks the schema's names ({@code c} of {@code x__c}), or null. */
  private String nameEnding;

  private RunTogetherWords(Set<String> schemaWords, boolean wordNet) {
    this.schemaWords = schemaWords;
    this.wordNet = wordNet && WordNetLexicon.shared().isPresent();
  }

  /** The splitter of a schema's names; {@code wordNet} false knows the schema's words only. */
  static RunTogetherWords of(List<TableInfo> tables, boolean wordNet) {
    Set<String> own = new LinkedHashSet<>();
    Set<String> tokens = new LinkedHashSet<>();
    for (TableInfo t : tables) {
      collect(t.name(), t.remarks(), own, tokens);
      for (ColumnInfo c : t.columns()) {
        collect(c.name(), c.remarks(), own, tokens);
      }
    }
    RunTogetherWords result = new RunTogetherWords(own, wordNet);
    result.findConventions(tokens);
    result.countUses(tokens);
    result.nameEnding = nameEnding(tables);
    return result;
  }

  /**
   * The short last word without a vowel that ends at least half of the schema's table names of
   * several words and half of its column names of several words (three of each at least), or
   * null.
   */
  static String nameEnding(List<TableInfo> tables) {
    Map<String, Integer> tableEnds = new HashMap<>();
    Map<String, Integer> columnEnds = new HashMap<>();
    int[] several = new int[2];
    for (TableInfo t : tables) {
      countEnding(t.name(), tableEnds, several, 0);
      for (ColumnInfo c : t.columns()) {
        countEnding(c.name(), columnEnds, several, 1);
      }
    }
    for (Map.Entry<String, Integer> e : tableEnds.entrySet()) {
      int inColumns = columnEnds.getOrDefault(e.getKey(), 0);
      if (e.getValue() >= MIN_SHARED && 2 * e.getValue() >= several[0]
          && inColumns >= MIN_SHARED && 2 * inColumns >= several[1]) {
        return e.getKey();
      }
    }
    return null;
  }

  private static void countEnding(String name, Map<String, Integer> ends, int[] several,
      int kind) {
    List<String> words = NameWords.ofIdentifier(name);
    if (words.size() < 2) {
      return;
    }
    several[kind]++;
    String last = words.get(words.size() - 1);
    if (last.length() <= MAX_NAME_ENDING && isLetters(last) && !hasVowel(last)) {
      ends.merge(last, 1, Integer::sum);
    }
  }

  private static void collect(String name, String remarks, Set<String> own, Set<String> tokens) {
    List<String> words = NameWords.ofIdentifier(name);
    for (String w : words) {
      if (!isLetters(w)) {
        continue;
      }
      if (words.size() > 1 && w.length() >= MIN_SCHEMA_WORD) {
        own.add(w);
      } else if (words.size() == 1) {
        tokens.add(w);
      }
    }
    for (String w : NameWords.ofText(remarks)) {
      if (w.length() >= MIN_SCHEMA_WORD && isLetters(w)) {
        own.add(w);
      }
    }
  }

  /** The words of an identifier, each run-together token split. */
  List<String> words(String identifier) {
    List<String> words = NameWords.ofIdentifier(identifier);
    if (this == NONE) {
      return words;
    }
    if (nameEnding != null && words.size() > 1
        && words.get(words.size() - 1).equals(nameEnding)) {
      words = words.subList(0, words.size() - 1);
    }
    List<String> result = new ArrayList<>();
    for (String w : words) {
      result.addAll(splits.computeIfAbsent(w, this::split));
    }
    return List.copyOf(result);
  }

  /** The leading pieces this schema's names show as a convention's. */
  Set<String> prefixes() {
    return Set.copyOf(prefixes);
  }

  private List<String> split(String token) {
    if (!splittable(token)) {
      return List.of(token);
    }
    Split best = best(token);
    return best == null || best.pieces.size() < 2 ? List.of(token) : best.pieces;
  }

  private boolean splittable(String token) {
    return token.length() >= MIN_TOKEN && isLetters(token) && !known(token);
  }

  /**
   * Counts, over the names that are one token and no word, the short leading pieces whose
   * remaining letters are words (an unknown ending allowed) and the short endings whose
   * preceding letters are (an unknown leading piece allowed): those several names share are
   * the schema's conventions.
   */
  private void findConventions(Set<String> tokens) {
    Map<String, Integer> leading = new TreeMap<>();
    Map<String, Integer> trailing = new TreeMap<>();
    for (String t : tokens) {
      if (!splittable(t)) {
        continue;
      }
      for (int k = MIN_PIECE; k <= MAX_PREFIX && t.length() - k >= MIN_WORD; k++) {
        String piece = t.substring(0, k);
        if (!known(piece) && !startsWithLongerWord(t, k)
            && coverable(t.substring(k), false, true)) {
          leading.merge(piece, 1, Integer::sum);
        }
      }
      for (int k = MIN_PIECE; k <= MAX_ENDING && t.length() - k >= MIN_WORD; k++) {
        String piece = t.substring(t.length() - k);
        if (!known(piece) && coverable(t.substring(0, t.length() - k), true, false)) {
          trailing.merge(piece, 1, Integer::sum);
        }
      }
    }
    prefixes.addAll(shared(leading, true));
    endings.addAll(shared(trailing, false));
  }

  /**
   * The pieces several names share, without one that another shared piece extends and more
   * names share ({@code dt} inside {@code dtm}, {@code ln} inside {@code lng}).
   */
  private static Set<String> shared(Map<String, Integer> counts, boolean leading) {
    Set<String> result = new LinkedHashSet<>();
    for (Map.Entry<String, Integer> e : counts.entrySet()) {
      if (e.getValue() < MIN_SHARED) {
        continue;
      }
      boolean beaten = false;
      for (Map.Entry<String, Integer> o : counts.entrySet()) {
        String a = e.getKey();
        String b = o.getKey();
        boolean nested = !a.equals(b) && (leading ? a.startsWith(b) || b.startsWith(a)
            : a.endsWith(b) || b.endsWith(a));
        beaten |= nested && (o.getValue() > e.getValue()
            || o.getValue().equals(e.getValue()) && b.length() > a.length());
      }
      if (!beaten) {
        result.add(e.getKey());
      }
    }
    return result;
  }

  /** Whether a word longer than the first k letters starts the token ({@code refund}). */
  private boolean startsWithLongerWord(String token, int k) {
    for (int m = k + 1; m < token.length(); m++) {
      if (known(token.substring(0, m))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Splits every name once to learn which words the schema's names are made of: a split then
   * prefers the words other names have too ({@code close}, {@code date} of {@code closedate}
   * where {@code orderdate} and {@code enddate} have date).
   */
  private void countUses(Set<String> tokens) {
    for (String t : tokens) {
      for (String piece : split(t)) {
        uses.computeIfAbsent(piece, k -> new HashSet<>()).add(t);
      }
    }
  }

  /** The other names whose first-pass split has the word. */
  private int usesBesides(String word, String token) {
    Set<String> names = uses.getOrDefault(word, Set.of());
    return names.size() - (names.contains(token) ? 1 : 0);
  }

  /**
   * Whether the letters are words, after any short leading piece or before any ending (a free
   * piece never covers them all: a convention's piece goes with a word).
   */
  private boolean coverable(String letters, boolean anyPrefix, boolean anyEnding) {
    int n = letters.length();
    boolean[] reach = new boolean[n + 1];
    reach[0] = true;
    for (int i = 1; i <= n; i++) {
      for (int j = 0; j < i && !reach[i]; j++) {
        if (!reach[j]) {
          continue;
        }
        String piece = letters.substring(j, i);
        boolean free = anyPrefix && j == 0 && i < n && piece.length() >= MIN_PIECE
            && piece.length() <= MAX_PREFIX
            || anyEnding && i == n && j > 0 && piece.length() >= MIN_PIECE
            && piece.length() <= MAX_ENDING;
        reach[i] = free || known(piece);
      }
    }
    return reach[n];
  }

  /**
   * The split of a token into words, a convention's leading piece and a convention's ending:
   * the fewest pieces, then the pieces other names of the schema have most, then the fewest
   * inflected forms (release date, not released ate), then the longest pieces (the greatest
   * sum of their squared lengths), then the most familiar words (WordNet's tag counts: hourly
   * rate, not hour lyrate); null when none covers the token.
   */
  private Split best(String token) {
    int n = token.length();
    Split[] best = new Split[n + 1];
    best[0] = new Split(List.of(), 0, 0, 0, 0L);
    for (int i = 1; i <= n; i++) {
      for (int j = 0; j < i; j++) {
        if (best[j] == null) {
          continue;
        }
        String piece = token.substring(j, i);
        boolean word = known(piece);
        boolean convention = !word && (j == 0 && i < n && prefixes.contains(piece)
            || i == n && j > 0 && endings.contains(piece));
        if (word || convention) {
          Split s = best[j].plus(piece, usesBesides(piece, token), word && inflected(piece),
              convention ? 0 : familiarity(piece));
          if (best[i] == null || s.better(best[i])) {
            best[i] = s;
          }
        }
      }
    }
    return best[n];
  }

  /** Whether the letters are a word: the schema's own, or WordNet's. */
  private boolean known(String letters) {
    Boolean k = known.get(letters);
    if (k == null) {
      k = schemaWords.contains(letters) || wordNet && letters.length() >= MIN_WORD
          && hasVowel(letters) && english(letters);
      known.put(letters, k);
    }
    return k;
  }

  /** Whether the word is WordNet's only as an inflected form of another. */
  private boolean inflected(String word) {
    Optional<WordNetLexicon> lexicon = WordNetLexicon.shared();
    return wordNet && !schemaWords.contains(word) && lexicon.isPresent()
        && !lexicon.get().isLemma(word);
  }

  private int familiarity(String word) {
    Optional<WordNetLexicon> lexicon = WordNetLexicon.shared();
    return wordNet && lexicon.isPresent() ? lexicon.get().familiarity(word) : 0;
  }

  private static boolean english(String letters) {
    Optional<WordNetLexicon> lexicon = WordNetLexicon.shared();
    return lexicon.isPresent() && lexicon.get().isWord(letters);
  }

  private static boolean hasVowel(String letters) {
    return letters.chars().anyMatch(c -> "aeiouy".indexOf(c) >= 0);
  }

  private static boolean isLetters(String w) {
    return !w.isEmpty() && w.chars().allMatch(Character::isLetter);
  }

  /** A split in the making: its pieces, their uses elsewhere, squared lengths, familiarity. */
  private record Split(List<String> pieces, int uses, int inflected, int squares,
      long familiarity) {

    Split plus(String piece, int used, boolean inflection, int familiar) {
      List<String> more = new ArrayList<>(pieces);
      more.add(piece);
      return new Split(more, uses + used, inflected + (inflection ? 1 : 0),
          squares + piece.length() * piece.length(), familiarity + familiar);
    }

    boolean better(Split other) {
      if (pieces.size() != other.pieces.size()) {
        return pieces.size() < other.pieces.size();
      }
      if (uses != other.uses) {
        return uses > other.uses;
      }
      if (inflected != other.inflected) {
        return inflected < other.inflected;
      }
      if (squares != other.squares) {
        return squares > other.squares;
      }
      return familiarity > other.familiarity;
    }
  }
}
