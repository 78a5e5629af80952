package dev.nljdbc.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Time;
import java.sql.Timestamp;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class ClientConversionsTest {
  private static final String UUID_TEXT = "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11";

  @Test
  void read_convertsColumnsOfTheMatchingKind() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:h2:mem:");
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT CAST(12345678901 AS BIGINT) n,"
            + " CAST(1.5 AS DECIMAL(10,2)) d, '" + UUID_TEXT + "' u,"
            + " TIMESTAMP '2024-03-15 10:11:12.123' ts, DATE '2024-03-15' dt,"
            + " TIME '10:11:12' tm, CAST(NULL AS INT) z")) {
      assertTrue(rs.next());
      assertEquals(12345678901L, ClientConversions.read(rs, 1, Long.class));
      assertEquals(BigInteger.valueOf(12345678901L),
          ClientConversions.read(rs, 1, BigInteger.class));
      assertEquals(new BigDecimal("1.50"), ClientConversions.read(rs, 2, BigDecimal.class));
      assertEquals(UUID.fromString(UUID_TEXT), ClientConversions.read(rs, 3, UUID.class));
      assertEquals(LocalDateTime.parse("2024-03-15T10:11:12.123"),
          ClientConversions.read(rs, 4, LocalDateTime.class));
      assertEquals(OffsetDateTime.of(2024, 3, 15, 10, 11, 12, 123_000_000, ZoneOffset.UTC),
          ClientConversions.read(rs, 4, OffsetDateTime.class));
      assertEquals(LocalDate.of(2024, 3, 15), ClientConversions.read(rs, 5, LocalDate.class));
      assertEquals(LocalTime.of(10, 11, 12), ClientConversions.read(rs, 6, LocalTime.class));
      assertEquals("12345678901", ClientConversions.read(rs, 1, String.class));
      assertNull(ClientConversions.read(rs, 7, Integer.class), "SQL NULL stays null");
    }
  }

  @Test
  void read_refusesWithAStateWhatDoesNotConvert() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:h2:mem:");
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT CAST(12345678901 AS BIGINT) n,"
            + " CAST(1.5 AS DECIMAL(10,2)) d, 'text' t")) {
      assertTrue(rs.next());
      assertEquals("22023", assertThrows(SQLException.class,
          () -> ClientConversions.read(rs, 1, Integer.class)).getSQLState(), "no overflow");
      assertEquals("22023", assertThrows(SQLException.class,
          () -> ClientConversions.read(rs, 2, Long.class)).getSQLState(), "no lost fraction");
      assertEquals("22023", assertThrows(SQLException.class,
          () -> ClientConversions.read(rs, 3, LocalDate.class)).getSQLState());
      assertEquals("22023", assertThrows(SQLException.class,
          () -> ClientConversions.read(rs, 3, UUID.class)).getSQLState());
    }
  }

  @Test
  void toWire_givesTheClassesAvaticaSends() {
    assertEquals(Timestamp.valueOf("2024-03-15 10:11:12.123456"),
        ClientConversions.toWire(LocalDateTime.parse("2024-03-15T10:11:12.123456")));
    Time time = (Time) ClientConversions.toWire(LocalTime.parse("10:11:12.654321"));
    assertEquals(654, Math.floorMod(time.getTime(), 1000L), "milliseconds kept");
    assertEquals(java.sql.Date.valueOf("2024-03-15"),
        ClientConversions.toWire(LocalDate.of(2024, 3, 15)));
    assertEquals(Timestamp.from(OffsetDateTime.of(2024, 3, 15, 8, 0, 0, 0, ZoneOffset.UTC)
        .toInstant()), ClientConversions.toWire(OffsetDateTime.of(2024, 3, 15, 10, 0, 0, 0,
        ZoneOffset.ofHours(2))));
    assertEquals(UUID_TEXT, ClientConversions.toWire(UUID.fromString(UUID_TEXT)));
    assertEquals(new BigDecimal("18446744073709551615"),
        ClientConversions.toWire(new BigInteger("18446744073709551615")));
    assertEquals("kept", ClientConversions.toWire("kept"));
  }
}
