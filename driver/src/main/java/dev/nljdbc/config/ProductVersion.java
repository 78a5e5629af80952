package dev.nljdbc.config;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * nljdbc's version, as its jar's manifest states it ({@code Implementation-Version}), else as
 * the build wrote it into {@code dev/nljdbc/nljdbc-driver.properties}. The same string in
 * process and remote ({@code DatabaseMetaData.getDriverVersion}).
 */
public final class ProductVersion {
  private static final String VERSION = read();

  private ProductVersion() {
  }

  /** The version, such as {@code 0.1.0-SNAPSHOT}; {@code unknown} only for a bare class tree. */
  public static String version() {
    return VERSION;
  }

  /** The number before the first dot. */
  public static int major() {
    return part(0);
  }

  /** The number after the first dot. */
  public static int minor() {
    return part(1);
  }

  private static int part(int index) {
    String[] parts = VERSION.split("[.-]");
    try {
      return parts.length > index ? Integer.parseInt(parts[index]) : 0;
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  private static String read() {
    Package p = ProductVersion.class.getPackage();
    String manifest = p == null ? null : p.getImplementationVersion();
    if (manifest != null && !manifest.isBlank()) {
      return manifest;
    }
    try (InputStream in = ProductVersion.class.getClassLoader()
        .getResourceAsStream("dev/nljdbc/nljdbc-driver.properties")) {
      if (in != null) {
        Properties props = new Properties();
        props.load(in);
        String v = props.getProperty("driver.version");
        if (v != null && !v.isBlank() && !v.startsWith("${")) {
          return v;
        }
      }
    } catch (IOException e) {
      return "unknown";
    }
    return "unknown";
  }
}
