package dev.nljdbc.it.generation;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A few questions on MariaDB, where dates, buckets and quoting differ. */
class LogisticsMariaDbIT {

  private static TestDatabases.Scratch scratch;
  private static Connection connection;
  private static Dialog dialog;

  @BeforeAll
  static void create() throws SQLException {
    StringBuilder shipments = new StringBuilder("INSERT INTO shipments VALUES ");
    String[] statuses = {"delivered", "delivered", "in transit", "returned", "delivered"};
    for (int i = 1; i <= 60; i++) {
      shipments.append(i > 1 ? "," : "").append('(').append(i).append(',').append(i % 4 + 1)
          .append(',').append(500 + (i * 733) % 19000).append(",'").append(statuses[i % 5])
          .append("', TIMESTAMP(CURRENT_DATE - INTERVAL ").append(i * 13)
          .append(" DAY, '08:15:00'), 7)");
    }
    scratch = TestDatabases.scratch(Kind.MARIADB,
        "CREATE TABLE depots (depot_id int PRIMARY KEY, city varchar(40) NOT NULL,"
            + " fleet_id int NOT NULL)",
        "CREATE TABLE vehicles (vehicle_id int PRIMARY KEY, depot_id int NOT NULL,"
            + " kind varchar(12) NOT NULL, fleet_id int NOT NULL,"
            + " FOREIGN KEY (depot_id) REFERENCES depots (depot_id))",
        "CREATE TABLE shipments (shipment_id int PRIMARY KEY, vehicle_id int NOT NULL,"
            + " weight_kg decimal(10,1) NOT NULL, status varchar(12) NOT NULL,"
            + " shipped_at datetime NOT NULL, fleet_id int NOT NULL,"
            + " FOREIGN KEY (vehicle_id) REFERENCES vehicles (vehicle_id))",
        "INSERT INTO depots VALUES (1, 'Lyon', 7), (2, 'Porto', 7)",
        "INSERT INTO vehicles VALUES (1, 1, 'truck', 7), (2, 1, 'van', 7), (3, 2, 'truck', 7),"
            + " (4, 2, 'van', 7)",
        shipments.toString());
    connection = DriverManager.getConnection(scratch.url());
    dialog = new Dialog(connection, "fleet_id");
  }

  @AfterAll
  static void drop() throws SQLException {
    connection.close();
    scratch.close();
  }

  @Test
  void relativePeriods() throws SQLException {
    dialog.ask("shipments in the last 30 days").returnsSameRowsAs(
        "SELECT * FROM shipments WHERE shipped_at >= CURRENT_DATE - INTERVAL 30 DAY");
    dialog.ask("how many shipments last month").returnsSameRowsAs("SELECT COUNT(*) FROM"
        + " shipments WHERE DATE_FORMAT(shipped_at, '%Y-%m')"
        + " = DATE_FORMAT(CURRENT_DATE - INTERVAL 1 MONTH, '%Y-%m')");
    dialog.ask("shipments this quarter").returnsSameRowsAs("SELECT * FROM shipments"
        + " WHERE YEAR(shipped_at) = YEAR(CURRENT_DATE)"
        + " AND QUARTER(shipped_at) = QUARTER(CURRENT_DATE)");
  }

  @Test
  void trendByMonth_andGroupingThroughAJoin() throws SQLException {
    dialog.ask("monthly shipment trend this year").returnsSameOrderedRowsAs("SELECT"
        + " DATE_FORMAT(shipped_at, '%Y-%m') m, COUNT(*) FROM shipments"
        + " WHERE YEAR(shipped_at) = YEAR(CURRENT_DATE) GROUP BY m ORDER BY m");
    dialog.ask("total weight per city").returnsSameRowsAs("SELECT d.city, SUM(s.weight_kg)"
        + " FROM shipments s JOIN vehicles v ON v.vehicle_id = s.vehicle_id"
        + " JOIN depots d ON d.depot_id = v.depot_id GROUP BY d.city");
  }

  @Test
  void filtersAndRefinements() throws SQLException {
    dialog.ask("shipments by vans over 10000 kg").returnsSameRowsAs("SELECT s.* FROM"
        + " shipments s JOIN vehicles v ON v.vehicle_id = s.vehicle_id WHERE v.kind = 'van'"
        + " AND s.weight_kg > 10000");
    dialog.then("not returned").returnsSameRowsAs("SELECT s.* FROM shipments s"
        + " JOIN vehicles v ON v.vehicle_id = s.vehicle_id WHERE v.kind = 'van'"
        + " AND s.weight_kg > 10000 AND s.status <> 'returned'");
    dialog.then("top 3 by weight").returnsSameOrderedRowsAs("SELECT s.* FROM shipments s"
        + " JOIN vehicles v ON v.vehicle_id = s.vehicle_id WHERE v.kind = 'van'"
        + " AND s.weight_kg > 10000 AND s.status <> 'returned' ORDER BY s.weight_kg DESC"
        + " LIMIT 3");
  }
}
