package dev.nljdbc.it.generalisation;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.generalisation.Score.Outcome;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The demo's business test (docs/requirements.md, "The demo's business test"): the fifteen
 * questions a new user asks the demo first ({@code generalisation/demo-business.turns}) are each
 * answered right or asked about, never answered wrong: asked singly and in one sequence with no
 * {@code /new}, as the whole demo and as one corporation.
 */
class DemoBusinessQuestionsIT {

  @ParameterizedTest(name = "{0}, as one corporation: {1}")
  @CsvSource({"singly,false", "singly,true", "in one sequence,false", "in one sequence,true"})
  void eachQuestion_isRightOrAsks(String order, boolean tenant) throws Exception {
    TurnFile file = TurnFile.read("demo-business");
    List<String> wrong = new ArrayList<>();
    try (Connection nl = demo(file, tenant); Connection gold = demo(file, tenant)) {
      for (TurnFile.Block block : file.blocks()) {
        if (order.equals("singly")) {
          GeneralisationIT.run(nl, "/new");
        }
        for (TurnFile.Turn turn : block.turns()) {
          GeneralisationIT.Verdict v = GeneralisationIT.judge(nl, gold, turn);
          if (v.outcome() != Outcome.RIGHT && v.outcome() != Outcome.ASKED_AS_EXPECTED) {
            wrong.add(turn.text() + ": " + v.outcome() + " " + v.detail());
          }
        }
      }
    }
    assertTrue(wrong.isEmpty(), String.join("\n", wrong));
  }

  private static Connection demo(TurnFile file, boolean tenant) throws SQLException {
    Properties p = new Properties();
    if (tenant) {
      p.setProperty("tenant.column", file.tenantColumn());
      p.setProperty("tenant.value", file.tenantValue());
    }
    p.setProperty("state.url", "jdbc:h2:mem:demo_business_" + System.nanoTime()
        + ";DB_CLOSE_DELAY=-1");
    return DriverManager.getConnection("jdbc:nl:demo", p);
  }
}
