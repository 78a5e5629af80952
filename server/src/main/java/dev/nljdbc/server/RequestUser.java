package dev.nljdbc.server;

import java.util.concurrent.Callable;

/**
 * The authenticated user of the request the current thread is serving. Avatica serves each HTTP
 * request on one Jetty thread from start to end, so a thread-local carries the user from the
 * authentication layer to the Meta and the session factory.
 */
final class RequestUser {
  private final ThreadLocal<String> user = new ThreadLocal<>();

  /** The user of the request being served, or null without authentication. */
  String current() {
    return user.get();
  }

  /** Runs the action as the given user. */
  <T> T callAs(String name, Callable<T> action) throws Exception {
    String previous = user.get();
    user.set(name);
    try {
      return action.call();
    } finally {
      if (previous == null) {
        user.remove();
      } else {
        user.set(previous);
      }
    }
  }
}
