package dev.nljdbc.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nljdbc.it.TestDatabases.Kind;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A result far larger than the heap streams through the driver: 100,000 rows of 1 KB (about
 * 100 MB) read in a JVM limited to 64 MB, which fails if anything on the way buffers the result.
 * The probe turns WordNet off ({@code language.wordnet=false}): the lexicon takes some tens of
 * megabytes of its own, which the heap limit would otherwise count against the result.
 */
class StreamingIT {
  private static final int ROWS = 100_000;
  private static final int WIDTH = 1_000;

  @Test
  void largeResult_streamsInBoundedMemory() throws Exception {
    try (var scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE wide (id int primary key, payload text)",
        "INSERT INTO wide SELECT g, repeat(md5(g::text), " + (WIDTH / 32 + 1) + ")::varchar(" + WIDTH
            + ") FROM generate_series(1, " + ROWS + ") g")) {
      String out = runProbe(scratch.nlUrl(), "SELECT id, payload FROM wide",
          "limits.maxRows=" + ROWS, "language.wordnet=false");
      assertEquals(ROWS + " " + ((long) ROWS * WIDTH), out);
    }
  }

  private static String runProbe(String url, String sql, String... properties) throws Exception {
    String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
    List<String> command = new ArrayList<>(List.of(java, "-Xmx64m", "-cp",
        System.getProperty("java.class.path"), StreamingProbe.class.getName(), url,
        sql + " ORDER BY id"));
    command.addAll(List.of(properties));
    ProcessBuilder pb = new ProcessBuilder(command);
    pb.redirectErrorStream(true);
    Process p = pb.start();
    if (!p.waitFor(5, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new AssertionError("the probe did not finish");
    }
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    assertEquals(0, p.exitValue(), output);
    String[] lines = output.split("\n");
    return lines[lines.length - 1];
  }
}
