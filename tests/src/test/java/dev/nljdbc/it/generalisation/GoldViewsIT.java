package dev.nljdbc.it.generalisation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The views the suites' gold SQL runs on hold exactly the tenant's rows: a table with the
 * tenant column (in any case spelling) its tenant's rows, the tenants' own table (referred to by
 * a foreign key from a tenant column) the tenant's row, and reference data all its rows.
 */
class GoldViewsIT {

  @Test
  void viewsHoldTheTenantsRows_theTenantsOwnRow_andAllReferenceRows() throws Exception {
    try (TestDatabases.Scratch data = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE firm (id int PRIMARY KEY, name text)",
        "CREATE TABLE country (code char(2) PRIMARY KEY, name text)",
        "CREATE TABLE orders (id int PRIMARY KEY, \"FirmId\" int REFERENCES firm(id),"
            + " country char(2) REFERENCES country(code), amount int)",
        "INSERT INTO firm VALUES (1, 'one'), (2, 'two'), (3, 'three')",
        "INSERT INTO country VALUES ('FR', 'France'), ('DE', 'Germany')",
        "INSERT INTO orders VALUES (10, 1, 'FR', 5), (11, 2, 'FR', 7), (12, 2, 'DE', 9),"
            + " (13, 3, 'DE', 11)");
        GoldViews views = GoldViews.of(data, new TurnFile("t", "firmid", "2", List.of()))) {
      Connection c = views.connection();
      assertEquals(List.of("11", "12"), column(c, "SELECT id FROM orders ORDER BY id"));
      assertEquals(List.of("two"), column(c, "SELECT name FROM firm"));
      assertEquals(List.of("DE", "FR"), column(c, "SELECT code FROM country ORDER BY code"));
      assertEquals(List.of("16"), column(c,
          "SELECT SUM(o.amount) FROM orders o JOIN firm f ON f.id = o.\"FirmId\""));
    }
  }

  private static List<String> column(Connection c, String sql) throws SQLException {
    List<String> values = new ArrayList<>();
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      while (rs.next()) {
        values.add(rs.getString(1));
      }
    }
    return values;
  }
}
