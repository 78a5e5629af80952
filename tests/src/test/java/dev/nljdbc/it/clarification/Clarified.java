package dev.nljdbc.it.clarification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.NlAssert;
import dev.nljdbc.jdbc.InProcessDriver;
import dev.nljdbc.metrics.PipelineMetrics;
import dev.nljdbc.metrics.PipelineMetrics.ClarificationEvent;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/** Assertions on clarification result sets and the clarification metrics. */
final class Clarified {
  private static final List<PipelineMetrics> SERVERS = new CopyOnWriteArrayList<>();

  static final List<String> COLUMNS = List.of("CLARIFICATION_ID", "QUESTION_ID", "QUESTION",
      "KIND", "OPTIONS", "AMBIGUITY", "SEVERITY");

  private Clarified() {
  }

  /** Asserts the answer is a clarification result set and returns its rows. */
  static List<Map<String, Object>> questions(NlAssert.Answer answer) {
    answer.returnsColumns(COLUMNS.toArray(new String[0]));
    List<Map<String, Object>> rows = answer.rows();
    assertTrue(!rows.isEmpty(), "a clarification has at least one question");
    return rows;
  }

  /** Asserts the answer is a clarification with one question of this ambiguity; its row. */
  static Map<String, Object> single(NlAssert.Answer answer, String ambiguity) {
    List<Map<String, Object>> rows = questions(answer);
    assertEquals(1, rows.size(), rows.toString());
    Map<String, Object> row = rows.get(0);
    assertEquals("q1", row.get("question_id"));
    assertEquals(ambiguity, row.get("ambiguity"), row.toString());
    return row;
  }

  /** Asserts the answer is data, not a clarification. */
  static NlAssert.Answer isData(NlAssert.Answer answer) {
    answer.succeeded();
    assertTrue(answer.rows().isEmpty() || !answer.rows().get(0).containsKey("clarification_id"),
        "asked back instead of answering: " + answer.rows());
    return answer;
  }

  /** The current count of a clarification event in the in-process engine and every server. */
  static long count(ClarificationEvent event) {
    long n = InProcessDriver.metrics().clarifications().get(event);
    for (PipelineMetrics server : SERVERS) {
      n += server.clarifications().get(event);
    }
    return n;
  }

  /** Counts a server's clarification events too. */
  static void watch(PipelineMetrics server) {
    SERVERS.add(server);
  }

  /** A fresh in-memory state store URL. */
  static String freshStateUrl(String name) {
    return "jdbc:h2:mem:" + name + "_" + System.nanoTime() + ";DB_CLOSE_DELAY=-1";
  }
}
