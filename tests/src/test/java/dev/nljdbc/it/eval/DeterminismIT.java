package dev.nljdbc.it.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The offline engine gives the same SQL in every JVM: one eval sample run by
 * {@code nljdbc-server eval} in two JVMs whose identity hash codes differ (the default, and
 * {@code -XX:hashCode=2}, where every object hashes alike), the generated SQL compared byte for
 * byte. The schema has a table without a date and many related tables with one, so a period
 * question's tie between them would follow hash order if anything iterated a hash set.
 */
class DeterminismIT {
  private static final String[] CHILDREN = {"visit", "payment", "booking", "review", "complaint",
      "referral", "renewal", "survey"};

  @TempDir
  static Path dir;

  @Test
  void sameSqlUnderDifferentIdentityHashes() throws Exception {
    Path db = dir.resolve("databases").resolve("club").resolve("club.sqlite");
    Files.createDirectories(db.getParent());
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement()) {
      s.execute("CREATE TABLE member (member_id INTEGER PRIMARY KEY, name TEXT, city TEXT)");
      s.execute("INSERT INTO member VALUES (1, 'Ann', 'Oslo'), (2, 'Bo', 'Rome')");
      for (String t : CHILDREN) {
        s.execute("CREATE TABLE " + t + " (" + t + "_id INTEGER PRIMARY KEY, member_id INTEGER"
            + " REFERENCES member(member_id), " + t + "_date DATE, amount REAL)");
        s.execute("INSERT INTO " + t + " VALUES (1, 1, '2024-03-01', 10), (2, 2, '2023-05-01',"
            + " 20)");
      }
    }
    StringBuilder json = new StringBuilder("[");
    String[] questions = {"How many members in 2024?", "Show members from 2023",
        "members last year", "total amount in 2024", "How many members per city in 2024?",
        "Which members had the highest amount in 2023?"};
    for (String q : questions) {
      json.append(json.length() > 1 ? ",\n" : "").append("{\"db_id\": \"club\", \"question\": \"")
          .append(q).append("\", \"query\": \"SELECT count(*) FROM member\"}");
    }
    Path file = dir.resolve("sample.json");
    Files.writeString(file, json.append("]").toString());
    List<String> plain = predictedSql(file, dir.resolve("a.csv"));
    List<String> flat = predictedSql(file, dir.resolve("b.csv"),
        "-XX:+UnlockExperimentalVMOptions", "-XX:hashCode=2");
    assertEquals(questions.length, plain.size(), plain.toString());
    assertTrue(plain.stream().anyMatch(sql -> sql.contains("_date")), plain.toString());
    assertEquals(plain, flat);
  }

  private static List<String> predictedSql(Path file, Path csv, String... jvmOptions)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(List.of(jvmOptions));
    command.addAll(List.of("-cp", System.getProperty("java.class.path"),
        "dev.nljdbc.server.NljdbcCommand", "eval", file.toString(), "--databases",
        dir.resolve("databases").toString(), "--csv", csv.toString()));
    Process p = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(dir.resolve(csv.getFileName() + ".log").toFile()).start();
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "eval did not finish");
    assertEquals(0, p.exitValue(), Files.readString(dir.resolve(csv.getFileName() + ".log")));
    List<String> sql = new ArrayList<>();
    List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
    for (String line : lines.subList(1, lines.size())) {
      String[] cells = line.split("\",\"");
      sql.add(cells[5]);
    }
    return sql;
  }

}
