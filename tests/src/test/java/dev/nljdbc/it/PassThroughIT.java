package dev.nljdbc.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

class PassThroughIT {
  @Test
  void selectPassesThroughToPostgresql() throws Exception {
    try (var scratch = TestDatabases.scratch(TestDatabases.Kind.POSTGRESQL,
        "CREATE TABLE items (id int primary key, name text, price numeric(10,2), added date)",
        "INSERT INTO items VALUES (1,'kettle',25.50,'2024-03-15'),(2,'pan',40.00,'2023-12-31')");
        Connection c = DriverManager.getConnection(scratch.nlUrl());
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT id, name, price, added FROM items ORDER BY id")) {
      assertTrue(rs.next());
      assertEquals(1, rs.getInt(1));
      assertEquals("kettle", rs.getString("name"));
      assertEquals(new java.math.BigDecimal("25.50"), rs.getBigDecimal(3));
      assertEquals(java.sql.Date.valueOf("2024-03-15"), rs.getDate(4));
      assertTrue(rs.next());
      assertEquals("2023-12-31", rs.getString(4));
      assertFalse(rs.next());
      assertEquals("PostgreSQL", c.getMetaData().getDatabaseProductName());
    }
  }
}
