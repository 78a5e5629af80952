package dev.nljdbc.dialog;

import dev.nljdbc.schema.SchemaSnapshot;
import java.sql.SQLException;

/** Where a conversation gets the target's schema for each turn: usually a cache. */
@FunctionalInterface
public interface SchemaSource {
  /**
   * The schema as it is now.
   *
   * @throws SQLException when it cannot be read (the target's own state)
   */
  SchemaSnapshot snapshot() throws SQLException;
}
