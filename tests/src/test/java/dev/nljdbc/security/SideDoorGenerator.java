package dev.nljdbc.security;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.sql.Array;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The side doors of tenant isolation as generated classes of the differential suite, for
 * PostgreSQL and MariaDB, run through an nljdbc connection in-process or through a server:
 *
 * <ul>
 *   <li>{@code target-object}: columns a target driver would hand out as its own objects
 *       (refcursors, XML, arrays, JSON, binary), read with every getter that could return one;
 *   <li>{@code large-object}: a large object holding other tenants' values, read by its id with
 *       {@code getBlob}, {@code getClob} and streams, and lob parameters that would create one;
 *   <li>{@code pooled-prepared}: another tenant's statement run until the target prepares it on
 *       the server, then every way of reading what a pooled connection keeps;
 *   <li>{@code warning}: predicates that make the target warn about the values it reads
 *       (MariaDB: index condition pushdown over every tenant's index entries);
 *   <li>{@code error-oracle}: predicates that fail only when a row matches a prefix of another
 *       tenant's value: the statement must fail exactly when it fails on the oracle;
 *   <li>{@code system-view}: relations and variables that show sessions, transactions, statements
 *       or settings.
 * </ul>
 *
 * A probe passes when nothing it reads (values, object classes, warnings, error messages) holds
 * another tenant's value or the other tenant's statement text, no object of the target driver's
 * own classes reaches the client, and a statement nljdbc admits returns the oracle's rows and
 * fails exactly when the oracle fails.
 */
final class SideDoorGenerator {

  /** One generated probe. */
  interface Probe {
    void run(Connection nl, Connection oracle, Check check) throws SQLException;
  }

  private final boolean postgres;
  private final List<String> targets;
  private final String needle;
  private final long largeObject;

  /**
   * @param postgres PostgreSQL (else MariaDB)
   * @param targets values only other tenants' customers hold (names on PostgreSQL, e-mail
   *     addresses on MariaDB), which the warning and error-oracle predicates aim at
   * @param needle a search term another tenant's pooled statement carries
   * @param largeObject a large object holding other tenants' values (PostgreSQL), or 0
   */
  SideDoorGenerator(boolean postgres, List<String> targets, String needle, long largeObject) {
    this.postgres = postgres;
    this.targets = targets;
    this.needle = needle;
    this.largeObject = largeObject;
  }

  /** The probes, by class, in the order they run. */
  Map<String, List<Probe>> generate() {
    Map<String, List<Probe>> byClass = new LinkedHashMap<>();
    byClass.put("target-object", targetObjects());
    byClass.put("large-object", largeObjects());
    byClass.put("pooled-prepared", pooledPrepared());
    byClass.put("warning", warnings());
    byClass.put("error-oracle", errorOracle());
    byClass.put("system-view", systemViews());
    return byClass;
  }

  /** The statement another tenant runs six times (pgjdbc prepares it on the server at five). */
  String victimStatement() {
    return "SELECT id FROM customers WHERE name = '" + needle + "'";
  }

  private List<Probe> targetObjects() {
    List<String> sql = new ArrayList<>();
    if (postgres) {
      for (String cursor : List.of("'C_1'", "'C_2'", "'<unnamed portal 1>'", "c.name",
          "'c' || c.id")) {
        sql.add("SELECT " + cursor + "::refcursor AS r FROM customers c");
        sql.add("SELECT CAST(" + cursor + " AS refcursor) AS r, c.id FROM customers c");
      }
      sql.add("SELECT xmlelement(name n, c.name) AS x FROM customers c");
      sql.add("SELECT array_agg(c.name) AS a FROM customers c");
      sql.add("SELECT array_agg(c.id::text::refcursor) AS a FROM customers c");
      sql.add("SELECT to_json(c) AS j, to_jsonb(c.name) AS b FROM customers c");
      sql.add("SELECT convert_to(c.name, 'UTF8') AS b, c.id::oid AS o FROM customers c");
      sql.add("SELECT interval '1 day' * c.id, point(c.id, c.id) FROM customers c");
    } else {
      sql.add("SELECT c.id, c.name, c.email, c.created FROM customers c");
      sql.add("SELECT CAST(c.email AS BINARY) AS b, CONVERT(c.name USING utf8mb4) FROM customers c");
      sql.add("SELECT JSON_OBJECT('n', c.name) AS j, JSON_ARRAYAGG(c.email) FROM customers c"
          + " GROUP BY c.id");
      sql.add("SELECT c.photo, c.notes FROM customers c");
    }
    List<Probe> out = new ArrayList<>();
    for (String s : sql) {
      out.add((nl, oracle, check) -> check.compare(nl, oracle, s, true));
    }
    return out;
  }

  private List<Probe> largeObjects() {
    List<Probe> out = new ArrayList<>();
    List<String> ids = new ArrayList<>();
    if (postgres) {
      for (String cast : List.of("", "::bigint", "::oid", "::int", "::numeric")) {
        ids.add("SELECT " + largeObject + cast + " AS lo");
      }
      ids.add("SELECT c.id + " + (largeObject - 1) + " AS lo FROM customers c");
      ids.add("SELECT max(c.id) * 0 + " + largeObject + " AS lo FROM customers c");
    } else {
      ids.add("SELECT c.id AS lo, c.photo, c.notes FROM customers c");
      ids.add("SELECT c.email AS lo FROM customers c");
    }
    for (String s : ids) {
      out.add((nl, oracle, check) -> check.compare(nl, oracle, s, true));
    }
    String bound = postgres ? "SELECT c.id, ?::text FROM customers c WHERE c.id = 1"
        : "SELECT c.id, ? FROM customers c WHERE c.id = 1";
    out.add((nl, oracle, check) -> check.lobParameter(nl, bound, true));
    out.add((nl, oracle, check) -> check.lobParameter(nl, bound, false));
    out.add((nl, oracle, check) -> check.writeThroughBlob(nl, ids.get(0)));
    return out;
  }

  private List<Probe> pooledPrepared() {
    List<String> reads = new ArrayList<>();
    if (postgres) {
      for (String r : List.of("pg_prepared_statements", "pg_catalog.pg_prepared_statements",
          "pg_backend_memory_contexts", "pg_cursors", "pg_stat_activity",
          "pg_stat_statements")) {
        reads.add("SELECT * FROM " + r);
        reads.add("SELECT c.name FROM customers c WHERE EXISTS (SELECT 1 FROM " + r + ")");
      }
      reads.add("SELECT statement FROM pg_prepared_statements WHERE statement LIKE '%"
          + needle + "%'");
      reads.add("EXECUTE S_1");
      reads.add("EXECUTE S_1('" + needle + "')");
      reads.add("DEALLOCATE ALL");
    } else {
      for (String r : List.of("information_schema.INNODB_TRX", "information_schema.PROCESSLIST",
          "performance_schema.prepared_statements_instances",
          "performance_schema.events_statements_history", "information_schema.PROFILING",
          "sys.session", "mysql.general_log")) {
        reads.add("SELECT * FROM " + r);
        reads.add("SELECT c.name FROM customers c WHERE EXISTS (SELECT 1 FROM " + r + ")");
      }
      reads.add("EXECUTE stmt1");
      reads.add("SHOW PROCESSLIST");
    }
    List<Probe> out = new ArrayList<>();
    for (String s : reads) {
      out.add((nl, oracle, check) -> check.mustNotShow(nl, s));
    }
    return out;
  }

  private List<Probe> warnings() {
    List<String> sql = new ArrayList<>();
    for (String v : targets) {
      String lo = v.substring(0, Math.min(2, v.length()));
      if (postgres) {
        sql.add("SELECT c.id FROM customers c WHERE c.name BETWEEN '" + lo + "' AND '" + v
            + "' AND c.name::int = 0");
        sql.add("SELECT c.id FROM customers c WHERE c.name >= '" + lo + "' AND to_date(c.name,"
            + " 'YYYY') IS NULL");
      } else {
        sql.add("SELECT c.id FROM customers c WHERE c.email BETWEEN '" + lo + "' AND '" + v
            + "z' AND c.email + 0 = 0");
        sql.add("SELECT c.id FROM customers c WHERE c.email >= '" + lo + "' AND c.email * 1 < 1");
        sql.add("SELECT c.id FROM customers c WHERE c.name = '" + v + "' OR CAST(c.email AS"
            + " DOUBLE) = 0");
      }
    }
    List<Probe> out = new ArrayList<>();
    for (String s : sql) {
      out.add((nl, oracle, check) -> check.compare(nl, oracle, s, false));
    }
    return out;
  }

  private List<Probe> errorOracle() {
    List<String> sql = new ArrayList<>();
    for (String v : targets) {
      for (int len = 1; len <= v.length(); len += Math.max(1, v.length() / 3)) {
        String prefix = v.substring(0, len);
        String column = postgres ? "c.name" : "c.email";
        if (postgres) {
          sql.add("SELECT c.id FROM customers c WHERE CASE WHEN " + column + " LIKE '" + prefix
              + "%' THEN 1 / (c.id - c.id) ELSE 0 END = 0");
          sql.add("SELECT c.id FROM customers c WHERE (CASE WHEN " + column + " = '" + v
              + "' THEN exp(1000) ELSE 0 END) = 0 AND c.id > 0");
        } else {
          sql.add("SELECT c.id FROM customers c WHERE IF(" + column + " LIKE '" + prefix
              + "%', EXP(1000), 0) = 0");
          sql.add("SELECT c.id FROM customers c WHERE c.email BETWEEN '" + prefix + "' AND '"
              + v + "z' AND IF(c.email LIKE '" + prefix + "%', EXP(1000), 0) = 0");
        }
      }
    }
    List<Probe> out = new ArrayList<>();
    for (String s : sql) {
      out.add((nl, oracle, check) -> check.compare(nl, oracle, s, false));
    }
    return out;
  }

  private List<Probe> systemViews() {
    List<String> sql = new ArrayList<>();
    if (postgres) {
      for (String r : List.of("pg_settings", "pg_locks", "pg_prepared_xacts",
          "pg_stat_activity", "pg_file_settings", "pg_stats", "pg_statistic",
          "pg_largeobject", "pg_largeobject_metadata")) {
        sql.add("SELECT * FROM " + r);
        sql.add("SELECT * FROM \"pg_catalog\".\"" + r + "\"");
        sql.add("WITH x AS (SELECT * FROM " + r + ") SELECT c.name FROM customers c, x");
      }
      sql.add("SELECT current_setting('data_directory')");
      sql.add("SELECT name::refcursor AS c FROM pg_cursors");
    } else {
      for (String r : List.of("information_schema.INNODB_TRX", "information_schema.INNODB_LOCKS",
          "information_schema.INNODB_LOCK_WAITS", "information_schema.PROCESSLIST",
          "information_schema.GLOBAL_VARIABLES", "information_schema.SESSION_STATUS",
          "information_schema.INNODB_BUFFER_PAGE", "information_schema.USER_STATISTICS",
          "information_schema.TABLE_STATISTICS")) {
        sql.add("SELECT * FROM " + r);
        sql.add("SELECT * FROM " + r.toLowerCase(Locale.ROOT));
        sql.add("SELECT c.name FROM customers c WHERE EXISTS (SELECT 1 FROM " + r + ")");
      }
      for (String v : List.of("@@datadir", "@@hostname", "@@GLOBAL.general_log_file",
          "@@session.sql_mode")) {
        sql.add("SELECT " + v);
        sql.add("SELECT c.name, " + v + " FROM customers c");
      }
    }
    List<Probe> out = new ArrayList<>();
    for (String s : sql) {
      out.add((nl, oracle, check) -> check.mustNotShow(nl, s));
    }
    return out;
  }

  /**
   * Runs probes and records what they found: outcomes per label ({@code mode class outcome})
   * and failures.
   */
  static final class Check {
    private final List<String> others;
    private final List<Pattern> patterns = new ArrayList<>();
    private final Map<String, Integer> outcomes = new LinkedHashMap<>();
    private final List<String> failures = new ArrayList<>();
    private final String prefix;
    private String label;

    /** A check of statements run through nljdbc (each sent as {@code /sql ...}). */
    Check(List<String> others) {
      this(others, true);
    }

    /**
     * @param throughNljdbc false for the control: the statements sent as they are to a
     *     connection that is not nljdbc's
     */
    Check(List<String> others, boolean throughNljdbc) {
      this.others = others;
      this.prefix = throughNljdbc ? "/sql " : "";
      for (String other : others) {
        patterns.add(Pattern.compile("(?<![A-Za-z0-9_])" + Pattern.quote(other)
            + "(?![A-Za-z0-9_])"));
      }
    }

    /** Runs every probe of every class, counting under {@code mode class}. */
    void runAll(String mode, Map<String, List<Probe>> probes, Connection nl, Connection oracle) {
      for (Map.Entry<String, List<Probe>> e : probes.entrySet()) {
        for (Probe p : e.getValue()) {
          label = mode + " " + e.getKey();
          try {
            p.run(nl, oracle, this);
          } catch (SQLException ex) {
            failed(ex, "probe");
          }
        }
      }
    }

    Map<String, Integer> outcomes() {
      return outcomes;
    }

    List<String> failures() {
      return failures;
    }

    private void count(String outcome) {
      outcomes.merge(label + " " + outcome, 1, Integer::sum);
    }

    private void failed(SQLException e, String what) {
      if ("42501".equals(e.getSQLState())) {
        count("refused");
        return;
      }
      inspect(e.getMessage(), what + " error");
      count("failed");
    }

    /**
     * Runs the statement through nljdbc (every column read with every getter when
     * {@code everyGetter}) and on the oracle: refused, or failing on both, or the same rows.
     */
    void compare(Connection nl, Connection oracle, String sql, boolean everyGetter) {
      List<String> actual;
      try {
        actual = read(nl, prefix + sql, everyGetter);
      } catch (SQLException e) {
        if ("42501".equals(e.getSQLState())) {
          count("refused");
          return;
        }
        inspect(e.getMessage(), "error of " + sql);
        try {
          read(oracle, sql, false);
          failures.add(label + ": fails through nljdbc, not on the oracle (an error oracle): "
              + sql + "\n  " + e.getMessage());
          count("different");
        } catch (SQLException expected) {
          count("failed");
        }
        return;
      }
      try {
        List<String> expected = read(oracle, sql, false);
        if (!expected.equals(actual)) {
          failures.add(label + ": differs from the oracle: " + sql + "\n  expected " + expected
              + "\n  got " + actual);
          count("different");
          return;
        }
      } catch (SQLException e) {
        failures.add(label + ": answered, but fails on the oracle: " + sql + "\n  "
            + e.getMessage());
        count("different");
        return;
      }
      count("identical");
    }

    /** Runs the statement through nljdbc: refused, or nothing of another tenant in it. */
    void mustNotShow(Connection nl, String sql) {
      try {
        read(nl, prefix + sql, true);
        count("answered");
      } catch (SQLException e) {
        failed(e, sql);
      }
    }

    /** Binds a lob parameter (a stream or a reader); the row must carry the bound text. */
    void lobParameter(Connection nl, String sql, boolean blob) {
      String text = "lob-" + (blob ? "bytes" : "text");
      try (PreparedStatement ps = nl.prepareStatement(sql)) {
        if (blob) {
          ps.setBlob(1, new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
        } else {
          ps.setClob(1, new StringReader(text));
        }
        try (ResultSet rs = ps.executeQuery()) {
          while (rs.next()) {
            String v = rs.getString(2);
            seen(v, sql);
            if (v != null && !v.contains(text) && !v.startsWith("\\x")) {
              failures.add(label + ": a lob parameter arrived as " + v + ": " + sql);
            }
          }
          warnings(rs.getWarnings(), sql);
        }
        count("bound");
      } catch (SQLException e) {
        failed(e, sql);
      }
    }

    /** Writes through a blob read by id: only the copy may change. */
    void writeThroughBlob(Connection nl, String sql) {
      try (Statement st = nl.createStatement(); ResultSet rs = st.executeQuery(sql)) {
        while (rs.next()) {
          Blob b = rs.getBlob(1);
          seen(b, sql);
          if (b != null) {
            b.setBytes(1, "overwritten".getBytes(StandardCharsets.UTF_8));
            seen(new String(b.getBytes(1, (int) Math.min(b.length(), 4096)),
                StandardCharsets.UTF_8), sql);
          }
        }
        count("copy written");
      } catch (SQLException e) {
        failed(e, sql);
      }
    }

    private List<String> read(Connection nl, String sql, boolean everyGetter)
        throws SQLException {
      try (Statement st = nl.createStatement(); ResultSet rs = st.executeQuery(sql)) {
        java.sql.ResultSetMetaData md = rs.getMetaData();
        int n = md.getColumnCount();
        List<String> rows = new ArrayList<>();
        while (rs.next()) {
          StringBuilder row = new StringBuilder();
          for (int i = 1; i <= n; i++) {
            if (everyGetter) {
              everyGetter(rs, i, sql);
            }
            String v = binary(md.getColumnType(i)) ? hex(rs.getBytes(i))
                : Databases.value(rs, md, i);
            seen(v, sql);
            row.append(i > 1 ? "|" : "").append(v);
          }
          rows.add(row.toString());
        }
        warnings(rs.getWarnings(), sql);
        warnings(st.getWarnings(), sql);
        warnings(nl.getWarnings(), sql);
        rows.sort(null);
        return rows;
      }
    }

    private static boolean binary(int type) {
      return type == java.sql.Types.BINARY || type == java.sql.Types.VARBINARY
          || type == java.sql.Types.LONGVARBINARY || type == java.sql.Types.BLOB;
    }

    private static String hex(byte[] bytes) {
      return bytes == null ? "<null>" : java.util.HexFormat.of().formatHex(bytes);
    }

    private void everyGetter(ResultSet rs, int i, String sql) {
      Object o = attempt(() -> rs.getObject(i), sql);
      seen(o, sql);
      if (o instanceof ResultSet inner) {
        attempt(() -> {
          seen(inner.getStatement() == null ? null : inner.getStatement().getConnection(), sql);
          return null;
        }, sql);
      }
      seen(attempt(() -> rs.getObject(i, ResultSet.class), sql), sql);
      seen(attempt(() -> rs.getSQLXML(i), sql), sql);
      seen(attempt(() -> rs.getRef(i), sql), sql);
      seen(attempt(() -> rs.getRowId(i), sql), sql);
      Blob b = attempt(() -> rs.getBlob(i), sql);
      seen(b, sql);
      if (b != null) {
        seen(attempt(() -> new String(b.getBytes(1, (int) Math.min(b.length(), 4096)),
            StandardCharsets.UTF_8), sql), sql);
      }
      Clob c = attempt(() -> rs.getClob(i), sql);
      seen(c, sql);
      if (c != null) {
        seen(attempt(() -> c.getSubString(1, (int) Math.min(c.length(), 4096)), sql), sql);
      }
      seen(attempt(() -> rs.getBytes(i) == null ? null
          : new String(rs.getBytes(i), StandardCharsets.UTF_8), sql), sql);
      Array a = attempt(() -> rs.getArray(i), sql);
      seen(a, sql);
      if (a != null) {
        attempt(() -> {
          try (ResultSet ars = a.getResultSet()) {
            seen(ars.getStatement() == null ? null : ars.getStatement().getConnection(), sql);
            while (ars.next()) {
              seen(ars.getObject(2), sql);
            }
          }
          return null;
        }, sql);
      }
    }

    private interface Getter<T> {
      T get() throws SQLException;
    }

    private <T> T attempt(Getter<T> getter, String sql) {
      try {
        return getter.get();
      } catch (SQLException e) {
        inspect(e.getMessage(), "getter error of " + sql);
        return null;
      } catch (RuntimeException e) {
        inspect(String.valueOf(e.getMessage()), "getter exception of " + sql);
        return null;
      }
    }

    private void warnings(SQLWarning w, String sql) {
      for (SQLWarning x = w; x != null; x = x.getNextWarning()) {
        inspect(x.getMessage(), "warning of " + sql);
      }
    }

    /** A value the client received: never a target driver's object, never another's value. */
    private void seen(Object value, String sql) {
      if (value == null) {
        return;
      }
      String type = value.getClass().getName();
      if (type.startsWith("org.postgresql.") || type.startsWith("org.mariadb.")
          || type.startsWith("com.mysql.")) {
        failures.add(label + ": the target driver's own object " + type + " from " + sql);
      }
      if (value instanceof String s) {
        inspect(s, "value of " + sql);
      }
    }

    private void inspect(String text, String where) {
      if (text == null) {
        return;
      }
      for (int i = 0; i < patterns.size(); i++) {
        if (patterns.get(i).matcher(text).find()) {
          failures.add(label + ": another tenant's " + others.get(i) + " in the " + where
              + ":\n  " + text);
          return;
        }
      }
    }
  }
}
