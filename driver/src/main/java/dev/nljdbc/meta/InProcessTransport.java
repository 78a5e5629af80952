package dev.nljdbc.meta;

import org.apache.calcite.avatica.metrics.noop.NoopMetricsSystem;
import org.apache.calcite.avatica.remote.AvaticaHttpClient;
import org.apache.calcite.avatica.remote.LocalService;
import org.apache.calcite.avatica.remote.ProtobufHandler;
import org.apache.calcite.avatica.remote.ProtobufTranslationImpl;

/**
 * Carries protobuf requests to a {@link NlMeta} in the same JVM, so that the in-process driver
 * speaks exactly the protocol of the remote one, errors and SQLStates included.
 */
public final class InProcessTransport implements AvaticaHttpClient {
  private final ProtobufHandler handler;

  /** A transport to the given Meta. */
  public InProcessTransport(NlMeta meta) {
    this.handler = new ProtobufHandler(new LocalService(meta), new ProtobufTranslationImpl(),
        NoopMetricsSystem.getInstance());
  }

  @Override
  public byte[] send(byte[] request) {
    return handler.apply(request).getResponse();
  }
}
