package dev.nljdbc.semantic;

import java.util.List;

/**
 * The conditions a dataset's NLJDBC extension states in a form the offline engine applies (the
 * structured form of instructions such as "revenue excludes tax" or "leave taken means
 * approved"): {@code {"default_conditions": ["line_type <> 'tax'"],
 * "condition_words": {"taken": "status = 'approved'"}}}.
 *
 * @param defaults conditions every sum, count or other aggregate of the dataset's rows keeps,
 *     unless the query itself reads a column of the condition
 * @param words words that, said of the dataset, mean a condition on it
 */
public record ModelConditions(List<String> defaults, List<ConditionWord> words) {
  /** A dataset without such conditions. */
  public static final ModelConditions NONE = new ModelConditions(List.of(), List.of());

  /** Copies the lists. */
  public ModelConditions {
    defaults = List.copyOf(defaults);
    words = List.copyOf(words);
  }

  /**
   * A word (or a few) that, said of its dataset, means a condition on it ("taken" of leave
   * requests means {@code status = 'approved'}); unlike a value synonym it does not name the
   * rows by itself, and is dropped from the question where it qualifies its dataset.
   *
   * @param words the word as people write it
   * @param condition the SQL condition over the dataset's columns
   */
  public record ConditionWord(String words, String condition) {
  }
}
