package dev.nljdbc.dialog;

import dev.nljdbc.generation.GeneratedQuery;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * The state of one conversation (docs/requirements.md#dialog, D1, D5 to D7): the kept turns, oldest first
 * and at most {@code maxTurns}, and the current query. Every method is synchronized, so each
 * update is atomic; nothing here waits on anything else.
 *
 * <p>A turn number is reserved when a turn starts and the turn is recorded when it ends. Clearing
 * starts a new epoch: a turn that started before the clear is not recorded after it.
 */
final class DialogState {
  /** A reserved turn number in one epoch. */
  record Ticket(int number, int epoch) {
  }

  /** The current query: the question it started from, the query and what its execution gave. */
  record ActiveQuery(int turn, String originalQuestion, GeneratedQuery query,
      ResultSummary result) {
  }

  private final String sessionId;
  private final String database;
  private final int maxTurns;
  private final ArrayDeque<Turn> turns = new ArrayDeque<>();
  private int nextNumber = 1;
  private int epoch;
  private int topicStart = 1;
  private ActiveQuery current;

  DialogState(String sessionId, String database, int maxTurns) {
    if (maxTurns < 1) {
      throw new IllegalArgumentException("maxTurns must be at least 1, not " + maxTurns);
    }
    this.sessionId = sessionId;
    this.database = database;
    this.maxTurns = maxTurns;
  }

  String sessionId() {
    return sessionId;
  }

  String database() {
    return database;
  }

  synchronized boolean hasCurrentQuery() {
    return current != null;
  }

  synchronized ActiveQuery current() {
    return current;
  }

  /** The context for a refinement with this feedback: the turns since the topic started. */
  synchronized DialogContext context(String feedback) {
    List<Turn> topic = new ArrayList<>(turns.size());
    for (Turn t : turns) {
      if (t.number() >= topicStart) {
        topic.add(t);
      }
    }
    return current == null
        ? new DialogContext(null, null, null, feedback, topic)
        : new DialogContext(current.originalQuestion(), current.query(), current.result(),
            feedback, topic);
  }

  synchronized Ticket reserve() {
    return new Ticket(nextNumber++, epoch);
  }

  /**
   * Records a finished turn, pruning the oldest beyond the limit, and makes {@code query} current
   * when it is not null.
   *
   * @return false when the conversation was cleared since the turn started (nothing recorded)
   */
  synchronized boolean record(Ticket ticket, Turn turn, ActiveQuery query) {
    if (ticket.epoch() != epoch) {
      return false;
    }
    turns.addLast(turn);
    while (turns.size() > maxTurns) {
      turns.removeFirst();
    }
    if (query != null) {
      current = query;
    }
    return true;
  }

  /** Sets the row count of a recorded turn, and of the current result when it came from it. */
  synchronized boolean updateRowCount(Ticket ticket, int rows) {
    if (ticket.epoch() != epoch) {
      return false;
    }
    boolean found = false;
    List<Turn> copy = new ArrayList<>(turns);
    turns.clear();
    for (Turn t : copy) {
      if (t.number() == ticket.number()) {
        t = t.withRowCount(rows);
        found = true;
      }
      turns.addLast(t);
    }
    if (current != null && current.turn() == ticket.number()) {
      current = new ActiveQuery(current.turn(), current.originalQuestion(), current.query(),
          new ResultSummary(current.result().executedSql(), rows));
    }
    return found;
  }

  synchronized List<Turn> turns() {
    return List.copyOf(turns);
  }

  /** Forgets the current query: the next question starts a new topic. Turns stay. */
  synchronized void forgetCurrentQuery() {
    current = null;
    topicStart = nextNumber;
  }

  /**
   * Starts a topic at a reserved turn: the current query is forgotten and the turns from that
   * one on are the topic's, so a follow-up builds on the turn's question, not on the query
   * before it. A ticket from before a clear changes nothing.
   */
  synchronized void startTopicAt(Ticket ticket) {
    if (ticket.epoch() == epoch) {
      current = null;
      topicStart = ticket.number();
    }
  }

  /** Removes every turn and the current query; the session id and database stay. */
  synchronized int clear() {
    int removed = turns.size();
    turns.clear();
    current = null;
    nextNumber = 1;
    topicStart = 1;
    epoch++;
    return removed;
  }
}
