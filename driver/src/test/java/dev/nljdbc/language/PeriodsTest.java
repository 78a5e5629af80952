package dev.nljdbc.language;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The one period recogniser. */
class PeriodsTest {

  private static final LocalDate TODAY = LocalDate.of(2026, 11, 21);

  private static Period period(String text) {
    List<PeriodParser.Mention> found = PeriodParser.parse(Tokenizer.tokenize(text), TODAY);
    return found.isEmpty() ? null : found.get(0).period();
  }

  @Test
  void periods_relativeOnesAreComputedByTheDatabase() {
    Period lastMonth = period("only from last month");
    assertEquals(DateBound.relative(DateBound.Anchor.START_OF_MONTH, -1, TimeUnit.MONTH),
        lastMonth.from());
    assertEquals(DateBound.relative(DateBound.Anchor.START_OF_MONTH, 0, TimeUnit.MONTH),
        lastMonth.to());
    Period days = period("in the last 7 days");
    assertEquals(DateBound.relative(DateBound.Anchor.TODAY, -7, TimeUnit.DAY), days.from());
    assertNull(days.to());
    Period yesterday = period("yesterday");
    assertEquals(DateBound.relative(DateBound.Anchor.TODAY, -1, TimeUnit.DAY), yesterday.from());
    Period thisYear = period("this year");
    assertEquals(DateBound.relative(DateBound.Anchor.START_OF_YEAR, 0, TimeUnit.YEAR),
        thisYear.from());
  }

  @Test
  void periods_absoluteOnesAreDates() {
    Period y2025 = period("in 2025");
    assertEquals(LocalDate.of(2025, 1, 1), y2025.from().date());
    assertEquals(LocalDate.of(2026, 1, 1), y2025.to().date());
    assertEquals(2025, y2025.firstYear());
    Period q4 = period("Q4 2024");
    assertEquals(LocalDate.of(2024, 10, 1), q4.from().date());
    assertEquals(LocalDate.of(2025, 1, 1), q4.to().date());
    Period march = period("since March");
    assertEquals(LocalDate.of(2026, 3, 1), march.from().date());
    assertNull(march.to());
    Period december = period("in December");
    assertEquals(LocalDate.of(2025, 12, 1), december.from().date(), "the last December begun");
    Period range = period("between 2020 and 2022");
    assertEquals(LocalDate.of(2023, 1, 1), range.to().date());
    assertEquals(2022, range.lastYear());
    assertNull(period("may I see the trucks"));
  }

  private static String spans(String text) {
    Words w = Words.of(text);
    StringBuilder sb = new StringBuilder();
    for (PeriodParser.Span s : w.periods()) {
      sb.append(s.kind()).append('=').append(w.text(s.from(), s.to())).append(';');
    }
    return sb.toString();
  }

  @Test
  void spans_giveEachCalendarPartAndEachWholePeriod() {
    assertEquals("PART_OF_YEAR=Q4;YEAR=2024;", spans("sales in Q4 2024"));
    assertEquals("PART_OF_YEAR=first quarter;YEAR=2023;", spans("the first quarter of 2023"));
    assertEquals("WHOLE=last month;", spans("what about last month?"));
    assertEquals("WHOLE=past 30 days;", spans("in the past 30 days"));
    assertEquals("WHOLE=year to date;", spans("revenue year to date"));
    assertEquals("YEAR=2020;YEAR=2022;", spans("between 2020 and 2022"));
    assertEquals("", spans("top 2000 customers"));
    assertEquals("", spans("orders of 2023 items"));
  }

  @Test
  void agoQtdAndACapitalisedMonthAtTheEnd_arePeriods() {
    Period ago = period("orders 3 months ago");
    assertEquals(DateBound.relative(DateBound.Anchor.START_OF_MONTH, -3, TimeUnit.MONTH),
        ago.from());
    assertEquals(DateBound.relative(DateBound.Anchor.START_OF_MONTH, -2, TimeUnit.MONTH),
        ago.to());
    assertEquals(DateBound.relative(DateBound.Anchor.START_OF_QUARTER, 0, TimeUnit.QUARTER),
        period("sales qtd").from());
    assertEquals(LocalDate.of(2026, 5, 1), period("what about May?").from().date());
    assertNull(period("May I see the orders"));
  }

  @Test
  void namesPeriod_alsoSeesBoundsAndUnitsWithoutAWholePeriod() {
    assertTrue(PeriodParser.namesPeriod(Words.of("recent orders before shipping")));
    assertTrue(PeriodParser.namesPeriod(Words.of("recent orders per week")));
    assertTrue(PeriodParser.namesPeriod(Words.of("recent orders in 2023")));
    assertTrue(PeriodParser.namesPeriod(Words.of("recent orders on 2024-03-01")));
    assertFalse(PeriodParser.namesPeriod(Words.of("recent orders of big customers")));
    assertFalse(PeriodParser.namesPeriod(Words.of("may I see recent orders")));
  }
}
