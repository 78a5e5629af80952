package dev.nljdbc.dialog;

import dev.nljdbc.error.SqlState;
import dev.nljdbc.error.UserText;
import java.sql.SQLException;
import java.util.Locale;

/** Parses and runs the dialog commands (README.md#what-a-statement-means); names are case-insensitive. */
final class DialogCommands {
  static final String KNOWN = "/new [question], /clear, /history, /explain question, /model, "
      + "/answer q1=..., q2=... (and /sql, /nl to force a route)";

  private DialogCommands() {
  }

  static Reply run(Conversation conversation, String text) throws SQLException {
    String command = text == null ? "" : text.strip();
    int space = 0;
    while (space < command.length() && !Character.isWhitespace(command.charAt(space))) {
      space++;
    }
    String name = command.substring(0, space).toLowerCase(Locale.ROOT);
    String argument = command.substring(space).strip();
    switch (name) {
      case "/new":
        if (argument.isEmpty()) {
          conversation.forgetCurrentQuery();
          return new Reply.Show(DialogTables.newTopic());
        }
        return conversation.newQuery(command, argument);
      case "/clear":
        noArgument(name, argument);
        int removed = conversation.clear();
        return show("cleared " + removed + (removed == 1 ? " turn" : " turns") + "; session "
            + conversation.sessionId() + " continues");
      case "/history":
        noArgument(name, argument);
        return new Reply.Show(DialogTables.history(conversation.turns()));
      case "/model":
        noArgument(name, argument);
        return new Reply.Show(conversation.model());
      case "/explain":
        if (argument.isEmpty()) {
          throw bad("/explain needs a question, e.g. /explain total sales by region");
        }
        return new Reply.Show(conversation.explain(argument));
      case "/answer":
        return conversation.answer(Answers.parse(argument));
      default:
        throw bad("unknown command '" + UserText.abbreviate(name.isEmpty() ? command : name)
            + "'; known commands: " + KNOWN);
    }
  }

  private static void noArgument(String name, String argument) throws SQLException {
    if (!argument.isEmpty()) {
      throw bad(name + " takes no arguments, not '" + UserText.abbreviate(argument) + "'");
    }
  }

  private static Reply show(String message) {
    return new Reply.Show(DialogTables.message(message));
  }

  private static SQLException bad(String message) {
    return SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(message);
  }
}
