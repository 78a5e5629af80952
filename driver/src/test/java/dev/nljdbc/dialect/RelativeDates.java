package dev.nljdbc.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.temporal.TemporalAdjusters;

/** Runs a dialect's relative dates on its own database and compares them with Java's. */
final class RelativeDates {

  private RelativeDates() {
  }

  /**
   * Checks every anchor, unit and a few offsets. {@code todaySql} reads the database's today;
   * {@code clampsMonths} is false where the database does not clamp a month added to a day past
   * the 28th to the month's end (SQLite): months from today are then left out on such days.
   */
  static void assertEvaluateAsJava(Connection connection, SqlDialect dialect, String todaySql,
      boolean clampsMonths) throws SQLException {
    try (Statement s = connection.createStatement()) {
      LocalDate today;
      try (ResultSet rs = s.executeQuery(todaySql)) {
        rs.next();
        today = LocalDate.parse(rs.getString(1).substring(0, 10));
      }
      for (DateAnchor anchor : DateAnchor.values()) {
        for (CalendarUnit unit : CalendarUnit.values()) {
          if (anchor == DateAnchor.TODAY && unit.compareTo(CalendarUnit.MONTH) >= 0
              && !clampsMonths && today.getDayOfMonth() > 28) {
            continue;
          }
          for (int offset : new int[] {-2, 0, 1}) {
            String sql = dialect.relativeDate(anchor, offset, unit);
            try (ResultSet rs = s.executeQuery("SELECT " + sql)) {
              rs.next();
              assertEquals(expected(today, anchor, offset, unit),
                  LocalDate.parse(rs.getString(1).substring(0, 10)), sql);
            }
          }
        }
      }
    }
  }

  /** The date a relative bound means, computed in Java. */
  static LocalDate expected(LocalDate today, DateAnchor a, int offset, CalendarUnit unit) {
    LocalDate anchor;
    switch (a) {
      case START_OF_WEEK:
        anchor = today.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
        break;
      case START_OF_MONTH:
        anchor = today.withDayOfMonth(1);
        break;
      case START_OF_QUARTER:
        anchor = today.withDayOfMonth(1).withMonth((today.getMonthValue() - 1) / 3 * 3 + 1);
        break;
      case START_OF_YEAR:
        anchor = today.withDayOfYear(1);
        break;
      default:
        anchor = today;
    }
    switch (unit) {
      case DAY:
        return anchor.plusDays(offset);
      case WEEK:
        return anchor.plusWeeks(offset);
      case MONTH:
        return anchor.plusMonths(offset);
      case QUARTER:
        return anchor.plusMonths(3L * offset);
      default:
        return anchor.plusYears(offset);
    }
  }
}
