package dev.nljdbc.generation.offline.index;

import dev.nljdbc.language.NameWords;
import dev.nljdbc.language.WordForms;
import dev.nljdbc.schema.TableInfo;
import java.util.ArrayList;
import java.util.List;

/** What the engine derives from a table: its words, columns, keys and neighbours. */
public final class TableEntry {

  /** The label score of a text column named like its table (supplier.supplier). */
  private static final int NAMED_LIKE_TABLE = 9;
  /** The label score of a column named like a label ("name", "title"): above all else. */
  private static final int LABEL_LIKE = 10;

  public final TableInfo info;
  public final String name;
  public final List<String> words;
  final List<String> remarkWords;
  public final List<ColumnEntry> columns = new ArrayList<>();
  public final List<ColumnEntry> primaryKey = new ArrayList<>();
  /** Foreign keys of this table that the engine may join along (the tenant's are left out). */
  public final List<Edge> outgoing = new ArrayList<>();
  /** Foreign keys of other tables that reference this one. */
  public final List<Edge> incoming = new ArrayList<>();
  public final int ordinal;
  /**
   * The date of another table that a semantic model dates this table's rows by (payslips by
   * their payroll run's pay date), or null; it is the table's event date ({@link EventDate}).
   */
  public ColumnEntry timeThrough;
  /**
   * Whether the name's last word only says what kind of table it is ({@code mst} of
   * {@code str_mst}): a word of the name, but not one a question must say.
   */
  public final boolean kindEnding;

  TableEntry(TableInfo info, int ordinal) {
    this(info, ordinal, NameWords.ofIdentifier(info.name()), false);
  }

  TableEntry(TableInfo info, int ordinal, List<String> words, boolean kindEnding) {
    this.info = info;
    this.name = info.name();
    this.words = words;
    this.kindEnding = kindEnding && words.size() > 1;
    this.remarkWords = NameWords.ofText(info.remarks());
    this.ordinal = ordinal;
  }

  public ColumnEntry column(String columnName) {
    for (ColumnEntry c : columns) {
      if (c.name.equalsIgnoreCase(columnName)) {
        return c;
      }
    }
    return null;
  }

  /** The table name in words ("order lines"). */
  public String human() {
    return String.join(" ", words);
  }

  /**
   * The column that names a row for people: a text column called name, title or label, else
   * the first text column that is not a key, else the primary key.
   */
  public ColumnEntry labelColumn() {
    ColumnEntry best = null;
    int bestScore = 0;
    for (ColumnEntry c : columns) {
      int score = labelScore(c);
      if (score > bestScore) {
        best = c;
        bestScore = score;
      }
    }
    if (best != null) {
      return best;
    }
    return primaryKey.isEmpty() ? (columns.isEmpty() ? null : columns.get(0)) : primaryKey.get(0);
  }

  /**
   * The column of a person's last name when the label column holds the first ({@code first_nm}
   * and {@code last_nm}, {@code FirstName} and {@code Surname}): a person is named by both.
   * Null for any other label.
   */
  public ColumnEntry surnameColumn() {
    ColumnEntry label = labelColumn();
    if (label == null || !label.words.contains("first")) {
      return null;
    }
    for (ColumnEntry c : columns) {
      if (c == label || c.kind != ColumnKind.TEXT) {
        continue;
      }
      List<String> expected = new ArrayList<>(label.words);
      expected.set(label.words.indexOf("first"), "last");
      if (c.words.equals(expected) || c.words.contains("surname")
          || c.words.contains("family") && c.words.contains(label.words.get(
              label.words.size() - 1))) {
        return c;
      }
    }
    return null;
  }

  private int labelScore(ColumnEntry c) {
    if (c.kind != ColumnKind.TEXT || c.tenant) {
      return 0;
    }
    int score = 1;
    if (c.words.size() == 1 && !words.isEmpty()
        && WordForms.similarity(c.words.get(0), words.get(words.size() - 1))
        >= WordForms.SAME_WORD) {
      score += NAMED_LIKE_TABLE;
    }
    if (c.isLabelLike()) {
      score += LABEL_LIKE;
      if (c.words.size() == 1) {
        score += 2;
      }
      if (c.coreWords.size() == 1) {
        score += 1;
      }
    }
    if (c.words.contains("first")) {
      score += 1;
    }
    if (c.isIdentifierNamed() || c.references != null) {
      score -= 1;
    }
    if (c.words.contains("description") || c.words.contains("email") || c.words.contains("url")) {
      score -= 1;
    }
    return Math.max(0, score);
  }

  /** A foreign key between two tables, as a join step. */
  public record Edge(TableEntry child, List<ColumnEntry> childColumns, TableEntry parent,
      List<ColumnEntry> parentColumns) {
    TableEntry other(TableEntry from) {
      return from == child ? parent : child;
    }
  }

  @Override
  public String toString() {
    return name;
  }
}
