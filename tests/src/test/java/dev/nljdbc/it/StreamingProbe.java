package dev.nljdbc.it;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;

/** Reads a whole table through a JDBC URL and prints the row count and the bytes read. */
public final class StreamingProbe {
  private StreamingProbe() {
  }

  /** Arguments: JDBC URL, SQL, then connection properties as key=value. */
  public static void main(String[] args) throws Exception {
    long rows = 0;
    long chars = 0;
    java.util.Properties props = new java.util.Properties();
    for (int i = 2; i < args.length; i++) {
      int eq = args[i].indexOf('=');
      props.setProperty(args[i].substring(0, eq), args[i].substring(eq + 1));
    }
    try (Connection c = DriverManager.getConnection(args[0], props);
        Statement s = c.createStatement()) {
      s.setFetchSize(500);
      try (ResultSet rs = s.executeQuery(args[1])) {
        while (rs.next()) {
          rows++;
          chars += rs.getString(2).length();
        }
      }
    }
    System.out.println(rows + " " + chars);
  }
}
