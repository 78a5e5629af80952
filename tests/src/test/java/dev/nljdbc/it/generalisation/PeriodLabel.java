package dev.nljdbc.it.generalisation;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.time.temporal.IsoFields;
import java.util.ArrayList;
import java.util.List;

/**
 * How a gold cell that starts a period may be written in an answer: as it is, or as the label of
 * the period it starts. A gold series grouped by {@code date_trunc('month', d)} holds timestamps
 * such as {@code 2026-01-01 00:00:00.0}; an answer that labels its months {@code 2026-01} holds
 * the same periods. A form applies to a column only when every cell starts such a period.
 */
enum PeriodLabel {
  /** The cell as it is. */
  AS_IS,
  /** {@code 2026-01} for the first day of January 2026. */
  MONTH,
  /** {@code 2026-Q1} for the first day of a quarter. */
  QUARTER,
  /** {@code 2026} for the first of January. */
  YEAR,
  /** {@code 2026-W02} (ISO week) for a Monday. */
  WEEK;

  /** The gold column's cells in this form, or null when a cell starts no such period. */
  List<String> column(List<List<String>> rows, int column) {
    List<String> cells = new ArrayList<>();
    for (List<String> row : rows) {
      String cell = cell(row.get(column));
      if (cell == null) {
        return null;
      }
      cells.add(cell);
    }
    return cells;
  }

  /** One gold cell in this form, or null when it starts no such period. */
  String cell(String gold) {
    if (this == AS_IS || gold.equals("NULL")) {
      return gold;
    }
    LocalDate day = day(gold);
    if (day == null) {
      return null;
    }
    switch (this) {
      case MONTH:
        return day.getDayOfMonth() == 1 ? String.format("%04d-%02d", day.getYear(),
            day.getMonthValue()) : null;
      case QUARTER:
        return day.getDayOfMonth() == 1 && (day.getMonthValue() - 1) % 3 == 0
            ? day.getYear() + "-Q" + ((day.getMonthValue() - 1) / 3 + 1) : null;
      case YEAR:
        return day.getDayOfYear() == 1 ? Integer.toString(day.getYear()) : null;
      default:
        return day.getDayOfWeek() == DayOfWeek.MONDAY ? String.format("%04d-W%02d",
            day.get(IsoFields.WEEK_BASED_YEAR), day.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR))
            : null;
    }
  }

  /** The day of a date or of a timestamp at midnight, else null. */
  private static LocalDate day(String cell) {
    if (cell.length() < 10) {
      return null;
    }
    String rest = cell.substring(10);
    if (!rest.isEmpty() && !rest.matches(" 00:00(:00(\\.0+)?)?([+-]\\d\\d(:\\d\\d)?)?")) {
      return null;
    }
    try {
      return LocalDate.parse(cell.substring(0, 10));
    } catch (DateTimeParseException e) {
      return null;
    }
  }
}
