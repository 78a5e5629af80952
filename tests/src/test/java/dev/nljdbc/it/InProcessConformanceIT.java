package dev.nljdbc.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.TestDatabases.Scratch;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.sql.Array;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The in-process driver behaves like the target's own driver: every check runs through the
 * direct driver and through {@code jdbc:nl:} in-process, on PostgreSQL and MariaDB, and the two
 * outcomes must be identical (values, types, metadata, errors).
 */
class InProcessConformanceIT {
  private static final String UUID_TEXT = "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11";
  private static Scratch pg;
  private static Scratch maria;

  @FunctionalInterface
  interface Probe {
    void run(Connection c, List<String> out) throws Exception;
  }

  @BeforeAll
  static void createTables() throws SQLException {
    pg = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE t (id int primary key, ts timestamp(6), tm time(6), ttz timetz,"
            + " tstz timestamptz, num numeric(38,10), arr int[], txts text[], js json, jb jsonb,"
            + " u uuid, iv interval, ip inet, bin bytea, d date, big bigint, txt text not null)",
        "INSERT INTO t VALUES (1, '2024-03-15 10:11:12.123456', '10:11:12.654321',"
            + " '10:11:12.5+05:30', '2024-03-15 10:11:12.123456+02',"
            + " 1234567890123456789012345678.0123456789, '{1,2,3}', '{a,b}', '{\"a\":1}',"
            + " '{\"b\":2}', '" + UUID_TEXT + "', '1 day 02:03:04', '192.168.0.1/24',"
            + " '\\xdeadbeef', '2024-03-15', 9000000000, 'hello')",
        "INSERT INTO t (id, txt) VALUES (2, 'nulls')",
        "CREATE TABLE other (k int primary key, label varchar(10))",
        "CREATE TABLE many (n int primary key)",
        "INSERT INTO many SELECT g FROM generate_series(1, 12000) g");
    maria = TestDatabases.scratch(Kind.MARIADB,
        "CREATE TABLE t (id int primary key, ts datetime(6), tm time(6),"
            + " num decimal(38,10), b8 bit(8), yr year, ub bigint unsigned, js json,"
            + " u char(36), bin varbinary(16), d date, txt text not null, blb blob,"
            + " tstz timestamp(6) NULL)",
        "INSERT INTO t VALUES (1, '2024-03-15 10:11:12.123456', '10:11:12.654321',"
            + " 1234567890123456789012345678.0123456789, b'10100101', 2024,"
            + " 18446744073709551615, '{\"a\":1}', '" + UUID_TEXT + "', X'DEADBEEF',"
            + " '2024-03-15', 'hello', X'CAFE', '2024-03-15 10:11:12.123456')",
        "INSERT INTO t (id, txt) VALUES (2, 'nulls')",
        "CREATE TABLE other (k int primary key, label varchar(10))",
        "CREATE TABLE many (n int primary key)",
        "INSERT INTO many SELECT seq FROM seq_1_to_12000");
  }

  @AfterAll
  static void dropTables() throws SQLException {
    if (pg != null) {
      pg.close();
    }
    if (maria != null) {
      maria.close();
    }
  }

  private static Scratch scratch(Kind kind) {
    return kind == Kind.POSTGRESQL ? pg : maria;
  }

  /** Runs the probe directly and in-process and asserts identical outcomes. */
  private static List<String> same(Kind kind, Probe probe) throws Exception {
    List<String> direct = outcome(scratch(kind).url(), probe);
    List<String> nl = outcome(scratch(kind).nlUrl(), probe);
    assertEquals(direct, nl, kind + ": in-process differs from the direct driver");
    return nl;
  }

  private static List<String> outcome(String url, Probe probe) throws Exception {
    List<String> out = new ArrayList<>();
    try (Connection c = DriverManager.getConnection(url)) {
      probe.run(c, out);
    }
    return out;
  }

  // ---- types --------------------------------------------------------------------------------

  @ParameterizedTest
  @EnumSource(Kind.class)
  void resultSetMetaData_isTheTargets(Kind kind) throws Exception {
    List<String> out = same(kind, (c, o) -> {
      try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
          "SELECT * FROM t ORDER BY id")) {
        describe(rs.getMetaData(), o);
      }
    });
    assertTrue(out.stream().anyMatch(l -> l.startsWith("num ") && l.contains(" 38/10 ")),
        out.toString());
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void preparedStatementMetaData_isTheTargets(Kind kind) throws Exception {
    same(kind, (c, o) -> {
      try (PreparedStatement ps = c.prepareStatement("SELECT * FROM t WHERE id = ?")) {
        describe(ps.getMetaData(), o);
        o.add("params " + ps.getParameterMetaData().getParameterCount());
      }
    });
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void values_areTheTargets(Kind kind) throws Exception {
    List<String> out = same(kind, (c, o) -> {
      try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
          "SELECT * FROM t ORDER BY id")) {
        ResultSetMetaData md = rs.getMetaData();
        while (rs.next()) {
          for (int col = 1; col <= md.getColumnCount(); col++) {
            int i = col;
            o.add(md.getColumnLabel(i) + " string=" + attempt(() -> rs.getString(i))
                + " object=" + attempt(() -> render(rs.getObject(i)))
                + " bytes=" + attempt(() -> render(rs.getBytes(i))));
          }
        }
      }
    });
    assertTrue(out.stream().anyMatch(l -> l.startsWith("ts string=2024-03-15 10:11:12.123456 ")
        && l.contains("object=Timestamp:2024-03-15 10:11:12.123456 ")), out.toString());
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void getObjectWithClass_isTheTargets(Kind kind) throws Exception {
    List<Class<?>> classes = List.of(LocalDate.class, LocalDateTime.class, LocalTime.class,
        OffsetDateTime.class, UUID.class, BigDecimal.class, BigInteger.class, String.class,
        Long.class, Boolean.class, byte[].class);
    same(kind, (c, o) -> {
      try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
          "SELECT * FROM t WHERE id = 1")) {
        assertTrue(rs.next());
        ResultSetMetaData md = rs.getMetaData();
        for (int col = 1; col <= md.getColumnCount(); col++) {
          int i = col;
          for (Class<?> type : classes) {
            o.add(md.getColumnLabel(i) + " as " + type.getSimpleName() + "="
                + attempt(() -> render(rs.getObject(i, type))));
          }
        }
      }
    });
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void streamsLobsAndArrays_readAsTheTargets(Kind kind) throws Exception {
    same(kind, (c, o) -> {
      try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
          "SELECT * FROM t WHERE id = 1")) {
        assertTrue(rs.next());
        o.add("chars " + attempt(() -> read(rs.getCharacterStream("txt"))));
        o.add("binary " + attempt(() -> render(rs.getBinaryStream("bin").readAllBytes())));
        o.add("clob " + attempt(() -> render(rs.getClob("txt"))));
        o.add("blob " + attempt(() -> render(rs.getBlob("bin"))));
        if (kind == Kind.POSTGRESQL) {
          o.add("array " + attempt(() -> render(rs.getArray("arr"))));
          o.add("array rs " + attempt(() -> {
            try (ResultSet a = rs.getArray("txts").getResultSet()) {
              List<String> items = new ArrayList<>();
              while (a.next()) {
                items.add(a.getInt(1) + ":" + a.getString(2));
              }
              return items.toString();
            }
          }));
        }
      }
    });
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void setters_bindAsTheTargets(Kind kind) throws Exception {
    List<String> out = same(kind, (c, o) -> {
      bind(c, o, "SELECT id FROM t WHERE ts = ?",
          ps -> ps.setObject(1, LocalDateTime.parse("2024-03-15T10:11:12.123456")));
      bind(c, o, "SELECT id FROM t WHERE ts = ?",
          ps -> ps.setTimestamp(1, Timestamp.valueOf("2024-03-15 10:11:12.123456")));
      bind(c, o, "SELECT id FROM t WHERE tm = ?",
          ps -> ps.setObject(1, LocalTime.parse("10:11:12.654321")));
      bind(c, o, "SELECT id FROM t WHERE d = ?", ps -> ps.setObject(1, LocalDate.of(2024, 3, 15)));
      bind(c, o, "SELECT id FROM t WHERE d = ?",
          ps -> ps.setDate(1, java.sql.Date.valueOf("2024-03-15")));
      bind(c, o, "SELECT id FROM t WHERE num = ?",
          ps -> ps.setBigDecimal(1, new BigDecimal("1234567890123456789012345678.0123456789")));
      bind(c, o, "SELECT id FROM t WHERE txt = ?",
          ps -> ps.setCharacterStream(1, new StringReader("hello")));
      bind(c, o, "SELECT id FROM t WHERE txt = ?",
          ps -> ps.setCharacterStream(1, new StringReader("hello"), 5));
      bind(c, o, "SELECT id FROM t WHERE bin = ?",
          ps -> ps.setBinaryStream(1, new ByteArrayInputStream(HexFormat.of()
              .parseHex("deadbeef"))));
      bind(c, o, "SELECT id FROM t WHERE bin = ?",
          ps -> ps.setBytes(1, HexFormat.of().parseHex("deadbeef")));
      bind(c, o, "SELECT id FROM t WHERE txt = ?", ps -> ps.setClob(1, new StringReader("hello")));
      bind(c, o, "SELECT id FROM t WHERE txt = ?", ps -> ps.setNString(1, "hello"));
      bind(c, o, "SELECT id FROM t WHERE id = ?", ps -> ps.setObject(1, 1L));
      bind(c, o, "SELECT id FROM t WHERE id = ?", ps -> ps.setNull(1, java.sql.Types.INTEGER));
      if (kind == Kind.POSTGRESQL) {
        bind(c, o, "SELECT id FROM t WHERE tstz = ?",
            ps -> ps.setObject(1, OffsetDateTime.of(2024, 3, 15, 8, 11, 12, 123456000,
                ZoneOffset.UTC)));
        bind(c, o, "SELECT id FROM t WHERE u = ?",
            ps -> ps.setObject(1, UUID.fromString(UUID_TEXT)));
        bind(c, o, "SELECT id FROM t WHERE big = ?",
            ps -> ps.setObject(1, BigInteger.valueOf(9_000_000_000L)));
        bind(c, o, "SELECT id FROM t WHERE arr = ?",
            ps -> ps.setArray(1, c.createArrayOf("int4", new Integer[] {1, 2, 3})));
      } else {
        bind(c, o, "SELECT id FROM t WHERE ub = ?",
            ps -> ps.setObject(1, new BigInteger("18446744073709551615")));
        bind(c, o, "SELECT id FROM t WHERE blb = ?",
            ps -> ps.setBlob(1, new ByteArrayInputStream(HexFormat.of().parseHex("cafe"))));
        bind(c, o, "SELECT id FROM t WHERE u = ?", ps -> ps.setObject(1, UUID_TEXT));
      }
    });
    assertTrue(out.get(0).endsWith("[1]"), "microseconds bind: " + out);
  }

  // ---- statements ---------------------------------------------------------------------------

  @ParameterizedTest
  @EnumSource(Kind.class)
  void setMaxRows_onBothStatementKinds(Kind kind) throws Exception {
    same(kind, (c, o) -> {
      try (Statement s = c.createStatement()) {
        s.setMaxRows(3);
        o.add("statement " + count(s.executeQuery("SELECT n FROM many ORDER BY n")) + " "
            + s.getMaxRows());
        s.setMaxRows(0);
        o.add("statement unlimited " + count(s.executeQuery("SELECT n FROM many")));
      }
      try (PreparedStatement ps = c.prepareStatement("SELECT n FROM many WHERE n > ?")) {
        ps.setInt(1, 10);
        ps.setMaxRows(2);
        o.add("prepared " + count(ps.executeQuery()));
        ps.setMaxRows(0);
        o.add("prepared unlimited " + count(ps.executeQuery()));
      }
    });
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void moreResultsAndUpdateCount_followJdbc(Kind kind) throws Exception {
    same(kind, (c, o) -> {
      try (Statement s = c.createStatement()) {
        o.add("execute " + s.execute("SELECT id FROM t"));
        o.add("update count " + s.getUpdateCount());
        ResultSet first = s.getResultSet();
        o.add("result " + (first != null) + " same statement " + (first.getStatement() == s));
        o.add("more " + s.getMoreResults());
        o.add("first closed " + first.isClosed());
        o.add("update count " + s.getUpdateCount());
        o.add("result " + s.getResultSet());
      }
      try (PreparedStatement ps = c.prepareStatement("SELECT id FROM t")) {
        o.add("execute " + ps.execute());
        o.add("update count " + ps.getUpdateCount());
        o.add("more " + ps.getMoreResults());
        o.add("update count " + ps.getUpdateCount());
      }
    });
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void resultAndMetadata_leadBackToTheCallersObjects(Kind kind) throws Exception {
    try (Connection c = DriverManager.getConnection(scratch(kind).nlUrl());
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT id FROM t");
        PreparedStatement ps = c.prepareStatement("SELECT id FROM t WHERE id = ?")) {
      assertSame(s, rs.getStatement());
      assertSame(c, rs.getStatement().getConnection());
      assertSame(c, c.getMetaData().getConnection());
      ps.setInt(1, 1);
      try (ResultSet p = ps.executeQuery()) {
        assertSame(ps, p.getStatement());
      }
      try (ResultSet tables = c.getMetaData().getTables(null, null, "t", null)) {
        assertTrue(tables.getStatement() == null || tables.getStatement().getConnection() == c);
      }
      if (kind == Kind.POSTGRESQL) {
        try (Statement other = c.createStatement();
            ResultSet arrays = other.executeQuery("SELECT arr FROM t WHERE id = 1")) {
          assertTrue(arrays.next());
          for (Array a : List.of(arrays.getArray(1), (Array) arrays.getObject(1))) {
            try (ResultSet items = a.getResultSet()) {
              assertTrue(items.getStatement() == null
                  || items.getStatement().getConnection() == c, "an array leads back to nljdbc");
            }
          }
        }
      }
    }
  }

  @Test
  void cancel_fromAnotherThread_stopsTheQueryOnPostgres() throws Exception {
    String marker = "2000000017";
    String sql = "SELECT count(*) FROM generate_series(1, " + marker + ") g";
    List<String> outcomes = new ArrayList<>();
    for (String url : List.of(pg.url(), pg.nlUrl())) {
      try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
        CompletableFuture<Void> cancel = CompletableFuture.runAsync(() -> {
          try {
            awaitRunning(marker);
            s.cancel();
          } catch (Exception e) {
            throw new IllegalStateException(e);
          }
        });
        long started = System.nanoTime();
        SQLException e = assertThrows(SQLException.class, () -> s.executeQuery(sql));
        cancel.get(20, TimeUnit.SECONDS);
        assertTrue(System.nanoTime() - started < TimeUnit.SECONDS.toNanos(20));
        outcomes.add(e.getSQLState());
        assertEquals(0, running(marker), "the cancelled query still runs");
        try (ResultSet rs = s.executeQuery("SELECT 1")) {
          assertTrue(rs.next());
        }
      }
    }
    assertEquals(outcomes.get(0), outcomes.get(1));
  }

  @Test
  void queryTimeout_reachesTheTarget() throws Exception {
    String marker = "2000000019";
    try (Connection c = DriverManager.getConnection(pg.nlUrl());
        PreparedStatement ps = c.prepareStatement(
            "SELECT count(*) FROM generate_series(1, " + marker + ") g WHERE ? > 0")) {
      ps.setInt(1, 1);
      ps.setQueryTimeout(1);
      assertEquals(1, ps.getQueryTimeout());
      long started = System.nanoTime();
      SQLException e = assertThrows(SQLException.class, ps::executeQuery);
      assertEquals("HYT00", e.getSQLState());
      assertTrue(System.nanoTime() - started < TimeUnit.SECONDS.toNanos(10));
      assertEquals(0, running(marker), "the timed-out query still runs");
      ps.setQueryTimeout(0);
      ps.setMaxRows(1);
      try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT 1")) {
        assertTrue(rs.next());
      }
    }
  }

  @Test
  void limitsQueryTimeout_cancelsTheTargetQuery() throws Exception {
    String marker = "2000000023";
    Properties limits = new Properties();
    limits.setProperty("limits.queryTimeout", "1s");
    try (Connection c = DriverManager.getConnection(pg.nlUrl(), limits);
        Statement s = c.createStatement()) {
      long started = System.nanoTime();
      SQLException e = assertThrows(SQLException.class, () -> s.executeQuery(
          "SELECT count(*) FROM generate_series(1, " + marker + ") g"));
      assertEquals("HYT00", e.getSQLState(), e.getMessage());
      assertTrue(System.nanoTime() - started < TimeUnit.SECONDS.toNanos(10));
      assertEquals(0, running(marker), "the timed-out query still runs");
      assertEquals(0, s.getQueryTimeout(), "the limit is not the client's own timeout");
      try (ResultSet rs = s.executeQuery("SELECT 1")) {
        assertTrue(rs.next());
      }
    }
  }

  // ---- row caps -----------------------------------------------------------------------------

  @ParameterizedTest
  @EnumSource(Kind.class)
  void clientSql_isNotCappedUnlessLimitsMaxRowsIsSet(Kind kind) throws Exception {
    try (Connection c = DriverManager.getConnection(scratch(kind).nlUrl());
        Statement s = c.createStatement()) {
      assertEquals(12000, count(s.executeQuery("SELECT n FROM many")));
      assertNull(s.getWarnings());
    }
    Properties capped = new Properties();
    capped.setProperty("limits.maxRows", "5");
    try (Connection c = DriverManager.getConnection(scratch(kind).nlUrl(), capped);
        Statement s = c.createStatement();
        PreparedStatement ps = c.prepareStatement("SELECT n FROM many WHERE n > ?")) {
      assertEquals(5, count(s.executeQuery("SELECT n FROM many")));
      SQLWarning w = s.getWarnings();
      assertNotNull(w, "a cut result carries a warning");
      assertTrue(w.getMessage().contains("limits.maxRows") && w.getMessage().contains("5"),
          w.getMessage());
      s.setMaxRows(3);
      assertEquals(3, count(s.executeQuery("SELECT n FROM many")));
      SQLWarning own = s.getWarnings();
      assertNotNull(own, "a cut by the statement's own maxRows carries a warning too");
      assertTrue(own.getMessage().contains("setMaxRows"), own.getMessage());
      s.setMaxRows(0);
      assertEquals(5, count(s.executeQuery("SELECT n FROM many WHERE n <= 5")));
      assertNull(s.getWarnings(), "exactly the cap's rows are not a cut");
      ps.setInt(1, 0);
      ResultSet rs = ps.executeQuery();
      assertEquals(5, count(rs));
      assertNotNull(ps.getWarnings());
    }
  }

  // ---- metadata -----------------------------------------------------------------------------

  @ParameterizedTest
  @EnumSource(Kind.class)
  void nestedMetadataLoops_work(Kind kind) throws Exception {
    List<String> out = same(kind, (c, o) -> {
      DatabaseMetaData md = c.getMetaData();
      String catalog = kind == Kind.MARIADB ? scratch(kind).name() : null;
      String schema = kind == Kind.POSTGRESQL ? scratch(kind).name() : null;
      try (ResultSet tables = md.getTables(catalog, schema, "%", new String[] {"TABLE"})) {
        while (tables.next()) {
          String table = tables.getString("TABLE_NAME");
          try (ResultSet cols = md.getColumns(catalog, schema, table, "%");
              ResultSet keys = md.getPrimaryKeys(catalog, schema, table)) {
            List<String> names = new ArrayList<>();
            while (cols.next()) {
              names.add(cols.getString("COLUMN_NAME") + ":" + cols.getString("TYPE_NAME"));
            }
            List<String> key = new ArrayList<>();
            while (keys.next()) {
              key.add(keys.getString("COLUMN_NAME"));
            }
            o.add(table + " " + names + " key " + key);
          }
        }
      }
    });
    assertEquals(3, out.size(), out.toString());
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void identifierFlagsAndQuote_areTheTargets(Kind kind) throws Exception {
    List<String> out = same(kind, (c, o) -> {
      DatabaseMetaData md = c.getMetaData();
      o.add("product " + md.getDatabaseProductName() + " " + md.getDatabaseProductVersion());
      o.add("upper " + md.storesUpperCaseIdentifiers() + " lower " + md.storesLowerCaseIdentifiers()
          + " mixed " + md.storesMixedCaseIdentifiers() + " supportsMixed "
          + md.supportsMixedCaseIdentifiers());
      o.add("quoted upper " + md.storesUpperCaseQuotedIdentifiers() + " lower "
          + md.storesLowerCaseQuotedIdentifiers() + " mixed "
          + md.storesMixedCaseQuotedIdentifiers() + " supportsMixed "
          + md.supportsMixedCaseQuotedIdentifiers());
      o.add("quote " + md.getIdentifierQuoteString());
      o.add("terms " + md.getCatalogTerm() + " " + md.getSchemaTerm());
      o.add("separator " + md.getCatalogSeparator() + " escape " + md.getSearchStringEscape());
    });
    if (kind == Kind.POSTGRESQL) {
      assertTrue(out.contains("upper false lower true mixed false supportsMixed false"), out.toString());
    } else {
      assertTrue(out.contains("quote `"), out.toString());
    }
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void catalogSchemaUserAndIsolation_atConnect(Kind kind) throws Exception {
    List<String> out = same(kind, (c, o) -> {
      o.add("catalog " + c.getCatalog());
      o.add("schema " + c.getSchema());
      o.add("user " + c.getMetaData().getUserName());
      o.add("isolation " + c.getTransactionIsolation());
    });
    assertFalse(out.contains("user null"), out.toString());
  }

  // ---- generated SQL and local results ------------------------------------------------------

  @Test
  void generatedSql_isCappedWithAWarning_andCommandsAnswerLocally() throws Exception {
    Properties capped = new Properties();
    capped.setProperty("limits.maxRows", "2");
    try (Connection c = DriverManager.getConnection("jdbc:nl:demo", capped);
        Statement s = c.createStatement()) {
      try (ResultSet rs = s.executeQuery("top 5 customers by total amount")) {
        assertSame(s, rs.getStatement());
        assertEquals(2, count(rs));
      }
      SQLWarning ran = s.getWarnings();
      assertNotNull(ran);
      assertTrue(ran.getMessage().startsWith("nljdbc ran: SELECT"), ran.getMessage());
      SQLWarning cut = ran.getNextWarning();
      assertNotNull(cut, "the cut result carries a warning");
      assertTrue(cut.getMessage().contains("limits.maxRows"), cut.getMessage());
      try (ResultSet history = s.executeQuery("/history")) {
        assertSame(s, history.getStatement());
        ResultSetMetaData md = history.getMetaData();
        assertEquals("TURN", md.getColumnLabel(1));
        assertEquals(java.sql.Types.INTEGER, md.getColumnType(1));
        assertEquals("CREATED_AT", md.getColumnLabel(9));
        assertEquals(java.sql.Types.TIMESTAMP, md.getColumnType(9));
        assertTrue(history.next());
        assertEquals(1, history.getInt("TURN"));
        assertTrue(history.getString("SQL").startsWith("SELECT"), history.getString("SQL"));
        assertNotNull(history.getTimestamp("CREATED_AT"));
      }
      assertNull(s.getWarnings(), "a command's answer carries no warning");
      s.setMaxRows(1);
      assertEquals(1, count(s.executeQuery("SELECT * FROM customers")), "setMaxRows on H2");
    }
  }

  // ---- tenant mode --------------------------------------------------------------------------

  @Test
  void tenantMode_refusesWhatReachesTheTargetConnection() throws Exception {
    Properties tenant = new Properties();
    tenant.setProperty("tenant.column", "id");
    tenant.setProperty("tenant.value", "1");
    try (Connection c = DriverManager.getConnection(pg.nlUrl(), tenant);
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT id FROM t")) {
      assertEquals(1, count(rs));
      assertEquals("42501", assertThrows(SQLException.class,
          () -> c.unwrap(org.postgresql.PGConnection.class)).getSQLState());
      assertFalse(c.isWrapperFor(org.postgresql.PGConnection.class));
      assertEquals("42501", assertThrows(SQLException.class,
          () -> c.getMetaData().unwrap(org.postgresql.jdbc.PgDatabaseMetaData.class))
          .getSQLState());
      assertEquals("42501", assertThrows(SQLException.class,
          () -> c.setSchema("public")).getSQLState());
      assertEquals("42501", assertThrows(SQLException.class,
          () -> c.setCatalog("postgres")).getSQLState());
      try (ResultSet again = s.executeQuery("SELECT id FROM t")) {
        assertEquals("42501", assertThrows(SQLException.class,
            () -> again.unwrap(org.postgresql.jdbc.PgResultSet.class)).getSQLState());
      }
      assertEquals("42501", assertThrows(SQLException.class, () -> c.prepareCall("{call f()}"))
          .getSQLState());
      try (ResultSet rows = s.executeQuery("SELECT id FROM t")) {
        assertEquals(1, count(rows), "the connection keeps working");
      }
    }
    try (Connection c = DriverManager.getConnection(pg.nlUrl())) {
      assertNotNull(c.unwrap(org.postgresql.PGConnection.class));
    }
  }

  // ---- helpers ------------------------------------------------------------------------------

  @FunctionalInterface
  interface Binder {
    void bind(PreparedStatement ps) throws Exception;
  }

  @FunctionalInterface
  interface Attempt {
    Object get() throws Exception;
  }

  private static void bind(Connection c, List<String> out, String sql, Binder binder) {
    out.add(sql + " -> " + attempt(() -> {
      try (PreparedStatement ps = c.prepareStatement(sql)) {
        binder.bind(ps);
        List<Integer> ids = new ArrayList<>();
        try (ResultSet rs = ps.executeQuery()) {
          while (rs.next()) {
            ids.add(rs.getInt(1));
          }
        }
        return ids;
      }
    }));
  }

  private static String attempt(Attempt a) {
    try {
      return String.valueOf(a.get());
    } catch (SQLException e) {
      return "error " + e.getSQLState();
    } catch (Exception e) {
      return "error " + e.getClass().getSimpleName();
    }
  }

  private static void describe(ResultSetMetaData md, List<String> out) throws SQLException {
    for (int i = 1; i <= md.getColumnCount(); i++) {
      out.add(md.getColumnLabel(i) + " " + md.getColumnType(i) + " " + md.getColumnTypeName(i)
          + " " + md.getPrecision(i) + "/" + md.getScale(i) + " nullable " + md.isNullable(i)
          + " signed " + md.isSigned(i) + " class " + md.getColumnClassName(i));
    }
  }

  private static String render(Object v) throws Exception {
    if (v == null) {
      return "null";
    }
    if (v instanceof byte[] b) {
      return "bytes:" + HexFormat.of().formatHex(b);
    }
    if (v instanceof Array a) {
      return "array:" + a.getBaseTypeName() + Arrays.deepToString((Object[]) a.getArray());
    }
    if (v instanceof Blob b) {
      return "blob:" + HexFormat.of().formatHex(b.getBytes(1, (int) b.length()));
    }
    if (v instanceof Clob c) {
      return "clob:" + c.getSubString(1, (int) c.length());
    }
    if (v instanceof Object[] a) {
      return Arrays.deepToString(a);
    }
    return v.getClass().getSimpleName() + ":" + v;
  }

  private static String read(Reader r) throws IOException {
    StringBuilder sb = new StringBuilder();
    char[] buf = new char[64];
    for (int n; (n = r.read(buf)) > 0; ) {
      sb.append(buf, 0, n);
    }
    return sb.toString();
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

  private static void awaitRunning(String marker) throws Exception {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (running(marker) == 0) {
      if (System.nanoTime() > until) {
        throw new IllegalStateException("the query never started");
      }
      Thread.sleep(20);
    }
    Thread.sleep(100);
  }

  private static int running(String marker) throws SQLException {
    try (Connection d = TestDatabases.direct(Kind.POSTGRESQL);
        PreparedStatement ps = d.prepareStatement("SELECT count(*) FROM pg_stat_activity"
            + " WHERE state = 'active' AND pid <> pg_backend_pid() AND query LIKE ?")) {
      ps.setString(1, "%generate_series(1, " + marker + ")%");
      try (ResultSet rs = ps.executeQuery()) {
        rs.next();
        return rs.getInt(1);
      }
    }
  }
}
