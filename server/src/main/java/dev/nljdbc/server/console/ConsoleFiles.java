package dev.nljdbc.server.console;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.logging.LogManager;

/**
 * The console's own files under {@code ~/.nljdbc}: its history and its log. Logging goes to
 * the log file, never to the terminal; call {@link #logToFile()} before anything logs.
 */
public final class ConsoleFiles {
  private ConsoleFiles() {
  }

  /** The directory of the console's files. */
  public static Path home() {
    return Path.of(System.getProperty("user.home"), ".nljdbc");
  }

  /** The console's history file (not sqlline's). */
  static Path history() {
    return home().resolve("console_history");
  }

  /** The console's log file. */
  public static Path log() {
    return home().resolve("console.log");
  }

  /** Sends slf4j-simple's output to the log file and silences java.util.logging's console. */
  public static void logToFile() {
    try {
      Files.createDirectories(home());
      if (System.getProperty("org.slf4j.simpleLogger.logFile") == null) {
        System.setProperty("org.slf4j.simpleLogger.logFile", log().toString());
      }
    } catch (IOException e) {
      // Without a writable home the log is dropped rather than printed between the answers.
      System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "off");
    }
    LogManager.getLogManager().reset();
  }
}
