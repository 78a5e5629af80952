package dev.nljdbc.it.generation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.RefinementContext;
import dev.nljdbc.generation.offline.OfflineSqlGenerator;
import dev.nljdbc.generation.offline.link.SchemaLinking;
import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.schema.SchemaSnapshot;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * A conversation with the offline engine over a real database: questions and follow-ups, the
 * generated SQL run on the database, and its rows compared with a hand-written query's.
 */
final class Dialog {

  private final Connection connection;
  private final SchemaSnapshot schema;
  private final String tenant;
  private final OfflineSqlGenerator generator = new OfflineSqlGenerator();
  private String original;
  private GeneratedQuery current;
  private final List<String> questions = new ArrayList<>();

  Dialog(Connection connection, String tenant) throws SQLException {
    this.connection = connection;
    this.schema = SchemaLoader.defaults().load(connection);
    this.tenant = tenant;
  }

  SchemaSnapshot schema() {
    return schema;
  }

  /** Asks a new question. */
  Dialog ask(String question) throws SQLException {
    current = generator.generate(new GenerationRequest(question, null, schema, tenant, Map.of()));
    original = question;
    questions.clear();
    questions.add(question);
    return this;
  }

  /** Refines the current query; the standalone question is the earlier ones with the feedback. */
  Dialog then(String feedback) throws SQLException {
    String standalone = String.join(" ", questions) + " " + feedback;
    current = generator.generate(new GenerationRequest(standalone,
        new RefinementContext(original, current, feedback, questions), schema, tenant, Map.of()));
    questions.add(feedback);
    return this;
  }

  GeneratedQuery query() {
    return current;
  }

  SchemaLinking link(String question) {
    return generator.link(new GenerationRequest(question, null, schema, tenant, Map.of()));
  }

  /** Asserts the current query returns the rows of the expected SQL, in any order. */
  Dialog returnsSameRowsAs(String expectedSql) throws SQLException {
    List<String> expected = rows(expectedSql);
    List<String> actual = rows(current.sql());
    Collections.sort(expected);
    Collections.sort(actual);
    assertEquals(expected, actual, current.sql());
    return this;
  }

  /** Asserts the current query returns the rows of the expected SQL, in the same order. */
  Dialog returnsSameOrderedRowsAs(String expectedSql) throws SQLException {
    assertEquals(rows(expectedSql), rows(current.sql()), current.sql());
    return this;
  }

  List<String> rows(String sql) throws SQLException {
    List<String> rows = new ArrayList<>();
    try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      int n = rs.getMetaData().getColumnCount();
      while (rs.next()) {
        StringBuilder row = new StringBuilder();
        for (int i = 1; i <= n; i++) {
          row.append(i > 1 ? "|" : "").append(normal(rs.getObject(i)));
        }
        rows.add(row.toString());
      }
    }
    return rows;
  }

  private static Object normal(Object v) {
    if (v instanceof Number && !(v instanceof Integer) && !(v instanceof Long)) {
      BigDecimal d = new BigDecimal(v.toString());
      return d.setScale(4, java.math.RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
    }
    if (v instanceof Number) {
      return new BigDecimal(v.toString()).toPlainString();
    }
    return v;
  }
}
