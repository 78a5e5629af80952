package dev.nljdbc.server.eval;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;
import java.util.function.Consumer;

/**
 * Runs interactions: each on its own nljdbc connection over the SQLite database (so follow-ups
 * build on the turns before), each gold query directly on the same database file, and compares.
 */
final class EvalRunner {
  private static final String RAN = "nljdbc ran: ";
  /**
   * Rows read of any one result; more than any Spider gold returns. The driver's own row cap is
   * lifted for the eval ({@code limits.maxRows=0}), so a generated query is compared whole.
   */
  private static final int MAX_ROWS = 100_000;

  private final Path databases;
  private final Properties nlProperties;
  private final String clarificationAnswer;
  private final int maxClarificationRounds;

  /**
   * @param databases the directory holding {@code <db_id>/<db_id>.sqlite}
   * @param nlProperties the properties of each nljdbc connection
   * @param clarificationAnswer the statement that answers a clarification whose first open
   *     question offers options, or null to count a clarification as the answer; a question
   *     that takes free text is never answered, it counts as asked
   * @param maxClarificationRounds how many clarifications of one question are answered
   */
  EvalRunner(Path databases, Properties nlProperties, String clarificationAnswer,
      int maxClarificationRounds) {
    this.databases = databases;
    this.nlProperties = nlProperties;
    this.clarificationAnswer = clarificationAnswer;
    this.maxClarificationRounds = maxClarificationRounds;
  }

  /** The SQLite file of a database id. */
  Path database(String dbId) {
    return databases.resolve(dbId).resolve(dbId + ".sqlite");
  }

  /** Runs one interaction and hands each question's result to the sink. */
  void run(Interaction interaction, Consumer<QuestionResult> sink) {
    Path db = database(interaction.dbId());
    if (!Files.isRegularFile(db)) {
      skipAll(interaction, QuestionResult.Outcome.NO_DATABASE, null, "no file " + db, sink);
      return;
    }
    Properties goldProperties = new Properties();
    goldProperties.setProperty("open_mode", "1");
    Connection gold = null;
    Connection nl = null;
    try {
      gold = DriverManager.getConnection("jdbc:sqlite:" + db, goldProperties);
      nl = DriverManager.getConnection("jdbc:nl:jdbc:sqlite:" + db, nlProperties);
    } catch (SQLException e) {
      closeQuietly(gold);
      skipAll(interaction, QuestionResult.Outcome.ERROR, e.getSQLState(), e.getMessage(), sink);
      return;
    }
    try {
      int turn = 0;
      for (GoldQuestion q : interaction.turns()) {
        turn++;
        sink.accept(question(interaction, turn, q, gold, nl));
      }
    } finally {
      closeQuietly(nl);
      closeQuietly(gold);
    }
  }

  private static void closeQuietly(Connection c) {
    if (c != null) {
      try {
        c.close();
      } catch (SQLException e) {
        // the results are read; a failed close changes none of them
      }
    }
  }

  private QuestionResult question(Interaction interaction, int turn, GoldQuestion q,
      Connection gold, Connection nl) {
    String goldSql = GoldSql.repair(q.goldSql());
    String features = GoldSql.features(goldSql);
    QueryResult expected;
    String goldFailure = null;
    try {
      expected = query(gold, goldSql, null);
    } catch (SQLException e) {
      expected = null;
      goldFailure = e.getMessage();
    }
    Answer answer = ask(nl, q.text());
    int goldRows = expected == null ? -1 : expected.rows().size();
    QuestionResult.Outcome outcome;
    if (expected == null) {
      outcome = QuestionResult.Outcome.GOLD_ERROR;
    } else if (answer.error != null) {
      outcome = QuestionResult.Outcome.ERROR;
    } else if (answer.result.isClarification()) {
      outcome = QuestionResult.Outcome.CLARIFICATION;
    } else {
      outcome = QuestionResult.Outcome.of(
          ResultMatch.compare(expected, answer.result, GoldSql.ordered(goldSql)));
    }
    String message = answer.error != null ? answer.error.getMessage() : goldFailure;
    return new QuestionResult(interaction.index(), turn, interaction.dbId(), q.text(), goldSql,
        answer.sql, outcome, answer.error == null ? null : answer.error.getSQLState(), message,
        answer.clarifications, goldRows, answer.result == null ? -1 : answer.result.rows().size(),
        answer.nanos, features);
  }

  /** Asks a question, answering up to the configured number of clarifications. */
  private Answer ask(Connection nl, String text) {
    Answer answer = new Answer();
    long started = System.nanoTime();
    try {
      String[] ran = new String[1];
      answer.result = query(nl, text, ran);
      answer.sql = ran[0];
      while (answer.result.isClarification() && answer.result.asksOptions()
          && clarificationAnswer != null && answer.clarifications < maxClarificationRounds) {
        answer.clarifications++;
        answer.result = query(nl, clarificationAnswer, ran);
        answer.sql = ran[0];
      }
      if (answer.result.isClarification() && answer.clarifications == 0) {
        answer.clarifications = 1;
      }
    } catch (SQLException e) {
      answer.error = e;
      answer.sql = attempted(nl);
    }
    answer.nanos = System.nanoTime() - started;
    return answer;
  }

  /**
   * The SQL generated for the question that just failed, as the conversation's history keeps
   * it (the target may have rejected it), or null when none was generated.
   */
  private static String attempted(Connection nl) {
    try {
      QueryResult history = query(nl, "/history", null);
      int sql = history.labels().indexOf("SQL");
      if (sql < 0 || history.rows().isEmpty()) {
        return null;
      }
      String last = history.rows().get(history.rows().size() - 1).get(sql);
      return "NULL".equals(last) ? null : last;
    } catch (SQLException e) {
      return null;
    }
  }

  /** Runs a statement; {@code ran}, when given, receives the SQL nljdbc reports it ran. */
  private static QueryResult query(Connection c, String sql, String[] ran) throws SQLException {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      QueryResult result = QueryResult.read(rs, MAX_ROWS);
      if (ran != null) {
        ran[0] = ranSql(s.getWarnings());
      }
      return result;
    }
  }

  private static String ranSql(SQLWarning w) {
    for (; w != null; w = w.getNextWarning()) {
      if (w.getMessage() != null && w.getMessage().startsWith(RAN)) {
        return w.getMessage().substring(RAN.length());
      }
    }
    return null;
  }

  private static void skipAll(Interaction interaction, QuestionResult.Outcome outcome,
      String sqlState, String message, Consumer<QuestionResult> sink) {
    List<GoldQuestion> turns = interaction.turns();
    for (int i = 0; i < turns.size(); i++) {
      String goldSql = GoldSql.repair(turns.get(i).goldSql());
      sink.accept(new QuestionResult(interaction.index(), i + 1, interaction.dbId(),
          turns.get(i).text(), goldSql, null, outcome, sqlState, message, 0, -1, -1, 0,
          GoldSql.features(goldSql)));
    }
  }

  /** What one question came back with. */
  private static final class Answer {
    QueryResult result;
    String sql;
    SQLException error;
    int clarifications;
    long nanos;
  }
}
