package dev.nljdbc.semantic;

import java.util.List;

/**
 * A many-to-one relationship between two datasets.
 *
 * @param name the relationship's name
 * @param from the dataset on the many side
 * @param to the dataset on the one side
 * @param fromColumns the referencing columns of {@code from}
 * @param toColumns the referenced columns of {@code to}
 * @param path where the relationship is in the file, for messages
 */
public record Relationship(String name, String from, String to, List<String> fromColumns,
    List<String> toColumns, String path) {
  /** Copies the lists. */
  public Relationship {
    fromColumns = List.copyOf(fromColumns);
    toColumns = List.copyOf(toColumns);
  }
}
