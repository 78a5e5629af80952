package dev.nljdbc.semantic;

import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.MeasureWords;
import dev.nljdbc.language.NameKinds;
import dev.nljdbc.language.WordForms;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.TableInfo;
import java.sql.Types;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Where a field's synonym stands for its field better than any other reading of the question.
 * It does not when:
 *
 * <ul>
 *   <li>it is a measure the engine derives from that very date ("age" for a date of birth,
 *       "tenure" for a hire date): rewriting it to the date would read the date itself, where
 *       the engine reads an age or a tenure from it;
 *   <li>it is said in the plural only, its plural last word naming the field's own dataset
 *       ("5 star courier ratings" counts ratings; "courier rating" is a field of ratings);
 *   <li>the question names another dataset and not the field's, and there the synonym either
 *       is no content word ("from") or names a column of that dataset by itself ("hired" in
 *       "employees hired in 2024" is the employees' hire date, not another table's start date).
 * </ul>
 */
final class SynonymScope {
  private SynonymScope() {}

  static boolean standsFor(String synonym, ModelField field, Dataset dataset, String question,
      ResolvedModel model) {
    List<String> words = List.of(synonym.toLowerCase(Locale.ROOT).strip().split("[\\s-]+"));
    if (derivedFrom(synonym, field, model.table(dataset))
        || countsRows(synonym, dataset, question, model)) {
      return false;
    }
    boolean otherNamed = false;
    boolean otherColumn = false;
    for (Dataset other : model.model().datasets()) {
      if (other == dataset || !QuestionRewriter.names(question, other, model)) {
        continue;
      }
      otherNamed = true;
      otherColumn |= namesColumnOf(words, model.table(other));
    }
    if (!otherNamed || QuestionRewriter.names(question, dataset, model)) {
      return true;
    }
    return !otherColumn && words.stream().anyMatch(w -> Lexicon.isContent(w) && w.length() > 2);
  }

  /**
   * Whether the question says the synonym only in the plural, and that plural last word names
   * the field's own dataset: "5 star courier ratings" counts rows of ratings (a rating per row),
   * where "courier rating" names a field of ratings ("average courier rating").
   */
  static boolean countsRows(String synonym, Dataset dataset, String question,
      ResolvedModel model) {
    String[] words = synonym.toLowerCase(Locale.ROOT).strip().split("[\\s-]+");
    String last = words[words.length - 1];
    if (words.length < 2 || last.endsWith("s")) {
      return false;
    }
    String said = String.join("[\\s-]+", Arrays.stream(words)
        .map(Pattern::quote).toList());
    Pattern exact = Pattern.compile("(?<![\\w-])" + said
        + "(?![\\w-])", Pattern.CASE_INSENSITIVE);
    if (exact.matcher(question).find()) {
      return false;
    }
    String plural = last.endsWith("y") ? last.substring(0, last.length() - 1) + "ies"
        : last + "s";
    return QuestionRewriter.names(plural, dataset, model);
  }

  /** Whether a synonym names a measure the engine derives from the field's date ("age"). */
  static boolean derivedFrom(String synonym, ModelField field, TableInfo table) {
    String w = synonym.toLowerCase(Locale.ROOT).strip();
    return (MeasureWords.AGE.contains(w) || MeasureWords.TENURE.contains(w)) && date(field, table);
  }

  private static boolean date(ModelField field, TableInfo table) {
    String type = field.datatype() == null ? "" : field.datatype();
    if (type.startsWith("Date")) {
      return true;
    }
    ColumnInfo c = field.column() == null || table == null ? null : table.column(field.column());
    return c != null && (c.jdbcType() == Types.DATE || c.jdbcType() == Types.TIMESTAMP
        || c.jdbcType() == Types.TIMESTAMP_WITH_TIMEZONE);
  }

  /**
   * Whether the synonym names a column of the table by itself: a form of every word of the
   * column's name but those that only say what kind of value it holds ("hired" names
   * {@code hire_date}; "units" does not name {@code unit_price}).
   */
  private static boolean namesColumnOf(List<String> words, TableInfo table) {
    if (table == null) {
      return false;
    }
    for (ColumnInfo c : table.columns()) {
      List<String> own = ResolvedModel.words(c.name()).stream()
          .filter(cw -> !NameKinds.isKind(cw)).toList();
      if (!own.isEmpty() && own.stream().allMatch(cw -> formOf(words, cw))) {
        return true;
      }
    }
    return false;
  }

  private static boolean formOf(List<String> words, String columnWord) {
    String cw = columnWord.toLowerCase(Locale.ROOT);
    for (String w : words) {
      if (Lexicon.isContent(w) && w.length() > 2
          && (WordForms.lemma(w).equals(WordForms.lemma(cw))
              || WordForms.of(cw).contains(w) || WordForms.of(w).contains(cw))) {
        return true;
      }
    }
    return false;
  }
}
