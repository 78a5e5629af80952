package dev.nljdbc.semantic;

import java.util.List;

/**
 * What a dataset's {@code custom_extensions} entry with {@code vendor_name: NLJDBC} carries:
 * its {@code data} is a JSON object
 * {@code {"current_rows": "valid_to IS NULL", "order_by": "created_at DESC",
 * "value_synonyms": {"back-order": "status = 'back_order'"}}}, and the conditions of
 * {@link ModelConditions} ({@code default_conditions}, {@code condition_words}).
 *
 * @param currentRows a condition that keeps the current rows only, or null
 * @param orderBy the default row order of a listing ({@code column [ASC|DESC], ...}), or null
 * @param valueSynonyms phrases that stand for a condition, on the dataset's columns or on those
 *     of a related dataset ({@link RelatedCondition})
 * @param conditions default conditions and condition words
 * @param timeField the dataset's time field on a related dataset ({@code time_field}), or null
 */
public record NljdbcExtension(String currentRows, String orderBy, List<ValueSynonym> valueSynonyms,
    ModelConditions conditions, RelatedTime timeField) {
  /** The vendor name of nljdbc's extensions. */
  public static final String VENDOR = "NLJDBC";
  /** A dataset without extension. */
  public static final NljdbcExtension NONE = new NljdbcExtension(null, null, List.of());

  /** Copies the list. */
  public NljdbcExtension {
    valueSynonyms = List.copyOf(valueSynonyms);
    conditions = conditions == null ? ModelConditions.NONE : conditions;
  }

  /**
   * An extension without default conditions, condition words or a time field through
   * relationships.
   */
  public NljdbcExtension(String currentRows, String orderBy, List<ValueSynonym> valueSynonyms) {
    this(currentRows, orderBy, valueSynonyms, ModelConditions.NONE, null);
  }

  /**
   * A phrase that stands for a condition on its dataset.
   *
   * @param phrase the words people use ("back-order")
   * @param condition the SQL condition over the dataset's columns ({@code status = 'back_order'}),
   *     or over a related dataset's, qualified by its name ({@code countries.code <> 'GB'})
   */
  public record ValueSynonym(String phrase, String condition) {
  }
}
