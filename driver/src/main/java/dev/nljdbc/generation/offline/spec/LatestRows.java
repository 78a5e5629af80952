package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.EventDate;
import dev.nljdbc.generation.offline.link.EventDateWords;
import dev.nljdbc.generation.offline.spec.QuerySpec.Col;
import dev.nljdbc.generation.offline.spec.QuerySpec.Order;
import dev.nljdbc.generation.offline.spec.QuerySpec.OrderKind;
import dev.nljdbc.generation.offline.words.Cue;
import java.util.Set;

/**
 * "The last 10 appointments", "the latest 5 orders", "the last 5 students to enrol": the rows
 * newest first by the subject's own event date, or by the date the question's words name
 * ("to enrol" names {@code enrol_dt}, which then orders the rows instead of being the only
 * column shown).
 */
final class LatestRows extends SpecStep {

  private static final Set<String> LATEST = Set.of("last", "latest", "newest", "recent");

  LatestRows(SpecDraft d) {
    super(d);
  }

  /** Whether a row-limit cue asks for the newest rows. */
  boolean asksLatest(Cue limit) {
    return LATEST.contains(reading.tokens.get(limit.from()).lower());
  }

  /** Orders the rows newest first; whether a date was found to order by. */
  boolean order(Cue limit) {
    ColumnEntry date = shownDate();
    if (date != null && projections.size() == 1) {
      projections.clear();
    } else if (date == null) {
      date = EventDateWords.named(reading, subject, limit.from(), limit.to(), d.ledger);
    }
    if (date == null) {
      date = EventDate.resolved(reading.resolutions, subject);
    }
    if (date == null) {
      date = dateColumn();
    }
    if (date == null) {
      return false;
    }
    sorting.add(new Order(OrderKind.COLUMN, col(date), null, true));
    if (!mentioned(date)) {
      assumptions.add("newest first by " + date.table.human() + " " + date.human());
    }
    return true;
  }

  /** A date of the subject the question shows: "to enrol" names the date to order by. */
  private ColumnEntry shownDate() {
    for (Col p : projections) {
      ColumnEntry c = find(p);
      if (c != null && c.table == subject && c.isTemporal()) {
        return c;
      }
    }
    return null;
  }
}
