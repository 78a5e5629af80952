package dev.nljdbc.semantic;

import dev.nljdbc.error.SqlState;
import java.sql.SQLException;

/** A model that cannot be used: the file, the line (0 when unknown) and the problem. */
public final class ModelException extends Exception {
  private static final long serialVersionUID = 1L;

  private final String file;
  private final int line;
  private final String problem;

  ModelException(String file, int line, String problem) {
    this(file, line, problem, null);
  }

  ModelException(String file, int line, String problem, Throwable cause) {
    super(file + (line > 0 ? ":" + line : "") + ": " + problem, cause);
    this.file = file;
    this.line = line;
    this.problem = problem;
  }

  /** The model file. */
  public String file() {
    return file;
  }

  /** The line of the problem, or 0 when it has none. */
  public int line() {
    return line;
  }

  /** What is wrong. */
  public String problem() {
    return problem;
  }

  /** The problem as the {@code 22023} a bad connection property gets. */
  public SQLException toSqlException() {
    return SqlState.INVALID_PARAMETER_VALUE.exception(
        "semantic.model " + getMessage(), getCause() != null ? getCause() : this);
  }
}
