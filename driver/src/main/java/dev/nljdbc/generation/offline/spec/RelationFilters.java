package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.JoinPaths;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.spec.QuerySpec.Agg;
import dev.nljdbc.generation.offline.spec.QuerySpec.Col;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.spec.QuerySpec.FilterKind;
import dev.nljdbc.generation.offline.spec.QuerySpec.Group;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Filters on tables the subject has rows in: presence, absence and counts, with the filters on
 * those rows moved inside.
 */
final class RelationFilters extends SpecStep {

  /** Forms of "be" before a participle that states an event happened. */
  private static final Set<String> AUXILIARIES = Set.of("been", "were", "was", "are", "is",
      "got", "get");

  RelationFilters(SpecDraft d) {
    super(d);
  }

  /**
   * Other named tables that are children of the subject, or reach it through their parents
   * ("regions that have a sale", the sales of their stores): the subject must have such rows.
   */
  void presence() {
    Set<String> usedTables = new LinkedHashSet<>();
    for (Col c : projections) {
      usedTables.add(c.table());
    }
    for (Agg a : aggregates) {
      if (a.column() != null) {
        usedTables.add(a.column().table());
      }
      if (a.of() != null) {
        usedTables.add(a.of());
      }
    }
    for (Filter f : filters) {
      if (f.column() != null) {
        usedTables.add(f.column().table());
      }
      if (f.other() != null) {
        usedTables.add(f.other());
      }
    }
    for (Group g : groups) {
      usedTables.add(g.table() != null ? g.table() : g.column().table());
    }
    for (TableEntry e : entities) {
      if (usedTables.contains(e.name) || reachedFromRelated(e)) {
        continue;
      }
      if (d.countedTable == e) {
        continue;
      }
      if (isChild(e, subject) || JoinPaths.manyToOne(e, subject) != null) {
        filters.add(Filter.present(e.name));
      }
    }
    for (TableEntry e : eventParticiples()) {
      if (!usedTables.contains(e.name)) {
        usedTables.add(e.name);
        filters.add(Filter.present(e.name));
      }
    }
    if (d.countedTable != null && d.countedTable != subject && groups.isEmpty()) {
      groups.add(Group.byTable(subject.name));
    }
  }

  /**
   * "Stores that were audited", "how many articles have been checked": a participle after a
   * form of "be" that names the date column of a table whose rows belong to the subject's (an
   * audit of a store, dated {@code audited_dt}) says the subject has such rows.
   */
  private Set<TableEntry> eventParticiples() {
    Set<TableEntry> tables = new LinkedHashSet<>();
    for (Link link : reading.links) {
      Link.Target t = roles.target(link);
      if (t == null || t.column() == null || !t.column().isTemporal() || t.table() == subject
          || link.to - link.from != 1 || link.from == 0 || shownBy.containsValue(link)) {
        continue;
      }
      String word = reading.tokens.get(link.from).lower();
      String before = reading.tokens.get(link.from - 1).lower();
      if (word.endsWith("ed") && AUXILIARIES.contains(before) && (isChild(t.table(), subject)
          || JoinPaths.manyToOne(t.table(), subject) != null)) {
        tables.add(t.table());
      }
    }
    return tables;
  }

  /** Whether a table is reached from the table of a relation filter ("repairs on machines"). */
  boolean reachedFromRelated(TableEntry e) {
    for (Filter f : filters) {
      if (f.other() != null) {
        TableEntry other = find(f.other());
        if (other != null && other != e && JoinPaths.manyToOne(other, e) != null) {
          return true;
        }
      }
    }
    return false;
  }

  static boolean isChild(TableEntry child, TableEntry parent) {
    for (TableEntry.Edge e : child.outgoing) {
      if (e.parent() == parent) {
        return true;
      }
    }
    for (TableEntry.Edge e : parent.incoming) {
      for (TableEntry.Edge e2 : e.child().outgoing) {
        if (e2.parent() == child) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Filters on the rows of a table the subject has rows in move into that relation's subquery
   * ("without an order in 2024"); a negated value of such a table becomes one ("students who
   * do not have a premium plan": no plan row whose type is premium).
   */
  void nestRelated() {
    splitRowConditions();
    for (int i = 0; i < filters.size(); i++) {
      Filter f = filters.get(i);
      if (f.kind() == FilterKind.VALUES && f.negated() && isFanOut(f.column().table())) {
        filters.set(i, Filter.absent(f.column().table()).withInner(
            List.of(f.withNegated(false))));
      }
    }
    for (int i = 0; i < filters.size(); i++) {
      Filter f = filters.get(i);
      if (f.kind() != FilterKind.ABSENT && f.kind() != FilterKind.PRESENT
          && f.kind() != FilterKind.COUNT) {
        continue;
      }
      Set<String> side = childSide(f.other());
      List<Filter> inner = new ArrayList<>(f.inner());
      for (int j = filters.size() - 1; j >= 0; j--) {
        Filter g = filters.get(j);
        if (j != i && g.column() != null && side.contains(g.column().table())
            && g.kind() != FilterKind.AGGREGATE && g.kind() != FilterKind.NULL
            && !constrains(inner, g.column())) {
          inner.add(0, g);
          filters.remove(j);
          if (j < i) {
            i--;
          }
        }
      }
      if (inner.size() != f.inner().size()) {
        filters.set(i, f.withInner(inner));
      }
    }
  }

  /**
   * Conditions on one column of a table the subject has many rows in that no single row can
   * meet together ("both chess and tennis", "a laptop but not a phone", "an age above 40
   * and one below 30") each ask for a row of their own: every one becomes a presence (or, when
   * negated, an absence) filter with that condition inside, which intersects (or subtracts) the
   * subject rows instead of asking one row for all of them.
   */
  void splitRowConditions() {
    Map<Col, List<Filter>> byColumn = new LinkedHashMap<>();
    for (Filter f : filters) {
      if ((f.kind() == FilterKind.VALUES || f.kind() == FilterKind.COMPARE)
          && f.column() != null) {
        byColumn.computeIfAbsent(f.column(), c -> new ArrayList<>()).add(f);
      }
    }
    if (reading.tokens.stream().anyMatch(t -> t.is("or"))) {
      return;
    }
    for (Map.Entry<Col, List<Filter>> e : byColumn.entrySet()) {
      List<Filter> same = e.getValue();
      if (same.size() < 2 || !RowConditions.exclusive(same)) {
        continue;
      }
      Col shared = sharedValue(e.getKey());
      if (!isFanOut(e.getKey().table()) && shared == null) {
        continue;
      }
      d.distinct |= shared != null;
      for (Filter f : same) {
        int at = filters.indexOf(f);
        Filter relation = shared != null ? Filter.sharing(shared, subject.name, f.negated())
            : f.negated() ? Filter.absent(f.column().table())
            : Filter.present(f.column().table());
        filters.set(at, relation.withInner(List.of(f.withNegated(false))));
      }
    }
  }

  /**
   * The one column shown of the subject's own rows when the filters are on another of its
   * columns ("cities where a member above 40 and one below 30 live"): the answer is the
   * values of that column some row of each condition has, an intersection. Null otherwise.
   */
  private Col sharedValue(Col filtered) {
    if (!filtered.table().equals(subject.name) || projections.size() != 1
        || !aggregates.isEmpty() || !groups.isEmpty()) {
      return null;
    }
    Col shown = projections.get(0);
    ColumnEntry entry = subject.column(shown.column());
    return shown.table().equals(subject.name) && !shown.equals(filtered) && entry != null
        && !entry.isKey() ? shown : null;
  }

  /** Whether one of the filters already conditions the column. */
  private static boolean constrains(List<Filter> inner, Col column) {
    for (Filter f : inner) {
      if (column.equals(f.column())) {
        return true;
      }
    }
    return false;
  }

  /** Whether rows of the table meet a subject row only through one-to-many keys. */
  boolean isFanOut(String table) {
    TableEntry t = find(table);
    return t != null && t != subject && JoinPaths.manyToOne(subject, t) == null
        && JoinPaths.any(subject, t) != null && !usedElsewhere(table);
  }

  boolean usedElsewhere(String table) {
    for (Col c : projections) {
      if (c.table().equals(table)) {
        return true;
      }
    }
    for (Agg a : aggregates) {
      if (a.column() != null && a.column().table().equals(table)) {
        return true;
      }
    }
    return false;
  }

  /** The table and the tables it reaches many to one, except those the subject reaches so. */
  Set<String> childSide(String table) {
    Set<String> side = new LinkedHashSet<>();
    TableEntry start = find(table);
    if (start == null) {
      return side;
    }
    java.util.ArrayDeque<TableEntry> queue = new java.util.ArrayDeque<>();
    queue.add(start);
    while (!queue.isEmpty()) {
      TableEntry t = queue.poll();
      if (t == subject || JoinPaths.manyToOne(subject, t) != null || !side.add(t.name)) {
        continue;
      }
      for (TableEntry.Edge e : t.outgoing) {
        queue.add(e.parent());
      }
    }
    return side;
  }
}
