package dev.nljdbc.it.clarification;

import static dev.nljdbc.it.clarification.Clarified.isData;
import static dev.nljdbc.it.clarification.Clarified.single;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.NlAssert;
import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.math.BigDecimal;
import java.sql.SQLException;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every ambiguity type on a PostgreSQL schema the code has never seen (sites, tariffs, meters
 * and their readings), each asked, answered and run through the driver.
 */
class UnseenSchemaClarificationIT {
  private static TestDatabases.Scratch scratch;

  @BeforeAll
  static void create() throws SQLException {
    scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE sites (site_id int PRIMARY KEY, label text NOT NULL, city text NOT NULL)",
        "CREATE TABLE tariffs (tariff_id int PRIMARY KEY, label text NOT NULL,"
            + " day_rate numeric(8,4) NOT NULL, night_rate numeric(8,4) NOT NULL)",
        "CREATE TABLE meters (meter_id int PRIMARY KEY, site_id int NOT NULL REFERENCES sites,"
            + " tariff_id int NOT NULL REFERENCES tariffs, serial text NOT NULL,"
            + " installed_on date NOT NULL)",
        "CREATE TABLE readings (reading_id int PRIMARY KEY,"
            + " meter_id int NOT NULL REFERENCES meters, read_at timestamp NOT NULL,"
            + " import_kwh numeric(10,2) NOT NULL, export_kwh numeric(10,2) NOT NULL,"
            + " peak_kw numeric(8,2) NOT NULL)",
        "INSERT INTO sites VALUES (1, 'Harbour Works', 'Bergen'), (2, 'Hill Farm', 'Tromso'),"
            + " (3, 'Old Mill', 'Bodo')",
        "INSERT INTO tariffs VALUES (1, 'Standard', 0.31, 0.18), (2, 'Green', 0.35, 0.12)",
        "INSERT INTO meters VALUES (1, 1, 1, 'M-001', '2022-03-01'),"
            + " (2, 1, 2, 'M-002', '2023-05-01'), (3, 2, 2, 'M-003', '2024-01-15'),"
            + " (4, 3, 1, 'M-004', '2021-09-09')",
        "INSERT INTO readings SELECT g, 1 + g % 4, now() - (g || ' days')::interval,"
            + " 10 + g % 17, g % 5, 2 + g % 7 FROM generate_series(1, 120) g");
  }

  @AfterAll
  static void drop() throws SQLException {
    scratch.close();
  }

  private static NlAssert connect() throws SQLException {
    return NlAssert.connect(scratch.nlUrl(),
        NlAssert.props("state.url", Clarified.freshStateUrl("unseen")));
  }

  @Test
  void columnAmbiguity_ratesOfATariff() throws SQLException {
    try (NlAssert nl = connect()) {
      Map<String, Object> q = single(nl.ask("show me the rate of tariffs"), "column_ambiguity");
      assertEquals("day_rate | night_rate", q.get("options"));
      isData(nl.ask("2")).returnsColumns("night_rate").hasRows(2);
    }
  }

  @Test
  void tableAmbiguity_aColumnNameTwoTablesShare() throws SQLException {
    try (NlAssert nl = connect()) {
      Map<String, Object> q = single(nl.ask("show me the label"), "table_ambiguity");
      assertEquals("sites | tariffs", q.get("options"));
      isData(nl.ask("tariffs")).hasRows(2).sqlContains("tariffs");
    }
  }

  @Test
  void vagueTerm_recentWithoutAPeriod() throws SQLException {
    try (NlAssert nl = connect()) {
      Map<String, Object> q = single(nl.ask("show me recent readings"), "vague_term");
      assertEquals("date_range", q.get("kind"));
      assertNull(q.get("options"));
      isData(nl.ask("last 7 days")).sqlContains("read_at").hasSomeRows()
          .everyRow("within 8 days", row -> row.get("read_at") != null);
    }
  }

  @Test
  void vagueTerm_topWithoutACount() throws SQLException {
    try (NlAssert nl = connect()) {
      Map<String, Object> q = single(nl.ask("top meters"), "vague_term");
      assertEquals("number", q.get("kind"));
      isData(nl.ask("2")).hasRows(2);
    }
  }

  @Test
  void threshold_sizeAdjectiveAndComparisonWithoutAValue() throws SQLException {
    try (NlAssert nl = connect()) {
      Map<String, Object> q = single(nl.ask("readings with high import kwh"), "threshold");
      assertEquals("number", q.get("kind"));
      isData(nl.ask("24")).hasSomeRows().sqlContains("import_kwh > 24")
          .everyRow("over 24", row -> ((BigDecimal) row.get("import_kwh")).intValue() > 24);
      single(nl.ask("/new readings with peak kw greater than"), "threshold");
      isData(nl.ask("7")).hasSomeRows().sqlContains("peak_kw > 7");
    }
  }

  @Test
  void aggregation_averageWithoutAMeasure() throws SQLException {
    try (NlAssert nl = connect()) {
      Map<String, Object> q = single(nl.ask("average readings"), "aggregation");
      assertEquals("import_kwh | export_kwh | peak_kw", q.get("options"));
      isData(nl.ask("peak_kw")).hasRows(1).sqlContains("avg(peak_kw)");
    }
  }

  @Test
  void missingFilter_aSpecificSiteWithoutSayingWhich() throws SQLException {
    try (NlAssert nl = connect()) {
      Map<String, Object> q = single(nl.ask("meters for a specific site"), "missing_filter");
      assertTrue(q.get("options").toString().contains("Hill Farm"), q.toString());
      isData(nl.ask("Hill Farm")).hasRows(1).sqlContains("'Hill Farm'");
    }
  }

  @Test
  void intent_aQuestionThatNamesNoData() throws SQLException {
    try (NlAssert nl = connect()) {
      Map<String, Object> q = single(nl.ask("show me everything"), "intent");
      assertEquals("meters | readings | sites | tariffs", q.get("options"));
      assertEquals("critical", q.get("severity"));
      isData(nl.ask("sites")).hasRows(3);
    }
  }

  @Test
  void explicitQuestions_areAnsweredDirectly() throws SQLException {
    try (NlAssert nl = connect()) {
      isData(nl.ask("show the day rate of tariffs")).returnsColumns("day_rate");
      isData(nl.ask("/new readings with peak kw over 5")).sqlContains("peak_kw > 5");
      isData(nl.ask("/new how many readings per meter")).hasRows(4);
      isData(nl.ask("/new average peak kw by site city")).hasRows(3);
      isData(nl.ask("/new total import kwh of readings last month")).hasRows(1);
    }
  }
}
