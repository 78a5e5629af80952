package dev.nljdbc.pipeline;

import dev.nljdbc.error.SqlState;
import dev.nljdbc.security.SecurityPolicy;
import dev.nljdbc.statement.Route;
import java.sql.SQLException;
import java.util.Locale;

/**
 * Routes a statement's text to a command, SQL pass-through or a natural-language turn
 * (README.md#what-a-statement-means): a slash command; text that starts like SQL
 * ({@link SqlStart}); otherwise English.
 */
public final class StatementRouter {
  /** The longest text accepted: the security policy's longest SQL. */
  private static final int MAX_TEXT_LENGTH = SecurityPolicy.defaults().maxSqlLength();
  /** The longest question; longer text is SQL or a mistake. */
  private static final int MAX_QUESTION_LENGTH = 64 * 1024;

  private StatementRouter() {
  }

  /** The route of the text; empty or oversized text is refused with 42000. */
  public static RoutedText route(String text) throws SQLException {
    String trimmed = text == null ? "" : text.strip();
    if (trimmed.isEmpty()) {
      throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(
          "the statement is empty: type a question, SQL or a command such as /history");
    }
    if (trimmed.length() > MAX_TEXT_LENGTH) {
      throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception("the statement has "
          + trimmed.length() + " characters; at most " + MAX_TEXT_LENGTH + " are accepted");
    }
    if (trimmed.charAt(0) == '/' && !trimmed.startsWith("/*")) {
      String lower = trimmed.toLowerCase(Locale.ROOT);
      if (isCommand(lower, "/sql")) {
        return new RoutedText(Route.SQL, requireArgument(trimmed, "/sql"));
      }
      if (isCommand(lower, "/nl")) {
        return new RoutedText(Route.NATURAL_LANGUAGE, question(requireArgument(trimmed, "/nl")));
      }
      return new RoutedText(Route.COMMAND, trimmed);
    }
    if (SqlStart.of(trimmed).isSql()) {
      return new RoutedText(Route.SQL, trimmed);
    }
    return new RoutedText(Route.NATURAL_LANGUAGE, question(trimmed));
  }

  private static String question(String text) throws SQLException {
    if (text.length() > MAX_QUESTION_LENGTH) {
      throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception("the question has "
          + text.length() + " characters; at most " + MAX_QUESTION_LENGTH + " are accepted");
    }
    return text;
  }

  private static boolean isCommand(String lower, String command) {
    return lower.equals(command) || lower.startsWith(command + " ") || lower.startsWith(command + "\n");
  }

  private static String requireArgument(String trimmed, String command) throws SQLException {
    String rest = trimmed.substring(command.length()).strip();
    if (rest.isEmpty()) {
      throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(
          command + " needs text after it, e.g. " + command + " " + (command.equals("/sql")
              ? "SELECT 1" : "show me all customers"));
    }
    return rest;
  }
}
