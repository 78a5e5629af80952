package dev.nljdbc.pipeline;

import dev.nljdbc.metrics.PipelineMetrics;
import dev.nljdbc.security.SecurityMetrics;
import java.sql.SQLException;
import java.util.Map;

/** Opens a session for a new Avatica connection from the properties the client sent. */
public interface SessionOpener {
  /** Opens the session, or fails with 22023 (bad property) or the target's 08xxx state. */
  Session open(String connectionId, Map<String, String> info) throws SQLException;

  /** What the sessions of this engine count. */
  PipelineMetrics metrics();

  /** What the security gates of this engine's sessions count. */
  SecurityMetrics securityMetrics();
}
