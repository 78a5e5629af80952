package dev.nljdbc.config;

/** The type of a connection property's value. */
public enum PropertyType {
  /** Free text. */
  STRING,
  /** Text that must not be printed; shown as {@code <masked>}. */
  SECRET,
  /** A SQL identifier: letters, digits and underscores. */
  IDENTIFIER,
  /** {@code true} or {@code false}. */
  BOOLEAN,
  /** A whole number within the property's limits. */
  INTEGER,
  /** A duration such as {@code 500ms}, {@code 30s}, {@code 15m} or {@code 1h}; a bare number is seconds. */
  DURATION,
  /** One of the property's allowed values. */
  CHOICE
}
