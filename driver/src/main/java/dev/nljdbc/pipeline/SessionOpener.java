package dev.nljdbc.pipeline;

import java.sql.SQLException;
import java.util.Map;

/** Opens a session for a new Avatica connection from the properties the client sent. */
@FunctionalInterface
public interface SessionOpener {
  /** Opens the session, or fails with 22023 (bad property) or the target's 08xxx state. */
  Session open(String connectionId, Map<String, String> info) throws SQLException;
}
