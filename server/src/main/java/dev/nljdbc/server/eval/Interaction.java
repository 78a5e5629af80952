package dev.nljdbc.server.eval;

import java.util.List;

/**
 * A test-set entry on one database: a single question (Spider) or a conversation whose
 * follow-ups build on the turns before (SParC, CoSQL).
 *
 * @param index the entry's position in its file, from 0
 * @param dbId the database id, e.g. {@code concert_singer}
 * @param turns the questions in the order they are asked
 */
record Interaction(int index, String dbId, List<GoldQuestion> turns) {
  Interaction {
    turns = List.copyOf(turns);
  }
}
