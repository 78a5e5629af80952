package dev.nljdbc.dialog;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.nljdbc.dialect.H2Dialect;
import dev.nljdbc.schema.SchemaSnapshot;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

/** Test helpers: a conversation over a scripted generator, and turns run to completion. */
final class Dialogs {
  static final SchemaSnapshot SCHEMA = new SchemaSnapshot("v1", H2Dialect.DEFAULT, List.of());
  static final Instant NOON = Instant.parse("2026-11-21T12:00:00Z");

  private Dialogs() {
  }

  static Conversation.Builder builder(ScriptedGenerator generator) {
    return Conversation.builder(generator, () -> SCHEMA).database("ecommerce")
        .clock(Clock.fixed(NOON, ZoneOffset.UTC));
  }

  static Conversation conversation(ScriptedGenerator generator) {
    return builder(generator).build();
  }

  /** Asks and expects a query to run. */
  static PendingTurn pending(Conversation c, String text) throws SQLException {
    return assertInstanceOf(Reply.Run.class, c.ask(text)).turn();
  }

  /** Asks, "runs" the generated SQL as is and reports the rows. */
  static PendingTurn run(Conversation c, String text, int rows) throws SQLException {
    PendingTurn turn = pending(c, text);
    c.completed(turn, turn.sql(), rows);
    return turn;
  }

  static PendingTurn run(Conversation c, String text) throws SQLException {
    return run(c, text, 3);
  }
}
