package dev.nljdbc.generation.offline.index;

import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.NameWords;
import dev.nljdbc.language.SemanticSimilarity;
import dev.nljdbc.language.Synonyms;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.Tokenizer;
import dev.nljdbc.language.WordForms;
import dev.nljdbc.language.WordNetLexicon;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.ForeignKey;
import dev.nljdbc.schema.ModelText;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import dev.nljdbc.schema.TimeThrough;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What the engine precomputes from a schema snapshot: table and column entries, the foreign-key
 * graph (keys joined on their columns other than the tenant column), an index from word forms
 * and synonyms to names, and an index of sampled values by their first word.
 */
public final class SchemaIndex {

  /** A value of letters in camel case: capitalised words run together ("PartiallyPaid"). */
  private static final Pattern CAMEL_VALUE =
      Pattern.compile("(?:[A-Z][a-z]+)+|[a-z]+(?:[A-Z][a-z]+)+");
  /** The shortest one-word name taken for an acronym: two letters spell too much by chance. */
  private static final int MIN_ACRONYM = 3;
  /** The longest one-word name taken for an acronym. */
  private static final int MAX_ACRONYM = 6;
  /** The shortest part of a one-word name split in two ("high" and "schooler"). */
  private static final int MIN_PART = 3;
  /** The most letters dropped from the front of a one-word name ("firstname" to "name"). */
  private static final int MAX_DROPPED_PREFIX = 4;

  /** A table or column that words may name. */
  public record Named(TableEntry table, ColumnEntry column) {
    List<String> words() {
      return column == null ? table.words : column.words;
    }
  }

  /** A sampled or lookup value of a column, as words. */
  public record Value(ColumnEntry column, String value, List<String> words, boolean sampled) {
  }

  public final SchemaSnapshot snapshot;
  final String tenantColumn;
  public final List<TableEntry> tables = new ArrayList<>();
  private final Map<String, TableEntry> byName = new HashMap<>();
  private final Map<String, Set<Named>> byForm = new HashMap<>();
  private final Map<String, Set<Named>> byRemark = new HashMap<>();
  private final SynonymPhrases phrases = new SynonymPhrases();
  private final Map<String, List<Value>> values = new HashMap<>();
  private final Map<String, List<Value>> documentedByVerb = new HashMap<>();
  /** Per column, the codes its comment documents. */
  private final Map<ColumnEntry, Set<String>> documentedCodes = new IdentityHashMap<>();
  private final Map<String, Set<Named>> acronyms = new HashMap<>();
  /** Name words of two to five letters, which may abbreviate a question's word. */
  private final Map<String, Set<Named>> shortWords = new LinkedHashMap<>();
  /** Names by the lemma of a word of this schema one of their short words abbreviates. */
  private final Map<String, Set<Named>> abbreviated = new HashMap<>();
  private final ElementMeanings meanings;

  /**
   * Whether words no name spells are looked up in WordNet ({@code language.wordnet}): their
   * forms, meanings and places link as weak evidence.
   */
  public final boolean wordNet;

  /** The index of a schema, with WordNet. */
  public SchemaIndex(SchemaSnapshot snapshot, String tenantColumn) {
    this(snapshot, tenantColumn, true, null);
  }

  /**
   * The index of a schema; {@code wordNet} false links by spelling and synonyms only; a
   * {@link SemanticSimilarity} (or null) also compares its elements with words that nothing
   * spells, their preparation started in the background now.
   */
  public SchemaIndex(SchemaSnapshot snapshot, String tenantColumn, boolean wordNet) {
    this(snapshot, tenantColumn, wordNet, null);
  }

  /** The index of a schema with WordNet whose elements a similarity (or null) also compares. */
  public SchemaIndex(SchemaSnapshot snapshot, String tenantColumn, SemanticSimilarity similarity) {
    this(snapshot, tenantColumn, true, similarity);
  }

  /** The index of a schema with each linking resource chosen ({@code language.*}). */
  public SchemaIndex(SchemaSnapshot snapshot, String tenantColumn, boolean wordNet,
      SemanticSimilarity similarity) {
    this.snapshot = snapshot;
    this.tenantColumn = tenantColumn;
    this.wordNet = wordNet;
    int ordinal = 0;
    RunTogetherWords split = RunTogetherWords.of(snapshot.tables(), wordNet);
    String tablePrefix = IdentifierWords.tablePrefix(snapshot.tables(), split);
    Set<String> kindEndings = IdentifierWords.kindEndings(snapshot.tables(), tablePrefix,
        wordNet, split);
    Set<String> typePrefixes = IdentifierWords.typePrefixes(snapshot.tables(), split);
    for (TableInfo info : snapshot.tables()) {
      List<String> words = IdentifierWords.table(info.name(), tablePrefix, split);
      TableEntry table = new TableEntry(info, ordinal++, words,
          !words.isEmpty() && kindEndings.contains(words.get(words.size() - 1)));
      String columnPrefix = IdentifierWords.columnPrefix(info, table.words, tenantColumn,
          split);
      for (ColumnInfo column : info.columns()) {
        table.columns.add(new ColumnEntry(table, column,
            tenantColumn != null && column.name().equalsIgnoreCase(tenantColumn),
            IdentifierWords.column(column.name(), columnPrefix, typePrefixes, split)));
      }
      for (String key : info.primaryKey()) {
        ColumnEntry c = table.column(key);
        if (c != null) {
          c.primaryKey = true;
          table.primaryKey.add(c);
        }
      }
      tables.add(table);
      byName.putIfAbsent(info.name().toLowerCase(Locale.ROOT), table);
    }
    for (TableEntry table : tables) {
      edges(table);
      indexNames(table);
    }
    for (TableEntry table : tables) {
      table.timeThrough = timeThrough(table);
    }
    expandAbbreviations();
    this.meanings = similarity == null ? null : ElementMeanings.of(this, similarity);
  }

  /** The schema's elements as meanings, or null when linking goes by spelling only. */
  public ElementMeanings meanings() {
    return meanings;
  }

  public TableEntry table(String name) {
    return name == null ? null : byName.get(name.toLowerCase(Locale.ROOT));
  }

  ColumnEntry column(String table, String column) {
    TableEntry t = table(table);
    return t == null ? null : t.column(column);
  }

  /** Tables and columns one of whose words (or a synonym) shares a form with the word. */
  public Set<Named> named(String word) {
    Set<Named> result = new LinkedHashSet<>();
    for (String form : WordForms.of(word)) {
      result.addAll(byForm.getOrDefault(form, Set.of()));
    }
    result.addAll(abbreviated.getOrDefault(WordForms.lemma(word), Set.of()));
    if (result.isEmpty() && word.length() >= NameScore.MIN_ABBREVIATED) {
      for (Map.Entry<String, Set<Named>> e : shortWords.entrySet()) {
        if (NameScore.abbreviation(e.getKey(), word)) {
          result.addAll(e.getValue());
        }
      }
    }
    return result;
  }

  /**
   * A short name word that abbreviates a longer word of another name of the same schema
   * ({@code cust} where a table or column says customer) names what that word names: its
   * tables and columns are found by the longer word, even though the longer word names others.
   */
  private void expandAbbreviations() {
    Set<String> longWords = new LinkedHashSet<>();
    for (TableEntry table : tables) {
      longWords.addAll(table.words);
      for (ColumnEntry column : table.columns) {
        longWords.addAll(column.words);
      }
    }
    for (Map.Entry<String, Set<Named>> e : shortWords.entrySet()) {
      for (String w : longWords) {
        if (w.length() > e.getKey().length() && NameScore.abbreviation(e.getKey(), w)
            && WordForms.similarity(e.getKey(), w) == 0 && keepsSecondSound(e.getKey(), w)) {
          abbreviated.computeIfAbsent(WordForms.lemma(w), k -> new LinkedHashSet<>())
              .addAll(e.getValue());
        }
      }
    }
  }

  /**
   * Whether a short word keeps the sound a longer word starts with, as abbreviations do: its
   * second letter is a consonant of the longer word ({@code qty}, {@code mgr}) or the longer
   * word's own second letter ({@code cust}, {@code dept}). A word such as {@code city} has the
   * letters of {@code capacity} in order but is no abbreviation of it.
   */
  static boolean keepsSecondSound(String shortWord, String longWord) {
    if (shortWord.length() < 2 || longWord.length() < 2) {
      return true;
    }
    char second = shortWord.charAt(1);
    return "aeiouy".indexOf(second) < 0 || second == longWord.charAt(1);
  }

  /** Whether some name has the word followed by the number ("line 1" for line_1). */
  public boolean namesWithNumber(String word, String number) {
    for (Named named : named(word)) {
      List<String> words = named.words();
      for (int i = 0; i + 1 < words.size(); i++) {
        if (words.get(i + 1).equals(number)
            && WordForms.similarity(word, words.get(i)) >= WordForms.SAME_WORD) {
          return true;
        }
      }
    }
    return false;
  }

  /** Tables and columns whose comment holds the word. */
  public Set<Named> remarked(String word) {
    Set<Named> result = new LinkedHashSet<>();
    for (String form : WordForms.strong(word)) {
      result.addAll(byRemark.getOrDefault(form, Set.of()));
    }
    return result;
  }

  /**
   * What the word at {@code i} weakly links: elements whose comment has it (no model's computed
   * field or metric), and whose synonym of several words is said whole ({@link SynonymPhrases}).
   */
  public Set<Named> remarked(List<Token> tokens, int i) {
    Set<Named> result = new LinkedHashSet<>(phrases.saidOver(tokens, i));
    for (Named named : remarked(tokens.get(i).lower())) {
      if (named.column() == null || !named.column().derived) {
        result.add(named);
      }
    }
    return result;
  }

  /** Tables and columns whose name is one short word that may be an acronym ("kwh", "gdp"). */
  public Set<Named> acronym(String initials) {
    return acronyms.getOrDefault(initials, Set.of());
  }

  /** Sampled values whose first word is this (lower-case) word. */
  public List<Value> valuesStartingWith(String lowerWord) {
    return values.getOrDefault(lowerWord, List.of());
  }

  /**
   * The date column a semantic model dates a table by through its relationships, or null when
   * it declares none or a table or column of its path is missing.
   */
  private ColumnEntry timeThrough(TableEntry table) {
    TimeThrough through = table.info.timeThrough();
    if (through == null) {
      return null;
    }
    TableEntry holder = table(through.table());
    ColumnEntry date = holder == null ? null : holder.column(through.column());
    return date != null && date.isTemporal() && holder != table ? date : null;
  }

  /**
   * The table's foreign keys as join edges. A key that includes the tenant column ({@code
   * (co_id, cust_id)}) joins on its other columns: both tables are read for the tenant's rows
   * already. A key of the tenant column alone is no edge.
   */
  private void edges(TableEntry table) {
    for (ForeignKey key : table.info.foreignKeys()) {
      TableEntry parent = table(key.referencedTable());
      if (parent == null || key.columns().size() != key.referencedColumns().size()) {
        continue;
      }
      List<ColumnEntry> from = new ArrayList<>();
      List<ColumnEntry> to = new ArrayList<>();
      boolean usable = true;
      for (int i = 0; i < key.columns().size(); i++) {
        ColumnEntry f = table.column(key.columns().get(i));
        ColumnEntry t = parent.column(key.referencedColumns().get(i));
        if (f == null || t == null) {
          usable = false;
          break;
        }
        if (!f.tenant) {
          from.add(f);
          to.add(t);
        }
      }
      if (!usable || from.isEmpty()) {
        continue;
      }
      if (from.size() == 1) {
        from.get(0).references = parent;
      }
      TableEntry.Edge edge = new TableEntry.Edge(table, from, parent, to);
      table.outgoing.add(edge);
      if (parent != table) {
        parent.incoming.add(edge);
      }
    }
  }

  private void indexNames(TableEntry table) {
    Named t = new Named(table, null);
    add(byForm, table.name.toLowerCase(Locale.ROOT), t);
    indexWords(t, table.words);
    indexJoined(t, table.words);
    indexRemarks(t, table.info.remarks());
    for (ColumnEntry column : table.columns) {
      if (column.tenant) {
        continue;
      }
      Named c = new Named(table, column);
      add(byForm, column.name.toLowerCase(Locale.ROOT), c);
      indexWords(c, column.words);
      indexJoined(c, column.words);
      indexRemarks(c, column.info.remarks());
      indexValues(column);
    }
  }

  private void indexWords(Named named, List<String> words) {
    for (String word : words) {
      if (word.length() >= 2 && word.length() <= NameScore.MAX_ABBREVIATION) {
        add(shortWords, word, named);
      }
      for (String form : WordForms.of(word)) {
        add(byForm, form, named);
      }
      for (String synonym : Synonyms.of(WordForms.lemma(word))) {
        add(byForm, synonym, named);
      }
      for (String synonym : Synonyms.of(word)) {
        add(byForm, synonym, named);
      }
    }
  }

  /** Parts of one-word names, so that "high schooler" and "first name" find them. */
  private void indexJoined(Named named, List<String> words) {
    if (words.size() == 1) {
      String w = words.get(0);
      if (w.length() >= MIN_ACRONYM && w.length() <= MAX_ACRONYM
          && w.chars().allMatch(Character::isLetter)) {
        add(acronyms, w, named);
      }
      for (int cut = MIN_PART; cut <= w.length() - MIN_PART; cut++) {
        add(byForm, w.substring(0, cut), named);
      }
      for (int cut = 1; cut <= Math.min(MAX_DROPPED_PREFIX, w.length() - 2); cut++) {
        add(byForm, w.substring(cut), named);
      }
    }
  }

  /**
   * The words of a comment, for weak links: the database's own comment, a semantic model's
   * one-word synonyms, and its synonyms of several words said whole ({@link SynonymPhrases}:
   * "model year" is no name for "years"). A description ({@link ModelText}) is evidence
   * ({@link Defaults}, documented codes), never a link by itself ("took" is no leave request
   * for a description saying "days taken").
   */
  private void indexRemarks(Named named, String remarks) {
    List<String> words = NameWords.ofText(ModelText.own(remarks));
    words.addAll(ModelText.oneWordSynonyms(remarks));
    for (String word : words) {
      if (Lexicon.isContent(word) && word.length() > 2) {
        for (String form : WordForms.strong(word)) {
          add(byRemark, form, named);
        }
      }
    }
    phrases.add(named, remarks);
  }

  private static void add(Map<String, Set<Named>> map, String key, Named named) {
    map.computeIfAbsent(key, k -> new LinkedHashSet<>()).add(named);
  }

  private void indexValues(ColumnEntry column) {
    for (String value : column.samples()) {
      indexValue(column, value, true);
    }
    for (String value : column.info.lookupValues()) {
      indexValue(column, value, false);
    }
    if (column.kind == ColumnKind.TEXT) {
      Set<String> known = new HashSet<>(column.samples());
      known.addAll(column.info.lookupValues());
      CodeRemarks.of(column.info.remarks(), known).forEach((code, meaning) ->
          indexDocumented(column, code, meaning));
    }
  }

  /**
   * A code its column's comment documents, indexed under the words of its meaning ("open" for
   * {@code O} of "O = open, C = closed") and under its head word alone ("closed" of "closed for
   * good"), so that a question says it as people do.
   */
  private void indexDocumented(ColumnEntry column, String code, List<String> meaning) {
    documentedCodes.computeIfAbsent(column, k -> new HashSet<>()).add(code);
    values.computeIfAbsent(meaning.get(0), k -> new ArrayList<>())
        .add(new Value(column, code, meaning, true));
    String head = CodeRemarks.head(meaning);
    if (head != null && meaning.size() > 1) {
      values.computeIfAbsent(head, k -> new ArrayList<>())
          .add(new Value(column, code, List.of(head), true));
    }
    if (head != null && wordNet) {
      for (String verb : WordNetLexicon.shared().map(l -> l.stateVerbs(head)).orElse(Set.of())) {
        documentedByVerb.computeIfAbsent(verb, k -> new ArrayList<>())
            .add(new Value(column, code, List.of(head), true));
      }
    }
  }

  /**
   * The codes whose documented meaning is a state of this verb ("terminated" for terminate),
   * so that another form of it ("terminations") finds them.
   */
  public List<Value> documentedByVerb(String verb) {
    return documentedByVerb.getOrDefault(verb, List.of());
  }

  /**
   * Whether the column's comment documents the code: then the comment's words say it, and its
   * letters are no evidence ("report" is no {@code REP} documented as "repair").
   */
  public boolean documents(ColumnEntry column, String code) {
    return documentedCodes.getOrDefault(column, Set.of()).contains(code);
  }

  private void indexValue(ColumnEntry column, String value, boolean sampled) {
    List<String> words = valueWords(value);
    if (!words.isEmpty()) {
      values.computeIfAbsent(words.get(0), k -> new ArrayList<>())
          .add(new Value(column, value, words, sampled));
    }
    List<String> split = camelWords(value);
    if (!split.isEmpty() && !split.equals(words)) {
      values.computeIfAbsent(split.get(0), k -> new ArrayList<>())
          .add(new Value(column, value, split, sampled));
    }
  }

  /**
   * The words of a value stored run together in camel case, as a person says them
   * ({@code OnHold} is "on hold", {@code TimeAndMaterials} "time and materials"); empty when
   * the value is no such word. The value is indexed under both forms.
   */
  static List<String> camelWords(String value) {
    if (!CAMEL_VALUE.matcher(value).matches()) {
      return List.of();
    }
    List<String> words = new ArrayList<>();
    for (String part : value.split("(?<=[a-z])(?=[A-Z])")) {
      if (part.length() < 2) {
        return List.of();
      }
      words.add(part.toLowerCase(Locale.ROOT));
    }
    return words.size() > 1 ? words : List.of();
  }

  /**
   * The words of a value the way the tokenizer splits a question; underscores separate words
   * ({@code back_order} is "back order", "back-order").
   */
  public static List<String> valueWords(String value) {
    List<String> words = new ArrayList<>();
    for (Token token : Tokenizer.tokenize(value)) {
      if (token.kind() == Token.Kind.SYMBOL && !token.text().matches("[&+#@$%/]")) {
        continue;
      }
      if (token.kind() == Token.Kind.WORD && token.text().indexOf('_') > 0) {
        for (String part : token.lower().split("_")) {
          if (!part.isEmpty()) {
            words.add(part);
          }
        }
      } else {
        words.add(token.lower());
      }
    }
    return words;
  }
}
