package dev.nljdbc.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class PreparedStatementIT {
  @ParameterizedTest
  @EnumSource(Kind.class)
  void parameters_bindAndReexecute(Kind kind) throws Exception {
    try (var scratch = TestDatabases.scratch(kind,
        "CREATE TABLE items (id int primary key, name varchar(20), price decimal(10,2), added date)",
        "INSERT INTO items VALUES (1,'kettle',25.50,'2024-03-15'),(2,'pan',40.00,'2023-12-31'),"
            + "(3,'lid',5.00,'2025-01-02')");
        Connection c = DriverManager.getConnection(scratch.nlUrl());
        PreparedStatement ps = c.prepareStatement(
            "SELECT name FROM items WHERE price >= ? AND added > ? ORDER BY id")) {
      assertEquals(2, ps.getParameterMetaData().getParameterCount());
      ps.setBigDecimal(1, new java.math.BigDecimal("10"));
      ps.setDate(2, java.sql.Date.valueOf("2023-06-01"));
      try (ResultSet rs = ps.executeQuery()) {
        assertTrue(rs.next());
        assertEquals("kettle", rs.getString(1));
        assertTrue(rs.next());
        assertEquals("pan", rs.getString(1));
        assertFalse(rs.next());
      }
      ps.setInt(1, 1);
      ps.setDate(2, java.sql.Date.valueOf("2024-06-01"));
      try (ResultSet rs = ps.executeQuery()) {
        assertTrue(rs.next());
        assertEquals("lid", rs.getString(1));
        assertFalse(rs.next());
      }
    }
  }
}
