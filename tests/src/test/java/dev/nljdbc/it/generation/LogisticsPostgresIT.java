package dev.nljdbc.it.generation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.offline.link.LinkCandidate;
import dev.nljdbc.generation.offline.link.SchemaLinking;
import dev.nljdbc.generation.offline.link.TermLink;
import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The offline engine on a PostgreSQL logistics schema it has never seen: every answer is run on
 * PostgreSQL and compared with a hand-written query.
 */
public class LogisticsPostgresIT {

  public static final String[] DDL = {
      "CREATE TABLE depots (depot_id int PRIMARY KEY, depot_name varchar(40) NOT NULL,"
          + " city varchar(40) NOT NULL, fleet_id int NOT NULL)",
      "CREATE TABLE clients (client_id int PRIMARY KEY, company varchar(60) NOT NULL,"
          + " segment varchar(20) NOT NULL, fleet_id int NOT NULL)",
      "CREATE TABLE vehicles (vehicle_id int PRIMARY KEY,"
          + " depot_id int NOT NULL REFERENCES depots, plate varchar(12) NOT NULL,"
          + " kind varchar(12) NOT NULL, capacity_kg int NOT NULL, fleet_id int NOT NULL)",
      "CREATE TABLE drivers (driver_id int PRIMARY KEY, depot_id int NOT NULL REFERENCES depots,"
          + " full_name varchar(40) NOT NULL, status varchar(12) NOT NULL,"
          + " hired_on date NOT NULL, fleet_id int NOT NULL)",
      "CREATE TABLE shipments (shipment_id int PRIMARY KEY,"
          + " vehicle_id int NOT NULL REFERENCES vehicles, driver_id int REFERENCES drivers,"
          + " client_id int NOT NULL REFERENCES clients, weight_kg numeric(10,1) NOT NULL,"
          + " freight_cost numeric(12,2) NOT NULL, declared_value numeric(12,2) NOT NULL,"
          + " insured_value numeric(12,2) NOT NULL, status varchar(12) NOT NULL,"
          + " shipped_at timestamp NOT NULL, fleet_id int NOT NULL)",
      "COMMENT ON TABLE shipments IS 'Consignments carried for clients'",
      "INSERT INTO depots VALUES (1, 'North Yard', 'Lyon', 7), (2, 'Docks', 'Porto', 7),"
          + " (3, 'Fjord Hub', 'Oslo', 7)",
      "INSERT INTO clients VALUES (1, 'Acme Tools', 'retail', 7), (2, 'Borealis', 'industry', 7),"
          + " (3, 'Cobalt Foods', 'retail', 7), (4, 'Dune Labs', 'pharma', 7)",
      "INSERT INTO vehicles VALUES (1, 1, 'LY-001', 'truck', 18000, 7),"
          + " (2, 1, 'LY-002', 'van', 3500, 7), (3, 2, 'PO-001', 'truck', 24000, 7),"
          + " (4, 2, 'PO-002', 'van', 3000, 7), (5, 3, 'OS-001', 'truck', 20000, 7),"
          + " (6, 3, 'OS-002', 'truck', 12000, 7)",
      "INSERT INTO drivers VALUES (1, 1, 'Ana Lima', 'active', CURRENT_DATE - 900, 7),"
          + " (2, 1, 'Bo Berg', 'active', CURRENT_DATE - 400, 7),"
          + " (3, 2, 'Cy Dias', 'on leave', CURRENT_DATE - 1500, 7),"
          + " (4, 3, 'Di Eng', 'active', CURRENT_DATE - 40, 7),"
          + " (5, 3, 'Ed Falk', 'retired', CURRENT_DATE - 3000, 7)",
      "INSERT INTO shipments SELECT i, i % 6 + 1, CASE WHEN i % 5 = 4 THEN NULL ELSE i % 4 + 1"
          + " END, i % 3 + 1, 500 + (i * 733) % 19000, 100 + (i * 379) % 900,"
          + " 1000 + (i * 211) % 7000, 800 + (i * 97) % 5000,"
          + " (ARRAY['delivered', 'delivered', 'in transit', 'returned', 'delivered'])[i % 5 + 1],"
          + " CURRENT_DATE - i * 13 + time '08:15', 7 FROM generate_series(1, 60) i"};

  private static TestDatabases.Scratch scratch;
  private static Connection connection;
  private static Dialog dialog;

  @BeforeAll
  static void create() throws SQLException {
    scratch = TestDatabases.scratch(Kind.POSTGRESQL, DDL);
    connection = DriverManager.getConnection(scratch.url());
    dialog = new Dialog(connection, "fleet_id");
  }

  @AfterAll
  static void drop() throws SQLException {
    connection.close();
    scratch.close();
  }

  @Test
  void schema_isTheScratchSchemaOnly() {
    assertEquals(List.of("clients", "depots", "drivers", "shipments", "vehicles"),
        dialog.schema().tables().stream().map(t -> t.name()).toList());
    assertEquals(List.of("active", "on leave", "retired"),
        dialog.schema().table("drivers").column("status").sampleValues());
  }

  @Test
  void listing_andSynonyms() throws SQLException {
    dialog.ask("show me all vehicles").returnsSameRowsAs("SELECT * FROM vehicles");
    dialog.ask("list our customers").returnsSameRowsAs("SELECT * FROM clients");
    dialog.ask("how many trucks do we have?")
        .returnsSameRowsAs("SELECT count(*) FROM vehicles WHERE kind = 'truck'");
    dialog.ask("show all lorries").returnsSameRowsAs("SELECT * FROM vehicles");
  }

  @Test
  void valueFilters_directAndThroughForeignKeys() throws SQLException {
    dialog.ask("drivers on leave").returnsSameRowsAs(
        "SELECT * FROM drivers WHERE status = 'on leave'");
    dialog.ask("shipments of retail clients").returnsSameRowsAs("SELECT s.* FROM shipments s"
        + " JOIN clients c ON c.client_id = s.client_id WHERE c.segment = 'retail'");
    dialog.ask("shipments from Oslo").returnsSameRowsAs("SELECT s.* FROM shipments s"
        + " JOIN vehicles v ON v.vehicle_id = s.vehicle_id"
        + " JOIN depots d ON d.depot_id = v.depot_id WHERE d.city = 'Oslo'");
  }

  @Test
  void numericFilters() throws SQLException {
    dialog.ask("shipments over 10000 kg")
        .returnsSameRowsAs("SELECT * FROM shipments WHERE weight_kg > 10000");
    dialog.ask("shipments with a freight cost between 200 and 400")
        .returnsSameRowsAs("SELECT * FROM shipments WHERE freight_cost BETWEEN 200 AND 400");
    dialog.ask("vehicles with at least 20000 kg capacity")
        .returnsSameRowsAs("SELECT * FROM vehicles WHERE capacity_kg >= 20000");
  }

  @Test
  void periods_absoluteAndRelative() throws SQLException {
    dialog.ask("shipments in the last 30 days")
        .returnsSameRowsAs("SELECT * FROM shipments WHERE shipped_at >= CURRENT_DATE - 30");
    dialog.ask("how many shipments last month").returnsSameRowsAs("SELECT count(*) FROM"
        + " shipments WHERE date_trunc('month', shipped_at)"
        + " = date_trunc('month', CURRENT_DATE) - interval '1 month'");
    int year = java.time.LocalDate.now().getYear() - 1;
    dialog.ask("shipments in " + year).returnsSameRowsAs("SELECT * FROM shipments"
        + " WHERE extract(year FROM shipped_at) = " + year);
    dialog.ask("shipments in Q1 " + year).returnsSameRowsAs("SELECT * FROM shipments"
        + " WHERE extract(year FROM shipped_at) = " + year
        + " AND extract(quarter FROM shipped_at) = 1");
    dialog.ask("drivers hired this year").returnsSameRowsAs("SELECT * FROM drivers"
        + " WHERE extract(year FROM hired_on) = extract(year FROM CURRENT_DATE)");
  }

  @Test
  void aggregates() throws SQLException {
    dialog.ask("how many shipments are there").returnsSameRowsAs(
        "SELECT count(*) FROM shipments");
    dialog.ask("total weight of shipments").returnsSameRowsAs(
        "SELECT sum(weight_kg) FROM shipments");
    dialog.ask("average freight cost of delivered shipments").returnsSameRowsAs(
        "SELECT avg(freight_cost) FROM shipments WHERE status = 'delivered'");
    dialog.ask("minimum capacity of our vans").returnsSameRowsAs(
        "SELECT min(capacity_kg) FROM vehicles WHERE kind = 'van'");
    dialog.ask("what is the heaviest shipment weight").returnsSameRowsAs(
        "SELECT max(weight_kg) FROM shipments");
  }

  @Test
  void grouping_andForeignKeyJoins() throws SQLException {
    dialog.ask("number of shipments per status").returnsSameRowsAs(
        "SELECT status, count(*) FROM shipments GROUP BY status");
    dialog.ask("total weight by depot").returnsSameRowsAs("SELECT d.depot_name,"
        + " sum(s.weight_kg) FROM shipments s JOIN vehicles v ON v.vehicle_id = s.vehicle_id"
        + " JOIN depots d ON d.depot_id = v.depot_id GROUP BY d.depot_id, d.depot_name");
    dialog.ask("freight cost for each client segment").returnsSameRowsAs("SELECT c.segment,"
        + " sum(s.freight_cost) FROM shipments s JOIN clients c ON c.client_id = s.client_id"
        + " GROUP BY c.segment");
  }

  @Test
  void topN_andSuperlatives() throws SQLException {
    dialog.ask("top 2 clients by total weight").returnsSameOrderedRowsAs("SELECT c.company,"
        + " sum(s.weight_kg) w FROM shipments s JOIN clients c ON c.client_id = s.client_id"
        + " GROUP BY c.client_id, c.company ORDER BY w DESC LIMIT 2");
    dialog.ask("the 3 heaviest shipments").returnsSameOrderedRowsAs(
        "SELECT * FROM shipments ORDER BY weight_kg DESC LIMIT 3");
    dialog.ask("which depot has the most trucks").returnsSameRowsAs(
        "SELECT depot_name FROM depots WHERE depot_id = 3");
    dialog.ask("which depot has the fewest drivers").returnsSameRowsAs(
        "SELECT depot_name FROM depots WHERE depot_id = 2");
  }

  @Test
  void exclusion_andRelations() throws SQLException {
    dialog.ask("shipments except returned").returnsSameRowsAs(
        "SELECT * FROM shipments WHERE status <> 'returned'");
    dialog.ask("drivers without shipments").returnsSameRowsAs("SELECT * FROM drivers WHERE"
        + " driver_id NOT IN (SELECT driver_id FROM shipments WHERE driver_id IS NOT NULL)");
    dialog.ask("clients with more than 15 shipments").returnsSameRowsAs("SELECT * FROM clients"
        + " WHERE client_id IN (SELECT client_id FROM shipments GROUP BY client_id"
        + " HAVING count(*) > 15)");
  }

  @Test
  void dialog_listingThenFilterPeriodSortLimit() throws SQLException {
    dialog.ask("show shipments").returnsSameRowsAs("SELECT * FROM shipments");
    dialog.then("only delivered").returnsSameRowsAs(
        "SELECT * FROM shipments WHERE status = 'delivered'");
    dialog.then("only from the last 90 days").returnsSameRowsAs("SELECT * FROM shipments"
        + " WHERE status = 'delivered' AND shipped_at >= CURRENT_DATE - 90");
    dialog.then("sort by weight").returnsSameOrderedRowsAs("SELECT * FROM shipments"
        + " WHERE status = 'delivered' AND shipped_at >= CURRENT_DATE - 90 ORDER BY weight_kg");
    dialog.then("limit 2").returnsSameOrderedRowsAs("SELECT * FROM shipments"
        + " WHERE status = 'delivered' AND shipped_at >= CURRENT_DATE - 90 ORDER BY weight_kg"
        + " LIMIT 2");
  }

  @Test
  void dialog_trendThenGroupThenValueThenOtherYear() throws SQLException {
    int year = java.time.LocalDate.now().getYear() - 1;
    dialog.ask("shipment trend in " + year).returnsSameOrderedRowsAs("SELECT"
        + " to_char(shipped_at, 'YYYY-MM') m, count(*) FROM shipments WHERE extract(year FROM"
        + " shipped_at) = " + year + " GROUP BY m ORDER BY m");
    dialog.then("by depot");
    dialog.then("for Lyon only").returnsSameRowsAs("SELECT to_char(s.shipped_at, 'YYYY-MM'),"
        + " d.depot_name, count(*) FROM shipments s JOIN vehicles v ON v.vehicle_id ="
        + " s.vehicle_id JOIN depots d ON d.depot_id = v.depot_id WHERE d.city = 'Lyon' AND"
        + " extract(year FROM s.shipped_at) = " + year + " GROUP BY 1, d.depot_id, 2");
    dialog.then("what about " + (year - 1) + "?").returnsSameRowsAs("SELECT"
        + " to_char(s.shipped_at, 'YYYY-MM'), d.depot_name, count(*) FROM shipments s"
        + " JOIN vehicles v ON v.vehicle_id = s.vehicle_id JOIN depots d"
        + " ON d.depot_id = v.depot_id WHERE d.city = 'Lyon' AND extract(year FROM"
        + " s.shipped_at) = " + (year - 1) + " GROUP BY 1, d.depot_id, 2");
    assertTrue(dialog.query().refinementSummary().startsWith("Replaced the period"),
        dialog.query().refinementSummary());
  }

  @Test
  void dialog_exclusionThenGrouping() throws SQLException {
    dialog.ask("list shipments of retail clients");
    dialog.then("exclude returned").returnsSameRowsAs("SELECT s.* FROM shipments s"
        + " JOIN clients c ON c.client_id = s.client_id WHERE c.segment = 'retail'"
        + " AND s.status <> 'returned'");
    dialog.then("by status").returnsSameRowsAs("SELECT s.status, count(*) FROM shipments s"
        + " JOIN clients c ON c.client_id = s.client_id WHERE c.segment = 'retail'"
        + " AND s.status <> 'returned' GROUP BY s.status");
  }

  @Test
  void linking_reportsTiesForTheClarificationLayer() {
    SchemaLinking linking = dialog.link("show the capacity and weight");
    assertFalse(linking.isAmbiguous());
    SchemaLinking value = dialog.link("show the value of shipments");
    TermLink term = value.terms().stream().filter(t -> t.term().startsWith("value"))
        .findFirst().orElseThrow();
    assertTrue(term.isAmbiguous(), term.toString());
    assertEquals(List.of("declared_value", "insured_value"),
        term.tied().stream().map(LinkCandidate::label).toList());
  }

  @Test
  void tenantColumn_isNeverGenerated() throws SQLException {
    dialog.ask("number of shipments per depot and client");
    assertFalse(dialog.query().sql().contains("fleet_id"), dialog.query().sql());
  }
}
