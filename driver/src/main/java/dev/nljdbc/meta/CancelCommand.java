package dev.nljdbc.meta;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Avatica protocol has no request to cancel a running statement: nljdbc's client sends
 * {@code /catalog cancel <statement id>} on another statement of the same connection, and the
 * Meta cancels the target statement that the named one is running.
 */
public final class CancelCommand {
  private static final Pattern TEXT = Pattern.compile("(?i)/catalog cancel (\\d{1,10})");

  private CancelCommand() {
  }

  /** The statement text that cancels the statement with the given id. */
  public static String statement(int statementId) {
    return "/catalog cancel " + statementId;
  }

  /** The id of the statement to cancel, or -1 when the text is not a cancel request. */
  static long statementId(String text) {
    Matcher m = TEXT.matcher(text.strip());
    return m.matches() ? Long.parseLong(m.group(1)) : -1;
  }
}
