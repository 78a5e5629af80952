package dev.nljdbc.generation.offline;

import static dev.nljdbc.generation.offline.Refiner.describe;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.EventDateWords;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.Reading;
import dev.nljdbc.generation.offline.spec.QuerySpec;
import dev.nljdbc.generation.offline.spec.QuerySpec.Col;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.spec.QuerySpec.FilterKind;
import dev.nljdbc.language.Period;
import java.util.ArrayList;
import java.util.List;

/**
 * How {@link Refiner} merges the feedback's filters into the current query's: a period replaces
 * the period (or, with "also", becomes one more alternative), a value replaces or extends the
 * values of the same column, an exclusion removes values, a comparison replaces the comparison
 * on its column, and any other filter is added. Each edit is told in {@code changes}.
 */
final class FilterEdits {

  private final List<String> changes;
  private final SchemaIndex index;

  FilterEdits(List<String> changes, SchemaIndex index) {
    this.changes = changes;
    this.index = index;
  }

  /** The spec with the feedback's filters merged in. */
  QuerySpec filters(QuerySpec spec, QuerySpec delta, boolean additive, Reading reading) {
    List<Filter> filters = new ArrayList<>(spec.filters());
    for (Filter f : delta.filters()) {
      switch (f.kind()) {
        case PERIOD:
          if (additive && extendPeriod(filters, f)) {
            break;
          }
          period(filters, f, reading);
          break;
        case VALUES:
          values(filters, f, additive);
          break;
        case COMPARE:
          replaceSameColumn(filters, f, "Changed the filter: ");
          break;
        default:
          if (!filters.contains(f)) {
            filters.add(f);
            changes.add("Added a filter: " + describe(f));
          }
      }
    }
    return spec.withFilters(filters);
  }

  /**
   * "And this month?": the new period replaces the old one on the same column, unless the
   * feedback's words name the date it is about ("closed this month").
   */
  private void period(List<Filter> filters, Filter f, Reading reading) {
    boolean named = namesDate(reading, f.column());
    for (int i = 0; i < filters.size(); i++) {
      Filter old = filters.get(i);
      if (old.kind() == FilterKind.PERIOD) {
        Filter replacement = named ? f : Filter.period(old.column(), f.period(),
            old.yearColumn() && f.period().isWholeYears());
        if (!old.yearColumn() || f.period().isWholeYears()) {
          filters.set(i, replacement);
        } else {
          filters.set(i, f);
        }
        changes.add("Replaced the period: " + old.period().phrase() + " \u2192 "
            + f.period().phrase());
        removeOtherPeriods(filters, i);
        return;
      }
    }
    filters.add(f);
    changes.add("Added a filter: " + describe(f));
  }

  /** Whether the feedback's words name this date column ("closed", "starting"). */
  private boolean namesDate(Reading reading, Col column) {
    TableEntry table = index.table(column.table());
    if (table == null) {
      return false;
    }
    ColumnEntry named = EventDateWords.named(reading, table, 0, 0);
    if (named != null && named.name.equals(column.column())) {
      return true;
    }
    for (Link l : reading.links) {
      Link.Target t = l.best();
      if (t != null && t.column() != null && t.column().table == table
          && t.column().name.equals(column.column())) {
        return true;
      }
    }
    return false;
  }

  /** "Also those in 2015": the period becomes one more alternative of the query's period. */
  private boolean extendPeriod(List<Filter> filters, Filter f) {
    for (int i = 0; i < filters.size(); i++) {
      Filter old = filters.get(i);
      if (old.kind() == FilterKind.PERIOD) {
        List<Period> more = new ArrayList<>(old.morePeriods());
        more.add(f.period());
        more.addAll(f.morePeriods());
        filters.set(i, old.withMorePeriods(more));
        changes.add("Extended the period: " + old.period().phrase() + " or " + f.period().phrase());
        return true;
      }
    }
    return false;
  }

  private static void removeOtherPeriods(List<Filter> filters, int keep) {
    for (int i = filters.size() - 1; i >= 0; i--) {
      if (i != keep && filters.get(i).kind() == FilterKind.PERIOD) {
        filters.remove(i);
      }
    }
  }

  private void values(List<Filter> filters, Filter f, boolean additive) {
    for (int i = 0; i < filters.size(); i++) {
      Filter old = filters.get(i);
      if (old.kind() != FilterKind.VALUES || !old.column().equals(f.column())) {
        continue;
      }
      if (f.negated() && !old.negated()) {
        List<String> remaining = new ArrayList<>(old.values());
        remaining.removeAll(f.values());
        if (remaining.size() != old.values().size()) {
          if (remaining.isEmpty()) {
            filters.remove(i);
          } else {
            filters.set(i, Filter.values(old.column(), remaining, false));
          }
        }
        continue;
      }
      if (f.negated() == old.negated()) {
        List<String> values = new ArrayList<>(additive || f.negated() ? old.values() : List.of());
        for (String v : f.values()) {
          if (!values.contains(v)) {
            values.add(v);
          }
        }
        filters.set(i, Filter.values(old.column(), values, f.negated()));
        changes.add((additive || f.negated() ? "Extended the filter: " : "Replaced the filter: ")
            + describe(filters.get(i)));
        return;
      }
    }
    filters.add(f);
    changes.add((f.negated() ? "Excluded " : "Added a filter: ") + describe(f));
  }

  private void replaceSameColumn(List<Filter> filters, Filter f, String verb) {
    for (int i = 0; i < filters.size(); i++) {
      Filter old = filters.get(i);
      if (old.kind() == f.kind() && old.column() != null && old.column().equals(f.column())) {
        filters.set(i, f);
        changes.add(verb + describe(f));
        return;
      }
    }
    filters.add(f);
    changes.add("Added a filter: " + describe(f));
  }
}
