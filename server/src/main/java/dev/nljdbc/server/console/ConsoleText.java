package dev.nljdbc.server.console;

/** The console's banner and help. */
final class ConsoleText {
  private ConsoleText() {
  }

  /** One screen: what the console is, how to end a statement, examples. */
  static String banner(String url, String product) {
    return String.join("\n",
        "nljdbc console: " + url + (product == null ? "" : " (" + product + ")"),
        "Type plain English or SQL; end it with ; or an empty line.",
        "",
        "  Show me all customers;          a question",
        "  by region;                      a follow-up refines the previous question",
        "  SELECT count(*) FROM orders;    SQL runs as written (read-only)",
        "  /history   /new   /explain ...  the conversation's commands",
        "  help                            more; Ctrl-C cancels a running statement,",
        "                                  Ctrl-D or quit leaves",
        "");
  }

  /** The help text. */
  static String help() {
    return String.join("\n",
        "Statements end with ; or an empty line. A line that starts with / or !, and a lone",
        "number (an answer), need neither.",
        "",
        "Questions and SQL",
        "  Show me all users;                  plain English becomes SQL; the SQL that ran is",
        "                                      shown dimmed above the result",
        "  Only from last month;               a follow-up refines the previous question",
        "  SELECT * FROM users;                SQL runs as written; only read-only queries",
        "  /sql TEXT   /nl TEXT                force the route when text reads both ways",
        "",
        "Clarifications",
        "  When a question is ambiguous the console lists numbered options;",
        "  answer with a number, an option or /answer q1=..., q2=... (/new drops it).",
        "",
        "Conversation",
        "  /new [question]   forget the current question     /clear     remove all turns",
        "  /history          the turns and the SQL that ran   /explain Q the SQL, not run",
        "",
        "Catalog",
        "  !tables           the tables                       !describe T  a table's columns",
        "",
        "Console",
        "  help, /help, ?    this help                        quit, exit, \\q  leave",
        "  \\x                expanded display on/off: a line per column, for wide rows",
        "  \\pager            paging on/off: a listing longer than the screen stops at each",
        "                    screenful (-- more --: Enter or space goes on, q stops it)",
        "  Long values wrap inside their column; --property KEY=VALUE (or jdbc:nl:demo;KEY=VALUE)",
        "  sets connection properties when the console starts.",
        "  Ctrl-C            cancels the running statement; at the prompt it clears the line",
        "  Results cut at a row cap (limits.maxRows, 10,000 for generated SQL) say so.",
        "  History: ~/.nljdbc/console_history   Log: ~/.nljdbc/console.log",
        "");
  }
}
