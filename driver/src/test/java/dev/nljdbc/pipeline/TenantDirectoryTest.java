package dev.nljdbc.pipeline;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.schema.SchemaSnapshot;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TenantDirectoryTest {
  private static final String URL = "jdbc:h2:mem:tenantdirectory;DB_CLOSE_DELAY=-1";
  private static Connection keep;
  private static TenantDirectory byForeignKey;
  private static TenantDirectory byPrimaryKey;

  @BeforeAll
  static void setUp() throws SQLException {
    keep = DriverManager.getConnection(URL);
    try (Statement s = keep.createStatement()) {
      s.execute("CREATE TABLE workspaces (id INT PRIMARY KEY, workspace_name VARCHAR(50),"
          + " region VARCHAR(20))");
      s.execute("INSERT INTO workspaces VALUES (7, 'Blue Heron Analytics', 'Europe'),"
          + " (8, 'Quartz Mining Group', 'Asia'), (9, 'Europe', 'Europe')");
      s.execute("CREATE TABLE tickets (id INT PRIMARY KEY, space_ref INT REFERENCES workspaces,"
          + " title VARCHAR(50))");
      s.execute("CREATE TABLE firms (firm_key INT PRIMARY KEY, label VARCHAR(50))");
      s.execute("INSERT INTO firms VALUES (1, 'Orchid Labs'), (2, 'Tamarind Foods')");
      s.execute("CREATE TABLE deals (id INT PRIMARY KEY, firm_key INT, amount INT)");
    }
    SchemaSnapshot snapshot = SchemaLoader.defaults().load(keep);
    byForeignKey = TenantDirectory.load(snapshot, "space_ref", () -> DriverManager.getConnection(URL));
    byPrimaryKey = TenantDirectory.load(snapshot, "firm_key", () -> DriverManager.getConnection(URL));
  }

  @AfterAll
  static void tearDown() throws SQLException {
    keep.close();
  }

  @ParameterizedTest
  @ValueSource(strings = {"how many tickets does Quartz Mining Group have",
      "tickets of quartz mining", "what did Quartz file last week", "tickets of tenant 8",
      "tickets for space_ref = 9", "tickets of all workspaces", "tickets of other tenants",
      "how many tickets does workspace 8 have"})
  void otherTenant_byNameOrId_isFound(String question) {
    assertTrue(byForeignKey.namesAnotherTenant(question, "7", Set.of()), question);
  }

  @ParameterizedTest
  @ValueSource(strings = {"how many tickets does Blue Heron Analytics have", "tickets of tenant 7",
      "how many tickets are there", "tickets with quartz in the title", "tickets from 2024",
      "tickets in Europe", "tickets by workspace"})
  void ownTenantAndOrdinaryWords_areNot(String question) {
    assertFalse(byForeignKey.namesAnotherTenant(question, "7", Set.of("europe")), question);
  }

  @ParameterizedTest
  @ValueSource(strings = {"total deals of Tamarind Foods", "deals of firm 2",
      "what did Tamarind sell"})
  void tenantsTable_keyedByTheTenantColumn_isFoundToo(String question) {
    assertTrue(byPrimaryKey.namesAnotherTenant(question, "1", Set.of()), question);
    assertFalse(byPrimaryKey.namesAnotherTenant("total deals of Orchid Labs", "1", Set.of()));
  }
}
