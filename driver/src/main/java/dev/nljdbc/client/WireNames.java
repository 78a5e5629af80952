package dev.nljdbc.client;

import dev.nljdbc.execution.FetchWire;
import java.io.IOException;
import org.apache.calcite.avatica.proto.Common;
import org.apache.calcite.avatica.remote.ProtobufTranslation;
import org.apache.calcite.avatica.remote.ProtobufTranslationImpl;
import org.apache.calcite.avatica.remote.Service;

/**
 * Avatica's protobuf translation with the message names every Avatica server expects.
 *
 * <p>Avatica labels each message on the wire with the Java class name of its protobuf type.
 * In the drop-in jar those classes are relocated, so the names are rewritten from the relocated
 * package to Avatica's own on the way out, and back on the way in. In a build without relocation
 * the two packages are the same and the bytes pass through untouched. Fetch responses, the
 * frames of a streamed result, are read by {@link FetchWire}, whatever their package; the
 * columns of prepared statements travel once ({@link KnownColumns}).
 */
final class WireNames implements ProtobufTranslation {
  /** Avatica's own package of protobuf types, built at run time so relocation leaves it alone. */
  static final String STOCK = String.join(".", "org", "apache", "calcite", "avatica", "proto")
      + ".";
  /** The package the protobuf types have in this build. */
  static final String LOCAL = Common.class.getPackageName() + ".";

  private final ProtobufTranslation delegate = new ProtobufTranslationImpl();
  private final KnownColumns columns = new KnownColumns();

  @Override
  public byte[] serializeResponse(Service.Response response) throws IOException {
    return rename(delegate.serializeResponse(response), LOCAL, STOCK);
  }

  @Override
  public byte[] serializeRequest(Service.Request request) throws IOException {
    return rename(delegate.serializeRequest(columns.outgoing(request)), LOCAL, STOCK);
  }

  @Override
  public Service.Request parseRequest(byte[] bytes) throws IOException {
    return delegate.parseRequest(rename(bytes, STOCK, LOCAL));
  }

  @Override
  public Service.Response parseResponse(byte[] bytes) throws IOException {
    Service.FetchResponse fetched = FetchWire.decode(bytes);
    if (fetched != null) {
      return fetched;
    }
    return columns.incoming(delegate.parseResponse(rename(bytes, STOCK, LOCAL)));
  }

  /** The message with its name moved from one package to the other. */
  static byte[] rename(byte[] bytes, String from, String to) throws IOException {
    if (from.equals(to)) {
      return bytes;
    }
    Common.WireMessage message = Common.WireMessage.parseFrom(bytes);
    String name = message.getName();
    if (!name.startsWith(from)) {
      return bytes;
    }
    return Common.WireMessage.newBuilder()
        .setName(to + name.substring(from.length()))
        .setWrappedMessage(message.getWrappedMessage())
        .build().toByteArray();
  }
}
