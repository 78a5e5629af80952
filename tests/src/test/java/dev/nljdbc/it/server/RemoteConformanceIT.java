package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.ConformanceProbes;
import dev.nljdbc.it.ConformanceProbes.Probe;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.TestDatabases.Scratch;
import dev.nljdbc.server.NljdbcServer;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The conformance suite of {@code InProcessConformanceIT} in remote mode: the same probes run
 * through the direct driver and through {@code jdbc:nl:remote:} against an nljdbc server over
 * the same tables, on PostgreSQL and MariaDB. Every line that differs must be explained by one
 * of the limits docs/dbeaver.md lists under "Remote mode limits" ({@link Limit}), and each
 * probe shows exactly the limits it is expected to show: those, and nothing more.
 */
class RemoteConformanceIT {
  private static final Map<Kind, Scratch> TABLES = new EnumMap<>(Kind.class);
  private static final Map<Kind, NljdbcServer> SERVERS = new EnumMap<>(Kind.class);

  /** Columns of the fixture whose type Avatica does not carry as the target's own. */
  private static final Map<Kind, Set<String>> OUTSIDE_TYPE_SET = Map.of(
      Kind.POSTGRESQL, Set.of("arr", "txts", "js", "jb", "u", "iv", "ip"),
      Kind.MARIADB, Set.of("b8", "yr", "ub", "js", "u"));
  /** Columns whose value carries a time zone offset. */
  private static final Map<Kind, Set<String>> WITH_OFFSET = Map.of(
      Kind.POSTGRESQL, Set.of("ttz", "tstz"), Kind.MARIADB, Set.of());
  /** Binary columns whose target driver renders getString its own way. */
  private static final Map<Kind, Set<String>> BINARY_RENDERED = Map.of(
      Kind.POSTGRESQL, Set.of("bin"), Kind.MARIADB, Set.of("b8"));
  /** Columns whose fixture value has more than millisecond precision. */
  private static final Set<String> SUB_MILLISECOND = Set.of("ts", "tm", "tstz");

  private static final Pattern DESCRIBED = Pattern.compile(
      "^(\\S+) (-?\\d+) (.+) (\\d+)/(\\d+) nullable (\\d) signed (\\w+) class (\\S+)$");
  private static final Pattern VALUES = Pattern.compile(
      "^(\\S+) string=(.*) object=(.*) bytes=(.*)$", Pattern.DOTALL);
  private static final Pattern BY_CLASS = Pattern.compile("^(\\S+) as (\\S+)=(.*)$");
  private static final Pattern BOUND = Pattern.compile(
      "^SELECT id FROM t WHERE (\\S+) = \\? -> (.*)$");
  private static final Pattern FRACTION = Pattern.compile("(\\d\\d:\\d\\d:\\d\\d\\.\\d{3})\\d+");
  private static final Pattern HEX = Pattern.compile("bytes:([0-9a-f]+)");

  /** What the Avatica protocol cannot carry; each is a bullet of docs/dbeaver.md. */
  enum Limit {
    /** Times and timestamps are milliseconds, on read and on bind; precision is 3 digits. */
    MILLISECONDS,
    /** timetz and timestamptz arrive as TIME and TIMESTAMP, without their offset. */
    TIME_ZONE_OFFSETS,
    /** Types outside Avatica's set arrive as text, DECIMAL, bytes or DATE; no arrays. */
    TYPE_SET,
    /** getString of a binary value is its bytes decoded, not the target's rendering. */
    BINARY_AS_TEXT,
    /** getObject(i, Class) converts by nljdbc's table; what it refuses fails with 22023. */
    CONVERSIONS,
    /** One client for every target: getBytes of text, lobs, setNString/setClob all work. */
    ONE_CLIENT
  }

  @BeforeAll
  static void start() throws SQLException {
    for (Kind kind : Kind.values()) {
      Scratch tables = ConformanceProbes.tables(kind);
      TABLES.put(kind, tables);
      SERVERS.put(kind, TestServers.start(tables.url()));
    }
  }

  @AfterAll
  static void stop() throws SQLException {
    for (NljdbcServer server : SERVERS.values()) {
      server.stop();
    }
    for (Scratch tables : TABLES.values()) {
      tables.close();
    }
  }

  // ---- types --------------------------------------------------------------------------------

  @ParameterizedTest
  @EnumSource(Kind.class)
  void resultSetMetaData_isTheTargetsWithinTheLimits(Kind kind) throws Exception {
    List<String> remote = conforms(kind, ConformanceProbes.resultSetMetaData(),
        Limit.MILLISECONDS, Limit.TYPE_SET);
    assertTrue(remote.stream().anyMatch(l -> l.startsWith("num ") && l.contains(" 38/10 ")),
        "numeric precision and scale: " + remote);
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void preparedStatementMetaData_isTheTargetsWithinTheLimits(Kind kind) throws Exception {
    List<String> remote = conforms(kind, ConformanceProbes.preparedStatementMetaData(),
        Limit.MILLISECONDS, Limit.TYPE_SET);
    assertTrue(remote.size() > 10 && remote.get(0).startsWith("id "), remote.toString());
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void values_areTheTargetsWithinTheLimits(Kind kind) throws Exception {
    if (kind == Kind.POSTGRESQL) {
      conforms(kind, ConformanceProbes.values(), Limit.MILLISECONDS, Limit.TIME_ZONE_OFFSETS,
          Limit.TYPE_SET, Limit.BINARY_AS_TEXT);
    } else {
      conforms(kind, ConformanceProbes.values(), Limit.MILLISECONDS, Limit.TYPE_SET,
          Limit.BINARY_AS_TEXT, Limit.ONE_CLIENT);
    }
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void getObjectWithClass_isTheTargetsWithinTheLimits(Kind kind) throws Exception {
    List<String> remote;
    if (kind == Kind.POSTGRESQL) {
      remote = conforms(kind, ConformanceProbes.objectsByClass(), Limit.MILLISECONDS,
          Limit.TIME_ZONE_OFFSETS, Limit.TYPE_SET, Limit.BINARY_AS_TEXT, Limit.CONVERSIONS);
      assertTrue(remote.contains("u as UUID=UUID:" + ConformanceProbes.UUID_TEXT), "uuid text");
      assertTrue(remote.contains(
          "tstz as OffsetDateTime=OffsetDateTime:2024-03-15T08:11:12.123Z"), "timestamptz");
    } else {
      remote = conforms(kind, ConformanceProbes.objectsByClass(), Limit.MILLISECONDS,
          Limit.TYPE_SET, Limit.CONVERSIONS);
    }
    assertTrue(remote.contains("ts as LocalDateTime=LocalDateTime:2024-03-15T10:11:12.123"));
    assertTrue(remote.contains("ts as OffsetDateTime=OffsetDateTime:2024-03-15T10:11:12.123Z"));
    assertTrue(remote.contains("d as LocalDate=LocalDate:2024-03-15"), remote.toString());
    assertTrue(remote.contains(
        "num as BigDecimal=BigDecimal:1234567890123456789012345678.0123456789"));
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void streamsLobsAndArrays_readAsTheTargetsWithinTheLimits(Kind kind) throws Exception {
    if (kind == Kind.POSTGRESQL) {
      conforms(kind, ConformanceProbes.streamsLobsAndArrays(kind), Limit.TYPE_SET,
          Limit.ONE_CLIENT);
    } else {
      conforms(kind, ConformanceProbes.streamsLobsAndArrays(kind), Limit.ONE_CLIENT);
    }
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void setters_bindAsTheTargetsWithinTheLimits(Kind kind) throws Exception {
    List<String> remote;
    if (kind == Kind.POSTGRESQL) {
      remote = conforms(kind, ConformanceProbes.setters(kind), Limit.MILLISECONDS,
          Limit.TYPE_SET, Limit.ONE_CLIENT);
    } else {
      remote = conforms(kind, ConformanceProbes.setters(kind), Limit.MILLISECONDS);
    }
    assertEquals("SELECT id FROM t WHERE ts = ? -> []", remote.get(0),
        "the bound microseconds are cut, so the row does not match");
  }

  // ---- statements and metadata: no limits ---------------------------------------------------

  @ParameterizedTest
  @EnumSource(Kind.class)
  void setMaxRows_onBothStatementKinds(Kind kind) throws Exception {
    conforms(kind, ConformanceProbes.maxRows());
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void moreResultsAndUpdateCount_followJdbc(Kind kind) throws Exception {
    conforms(kind, ConformanceProbes.moreResultsAndUpdateCount());
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void nestedMetadataLoops_keepSeveralResultsOpen(Kind kind) throws Exception {
    List<String> remote = conforms(kind,
        ConformanceProbes.nestedMetadataLoops(kind, TABLES.get(kind).name()));
    assertEquals(3, remote.size(), remote.toString());
    assertTrue(remote.stream().anyMatch(l -> l.contains(kind == Kind.POSTGRESQL
        ? "num:numeric:2:38/10" : "num:DECIMAL:3:38/10")), remote.toString());
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void identifierFlagsAndQuote_areTheTargets(Kind kind) throws Exception {
    List<String> remote = conforms(kind, ConformanceProbes.identifierFlagsAndQuote());
    assertTrue(remote.contains(kind == Kind.POSTGRESQL ? "quote \"" : "quote `"),
        remote.toString());
  }

  @ParameterizedTest
  @EnumSource(Kind.class)
  void catalogSchemaUserAndIsolation_atConnect(Kind kind) throws Exception {
    List<String> remote = conforms(kind, ConformanceProbes.catalogSchemaUserAndIsolation());
    assertTrue(remote.contains(kind == Kind.POSTGRESQL ? "user postgres" : "user root"),
        remote.toString());
  }

  // ---- cancel: no cancel request in the protocol ---------------------------------------------

  @Test
  void cancel_fromAnotherThread_stopsTheQueryAsDirectly() throws Exception {
    String marker = "2000000029";
    String sql = "SELECT count(*) FROM generate_series(1, " + marker + ") g";
    List<String> states = new ArrayList<>();
    for (String url : List.of(TABLES.get(Kind.POSTGRESQL).url(),
        TestServers.nlUrl(SERVERS.get(Kind.POSTGRESQL)))) {
      try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
        CompletableFuture<Void> cancel = CompletableFuture.runAsync(() -> {
          try {
            ConformanceProbes.awaitRunning(marker);
            s.cancel();
          } catch (Exception e) {
            throw new IllegalStateException(e);
          }
        });
        long started = System.nanoTime();
        SQLException e = assertThrows(SQLException.class, () -> s.executeQuery(sql));
        cancel.get(20, TimeUnit.SECONDS);
        assertTrue(System.nanoTime() - started < TimeUnit.SECONDS.toNanos(20));
        states.add(e.getSQLState());
        assertEquals(0, ConformanceProbes.running(marker), "the cancelled query still runs");
        try (ResultSet rs = s.executeQuery("SELECT 1")) {
          assertTrue(rs.next(), "the statement keeps working");
        }
      }
    }
    assertEquals("57014", states.get(0));
    assertEquals("57014", states.get(1), "the server reports a query its client cancelled as"
        + " cancelled, as the target does directly");
  }

  @Test
  void cancel_ofTheStockAvaticaClient_leavesTheQueryRunning() throws Exception {
    String marker = "2000000031";
    try (Connection c = DriverManager.getConnection(
        TestServers.avaticaUrl(SERVERS.get(Kind.POSTGRESQL)));
        Statement s = c.createStatement()) {
      CompletableFuture<Integer> stillRunning = CompletableFuture.supplyAsync(() -> {
        try {
          ConformanceProbes.awaitRunning(marker);
          Thread canceller = new Thread(() -> {
            try {
              s.cancel();
            } catch (SQLException e) {
              throw new IllegalStateException(e);
            }
          });
          canceller.setDaemon(true);
          canceller.start();
          Thread.sleep(1000);
          int running = ConformanceProbes.running(marker);
          stopOnTarget(marker);
          return running;
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      });
      assertThrows(SQLException.class, () -> s.executeQuery(
          "SELECT count(*) FROM generate_series(1, " + marker + ") g"));
      assertEquals(1, stillRunning.get(20, TimeUnit.SECONDS),
          "the protocol has no cancel request: the stock client's cancel never reaches it");
    }
  }

  /** Cancels the marked query on PostgreSQL itself, so that the test ends. */
  private static void stopOnTarget(String marker) throws SQLException {
    try (Connection d = DriverManager.getConnection(TABLES.get(Kind.POSTGRESQL).url());
        Statement s = d.createStatement()) {
      s.execute("SELECT pg_cancel_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid()"
          + " AND query LIKE '%generate_series(1, " + marker + ")%'");
    }
  }

  // ---- the comparison -----------------------------------------------------------------------

  /**
   * Runs the probe directly and remotely; every differing line must be explained by the
   * expected limits, and each expected limit must explain at least one line.
   */
  private static List<String> conforms(Kind kind, Probe probe, Limit... expected)
      throws Exception {
    List<String> direct = ConformanceProbes.outcome(TABLES.get(kind).url(), probe);
    List<String> remote = ConformanceProbes.outcome(TestServers.nlUrl(SERVERS.get(kind)), probe);
    assertEquals(direct.size(), remote.size(), kind + ": " + direct + "\n" + remote);
    Set<Limit> shown = EnumSet.noneOf(Limit.class);
    List<String> unexplained = new ArrayList<>();
    for (int i = 0; i < direct.size(); i++) {
      String d = texts(direct.get(i));
      String r = texts(remote.get(i));
      for (int round = 0; round < 3 && !d.equals(r); round++) {
        for (Limit limit : Limit.values()) {
          String explained = explain(limit, kind, d, r);
          if (!explained.equals(d)) {
            shown.add(limit);
            d = explained;
          }
        }
      }
      if (!d.equals(r)) {
        unexplained.add("direct: " + direct.get(i) + "\nremote: " + r);
      }
    }
    assertTrue(unexplained.isEmpty(), kind + ": differences no documented limit explains:\n"
        + String.join("\n", unexplained));
    Set<Limit> wanted = expected.length == 0 ? EnumSet.noneOf(Limit.class)
        : EnumSet.of(expected[0], expected);
    assertEquals(wanted, shown, kind + ": the limits shown");
    return remote;
  }

  /** The direct line as the limit changes it, so far as the remote line shows that change. */
  private static String explain(Limit limit, Kind kind, String d, String r) {
    switch (limit) {
      case MILLISECONDS:
        return milliseconds(d, r);
      case TIME_ZONE_OFFSETS:
        return WITH_OFFSET.get(kind).contains(label(d)) ? r : d;
      case TYPE_SET:
        return typeSet(kind, d, r);
      case BINARY_AS_TEXT:
        return binaryAsText(kind, d, r);
      case CONVERSIONS:
        return conversions(d, r);
      default:
        return oneClient(d, r);
    }
  }

  /** Sub-millisecond digits cut, temporal precision 3, and a bound value that no longer matches. */
  private static String milliseconds(String d, String r) {
    Matcher bound = BOUND.matcher(d);
    if (bound.matches() && SUB_MILLISECOND.contains(bound.group(1)) && d.endsWith("[1]")
        && r.endsWith("-> []")) {
      return r;
    }
    Matcher described = DESCRIBED.matcher(d);
    if (described.matches() && Set.of("92", "93").contains(described.group(2))) {
      int scale = Integer.parseInt(described.group(5));
      return d.replace(" " + described.group(4) + "/" + scale + " ",
          " " + Math.min(scale, 3) + "/" + scale + " ");
    }
    return FRACTION.matcher(d).replaceAll("$1");
  }

  private static String typeSet(Kind kind, String d, String r) {
    Matcher bound = BOUND.matcher(d);
    if (bound.matches()) {
      return OUTSIDE_TYPE_SET.get(kind).contains(bound.group(1)) && r.contains("-> error")
          ? r : d;
    }
    if (d.startsWith("array ")) {
      return r.startsWith(d.startsWith("array rs ") ? "array rs error" : "array error") ? r : d;
    }
    if (!OUTSIDE_TYPE_SET.get(kind).contains(label(d))) {
      return d;
    }
    Matcher dd = DESCRIBED.matcher(d);
    Matcher rd = DESCRIBED.matcher(r);
    if (dd.matches() && rd.matches()) {
      return d.replaceFirst(" " + Pattern.quote(dd.group(2)) + " ", " " + rd.group(2) + " ")
          .replace(" class " + dd.group(8), " class " + rd.group(8));
    }
    Matcher dv = VALUES.matcher(d);
    Matcher rv = VALUES.matcher(r);
    if (dv.matches() && rv.matches()) {
      boolean yearAsDate = "yr".equals(label(d));
      return dv.group(1) + " string=" + (yearAsDate ? rv.group(2) : dv.group(2)) + " object="
          + rv.group(3) + " bytes=" + dv.group(4);
    }
    return BY_CLASS.matcher(d).matches() ? r : d;
  }

  private static String binaryAsText(Kind kind, String d, String r) {
    if (!BINARY_RENDERED.get(kind).contains(label(d))) {
      return d;
    }
    Matcher dv = VALUES.matcher(d);
    Matcher rv = VALUES.matcher(r);
    if (dv.matches() && rv.matches()) {
      return dv.group(1) + " string=" + rv.group(2) + " object=" + dv.group(3) + " bytes="
          + dv.group(4);
    }
    return d.startsWith(label(d) + " as String=") ? r : d;
  }

  /** A conversion one driver refuses and the other makes, or refuses with another state. */
  private static String conversions(String d, String r) {
    Matcher dc = BY_CLASS.matcher(d);
    Matcher rc = BY_CLASS.matcher(r);
    if (!dc.matches() || !rc.matches()) {
      return d;
    }
    boolean directRefused = dc.group(3).startsWith("error");
    boolean remoteRefused = rc.group(3).startsWith("error");
    if (remoteRefused && !rc.group(3).equals("error 22023")) {
      return d;
    }
    return directRefused || remoteRefused ? r : d;
  }

  /** getBytes of text, in-memory lobs and the setters one target's driver lacks. */
  private static String oneClient(String d, String r) {
    Matcher dv = VALUES.matcher(d);
    Matcher rv = VALUES.matcher(r);
    if (dv.matches() && rv.matches() && dv.group(4).startsWith("error")) {
      String textBytes = texts("bytes:" + HexFormat.of().formatHex(
          rv.group(2).getBytes(StandardCharsets.UTF_8)));
      return rv.group(4).equals(textBytes) ? dv.group(1) + " string=" + dv.group(2) + " object="
          + dv.group(3) + " bytes=" + rv.group(4) : d;
    }
    if (d.startsWith("clob ") && r.equals("clob clob:hello")
        || d.startsWith("blob ") && r.equals("blob blob:deadbeef")) {
      return r;
    }
    Matcher bound = BOUND.matcher(d);
    return bound.matches() && bound.group(2).equals("error 0A000") && r.endsWith("-> [1]")
        ? r : d;
  }

  private static String label(String line) {
    int space = line.indexOf(' ');
    return space < 0 ? line : line.substring(0, space);
  }

  /**
   * Bytes that are printable text shown as that text, so that their digits compare: a line is
   * compared in this form.
   */
  private static String texts(String line) {
    Matcher m = HEX.matcher(line);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      String text = new String(HexFormat.of().parseHex(m.group(1)), StandardCharsets.UTF_8);
      boolean printable = text.chars().allMatch(c -> c >= 0x20 && c < 0x7f);
      m.appendReplacement(sb, Matcher.quoteReplacement(printable ? "text:" + text
          : m.group()));
    }
    m.appendTail(sb);
    return sb.toString();
  }
}
