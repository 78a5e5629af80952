package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.schema.SchemaSnapshot;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Facts with no date of their own, dated through a foreign key to a date dimension (a table of
 * calendar days keyed by an integer that date-key columns reference): a period or a trend goes on
 * the dimension's date through the join. Two schemas of different naming styles.
 */
class DateDimensionTest {

  private static Connection connection;
  private static Connection second;
  private static SchemaSnapshot snake;
  private static SchemaSnapshot camel;
  private static final OfflineSqlGenerator GENERATOR = new OfflineSqlGenerator();

  @BeforeAll
  static void open() throws SQLException {
    connection = DriverManager.getConnection("jdbc:h2:mem:datedim_snake;DB_CLOSE_DELAY=-1");
    second = DriverManager.getConnection("jdbc:h2:mem:datedim_camel;DB_CLOSE_DELAY=-1");
    try (Statement s = connection.createStatement()) {
      s.execute("CREATE TABLE calendar_days (day_key INT PRIMARY KEY,"
          + " cal_date DATE NOT NULL, fiscal_yr INT NOT NULL, month_nm VARCHAR(12) NOT NULL)");
      s.execute("CREATE TABLE shops (shop_id INT PRIMARY KEY,"
          + " shop_name VARCHAR(40) NOT NULL, opened_on DATE NOT NULL)");
      s.execute("CREATE TABLE sale_facts (sale_id INT PRIMARY KEY,"
          + " shop_id INT NOT NULL REFERENCES shops,"
          + " sold_day_key INT NOT NULL REFERENCES calendar_days,"
          + " shipped_day_key INT REFERENCES calendar_days,"
          + " amount DECIMAL(10, 2) NOT NULL, units INT NOT NULL)");
    }
    try (Statement s = second.createStatement()) {
      s.execute("CREATE TABLE \"DimDate\" (\"DateKey\" INT PRIMARY KEY,"
          + " \"TheDate\" DATE NOT NULL, \"CalendarYear\" INT NOT NULL)");
      s.execute("CREATE TABLE \"DimProduct\" (\"ProductKey\" INT PRIMARY KEY,"
          + " \"ProductName\" VARCHAR(40) NOT NULL)");
      s.execute("CREATE TABLE \"FactOrders\" (\"OrderKey\" INT PRIMARY KEY,"
          + " \"ProductKey\" INT NOT NULL REFERENCES \"DimProduct\","
          + " \"OrderDateKey\" INT NOT NULL REFERENCES \"DimDate\","
          + " \"SalesAmount\" DECIMAL(10, 2) NOT NULL)");
    }
    snake = SchemaLoader.defaults().load(connection);
    camel = SchemaLoader.defaults().load(second);
  }

  @AfterAll
  static void close() throws SQLException {
    for (Connection c : new Connection[] {connection, second}) {
      try (Statement s = c.createStatement()) {
        s.execute("DROP ALL OBJECTS");
      }
      c.close();
    }
  }

  private static String sql(SchemaSnapshot schema, String question) throws SQLException {
    return GENERATOR.generate(new GenerationRequest(question, null, schema, null, Map.of()))
        .sql().toLowerCase(Locale.ROOT);
  }

  @Test
  void aPeriod_filtersTheDimensionsDate_throughTheMandatoryKey() throws SQLException {
    String sql = sql(snake, "total sale amount last month");
    assertTrue(sql.contains("join calendar_days"), sql);
    assertTrue(sql.contains("sold_day_key"), sql);
    assertFalse(sql.contains("shipped_day_key"), sql);
    assertTrue(sql.contains("cal_date >="), sql);
    assertFalse(sql.contains("opened_on"), sql);
    String camelSql = sql(camel, "sales amount this year");
    assertTrue(camelSql.contains("orderdatekey"), camelSql);
    assertTrue(camelSql.contains("thedate\" >=") || camelSql.contains("thedate >="), camelSql);
  }

  @Test
  void aTrend_groupsByTheDimensionsDate() throws SQLException {
    String sql = sql(snake, "sale amount by month");
    assertTrue(sql.contains("cal_date"), sql);
    assertTrue(sql.contains("group by"), sql);
    assertFalse(sql.contains("opened_on"), sql);
    String camelSql = sql(camel, "total sales amount per month");
    assertTrue(camelSql.contains("thedate"), camelSql);
    assertTrue(camelSql.contains("group by"), camelSql);
  }

  @Test
  void aFactPerShop_isStillDatedByTheDimension() throws SQLException {
    String sql = sql(snake, "sale amount per shop last month");
    assertTrue(sql.contains("cal_date >="), sql);
    assertFalse(sql.contains("opened_on >="), sql);
  }
}
