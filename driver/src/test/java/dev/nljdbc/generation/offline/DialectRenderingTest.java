package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.dialect.GenericDialect;
import dev.nljdbc.dialect.H2Dialect;
import dev.nljdbc.dialect.MariaDbDialect;
import dev.nljdbc.dialect.PostgresqlDialect;
import dev.nljdbc.dialect.SqlDialect;
import dev.nljdbc.dialect.SqliteDialect;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import dev.nljdbc.testing.Engine;
import java.sql.SQLException;
import java.sql.Types;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The SQL text the offline engine writes in each dialect. */
class DialectRenderingTest {

  private static SchemaSnapshot schema(SqlDialect dialect, String table, String... columns) {
    List<ColumnInfo> cols = new java.util.ArrayList<>();
    cols.add(new ColumnInfo(columns[0], Types.INTEGER, "INTEGER", false, null, List.of()));
    cols.add(new ColumnInfo(columns[1], Types.TIMESTAMP, "TIMESTAMP", false, null, List.of()));
    cols.add(new ColumnInfo(columns[2], Types.VARCHAR, "VARCHAR", false, null,
        List.of("O'Brien", "back\\slash")));
    return new SchemaSnapshot("v", dialect, List.of(new TableInfo(null, table, null, cols,
        List.of(columns[0]), List.of())));
  }

  private static String sql(SqlDialect dialect, String question) throws SQLException {
    return new Engine(schema(dialect, "parcel", "parcel_id", "sent_at", "owner"), null)
        .ask(question).sql();
  }

  @Test
  void postgresql_intervalsDateTruncAndToChar() throws SQLException {
    assertEquals("SELECT to_char(sent_at, 'YYYY-MM') AS \"month\", COUNT(*) AS parcel_count"
        + " FROM parcel WHERE sent_at >= CAST(CAST(date_trunc('year', CURRENT_DATE) AS DATE)"
        + " - INTERVAL '1 year' AS DATE) AND sent_at < CAST(date_trunc('year', CURRENT_DATE)"
        + " AS DATE) GROUP BY to_char(sent_at, 'YYYY-MM') ORDER BY to_char(sent_at, 'YYYY-MM')",
        sql(PostgresqlDialect.DEFAULT, "parcels per month last year"));
    assertTrue(sql(PostgresqlDialect.DEFAULT, "parcels in the last 7 days")
        .endsWith("WHERE sent_at >= CAST(CURRENT_DATE - INTERVAL '7 days' AS DATE)"));
  }

  @Test
  void h2_dateAddAndFormatDateTime_andLowerCaseNames() throws SQLException {
    String sql = new Engine(schema(H2Dialect.DEFAULT, "PARCEL", "PARCEL_ID", "SENT_AT", "OWNER"), null)
        .ask("parcels per month last year").sql();
    assertEquals("SELECT FORMATDATETIME(sent_at, 'yyyy-MM') AS \"month\","
        + " COUNT(*) AS \"parcel_count\" FROM parcel WHERE sent_at >= DATEADD(YEAR, -1,"
        + " CAST(DATE_TRUNC('YEAR', CURRENT_DATE) AS DATE)) AND sent_at < CAST(DATE_TRUNC('YEAR',"
        + " CURRENT_DATE) AS DATE) GROUP BY FORMATDATETIME(sent_at, 'yyyy-MM')"
        + " ORDER BY FORMATDATETIME(sent_at, 'yyyy-MM')", sql);
  }

  @Test
  void mariadb_backticksIntervalsAndDateFormat() throws SQLException {
    assertEquals("SELECT DATE_FORMAT(sent_at, '%Y-%m') AS `month`, COUNT(*) AS parcel_count"
        + " FROM parcel WHERE sent_at >= (MAKEDATE(YEAR(CURRENT_DATE), 1) - INTERVAL 1 YEAR)"
        + " AND sent_at < MAKEDATE(YEAR(CURRENT_DATE), 1) GROUP BY DATE_FORMAT(sent_at,"
        + " '%Y-%m') ORDER BY DATE_FORMAT(sent_at, '%Y-%m')",
        sql(MariaDbDialect.DEFAULT, "parcels per month last year"));
    assertTrue(sql(MariaDbDialect.DEFAULT, "parcels of 'back\\slash'").endsWith("owner = 'back\\\\slash'"),
        sql(MariaDbDialect.DEFAULT, "parcels of 'back\\slash'"));
  }

  @Test
  void sqlite_dateModifiersAndStrftime() throws SQLException {
    assertEquals("SELECT strftime('%Y-%m', sent_at) AS \"month\", COUNT(*) AS parcel_count"
        + " FROM parcel WHERE sent_at >= date('now', 'start of year', '-1 year')"
        + " AND sent_at < date('now', 'start of year') GROUP BY strftime('%Y-%m', sent_at)"
        + " ORDER BY strftime('%Y-%m', sent_at)", sql(SqliteDialect.DEFAULT, "parcels per month last year"));
    assertTrue(sql(SqliteDialect.DEFAULT, "parcels in 2024")
        .endsWith("sent_at >= '2024-01-01' AND sent_at < '2025-01-01'"));
  }

  @Test
  void generic_ansiIntervalsAndFetchFirst() throws SQLException {
    String sql = sql(GenericDialect.DEFAULT, "first 3 parcels in the last 2 months");
    assertEquals("SELECT * FROM parcel WHERE sent_at >= (CURRENT_DATE - INTERVAL '2' MONTH)"
        + " FETCH FIRST 3 ROWS ONLY", sql);
  }

  @Test
  void identifiers_areQuotedOnlyWhenNeeded_andStringsEscaped() throws SQLException {
    SchemaSnapshot odd = schema(PostgresqlDialect.DEFAULT, "Order", "id", "when", "user");
    String sql = new Engine(odd, null).ask("Order of O'Brien").sql();
    assertEquals("SELECT * FROM \"Order\" WHERE \"user\" = 'O''Brien'", sql);
    SchemaSnapshot plain = schema(MariaDbDialect.DEFAULT, "order", "id", "created", "name");
    assertEquals("SELECT * FROM `order`", new Engine(plain, null).ask("list order").sql());
  }
}
