package dev.nljdbc.it;

import java.sql.Connection;
import java.sql.Driver;
import java.sql.ResultSet;
import java.util.Properties;
import java.util.ServiceLoader;

/** Loads nljdbc the way a tool loads a custom driver jar, and lists the tables it sees. */
public final class DropInJarProbe {
  private DropInJarProbe() {
  }

  /** Argument: the nljdbc URL. Prints the driver class, the product name and the table count. */
  public static void main(String[] args) throws Exception {
    Driver driver = null;
    for (Driver d : ServiceLoader.load(Driver.class)) {
      if (d.acceptsURL(args[0])) {
        driver = d;
      }
    }
    if (driver == null) {
      throw new IllegalStateException("no driver accepts " + args[0]);
    }
    try (Connection c = driver.connect(args[0], new Properties());
        ResultSet rs = c.getMetaData().getTables(null, null, "%", new String[] {"TABLE"})) {
      int tables = 0;
      while (rs.next()) {
        tables++;
      }
      System.out.println(driver.getClass().getName() + " " + c.getMetaData().getDatabaseProductName()
          + " " + tables);
    }
  }
}
