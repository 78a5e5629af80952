package dev.nljdbc.it.generalisation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.NlAssert;
import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Which date a period means, on PostgreSQL with the suite's schemas: a period on a table with two
 * plausible dates of its own is asked once as a {@code column_ambiguity}; the answer is applied,
 * learned for the user and tenant, and the next question about that table with a period uses
 * it without asking, in the same session and, with {@code clarify.shareLearned} on (these
 * connections have no authenticated user), in a new one; another tenant is asked again. What
 * the question's words or the rule settle is never asked.
 */
class DateColumnIT {

  private static String state() {
    return "jdbc:h2:mem:datecol_it_" + System.nanoTime() + ";DB_CLOSE_DELAY=-1";
  }

  private static NlAssert connect(TestDatabases.Scratch scratch, String tenantColumn,
      String tenant, String stateUrl) throws SQLException {
    return NlAssert.connect(scratch.nlUrl(), NlAssert.props("tenant.column", tenantColumn,
        "tenant.value", tenant, "state.url", stateUrl, "clarify.shareLearned", "true"));
  }

  /** The clarification's only question, asserted to be a column ambiguity; its options. */
  private static String askedWhichDate(NlAssert.Answer answer) {
    answer.succeeded();
    List<Map<String, Object>> rows = answer.rows();
    assertEquals(1, rows.size(), answer.sql() + " " + rows);
    assertTrue(rows.get(0).containsKey("clarification_id"), "no clarification: " + rows);
    assertEquals("column_ambiguity", rows.get(0).get("ambiguity"), rows.toString());
    return (String) rows.get(0).get("options");
  }

  private static String data(NlAssert.Answer answer) {
    answer.succeeded();
    assertTrue(answer.rows().isEmpty() || !answer.rows().get(0).containsKey("clarification_id"),
        "asked back instead of answering: " + answer.rows());
    assertNotNull(answer.sql(), "no SQL ran");
    return answer.sql();
  }

  private static TestDatabases.Scratch load(String name, String... more) throws Exception {
    List<String> ddl = new ArrayList<>(List.of(GeneralisationIT.statements(name)));
    ddl.removeIf(s -> s.isBlank());
    ddl.addAll(List.of(more));
    return TestDatabases.scratch(Kind.POSTGRESQL, ddl.toArray(new String[0]));
  }

  @Test
  void clinic_appointmentsBookedOrScheduled_askedOnceThenLearned() throws Exception {
    String stateUrl = state();
    try (TestDatabases.Scratch clinic = load("clinic");
        NlAssert nl = connect(clinic, "clinic_grp", "1", stateUrl)) {
      assertEquals("appointments.sched_at | appointments.booked_at",
          askedWhichDate(nl.ask("total fees of completed appointments last month")));
      String answered = data(nl.ask("appointments.sched_at"));
      assertTrue(answered.contains("sched_at >=") && !answered.contains("booked_at"), answered);
      NlAssert.Answer again = nl.ask("total fees of completed appointments last month");
      data(again);
      Object gold = nl.ask("SELECT sum(fee_amt) FROM appointments WHERE status = 'completed'"
          + " AND date_trunc('month', sched_at) = date_trunc('month', CURRENT_DATE)"
          + " - interval '1 month'").rows().get(0).values().iterator().next();
      assertEquals(gold, again.rows().get(0).values().iterator().next(), again.sql());

      String next = data(nl.ask("how many appointments were there last week?"));
      assertTrue(next.contains("sched_at >=") && !next.contains("booked_at"), next);
      String booked = data(nl.ask("how many appointments were booked last month?"));
      assertTrue(booked.contains("booked_at >=") && !booked.contains("sched_at"), booked);

      try (NlAssert sameTenant = connect(clinic, "clinic_grp", "1", stateUrl)) {
        String later = data(sameTenant.ask("number of appointments per doctor this month"));
        assertTrue(later.contains("sched_at >=") && !later.contains("booked_at"), later);
      }
      try (NlAssert otherTenant = connect(clinic, "clinic_grp", "2", stateUrl)) {
        askedWhichDate(otherTenant.ask("appointments last week"));
        String picked = data(otherTenant.ask("2"));
        assertTrue(picked.contains("booked_at >=") && !picked.contains("sched_at"), picked);
      }
    }
  }

  @Test
  void rentals_leasesStartedOrSigned_askedOnceThenLearned() throws Exception {
    String stateUrl = state();
    try (TestDatabases.Scratch rentals = load("rentals",
        "ALTER TABLE leases ADD COLUMN signed_dt date",
        "UPDATE leases SET signed_dt = start_dt - 20",
        "ALTER TABLE leases ALTER COLUMN signed_dt SET NOT NULL");
        NlAssert nl = connect(rentals, "agency_id", "1", stateUrl)) {
      assertEquals("leases.start_dt | leases.signed_dt",
          askedWhichDate(nl.ask("total deposits of leases this year")));
      String answered = data(nl.ask("2"));
      assertTrue(answered.contains("signed_dt >=") && !answered.contains("start_dt"), answered);
      String next = data(nl.ask("how many leases were there last month?"));
      assertTrue(next.contains("signed_dt >=") && !next.contains("start_dt"), next);
      String started = data(nl.ask("leases starting this year"));
      assertTrue(started.contains("start_dt >=") && !started.contains("signed_dt"), started);
      String ended = data(nl.ask("leases ending next month"));
      assertTrue(ended.contains("end_dt >="), ended);
    }
  }

  @Test
  void datesTheRuleOrTheWordsSettle_areNotAsked() throws Exception {
    try (TestDatabases.Scratch support = load("support");
        NlAssert nl = connect(support, "acct_id", "1", state())) {
      String perCustomer = data(nl.ask("number of tickets per customer this month"));
      assertTrue(perCustomer.contains("created_at >=") && !perCustomer.contains("signup_dt"),
          perCustomer);
      nl.ask("/new");
      String closed = data(nl.ask("tickets closed this month"));
      assertTrue(closed.contains("closed_at >="), closed);
      nl.ask("/new");
      String last = data(nl.ask("the last 10 tickets"));
      assertTrue(last.contains("ORDER BY created_at DESC LIMIT 10"), last);
      nl.ask("/new");
      String got = data(nl.ask("how many tickets did we get this month?"));
      assertTrue(got.contains("created_at >=") && !got.contains("closed_at"), got);
    }
  }
}
