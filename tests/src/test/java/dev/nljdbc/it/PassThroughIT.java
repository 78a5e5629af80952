package dev.nljdbc.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases.Kind;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class PassThroughIT {
  private static String[] ddl() {
    return new String[] {
        "CREATE TABLE items (id int primary key, name varchar(20), price decimal(10,2),"
            + " added date, seen timestamp, weight double precision, active boolean, note varchar(10))",
        "INSERT INTO items VALUES (1,'kettle',25.50,'2024-03-15','2024-03-15 10:11:12',1.25,true,null),"
            + "(2,'pan',40.00,'2023-12-31','2023-12-31 23:59:59',2.5,false,'x')"};
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void select_returnsTheTargetsValuesAndTypes(Kind kind) throws Exception {
    try (var scratch = TestDatabases.scratch(kind, ddl());
        Connection c = DriverManager.getConnection(scratch.nlUrl());
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT * FROM items ORDER BY id")) {
      assertEquals(8, rs.getMetaData().getColumnCount());
      assertEquals("name", rs.getMetaData().getColumnLabel(2).toLowerCase());
      assertTrue(rs.next());
      assertEquals(1, rs.getInt("id"));
      assertEquals("kettle", rs.getString("name"));
      assertEquals(new BigDecimal("25.50"), rs.getBigDecimal("price"));
      assertEquals(java.sql.Date.valueOf("2024-03-15"), rs.getDate("added"));
      assertEquals(Timestamp.valueOf("2024-03-15 10:11:12"), rs.getTimestamp("seen"));
      assertEquals(1.25, rs.getDouble("weight"));
      assertTrue(rs.getBoolean("active"));
      assertNull(rs.getString("note"));
      assertTrue(rs.next());
      assertEquals("2023-12-31", rs.getDate("added").toString());
      assertFalse(rs.getBoolean("active"));
      assertFalse(rs.next());
    }
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void productName_isTheTargets(Kind kind) throws Exception {
    try (Connection c = DriverManager.getConnection(TestDatabases.nlUrl(kind));
        Connection direct = TestDatabases.direct(kind)) {
      assertEquals(direct.getMetaData().getDatabaseProductName(),
          c.getMetaData().getDatabaseProductName());
      assertEquals(direct.getMetaData().getDatabaseProductVersion(),
          c.getMetaData().getDatabaseProductVersion());
      assertEquals("nljdbc", c.getMetaData().getDriverName());
    }
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void resultLargerThanOneFrame_isReadCompletely(Kind kind) throws Exception {
    try (var scratch = TestDatabases.scratch(kind, "CREATE TABLE n (i int primary key)");
        Connection direct = DriverManager.getConnection(scratch.url());
        Statement d = direct.createStatement()) {
      StringBuilder values = new StringBuilder();
      for (int i = 1; i <= 2500; i++) {
        values.append(i == 1 ? "" : ",").append('(').append(i).append(')');
      }
      d.execute("INSERT INTO n VALUES " + values);
      try (Connection c = DriverManager.getConnection(scratch.nlUrl());
          Statement s = c.createStatement();
          ResultSet rs = s.executeQuery("SELECT i FROM n ORDER BY i")) {
        long sum = 0;
        int count = 0;
        while (rs.next()) {
          sum += rs.getInt(1);
          count++;
        }
        assertEquals(2500, count);
        assertEquals(2500L * 2501 / 2, sum);
      }
    }
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void failedStatement_leavesConnectionUsable(Kind kind) throws Exception {
    try (var scratch = TestDatabases.scratch(kind, ddl());
        Connection c = DriverManager.getConnection(scratch.nlUrl());
        Statement s = c.createStatement()) {
      SQLException missing = assertThrows(SQLException.class,
          () -> s.executeQuery("SELECT nope FROM items"));
      assertTrue(missing.getSQLState().startsWith("42"), missing.getSQLState());
      SQLException refused = assertThrows(SQLException.class,
          () -> s.executeQuery("DELETE FROM items"));
      assertEquals("42501", refused.getSQLState());
      try (ResultSet rs = s.executeQuery("SELECT count(*) FROM items")) {
        assertTrue(rs.next());
        assertEquals(2, rs.getInt(1));
      }
    }
  }
}
