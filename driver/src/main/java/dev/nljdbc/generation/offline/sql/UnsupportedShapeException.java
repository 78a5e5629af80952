package dev.nljdbc.generation.offline.sql;

/**
 * A plan the database cannot compute in the form the renderer writes for it (a percentile beside
 * other aggregates where percentiles come from the rows' ranks). The generator reports it as a
 * feature the database does not support.
 */
public final class UnsupportedShapeException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  public UnsupportedShapeException(String message) {
    super(message);
  }
}
