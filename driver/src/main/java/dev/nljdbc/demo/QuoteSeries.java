package dev.nljdbc.demo;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * One symbol's daily quotes on every weekday of the timeline: a random walk whose drift changes
 * each calendar year, so that trends differ by year and region. The bid is rounded down and the
 * ask up around the last price, so bid never exceeds ask.
 */
final class QuoteSeries {

  /** One day's quote. */
  record Quote(int day, BigDecimal bid, BigDecimal ask, BigDecimal last, long volume) {}

  private final List<Quote> quotes;

  private QuoteSeries(List<Quote> quotes) {
    this.quotes = quotes;
  }

  static QuoteSeries of(Ticker ticker, DemoTimeline timeline) {
    Random random = DemoRandom.of("quotes", ticker.ordinal());
    double volatility = 0.012 + 0.01 * random.nextDouble();
    Map<Integer, Double> dailyDrift = new HashMap<>();
    double price = ticker.startPrice();
    List<Quote> quotes = new ArrayList<>();
    for (int day = 0; day <= timeline.lastDay(); day++) {
      if (timeline.isWeekend(day)) {
        continue;
      }
      double drift = dailyDrift.computeIfAbsent(timeline.date(day).getYear(),
          year -> Math.log(0.75 + 0.7 * random.nextDouble()) / 252);
      price *= Math.exp(drift + volatility * random.nextGaussian());
      double spread = price * (0.0002 + 0.0013 * random.nextDouble());
      long volume = Math.round(ticker.baseVolume() * Math.exp(0.35 * random.nextGaussian()));
      quotes.add(new Quote(day, scale(price - spread / 2, RoundingMode.FLOOR),
          scale(price + spread / 2, RoundingMode.CEILING), scale(price, RoundingMode.HALF_UP),
          volume));
    }
    return new QuoteSeries(quotes);
  }

  private static BigDecimal scale(double value, RoundingMode rounding) {
    return BigDecimal.valueOf(value).setScale(4, rounding);
  }

  List<Quote> quotes() {
    return quotes;
  }
}
