package dev.nljdbc.it.generalisation;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The suite's comparison of an answer with the gold, period labels included. */
class RowsTest {
  private static Rows rows(List<String> labels, List<List<String>> cells) {
    return new Rows(labels, cells);
  }

  @Test
  void monthStarts_matchMonthLabels_andNothingElse() {
    Rows gold = rows(List.of("m", "sum"), List.of(List.of("2026-01-01 00:00:00.0", "10"),
        List.of("2026-02-01 00:00:00.0", "20")));
    assertTrue(rows(List.of("month", "total"), List.of(List.of("2026-02", "20"),
        List.of("2026-01", "10"))).matches(gold, false));
    assertFalse(rows(List.of("month", "total"), List.of(List.of("2026-02", "10"),
        List.of("2026-01", "20"))).matches(gold, false), "values stay with their month");
    assertFalse(rows(List.of("month", "total"), List.of(List.of("2026-01-01", "10"),
        List.of("2026-03", "20"))).matches(gold, false));
  }

  @Test
  void quartersYearsAndWeeks_matchTheirLabels() {
    assertTrue(rows(List.of("q"), List.of(List.of("2026-Q2"))).matches(
        rows(List.of("q"), List.of(List.of("2026-04-01"))), false));
    assertTrue(rows(List.of("y"), List.of(List.of("2025"))).matches(
        rows(List.of("y"), List.of(List.of("2025-01-01 00:00:00"))), false));
    assertTrue(rows(List.of("w"), List.of(List.of("2026-W02"))).matches(
        rows(List.of("w"), List.of(List.of("2026-01-05"))), false));
  }

  @Test
  void daysThatStartNoPeriod_matchOnlyAsTheyAre() {
    Rows gold = rows(List.of("d"), List.of(List.of("2026-01-15")));
    assertFalse(rows(List.of("d"), List.of(List.of("2026-01"))).matches(gold, false));
    assertTrue(rows(List.of("d"), List.of(List.of("2026-01-15"))).matches(gold, false));
    assertFalse(rows(List.of("d"), List.of(List.of("2026-01"))).matches(
        rows(List.of("d"), List.of(List.of("2026-01-01 09:30:00"))), false));
  }
}
