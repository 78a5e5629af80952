package dev.nljdbc.server;

import dev.nljdbc.execution.FetchWire;
import java.io.IOException;
import org.apache.calcite.avatica.remote.ProtobufTranslation;
import org.apache.calcite.avatica.remote.ProtobufTranslationImpl;
import org.apache.calcite.avatica.remote.Service;

/**
 * Avatica's protobuf translation, with the frames of a streamed result written by
 * {@link FetchWire}: the same message, without Avatica's per-value builders and the deprecated
 * second copy of every value.
 */
final class FetchTranslation implements ProtobufTranslation {
  private final ProtobufTranslation avatica = new ProtobufTranslationImpl();

  @Override
  public byte[] serializeResponse(Service.Response response) throws IOException {
    if (response instanceof Service.FetchResponse fetchResponse) {
      byte[] bytes = FetchWire.encode(fetchResponse);
      if (bytes != null) {
        return bytes;
      }
    }
    return avatica.serializeResponse(response);
  }

  @Override
  public byte[] serializeRequest(Service.Request request) throws IOException {
    return avatica.serializeRequest(request);
  }

  @Override
  public Service.Request parseRequest(byte[] bytes) throws IOException {
    return avatica.parseRequest(bytes);
  }

  @Override
  public Service.Response parseResponse(byte[] bytes) throws IOException {
    return avatica.parseResponse(bytes);
  }
}
