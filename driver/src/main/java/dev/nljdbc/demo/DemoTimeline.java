package dev.nljdbc.demo;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Random;

/**
 * The demo's calendar: day 0 is January 1st three years before today's year and the last day is
 * today, so the three previous calendar years are complete and the current one runs to date.
 * Days before 0 are the business's earlier past (products and customers that already existed).
 */
final class DemoTimeline {

  private static final double[] MONTH_SEASONALITY =
      {0.85, 0.80, 0.90, 0.95, 1.00, 0.95, 0.90, 0.95, 1.00, 1.05, 1.35, 1.60};

  private final LocalDate start;
  private final int lastDay;

  DemoTimeline(LocalDate today) {
    this.start = LocalDate.of(today.getYear() - 3, 1, 1);
    this.lastDay = (int) ChronoUnit.DAYS.between(start, today);
  }

  /** Index of today. */
  int lastDay() {
    return lastDay;
  }

  LocalDate date(int day) {
    return start.plusDays(day);
  }

  int day(LocalDate date) {
    return (int) ChronoUnit.DAYS.between(start, date);
  }

  /** A time of business hours on {@code day}. */
  LocalDateTime timestamp(int day, Random random) {
    return date(day).atTime(7 + random.nextInt(13), random.nextInt(60), random.nextInt(60));
  }

  boolean isWeekend(int day) {
    DayOfWeek weekday = date(day).getDayOfWeek();
    return weekday == DayOfWeek.SATURDAY || weekday == DayOfWeek.SUNDAY;
  }

  /** Business activity on {@code day} relative to an average day: growth, season, weekday. */
  double activity(int day) {
    double growth = 0.8 + 0.6 * day / Math.max(1, lastDay);
    double season = MONTH_SEASONALITY[date(day).getMonthValue() - 1];
    return growth * season * (isWeekend(day) ? 0.8 : 1.08);
  }
}
