package dev.nljdbc.it;

import java.lang.reflect.Modifier;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Properties;
import java.util.ServiceLoader;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * Loads nljdbc the way a tool loads a custom driver jar, in a JVM of its own. Its last output
 * line is what the test reads.
 */
public final class DropInJarProbe {
  private DropInJarProbe() {
  }

  /**
   * Arguments: {@code tables URL} prints the driver class, the product name and the table count;
   * {@code query URL SQL} prints the driver class and the first column of every row, joined
   * with commas; {@code owner URL} loads {@code dev.nljdbc.Driver} and prints the class and
   * version of the driver {@code DriverManager} gives for the URL; {@code refuse URL} runs a
   * statement the gate refuses and prints its SQLState (the audit line goes to the log);
   * {@code model URL} runs {@code /model} and prints its row count; {@code types URL} prints
   * the class of a jsonb value, its column class name and whether the connection wraps
   * {@code org.postgresql.PGConnection}; {@code version URL} prints the driver version and the
   * JDBC version; {@code drivers JAR} loads every class of the jar and prints how many public,
   * concrete classes implement {@link Driver}, then those of them with a top-level name (no
   * {@code $}), the ones a tool's "Find Class" offers.
   */
  public static void main(String[] args) throws Exception {
    switch (args[0]) {
      case "tables" -> tables(args[1]);
      case "query" -> query(args[1], args[2]);
      case "owner" -> owner(args[1], args.length > 2 ? args[2] : null);
      case "refuse" -> refuse(args[1]);
      case "model" -> model(args[1]);
      case "types" -> types(args[1]);
      case "version" -> version(args[1]);
      case "drivers" -> drivers(args[1]);
      default -> throw new IllegalArgumentException(args[0]);
    }
  }

  private static void drivers(String jar) throws Exception {
    int implementers = 0;
    List<String> topLevel = new ArrayList<>();
    try (JarFile jf = new JarFile(jar)) {
      for (JarEntry e : Collections.list(jf.entries())) {
        String name = e.getName();
        if (!name.endsWith(".class") || name.startsWith("META-INF/")
            || name.endsWith("module-info.class")) {
          continue;
        }
        Class<?> type;
        try {
          type = Class.forName(name.substring(0, name.length() - ".class".length())
              .replace('/', '.'), false, DropInJarProbe.class.getClassLoader());
        } catch (ReflectiveOperationException | LinkageError unloadable) {
          continue;
        }
        int mods = type.getModifiers();
        if (Driver.class.isAssignableFrom(type) && Modifier.isPublic(mods)
            && !Modifier.isAbstract(mods) && !type.isInterface()) {
          implementers++;
          if (!type.getName().contains("$")) {
            topLevel.add(type.getName());
          }
        }
      }
    }
    System.out.println(implementers + " " + String.join(",", topLevel));
  }

  private static void tables(String url) throws Exception {
    Driver driver = driverFor(url);
    try (Connection c = driver.connect(url, new Properties());
        ResultSet rs = c.getMetaData().getTables(null, null, "%", new String[] {"TABLE"})) {
      int tables = 0;
      while (rs.next()) {
        tables++;
      }
      System.out.println(driver.getClass().getName() + " " + c.getMetaData().getDatabaseProductName()
          + " " + tables);
    }
  }

  private static void query(String url, String sql) throws Exception {
    Class.forName("dev.nljdbc.Driver");
    try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
        ResultSet rs = s.executeQuery(sql)) {
      StringBuilder out = new StringBuilder(DriverManager.getDriver(url).getClass().getName());
      String sep = " ";
      while (rs.next()) {
        out.append(sep).append(rs.getString(1));
        sep = ",";
      }
      System.out.println(out);
    }
  }

  private static void owner(String url, String nlUrl) throws Exception {
    Class.forName("dev.nljdbc.Driver");
    if (nlUrl != null) {
      try (Connection c = DriverManager.getConnection(nlUrl); Statement s = c.createStatement();
          ResultSet rs = s.executeQuery("SELECT 1 AS one")) {
        rs.next();
      }
    }
    Driver d = DriverManager.getDriver(url);
    System.out.println(d.getClass().getName() + " " + d.getMajorVersion() + "." + d.getMinorVersion());
  }

  private static void refuse(String url) throws Exception {
    try (Connection c = driverFor(url).connect(url, new Properties());
        Statement s = c.createStatement()) {
      s.executeUpdate("DELETE FROM nljdbc_probe_nothing");
      System.out.println("not refused");
    } catch (java.sql.SQLException e) {
      System.out.println("refused " + e.getSQLState());
    }
  }

  private static void model(String url) throws Exception {
    try (Connection c = driverFor(url).connect(url, new Properties());
        Statement s = c.createStatement(); ResultSet rs = s.executeQuery("/model")) {
      int rows = 0;
      while (rs.next()) {
        rows++;
      }
      System.out.println("model " + (rows > 0 ? "rows" : "empty"));
    }
  }

  private static void types(String url) throws Exception {
    try (Connection c = driverFor(url).connect(url, new Properties());
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT CAST('{\"a\": 1}' AS jsonb) AS j,"
            + " CAST('1 day' AS interval) AS iv, CAST('10.0.0.1' AS inet) AS ip")) {
      rs.next();
      StringBuilder out = new StringBuilder();
      for (int i = 1; i <= 3; i++) {
        out.append(rs.getObject(i).getClass().getName()).append(' ')
            .append(rs.getMetaData().getColumnClassName(i)).append(' ');
      }
      boolean instance;
      boolean wraps;
      try {
        instance = Class.forName("org.postgresql.util.PGobject").isInstance(rs.getObject(1));
        wraps = c.isWrapperFor(Class.forName("org.postgresql.PGConnection"))
            && c.unwrap(Class.forName("org.postgresql.PGConnection")) != null;
      } catch (ClassNotFoundException e) {
        instance = false;
        wraps = false;
      }
      System.out.println(out.append(instance).append(' ').append(wraps));
    }
  }

  private static void version(String url) throws Exception {
    try (Connection c = driverFor(url).connect(url, new Properties())) {
      java.sql.DatabaseMetaData md = c.getMetaData();
      System.out.println(md.getDriverVersion() + " JDBC " + md.getJDBCMajorVersion() + "."
          + md.getJDBCMinorVersion());
    }
  }

  private static Driver driverFor(String url) throws java.sql.SQLException {
    Driver driver = null;
    for (Driver d : ServiceLoader.load(Driver.class)) {
      if (d.acceptsURL(url)) {
        driver = d;
      }
    }
    if (driver == null) {
      throw new IllegalStateException("no driver accepts " + url);
    }
    return driver;
  }
}
