package dev.nljdbc.generation.offline.index;

import dev.nljdbc.language.NameWords;
import dev.nljdbc.language.WordForms;
import dev.nljdbc.language.WordNetLexicon;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.TableInfo;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The words people say for a schema's identifiers: the words of each name in any style
 * ({@link NameWords}), without the prefixes a naming convention adds to them. A prefix every
 * table's name starts with ({@code tbl} in {@code tblLoad}, {@code tblDriver}) is no word of a
 * table; nor is the prefix most columns of a table start with when it shortens the table's
 * name ({@code ld} in {@code tblLoad}'s {@code ldPickupPlannedDt}, {@code ldRefNbr}).
 * A last word that ends several tables' names and is no English word ({@code mst} of
 * {@code itm_mst} and {@code str_mst}, {@code hdr} of {@code po_hdr} and {@code wo_hdr}) says
 * what kind of table it is (master, header, detail), not what the table is about.
 */
final class IdentifierWords {

  /** Words that mark a table's name as a table's in any schema. */
  private static final Set<String> TABLE_MARKS = Set.of("tbl", "tb");
  /** The longest prefix taken for a naming convention's. */
  private static final int MAX_PREFIX = 4;
  /** The fewest tables or columns that must share a prefix for it to be a convention's. */
  private static final int MIN_SHARED = 3;
  /** The fewest tables whose names must end in a word for it to be a kind ending. */
  private static final int MIN_KIND_SHARED = 2;
  /** The longest word taken for a kind ending: longer ones are words of their own. */
  private static final int MAX_KIND_ENDING = 4;
  /** The least share of a table's columns that must start with its column prefix. */
  private static final double COLUMN_SHARE = 0.6;

  private IdentifierWords() {}

  /** The prefix all tables' names start with (three tables at least), or null. */
  static String tablePrefix(List<TableInfo> tables) {
    String shared = null;
    for (TableInfo t : tables) {
      List<String> words = NameWords.ofIdentifier(t.name());
      if (words.size() < 2 || words.get(0).length() > MAX_PREFIX
          || shared != null && !shared.equals(words.get(0))) {
        return null;
      }
      shared = words.get(0);
    }
    return tables.size() >= MIN_SHARED ? shared : null;
  }

  /**
   * The last words of table names (without the table prefix) that end at least two of them and
   * are no English word ({@link #englishWord}).
   */
  static Set<String> kindEndings(List<TableInfo> tables, String prefix, boolean wordNet) {
    Map<String, Integer> counts = new HashMap<>();
    for (TableInfo t : tables) {
      List<String> words = table(t.name(), prefix);
      if (words.size() > 1) {
        counts.merge(words.get(words.size() - 1), 1, Integer::sum);
      }
    }
    Set<String> endings = new LinkedHashSet<>();
    for (Map.Entry<String, Integer> e : counts.entrySet()) {
      if (e.getValue() >= MIN_KIND_SHARED && e.getKey().length() <= MAX_KIND_ENDING
          && e.getKey().chars().allMatch(Character::isLetter) && !englishWord(e.getKey(), wordNet)) {
        endings.add(e.getKey());
      }
    }
    return endings;
  }

  /**
   * Whether the word is one of English: it has a vowel (WordNet knows {@code mst} only as the
   * initials of a time zone) and, with WordNet, WordNet knows it.
   */
  private static boolean englishWord(String word, boolean wordNet) {
    if (word.chars().noneMatch(c -> "aeiouy".indexOf(c) >= 0)) {
      return false;
    }
    java.util.Optional<WordNetLexicon> lexicon = wordNet ? WordNetLexicon.shared()
        : java.util.Optional.empty();
    return lexicon.isEmpty() || lexicon.get().related(word) != WordNetLexicon.Related.NONE;
  }

  /** The words of a table's name without the schema's table prefix or a table mark. */
  static List<String> table(String name, String schemaPrefix) {
    List<String> words = NameWords.ofIdentifier(name);
    if (words.size() > 1 && (words.get(0).equals(schemaPrefix)
        || TABLE_MARKS.contains(words.get(0)))) {
      return List.copyOf(words.subList(1, words.size()));
    }
    return words;
  }

  /**
   * The prefix most of a table's columns start with when its letters, in order, start a word of
   * the table's name ({@code ld} for load, {@code fp} for fuel purchase), or null.
   */
  static String columnPrefix(TableInfo table, List<String> tableWords, String tenantColumn) {
    Map<String, Integer> counts = new HashMap<>();
    int columns = 0;
    for (ColumnInfo c : table.columns()) {
      if (c.name().equalsIgnoreCase(tenantColumn)) {
        continue;
      }
      columns++;
      List<String> words = NameWords.ofIdentifier(c.name());
      if (words.size() > 1 && words.get(0).length() <= MAX_PREFIX) {
        counts.merge(words.get(0), 1, Integer::sum);
      }
    }
    for (Map.Entry<String, Integer> e : counts.entrySet()) {
      if (e.getValue() >= MIN_SHARED && e.getValue() >= COLUMN_SHARE * columns
          && shortens(e.getKey(), tableWords)) {
        return e.getKey();
      }
    }
    return null;
  }

  /** The words of a column's name without its table's column prefix. */
  static List<String> column(String name, String prefix) {
    List<String> words = NameWords.ofIdentifier(name);
    if (prefix != null && words.size() > 1 && words.get(0).equals(prefix)) {
      return List.copyOf(words.subList(1, words.size()));
    }
    return words;
  }

  /** Whether the prefix's letters appear in order in the joined table words, first to first. */
  private static boolean shortens(String prefix, List<String> tableWords) {
    for (String w : tableWords) {
      if (WordForms.similarity(prefix, w) >= WordForms.SAME_WORD) {
        return false;
      }
    }
    String joined = String.join("", tableWords).toLowerCase(Locale.ROOT);
    if (joined.isEmpty() || prefix.charAt(0) != joined.charAt(0) || prefix.equals(joined)) {
      return false;
    }
    int at = 0;
    for (int i = 0; i < joined.length() && at < prefix.length(); i++) {
      if (joined.charAt(i) == prefix.charAt(at)) {
        at++;
      }
    }
    return at == prefix.length();
  }
}
