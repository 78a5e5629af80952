package dev.nljdbc.it.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.QueryEvidence;
import dev.nljdbc.generation.offline.confidence.ConfidenceModel;
import dev.nljdbc.server.NljdbcCommand;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code nljdbc-server fit} end to end: a training file of our own on a SQLite database the
 * test creates, judged by execution, fitted twice to the same weights file.
 */
class FitCommandIT {
  @TempDir
  Path dir;

  @Test
  void fit_judgesByExecution_andWritesTheSameWeightsTwice() throws Exception {
    Path db = dir.resolve("databases").resolve("shop").resolve("shop.sqlite");
    Files.createDirectories(db.getParent());
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement()) {
      s.execute("CREATE TABLE customer (customer_id INTEGER PRIMARY KEY, name TEXT, city TEXT)");
      s.execute("CREATE TABLE purchase (purchase_id INTEGER PRIMARY KEY, customer_id INTEGER "
          + "REFERENCES customer(customer_id), amount REAL)");
      s.execute("INSERT INTO customer VALUES (1, 'Ada', 'Oslo'), (2, 'Bo', 'Rome'), "
          + "(3, 'Cy', 'Oslo')");
      s.execute("INSERT INTO purchase VALUES (1, 1, 10), (2, 1, 20), (3, 2, 5)");
    }
    Path train = dir.resolve("train.json");
    Files.writeString(train, """
        [
          {"db_id": "shop", "question": "How many customers are there?",
           "query": "SELECT count(*) FROM customer"},
          {"db_id": "shop", "question": "Show the names of customers in Oslo",
           "query": "SELECT name FROM customer WHERE city = 'Oslo'"},
          {"db_id": "shop", "question": "How many customers are there?",
           "query": "SELECT count(*) FROM purchase"},
          {"db_id": "shop", "question": "What is the total amount of purchases?",
           "query": "SELECT sum(amount) FROM purchase"},
          {"db_id": "shop", "question": "List the buyers' towns",
           "query": "SELECT DISTINCT city FROM customer WHERE customer_id IN (1, 2)"}
        ]
        """, StandardCharsets.UTF_8);
    Path first = dir.resolve("first.properties");
    Path second = dir.resolve("second.properties");
    String out = fit(train, first);
    fit(train, second);
    assertTrue(out.contains("5 questions asked, "), out);
    String text = Files.readString(first, StandardCharsets.UTF_8);
    assertEquals(text, Files.readString(second, StandardCharsets.UTF_8), "deterministic");
    Properties p = new Properties();
    p.load(new StringReader(text));
    assertTrue(p.containsKey(ConfidenceModel.INTERCEPT), text);
    for (String name : QueryEvidence.NAMES) {
      assertTrue(p.containsKey(ConfidenceModel.WEIGHT + name), name + " in " + text);
    }
  }

  private static String fit(Path train, Path out) {
    StringWriter stdout = new StringWriter();
    CommandLine cl = NljdbcCommand.commandLine();
    cl.setOut(new PrintWriter(stdout));
    cl.setErr(new PrintWriter(new StringWriter()));
    int status = cl.execute("fit", train.toString(), "--databases",
        train.getParent().resolve("databases").toString(), "--out", out.toString());
    assertEquals(0, status, stdout.toString());
    return stdout.toString();
  }
}
