package dev.nljdbc.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.TestDatabases.Scratch;
import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A connection whose default schema (PostgreSQL) or database (MariaDB) holds no table reads the
 * tables of the other schemas or databases the user may read, and its queries name them with
 * their schema.
 */
class OtherSchemasIT {

  @ParameterizedTest
  @EnumSource(Kind.class)
  void anEmptyDefaultSchema_findsTheTablesOfAnother_andQualifiesThem(Kind kind)
      throws SQLException {
    try (Scratch empty = TestDatabases.scratch(kind);
        Scratch other = TestDatabases.scratch(kind,
            "CREATE TABLE lockbox (lockbox_id int PRIMARY KEY, site varchar(40),"
                + " capacity int)",
            "INSERT INTO lockbox VALUES (1, 'Quay', 10), (2, 'Mill', 20), (3, 'Quay', 5)")) {
      try (Connection connection = DriverManager.getConnection(empty.url())) {
        SchemaSnapshot schema = SchemaLoader.defaults().load(connection);
        TableInfo lockbox = schema.table("lockbox");
        assertNotNull(lockbox, "the table of the other schema is read");
        assertEquals(other.name(), lockbox.schema());
        assertTrue(schema.qualified(), "its queries name the schema");
      }
      try (Connection nl = DriverManager.getConnection(empty.nlUrl());
          Statement s = nl.createStatement();
          ResultSet rs = s.executeQuery("total capacity of lockboxes at Quay")) {
        assertTrue(rs.next());
        assertEquals(15, rs.getInt(1));
        assertFalse(rs.next());
        String ran = s.getWarnings() == null ? "" : s.getWarnings().getMessage();
        assertTrue(ran.contains(other.name()), ran);
      }
    }
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void aDefaultSchemaWithTables_readsOnlyItsOwn(Kind kind) throws SQLException {
    try (Scratch own = TestDatabases.scratch(kind,
            "CREATE TABLE depot (depot_id int PRIMARY KEY, city varchar(40))");
        Scratch other = TestDatabases.scratch(kind,
            "CREATE TABLE lockbox (lockbox_id int PRIMARY KEY, site varchar(40))");
        Connection connection = DriverManager.getConnection(own.url())) {
      SchemaSnapshot schema = SchemaLoader.defaults().load(connection);
      assertNotNull(schema.table("depot"));
      assertNull(schema.table("lockbox"), other.name() + " stays unread");
      assertFalse(schema.qualified());
    }
  }
}
