package dev.nljdbc.generation.offline;

import static dev.nljdbc.generation.offline.Refiner.describe;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.Defaults;
import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.Reading;
import dev.nljdbc.generation.offline.spec.QuerySpec;
import dev.nljdbc.generation.offline.spec.QuerySpec.Col;
import dev.nljdbc.generation.offline.spec.QuerySpec.Order;
import dev.nljdbc.generation.offline.words.Cue;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Follow-ups that name no column of their own, for {@link Refiner}: "show me the data" (the
 * current query again), "sort them by amount" (by the table's main measure) and "what is the
 * total?" after a list of related entities (a total of the rows they were drawn from).
 */
final class BareFollowUps {

  private BareFollowUps() {
  }

  /**
   * "What is the total?" after "which clients were they for?": a total or an average of the
   * rows the clients were drawn from, when only those rows have a measure.
   */
  static boolean measuresOnlyThere(SchemaIndex index, LocalDate today, String feedback,
      TableEntry subject, TableEntry origin) {
    Reading reading = Reading.of(feedback, index, Set.of(subject), Map.of(), today);
    return reading.has(Cue.Kind.AGGREGATE) && Defaults.measures(subject).isEmpty()
        && !Defaults.measures(origin).isEmpty();
  }

  /**
   * "Sort them by amount" where no column is named so (sum_owed_amt): the rows sorted by the
   * table's one main measure; null when the feedback asks anything else.
   */
  static QuerySpec sortedByMainMeasure(QuerySpec old, Reading reading, TableEntry subject,
      List<String> changes) {
    if (old.aggregated() || !reading.has(Cue.Kind.SORT) || !reading.links.isEmpty()
        || reading.unmatched.size() != 1 || !Defaults.namesMainMeasure(reading.unmatched.get(0))) {
      return null;
    }
    List<ColumnEntry> measures = Defaults.measures(subject);
    if (measures.size() != 1) {
      return null;
    }
    Cue direction = reading.first(Cue.Kind.DIRECTION);
    Order order = new Order(QuerySpec.OrderKind.COLUMN,
        new Col(subject.name, measures.get(0).name), null,
        direction != null && direction.descending());
    changes.add(describe(order));
    return old.withSorting(List.of(order));
  }

  /**
   * "Show me the data", "give me the details": feedback that names nothing and asks for no
   * change means the current query.
   */
  static boolean asksNothingNew(Reading reading) {
    if (!reading.links.isEmpty() || !reading.unmatched.isEmpty() || !reading.periods.isEmpty()
        || !reading.comparisons.isEmpty() || !reading.literals.isEmpty()) {
      return false;
    }
    for (Cue c : reading.cues) {
      if (c.kind() != Cue.Kind.ALL && c.kind() != Cue.Kind.WHICH) {
        return false;
      }
    }
    return true;
  }
}
