package dev.nljdbc.generation.offline.index;

import dev.nljdbc.language.NameWords;
import dev.nljdbc.language.WordForms;
import dev.nljdbc.language.WordNetLexicon;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.TableInfo;
import java.util.HashMap;
import java.util.HashSet;
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
  /** Words that mark a column as a flag, which the flag logic reads: never type prefixes. */
  private static final Set<String> FLAG_MARKS = Set.of("is", "has");
  /** The longest type prefix of a Hungarian convention. */
  private static final int MAX_TYPE_PREFIX = 3;
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
    return tablePrefix(tables, RunTogetherWords.NONE);
  }

  /** The prefix all tables' names, split by a schema's splitter, start with, or null. */
  static String tablePrefix(List<TableInfo> tables, RunTogetherWords split) {
    String shared = null;
    for (TableInfo t : tables) {
      List<String> words = split.words(t.name());
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
  static Set<String> kindEndings(List<TableInfo> tables, String prefix, boolean wordNet,
      RunTogetherWords split) {
    Map<String, Integer> counts = new HashMap<>();
    for (TableInfo t : tables) {
      List<String> words = table(t.name(), prefix, split);
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
    return table(name, schemaPrefix, RunTogetherWords.NONE);
  }

  /** The words of a table's name, split by a schema's splitter, without a prefix or mark. */
  static List<String> table(String name, String schemaPrefix, RunTogetherWords split) {
    List<String> words = split.words(name);
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
    return columnPrefix(table, tableWords, tenantColumn, RunTogetherWords.NONE);
  }

  /** The column prefix of a table whose names a schema's splitter splits, or null. */
  static String columnPrefix(TableInfo table, List<String> tableWords, String tenantColumn,
      RunTogetherWords split) {
    Map<String, Integer> counts = new HashMap<>();
    int columns = 0;
    for (ColumnInfo c : table.columns()) {
      if (c.name().equalsIgnoreCase(tenantColumn)) {
        continue;
      }
      columns++;
      List<String> words = split.words(c.name());
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
    return column(name, prefix, Set.of(), RunTogetherWords.NONE);
  }

  /**
   * The words of a column's name, split by a schema's splitter, without its table's column
   * prefix or the schema's type prefix it starts with.
   */
  static List<String> column(String name, String prefix, Set<String> typePrefixes,
      RunTogetherWords split) {
    List<String> words = split.words(name);
    if (words.size() > 1 && (words.get(0).equals(prefix)
        || typePrefixes.contains(words.get(0)))) {
      return List.copyOf(words.subList(1, words.size()));
    }
    return words;
  }

  /**
   * The type prefixes of a Hungarian naming convention ({@code str} of {@code strFirstName},
   * {@code dtm} of {@code dtmEnrolled}, {@code cur} of {@code curFee}): short first words that
   * each start three names at least, all of one kind (text, time, number, yes/no), that no
   * name has as a later word, when two such prefixes at least, of different kinds, make a
   * system. They say the column's type, not what it holds. {@code is} and {@code has} stay
   * words: they mark flags, and the flag logic reads them.
   */
  static Set<String> typePrefixes(List<TableInfo> tables, RunTogetherWords split) {
    Map<String, Set<String>> names = new HashMap<>();
    Map<String, Set<String>> kinds = new HashMap<>();
    Set<String> later = new HashSet<>();
    for (TableInfo t : tables) {
      later.addAll(tail(split.words(t.name())));
      for (ColumnInfo c : t.columns()) {
        List<String> words = split.words(c.name());
        later.addAll(tail(words));
        if (words.size() > 1 && words.get(0).length() <= MAX_TYPE_PREFIX
            && !FLAG_MARKS.contains(words.get(0))) {
          names.computeIfAbsent(words.get(0), k -> new HashSet<>())
              .add(c.name().toLowerCase(Locale.ROOT));
          kinds.computeIfAbsent(words.get(0), k -> new HashSet<>()).add(kindOf(c));
        }
      }
    }
    Set<String> prefixes = new LinkedHashSet<>();
    Set<String> kindsSeen = new HashSet<>();
    for (Map.Entry<String, Set<String>> e : names.entrySet()) {
      Set<String> k = kinds.get(e.getKey());
      if (e.getValue().size() >= MIN_SHARED && k.size() == 1 && !later.contains(e.getKey())) {
        prefixes.add(e.getKey());
        kindsSeen.addAll(k);
      }
    }
    return kindsSeen.size() >= 2 ? prefixes : Set.of();
  }

  private static List<String> tail(List<String> words) {
    return words.size() > 1 ? words.subList(1, words.size()) : List.of();
  }

  /** A column's kind as a type prefix tells it: dates and timestamps are one. */
  private static String kindOf(ColumnInfo c) {
    ColumnKind kind = ColumnKind.of(c.jdbcType(), c.typeName());
    return kind == ColumnKind.TIMESTAMP ? ColumnKind.DATE.name() : kind.name();
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
