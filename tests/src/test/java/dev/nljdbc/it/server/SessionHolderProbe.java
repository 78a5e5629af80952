package dev.nljdbc.it.server;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * A client that opens sessions, runs a query on each, says "ready" and then waits to be killed:
 * the crashed client of {@link SessionLifecycleIT}.
 */
public final class SessionHolderProbe {
  private SessionHolderProbe() {
  }

  /** Arguments: the nljdbc URL and how many sessions to hold. */
  public static void main(String[] args) throws Exception {
    List<Connection> held = new ArrayList<>();
    for (int i = 0; i < Integer.parseInt(args[1]); i++) {
      Connection c = DriverManager.getConnection(args[0]);
      try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT 1 AS one")) {
        rs.next();
      }
      held.add(c);
    }
    System.out.println("ready " + held.size());
    System.out.flush();
    Thread.sleep(Long.MAX_VALUE);
  }
}
