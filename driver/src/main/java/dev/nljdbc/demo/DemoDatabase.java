package dev.nljdbc.demo;

import dev.nljdbc.execution.TargetDrivers;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.Properties;

/** The embedded demo database: a multi-tenant retail business in in-memory H2. */
public final class DemoDatabase {

  /** The demo's semantic model, shipped with the driver and loaded unless one is named. */
  public static final String SEMANTIC_MODEL = "classpath:nljdbc/demo-model.yaml";
  /** The tenant column name used by every tenant table ("corp_id"). */
  public static final String TENANT_COLUMN = "corp_id";

  private static final String URL =
      "jdbc:h2:mem:nljdbc_demo;DB_CLOSE_DELAY=-1;USER=sa;PASSWORD=";

  private static volatile boolean created;

  private DemoDatabase() {}

  /** The tenant a demo session opens as when none is asked for: the first corporation's id. */
  public static String defaultTenant() {
    return Integer.toString(Corporation.values()[0].id());
  }

  /**
   * The name of the corporation with the tenant id, or null when none has it.
   *
   * @param tenant a {@code tenant.value}
   */
  public static String corporationName(String tenant) {
    for (Corporation c : Corporation.values()) {
      if (Integer.toString(c.id()).equals(tenant)) {
        return c.label();
      }
    }
    return null;
  }

  /** The tenant ids of all corporations, in order. */
  public static java.util.List<String> tenants() {
    return java.util.Arrays.stream(Corporation.values()).map(c -> Integer.toString(c.id()))
        .toList();
  }

  /** JDBC URL of the demo database, creating and filling it on first use. */
  public static String url() {
    if (!created) {
      synchronized (DemoDatabase.class) {
        if (!created) {
          try {
            create(URL, LocalDate.now());
          } catch (SQLException e) {
            throw new IllegalStateException("the embedded demo database cannot be created", e);
          }
          created = true;
        }
      }
    }
    return URL;
  }

  /**
   * Creates and fills the database at {@code url} as of {@code today}, unless it already holds
   * the demo tables (another class loader may have filled it).
   */
  static void create(String url, LocalDate today) throws SQLException {
    try (Connection connection = TargetDrivers.connect(url, new Properties())) {
      if (exists(connection)) {
        return;
      }
      connection.setAutoCommit(false);
      try {
        DemoSchema.createTables(connection);
        new DemoData(new DemoTimeline(today)).fill(connection);
        DemoSchema.addKeysAndComments(connection);
        connection.commit();
      } catch (SQLException | RuntimeException e) {
        connection.rollback();
        try (Statement statement = connection.createStatement()) {
          statement.execute("DROP ALL OBJECTS");
        }
        throw e;
      }
    }
  }

  private static boolean exists(Connection connection) throws SQLException {
    try (ResultSet tables =
        connection.getMetaData().getTables(null, "PUBLIC", "CORPORATIONS", null)) {
      return tables.next();
    }
  }
}
