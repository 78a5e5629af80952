package dev.nljdbc.statement;

/** Where a statement's text goes (README.md#what-a-statement-means). */
public enum Route {
  /** A slash command, handled by the dialog layer. */
  COMMAND,
  /** SQL, checked by the security layer and passed through to the target. */
  SQL,
  /** A natural-language turn. */
  NATURAL_LANGUAGE
}
