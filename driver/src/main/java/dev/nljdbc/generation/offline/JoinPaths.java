package dev.nljdbc.generation.offline;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Shortest foreign-key paths between tables, breadth first; between paths of the same length,
 * mandatory (NOT NULL) foreign keys win, then declaration order.
 */
final class JoinPaths {

  /** One step of a path: an edge, walked from child to parent or back. */
  record Step(TableEntry.Edge edge, boolean towardsParent) {
    TableEntry to() {
      return towardsParent ? edge.parent() : edge.child();
    }

    TableEntry from() {
      return towardsParent ? edge.child() : edge.parent();
    }
  }

  private JoinPaths() {}

  /**
   * The path from a table to another along foreign keys only (each row of {@code from} meets at
   * most one row of {@code to}): empty when they are the same, null when there is none.
   */
  static List<Step> manyToOne(TableEntry from, TableEntry to) {
    return search(from, to, false);
  }

  /** The shortest path either way along foreign keys, or null. */
  static List<Step> any(TableEntry from, TableEntry to) {
    return search(from, to, true);
  }

  private static List<Step> search(TableEntry from, TableEntry to, boolean bothWays) {
    if (from == to) {
      return List.of();
    }
    Map<TableEntry, Step> via = new LinkedHashMap<>();
    Deque<TableEntry> queue = new ArrayDeque<>();
    queue.add(from);
    via.put(from, null);
    while (!queue.isEmpty()) {
      TableEntry t = queue.poll();
      List<Step> steps = new ArrayList<>();
      for (TableEntry.Edge e : t.outgoing) {
        steps.add(new Step(e, true));
      }
      if (bothWays) {
        for (TableEntry.Edge e : t.incoming) {
          steps.add(new Step(e, false));
        }
      }
      steps.sort(java.util.Comparator.comparingInt(JoinPaths::optional));
      for (Step s : steps) {
        TableEntry next = s.to();
        if (next == t || via.containsKey(next)) {
          continue;
        }
        via.put(next, s);
        if (next == to) {
          return unwind(via, from, to);
        }
        queue.add(next);
      }
    }
    return null;
  }

  /** 1 when the foreign key may be null (an optional relationship), else 0: mandatory first. */
  private static int optional(Step step) {
    for (ColumnEntry c : step.edge().childColumns()) {
      if (c.info.nullable()) {
        return 1;
      }
    }
    return 0;
  }

  private static List<Step> unwind(Map<TableEntry, Step> via, TableEntry from, TableEntry to) {
    List<Step> path = new ArrayList<>();
    TableEntry t = to;
    while (t != from) {
      Step s = via.get(t);
      path.add(s);
      t = s.from();
    }
    Collections.reverse(path);
    return path;
  }
}
