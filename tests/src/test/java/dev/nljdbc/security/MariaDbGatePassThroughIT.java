package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link GatePassThroughContract} on MariaDB, plus MariaDB's own lexical traps. */
class MariaDbGatePassThroughIT extends GatePassThroughContract {
  private String database;

  @Override
  protected Connection createSchema() throws SQLException {
    database = Databases.uniqueName("nlsec_pt");
    try (Connection admin = Databases.mariadb()) {
      Databases.execute(admin, "CREATE DATABASE " + database);
    }
    return Databases.mariadb(database);
  }

  @Override
  protected void dropSchema() throws SQLException {
    Databases.execute(connection, "DROP DATABASE " + database);
  }

  @Override
  protected Map<String, Rule> hostile() {
    Map<String, Rule> m = new LinkedHashMap<>();
    m.put("SELECT sleep(5)", Rule.DENIED_FUNCTION);
    m.put("SELECT benchmark(100000000, md5('x'))", Rule.DENIED_FUNCTION);
    m.put("SELECT load_file('/etc/passwd')", Rule.DENIED_FUNCTION);
    m.put("SELECT get_lock('x', 10)", Rule.DENIED_FUNCTION);
    m.put("SELECT user, password FROM mysql.user", Rule.DENIED_RELATION);
    m.put("SELECT * FROM `mysql`.`global_priv`", Rule.DENIED_RELATION);
    m.put("SELECT info FROM information_schema.processlist", Rule.DENIED_RELATION);
    m.put("SELECT * FROM performance_schema.events_statements_history", Rule.DENIED_RELATION);
    m.put("SELECT * FROM orders INTO OUTFILE '/tmp/stolen.csv'", Rule.SELECT_INTO);
    m.put("SELECT * FROM orders FOR UPDATE", Rule.LOCKING_READ);
    m.put("SELECT @x := 1", Rule.READ_ONLY);
    m.put("LOAD DATA INFILE '/etc/passwd' INTO TABLE orders", Rule.READ_ONLY);
    m.put("HANDLER orders OPEN", Rule.READ_ONLY);
    m.put("DELETE FROM orders", Rule.READ_ONLY);
    m.put("SELECT 1; DELETE FROM orders", Rule.SINGLE_STATEMENT);
    m.put("SELECT * FROM orders # the filter is commented away", Rule.UNPARSEABLE);
    m.put("SELECT 'a\\', ' , (SELECT count(*) FROM orders) , '", Rule.AMBIGUOUS_LITERAL);
    m.put("SELECT \"a\\\" AS x, \" , (SELECT count(*) FROM orders) , \"", Rule.AMBIGUOUS_LITERAL);
    m.put("SELECT $$ a FROM orders $$", Rule.AMBIGUOUS_LITERAL);
    m.put("SELECT 1 /*!, (SELECT count(*) FROM orders) */", Rule.AMBIGUOUS_COMMENT);
    m.put("SELECT 1 --1\n", Rule.AMBIGUOUS_COMMENT);
    return m;
  }

  @Test
  void backslashQuote_hidesATableFromAStandardLexerOnMariaDb() throws SQLException {
    String trick = "SELECT 'a\\', ' , (SELECT count(*) FROM orders) AS leaked, ' -- '";
    try (PreparedStatement ps = connection.prepareStatement(trick);
        ResultSet rs = ps.executeQuery()) {
      rs.next();
      assertEquals("6", rs.getString("leaked"), "MariaDB reads the subquery as code");
    }
    assertEquals(Rule.AMBIGUOUS_LITERAL, assertThrows(StatementRefusedException.class,
        () -> new SecurityGate().admit(trick)).rule());
  }

  @Test
  void nameInAnotherCase_isRestrictedToo_andMariaDbRefusesIt() throws SQLException {
    SecurityGate gate = new SecurityGate(SecurityPolicy.defaults(),
        TenantScope.of("corp_id", "2", TenantPolicy.INJECT),
        TenantTables.load(connection, "corp_id"), "it");
    AdmittedStatement a = gate.admit("SELECT id FROM ORDERS");
    assertEquals("SELECT id FROM (SELECT * FROM ORDERS nl_t WHERE nl_t.corp_id = ?) ORDERS",
        a.sql(), "an inert statement goes without the fence");
    try (PreparedStatement ps = connection.prepareStatement(a.sql())) {
      a.bind(ps, List.of());
      SQLException e = assertThrows(SQLException.class, ps::executeQuery);
      assertTrue(e.getMessage().contains("doesn't exist"), "case-sensitive names: " + e);
    }
  }

  @Test
  void backquotedAndDatabaseQualifiedNames_areRestricted() throws SQLException {
    SecurityGate gate = new SecurityGate(SecurityPolicy.defaults(),
        TenantScope.of("corp_id", "2", TenantPolicy.INJECT),
        TenantTables.load(connection, "corp_id"), "it");
    for (String sql : List.of("SELECT id FROM `orders`", "SELECT id FROM " + database + ".orders",
        "SELECT id FROM `" + database + "`.`orders` o", "SELECT o.id FROM orders AS o")) {
      AdmittedStatement a = gate.admit(sql);
      try (PreparedStatement ps = connection.prepareStatement(a.sql())) {
        a.bind(ps, List.of());
        try (ResultSet rs = ps.executeQuery()) {
          assertEquals(List.of("11", "13", "15"), Databases.rows(rs), sql + " -> " + a.sql());
        }
      }
    }
  }

  /** nljdbc in-process on this database, without a tenant: the open gate. */
  private Connection openDriver() throws SQLException {
    return DriverManager.getConnection("jdbc:nl:"
        + TestDatabases.onDatabase(TestDatabases.Kind.MARIADB, database));
  }

  @Test
  void hashComment_endingInsideALiteral_letsMariaDbRunTheLiteralsNextLine() throws SQLException {
    String trick = "SELECT 1 # 2 AS x, '\n, (SELECT count(*) FROM orders) AS leaked -- '";
    try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(trick)) {
      rs.next();
      assertEquals("6", rs.getString("leaked"), "MariaDB reads the literal's second line as SQL");
    }
    SecurityGate tenant = new SecurityGate(SecurityPolicy.defaults(),
        TenantScope.of("corp_id", "2", TenantPolicy.INJECT),
        TenantTables.load(connection, "corp_id"), "it");
    assertEquals(Rule.AMBIGUOUS_COMMENT, assertThrows(StatementRefusedException.class,
        () -> tenant.admit(trick)).rule());
    String denied = "SELECT 1 # 2 AS x, '\n, (SELECT max(user) FROM mysql.user) AS u -- '";
    try (Connection nl = openDriver(); Statement st = nl.createStatement()) {
      for (String sql : List.of(trick, denied)) {
        SQLException e = assertThrows(SQLException.class, () -> st.executeQuery(sql), sql);
        assertEquals("42501", e.getSQLState(), e.getMessage());
        assertTrue(e.getMessage().contains("ambiguous-comment"), e.getMessage());
      }
      try (ResultSet rs = st.executeQuery("SELECT count(*) FROM orders")) {
        rs.next();
        assertEquals(6, rs.getInt(1), "the connection keeps working");
      }
    }
  }

  @Test
  void unicodeEscapeSpelling_withoutATenant_isWhatMariaDbReads() throws SQLException {
    String sql = "SELECT U&'3' AS v FROM (SELECT 5 AS U) t";
    assertEquals(List.of("1"), Databases.query(connection, sql), "5 & '3' on MariaDB");
    try (Connection nl = openDriver()) {
      assertEquals(List.of("1"), Databases.query(nl, sql));
    }
  }

  /**
   * {@code ??} and {@code ?} are no operators on MariaDB: the open gate refuses them itself (a
   * syntax error, as MariaDB reads them, or the operator refused) and never sends them.
   */
  @Test
  void escapeStringSpelling_isAColumnAndAnAliasOnMariaDb_andRefused() throws SQLException {
    String sql = "SELECT E'abc' FROM (SELECT 5 AS E) t";
    assertEquals(List.of("5"), Databases.query(connection, sql), "MariaDB reads E AS 'abc'");
    try (Connection nl = openDriver(); Statement st = nl.createStatement()) {
      SQLException e = assertThrows(SQLException.class, () -> st.executeQuery(sql));
      assertEquals("42501", e.getSQLState(), e.getMessage());
      assertTrue(e.getMessage().contains("ambiguous-literal"), e.getMessage());
    }
  }

  @Test
  void questionOperators_withoutATenant_areRefusedOnMariaDb() throws SQLException {
    try (Connection nl = openDriver(); Statement st = nl.createStatement()) {
      for (String sql : List.of("SELECT id FROM orders WHERE '{}' ?? 'a'",
          "SELECT id FROM orders WHERE '{}' ? 'a'", "SELECT id FROM orders WHERE status ?? 'a'")) {
        SQLException e = assertThrows(SQLException.class, () -> st.executeQuery(sql), sql);
        assertTrue(List.of("42501", "42601").contains(e.getSQLState()),
            sql + " -> " + e.getSQLState() + " " + e.getMessage());
      }
      SQLException e = assertThrows(SQLException.class, () -> {
        try (PreparedStatement ps = nl.prepareStatement("SELECT id FROM orders WHERE id = ?"
            + " AND status ?? 'a'")) {
          ps.setInt(1, 10);
          ps.executeQuery().close();
        }
      });
      assertTrue(List.of("42501", "42601").contains(e.getSQLState()),
          e.getSQLState() + " " + e.getMessage());
    }
  }

  /**
   * Without a tenant the open gate still refuses what MariaDB reads otherwise than a standard
   * lexer: executable comments run their content, {@code --x} is two minus signs, {@code \'}
   * escapes a quote. Each statement reads a denied catalogue or sleeps when run on MariaDB
   * directly; through nljdbc it is refused and never reaches MariaDB.
   */
  @Test
  void mariaDbsOwnSpellings_withoutATenant_areRefusedAndMariaDbWouldRunThem() throws SQLException {
    Map<String, Rule> spellings = new LinkedHashMap<>();
    spellings.put("SELECT 1 /*! , (SELECT count(*) FROM mysql.user) */", Rule.AMBIGUOUS_COMMENT);
    spellings.put("SELECT 1 /*!50000 , (SELECT count(*) FROM mysql.user) */",
        Rule.AMBIGUOUS_COMMENT);
    spellings.put("SELECT 1 /*M! , (SELECT count(*) FROM mysql.user) */", Rule.AMBIGUOUS_COMMENT);
    spellings.put("SELECT 'a\\', ' , (SELECT count(*) FROM mysql.user) AS n, ' -- '",
        Rule.AMBIGUOUS_LITERAL);
    spellings.put("SELECT 1 # 2, '\n, (SELECT count(*) FROM mysql.user) AS n -- '",
        Rule.AMBIGUOUS_COMMENT);
    for (String sql : spellings.keySet()) {
      try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(sql)) {
        assertTrue(rs.getMetaData().getColumnCount() > 1, "MariaDB reads the hidden column: "
            + sql);
      }
    }
    try (Connection nl = openDriver(); Statement st = nl.createStatement()) {
      for (Map.Entry<String, Rule> e : spellings.entrySet()) {
        SQLException x = assertThrows(SQLException.class, () -> st.executeQuery(e.getKey()),
            e.getKey());
        assertEquals("42501", x.getSQLState(), x.getMessage());
        assertTrue(x.getMessage().contains(e.getValue().id()), x.getMessage());
      }
      SQLException x = assertThrows(SQLException.class, () -> st.executeQuery("SELECT 1 --1\n"));
      assertTrue(x.getMessage().contains(Rule.AMBIGUOUS_COMMENT.id()), x.getMessage());
    }
  }
}
