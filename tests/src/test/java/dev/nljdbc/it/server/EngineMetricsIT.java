package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nljdbc.jdbc.InProcessDriver;
import dev.nljdbc.metrics.PipelineMetrics;
import dev.nljdbc.server.NljdbcServer;
import dev.nljdbc.statement.Route;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/** Each engine counts its own statements: two servers and the in-process engine do not mix. */
class EngineMetricsIT {

  @Test
  void statementsAreCountedByTheEngineThatRanThem() throws SQLException {
    try (NljdbcServer a = TestServers.start(null); NljdbcServer b = TestServers.start(null)) {
      long inProcess = sql(InProcessDriver.metrics());
      try (Connection c = DriverManager.getConnection(TestServers.nlUrl(a));
          Statement s = c.createStatement()) {
        s.executeQuery("SELECT 1").close();
        s.executeQuery("SELECT 2").close();
      }
      assertEquals(2, sql(a.pipelineMetrics()));
      assertEquals(0, sql(b.pipelineMetrics()));
      assertEquals(inProcess, sql(InProcessDriver.metrics()));
    }
  }

  private static long sql(PipelineMetrics metrics) {
    return metrics.statements().get(Route.SQL);
  }
}
