package dev.nljdbc.generation.offline;

import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.link.Reading;
import dev.nljdbc.generation.offline.link.TermLink;
import dev.nljdbc.generation.offline.words.Cue;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * "By source?" after "how many leads did we get last month", for {@link Refiner}: a word after
 * a grouping cue that spells a column of another table in full ({@code work_orders.source}) but
 * also, in part, a column of a table the current query reads ({@code guest_cards.lead_source})
 * groups the current rows by their own column. Regrouping the current rows is what the
 * follow-up asks; the other table's column would start another question and lose the measure,
 * period and filters.
 */
final class CurrentTableGroups {
  /** How many function words may stand between the grouping cue and the word. */
  private static final int CUE_REACH = 3;

  private CurrentTableGroups() {
  }

  /** Puts first, in each grouping-cued link, a candidate column of the current tables. */
  static void prefer(Reading reading, Set<TableEntry> current) {
    for (Link l : reading.links) {
      Link.Target best = l.best();
      if (best == null || best.kind() != LinkKind.COLUMN || current.contains(best.table())
          || !Reading.any(reading.cuesBefore(l.from, CUE_REACH), Cue.Kind.GROUP)) {
        continue;
      }
      Link.Target own = null;
      for (Link.Target t : l.targets) {
        if (t.kind() == LinkKind.COLUMN && current.contains(t.table())) {
          own = t;
          break;
        }
      }
      if (own == null) {
        continue;
      }
      List<Link.Target> reordered = new ArrayList<>();
      reordered.add(own.withScore(best.score()));
      double below = best.score() - 2 * TermLink.TIE_MARGIN;
      for (Link.Target t : l.targets) {
        if (t != own) {
          reordered.add(t.withScore(Math.min(t.score(), below)));
        }
      }
      l.targets = reordered;
    }
  }
}
