package dev.nljdbc.generation;

import java.sql.SQLException;

/** Turns a question into SQL: the offline engine or a language model. */
public interface SqlGenerator {
  /**
   * Generates one SELECT for the request.
   *
   * @throws SQLException 42000 naming what was not understood, HYT00 when a model timed out
   */
  GeneratedQuery generate(GenerationRequest request) throws SQLException;
}
