package dev.nljdbc.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.dialect.H2Dialect;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class SchemaLoaderTest {

  private static final AtomicInteger DATABASES = new AtomicInteger();

  private Connection connection;

  @BeforeEach
  void createSchema() throws SQLException {
    connection = DriverManager.getConnection(
        "jdbc:h2:mem:loader" + DATABASES.incrementAndGet() + ";DB_CLOSE_DELAY=-1");
    execute(
        "CREATE TABLE depot (depot_id INT PRIMARY KEY, city VARCHAR(40) NOT NULL)",
        "COMMENT ON TABLE depot IS 'Where the trucks sleep'",
        "CREATE TABLE truck (truck_id INT PRIMARY KEY, depot_id INT NOT NULL REFERENCES depot,"
            + " plate VARCHAR(20), kind VARCHAR(20), note VARCHAR(400), tenant INT NOT NULL)",
        "COMMENT ON COLUMN truck.kind IS 'Body type'",
        "CREATE TABLE trip (trip_id INT, leg INT, truck_id INT REFERENCES truck,"
            + " PRIMARY KEY (trip_id, leg))",
        "CREATE TABLE stop (stop_id INT PRIMARY KEY, trip_id INT, leg INT,"
            + " FOREIGN KEY (trip_id, leg) REFERENCES trip (trip_id, leg))",
        "CREATE VIEW big_trucks AS SELECT truck_id, plate FROM truck WHERE kind = 'big'",
        "CREATE SCHEMA other",
        "CREATE TABLE other.hidden (id INT PRIMARY KEY)",
        "INSERT INTO depot VALUES (1, 'Lyon'), (2, 'Porto'), (3, 'Lyon')");
    StringBuilder trucks = new StringBuilder("INSERT INTO truck VALUES ");
    for (int i = 1; i <= 80; i++) {
      trucks.append(i > 1 ? "," : "").append("(").append(i).append(", ").append(i % 3 + 1)
          .append(", 'P-").append(i).append("', '").append(i % 2 == 0 ? "big" : "small")
          .append("', '").append("x".repeat(i == 1 ? 150 : 5)).append("', ")
          .append(i % 2 + 1).append(")");
    }
    execute(trucks.toString());
  }

  @AfterEach
  void drop() throws SQLException {
    execute("DROP ALL OBJECTS");
    connection.close();
  }

  @Test
  void load_readsTablesViewsColumnsAndKeysOfTheCurrentSchemaOnly() throws SQLException {
    SchemaSnapshot schema = SchemaLoader.defaults().load(connection);
    assertEquals(H2Dialect.DEFAULT, schema.dialect());
    assertEquals(List.of("BIG_TRUCKS", "DEPOT", "STOP", "TRIP", "TRUCK"),
        schema.tables().stream().map(TableInfo::name).toList());
    assertNull(schema.table("HIDDEN"));
    TableInfo truck = schema.table("truck");
    assertEquals(List.of("TRUCK_ID"), truck.primaryKey());
    assertEquals(List.of("TRUCK_ID", "DEPOT_ID", "PLATE", "KIND", "NOTE", "TENANT"),
        truck.columns().stream().map(ColumnInfo::name).toList());
    assertEquals("Body type", truck.column("kind").remarks());
    assertEquals("Where the trucks sleep", schema.table("depot").remarks());
    ForeignKey toDepot = truck.foreignKeys().get(0);
    assertEquals(List.of("DEPOT_ID"), toDepot.columns());
    assertEquals("DEPOT", toDepot.referencedTable());
    assertEquals(List.of("DEPOT_ID"), toDepot.referencedColumns());
  }

  @Test
  void load_keepsCompositeKeysInKeyOrder() throws SQLException {
    SchemaSnapshot schema = SchemaLoader.defaults().load(connection);
    assertEquals(List.of("TRIP_ID", "LEG"), schema.table("trip").primaryKey());
    ForeignKey key = schema.table("stop").foreignKeys().get(0);
    assertEquals(List.of("TRIP_ID", "LEG"), key.columns());
    assertEquals(List.of("TRIP_ID", "LEG"), key.referencedColumns());
  }

  @Test
  void load_samplesLowCardinalityTextColumns_sorted() throws SQLException {
    SchemaSnapshot schema = SchemaLoader.defaults().load(connection);
    assertEquals(List.of("big", "small"), schema.table("truck").column("kind").sampleValues());
    assertEquals(List.of("Lyon", "Porto"), schema.table("depot").column("city").sampleValues());
  }

  @Test
  void load_skipsHighCardinalityLongValuedAndNonTextColumns() throws SQLException {
    SchemaSnapshot schema = SchemaLoader.defaults().load(connection);
    TableInfo truck = schema.table("truck");
    assertTrue(truck.column("plate").sampleValues().isEmpty(), "80 distinct plates");
    assertTrue(truck.column("note").sampleValues().isEmpty(), "a 150-character note");
    assertTrue(truck.column("depot_id").sampleValues().isEmpty(), "not text");
  }

  @Test
  void load_samplesOnlyTheTenantsRows_whenATenantIsGiven() throws SQLException {
    execute("UPDATE truck SET kind = 'secret' WHERE truck_id = 3");
    SchemaSnapshot all = SchemaLoader.defaults().load(connection);
    assertTrue(all.table("truck").column("kind").sampleValues().contains("secret"));
    SchemaSnapshot tenant1 = SchemaLoader.builder().tenant("tenant", "1").build().load(connection);
    assertEquals(List.of("big"), tenant1.table("truck").column("kind").sampleValues(),
        "truck 3 belongs to tenant 2");
    assertTrue(tenant1.table("truck").column("tenant").sampleValues().isEmpty());
  }

  @Test
  void load_withNoSamplingBudget_samplesNothing() throws SQLException {
    SchemaSnapshot schema = SchemaLoader.builder().sampleBudget(Duration.ZERO).build()
        .load(connection);
    assertTrue(schema.table("truck").column("kind").sampleValues().isEmpty());
  }

  @Test
  void load_readsAtMostMaxTables() throws SQLException {
    SchemaSnapshot schema = SchemaLoader.builder().maxTables(2).build().load(connection);
    assertEquals(2, schema.tables().size());
  }

  @Test
  void version_isStable_andChangesWithTheSchemaOrItsSamples() throws SQLException {
    String first = SchemaLoader.defaults().load(connection).version();
    assertEquals(first, SchemaLoader.defaults().load(connection).version());
    execute("ALTER TABLE depot ADD COLUMN zone VARCHAR(10)");
    String second = SchemaLoader.defaults().load(connection).version();
    assertNotEquals(first, second);
    execute("INSERT INTO depot VALUES (4, 'Oslo', 'north')");
    assertNotEquals(second, SchemaLoader.defaults().load(connection).version());
  }

  @Test
  void load_sampleQueriesLeaveAnOpenTransactionUsable() throws SQLException {
    connection.setAutoCommit(false);
    SchemaSnapshot schema = SchemaLoader.defaults().load(connection);
    assertNotNull(schema.table("truck"));
    try (Statement s = connection.createStatement()) {
      s.executeQuery("SELECT COUNT(*) FROM truck").close();
    }
    connection.rollback();
    connection.setAutoCommit(true);
  }

  @Test
  void load_ofAnEmptySchema_hasNoTables() throws SQLException {
    execute("CREATE SCHEMA empty", "SET SCHEMA empty");
    SchemaSnapshot schema = SchemaLoader.defaults().load(connection);
    assertTrue(schema.tables().isEmpty());
    assertFalse(schema.version().isEmpty());
    execute("SET SCHEMA PUBLIC");
  }

  private void execute(String... sql) throws SQLException {
    try (Statement s = connection.createStatement()) {
      for (String statement : sql) {
        s.execute(statement);
      }
    }
  }
}
