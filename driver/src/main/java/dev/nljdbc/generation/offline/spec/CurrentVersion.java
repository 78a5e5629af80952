package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.HistoryTable;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.spec.QuerySpec.Agg;
import dev.nljdbc.generation.offline.spec.QuerySpec.Col;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.spec.QuerySpec.FilterKind;
import dev.nljdbc.generation.offline.spec.QuerySpec.Group;
import dev.nljdbc.language.MeasureWords;
import dev.nljdbc.language.Token;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * "The current price of each product" on a table of versions that records only when each one
 * took effect ({@link HistoryTable#versionStart}): the rows that are the latest version of their
 * thing not after today. A table whose versions end with a nullable date is
 * {@link CurrentRows}'s, and one that flags its current rows {@link CurrentFlag}'s. The question
 * must ask for the present ("current", "now").
 */
final class CurrentVersion extends SpecStep {

  CurrentVersion(SpecDraft d) {
    super(d);
  }

  void apply() {
    if (!asksCurrent()) {
      return;
    }
    for (String name : tablesRead(this)) {
      TableEntry t = find(name);
      ColumnEntry start = t == null || CurrentFlag.flag(t) != null ? null
          : HistoryTable.versionStart(t);
      String key = start == null ? null : thingKey(t);
      if (key != null) {
        filters.add(new Filter(FilterKind.CURRENT, col(start), null, null, null, null, null,
            false, key, null, false));
        for (Token w : reading.tokens) {
          if (MeasureWords.CURRENT.contains(w.lower())) {
            d.account(w.index(), SURE, "current version");
          }
        }
        return;
      }
    }
  }

  private boolean asksCurrent() {
    for (Token t : reading.tokens) {
      if (MeasureWords.CURRENT.contains(t.lower())) {
        return true;
      }
    }
    return false;
  }

  /** The tables whose columns a query shows, aggregates or groups by, subject first. */
  static Set<String> tablesRead(SpecStep s) {
    Set<String> tables = new LinkedHashSet<>();
    tables.add(s.subject.name);
    for (Col c : s.projections) {
      tables.add(c.table());
    }
    for (Agg a : s.aggregates) {
      if (a.column() != null) {
        tables.add(a.column().table());
      }
    }
    for (Group g : s.groups) {
      if (g.column() != null) {
        tables.add(g.column().table());
      }
    }
    return tables;
  }

  /**
   * The single column by which the table's versions refer to their thing, or null when they
   * refer to none or to several.
   */
  private static String thingKey(TableEntry t) {
    String key = null;
    for (TableEntry.Edge e : t.outgoing) {
      if (e.childColumns().size() == 1 && !e.childColumns().get(0).tenant) {
        if (key != null) {
          return null;
        }
        key = e.childColumns().get(0).name;
      }
    }
    return key;
  }
}
