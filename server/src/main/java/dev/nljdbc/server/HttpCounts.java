package dev.nljdbc.server;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/** Counts of HTTP responses by status and of requests the server rejected, by reason. */
final class HttpCounts {
  private final Map<Integer, LongAdder> statuses = new ConcurrentHashMap<>();
  private final Map<String, LongAdder> rejected = new ConcurrentHashMap<>();

  void status(int status) {
    statuses.computeIfAbsent(status, s -> new LongAdder()).increment();
  }

  void rejected(String reason) {
    rejected.computeIfAbsent(reason, r -> new LongAdder()).increment();
  }

  /** Responses so far, by HTTP status. */
  Map<Integer, LongAdder> statuses() {
    return statuses;
  }

  /** Rejected requests so far, by reason. */
  Map<String, LongAdder> rejected() {
    return rejected;
  }
}
