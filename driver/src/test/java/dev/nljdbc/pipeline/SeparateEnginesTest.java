package dev.nljdbc.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.execution.TargetPools;
import dev.nljdbc.security.SecurityMetrics;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Two engines in one JVM (two in-process configurations, or a server beside the in-process
 * driver) share neither the security gate's learnt outcomes and shapes nor its counters, while
 * the sessions of one engine share both.
 */
class SeparateEnginesTest {
  private static final String TARGET = "jdbc:h2:mem:separate_engines;DB_CLOSE_DELAY=-1";
  private static final Map<String, String> TENANT_SEVEN = Map.of(SessionFactory.TARGET_URL,
      TARGET, "tenant.column", "corp_id", "tenant.value", "7", "clarify", "false");

  private TargetPools poolsA;
  private TargetPools poolsB;
  private SessionFactory engineA;
  private SessionFactory engineB;

  @BeforeAll
  static void createTarget() throws SQLException {
    try (Connection c = DriverManager.getConnection(TARGET);
        Statement s = c.createStatement()) {
      s.execute("CREATE TABLE IF NOT EXISTS orders (id INT, corp_id INT, amount INT)");
    }
  }

  @BeforeEach
  void twoEngines() {
    poolsA = new TargetPools();
    poolsB = new TargetPools();
    engineA = SessionFactory.inProcess(poolsA, url -> url);
    engineB = SessionFactory.inProcess(poolsB, url -> url);
  }

  @AfterEach
  void closePools() {
    poolsA.close();
    poolsB.close();
  }

  private static SecurityMetrics security(SessionFactory engine) {
    return engine.securityMetrics();
  }

  @Test
  void whatOneEngineLearnt_theOtherLearnsForItself() throws SQLException {
    try (Session a = engineA.open("a-1", TENANT_SEVEN)) {
      a.prepare("SELECT id FROM orders WHERE amount > 10");
      a.prepare("SELECT id FROM orders WHERE amount > 20");
    }
    assertEquals(1, security(engineA).shapeReuses());
    assertEquals(2, security(engineA).admitted());

    try (Session b = engineB.open("b-1", TENANT_SEVEN)) {
      b.prepare("SELECT id FROM orders WHERE amount > 10");
      b.prepare("SELECT id FROM orders WHERE amount > 20");
    }
    // Shared outcomes would have answered both texts from the cache (no reuse); shared
    // templates would have admitted the first one from A's shape too (two reuses).
    assertEquals(1, security(engineB).shapeReuses());
    assertEquals(2, security(engineB).admitted());
    assertEquals(2, security(engineA).admitted());
    assertEquals(1, security(engineA).shapeReuses());
  }

  @Test
  void sessionsOfOneEngine_shareWhatItLearnt() throws SQLException {
    try (Session first = engineA.open("a-1", TENANT_SEVEN)) {
      first.prepare("SELECT id FROM orders WHERE amount > 10");
    }
    try (Session second = engineA.open("a-2", TENANT_SEVEN)) {
      second.prepare("SELECT id FROM orders WHERE amount > 30");
    }
    assertEquals(1, security(engineA).shapeReuses());
    assertEquals(0, security(engineB).admitted());
  }

  @Test
  void refusals_countInTheirOwnEngineOnly() throws SQLException {
    try (Session a = engineA.open("a-1", TENANT_SEVEN)) {
      SQLException e = assertThrows(SQLException.class,
          () -> a.prepare("SELECT id FROM orders; DELETE FROM orders"));
      assertTrue(e.getSQLState().startsWith("42"), e.getSQLState());
    }
    assertEquals(1, security(engineA).refused());
    assertEquals(0, security(engineB).refused());
  }
}
