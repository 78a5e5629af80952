package dev.nljdbc.language;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

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
}
