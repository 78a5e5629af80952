package dev.nljdbc.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.it.server.TestServers;
import dev.nljdbc.server.NljdbcServer;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.apache.calcite.avatica.jdbc.JdbcMeta;
import org.apache.calcite.avatica.remote.Driver.Serialization;
import org.apache.calcite.avatica.remote.LocalService;
import org.apache.calcite.avatica.server.HttpServer;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.junit.jupiter.api.Test;

/**
 * The shaded driver jar works on its own, as DBeaver loads it, in a JVM of its own: in-process,
 * against an nljdbc server and against a stock Avatica server; it stays under 50 MB and leaves
 * an application's own Avatica and PostgreSQL drivers their URLs.
 */
class DropInJarIT {
  static Path shadedJar() throws IOException {
    try (Stream<Path> files = Files.list(Path.of("..", "driver", "target"))) {
      return files.filter(p -> p.getFileName().toString().matches("nljdbc-driver-.*-all\\.jar"))
          .findFirst().orElseThrow(() -> new AssertionError("no shaded driver jar; run mvn package"));
    }
  }

  @Test
  void shadedJar_isSmallAndRelocatesItsDependencies() throws Exception {
    Path jar = shadedJar();
    assertTrue(Files.size(jar) < 50L * 1024 * 1024, "size " + Files.size(jar));
    try (JarFile jf = new JarFile(jar.toFile())) {
      assertTrue(jf.getEntry("dev/nljdbc/Driver.class") != null);
      for (String prefix : List.of("org/apache/calcite/", "net/sf/jsqlparser/", "org/postgresql/",
          "org/mariadb/", "org/h2/")) {
        assertTrue(jf.stream().noneMatch(e -> e.getName().startsWith(prefix)),
            prefix + " must be relocated");
      }
      String services = new String(jf.getInputStream(jf.getEntry("META-INF/services/java.sql.Driver"))
          .readAllBytes(), StandardCharsets.UTF_8);
      assertEquals("dev.nljdbc.Driver", services.strip(), services);
    }
  }

  @Test
  void shadedJarAlone_opensTheDemoAndPostgresql() throws Exception {
    assertEquals("dev.nljdbc.Driver H2",
        probe(List.of(), "tables", "jdbc:nl:demo").replaceAll(" \\d+$", ""));
    String pg = probe(List.of(), "tables", TestDatabases.nlUrl(Kind.POSTGRESQL));
    assertTrue(pg.startsWith("dev.nljdbc.Driver PostgreSQL "), pg);
  }

  @Test
  void shadedJarAlone_offersOneDriverClass_andItsBundledDriversStillConnect() throws Exception {
    String[] drivers = probe(List.of(), "drivers", shadedJar().toString()).split(" ");
    assertEquals("dev.nljdbc.Driver", drivers[1], "the top-level driver classes a tool lists");
    assertTrue(Integer.parseInt(drivers[0]) >= 5,
        "the bundled Avatica, H2, PostgreSQL and MariaDB drivers are in the jar, nested: "
            + drivers[0]);
    String pg = probe(List.of(), "tables", TestDatabases.nlUrl(Kind.POSTGRESQL));
    assertTrue(pg.startsWith("dev.nljdbc.Driver PostgreSQL "), pg);
    String maria = probe(List.of(), "tables", TestDatabases.nlUrl(Kind.MARIADB));
    assertTrue(maria.startsWith("dev.nljdbc.Driver MariaDB "), maria);
  }

  @Test
  void shadedJarAlone_queriesAnNljdbcServer() throws Exception {
    try (NljdbcServer server = TestServers.start(TestDatabases.url(Kind.POSTGRESQL))) {
      assertEquals("dev.nljdbc.Driver 1,2,3", probe(List.of(), "query", TestServers.nlUrl(server),
          "SELECT g FROM generate_series(1, 3) g ORDER BY g"));
      assertEquals("dev.nljdbc.Driver " + upTo(250), probe(List.of(), "query",
          TestServers.nlUrl(server), "SELECT g FROM generate_series(1, 250) g ORDER BY g"),
          "rows past the first frame come in fetch responses");
      String tables = probe(List.of(), "tables", TestServers.nlUrl(server));
      assertTrue(tables.startsWith("dev.nljdbc.Driver PostgreSQL "), tables);
    }
  }

  @Test
  void shadedJarAlone_queriesAStockAvaticaServer() throws Exception {
    HttpServer stock = new HttpServer.Builder<Server>()
        .withHandler(new LocalService(new JdbcMeta(TestDatabases.url(Kind.POSTGRESQL))),
            Serialization.PROTOBUF)
        .withPort(0)
        .withServerCustomizers(List.of(s -> ((ServerConnector) s.getConnectors()[0])
            .setHost("127.0.0.1")), Server.class)
        .build();
    stock.start();
    try {
      String url = "jdbc:nl:remote:url=http://127.0.0.1:" + stock.getPort();
      assertEquals("dev.nljdbc.Driver 1,2", probe(List.of(), "query", url,
          "SELECT g FROM generate_series(1, 2) g ORDER BY g"));
      assertEquals("dev.nljdbc.Driver " + upTo(250), probe(List.of(), "query", url,
          "SELECT g FROM generate_series(1, 250) g ORDER BY g"),
          "Avatica's own fetch responses, with both copies of each value");
    } finally {
      stock.stop();
    }
  }

  @Test
  void stockAvaticaClient_keepsItsUrls_withTheShadedJarFirst() throws Exception {
    List<Path> avatica = codeSources(org.apache.calcite.avatica.remote.Driver.class,
        com.google.protobuf.Message.class, org.apache.hc.client5.http.classic.HttpClient.class,
        org.apache.hc.core5.http.HttpEntity.class, org.apache.hc.core5.http2.HttpVersionPolicy.class,
        com.fasterxml.jackson.databind.ObjectMapper.class,
        com.fasterxml.jackson.core.JsonFactory.class,
        com.fasterxml.jackson.annotation.JsonProperty.class, org.slf4j.Logger.class,
        org.joou.UByte.class);
    try (NljdbcServer server = TestServers.start(TestDatabases.url(Kind.POSTGRESQL))) {
      String url = TestServers.avaticaUrl(server);
      assertEquals("org.apache.calcite.avatica.remote.Driver", probe(avatica, "owner", url)
          .replaceAll(" [\\d.]+$", ""));
      assertEquals("org.apache.calcite.avatica.remote.Driver 4", probe(avatica, "query", url,
          "SELECT 4 AS four"));
    }
  }

  @Test
  void applicationsOwnPostgresqlDriver_keepsJdbcPostgresqlUrls() throws Exception {
    Path oldPgjdbc = Path.of("target", "client-jars", "postgresql-42.2.29.jar");
    assertTrue(Files.isRegularFile(oldPgjdbc), oldPgjdbc + " (copied by the build)");
    String pg = TestDatabases.url(Kind.POSTGRESQL);
    assertEquals("org.postgresql.Driver 42.2",
        probe(List.of(oldPgjdbc), "owner", pg, "jdbc:nl:" + pg));
    assertEquals("org.postgresql.Driver 42.2", probe(List.of(oldPgjdbc), "owner", pg));
  }

  @Test
  void shadedJar_shipsNoAnnotationJarsUnderTheirOwnNames() throws Exception {
    try (JarFile jf = new JarFile(shadedJar().toFile())) {
      for (String prefix : List.of("org/checkerframework/", "com/google/errorprone/",
          "org/joou/", "org/jspecify/", "org/slf4j/")) {
        assertTrue(jf.stream().noneMatch(e -> e.getName().startsWith(prefix)),
            prefix + " must be relocated or left out");
      }
    }
  }

  @Test
  void shadedJarAlone_sendsTheAuditToJavaUtilLogging_withoutSlf4jWarnings() throws Exception {
    String out = probeOutput(List.of(), "refuse", "jdbc:nl:demo");
    assertTrue(out.endsWith("refused 42501"), out);
    assertTrue(out.contains("WARNING: refused user="), "the audit line through JUL: " + out);
    assertFalse(out.contains("SLF4J"), out);
    assertEquals(1, out.lines().filter(l -> l.startsWith("WARNING:")).count(),
        "the audit's warning and no other: " + out);
    assertFalse(out.contains("INFO: nljdbc-"), "no pool housekeeping on the console: " + out);
  }

  @Test
  void applicationsSlf4j_receivesTheAudit() throws Exception {
    String out = probeOutput(List.of(clientJar("slf4j-api"), clientJar("slf4j-simple")),
        "refuse", "jdbc:nl:demo");
    assertTrue(out.endsWith("refused 42501"), out);
    assertTrue(out.contains("WARN dev.nljdbc.audit - refused user="),
        "slf4j-simple's line for the audit logger: " + out);
    assertFalse(out.contains("SLF4J"), out);
    assertFalse(out.contains("WARNING: refused"), "not through JUL as well: " + out);
  }

  @Test
  void applicationsSlf4j17Binding_receivesTheAudit() throws Exception {
    Path dir = Path.of("target", "client-jars", "slf4j-1.7");
    String out = probeOutput(List.of(dir.resolve("slf4j-api-1.7.36.jar"),
        dir.resolve("slf4j-simple-1.7.36.jar")), "refuse", "jdbc:nl:demo");
    assertTrue(out.endsWith("refused 42501"), out);
    assertTrue(out.contains("WARN dev.nljdbc.audit - refused user="),
        "slf4j-simple 1.7's line for the audit logger: " + out);
    assertFalse(out.contains("SLF4J"), out);
    assertFalse(out.contains("WARNING: refused"), "not through JUL as well: " + out);
  }

  @Test
  void shadedJarAlone_answersModel() throws Exception {
    assertEquals("model rows", probe(List.of(), "model", "jdbc:nl:demo"));
  }

  @Test
  void applicationsOwnPostgresqlDriver_isTheOneWrapped() throws Exception {
    String url = TestDatabases.nlUrl(Kind.POSTGRESQL);
    List<Path> pgjdbc = List.of(clientJar("postgresql"));
    String wrapped = probe(pgjdbc, "types", url);
    assertEquals(probe(pgjdbc, "types", TestDatabases.url(Kind.POSTGRESQL)), wrapped,
        "jsonb, interval and inet as the application's pgjdbc gives them directly, with the column"
            + " class names it reports");
    assertTrue(wrapped.startsWith("org.postgresql.util.PGobject "), wrapped);
    assertTrue(wrapped.contains("org.postgresql.util.PGInterval "), wrapped);
    assertTrue(wrapped.endsWith(" true true"),
        "instanceof PGobject and unwrap(PGConnection) work: " + wrapped);
    String bundled = probe(List.of(), "types", url);
    assertTrue(bundled.startsWith("dev.nljdbc.shaded.postgresql.util.PGobject"
        + " dev.nljdbc.shaded.postgresql.util.PGobject "), bundled);
    assertTrue(bundled.contains("dev.nljdbc.shaded.postgresql.util.PGInterval "), bundled);
    assertTrue(bundled.endsWith(" false false"),
        "the bundled copy serves a tool that has no pgjdbc: " + bundled);
  }

  @Test
  void version_comesFromTheJar_inProcessAndRemote() throws Exception {
    String name = shadedJar().getFileName().toString();
    String version = name.substring("nljdbc-driver-".length(), name.length() - "-all.jar".length());
    assertEquals(version + " JDBC 4.2", probe(List.of(), "version", "jdbc:nl:demo"));
    try (NljdbcServer server = TestServers.start(TestDatabases.url(Kind.POSTGRESQL))) {
      assertEquals(version + " JDBC 4.2", probe(List.of(), "version", TestServers.nlUrl(server)));
    }
  }

  /** A jar the build copied into target/client-jars, by its artifact name. */
  private static Path clientJar(String artifact) throws IOException {
    try (Stream<Path> files = Files.list(Path.of("target", "client-jars"))) {
      return files.filter(p -> p.getFileName().toString().matches(artifact + "-\\d.*\\.jar"))
          .findFirst().orElseThrow(() -> new AssertionError(artifact + " not copied by the build"));
    }
  }

  /** The probe's last output line. */
  private static String probe(List<Path> after, String... args) throws Exception {
    String out = probeOutput(after, args);
    String[] lines = out.split("\n");
    return lines[lines.length - 1];
  }

  /**
   * The shaded jar alone, with the probe and {@code after} behind it on the class path: its whole
   * output, standard error included.
   */
  private static String probeOutput(List<Path> after, String... args) throws Exception {
    String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
    List<String> cp = new ArrayList<>(List.of(shadedJar().toString(),
        Path.of("target", "test-classes").toString()));
    after.forEach(p -> cp.add(p.toString()));
    List<String> command = new ArrayList<>(List.of(java, "-cp",
        String.join(File.pathSeparator, cp), DropInJarProbe.class.getName()));
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    assertTrue(p.waitFor(2, TimeUnit.MINUTES), "the probe did not finish");
    assertEquals(0, p.exitValue(), out);
    return out;
  }

  private static List<Path> codeSources(Class<?>... classes) {
    return Stream.of(classes).map(c -> {
      try {
        return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
      } catch (URISyntaxException e) {
        throw new IllegalStateException(e);
      }
    }).distinct().collect(Collectors.toList());
  }

  /** The numbers from 1 to n, joined by commas. */
  private static String upTo(int n) {
    return IntStream.rangeClosed(1, n).mapToObj(Integer::toString)
        .collect(Collectors.joining(","));
  }
}
