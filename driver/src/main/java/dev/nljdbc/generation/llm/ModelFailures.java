package dev.nljdbc.generation.llm;

import dev.langchain4j.exception.AuthenticationException;
import dev.langchain4j.exception.ContentFilteredException;
import dev.langchain4j.exception.HttpException;
import dev.langchain4j.exception.ModelNotFoundException;
import dev.langchain4j.exception.RateLimitException;
import dev.langchain4j.exception.TimeoutException;
import dev.langchain4j.exception.UnresolvedModelServerException;
import dev.nljdbc.error.SqlState;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.net.http.HttpTimeoutException;
import java.sql.SQLException;
import java.time.Duration;

/**
 * Turns a failed model call into the SQLException the user sees.
 *
 * <p>A timeout is {@code HYT00}. Every other failure is {@code 42000}: the question could not be
 * turned into SQL this time, and the JDBC connection is fine. A {@code 08xxx} state would make
 * connection pools (HikariCP among them) evict a healthy connection over a provider outage. The
 * message names the kind of failure and the property to check; it carries neither the prompt nor
 * the provider's reply, which stays in the chained cause.
 */
final class ModelFailures {
  /** HTTP statuses from here up are the provider's own failure, worth a retry later. */
  private static final int HTTP_SERVER_ERROR = 500;
  /** Timeouts print in whole seconds when they are. */
  private static final long MILLIS_PER_SECOND = 1000;

  private ModelFailures() {}

  /** The exception for a failed call made for {@code purpose}, e.g. "SQL generation". */
  static SQLException of(String purpose, RuntimeException failure, Duration timeout) {
    String prefix = "the language model failed during " + purpose + ": ";
    if (isTimeout(failure)) {
      return SqlState.TIMEOUT.exception("the language model did not answer within "
          + describe(timeout) + " (llm.timeout) during " + purpose, failure);
    }
    return SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(
        prefix + reason(failure), failure);
  }

  static boolean isTimeout(Throwable failure) {
    for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof TimeoutException || t instanceof HttpTimeoutException
          || t instanceof SocketTimeoutException
          || t instanceof java.util.concurrent.TimeoutException) {
        return true;
      }
    }
    return false;
  }

  private static String reason(RuntimeException failure) {
    if (failure instanceof AuthenticationException) {
      return "the provider refused the credentials; check llm.apiKey or "
          + ModelSettings.API_KEY_VARIABLE;
    }
    if (failure instanceof ModelNotFoundException) {
      return "the provider does not know the model; check llm.model and llm.baseUrl";
    }
    if (failure instanceof RateLimitException) {
      return "the provider is limiting the request rate; try again later";
    }
    if (failure instanceof ContentFilteredException) {
      return "the provider's content filter blocked the reply";
    }
    HttpException http = find(failure, HttpException.class);
    if (http != null) {
      return http.statusCode() >= HTTP_SERVER_ERROR
          ? "the provider failed (HTTP " + http.statusCode() + "); try again later"
          : "the provider rejected the request (HTTP " + http.statusCode() + ")";
    }
    if (failure instanceof UnresolvedModelServerException
        || find(failure, ConnectException.class) != null
        || find(failure, UnknownHostException.class) != null) {
      return "the provider cannot be reached; check llm.baseUrl";
    }
    if (find(failure, InterruptedException.class) != null) {
      return "the call was interrupted";
    }
    if (find(failure, com.fasterxml.jackson.core.JacksonException.class) != null) {
      return "the provider's answer could not be read";
    }
    return "the call failed (" + failure.getClass().getSimpleName() + ")";
  }

  private static <T extends Throwable> T find(Throwable failure, Class<T> type) {
    for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (type.isInstance(t)) {
        return type.cast(t);
      }
    }
    return null;
  }

  private static String describe(Duration d) {
    long ms = d.toMillis();
    return ms % MILLIS_PER_SECOND == 0 ? ms / MILLIS_PER_SECOND + "s" : ms + "ms";
  }
}
