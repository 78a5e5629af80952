package dev.nljdbc.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

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
 * a sample query that fails must not take the caller's transaction with it.
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
}
