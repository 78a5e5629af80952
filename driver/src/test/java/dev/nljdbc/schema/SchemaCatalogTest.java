package dev.nljdbc.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class SchemaCatalogTest {

  private static final AtomicInteger DATABASES = new AtomicInteger();

  private String url;
  private Connection keeper;
  private final AtomicInteger opened = new AtomicInteger();

  @BeforeEach
  void create() throws SQLException {
    url = "jdbc:h2:mem:catalog" + DATABASES.incrementAndGet() + ";DB_CLOSE_DELAY=-1";
    keeper = DriverManager.getConnection(url);
    execute("CREATE TABLE item (item_id INT PRIMARY KEY, label VARCHAR(20))");
  }

  @AfterEach
  void drop() throws SQLException {
    execute("DROP ALL OBJECTS");
    keeper.close();
  }

  private Connection open() throws SQLException {
    opened.incrementAndGet();
    return DriverManager.getConnection(url);
  }

  @Test
  void snapshot_isLoadedOnceAndServedFromTheCache() throws SQLException {
    SchemaCatalog catalog = new SchemaCatalog(SchemaLoader.defaults());
    SchemaSnapshot first = catalog.snapshot(url, this::open);
    SchemaSnapshot second = catalog.snapshot(url, this::open);
    assertSame(first, second);
    assertEquals(1, opened.get());
    assertNotNull(first.table("item"));
  }

  @Test
  void snapshot_afterTheRefreshInterval_seesSchemaChanges_withANewVersion() throws Exception {
    SchemaCatalog catalog = new SchemaCatalog(SchemaLoader.defaults(), Duration.ofMillis(1),
        Duration.ofHours(1), Runnable::run);
    SchemaSnapshot before = catalog.snapshot(url, this::open);
    execute("CREATE TABLE bin (bin_id INT PRIMARY KEY)");
    Thread.sleep(20);
    catalog.snapshot(url, this::open);
    SchemaSnapshot after = catalog.snapshot(url, this::open);
    assertNotNull(after.table("bin"));
    assertNotEquals(before.version(), after.version());
  }

  @Test
  void invalidate_reloadsOnNextUse() throws SQLException {
    SchemaCatalog catalog = new SchemaCatalog(SchemaLoader.defaults());
    catalog.snapshot(url, this::open);
    catalog.invalidate(url);
    catalog.snapshot(url, this::open);
    assertEquals(2, opened.get());
  }

  @Test
  void snapshot_ofAnUnreachableTarget_throwsTheTargetsSqlException() {
    SchemaCatalog catalog = new SchemaCatalog(SchemaLoader.defaults());
    SQLException e = assertThrows(SQLException.class, () -> catalog.snapshot("nowhere",
        () -> {
          throw new SQLException("refused", "08001");
        }));
    assertEquals("08001", e.getSQLState());
  }

  private void execute(String sql) throws SQLException {
    try (Statement s = keeper.createStatement()) {
      s.execute(sql);
    }
  }
}
