package dev.nljdbc.demo;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.EnumMap;
import java.util.Map;

/**
 * Writes {@code market_quotes}: every corporation gets the daily quotes of the symbols on its
 * watchlist. A symbol's prices are the same for every corporation watching it.
 */
final class QuoteWriter {

  private final DemoTimeline timeline;
  private final Map<Ticker, QuoteSeries> series = new EnumMap<>(Ticker.class);

  QuoteWriter(DemoTimeline timeline) {
    this.timeline = timeline;
  }

  void write(Connection connection) throws SQLException {
    int nextId = 1;
    try (BatchInsert insert = new BatchInsert(connection, "market_quotes", "quote_id", "corp_id",
        "symbol", "region_id", "quote_date", "bid_price", "ask_price", "last_price", "volume")) {
      for (Corporation corporation : Corporation.values()) {
        for (Ticker ticker : corporation.watchlist()) {
          QuoteSeries quotes = series.computeIfAbsent(ticker, t -> QuoteSeries.of(t, timeline));
          for (QuoteSeries.Quote quote : quotes.quotes()) {
            insert.row(nextId++, corporation.id(), ticker.name(), ticker.region().id(),
                timeline.date(quote.day()), quote.bid(), quote.ask(), quote.last(),
                quote.volume());
          }
        }
      }
    }
  }
}
