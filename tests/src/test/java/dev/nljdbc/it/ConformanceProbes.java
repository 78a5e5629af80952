package dev.nljdbc.it;

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
import java.util.UUID;
import java.util.concurrent.TimeUnit;

/**
 * The conformance suite's tables and probes, shared by the in-process and the remote suite: each
 * probe runs on a connection and writes what it saw as lines, so that two connections' outcomes
 * compare line by line.
 */
public final class ConformanceProbes {
  /** The uuid stored in both targets' fixture row. */
  public static final String UUID_TEXT = "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11";

  /** Something run on a connection that writes what it saw. */
  @FunctionalInterface
  public interface Probe {
    void run(Connection c, List<String> out) throws Exception;
  }

  @FunctionalInterface
  interface Binder {
    void bind(PreparedStatement ps) throws Exception;
  }

  /** A step that may fail; its failure becomes part of the outcome. */
  @FunctionalInterface
  public interface Attempt {
    Object get() throws Exception;
  }

  private ConformanceProbes() {
  }

  /** A scratch schema (PostgreSQL) or database (MariaDB) with the suite's tables. */
  public static Scratch tables(Kind kind) throws SQLException {
    if (kind == Kind.POSTGRESQL) {
      return TestDatabases.scratch(Kind.POSTGRESQL,
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
    }
    return TestDatabases.scratch(Kind.MARIADB,
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

  /** What the probe saw on a fresh connection to the URL. */
  public static List<String> outcome(String url, Probe probe) throws Exception {
    List<String> out = new ArrayList<>();
    try (Connection c = DriverManager.getConnection(url)) {
      probe.run(c, out);
    }
    return out;
  }

  // ---- types --------------------------------------------------------------------------------

  /** The result set metadata of every column of the fixture table. */
  public static Probe resultSetMetaData() {
    return (c, o) -> {
      try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
          "SELECT * FROM t ORDER BY id")) {
        describe(rs.getMetaData(), o);
      }
    };
  }

  /** A prepared statement's result and parameter metadata before it runs. */
  public static Probe preparedStatementMetaData() {
    return (c, o) -> {
      try (PreparedStatement ps = c.prepareStatement("SELECT * FROM t WHERE id = ?")) {
        describe(ps.getMetaData(), o);
        o.add("params " + ps.getParameterMetaData().getParameterCount());
      }
    };
  }

  /** getString, getObject and getBytes of every value. */
  public static Probe values() {
    return (c, o) -> {
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
    };
  }

  /** getObject(i, Class) of every value of the first row, for the JDBC 4.2 classes. */
  public static Probe objectsByClass() {
    List<Class<?>> classes = List.of(LocalDate.class, LocalDateTime.class, LocalTime.class,
        OffsetDateTime.class, UUID.class, BigDecimal.class, BigInteger.class, String.class,
        Long.class, Boolean.class, byte[].class);
    return (c, o) -> {
      try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
          "SELECT * FROM t WHERE id = 1")) {
        if (!rs.next()) {
          throw new IllegalStateException("no row");
        }
        ResultSetMetaData md = rs.getMetaData();
        for (int col = 1; col <= md.getColumnCount(); col++) {
          int i = col;
          for (Class<?> type : classes) {
            o.add(md.getColumnLabel(i) + " as " + type.getSimpleName() + "="
                + attempt(() -> render(rs.getObject(i, type))));
          }
        }
      }
    };
  }

  /** Streams, lobs and (PostgreSQL) arrays read from the first row. */
  public static Probe streamsLobsAndArrays(Kind kind) {
    return (c, o) -> {
      try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(
          "SELECT * FROM t WHERE id = 1")) {
        if (!rs.next()) {
          throw new IllegalStateException("no row");
        }
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
    };
  }

  /** Which rows match a parameter bound by each setter; the first binds microseconds. */
  public static Probe setters(Kind kind) {
    return (c, o) -> {
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
    };
  }

  // ---- statements ---------------------------------------------------------------------------

  /** setMaxRows on a statement and on a prepared statement, and back to unlimited. */
  public static Probe maxRows() {
    return (c, o) -> {
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
    };
  }

  /** execute, getResultSet, getMoreResults and getUpdateCount on both statement kinds. */
  public static Probe moreResultsAndUpdateCount() {
    return (c, o) -> {
      try (Statement s = c.createStatement()) {
        o.add("execute " + s.execute("SELECT id FROM t"));
        o.add("update count " + s.getUpdateCount());
        ResultSet first = s.getResultSet();
        o.add("result " + (first != null) + " same statement "
            + (first != null && first.getStatement() == s));
        o.add("more " + s.getMoreResults());
        o.add("first closed " + (first != null && first.isClosed()));
        o.add("update count " + s.getUpdateCount());
        o.add("result " + s.getResultSet());
      }
      try (PreparedStatement ps = c.prepareStatement("SELECT id FROM t")) {
        o.add("execute " + ps.execute());
        o.add("update count " + ps.getUpdateCount());
        o.add("more " + ps.getMoreResults());
        o.add("update count " + ps.getUpdateCount());
      }
    };
  }

  // ---- metadata -----------------------------------------------------------------------------

  /**
   * The columns and keys of every table, read while the table list is still open (as tools walk
   * a schema), with the precision and scale of every column.
   */
  public static Probe nestedMetadataLoops(Kind kind, String scratchName) {
    return (c, o) -> {
      DatabaseMetaData md = c.getMetaData();
      String catalog = kind == Kind.MARIADB ? scratchName : null;
      String schema = kind == Kind.POSTGRESQL ? scratchName : null;
      try (ResultSet tables = md.getTables(catalog, schema, "%", new String[] {"TABLE"})) {
        while (tables.next()) {
          String table = tables.getString("TABLE_NAME");
          try (ResultSet cols = md.getColumns(catalog, schema, table, "%");
              ResultSet keys = md.getPrimaryKeys(catalog, schema, table)) {
            List<String> names = new ArrayList<>();
            while (cols.next()) {
              names.add(cols.getString("COLUMN_NAME") + ":" + cols.getString("TYPE_NAME") + ":"
                  + cols.getInt("DATA_TYPE") + ":" + cols.getInt("COLUMN_SIZE") + "/"
                  + cols.getInt("DECIMAL_DIGITS"));
            }
            List<String> key = new ArrayList<>();
            while (keys.next()) {
              key.add(keys.getString("COLUMN_NAME"));
            }
            o.add(table + " " + names + " key " + key);
          }
        }
      }
    };
  }

  /** The identifier case flags, quote string, terms, separator and escape. */
  public static Probe identifierFlagsAndQuote() {
    return (c, o) -> {
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
    };
  }

  /** Catalog, schema, user and isolation level right after connecting. */
  public static Probe catalogSchemaUserAndIsolation() {
    return (c, o) -> {
      o.add("catalog " + c.getCatalog());
      o.add("schema " + c.getSchema());
      o.add("user " + c.getMetaData().getUserName());
      o.add("isolation " + c.getTransactionIsolation());
    };
  }

  // ---- helpers ------------------------------------------------------------------------------

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

  /** The step's value as text, or its failure's SQLState or class. */
  public static String attempt(Attempt a) {
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

  /** A value as its class and text; bytes, arrays and lobs by their content. */
  public static String render(Object v) throws Exception {
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

  /** How many rows the result has; it is closed afterwards. */
  public static int count(ResultSet rs) throws SQLException {
    try (rs) {
      int n = 0;
      while (rs.next()) {
        n++;
      }
      return n;
    }
  }

  /** Waits until a PostgreSQL query containing the marker runs, for at most 10 seconds. */
  public static void awaitRunning(String marker) throws Exception {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (running(marker) == 0) {
      if (System.nanoTime() > until) {
        throw new IllegalStateException("the query never started");
      }
      Thread.sleep(20);
    }
    Thread.sleep(100);
  }

  /** How many PostgreSQL queries containing the marker run right now. */
  public static int running(String marker) throws SQLException {
    try (Connection d = TestDatabases.direct(Kind.POSTGRESQL);
        PreparedStatement ps = d.prepareStatement("SELECT count(*) FROM pg_stat_activity"
            + " WHERE state = 'active' AND pid <> pg_backend_pid() AND query LIKE ?")) {
      ps.setString(1, "%" + marker + "%");
      try (ResultSet rs = ps.executeQuery()) {
        rs.next();
        return rs.getInt(1);
      }
    }
  }
}
