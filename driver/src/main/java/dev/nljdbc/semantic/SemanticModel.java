package dev.nljdbc.semantic;

import java.util.List;
import java.util.Locale;

/**
 * A semantic model as read from a file: every {@code semantic_model} entry of the file merged.
 *
 * @param file where the model came from, for messages
 * @param name the first entry's name
 * @param instructions the {@code ai_context} instructions of the model entries
 * @param datasets the datasets
 * @param relationships the relationships
 * @param metrics the metrics
 */
public record SemanticModel(String file, String name, List<String> instructions,
    List<Dataset> datasets, List<Relationship> relationships, List<Metric> metrics) {
  /** Copies the lists. */
  public SemanticModel {
    instructions = List.copyOf(instructions);
    datasets = List.copyOf(datasets);
    relationships = List.copyOf(relationships);
    metrics = List.copyOf(metrics);
  }

  /** The dataset with this name, ignoring case, or null. */
  public Dataset dataset(String datasetName) {
    for (Dataset d : datasets) {
      if (d.name().toLowerCase(Locale.ROOT).equals(datasetName.toLowerCase(Locale.ROOT))) {
        return d;
      }
    }
    return null;
  }
}
