package dev.nljdbc.execution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.nljdbc.dialect.Dialects;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.apache.calcite.avatica.ColumnMetaData;
import org.apache.calcite.avatica.Meta;
import org.junit.jupiter.api.Test;

/**
 * Frames read a result by its database's typing: SQLite, dynamically typed, keeps a REAL's
 * double digits and a DATETIME's time of day; H2 narrows to the declared types.
 */
class ResultFramesTypesTest {

  @Test
  void sqlite_realAndDatetime_comeThroughWhole() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite::memory:");
        Statement s = c.createStatement()) {
      s.execute("CREATE TABLE reading (amount REAL, taken DATETIME)");
      s.execute("INSERT INTO reading VALUES (3.141592653589793, '2024-03-05 10:11:12')");
      List<?> row = firstRow(new ResultFrames(s.executeQuery("SELECT amount, taken FROM reading")));
      assertEquals(3.141592653589793, ((Number) row.get(0)).doubleValue());
      assertEquals("2024-03-05 10:11:12", String.valueOf(row.get(1)));
    }
  }

  @Test
  void sqlite_describedColumns_followTheSameRule() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite::memory:");
        Statement s = c.createStatement()) {
      s.execute("CREATE TABLE reading (amount REAL, taken DATETIME)");
      PreparedStatement ps = c.prepareStatement("SELECT amount, taken FROM reading");
      List<ColumnMetaData> described = ResultFrames.columns(ps.getMetaData(), Dialects.of(c));
      List<ColumnMetaData> read = new ResultFrames(ps.executeQuery()).columns();
      assertEquals(read.get(0).type.rep, described.get(0).type.rep);
      assertEquals(read.get(1).type.rep, described.get(1).type.rep);
    }
  }

  @Test
  void h2_dateColumn_isADate() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:h2:mem:");
        Statement s = c.createStatement()) {
      List<?> row = firstRow(new ResultFrames(s.executeQuery("SELECT DATE '2024-03-05'")));
      assertFalse(row.get(0) instanceof String, String.valueOf(row.get(0)));
    }
  }

  private static List<?> firstRow(ResultFrames frames) throws SQLException {
    Meta.Frame frame = frames.next(-1);
    Object row = ((List<?>) frame.rows).get(0);
    return row instanceof Object[] values ? List.of(values) : (List<?>) row;
  }
}
