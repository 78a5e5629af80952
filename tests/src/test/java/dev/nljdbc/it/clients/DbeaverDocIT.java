package dev.nljdbc.it.clients;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.TestDatabases.Scratch;
import dev.nljdbc.it.server.TestServers;
import dev.nljdbc.server.NljdbcServer;
import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.DriverPropertyInfo;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/dbeaver.md followed as written: its URL template asks for no file, its server command
 * runs as a shell reads it (the target URL quoted), the URLs it gives connect, and English goes
 * through a plain statement but not through a prepared one, as it says. DBeaver itself is not
 * installed here: its steps are walked with the drop-in jar alone in a class loader of its own,
 * as DBeaver loads a custom driver's library (class name, driver properties, the URL forms, the
 * navigator's catalog calls, English and SQL in the editor, a follow-up, {@code /history}), and
 * remote mode with nljdbc's driver and the stock Avatica one, as the guide sets them up.
 */
class DbeaverDocIT {
  private static final Path DOC = Path.of("..", "docs", "dbeaver.md");
  private static final Path SERVER_JAR = Path.of("..", "server", "target", "nljdbc-server.jar");

  private static String doc() throws IOException {
    return Files.readString(DOC, StandardCharsets.UTF_8);
  }

  @Test
  void urlTemplate_asksForNoFile() throws IOException {
    String doc = doc();
    assertFalse(doc.contains("jdbc:nl:{file}"), "a {file} template makes DBeaver ask for a file");
    assertTrue(doc.contains("`jdbc:nl:demo`"));
  }

  @Test
  void serverCommand_runsAsTheShellReadsIt_andTheRemoteUrlAnswers() throws Exception {
    String command = doc().lines().filter(l -> l.startsWith("java -jar server/target/"))
        .findFirst().orElseThrow(() -> new AssertionError("no server command in the doc"));
    assertTrue(command.contains("--target '"), "the target URL is quoted: " + command);
    int port = freePort();
    String target = TestDatabases.url(Kind.POSTGRESQL);
    String run = command
        .replace("java -jar server/target/nljdbc-server.jar",
            javaBin() + " -jar " + SERVER_JAR.toAbsolutePath())
        .replace("--port 8765", "--port " + port)
        .replace("'jdbc:postgresql://db:5432/shop?user=reader'", "'" + target + "'");
    assertFalse(run.equals(command), run);
    Process server = new ProcessBuilder("sh", "-c", "exec " + run)
        .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    try {
      String url = "jdbc:nl:remote:url=http://host:8765".replace("host:8765", "127.0.0.1:" + port);
      assertTrue(doc().contains("`jdbc:nl:remote:url=http://host:8765`"));
      try (Connection c = connectWithin(url, 90)) {
        try (Statement s = c.createStatement();
            ResultSet rs = s.executeQuery("SELECT 41 + 1 AS answer")) {
          assertTrue(rs.next());
          assertEquals(42, rs.getInt(1));
        }
        SQLException prepared = assertThrows(SQLException.class,
            () -> c.prepareStatement("Show me all customers"));
        assertEquals("42000", prepared.getSQLState());
        assertTrue(doc().contains(prepared.getMessage().substring(0, 40)),
            "the doc quotes the refusal: " + prepared.getMessage());
      }
    } finally {
      server.destroy();
      if (!server.waitFor(20, TimeUnit.SECONDS)) {
        server.destroyForcibly();
      }
    }
  }

  @Test
  void englishGoesThroughAPlainStatement_inProcess() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:nl:demo");
        Statement s = c.createStatement(); ResultSet rs = s.executeQuery("Show me all customers")) {
      assertTrue(rs.next());
      SQLException prepared = assertThrows(SQLException.class,
          () -> c.prepareStatement("Show me all customers"));
      assertEquals("42000", prepared.getSQLState());
    }
  }

  /** The drop-in jar in a class loader of its own, as DBeaver loads a custom driver's library. */
  private static URLClassLoader jarAlone() throws IOException {
    Path jar;
    try (Stream<Path> files = Files.list(Path.of("..", "driver", "target"))) {
      jar = files.filter(p -> p.getFileName().toString().matches("nljdbc-driver-.*-all\\.jar"))
          .findFirst().orElseThrow(() -> new AssertionError("no drop-in jar; run mvn package"));
    }
    return new URLClassLoader(new URL[] {jar.toUri().toURL()},
        ClassLoader.getPlatformClassLoader());
  }

  /** The driver class the guide names, from the jar alone. */
  private static Driver driverFromTheJar(URLClassLoader jar) throws Exception {
    String doc = doc();
    assertTrue(doc.contains("ls driver/target/nljdbc-driver-*-all.jar"), "Build the jar");
    assertTrue(doc.contains("Class name: `dev.nljdbc.Driver`"), "step 3");
    Driver driver = (Driver) jar.loadClass("dev.nljdbc.Driver").getDeclaredConstructor()
        .newInstance();
    assertSame(jar, driver.getClass().getClassLoader(), "the jar's class, not the build's");
    return driver;
  }

  private static final String[] SHOP = {
      "CREATE TABLE customers (id int PRIMARY KEY, corp_id int NOT NULL, name varchar(40),"
          + " region varchar(20))",
      "CREATE TABLE orders (id int PRIMARY KEY, corp_id int NOT NULL,"
          + " customer_id int NOT NULL REFERENCES customers (id), total numeric(10, 2))",
      "CREATE INDEX orders_customer ON orders (customer_id)",
      "INSERT INTO customers VALUES (1, 1, 'Ada', 'north'), (2, 2, 'Grace', 'south'),"
          + " (3, 2, 'Edsger', 'north')",
      "INSERT INTO orders VALUES (10, 1, 1, 5.50), (11, 2, 2, 7.25), (12, 2, 3, 1.00)"};

  @Test
  void guideInProcess_stepByStep_withTheJarAloneInItsOwnClassLoader() throws Exception {
    String doc = doc();
    try (URLClassLoader jar = jarAlone(); Scratch shop = TestDatabases.scratch(Kind.POSTGRESQL,
        SHOP)) {
      Driver driver = driverFromTheJar(jar);
      assertTrue(driver.acceptsURL("jdbc:nl:jdbc:postgresql://localhost:5432/shop"), "step 3");
      assertTrue(driver.acceptsURL("jdbc:nl:demo"), "step 3");

      Map<String, DriverPropertyInfo> listed = new HashMap<>();
      for (DriverPropertyInfo info : driver.getPropertyInfo("jdbc:nl:demo", new Properties())) {
        listed.put(info.name, info);
      }
      for (String key : List.of("tenant.column", "tenant.value", "llm.provider",
          "limits.maxRows")) {
        assertTrue(doc.contains("`" + key + "`"), key);
        DriverPropertyInfo info = listed.get(key);
        assertNotNull(info, "step 4: Driver properties lists " + key);
        assertFalse(info.description == null || info.description.isBlank(), key);
      }
      assertNotNull(listed.get("llm.provider").value, "with its default");

      assertTrue(doc.contains("?user=reader&tenant.column=corp_id&tenant.value=2"), "step 4");
      String url = "jdbc:nl:" + TestDatabases.withParameters(shop.url(), "tenant.column",
          "corp_id", "tenant.value", "2");
      try (Connection c = driver.connect(url, new Properties())) {
        DatabaseMetaData md = c.getMetaData();
        assertEquals("PostgreSQL", md.getDatabaseProductName(), "step 5: the dialect");
        assertTrue(names(md.getSchemas(), "TABLE_SCHEM").contains(shop.name()), "schemas");
        assertEquals(List.of("customers", "orders"), names(md.getTables(null, shop.name(), "%",
            new String[] {"TABLE"}), "TABLE_NAME"));
        assertEquals(List.of("id", "corp_id", "name", "region"),
            names(md.getColumns(null, shop.name(), "customers", "%"), "COLUMN_NAME"));
        assertEquals(List.of("id"), names(md.getPrimaryKeys(null, shop.name(), "customers"),
            "COLUMN_NAME"));
        assertEquals(List.of("customers"), names(md.getImportedKeys(null, shop.name(), "orders"),
            "PKTABLE_NAME"));
        assertTrue(names(md.getIndexInfo(null, shop.name(), "orders", false, false),
            "INDEX_NAME").contains("orders_customer"), "indexes");

        try (Statement s = c.createStatement();
            ResultSet rs = s.executeQuery("Show me all customers")) {
          assertEquals(Set.of("Grace", "Edsger"), new HashSet<>(names(rs, "name")),
              "English in the SQL editor, one tenant's rows");
          assertNotNull(s.getWarnings(), "the SQL that ran");
        }
        try (Statement s = c.createStatement();
            ResultSet rs = s.executeQuery("SELECT count(*) FROM customers")) {
          assertTrue(rs.next());
          assertEquals(2, rs.getInt(1), "SQL with Execute statement, the tenant applied");
        }
        SQLException prepared = assertThrows(SQLException.class,
            () -> c.prepareStatement("Show me all customers"));
        assertEquals("42000", prepared.getSQLState());
        assertTrue(doc.contains(prepared.getMessage().substring(0, 40)), prepared.getMessage());
      }

      assertTrue(doc.contains("(`tenant.colum`)"), "step 4's misspelt key");
      SQLException misspelt = assertThrows(SQLException.class, () -> driver.connect(
          "jdbc:nl:" + TestDatabases.withParameters(shop.url(), "tenant.colum", "corp_id"),
          new Properties()));
      assertEquals("22023", misspelt.getSQLState(), misspelt.getMessage());
      Properties other = new Properties();
      other.setProperty("tenant.value", "1");
      SQLException twice = assertThrows(SQLException.class, () -> driver.connect(url, other));
      assertEquals("22023", twice.getSQLState(), "a key in the URL and in Driver properties");

      try (Connection c = driver.connect("jdbc:nl:demo", new Properties());
          Statement s = c.createStatement()) {
        assertTrue(count(s.executeQuery("Show me all customers")) > 0, "the demo");
        assertEquals(1, count(s.executeQuery("how many customers")));
        try (ResultSet rs = s.executeQuery("by region")) {
          assertTrue(rs.getMetaData().getColumnCount() == 2 && count(rs) > 1,
              "a follow-up refines the previous question");
        }
        try (ResultSet rs = s.executeQuery("/history")) {
          List<String> sql = names(rs, "SQL");
          assertEquals(3, sql.size(), "the turns");
          assertTrue(sql.get(2).contains("GROUP BY"), "and the SQL that ran: " + sql);
        }
      }
    }
  }

  @Test
  void guideRemote_nljdbcsDriverFromTheJar_andTheStockAvaticaDriver() throws Exception {
    String doc = doc();
    try (URLClassLoader jar = jarAlone(); Scratch shop = TestDatabases.scratch(Kind.POSTGRESQL,
        SHOP); NljdbcServer server = TestServers.start(shop.url(), "tenant.column=corp_id",
            "alice, 2, alice-secret")) {
      Driver driver = driverFromTheJar(jar);
      String url = "jdbc:nl:remote:url=http://host:8765".replace("http://host:8765",
          server.url());
      Properties alice = TestServers.credentials("alice", "alice-secret");
      try (Connection c = driver.connect(url, alice); Statement s = c.createStatement();
          ResultSet rs = s.executeQuery("SELECT count(*) FROM customers")) {
        assertTrue(rs.next());
        assertEquals(2, rs.getInt(1), "the tenant from the server's users file");
        DatabaseMetaData md = c.getMetaData();
        assertEquals("PostgreSQL", md.getDatabaseProductName());
        assertEquals(List.of("id"), names(md.getPrimaryKeys(null, shop.name(), "customers"),
            "COLUMN_NAME"), "nljdbc's driver answers keys");
      }
      Properties tenant = TestServers.credentials("alice", "alice-secret");
      tenant.setProperty("tenant.value", "1");
      SQLException refused = assertThrows(SQLException.class, () -> driver.connect(url, tenant));
      assertEquals("42501", refused.getSQLState());
      assertTrue(refused.getMessage().contains("tenant.value"), refused.getMessage());

      String stock = "jdbc:avatica:remote:url=http://host:8765;serialization=protobuf"
          + ";authentication=BASIC;avatica_user=NAME;avatica_password=SECRET";
      assertTrue(doc.contains("`jdbc:avatica:remote:url=http://host:8765;serialization=protobuf`"));
      assertTrue(doc.contains("`;authentication=BASIC;avatica_user=NAME;avatica_password=SECRET`"));
      try (Connection c = DriverManager.getConnection(stock.replace("http://host:8765",
          server.url()).replace("NAME", "alice").replace("SECRET", "alice-secret"))) {
        assertTrue(c.getClass().getName().startsWith("org.apache.calcite.avatica."),
            c.getClass().getName());
        try (Statement s = c.createStatement();
            ResultSet rs = s.executeQuery("SELECT count(*) FROM customers")) {
          assertTrue(rs.next());
          assertEquals(2, rs.getInt(1));
        }
        DatabaseMetaData md = c.getMetaData();
        assertEquals("Avatica", md.getDatabaseProductName(), "as the guide says");
        assertEquals(List.of(), names(md.getPrimaryKeys(null, shop.name(), "customers"),
            "COLUMN_NAME"), "no keys through the stock client, as the guide says");
      }
    }
  }

  /** A column of every row, the result closed. */
  private static List<String> names(ResultSet rs, String column) throws SQLException {
    try (rs) {
      List<String> out = new ArrayList<>();
      while (rs.next()) {
        out.add(rs.getString(column));
      }
      return out;
    }
  }

  private static int count(ResultSet rs) throws SQLException {
    try (rs) {
      int n = 0;
      while (rs.next()) {
        n++;
      }
      return n;
    }
  }

  private static Connection connectWithin(String url, int seconds) throws Exception {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
    while (true) {
      try {
        return DriverManager.getConnection(url);
      } catch (SQLException e) {
        if (System.nanoTime() > end) {
          throw e;
        }
        Thread.sleep(500);
      }
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    }
  }

  private static String javaBin() {
    return System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
  }
}
