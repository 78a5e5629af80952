package dev.nljdbc.generation.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.sql.SQLException;
import org.junit.jupiter.api.Test;

class JsonRepliesTest {
  @Test
  void parse_readsOneObject() throws SQLException {
    assertEquals("x", JsonReplies.parse("test", " {\"a\": \"x\"} ").get("a").asText());
  }

  @Test
  void parse_refusesWhatIsNotOneObject() {
    for (String reply : new String[] {"", "   ", "[1, 2]", "\"text\"", "{\"a\": 1} {\"a\": 2}",
        "{\"a\": 1, \"a\": 2}", "{\"a\": ", "null"}) {
      SQLException e = assertThrows(SQLException.class, () -> JsonReplies.parse("test", reply),
          reply);
      assertEquals("42000", e.getSQLState(), reply);
    }
  }
}
