package dev.nljdbc.dialog;

import dev.nljdbc.statement.ResultTable;
import java.sql.SQLException;

/** What {@code /model} shows: the semantic model a session uses and what it learned. */
@FunctionalInterface
public interface ModelView {
  /** A view that knows of no model. */
  ModelView NONE = () -> DialogTables.message("no semantic model is loaded (semantic.model)");

  /** The table {@code /model} answers with. */
  ResultTable show() throws SQLException;
}
