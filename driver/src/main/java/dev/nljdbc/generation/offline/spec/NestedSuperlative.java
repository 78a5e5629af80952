package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.JoinPaths;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.spec.QuerySpec.Order;
import dev.nljdbc.generation.offline.spec.QuerySpec.OrderKind;
import dev.nljdbc.generation.offline.words.AggFunc;
import dev.nljdbc.language.WordForms;

/**
 * A superlative that picks one row of another table is a condition, not a limit: "lectures in
 * the hall with the most seats" asks for every lecture of that hall, so the ordering by the
 * hall's seats with a limit of one becomes {@code seats = (SELECT MAX(seats) FROM hall)}. It
 * applies when the question names its subject in the plural, each subject row has one row of
 * the ordered column's table, and nothing is aggregated.
 */
final class NestedSuperlative extends SpecStep {

  NestedSuperlative(SpecDraft d) {
    super(d);
  }

  void apply() {
    if (d.limit == null || d.limit != 1 || sorting.size() != 1 || !aggregates.isEmpty()
        || !groups.isEmpty()) {
      return;
    }
    Order o = sorting.get(0);
    if (o.kind() != OrderKind.COLUMN || o.column() == null
        || o.column().table().equals(subject.name)) {
      return;
    }
    TableEntry other = find(o.column().table());
    if (other == null || JoinPaths.manyToOne(subject, other) == null || !subjectPlural()) {
      return;
    }
    sorting.clear();
    d.limit = null;
    filters.add(Filter.extreme(o.column(), o.descending() ? AggFunc.MAX : AggFunc.MIN));
  }

  /** Whether the question names the subject table by a plural word ("lectures"). */
  private boolean subjectPlural() {
    for (Link link : reading.links) {
      Link.Target best = link.best();
      if (best == null || best.kind() != LinkKind.TABLE || best.table() != subject) {
        continue;
      }
      String last = reading.tokens.get(link.to - 1).lower();
      return !WordForms.lemma(last).equals(last);
    }
    return false;
  }
}
