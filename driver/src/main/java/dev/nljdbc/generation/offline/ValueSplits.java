package dev.nljdbc.generation.offline;

import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.link.Reading;
import dev.nljdbc.generation.offline.spec.QuerySpec;
import dev.nljdbc.generation.offline.spec.QuerySpec.Agg;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.spec.QuerySpec.FilterKind;
import dev.nljdbc.generation.offline.spec.QuerySpec.Group;
import dev.nljdbc.generation.offline.words.AggFunc;
import dev.nljdbc.generation.offline.words.Cue;
import dev.nljdbc.language.NameWords;
import java.util.ArrayList;
import java.util.List;

/**
 * "Split by retail and wholesale" after a total, for {@link Refiner}: a grouping cue before
 * two or more values of one column asks for one row per value, not for the rows of either
 * value together. The values' filter stays (the rows of those values only) and the query is
 * grouped by their column, its measure kept; a query that had none counts its rows.
 */
final class ValueSplits {
  /** How many function words may stand between the grouping cue and the first value. */
  private static final int CUE_REACH = 3;

  private ValueSplits() {
  }

  /** The spec grouped by the column of the feedback's split values, or the spec unchanged. */
  static QuerySpec of(QuerySpec spec, QuerySpec delta, Reading reading, List<String> changes) {
    QuerySpec result = spec;
    for (Filter f : delta.filters()) {
      if (f.kind() != FilterKind.VALUES || f.negated() || f.column() == null
          || f.values().size() < 2 || !cuedAsGroup(reading, f)) {
        continue;
      }
      Group g = Group.byColumn(f.column());
      if (result.groups().contains(g)) {
        continue;
      }
      List<Group> groups = new ArrayList<>(result.groups());
      groups.add(g);
      result = result.withGroups(groups);
      if (result.aggregates().isEmpty()) {
        result = result.withAggregates(List.of(new Agg(AggFunc.COUNT, null, false,
            result.subject()))).withProjections(List.of());
      }
      changes.add("Split by " + NameWords.display(f.column().column()));
    }
    return result;
  }

  /** Whether the first link to a value of the filter's column follows a grouping cue. */
  private static boolean cuedAsGroup(Reading reading, Filter f) {
    for (Link l : reading.links) {
      Link.Target t = l.best();
      if (t != null && t.kind() == LinkKind.VALUE && t.column() != null
          && t.column().name.equals(f.column().column())
          && t.table().name.equals(f.column().table())) {
        return Reading.any(reading.cuesBefore(l.from, CUE_REACH), Cue.Kind.GROUP);
      }
    }
    return false;
  }
}
