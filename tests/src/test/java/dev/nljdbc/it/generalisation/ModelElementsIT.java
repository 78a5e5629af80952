package dev.nljdbc.it.generalisation;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each element of an operator's model carries its weight: questions that the schema's model
 * (written from the schema alone) should make right, end to end on two generalisation schemas
 * on PostgreSQL, each compared with SQL written by hand and run through nljdbc as the same
 * tenant. Dev questions written for this test; no turn of the suite's held-out halves.
 */
class ModelElementsIT {

  private static final String LAST_YEAR = "date_trunc('year', CURRENT_DATE) - interval '1 year'";
  private static final String THIS_YEAR = "date_trunc('year', CURRENT_DATE)";

  @Test
  void clinicModel_synonymsMetricsTimeFieldsValueSynonymsAndRelationships() throws Exception {
    check("clinic", new String[][] {
        {"how many physicians are there?", "SELECT count(*) FROM doctors"},
        {"revenue by doctor", "SELECT d.doc_nm, sum(a.fee_amt) FROM appointments a JOIN doctors d"
            + " ON d.doc_id = a.doc_id GROUP BY d.doc_id, d.doc_nm"},
        {"revenue last year", "SELECT sum(fee_amt) FROM appointments WHERE sched_at >= "
            + LAST_YEAR + " AND sched_at < " + THIS_YEAR},
        {"top 3 doctors by revenue", "SELECT d.doc_nm, sum(a.fee_amt) FROM appointments a"
            + " JOIN doctors d ON d.doc_id = a.doc_id GROUP BY d.doc_id, d.doc_nm"
            + " ORDER BY 2 DESC LIMIT 3"},
        {"how many prescriptions this year", "SELECT count(*) FROM prescriptions"
            + " WHERE issued_dt >= " + THIS_YEAR + " AND issued_dt < " + THIS_YEAR
            + " + interval '1 year'"},
        {"how many unpaid bills are there?", "SELECT count(*) FROM invoices WHERE paid_dt IS NULL"},
        {"list the current doctors", "SELECT doc_nm FROM doctors WHERE left_dt IS NULL"},
        {"average fee of consultations", "SELECT avg(fee_amt) FROM appointments"},
    });
  }

  @Test
  void rentalsModel_currentRowsMetricsByPeriodAndSynonyms() throws Exception {
    check("rentals", new String[][] {
        {"average asking rent by property type", "SELECT p.prop_type, avg(r.asking_rent)"
            + " FROM rent_prices r JOIN properties p ON p.prop_id = r.prop_id"
            + " WHERE r.valid_to IS NULL GROUP BY p.prop_type"},
        {"rental income last year", "SELECT sum(amt) FROM payments WHERE due_dt >= "
            + LAST_YEAR + " AND due_dt < " + THIS_YEAR},
        {"how many tenants are there?", "SELECT count(*) FROM renters"},
        {"top 5 landlords by rental income", "SELECT o.own_nm, sum(pm.amt) FROM payments pm"
            + " JOIN leases l ON l.lease_id = pm.lease_id JOIN properties p"
            + " ON p.prop_id = l.prop_id JOIN owners o ON o.own_id = p.own_id"
            + " GROUP BY o.own_id, o.own_nm ORDER BY 2 DESC LIMIT 5"},
        {"how many open repairs are there?",
            "SELECT count(*) FROM repair_reqs WHERE closed_at IS NULL"},
        {"total repair costs per property type", "SELECT p.prop_type, sum(r.cost_amt)"
            + " FROM repair_reqs r JOIN properties p ON p.prop_id = r.prop_id"
            + " GROUP BY p.prop_type"},
    });
  }

  private static void check(String schema, String[][] cases) throws Exception {
    TurnFile file = TurnFile.read(schema);
    List<String> wrong = new ArrayList<>();
    try (TestDatabases.Scratch db = TestDatabases.scratch(Kind.POSTGRESQL,
        GeneralisationIT.statements(schema));
        Connection nl = GeneralisationIT.connect(db, file, GeneralisationIT.model(schema));
        Connection gold = GeneralisationIT.connect(db, file, (String) null)) {
      for (String[] c : cases) {
        GeneralisationIT.run(nl, "/new");
        Rows expected = GeneralisationIT.run(gold, c[1]);
        try (Statement s = nl.createStatement()) {
          Rows answer = Rows.of(s.executeQuery(c[0]));
          if (!answer.matches(expected, true)) {
            wrong.add(c[0] + " -> " + ran(s.getWarnings()) + " " + answer);
          }
        } catch (SQLException e) {
          wrong.add(c[0] + " -> " + e.getSQLState() + " " + e.getMessage());
        }
      }
    }
    assertTrue(wrong.isEmpty(), String.join("\n", wrong));
  }

  private static String ran(SQLWarning w) {
    for (SQLWarning x = w; x != null; x = x.getNextWarning()) {
      if (x.getMessage().startsWith("nljdbc ran: ")) {
        return x.getMessage();
      }
    }
    return "?";
  }
}
