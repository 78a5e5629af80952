package dev.nljdbc.semantic;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reads the condition keys of the NLJDBC extension: a dataset's {@code default_conditions} (a
 * condition or a list of them) and {@code condition_words} (words mapped to conditions), and a
 * metric's {@code filter}. A bad value is an {@link IllegalArgumentException} whose message
 * the reader puts at the extension's line.
 */
final class ConditionKeys {
  /** The dataset keys this class reads. */
  static final Set<String> DATASET_KEYS = Set.of("default_conditions", "condition_words");
  /** The keys of a metric's NLJDBC extension. */
  static final Set<String> METRIC_KEYS = Set.of("filter");

  private ConditionKeys() {}

  /** A dataset's default conditions and condition words from its extension's data. */
  static ModelConditions dataset(JsonNode data) {
    List<String> defaults = new ArrayList<>();
    JsonNode d = data.path("default_conditions");
    if (d.isTextual()) {
      defaults.add(condition(d, "default_conditions"));
    } else if (d.isArray()) {
      for (JsonNode c : d) {
        defaults.add(condition(c, "default_conditions"));
      }
    } else if (!d.isMissingNode()) {
      throw new IllegalArgumentException(
          "default_conditions must be a condition or a list of conditions");
    }
    List<ModelConditions.ConditionWord> words = new ArrayList<>();
    JsonNode w = data.path("condition_words");
    if (!w.isMissingNode() && !w.isObject()) {
      throw new IllegalArgumentException("condition_words must map words to conditions");
    }
    for (var entries = w.fields(); entries.hasNext(); ) {
      var e = entries.next();
      if (e.getKey().isBlank()) {
        throw new IllegalArgumentException("condition_words: a word is blank");
      }
      words.add(new ModelConditions.ConditionWord(e.getKey().strip(),
          condition(e.getValue(), "condition word '" + e.getKey() + "'")));
    }
    return new ModelConditions(defaults, words);
  }

  /** A metric's filter from its extension's data, or null. */
  static String metricFilter(JsonNode data) {
    for (var names = data.fieldNames(); names.hasNext(); ) {
      String key = names.next();
      if (!METRIC_KEYS.contains(key)) {
        throw new IllegalArgumentException("unknown key '" + key
            + "' in a metric's NLJDBC extension (filter)");
      }
    }
    JsonNode f = data.path("filter");
    return f.isMissingNode() ? null : condition(f, "filter");
  }

  private static String condition(JsonNode node, String what) {
    if (!node.isTextual() || node.asText().isBlank()) {
      throw new IllegalArgumentException(what + " needs a condition text");
    }
    return node.asText().strip();
  }
}
