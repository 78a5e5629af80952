package dev.nljdbc.server.console;

import java.sql.SQLException;
import java.util.regex.Pattern;

/** An error as a person should read it: the message and SQLState, without driver plumbing. */
final class ErrorText {
  private static final Pattern AVATICA_HEAD = Pattern.compile(
      "^(Error -?\\d+ \\([0-9A-Z]{5}\\) : )?(Error while executing SQL \"(?s).*?\": )?");
  private static final Pattern REMOTE = Pattern.compile("Remote driver error: ");
  private static final Pattern AVATICA_TAIL = Pattern.compile(
      "(?s)(\\. Error -?\\d+ \\([0-9A-Z]{5}\\) (ERROR|WARNING|FATAL|UNKNOWN))?\\s*"
          + "(\\n\\s*\\n.*)?$");
  private static final Pattern NESTED_CLASS = Pattern.compile("^[\\w.$]+(Exception|Error): ");
  /** H2's error code and version after its message, such as {@code [42102-252]}. */
  private static final Pattern H2_CODE = Pattern.compile("\\s*\\[[0-9A-Z]{5}-\\d+]");

  private ErrorText() {
  }

  /** The text to show for a failure. */
  static String of(Throwable e) {
    String state = e instanceof SQLException ? ((SQLException) e).getSQLState() : null;
    String message = clean(e.getMessage() == null ? e.toString() : e.getMessage());
    return state == null || state.isEmpty() || "00000".equals(state) ? message
        : message + " (" + state + ")";
  }

  /** The message without Avatica's prefixes, suffixes and server stack traces. */
  static String clean(String message) {
    String m = AVATICA_HEAD.matcher(message).replaceFirst("");
    m = REMOTE.matcher(m).replaceAll("");
    m = AVATICA_TAIL.matcher(m).replaceFirst("");
    m = NESTED_CLASS.matcher(m).replaceFirst("");
    m = H2_CODE.matcher(m).replaceAll("");
    return m.strip();
  }
}
