package dev.nljdbc.generation.offline;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.JoinPaths;
import dev.nljdbc.generation.offline.index.NameScore;
import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.link.Reading;
import dev.nljdbc.generation.offline.spec.QuerySpec;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.spec.QuerySpec.FilterKind;
import dev.nljdbc.language.NameWords;
import dev.nljdbc.language.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A follow-up that asks for the entity the current rows belong to: "which clients were they
 * for?", "which vendors do they belong to?", "show their clients", "who were they for?" (when
 * the rows lead to one table of people, or a clarification picked one); or for the rows that
 * belong to the current ones ("which orders did they place?", "show their orders": the named
 * table's rows with the current filters, joined up to them). The answer to the first kind is
 * the named table's rows that the current query's rows reference along foreign keys (many to
 * one, one or more steps up), with the current query's filters: filters on the named table
 * stay on it, the others select the current rows inside an IN subquery, so no entity is listed
 * twice. When the current rows are the first few by an order ("the last 10 tickets"), all the
 * filters, the order and the limit stay inside the subquery.
 */
final class RelatedEntity {

  /** Words that open such a question. */
  private static final Set<String> OPENERS = Set.of("which", "what");
  /** Words that open such a question about people: the answer is a table of people. */
  private static final Set<String> PERSON_OPENERS = Set.of("who", "whom");
  /** How many foreign keys up a table of people may be. */
  private static final int MAX_STEPS = 2;
  /** The word of a column that names a row. */
  private static final String NAME = "name";
  /** Words that may come before the opener. */
  private static final Set<String> LEADING = Set.of("and", "so", "then", "ok", "okay");
  /** The word that gives the current rows' related rows ("their clients"). */
  private static final String POSSESSIVE = "their";
  /** Words that point back at the current rows. */
  private static final Set<String> BACK = Set.of("they", "them", "those", "these");
  /** The score from which a term names a table for sure. */
  private static final double SURE_TABLE = 0.9;

  private RelatedEntity() {
  }

  /**
   * The spec of the named entity's rows behind the current query's rows, or null when the
   * feedback is no such question or the current query cannot be followed up to that table.
   *
   * @param index the schema
   * @param old the current query's spec
   * @param reading the feedback as read
   * @param changes where the edit is told
   */
  static QuerySpec of(SchemaIndex index, QuerySpec old, Reading reading, List<String> changes) {
    TableEntry current = index.table(old.subject());
    TableEntry target = current == null ? null : named(current, reading);
    if (target == null || target == current || !followable(old)) {
      return null;
    }
    if (JoinPaths.manyToOne(current, target) == null) {
      if (JoinPaths.manyToOne(target, current) == null || old.limit() != null) {
        return null;
      }
      changes.add("Showing the " + NameWords.human(target.name) + " of those "
          + NameWords.human(current.name));
      return QuerySpec.of(target.name).withFilters(old.filters())
          .withAssumptions(old.assumptions());
    }
    List<Filter> outer = new ArrayList<>();
    List<Filter> inner = new ArrayList<>();
    if (old.limit() != null) {
      outer.add(Filter.presentWith(current.name, old.filters())
          .withRanking(old.sorting(), old.limit()));
      changes.add("Showing the " + NameWords.human(target.name) + " of those "
          + NameWords.human(current.name));
      return QuerySpec.of(target.name).withFilters(outer).withAssumptions(old.assumptions());
    }
    for (Filter f : old.filters()) {
      if (f.column() != null && f.column().table().equals(target.name)) {
        outer.add(f);
      } else {
        inner.add(f);
      }
    }
    outer.add(QuerySpec.Filter.presentWith(current.name, inner));
    changes.add("Showing the " + NameWords.human(target.name) + " of those "
        + NameWords.human(current.name));
    return QuerySpec.of(target.name).withFilters(outer).withAssumptions(old.assumptions());
  }

  /**
   * The rows a list of related entities was drawn from ("the unpaid bills" behind "which
   * clients were they for?"): the spec of those rows with all the filters, or null when the
   * spec lists no such entities (one filter on related rows that have filters of their own).
   */
  static QuerySpec origin(QuerySpec spec) {
    if (spec.aggregated() || spec.limit() != null) {
      return null;
    }
    Filter present = null;
    List<Filter> others = new ArrayList<>();
    for (Filter f : spec.filters()) {
      if (f.kind() == FilterKind.PRESENT && !f.inner().isEmpty() && present == null) {
        present = f;
      } else if (f.column() != null) {
        others.add(f);
      } else {
        return null;
      }
    }
    if (present == null) {
      return null;
    }
    List<Filter> filters = new ArrayList<>(present.inner());
    filters.addAll(others);
    QuerySpec rows = QuerySpec.of(present.other()).withFilters(filters)
        .withAssumptions(spec.assumptions());
    return present.ranked() == null ? rows
        : rows.withSorting(present.rankedBy()).withLimit(present.ranked());
  }

  /**
   * The table the question opens with ("which clients ..."), when a word later points back
   * at the current rows ("... were they for?"); for "who ..." the one table of people the
   * current rows lead to, or the one a clarification picked; null otherwise.
   */
  private static TableEntry named(TableEntry current, Reading reading) {
    int i = opener(reading);
    if (i < 0) {
      return possessed(reading);
    }
    String opener = reading.tokens.get(i).lower();
    if (PERSON_OPENERS.contains(opener)) {
      List<TableEntry> people = people(current);
      String picked = reading.resolutions.get(opener);
      for (TableEntry t : people) {
        if (t.name.equalsIgnoreCase(picked == null ? "" : picked)) {
          return t;
        }
      }
      return people.size() == 1 ? people.get(0) : null;
    }
    Link link = reading.linkAt(i + 1);
    if (link == null || link.from != i + 1 || link.best() == null
        || link.best().kind() != LinkKind.TABLE || link.best().score() < SURE_TABLE) {
      return null;
    }
    return pointsBack(reading, link.to) ? link.best().table() : null;
  }

  /** "Show their clients": the sure table named right after "their", or null. */
  private static TableEntry possessed(Reading reading) {
    for (int k = 0; k + 1 < reading.tokens.size(); k++) {
      if (!reading.tokens.get(k).is(POSSESSIVE)) {
        continue;
      }
      Link link = reading.linkAt(k + 1);
      if (link != null && link.from == k + 1 && link.best() != null
          && link.best().kind() == LinkKind.TABLE && link.best().score() >= SURE_TABLE) {
        return link.best().table();
      }
    }
    return null;
  }

  /**
   * The tables of people a "who ... they" follow-up may mean, when there are several and no
   * clarification picked one: what to ask. Empty otherwise.
   */
  static List<String> choices(SchemaIndex index, QuerySpec old, Reading reading) {
    TableEntry current = index.table(old.subject());
    int i = opener(reading);
    if (current == null || i < 0 || !followable(old)) {
      return List.of();
    }
    String opener = reading.tokens.get(i).lower();
    if (!PERSON_OPENERS.contains(opener) || named(current, reading) != null) {
      return List.of();
    }
    List<String> names = new ArrayList<>();
    for (TableEntry t : people(current)) {
      names.add(t.name);
    }
    return names.size() < 2 ? List.of() : names;
  }

  /**
   * Where the question word stands ("which", "what", "who" after an optional "and"), when a
   * later word points back at the current rows; -1 otherwise.
   */
  private static int opener(Reading reading) {
    List<Token> tokens = reading.tokens;
    int i = 0;
    while (i < tokens.size() && LEADING.contains(tokens.get(i).lower())) {
      i++;
    }
    if (i + 1 >= tokens.size()) {
      return -1;
    }
    String w = tokens.get(i).lower();
    if (!OPENERS.contains(w) && !PERSON_OPENERS.contains(w)) {
      return -1;
    }
    return pointsBack(reading, i + 1) ? i : -1;
  }

  private static boolean pointsBack(Reading reading, int from) {
    for (int k = from; k < reading.tokens.size(); k++) {
      if (BACK.contains(reading.tokens.get(k).lower())) {
        return true;
      }
    }
    return false;
  }

  /**
   * The tables the current rows lead to along foreign keys (many to one, at most two steps)
   * whose rows are named by a name column: people, or the like. In the order found, nearest
   * first.
   */
  private static List<TableEntry> people(TableEntry current) {
    List<TableEntry> found = new ArrayList<>();
    List<TableEntry> seen = new ArrayList<>();
    seen.add(current);
    List<TableEntry> level = List.of(current);
    for (int depth = 0; depth < MAX_STEPS; depth++) {
      List<TableEntry> next = new ArrayList<>();
      for (TableEntry t : level) {
        for (TableEntry.Edge e : t.outgoing) {
          TableEntry parent = e.parent();
          if (seen.contains(parent)) {
            continue;
          }
          seen.add(parent);
          next.add(parent);
          if (namedByName(parent)) {
            found.add(parent);
          }
        }
      }
      level = next;
    }
    return found;
  }

  private static boolean namedByName(TableEntry t) {
    ColumnEntry label = t.labelColumn();
    if (label == null) {
      return false;
    }
    for (String w : label.words) {
      if (w.equals(NAME) || NameScore.abbreviation(w, NAME)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the current query lists rows that can be followed up: not an aggregate, first few
   * rows only when ranked by their own columns, and no filter that is itself about related
   * rows.
   */
  private static boolean followable(QuerySpec old) {
    if (old.aggregated()) {
      return false;
    }
    for (QuerySpec.Order o : old.limit() == null ? List.<QuerySpec.Order>of() : old.sorting()) {
      if (o.kind() != QuerySpec.OrderKind.COLUMN || o.column() == null
          || !o.column().table().equals(old.subject())) {
        return false;
      }
    }
    for (Filter f : old.filters()) {
      if (f.kind() == FilterKind.ABSENT || f.kind() == FilterKind.PRESENT
          || f.kind() == FilterKind.COUNT || f.kind() == FilterKind.AGGREGATE) {
        return false;
      }
    }
    return true;
  }
}
