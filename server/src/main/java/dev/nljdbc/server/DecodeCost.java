package dev.nljdbc.server;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.WireFormat;
import java.io.IOException;

/**
 * What decoding a protocol request will cost in heap, estimated by walking its wire format
 * without building it: a batch of millions of tiny parameters is a few bytes each on the wire
 * but a hundred or more once decoded into protobuf's and Avatica's objects, so it is counted
 * (and refused when it does not fit) before it is decoded.
 */
final class DecodeCost {
  /** Heap per decoded value (a protobuf message, Avatica's value and their list slots). */
  static final long BYTES_PER_VALUE = 128;

  private static final String EXECUTE_BATCH = "ExecuteBatchRequest";
  private static final int WIRE_NAME = 1;
  private static final int WIRE_WRAPPED = 2;
  private static final int BATCH_UPDATES = 3;

  private DecodeCost() {
  }

  /**
   * The heap decoding the request takes beyond its body: {@link #BYTES_PER_VALUE} for every
   * element of the request's fields (for a batch, every parameter of every row), or 0 when the
   * body is no protocol message (it is refused as such without being decoded further).
   */
  static long of(byte[] body) {
    try {
      return values(body) * BYTES_PER_VALUE;
    } catch (IOException | RuntimeException e) {
      return 0;
    }
  }

  /** How many values the request holds, walking at most two levels of its message. */
  static long values(byte[] body) throws IOException {
    CodedInputStream wire = CodedInputStream.newInstance(body);
    String name = "";
    long values = 0;
    for (int tag = wire.readTag(); tag != 0; tag = wire.readTag()) {
      int field = WireFormat.getTagFieldNumber(tag);
      if (field == WIRE_NAME && WireFormat.getTagWireType(tag)
          == WireFormat.WIRETYPE_LENGTH_DELIMITED) {
        name = wire.readStringRequireUtf8();
      } else if (field == WIRE_WRAPPED && WireFormat.getTagWireType(tag)
          == WireFormat.WIRETYPE_LENGTH_DELIMITED) {
        int length = wire.readRawVarint32();
        int limit = wire.pushLimit(length);
        values += fields(wire, name.endsWith(EXECUTE_BATCH) ? BATCH_UPDATES : -1);
        wire.popLimit(limit);
      } else if (!wire.skipField(tag)) {
        break;
      }
    }
    return values;
  }

  /**
   * Counts the fields up to the current limit; the elements of field {@code nested} are messages
   * whose own fields are counted instead.
   */
  private static long fields(CodedInputStream wire, int nested) throws IOException {
    long count = 0;
    for (int tag = wire.readTag(); tag != 0; tag = wire.readTag()) {
      if (WireFormat.getTagFieldNumber(tag) == nested
          && WireFormat.getTagWireType(tag) == WireFormat.WIRETYPE_LENGTH_DELIMITED) {
        int length = wire.readRawVarint32();
        int limit = wire.pushLimit(length);
        count += 1 + fields(wire, -1);
        wire.popLimit(limit);
      } else {
        count++;
        if (!wire.skipField(tag)) {
          break;
        }
      }
    }
    return count;
  }
}
