package dev.nljdbc.jdbc;

import dev.nljdbc.config.NlConfig;
import dev.nljdbc.demo.DemoDatabase;
import dev.nljdbc.execution.TargetPools;
import dev.nljdbc.metrics.PipelineMetrics;
import dev.nljdbc.pipeline.Session;
import dev.nljdbc.pipeline.SessionFactory;
import dev.nljdbc.security.SecurityMetrics;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/** The JVM's in-process sessions: one session factory and one set of target pools. */
final class InProcessSessions {
  private static final SessionFactory SESSIONS =
      SessionFactory.inProcess(new TargetPools(), demo -> DemoDatabase.url());
  private static final AtomicLong IDS = new AtomicLong();

  private InProcessSessions() {
  }

  /** Opens a session on the target, with the connection's validated properties. */
  static Session open(String target, NlConfig config) throws SQLException {
    Map<String, String> info = new HashMap<>(config.asProperties());
    info.put(SessionFactory.TARGET_URL, target);
    return SESSIONS.open("in-process-" + IDS.incrementAndGet(), info);
  }

  /** What the in-process engine counts. */
  static PipelineMetrics metrics() {
    return SESSIONS.metrics();
  }

  /** What the in-process engine's security gates count. */
  static SecurityMetrics securityMetrics() {
    return SESSIONS.securityMetrics();
  }
}
