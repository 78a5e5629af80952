package dev.nljdbc.generation.offline.index;

import dev.nljdbc.language.NameWords;
import dev.nljdbc.language.Synonyms;
import dev.nljdbc.language.WordForms;
import dev.nljdbc.schema.ColumnInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** What the engine derives from a column: its words, kind and role. */
public final class ColumnEntry {

  /** A one-word name ending in "id" longer than this ("custid") may be its table's key. */
  private static final int MIN_ID_SUFFIXED = 3;
  /**
   * The core words of a column are its words without its table's: a word that abbreviates a
   * word of the table's name ({@code shp} in a table of shipments) is the table's word too, when it
   * has at least this many letters.
   */
  private static final int MIN_TABLE_ABBREVIATION = 3;
  private static final Set<String> MONEY = Set.of("amount", "price", "cost", "total", "revenue",
      "value", "salary", "fee", "sale", "sales", "balance", "budget", "income", "spend",
      "payment", "paid", "charge", "profit", "wage", "earning", "earnings", "turnover", "tax",
      "discount", "fare", "rent", "expense", "expenses", "worth", "money", "gross", "net");
  private static final Set<String> LABEL = Set.of("name", "title", "label", "caption");
  private static final Set<String> MISSING = Set.of("null", "na", "n/a", "-", "none", "?");
  private static final Set<String> IDENTIFIER = Set.of("id", "code", "key", "uuid", "guid",
      "ref", "sku", "no", "num", "nbr");

  public final TableEntry table;
  public final ColumnInfo info;
  public final String name;
  public final ColumnKind kind;
  public final List<String> words;
  /**
   * The words without those of the table's name ({@code visit_date} in visits: date), whole or
   * abbreviated ({@code shp_wt} in shipments: wt).
   */
  final List<String> coreWords;
  final List<String> remarkWords;
  public final boolean tenant;
  /**
   * A semantic model's metric or computed field shown as a column (its comment starts with
   * "metric: " or "computed: ", as {@code semantic.SnapshotEnricher} writes it): named by its
   * whole name only, since the model's synonyms are replaced by that name before the engine
   * reads the question.
   */
  public final boolean derived;
  /** A semantic model's metric: an aggregate already, one row unless grouped. */
  public final boolean metric;
  private final boolean numericText;
  public boolean primaryKey;
  public TableEntry references;

  ColumnEntry(TableEntry table, ColumnInfo info, boolean tenant) {
    this(table, info, tenant, NameWords.ofIdentifier(info.name()));
  }

  ColumnEntry(TableEntry table, ColumnInfo info, boolean tenant, List<String> words) {
    this.table = table;
    this.info = info;
    this.name = info.name();
    this.kind = ColumnKind.of(info.jdbcType(), info.typeName());
    this.words = words;
    this.coreWords = core(words, table.words);
    this.remarkWords = NameWords.ofText(info.remarks());
    this.tenant = tenant;
    String remarks = info.remarks() == null ? "" : info.remarks();
    this.metric = remarks.startsWith("metric: ");
    this.derived = derived(info);
    this.numericText = numericText();
  }

  /** Whether a column stands for a semantic model's metric or computed field (see derived). */
  public static boolean derived(ColumnInfo info) {
    String remarks = info.remarks() == null ? "" : info.remarks();
    return remarks.startsWith("metric: ") || remarks.startsWith("computed: ");
  }

  private static List<String> core(List<String> words, List<String> tableWords) {
    List<String> whole = new ArrayList<>();
    List<String> shortened = new ArrayList<>();
    for (String w : words) {
      boolean tableWord = false;
      boolean abbreviated = false;
      for (String t : tableWords) {
        tableWord |= WordForms.similarity(w, t) >= WordForms.SAME_WORD;
        abbreviated |= abbreviates(w, t);
      }
      if (!tableWord) {
        whole.add(w);
        if (!abbreviated) {
          shortened.add(w);
        }
      }
    }
    boolean onlyIdentifiers = true;
    for (String w : shortened) {
      onlyIdentifiers &= IDENTIFIER.contains(w);
    }
    if (!shortened.isEmpty() && !onlyIdentifiers) {
      return shortened;
    }
    return whole.isEmpty() ? words : whole;
  }

  /**
   * Whether a column word is an abbreviation of a table word as typed, not as a word form: its
   * start ({@code veh} for vehicles) or its consonants in order ({@code shp} for shipments,
   * {@code dlv} for deliveries). "Paid", a form of "pay", is no abbreviation of "payouts".
   */
  static boolean abbreviates(String columnWord, String tableWord) {
    String w = columnWord.toLowerCase(java.util.Locale.ROOT);
    String t = tableWord.toLowerCase(java.util.Locale.ROOT);
    if (w.length() < MIN_TABLE_ABBREVIATION || w.length() >= t.length()
        || w.charAt(0) != t.charAt(0) || !w.chars().allMatch(Character::isLetter)) {
      return false;
    }
    if (t.startsWith(w)) {
      return true;
    }
    int at = 0;
    for (int i = 0; i < t.length() && at < w.length(); i++) {
      if (t.charAt(i) == w.charAt(at)) {
        at++;
      }
    }
    return at == w.length() && w.substring(1).chars().noneMatch(c -> "aeiou".indexOf(c) >= 0);
  }

  public boolean isKey() {
    return primaryKey || references != null || isIdentifierNamed();
  }

  boolean isIdentifierNamed() {
    String last = words.isEmpty() ? "" : words.get(words.size() - 1);
    if (IDENTIFIER.contains(last)) {
      return true;
    }
    if (words.size() == 1 && last.length() > MIN_ID_SUFFIXED && last.endsWith("id")) {
      String prefix = last.substring(0, last.length() - 2);
      return table.name.toLowerCase(java.util.Locale.ROOT).startsWith(prefix);
    }
    return false;
  }

  /** A number column, or a text column whose sampled or lookup values are all numbers. */
  public boolean isNumeric() {
    return kind == ColumnKind.NUMBER || numericText;
  }

  private boolean numericText() {
    List<String> values = samples().isEmpty() ? info.lookupValues() : samples();
    if (kind != ColumnKind.TEXT || values.isEmpty()) {
      return false;
    }
    int numbers = 0;
    for (String v : values) {
      String t = v.strip();
      if (t.matches("-?\\d+(\\.\\d+)?")) {
        numbers++;
      } else if (!MISSING.contains(t.toLowerCase(java.util.Locale.ROOT))) {
        return false;
      }
    }
    return numbers > 0;
  }

  /** A numeric column that may be summed or averaged. */
  public boolean isMeasure() {
    return isNumeric() && !isKey() && !tenant && !isYearLike();
  }

  public boolean isYearLike() {
    return words.contains("year") || words.contains("yr");
  }

  public boolean isTemporal() {
    return kind.isTemporal();
  }

  public boolean isMoneyLike() {
    if (!isNumeric()) {
      return false;
    }
    for (String w : words) {
      if (MONEY.contains(WordForms.lemma(w)) || MONEY.contains(w)) {
        return true;
      }
      for (String synonym : Synonyms.of(w)) {
        if (MONEY.contains(synonym)) {
          return true;
        }
      }
    }
    return false;
  }

  public boolean isLabelLike() {
    if (kind != ColumnKind.TEXT) {
      return false;
    }
    for (String w : words) {
      if (LABEL.contains(w)) {
        return true;
      }
    }
    return false;
  }

  public List<String> samples() {
    return info.sampleValues();
  }

  /** Values known to be in the column: its sample or its lookup values. */
  public boolean knows(String value) {
    return info.sampleValues().contains(value) || info.lookupValues().contains(value);
  }

  /** "table.column" for messages and the clarification layer. */
  String qualified() {
    return table.name + "." + name;
  }

  /** The column name in words ("total amount"). */
  public String human() {
    return String.join(" ", words);
  }

  @Override
  public String toString() {
    return qualified();
  }
}
