package dev.nljdbc.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code /metrics} and {@code /health} over HTTP, on a server of the embedded demo. */
class MetricsEndpointTest {
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static NljdbcServer server;

  @BeforeAll
  static void start() {
    server = NljdbcServer.start(ServerSettings.load(null, null, null), "127.0.0.1", 0);
  }

  @AfterAll
  static void stop() {
    server.stop();
  }

  @Test
  void health_isUp_andCountsOpenConnections() throws Exception {
    try (Connection c = DriverManager.getConnection("jdbc:nl:remote:url=" + server.url())) {
      HttpResponse<String> r = get(server.healthUrl());
      assertEquals(200, r.statusCode());
      assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
      assertTrue(r.body().contains("\"status\":\"UP\""), r.body());
      assertTrue(r.body().matches("(?s).*\"openConnections\":[1-9].*"), r.body());
    }
  }

  @Test
  void metrics_countStatementsErrorsSecurityAndLatency() throws Exception {
    double sqlBefore = value(get(server.metricsUrl()).body(),
        "nljdbc_statements_total{route=\"sql\"}");
    try (Connection c = DriverManager.getConnection("jdbc:nl:remote:url=" + server.url());
        Statement s = c.createStatement()) {
      try (ResultSet rs = s.executeQuery("SELECT count(*) FROM regions")) {
        assertTrue(rs.next());
      }
      long unique = System.nanoTime();
      long small = unique % 100_000_000 + 1;
      for (long id : new long[] {unique, unique + 1, small, small + 1}) {
        try (ResultSet rs = s.executeQuery("SELECT name FROM regions WHERE region_id = " + id)) {
          assertFalse(rs.next());
        }
      }
      try (ResultSet rs = s.executeQuery("how many regions are there")) {
        assertTrue(rs.next());
      }
      SQLException refused = assertThrows(SQLException.class,
          () -> s.executeQuery("DELETE FROM regions"));
      assertEquals("42501", refused.getSQLState());

      HttpResponse<String> r = get(server.metricsUrl());
      assertEquals(200, r.statusCode());
      assertTrue(r.headers().firstValue("Content-Type").orElse("")
          .startsWith("text/plain; version=0.0.4"));
      String body = r.body();
      assertTrue(value(body, "nljdbc_statements_total{route=\"sql\"}") >= sqlBefore + 2, body);
      assertTrue(value(body, "nljdbc_statements_total{route=\"natural_language\"}") >= 1, body);
      assertTrue(value(body, "nljdbc_errors_total{sqlstate=\"42501\"}") >= 1, body);
      assertTrue(value(body, "nljdbc_security_statements_total{outcome=\"refused\"}") >= 1, body);
      assertTrue(value(body, "nljdbc_security_statements_total{outcome=\"admitted\"}") >= 2, body);
      assertTrue(value(body, "nljdbc_connections_open") >= 1, body);
      assertTrue(body.contains("nljdbc_clarifications_total{event=\"asked\"}"), body);
      assertTrue(body.contains("nljdbc_tenant_injections_total"), body);
      assertTrue(value(body, "nljdbc_security_shape_reuses_total") >= 3, body);
      assertTrue(value(body, "nljdbc_security_shape_unparsed_total") >= 1, body);
      double count = value(body, "nljdbc_statement_duration_seconds_count");
      assertTrue(count >= 3, body);
      assertEquals(count, value(body, "nljdbc_statement_duration_seconds_bucket{le=\"+Inf\"}"));
      assertTrue(body.contains("jvm_memory_used_bytes{area=\"heap\""), "JVM metrics: " + body);
    }
  }

  @Test
  void opsPaths_answerGetOnly() throws Exception {
    HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(server.metricsUrl()))
        .POST(HttpRequest.BodyPublishers.ofString("x")).build(),
        HttpResponse.BodyHandlers.ofString());
    assertEquals(405, r.statusCode());
  }

  @Test
  void withUsers_opsPathsStayOpen_andTheProtocolNeedsCredentials() throws Exception {
    Path users = Files.createTempFile("nljdbc-users", ".txt");
    Files.writeString(users, "alice,105,secret\n", StandardCharsets.UTF_8);
    NljdbcServer secured = NljdbcServer.start(ServerSettings.load(null, null, users),
        "127.0.0.1", 0);
    try {
      assertEquals(200, get(secured.healthUrl()).statusCode());
      assertEquals(200, get(secured.metricsUrl()).statusCode());
      HttpResponse<String> protocol = HTTP.send(HttpRequest.newBuilder(URI.create(secured.url()))
          .POST(HttpRequest.BodyPublishers.ofByteArray(new byte[0])).build(),
          HttpResponse.BodyHandlers.ofString());
      assertEquals(401, protocol.statusCode());
    } finally {
      secured.stop();
      Files.deleteIfExists(users);
    }
  }

  private static HttpResponse<String> get(String url) throws IOException, InterruptedException {
    return HTTP.send(HttpRequest.newBuilder(URI.create(url)).GET().build(),
        HttpResponse.BodyHandlers.ofString());
  }

  /** The value of a sample line, e.g. {@code name{label="x"} 3.0}; 0 when absent. */
  private static double value(String body, String sample) {
    Matcher m = Pattern.compile("(?m)^" + Pattern.quote(sample) + " (\\S+)$").matcher(body);
    return m.find() ? Double.parseDouble(m.group(1)) : 0;
  }
}
