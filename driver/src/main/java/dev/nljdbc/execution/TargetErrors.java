package dev.nljdbc.execution;

import dev.nljdbc.error.SqlState;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.sql.SQLWarning;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Maps errors from a target database onto what users see: the target's state, or HYT00 for a
 * timeout; with a tenant, a message scrubbed of the values the target quoted.
 */
public final class TargetErrors {
  private static final Logger LOG = LoggerFactory.getLogger(TargetErrors.class);

  /** States with which PostgreSQL, MariaDB and H2 report a cancelled statement after a timeout. */
  private static final Set<String> TIMEOUT_STATES = Set.of("57014", "70100", "HYT00", "HYT01");

  /** A quoted fragment ('...', "...", `...`) or a run of digits. */
  private static final Pattern VALUE = Pattern.compile(
      "'(?:[^']|'')*'|\"(?:[^\"]|\"\")*\"|`(?:[^`]|``)*`|[0-9][0-9.]*");

  private static final String HIDDEN = "…";
  /** SQLite's result code of a generic SQL error. */
  private static final int SQLITE_ERROR = 1;
  private static final String TIMED_OUT = "the query timed out: ";
  private static final String CANCELLED = "the statement was cancelled by its client";

  private TargetErrors() {
  }

  /** The first SQLException with a SQLState in the cause chain, or null. */
  public static SQLException firstWithState(Throwable t) {
    for (Throwable c = t; c != null; c = c.getCause()) {
      if (c instanceof SQLException sqlException && sqlException.getSQLState() != null) {
        return sqlException;
      }
      if (c.getCause() == c) {
        break;
      }
    }
    return null;
  }

  /**
   * The error of a statement its client cancelled ({@code Statement.cancel()}): {@code 57014},
   * which {@link #fromTarget} keeps, where the target's own cancel state would read as a timeout.
   */
  public static SQLException cancelledByClient() {
    return SqlState.QUERY_CANCELED.exception(CANCELLED);
  }

  /** A target error as the user should see it: timeouts become HYT00, the rest keep their state. */
  public static SQLException fromTarget(SQLException e) {
    String state = e.getSQLState();
    if (SqlState.QUERY_CANCELED.code().equals(state) && e.getMessage() != null
        && e.getMessage().startsWith(CANCELLED)) {
      return e;
    }
    // SQLite reports no SQLState, and Set.of(...).contains(null) throws.
    if (SqlState.TIMEOUT.code().equals(state) && e.getMessage() != null
        && e.getMessage().startsWith(TIMED_OUT)) {
      return e;
    }
    if (e instanceof SQLTimeoutException || state != null && TIMEOUT_STATES.contains(state)) {
      return SqlState.TIMEOUT.exception(TIMED_OUT + e.getMessage(), e);
    }
    if (state == null) {
      return withState(e);
    }
    return e;
  }

  /**
   * An error without a SQLState (SQLite reports none) with one: 42000 for SQLite's generic
   * error (a missing column or table, a syntax error), HY000 for anything else; the message,
   * the vendor code and the cause stay.
   */
  private static SQLException withState(SQLException e) {
    String state = e.getErrorCode() == SQLITE_ERROR
        ? SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.code() : SqlState.GENERAL_ERROR.code();
    SQLException mapped = new SQLException(e.getMessage(), state, e.getErrorCode(), e);
    mapped.setNextException(e.getNextException());
    return mapped;
  }

  /**
   * A target error as a tenant sees it: the target's SQLState and vendor code, and the first line
   * of its message with every quoted fragment and number replaced by {@code …}, except names
   * and numbers that the statement's own text holds as whole words. A target reports values of
   * the rows it read in such places ({@code invalid input syntax for type integer: "..."}); a
   * row the tenant filter would have dropped must not reach the client that way. The full
   * message goes to the server log only; the result carries no cause, so no remote client
   * receives the original text.
   *
   * @param e the target's error, as {@link #fromTarget} returns it
   * @param sent the SQL sent to the target, whose own fragments may stay
   */
  public static SQLException scrubbed(SQLException e, String sent) {
    String message = e.getMessage() == null ? "" : e.getMessage();
    LOG.info("target error for a tenant statement (client sees it scrubbed): state={} {}",
        e.getSQLState(), message);
    String scrubbedText = scrub(message, sent);
    SQLException shown = e instanceof SQLTimeoutException
        ? new SQLTimeoutException(scrubbedText, e.getSQLState(), e.getErrorCode())
        : new SQLException(scrubbedText, e.getSQLState(), e.getErrorCode());
    shown.setStackTrace(new StackTraceElement[0]);
    return shown;
  }

  /**
   * A chain of target warnings as a tenant sees it, each scrubbed like an error
   * ({@link #scrubbed}): a warning such as MariaDB's {@code Truncated incorrect DOUBLE value: '...'}
   * quotes a value of a row the target read, which may be another tenant's row that the filter
   * dropped later. States and vendor codes are kept.
   *
   * @param chain the target's warnings, or null
   * @param sent the SQL sent to the target, or null when unknown (every fragment is hidden)
   */
  public static SQLWarning scrubbedWarnings(SQLWarning chain, String sent) {
    SQLWarning first = null;
    SQLWarning last = null;
    for (SQLWarning w = chain; w != null; w = w.getNextWarning()) {
      SQLWarning shown = new SQLWarning(scrub(w.getMessage(), sent), w.getSQLState(),
          w.getErrorCode());
      shown.setStackTrace(new StackTraceElement[0]);
      if (first == null) {
        first = shown;
      } else {
        last.setNextWarning(shown);
      }
      last = shown;
    }
    return first;
  }

  /**
   * The first line of a target's message with every quoted fragment and number hidden, except
   * names and numbers that {@code sent} holds as whole words.
   */
  private static String scrub(String message, String sent) {
    String all = message == null ? "" : message;
    int newline = all.indexOf('\n');
    String first = newline < 0 ? all : all.substring(0, newline);
    String text = sent == null ? "" : sent;
    Matcher m = VALUE.matcher(first);
    StringBuilder b = new StringBuilder();
    while (m.find()) {
      String fragment = m.group();
      boolean own = Character.isDigit(fragment.charAt(0)) ? word(text, fragment)
          : fragment.length() > 2 && name(fragment.substring(1, fragment.length() - 1))
              && word(text, fragment.substring(1, fragment.length() - 1));
      m.appendReplacement(b, Matcher.quoteReplacement(own ? fragment : quoted(fragment)));
    }
    m.appendTail(b);
    return b.toString().trim();
  }

  /** Whether the text holds the fragment as a whole word. */
  private static boolean word(String text, String fragment) {
    for (int at = text.indexOf(fragment); at >= 0; at = text.indexOf(fragment, at + 1)) {
      int end = at + fragment.length();
      boolean before = at == 0 || !part(text.charAt(at - 1));
      boolean after = end == text.length() || !part(text.charAt(end));
      if (before && after) {
        return true;
      }
    }
    return false;
  }

  /** Whether the fragment is a name (an identifier, possibly qualified), not a value. */
  private static boolean name(String s) {
    if (s.isEmpty() || !(Character.isLetter(s.charAt(0)) || s.charAt(0) == '_')) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      if (!part(s.charAt(i)) && s.charAt(i) != '.') {
        return false;
      }
    }
    return true;
  }

  private static boolean part(char c) {
    return Character.isLetterOrDigit(c) || c == '_';
  }

  private static String quoted(String fragment) {
    char c = fragment.charAt(0);
    return c == '\'' || c == '"' || c == '`' ? c + HIDDEN + c : HIDDEN;
  }
}
