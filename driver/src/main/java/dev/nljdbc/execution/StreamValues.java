package dev.nljdbc.execution;

import dev.nljdbc.error.SqlState;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.sql.SQLException;

/**
 * Reads a bound stream or reader into a value, so that a parameter goes to the target (or over
 * the wire) as bytes or text and never as an object of the caller's.
 */
public final class StreamValues {
  private StreamValues() {
  }

  /** The stream's bytes, at most {@code length} of them when it is not negative; null for null. */
  public static byte[] bytes(InputStream in, long length) throws SQLException {
    if (in == null) {
      return null;
    }
    try {
      return length < 0 ? in.readAllBytes() : in.readNBytes((int) Math.min(length,
          Integer.MAX_VALUE));
    } catch (IOException e) {
      throw SqlState.INVALID_PARAMETER_VALUE.exception("cannot read the parameter's stream", e);
    }
  }

  /** The reader's text, at most {@code length} characters when it is not negative; null for null. */
  public static String text(Reader reader, long length) throws SQLException {
    if (reader == null) {
      return null;
    }
    StringBuilder sb = new StringBuilder();
    char[] buffer = new char[8192];
    try {
      for (int n; (length < 0 || sb.length() < length)
          && (n = reader.read(buffer, 0, chunk(buffer.length, length, sb.length()))) > 0; ) {
        sb.append(buffer, 0, n);
      }
    } catch (IOException e) {
      throw SqlState.INVALID_PARAMETER_VALUE.exception("cannot read the parameter's stream", e);
    }
    return sb.toString();
  }

  private static int chunk(int buffer, long length, int read) {
    return length < 0 ? buffer : (int) Math.min(buffer, length - read);
  }
}
