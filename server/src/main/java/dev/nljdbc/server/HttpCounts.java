package dev.nljdbc.server;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;

/**
 * Counts of HTTP responses by status and of requests the server rejected, by reason; and the
 * bytes the requests in flight hold.
 */
final class HttpCounts {
  private volatile LongSupplier inFlightBytes = () -> 0;
  private final Map<Integer, LongAdder> statuses = new ConcurrentHashMap<>();
  private final Map<String, LongAdder> rejected = new ConcurrentHashMap<>();

  void status(int status) {
    statuses.computeIfAbsent(status, s -> new LongAdder()).increment();
  }

  void rejected(String reason) {
    rejected.computeIfAbsent(reason, r -> new LongAdder()).increment();
  }

  /** Where the bytes held by requests in flight are read from. */
  void inFlightBytes(LongSupplier source) {
    this.inFlightBytes = source;
  }

  /** The bytes of heap the requests being read and decoded hold now. */
  long inFlightBytes() {
    return inFlightBytes.getAsLong();
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
