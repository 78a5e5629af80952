package dev.nljdbc.client;

import dev.nljdbc.meta.InProcessTransport;
import dev.nljdbc.metrics.PipelineMetrics;
import org.apache.calcite.avatica.AvaticaConnection;
import org.apache.calcite.avatica.remote.ProtobufTranslationImpl;
import org.apache.calcite.avatica.remote.RemoteProtobufService;
import org.apache.calcite.avatica.remote.Service;

/** Connects an in-process client to the JVM's own nljdbc engine through the protobuf protocol. */
public final class InProcessServiceFactory implements Service.Factory {
  /** What the JVM's in-process engine counts (a server counts its own). */
  public static PipelineMetrics metrics() {
    return InProcessEngine.meta().metrics();
  }

  @Override
  public Service create(AvaticaConnection connection) {
    return new RemoteProtobufService(new InProcessTransport(InProcessEngine.meta()),
        new ProtobufTranslationImpl());
  }
}
