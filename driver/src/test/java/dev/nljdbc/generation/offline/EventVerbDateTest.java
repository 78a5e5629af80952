package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.testing.SmallDb;
import java.sql.SQLException;
import java.util.Locale;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The verb of a question picks the date a period applies to: "leases expire in the next 60
 * days" is about the lease's end, "orders placed last week" about the order's placing, by what
 * WordNet relates the verb to the words of each date column's name.
 */
class EventVerbDateTest {

  private static SmallDb db;

  @BeforeAll
  static void open() throws SQLException {
    db = new SmallDb("event_verbs",
        "CREATE TABLE leases (lease_id INT PRIMARY KEY, unit_no VARCHAR(8) NOT NULL,"
            + " lease_start_date DATE NOT NULL, lease_end_date DATE NOT NULL,"
            + " renewal_dt DATE, monthly_rent DECIMAL(8, 2) NOT NULL)",
        "CREATE TABLE \"Orders\" (\"OrderId\" INT PRIMARY KEY,"
            + " \"PlacedAtUtc\" TIMESTAMP NOT NULL, \"DeliveredAtUtc\" TIMESTAMP,"
            + " \"PaidOn\" DATE, \"Total\" DECIMAL(8, 2) NOT NULL)",
        "CREATE TABLE customers (cust_id INT PRIMARY KEY, cust_nm VARCHAR(40) NOT NULL,"
            + " \"SignupDt\" DATE NOT NULL, birth_dt DATE NOT NULL, last_login_ts TIMESTAMP)",
        "CREATE TABLE staff (staff_id INT PRIMARY KEY, full_name VARCHAR(40) NOT NULL,"
            + " hire_date DATE NOT NULL, created_at TIMESTAMP NOT NULL, left_on DATE)",
        "CREATE TABLE tickets (ticket_id INT PRIMARY KEY, subject VARCHAR(40) NOT NULL,"
            + " opened_at TIMESTAMP NOT NULL, closed_at TIMESTAMP)",
        "CREATE TABLE policies (policy_id INT PRIMARY KEY, holder VARCHAR(40) NOT NULL,"
            + " issue_dt DATE NOT NULL, expiry_dt DATE NOT NULL)");
  }

  @AfterAll
  static void close() throws SQLException {
    db.close();
  }

  private static void assertDate(String question, String expected, String... notUsed)
      throws SQLException {
    String sql = db.engine().ask(question).sql().toLowerCase(Locale.ROOT);
    assertTrue(sql.contains(expected.toLowerCase(Locale.ROOT)), question + " -> " + sql);
    for (String other : notUsed) {
      assertFalse(sql.contains(other.toLowerCase(Locale.ROOT)), question + " -> " + sql);
    }
  }

  @Test
  void expiringAndLapsing_meanTheEndDate() throws SQLException {
    assertDate("how many leases expire in the next 60 days", "lease_end_date",
        "lease_start_date");
    assertDate("leases that lapse next month", "lease_end_date", "lease_start_date");
    assertDate("how many policies expire this year", "expiry_dt", "issue_dt");
  }

  @Test
  void renewed_meansTheRenewalDate() throws SQLException {
    assertDate("leases renewed last month", "renewal_dt", "lease_start_date");
  }

  @Test
  void quotedPascalCaseDates_followTheVerb() throws SQLException {
    assertDate("orders placed last week", "\"placedatutc\"", "\"deliveredatutc\"");
    assertDate("how many orders were delivered last month", "\"deliveredatutc\"",
        "\"placedatutc\"");
    assertDate("orders paid this month", "\"paidon\"", "\"placedatutc\"");
    assertDate("customers who signed up this year", "\"signupdt\"", "birth_dt");
  }

  @Test
  void hiredAndClosed_followTheVerb() throws SQLException {
    assertDate("staff hired last year", "hire_date", "created_at");
    assertDate("how many tickets were closed this week", "closed_at", "opened_at");
  }
}
