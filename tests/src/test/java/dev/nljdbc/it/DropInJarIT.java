package dev.nljdbc.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The shaded driver jar works on its own, as DBeaver loads it, and stays under 50 MB. */
class DropInJarIT {
  private static Path shadedJar() throws IOException {
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
      assertTrue(jf.stream().noneMatch(e -> e.getName().startsWith("org/apache/calcite/")),
          "Avatica must be relocated");
      assertTrue(jf.stream().noneMatch(e -> e.getName().startsWith("net/sf/jsqlparser/")),
          "JSqlParser must be relocated");
      String services = new String(jf.getInputStream(jf.getEntry("META-INF/services/java.sql.Driver"))
          .readAllBytes(), StandardCharsets.UTF_8);
      assertTrue(services.contains("dev.nljdbc.Driver"), services);
      assertTrue(!services.contains("avatica"), services);
    }
  }

  @Test
  void shadedJarAlone_opensTheDemoAndPostgresql() throws Exception {
    assertEquals("dev.nljdbc.Driver H2", probe("jdbc:nl:demo").replaceAll(" \\d+$", ""));
    String pg = probe(TestDatabases.nlUrl(TestDatabases.Kind.POSTGRESQL));
    assertTrue(pg.startsWith("dev.nljdbc.Driver PostgreSQL "), pg);
  }

  private static String probe(String url) throws Exception {
    String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
    String classpath = shadedJar() + File.pathSeparator + Path.of("target", "test-classes");
    Process p = new ProcessBuilder(List.of(java, "-cp", classpath, DropInJarProbe.class.getName(),
        url)).redirectErrorStream(true).start();
    assertTrue(p.waitFor(2, TimeUnit.MINUTES), "the probe did not finish");
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    assertEquals(0, p.exitValue(), out);
    String[] lines = out.split("\n");
    return lines[lines.length - 1];
  }
}
