package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.HistoryTable;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.spec.QuerySpec.Col;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.spec.QuerySpec.FilterKind;
import dev.nljdbc.generation.offline.spec.QuerySpec.Group;
import dev.nljdbc.generation.offline.spec.QuerySpec.Order;
import dev.nljdbc.language.NameWords;
import dev.nljdbc.language.Token;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Keeps the current rows of tables that keep history ({@link HistoryTable}: {@code valid_to IS
 * NULL}) when the question speaks of the present: "the average asking rent", "customers on the
 * premium plan". A question that names the past ("ever", "previous", "history", a verb in the
 * past tense), a period, a trend, or the validity dates themselves keeps every row. Likewise
 * the members still with us when the question asks what we have ("how many drivers do we
 * have?" where a nullable {@code quit_on} records leaving).
 */
final class CurrentRows extends SpecStep {

  CurrentRows(SpecDraft d) {
    super(d);
  }

  void apply() {
    if (speaksOfPast(this)) {
      return;
    }
    for (String name : tablesUsed()) {
      ColumnEntry marker = marker(name);
      if (marker != null && !usesDates(marker.table)) {
        filters.add(Filter.isNull(col(marker), false));
        assumptions.add("current rows of " + name + " only (" + marker.name + " IS NULL)");
      }
    }
    for (int i = 0; i < filters.size(); i++) {
      Filter f = filters.get(i);
      ColumnEntry marker = f.other() == null ? null : marker(f.other());
      if (marker == null || usesDates(marker.table) || datesIn(f.inner(), marker.table)) {
        continue;
      }
      List<Filter> inner = new ArrayList<>(f.inner());
      inner.add(Filter.isNull(col(marker), false));
      filters.set(i, f.withInner(inner));
      assumptions.add("current rows of " + f.other() + " only (" + marker.name + " IS NULL)");
    }
    presentMembers();
  }

  /**
   * "How many doctors do we have?": the subject's members that have not left, when its table
   * records a leaving date and the question names none of its dates.
   */
  private void presentMembers() {
    List<String> words = new ArrayList<>();
    for (Token t : reading.tokens) {
      words.add(t.lower());
    }
    ColumnEntry marker = HistoryTable.leavingMarker(subject);
    if (marker == null || usesDates(subject) || leavers(marker)) {
      return;
    }
    if (!HistoryTable.asksPresentMembers(words)) {
      return;
    }
    filters.add(Filter.isNull(col(marker), false));
    assumptions.add(NameWords.human(subject.name) + " still with us only (" + marker.name
        + " IS NULL)");
  }

  /**
   * "How many fundraisers have left?": a word of leaving that names nothing else, or only the
   * leaving date itself, keeps the members who left (the date is set), or those who have not
   * after a negation.
   */
  private boolean leavers(ColumnEntry marker) {
    for (Token t : reading.tokens) {
      if (!t.isWord() || !HistoryTable.leaveWord(t.lower())) {
        continue;
      }
      Link link = reading.linkAt(t.index());
      Link.Target top = link == null ? null : link.best();
      if (top != null && (top.column() != marker || top.kind() != LinkKind.COLUMN)) {
        continue;
      }
      boolean negated = reading.negatedBefore(t.index());
      reading.place(t);
      d.account(t.index(), SURE, "leavers");
      filters.add(Filter.isNull(col(marker), !negated));
      assumptions.add(NameWords.human(subject.name) + (negated ? " still with us" : " who left")
          + " only (" + marker.name + (negated ? " IS NULL)" : " IS NOT NULL)"));
      return true;
    }
    return false;
  }

  private ColumnEntry marker(String table) {
    TableEntry t = find(table);
    return t == null ? null : HistoryTable.currentMarker(t);
  }

  /** Whether the question names the past, a period bucket or a trend: all rows count. */
  static boolean speaksOfPast(SpecStep s) {
    for (Token t : s.reading.tokens) {
      if (t.isWord() && HistoryTable.pastWord(t.lower())) {
        return true;
      }
    }
    for (Group g : s.groups) {
      if (g.bucket() != null) {
        return true;
      }
    }
    return false;
  }

  /** The tables whose rows the query reads directly: not those of relation filters. */
  private Set<String> tablesUsed() {
    return new LinkedHashSet<>(QuerySpec.tablesOf(subject.name, projections, aggregates, false,
        groups, filters, sorting));
  }

  /** Whether the question already conditions, shows or orders by a date of the table. */
  private boolean usesDates(TableEntry table) {
    if (datesIn(filters, table)) {
      return true;
    }
    for (Col c : projections) {
      if (isDateOf(c, table)) {
        return true;
      }
    }
    for (Group g : groups) {
      if (g.column() != null && isDateOf(g.column(), table)) {
        return true;
      }
    }
    for (Order o : sorting) {
      if (o.column() != null && isDateOf(o.column(), table)) {
        return true;
      }
    }
    return false;
  }

  private boolean datesIn(List<Filter> list, TableEntry table) {
    for (Filter f : list) {
      if (f.column() != null && isDateOf(f.column(), table)
          || f.kind() == FilterKind.PERIOD && f.column() != null
          && f.column().table().equals(table.name)
          || datesIn(f.inner(), table)) {
        return true;
      }
    }
    return false;
  }

  private static boolean isDateOf(Col c, TableEntry table) {
    if (!c.table().equals(table.name)) {
      return false;
    }
    ColumnEntry e = table.column(c.column());
    return e != null && e.isTemporal();
  }
}
