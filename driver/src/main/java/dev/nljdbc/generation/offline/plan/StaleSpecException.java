package dev.nljdbc.generation.offline.plan;

/** A name in the spec that the schema no longer has. */
public final class StaleSpecException extends Exception {
  private static final long serialVersionUID = 1L;

  StaleSpecException(String name) {
    super(name);
  }
}
