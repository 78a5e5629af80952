package dev.nljdbc.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.security.AdmittedStatement;
import dev.nljdbc.security.SecurityGate;
import dev.nljdbc.security.SecurityPolicy;
import dev.nljdbc.security.TenantTables;
import dev.nljdbc.statement.Route;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

/**
 * Text that starts like SQL but reads as English is a syntax error that says how to ask it as a
 * question, never a silent reading; a mistyped query keeps its "did you mean".
 */
class SyntaxErrorsTest {
  private final SecurityGate gate = new SecurityGate();

  private SQLException admitted(String text) throws SQLException {
    RoutedText routed = StatementRouter.route(text);
    assertEquals(Route.SQL, routed.route(), text);
    return assertThrows(SQLException.class, () -> SyntaxErrors.admit(gate, routed.text()));
  }

  @Test
  void englishThatStartsWithSelect_is42601_andSaysHowToAskIt() throws SQLException {
    for (String text : new String[] {"Select the average price of each manufacturer's products",
        "select the best customers of last year", "SELECT top customers by revenue please"}) {
      SQLException e = admitted(text);
      assertEquals("42601", e.getSQLState(), text + ": " + e.getMessage());
      assertTrue(e.getMessage().contains("/nl " + text.substring(0, 20)), e.getMessage());
    }
  }

  @Test
  void theQuestionAskedWithNl_isEnglish() throws SQLException {
    assertEquals(Route.NATURAL_LANGUAGE, StatementRouter.route(
        "/nl Select the average price of each manufacturer's products").route());
  }

  @Test
  void aTypoInSql_keepsItsPosition_andANearMissKeepsItsSuggestion() throws SQLException {
    SQLException e = admitted("SELECT name FROM orders WHERE");
    assertEquals("42601", e.getSQLState());
    assertTrue(e.getMessage().contains("line 1"), e.getMessage());
    SQLException near = admitted("selec * frm users");
    assertTrue(near.getMessage().contains("did you mean SELECT?"), near.getMessage());
  }

  @Test
  void aStatementOfAnotherKind_staysARefusal() throws SQLException {
    SQLException e = admitted("VACUUM FULL orders now please");
    assertFalse(e.getMessage().contains("/nl"), e.getMessage());
  }

  @Test
  void aKeywordUsedAsAName_passes_andTextThatStillDoesNotParse_staysA42601() throws SQLException {
    SecurityGate postgres = new SecurityGate(SecurityPolicy.defaults(), null,
        TenantTables.builder("corp_id").database("PostgreSQL").searchPath("public")
            .table("public", "orders").build(), "alice");
    AdmittedStatement a = SyntaxErrors.admit(postgres,
        "SELECT count(*) AS returns FROM orders ORDER BY returns");
    assertEquals("SELECT count(*) AS \"returns\" FROM orders ORDER BY \"returns\"", a.sql());
    SQLException e = assertThrows(SQLException.class,
        () -> SyntaxErrors.admit(postgres, "SELECT count(*) AS returns FROM orders WHERE"));
    assertEquals("42601", e.getSQLState());
    assertTrue(e.getMessage().contains("line 1, column"), e.getMessage());
  }
}
