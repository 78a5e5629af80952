package dev.nljdbc.client;

import dev.nljdbc.demo.DemoDatabase;
import dev.nljdbc.execution.TargetPools;
import dev.nljdbc.meta.NlMeta;
import dev.nljdbc.pipeline.SessionFactory;
import java.time.Duration;

/** The JVM's in-process nljdbc engine: one Meta and one set of target pools for all connections. */
final class InProcessEngine {
  private static final NlMeta META = new NlMeta(
      SessionFactory.inProcess(new TargetPools(), demo -> DemoDatabase.url()),
      () -> null, Duration.ZERO);

  private InProcessEngine() {
  }

  static NlMeta meta() {
    return META;
  }
}
