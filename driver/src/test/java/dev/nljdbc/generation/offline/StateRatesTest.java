package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nljdbc.testing.SmallDb;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A rate named by a noun of a state ("conversion rate", "win rate", "churn rate") is the share
 * of rows in the state the noun derives from: a status value (converted, won, completed), a
 * nullable date named by the verb (cancelled_at, churn_dt) or a flag (is_returned, returned_yn).
 * Each is answered with the rows of a hand-written query on two schemas of different spellings;
 * a status of another table spelled as the state ("cancelled", "returned" bookings) is not it.
 */
class StateRatesTest {

  private static SmallDb app;
  private static SmallDb legacy;

  @BeforeAll
  static void open() throws SQLException {
    app = new SmallDb("rates_app",
        "CREATE TABLE leads (id INT PRIMARY KEY, source VARCHAR(10) NOT NULL,"
            + " created_at DATE NOT NULL, status VARCHAR(12) NOT NULL)",
        "CREATE TABLE orders (id INT PRIMARY KEY, lead_id INT REFERENCES leads(id),"
            + " region VARCHAR(10) NOT NULL, ordered_at DATE NOT NULL, cancelled_at DATE)",
        "CREATE TABLE order_items (id INT PRIMARY KEY, order_id INT NOT NULL REFERENCES"
            + " orders(id), quantity INT NOT NULL, is_returned BOOLEAN NOT NULL)",
        "CREATE TABLE subscriptions (id INT PRIMARY KEY, plan VARCHAR(10) NOT NULL,"
            + " started_on DATE NOT NULL, churned_on DATE)",
        "CREATE TABLE bookings (id INT PRIMARY KEY, booked_on DATE NOT NULL,"
            + " status VARCHAR(12) NOT NULL)",
        "INSERT INTO bookings VALUES (1, CURRENT_DATE, 'attended'),"
            + " (2, CURRENT_DATE, 'cancelled'), (3, CURRENT_DATE, 'returned')",
        "INSERT INTO leads VALUES (1, 'web', CURRENT_DATE, 'converted'),"
            + " (2, 'web', CURRENT_DATE, 'lost'), (3, 'web', CURRENT_DATE, 'new'),"
            + " (4, 'web', CURRENT_DATE, 'converted'), (5, 'fair', CURRENT_DATE, 'lost')",
        "INSERT INTO orders VALUES (1, 1, 'North', CURRENT_DATE, NULL),"
            + " (2, 1, 'North', CURRENT_DATE, CURRENT_DATE), (3, 4, 'South', CURRENT_DATE, NULL),"
            + " (4, 4, 'South', CURRENT_DATE, NULL)",
        "INSERT INTO order_items VALUES (1, 1, 2, FALSE), (2, 1, 1, TRUE), (3, 3, 5, FALSE),"
            + " (4, 4, 1, FALSE)",
        "INSERT INTO subscriptions VALUES (1, 'basic', CURRENT_DATE, NULL),"
            + " (2, 'basic', CURRENT_DATE, CURRENT_DATE), (3, 'pro', CURRENT_DATE, NULL),"
            + " (4, 'pro', CURRENT_DATE, NULL), (5, 'pro', CURRENT_DATE, NULL),"
            + " (6, 'pro', CURRENT_DATE, CURRENT_DATE)");
    legacy = new SmallDb("rates_legacy",
        "CREATE TABLE quote_hdr (quote_id INT PRIMARY KEY, quote_dt DATE NOT NULL,"
            + " lead_src VARCHAR(10) NOT NULL, quote_stat VARCHAR(10) NOT NULL)",
        "CREATE TABLE job_hdr (job_id INT PRIMARY KEY, depot_nm VARCHAR(10) NOT NULL,"
            + " sched_dt DATE NOT NULL, job_stat VARCHAR(10) NOT NULL)",
        "CREATE TABLE so_ln (ln_id INT PRIMARY KEY, qty_ord INT NOT NULL,"
            + " returned_yn CHAR(1) NOT NULL)",
        "CREATE TABLE sub_mst (sub_id INT PRIMARY KEY, plan_cd VARCHAR(6) NOT NULL,"
            + " start_dt DATE NOT NULL, churn_dt DATE)",
        "INSERT INTO quote_hdr VALUES (1, CURRENT_DATE, 'web', 'WON'),"
            + " (2, CURRENT_DATE, 'web', 'LOST'), (3, CURRENT_DATE, 'phone', 'WON'),"
            + " (4, CURRENT_DATE, 'phone', 'OPEN'), (5, CURRENT_DATE, 'phone', 'OPEN'),"
            + " (6, CURRENT_DATE, 'phone', 'WON')",
        "INSERT INTO job_hdr VALUES (1, 'East', CURRENT_DATE, 'COMPLETED'),"
            + " (2, 'East', CURRENT_DATE, 'SCHEDULED'), (3, 'West', CURRENT_DATE, 'CANCELLED'),"
            + " (4, 'West', CURRENT_DATE, 'COMPLETED'), (5, 'West', CURRENT_DATE, 'COMPLETED'),"
            + " (6, 'West', CURRENT_DATE, 'SCHEDULED')",
        "INSERT INTO so_ln VALUES (1, 1, 'N'), (2, 3, 'Y'), (3, 2, 'N'), (4, 4, 'N'),"
            + " (5, 1, 'N')",
        "INSERT INTO sub_mst VALUES (1, 'B', CURRENT_DATE, NULL), (2, 'B', CURRENT_DATE, NULL),"
            + " (3, 'P', CURRENT_DATE, CURRENT_DATE), (4, 'P', CURRENT_DATE, NULL)");
  }

  static SmallDb app() {
    return app;
  }

  static SmallDb legacy() {
    return legacy;
  }

  @AfterAll
  static void close() throws SQLException {
    app.close();
    legacy.close();
  }

  @Test
  void conversionAndWinRates_areSharesOfTheirStatusValue() throws SQLException {
    assertEquals(List.of("40"), percent(app, "what is the conversion rate of leads?"));
    assertEquals(List.of("fair 0", "web 50"), percent(app, "lead conversion rate by source"));
    assertEquals(List.of("phone 50", "web 50"), percent(legacy, "win rate of quotes by lead src"));
    assertEquals(List.of("50"), percent(legacy, "quote win rate"));
  }

  @Test
  void completionRate_isTheShareOfCompletedRows() throws SQLException {
    assertEquals(List.of("East 50", "West 50"),
        percent(legacy, "job completion rate by depot"));
  }

  @Test
  void cancellationAndChurnRates_areSharesOfRowsWithTheirDate() throws SQLException {
    assertEquals(List.of("25"), percent(app, "order cancellation rate"));
    assertEquals(List.of("North 50", "South 0"),
        percent(app, "order cancellation rate by region"));
    assertEquals(List.of("North 50", "South 0"),
        percent(app, "cancellation rate of orders by region"));
    assertEquals(List.of("basic 50", "pro 25"), percent(app, "churn rate by plan"));
    assertEquals(List.of("25"), percent(legacy, "subscription churn rate"));
  }

  @Test
  void returnRate_isTheShareOfFlaggedRows() throws SQLException {
    assertEquals(List.of("25"), percent(app, "return rate of order items"));
    assertEquals(List.of("20"), percent(legacy, "return rate of order lines"));
  }

  /** The answer's rows, the share rounded down to a whole percentage. */
  private static List<String> percent(SmallDb db, String question) throws SQLException {
    String sql = db.engine().ask(question).sql();
    List<String> raw = db.lines(sql);
    int columns = raw.isEmpty() ? 0 : raw.get(0).split(" ").length;
    assertEquals(true, columns == 1 || columns == 2, sql);
    return db.lines(columns == 2 ? "SELECT a, CAST(FLOOR(v) AS INT) FROM (" + sql
        + ") t(a, v)" : "SELECT CAST(FLOOR(v) AS INT) FROM (" + sql + ") t(v)");
  }
}
