package dev.nljdbc.dialog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AnswersTest {
  @Test
  void pairs_keepTheirOrder() throws SQLException {
    Map<String, String> answers = Answers.parse("q2=last 30 days, q1=Europe");
    assertEquals(List.of("q2", "q1"), List.copyOf(answers.keySet()));
    assertEquals("last 30 days", answers.get("q2"));
    assertEquals("Europe", answers.get("q1"));
  }

  @Test
  void commaInsideAnAnswer_staysInTheAnswer() throws SQLException {
    assertEquals(Map.of("q1", "Paris, Lyon", "q2", "2024"),
        Answers.parse("q1=Paris, Lyon, q2=2024"));
  }

  @Test
  void quotes_areRemoved_andIdsLowerCased() throws SQLException {
    assertEquals(Map.of("q1", "a, b=c", "q2", "x"), Answers.parse("Q1 = 'a, b=c' ,q2=\"x\""));
  }

  @Test
  void singleAnswer() throws SQLException {
    assertEquals(Map.of("q1", "bid_price"), Answers.parse("q1=bid_price"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "  ", "Europe", "=Europe", "1=Europe", "q1=", "q1=Europe, q2=",
      "q1=a, q1=b", "q1=''"})
  void malformedAnswers_are42000(String text) {
    SQLException e = assertThrows(SQLException.class, () -> Answers.parse(text));
    assertEquals("42000", e.getSQLState());
    assertTrue(e.getMessage().startsWith("/answer"), e.getMessage());
  }

  @Test
  void hugeAnswer_isParsedWhole() throws SQLException {
    String value = "a,".repeat(50_000) + "b";
    assertEquals(value, Answers.parse("q1=" + value).get("q1"));
  }
}
