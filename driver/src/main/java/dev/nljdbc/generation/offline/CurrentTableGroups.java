package dev.nljdbc.generation.offline;

import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.link.Reading;
import dev.nljdbc.generation.offline.link.TermLink;
import dev.nljdbc.generation.offline.spec.QuerySpec;
import dev.nljdbc.generation.offline.spec.QuerySpec.Agg;
import dev.nljdbc.generation.offline.spec.QuerySpec.Col;
import dev.nljdbc.generation.offline.spec.QuerySpec.Group;
import dev.nljdbc.generation.offline.words.AggFunc;
import dev.nljdbc.generation.offline.words.Cue;
import dev.nljdbc.language.NameWords;
import dev.nljdbc.language.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * "By channel?" after "how many enquiries came in last month", for {@link Refiner}: a word
 * after a grouping cue that spells a column of another table in full ({@code tickets.channel})
 * but also, in part, a column of a table the current query reads
 * ({@code enquiries.sales_channel}) groups the current rows by their own column. Regrouping the
 * current rows is what the follow-up asks; the other table's column would start another
 * question and lose the measure, period and filters. A grouping word that links to nothing, as
 * a full word a name abbreviates ("by department" for {@code staff.dept_cd}), groups by the one
 * column of the current tables the schema's index finds for it.
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

  /**
   * The spec grouped by the one column of the current tables that the only unlinked word of the
   * feedback names, when that word follows a grouping cue and nothing else is linked; null
   * otherwise.
   */
  static QuerySpec byUnlinkedWord(QuerySpec spec, Reading reading, SchemaIndex index,
      Set<TableEntry> current, List<String> changes) {
    if (!reading.links.isEmpty() || reading.unmatched.size() != 1
        || !reading.periods.isEmpty() || !reading.comparisons.isEmpty()) {
      return null;
    }
    String word = reading.unmatched.get(0);
    if (!cuedAsGroup(reading, word)) {
      return null;
    }
    Col column = null;
    for (SchemaIndex.Named n : index.named(word)) {
      if (n.column() == null || !current.contains(n.table())) {
        continue;
      }
      Col c = new Col(n.table().name, n.column().name);
      if (column != null && !column.equals(c)) {
        return null;
      }
      column = c;
    }
    if (column == null) {
      return null;
    }
    Group g = Group.byColumn(column);
    if (spec.groups().contains(g)) {
      return null;
    }
    List<Group> groups = new ArrayList<>(spec.groups());
    groups.add(g);
    QuerySpec result = spec.withGroups(groups);
    if (result.aggregates().isEmpty()) {
      result = result.withAggregates(List.of(new Agg(AggFunc.COUNT, null, false,
          result.subject()))).withProjections(List.of());
    }
    changes.add("Grouped by " + NameWords.display(column.column()));
    return result;
  }

  private static boolean cuedAsGroup(Reading reading, String word) {
    for (int i = 0; i < reading.tokens.size(); i++) {
      Token t = reading.tokens.get(i);
      if (t.isWord() && t.lower().equals(word)) {
        return Reading.any(reading.cuesBefore(i, CUE_REACH), Cue.Kind.GROUP);
      }
    }
    return false;
  }
}
