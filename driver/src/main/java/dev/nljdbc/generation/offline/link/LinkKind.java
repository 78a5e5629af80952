package dev.nljdbc.generation.offline.link;

/** What a word of a question was linked to. */
public enum LinkKind {
  /** A table or view. */
  TABLE,
  /** A column of a table. */
  COLUMN,
  /** A sampled value of a text column. */
  VALUE
}
