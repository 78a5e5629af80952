package dev.nljdbc.clarification;

/** Whether the clarification state stores this JVM uses answer, for a server's readiness. */
public final class StateStoreHealth {
  private StateStoreHealth() {
  }

  /** True unless a state store's circuit breaker is open. */
  public static boolean available() {
    return StateStore.allAvailable();
  }
}
