package dev.nljdbc.execution;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

class StreamValuesTest {

  @Test
  void streams_areReadUpToTheirLength() throws SQLException {
    assertEquals("hel", StreamValues.text(new StringReader("hello"), 3));
    assertEquals("x".repeat(20_000), StreamValues.text(new StringReader("x".repeat(20_000)), -1));
    assertArrayEquals(new byte[] {1, 2}, StreamValues.bytes(
        new ByteArrayInputStream(new byte[] {1, 2, 3}), 2));
    assertArrayEquals(new byte[] {1, 2, 3}, StreamValues.bytes(
        new ByteArrayInputStream(new byte[] {1, 2, 3}), -1));
    assertNull(StreamValues.text(null, -1));
    assertNull(StreamValues.bytes(null, 5));
  }
}
