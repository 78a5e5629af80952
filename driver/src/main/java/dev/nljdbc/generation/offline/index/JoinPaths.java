package dev.nljdbc.generation.offline.index;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Shortest foreign-key paths between tables, breadth first; between paths of the same length,
 * mandatory (NOT NULL) foreign keys win, then declaration order. A path either way avoids going
 * up to a shared parent and down to another of its children when any other path exists.
 */
public final class JoinPaths {

  /** One step of a path: an edge, walked from child to parent or back. */
  public record Step(TableEntry.Edge edge, boolean towardsParent) {
    public TableEntry to() {
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
  public static List<Step> manyToOne(TableEntry from, TableEntry to) {
    return search(from, to, false);
  }

  /** The shortest path either way along foreign keys, or null. */
  public static List<Step> any(TableEntry from, TableEntry to) {
    List<Step> path = search(from, to, true, true);
    return path != null ? path : search(from, to, true, false);
  }

  private static List<Step> search(TableEntry from, TableEntry to, boolean bothWays) {
    return search(from, to, bothWays, false);
  }

  /**
   * Breadth first; with {@code noFanOut}, a step from a child up to its parent is never
   * followed by a step down to another child of that parent: two tables that only share a
   * parent (two kinds of fact of one company, one region) are no path, their join a cross
   * product per parent row.
   */
  private static List<Step> search(TableEntry from, TableEntry to, boolean bothWays,
      boolean noFanOut) {
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
      Step arrived = via.get(t);
      boolean cameUp = arrived != null && arrived.towardsParent();
      if (bothWays && !(noFanOut && cameUp)) {
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
