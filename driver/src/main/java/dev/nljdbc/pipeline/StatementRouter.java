package dev.nljdbc.pipeline;

import dev.nljdbc.error.SqlState;
import dev.nljdbc.statement.Route;
import java.sql.SQLException;
import java.util.Locale;

/**
 * Routes a statement's text to a command, SQL pass-through or a natural-language turn
 * (README.md#what-a-statement-means).
 */
public final class StatementRouter {
  private static final int MAX_TEXT_LENGTH = 64 * 1024;

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
        return new RoutedText(Route.NATURAL_LANGUAGE, requireArgument(trimmed, "/nl"));
      }
      return new RoutedText(Route.COMMAND, trimmed);
    }
    return new RoutedText(SqlRecognizer.isSql(trimmed) ? Route.SQL : Route.NATURAL_LANGUAGE, trimmed);
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
