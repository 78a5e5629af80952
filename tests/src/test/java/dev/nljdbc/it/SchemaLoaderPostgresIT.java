package dev.nljdbc.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.TestDatabases.Scratch;
import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.schema.SchemaSnapshot;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Loading a schema on PostgreSQL, where a failed statement aborts the whole open transaction:
 * a sample query that fails must not take the caller's transaction with it. Every schema of the
 * search path is read, a name resolving to its first schema.
 */
class SchemaLoaderPostgresIT {

  @Test
  void load_sampleQueriesLeaveAnOpenTransactionUsable() throws SQLException {
    try (Scratch scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE depot (depot_id int PRIMARY KEY, city varchar(40) NOT NULL)",
        "INSERT INTO depot VALUES (1, 'Lyon'), (2, 'Porto'), (3, 'Lyon')",
        "CREATE VIEW broken AS SELECT (depot_id / (depot_id - depot_id))::text AS label"
            + " FROM depot");
        Connection connection = DriverManager.getConnection(scratch.url())) {
      connection.setAutoCommit(false);
      SchemaSnapshot schema = SchemaLoader.defaults().load(connection);
      assertNotNull(schema.table("broken"), "the view whose sample fails is still read");
      assertEquals(List.of("Lyon", "Porto"), schema.table("depot").column("city").sampleValues(),
          "tables after the failed sample are still sampled");
      try (Statement s = connection.createStatement();
          ResultSet rs = s.executeQuery("SELECT count(*) FROM depot")) {
        rs.next();
        assertEquals(3, rs.getInt(1));
      }
      connection.rollback();
    }
  }

  @Test
  void load_readsEverySchemaOfTheSearchPath_andAnswersFromALaterOne() throws SQLException {
    try (Scratch first = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE depot (depot_id int PRIMARY KEY, city varchar(40) NOT NULL)",
        "INSERT INTO depot VALUES (1, 'Lyon')");
        Scratch second = TestDatabases.scratch(Kind.POSTGRESQL,
            "CREATE TABLE depot (depot_id int PRIMARY KEY, town varchar(40))",
            "CREATE TABLE courier (courier_id int PRIMARY KEY, full_name varchar(40))",
            "INSERT INTO courier VALUES (1, 'Ann'), (2, 'Bo'), (3, 'Cy')")) {
      String url = TestDatabases.withParameters(TestDatabases.url(Kind.POSTGRESQL),
          "currentSchema", first.name() + "," + second.name());
      try (Connection connection = DriverManager.getConnection(url)) {
        SchemaSnapshot schema = SchemaLoader.defaults().load(connection);
        assertEquals(second.name(), schema.table("courier").schema(),
            "a table of the second schema of the path is read");
        assertEquals(first.name(), schema.table("depot").schema(),
            "a name in both schemas is the first schema's, as the database resolves it");
        assertNotNull(schema.table("depot").column("city"));
      }
      try (Connection nl = DriverManager.getConnection("jdbc:nl:" + url);
          Statement s = nl.createStatement();
          ResultSet rs = s.executeQuery("how many couriers are there")) {
        assertTrue(rs.next());
        assertEquals(3, rs.getInt(1));
      }
    }
  }
}
