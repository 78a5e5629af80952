package dev.nljdbc.generation.offline;

import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.schema.SchemaSnapshot;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A small logistics database in in-memory H2 that the engine has never been told about:
 * depots, vehicles, drivers and shipments, with dates relative to today, and a tenant column.
 */
final class LogisticsDb implements AutoCloseable {

  private static final AtomicInteger DATABASES = new AtomicInteger();

  static final String[] DDL = {
      "CREATE TABLE depots (depot_id INT PRIMARY KEY, depot_name VARCHAR(40) NOT NULL,"
          + " city VARCHAR(40) NOT NULL, fleet_id INT NOT NULL)",
      "CREATE TABLE vehicles (vehicle_id INT PRIMARY KEY, depot_id INT NOT NULL REFERENCES depots,"
          + " plate VARCHAR(12) NOT NULL, kind VARCHAR(12) NOT NULL, capacity_kg INT NOT NULL,"
          + " fleet_id INT NOT NULL)",
      "CREATE TABLE drivers (driver_id INT PRIMARY KEY, depot_id INT NOT NULL REFERENCES depots,"
          + " full_name VARCHAR(40) NOT NULL, status VARCHAR(12) NOT NULL, hired_on DATE NOT NULL,"
          + " fleet_id INT NOT NULL)",
      "CREATE TABLE shipments (shipment_id INT PRIMARY KEY,"
          + " vehicle_id INT NOT NULL REFERENCES vehicles, driver_id INT REFERENCES drivers,"
          + " weight_kg DECIMAL(10, 1) NOT NULL, declared_value DECIMAL(12, 2) NOT NULL,"
          + " insured_value DECIMAL(12, 2) NOT NULL, status VARCHAR(12) NOT NULL,"
          + " shipped_at TIMESTAMP NOT NULL, fleet_id INT NOT NULL)",
      "COMMENT ON TABLE shipments IS 'Consignments carried by the fleet'"};

  private final Connection connection;
  private final SchemaSnapshot schema;

  LogisticsDb() throws SQLException {
    connection = DriverManager.getConnection(
        "jdbc:h2:mem:logistics" + DATABASES.incrementAndGet() + ";DB_CLOSE_DELAY=-1");
    try (Statement s = connection.createStatement()) {
      for (String sql : DDL) {
        s.execute(sql);
      }
      s.execute("INSERT INTO depots VALUES (1, 'North Yard', 'Lyon', 7), (2, 'Docks', 'Porto', 7),"
          + " (3, 'Fjord Hub', 'Oslo', 7)");
      s.execute("INSERT INTO vehicles VALUES (1, 1, 'LY-001', 'truck', 18000, 7),"
          + " (2, 1, 'LY-002', 'van', 3500, 7), (3, 2, 'PO-001', 'truck', 24000, 7),"
          + " (4, 2, 'PO-002', 'van', 3000, 7), (5, 3, 'OS-001', 'truck', 20000, 7),"
          + " (6, 3, 'OS-002', 'truck', 12000, 7)");
    }
    LocalDate today = LocalDate.now();
    try (PreparedStatement p = connection.prepareStatement(
        "INSERT INTO drivers VALUES (?, ?, ?, ?, ?, 7)")) {
      Object[][] drivers = {{1, 1, "Ana Lima", "active", 900}, {2, 1, "Bo Berg", "active", 400},
          {3, 2, "Cy Dias", "on leave", 1500}, {4, 3, "Di Eng", "active", 40},
          {5, 3, "Ed Falk", "retired", 3000}};
      for (Object[] d : drivers) {
        p.setInt(1, (Integer) d[0]);
        p.setInt(2, (Integer) d[1]);
        p.setString(3, (String) d[2]);
        p.setString(4, (String) d[3]);
        p.setObject(5, today.minusDays((Integer) d[4]));
        p.addBatch();
      }
      p.executeBatch();
    }
    String[] statuses = {"delivered", "delivered", "in transit", "returned", "delivered"};
    try (PreparedStatement p = connection.prepareStatement(
        "INSERT INTO shipments VALUES (?, ?, ?, ?, ?, ?, ?, ?, 7)")) {
      for (int i = 1; i <= 60; i++) {
        p.setInt(1, i);
        p.setInt(2, i % 6 + 1);
        if (i % 5 == 4) {
          p.setNull(3, java.sql.Types.INTEGER);
        } else {
          p.setInt(3, i % 4 + 1);
        }
        p.setBigDecimal(4, java.math.BigDecimal.valueOf(500 + (i * 733L) % 19000));
        p.setBigDecimal(5, java.math.BigDecimal.valueOf(1000 + (i * 379L) % 9000));
        p.setBigDecimal(6, java.math.BigDecimal.valueOf(800 + (i * 211L) % 7000));
        p.setString(7, statuses[i % statuses.length]);
        p.setObject(8, today.minusDays(i * 13L).atTime(8 + i % 10, 15));
        p.addBatch();
      }
      p.executeBatch();
    }
    schema = SchemaLoader.defaults().load(connection);
  }

  SchemaSnapshot schema() {
    return schema;
  }

  Connection connection() {
    return connection;
  }

  /** The rows of a query, each row's values joined with '|', in result order. */
  List<String> rows(String sql) throws SQLException {
    List<String> rows = new ArrayList<>();
    try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      int n = rs.getMetaData().getColumnCount();
      while (rs.next()) {
        StringBuilder row = new StringBuilder();
        for (int i = 1; i <= n; i++) {
          Object v = rs.getObject(i);
          if (v instanceof java.math.BigDecimal) {
            v = ((java.math.BigDecimal) v).stripTrailingZeros().toPlainString();
          } else if (v instanceof Double || v instanceof Float) {
            v = java.math.BigDecimal.valueOf(((Number) v).doubleValue()).stripTrailingZeros()
                .toPlainString();
          }
          row.append(i > 1 ? "|" : "").append(v);
        }
        rows.add(row.toString());
      }
    }
    return rows;
  }

  @Override
  public void close() throws SQLException {
    try (Statement s = connection.createStatement()) {
      s.execute("DROP ALL OBJECTS");
    }
    connection.close();
  }
}
