package dev.nljdbc.execution;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.WireFormat;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.calcite.avatica.Meta;
import org.apache.calcite.avatica.proto.Common;
import org.apache.calcite.avatica.proto.Responses;
import org.apache.calcite.avatica.remote.Service;
import org.apache.calcite.avatica.remote.TypedValue;

/**
 * Avatica's protobuf {@code FetchResponse}, the message that carries every frame of a streamed
 * result after the first, written and read without Avatica's per-value message builders.
 *
 * <p>The bytes are Avatica's own message: any Avatica client reads what {@link #encode} writes,
 * and {@link #decode} reads what any Avatica server writes, falling back to Avatica's translation
 * for what it does not know (array values, old-style columns). Two things differ from Avatica's
 * writer: each value is sent once, as the column's {@code scalar_value}, without the copy in the
 * {@code value} field that Avatica deprecated in 1.8 (2016) and still adds for clients older than
 * that; and the scalar types a result carries (text, integers, decimals, booleans, doubles,
 * nulls) are written directly, other values through Avatica's {@code TypedValue}.
 */
public final class FetchWire {
  private static final String NAME = Responses.FetchResponse.class.getName();
  private static final byte[] NAME_BYTES = NAME.getBytes(StandardCharsets.UTF_8);
  private static final String SUFFIX = ".Responses$FetchResponse";
  private static final int LEN = WireFormat.WIRETYPE_LENGTH_DELIMITED;
  private static final int VARINT = WireFormat.WIRETYPE_VARINT;

  private FetchWire() {
  }

  /**
   * The response as Avatica's wire message, or null when it holds something this writer leaves
   * to Avatica (an array value, a row that is neither an array nor a list).
   */
  public static byte[] encode(Service.FetchResponse response) {
    Out frame = new Out(1 << 12);
    Meta.Frame f = response.frame;
    if (f != null) {
      if (f.offset != 0) {
        frame.tag(1, VARINT).varint(f.offset);
      }
      if (f.done) {
        frame.tag(2, VARINT).varint32(1);
      }
      Out row = new Out(256);
      Out value = new Out(64);
      for (Object r : f.rows) {
        if (r == null) {
          continue;
        }
        row.reset();
        if (r instanceof Object[]) {
          for (Object v : (Object[]) r) {
            if (!column(row, value, v)) {
              return null;
            }
          }
        } else if (r instanceof List) {
          for (Object v : (List<?>) r) {
            if (!column(row, value, v)) {
              return null;
            }
          }
        } else {
          return null;
        }
        frame.tag(3, LEN).varint32(row.size).raw(row);
      }
    }
    Out message = new Out(frame.size + 64);
    if (f != null) {
      message.tag(1, LEN).varint32(frame.size).raw(frame);
    }
    if (response.missingStatement) {
      message.tag(2, VARINT).varint32(1);
    }
    if (response.missingResults) {
      message.tag(3, VARINT).varint32(1);
    }
    if (response.rpcMetadata != null) {
      Out metadata = new Out(64);
      if (response.rpcMetadata.serverAddress != null
          && !response.rpcMetadata.serverAddress.isEmpty()) {
        metadata.string(1, response.rpcMetadata.serverAddress);
      }
      message.tag(4, LEN).varint32(metadata.size).raw(metadata);
    }
    Out wire = new Out(message.size + NAME_BYTES.length + 16);
    wire.tag(1, LEN).varint32(NAME_BYTES.length).raw(NAME_BYTES, NAME_BYTES.length);
    wire.tag(2, LEN).varint32(message.size).raw(message);
    return wire.toArray();
  }

  /** One column of a row: a {@code ColumnValue} holding only its {@code scalar_value}. */
  private static boolean column(Out row, Out value, Object v) {
    if (v instanceof List || v instanceof java.sql.Array) {
      return false;
    }
    value.reset();
    scalar(value, v);
    int column = 1 + Out.varintSize(value.size) + value.size;
    row.tag(1, LEN).varint32(column);
    row.tag(4, LEN).varint32(value.size).raw(value);
    return true;
  }

  /** A {@code TypedValue} as Avatica's {@code TypedValue.toProto} writes it. */
  private static void scalar(Out out, Object v) {
    if (v == null) {
      out.tag(1, VARINT).varint32(Common.Rep.NULL_VALUE);
      out.tag(7, VARINT).varint32(1);
    } else if (v instanceof String text) {
      out.tag(1, VARINT).varint32(Common.Rep.STRING_VALUE);
      out.string(3, text);
    } else if (v instanceof Integer integer) {
      out.tag(1, VARINT).varint32(Common.Rep.INTEGER_VALUE);
      out.sint64(4, integer);
    } else if (v instanceof Long longValue) {
      out.tag(1, VARINT).varint32(Common.Rep.LONG_VALUE);
      out.sint64(4, longValue);
    } else if (v instanceof BigDecimal) {
      out.tag(1, VARINT).varint32(Common.Rep.BIG_DECIMAL_VALUE);
      out.string(3, v.toString());
    } else if (v instanceof Boolean booleanValue) {
      out.tag(1, VARINT).varint32(Common.Rep.BOOLEAN_VALUE);
      if (booleanValue) {
        out.tag(2, VARINT).varint32(1);
      }
    } else if (v instanceof Double doubleValue) {
      out.tag(1, VARINT).varint32(Common.Rep.DOUBLE_VALUE);
      long bits = Double.doubleToRawLongBits(doubleValue);
      if (bits != 0) {
        out.tag(6, WireFormat.WIRETYPE_FIXED64).fixed64(bits);
      }
    } else {
      Common.TypedValue.Builder builder = Common.TypedValue.newBuilder();
      TypedValue.toProto(builder, v);
      byte[] bytes = builder.build().toByteArray();
      out.raw(bytes, bytes.length);
    }
  }

  /**
   * The response in Avatica's wire message, or null when the message is no fetch response or
   * holds something this reader leaves to Avatica (array values, columns in the old style).
   */
  public static Service.FetchResponse decode(byte[] wire) throws IOException {
    CodedInputStream in = CodedInputStream.newInstance(wire);
    boolean named = false;
    byte[] message = null;
    for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
      int field = WireFormat.getTagFieldNumber(tag);
      if (field == 1) {
        named = in.readStringRequireUtf8().endsWith(SUFFIX);
        if (!named) {
          return null;
        }
      } else if (field == 2) {
        message = in.readByteArray();
      } else if (!in.skipField(tag)) {
        break;
      }
    }
    if (!named || message == null) {
      return null;
    }
    return fetchResponse(CodedInputStream.newInstance(message));
  }

  private static Service.FetchResponse fetchResponse(CodedInputStream in) throws IOException {
    Meta.Frame frame = null;
    boolean missingStatement = false;
    boolean missingResults = false;
    Service.RpcMetadataResponse metadata = null;
    for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
      switch (WireFormat.getTagFieldNumber(tag)) {
        case 1:
          int limit = in.pushLimit(in.readRawVarint32());
          frame = frame(in);
          if (frame == null) {
            return null;
          }
          in.popLimit(limit);
          break;
        case 2:
          missingStatement = in.readBool();
          break;
        case 3:
          missingResults = in.readBool();
          break;
        case 4:
          metadata = new Service.RpcMetadataResponse(
              Responses.RpcMetadata.parseFrom(in.readBytes()).getServerAddress());
          break;
        default:
          in.skipField(tag);
      }
    }
    return new Service.FetchResponse(frame, missingStatement, missingResults, metadata);
  }

  private static Meta.Frame frame(CodedInputStream in) throws IOException {
    long offset = 0;
    boolean done = false;
    List<Object> rows = new ArrayList<>();
    while (!in.isAtEnd()) {
      int tag = in.readTag();
      switch (WireFormat.getTagFieldNumber(tag)) {
        case 1:
          offset = in.readUInt64();
          break;
        case 2:
          done = in.readBool();
          break;
        case 3:
          int limit = in.pushLimit(in.readRawVarint32());
          List<Object> row = row(in);
          if (row == null) {
            return null;
          }
          rows.add(row);
          in.popLimit(limit);
          break;
        default:
          in.skipField(tag);
      }
    }
    return new Meta.Frame(offset, done, rows);
  }

  private static List<Object> row(CodedInputStream in) throws IOException {
    Object[] values = new Object[8];
    int n = 0;
    while (!in.isAtEnd()) {
      int tag = in.readTag();
      if (WireFormat.getTagFieldNumber(tag) != 1) {
        in.skipField(tag);
        continue;
      }
      int limit = in.pushLimit(in.readRawVarint32());
      Object[] holder = new Object[1];
      if (!column(in, holder)) {
        return null;
      }
      in.popLimit(limit);
      if (n == values.length) {
        values = Arrays.copyOf(values, n * 2);
      }
      values[n++] = holder[0];
    }
    return Arrays.asList(Arrays.copyOf(values, n));
  }

  /** Reads a {@code ColumnValue} that holds a scalar; false for an array or an old-style one. */
  private static boolean column(CodedInputStream in, Object[] holder) throws IOException {
    boolean scalar = false;
    while (!in.isAtEnd()) {
      int tag = in.readTag();
      switch (WireFormat.getTagFieldNumber(tag)) {
        case 1:
          in.skipField(tag);
          break;
        case 4:
          holder[0] = scalar(in.readByteArray());
          scalar = true;
          break;
        default:
          return false;
      }
    }
    return scalar;
  }

  /** A {@code TypedValue} as Avatica's {@code Meta.Frame.fromProto} reads it. */
  private static Object scalar(byte[] bytes) throws IOException {
    CodedInputStream in = CodedInputStream.newInstance(bytes);
    int rep = 0;
    boolean bool = false;
    byte[] string = null;
    long number = 0;
    boolean hasNumber = false;
    double dbl = 0;
    boolean plain = true;
    for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
      switch (WireFormat.getTagFieldNumber(tag)) {
        case 1:
          rep = in.readEnum();
          break;
        case 2:
          bool = in.readBool();
          break;
        case 3:
          string = in.readByteArray();
          break;
        case 4:
          number = in.readSInt64();
          hasNumber = true;
          break;
        case 6:
          dbl = in.readDouble();
          break;
        case 7:
        case 10:
          in.readBool();
          break;
        default:
          plain = false;
          in.skipField(tag);
      }
    }
    if (plain) {
      switch (rep) {
        case Common.Rep.STRING_VALUE:
          return string == null ? "" : new String(string, StandardCharsets.UTF_8);
        case Common.Rep.INTEGER_VALUE:
        case Common.Rep.PRIMITIVE_INT_VALUE:
          return (int) number;
        case Common.Rep.LONG_VALUE:
        case Common.Rep.PRIMITIVE_LONG_VALUE:
          return number;
        case Common.Rep.BIG_DECIMAL_VALUE:
          if (!hasNumber && string != null) {
            return new BigDecimal(new String(string, StandardCharsets.US_ASCII));
          }
          break;
        case Common.Rep.NULL_VALUE:
          return null;
        case Common.Rep.BOOLEAN_VALUE:
        case Common.Rep.PRIMITIVE_BOOLEAN_VALUE:
          return bool;
        case Common.Rep.DOUBLE_VALUE:
        case Common.Rep.PRIMITIVE_DOUBLE_VALUE:
          return dbl;
        default:
          break;
      }
    }
    Common.TypedValue proto = Common.TypedValue.parseFrom(bytes);
    if (proto.getType() == Common.Rep.BYTE_STRING) {
      return proto.getBytesValue().toByteArray();
    }
    return TypedValue.fromProto(proto).value;
  }

  /** A growable byte buffer with the few protobuf encodings this writer needs. */
  private static final class Out {
    private byte[] buf;
    private int size;

    Out(int capacity) {
      buf = new byte[capacity];
    }

    void reset() {
      size = 0;
    }

    Out tag(int field, int wireType) {
      return varint32((field << 3) | wireType);
    }

    /** An unsigned 32-bit varint: tags, lengths, enum numbers. */
    Out varint32(int v) {
      ensure(5);
      byte[] b = buf;
      int p = size;
      int x = v;
      while ((x & ~0x7F) != 0) {
        b[p++] = (byte) ((x & 0x7F) | 0x80);
        x >>>= 7;
      }
      b[p++] = (byte) x;
      size = p;
      return this;
    }

    Out varint(long v) {
      ensure(10);
      byte[] b = buf;
      int p = size;
      long x = v;
      while ((x & ~0x7FL) != 0) {
        b[p++] = (byte) ((x & 0x7F) | 0x80);
        x >>>= 7;
      }
      b[p++] = (byte) x;
      size = p;
      return this;
    }

    void sint64(int field, long v) {
      if (v != 0) {
        tag(field, VARINT).varint((v << 1) ^ (v >> 63));
      }
    }

    void fixed64(long v) {
      ensure(8);
      for (int i = 0; i < 8; i++) {
        buf[size++] = (byte) (v >>> (8 * i));
      }
    }

    void string(int field, String s) {
      if (s.isEmpty()) {
        return;
      }
      byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
      tag(field, LEN).varint32(bytes.length).raw(bytes, bytes.length);
    }

    Out raw(Out other) {
      return raw(other.buf, other.size);
    }

    Out raw(byte[] bytes, int length) {
      ensure(length);
      System.arraycopy(bytes, 0, buf, size, length);
      size += length;
      return this;
    }

    byte[] toArray() {
      return Arrays.copyOf(buf, size);
    }

    static int varintSize(int v) {
      int n = 1;
      long x = v & 0xFFFFFFFFL;
      while ((x & ~0x7FL) != 0) {
        n++;
        x >>>= 7;
      }
      return n;
    }

    private void ensure(int more) {
      if (size + more > buf.length) {
        buf = Arrays.copyOf(buf, Math.max(buf.length * 2, size + more));
      }
    }
  }
}
