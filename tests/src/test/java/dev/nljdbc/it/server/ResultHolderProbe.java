package dev.nljdbc.it.server;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * A client that opens sessions, starts a large query on each, reads one row, says "ready" and
 * then waits to be killed: the client that crashes mid-fetch of {@link FetchIdleIT}.
 */
public final class ResultHolderProbe {
  private ResultHolderProbe() {
  }

  /** Arguments: the nljdbc URL, how many sessions, and the query. */
  public static void main(String[] args) throws Exception {
    List<ResultSet> held = new ArrayList<>();
    for (int i = 0; i < Integer.parseInt(args[1]); i++) {
      Connection c = DriverManager.getConnection(args[0]);
      Statement s = c.createStatement();
      ResultSet rs = s.executeQuery(args[2]);
      rs.next();
      held.add(rs);
    }
    System.out.println("ready " + held.size());
    System.out.flush();
    Thread.sleep(Long.MAX_VALUE);
  }
}
