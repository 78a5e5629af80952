package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.schema.SchemaSnapshot;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A stop word that ends a span is part of a column's name only in the name's own order. */
class ParticleSpanTest {
  private static Connection connection;
  private static SchemaSnapshot schema;

  @BeforeAll
  static void open() throws SQLException {
    connection = DriverManager.getConnection("jdbc:h2:mem:particlespan;DB_CLOSE_DELAY=-1");
    try (Statement s = connection.createStatement()) {
      s.execute("CREATE TABLE members (member_id INT PRIMARY KEY, full_nm VARCHAR(40) NOT NULL)");
      s.execute("CREATE TABLE visits (visit_id INT PRIMARY KEY,"
          + " member_id INT NOT NULL REFERENCES members, date_of_visit DATE NOT NULL,"
          + " logged_in_at TIMESTAMP)");
      s.execute("INSERT INTO members VALUES (1, 'Ana Lind'), (2, 'Bo Krag')");
      s.execute("INSERT INTO visits VALUES (1, 1, DATE '2024-01-05', NULL),"
          + " (2, 2, DATE '2024-01-06', TIMESTAMP '2024-01-06 10:00:00'),"
          + " (3, 2, DATE '2024-01-07', NULL)");
    }
    schema = SchemaLoader.defaults().load(connection);
  }

  @AfterAll
  static void close() throws SQLException {
    try (Statement s = connection.createStatement()) {
      s.execute("DROP ALL OBJECTS");
    }
    connection.close();
  }

  private static String sql(String question) throws SQLException {
    return new OfflineSqlGenerator().generate(
        new GenerationRequest(question, null, schema, null, Map.of())).sql()
        .toLowerCase(Locale.ROOT);
  }

  @Test
  void aStopWordBeforeTheNamesOtherWords_isNoPartOfIt() throws SQLException {
    String sql = sql("the name of the member with the most visits of his or her own");
    assertFalse(sql.contains("order by visits.date_of_visit")
        || sql.contains("order by date_of_visit"), sql);
  }

  @Test
  void aStopWordInTheNamesOrder_isPartOfIt() throws SQLException {
    String sql = sql("visits without a log in");
    assertTrue(sql.contains("logged_in_at is null"), sql);
  }
}
