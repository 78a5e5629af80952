package dev.nljdbc.it.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nljdbc.it.NlAssert;
import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Rates named by the noun of an act ("conversion rate", "cancellation rate", "churn rate",
 * "return rate", "no-show rate") through the driver, clarification on, on a PostgreSQL schema of
 * a subscription business with a tenant column and a second account's rows that must never
 * count. Each answer is compared with a hand-written query of the share in percent.
 */
class StateRatesPostgresIT {

  private static final String[] DDL = {
      "CREATE TABLE leads (id int PRIMARY KEY, account_id int NOT NULL,"
          + " source varchar(12) NOT NULL, created_at timestamp NOT NULL,"
          + " status varchar(12) NOT NULL)",
      "CREATE TABLE orders (id int PRIMARY KEY, account_id int NOT NULL,"
          + " region varchar(12) NOT NULL, placed_at timestamp NOT NULL,"
          + " cancelled_at timestamp)",
      "CREATE TABLE order_lines (id int PRIMARY KEY, account_id int NOT NULL,"
          + " order_id int NOT NULL REFERENCES orders, quantity int NOT NULL,"
          + " is_returned boolean NOT NULL)",
      "CREATE TABLE subscriptions (id int PRIMARY KEY, account_id int NOT NULL,"
          + " plan varchar(12) NOT NULL, started_at timestamp NOT NULL, churned_at timestamp)",
      "CREATE TABLE appointments (id int PRIMARY KEY, account_id int NOT NULL,"
          + " starts_at timestamp NOT NULL, status varchar(12) NOT NULL)",
      "INSERT INTO leads SELECT i, 1 + i / 10 % 2, (ARRAY['web', 'referral', 'event'])[i % 3 + 1],"
          + " now() - i * interval '1 day',"
          + " (ARRAY['new', 'converted', 'lost', 'converted', 'contacted'])[i % 5 + 1]"
          + " FROM generate_series(1, 90) i",
      "INSERT INTO orders SELECT i, 1 + i / 10 % 2, (ARRAY['north', 'south'])[i % 2 + 1],"
          + " now() - i * interval '1 day', CASE WHEN i % 7 IN (1, 4) THEN now() END"
          + " FROM generate_series(1, 80) i",
      "INSERT INTO order_lines SELECT i, o.account_id, o.id, 1 + i % 3, i % 6 = 0"
          + " FROM generate_series(1, 160) i JOIN orders o ON o.id = (i % 80) + 1",
      "INSERT INTO subscriptions SELECT i, 1 + i / 10 % 2, (ARRAY['basic', 'pro', 'team'])[i % 3 + 1],"
          + " now() - i * interval '5 days', CASE WHEN i % 4 = 0 THEN now() END"
          + " FROM generate_series(1, 70) i",
      "INSERT INTO appointments SELECT i, 1 + i / 10 % 2, now() - i * interval '1 day',"
          + " (ARRAY['attended', 'no_show', 'attended', 'cancelled'])[i % 4 + 1]"
          + " FROM generate_series(1, 50) i"};

  private static TestDatabases.Scratch scratch;

  @BeforeAll
  static void create() throws SQLException {
    scratch = TestDatabases.scratch(Kind.POSTGRESQL, DDL);
  }

  @AfterAll
  static void drop() throws SQLException {
    scratch.close();
  }

  @Test
  void conversionRate_isTheShareOfConvertedLeads() throws SQLException {
    assertRates("what is our lead conversion rate by source?", "SELECT source,"
        + " 100.0 * count(*) FILTER (WHERE status = 'converted') / count(*) FROM leads"
        + " WHERE account_id = 1 GROUP BY source");
  }

  @Test
  void cancellationRate_isTheShareOfOrdersWithACancellationDate() throws SQLException {
    assertRates("order cancellation rate by region", "SELECT region,"
        + " 100.0 * count(cancelled_at) / count(*) FROM orders WHERE account_id = 1"
        + " GROUP BY region");
  }

  @Test
  void churnRate_isTheShareOfChurnedSubscriptions() throws SQLException {
    assertRates("churn rate per plan", "SELECT plan, 100.0 * count(churned_at) / count(*)"
        + " FROM subscriptions WHERE account_id = 1 GROUP BY plan");
  }

  @Test
  void returnRate_isTheShareOfReturnedLines() throws SQLException {
    assertRates("what's the return rate of order lines?", "SELECT"
        + " 100.0 * count(*) FILTER (WHERE is_returned) / count(*) FROM order_lines"
        + " WHERE account_id = 1");
  }

  @Test
  void noShowRate_isTheShareOfNoShows() throws SQLException {
    assertRates("the no-show rate of appointments", "SELECT"
        + " 100.0 * count(*) FILTER (WHERE status = 'no_show') / count(*) FROM appointments"
        + " WHERE account_id = 1");
  }

  /** The answer's rows, percentages to one decimal, against the hand-written query's. */
  private static void assertRates(String question, String gold) throws SQLException {
    try (NlAssert nl = NlAssert.connect(scratch.nlUrl(),
        NlAssert.props("tenant.column", "account_id", "tenant.value", "1"))) {
      NlAssert.Answer answer = nl.ask(question).succeeded();
      List<String> got = new ArrayList<>();
      for (Map<String, Object> row : answer.rows()) {
        got.add(line(new ArrayList<>(row.values())));
      }
      got.sort(null);
      assertEquals(expected(gold), got, question + " ran " + answer.sql());
    }
  }

  private static List<String> expected(String sql) throws SQLException {
    List<String> out = new ArrayList<>();
    try (Connection c = DriverManager.getConnection(scratch.url());
        Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      int n = rs.getMetaData().getColumnCount();
      while (rs.next()) {
        List<Object> values = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
          values.add(rs.getObject(i));
        }
        out.add(line(values));
      }
    }
    out.sort(null);
    return out;
  }

  private static String line(List<Object> values) {
    StringBuilder b = new StringBuilder();
    for (Object v : values) {
      Object shown = v instanceof Number number
          ? new BigDecimal(number.toString()).setScale(1, RoundingMode.HALF_UP) : v;
      b.append(b.isEmpty() ? "" : " | ").append(shown);
    }
    return b.toString();
  }
}
