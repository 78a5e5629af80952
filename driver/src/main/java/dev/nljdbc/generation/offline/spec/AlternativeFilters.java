package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.words.Comparison;
import dev.nljdbc.language.Token;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Conditions the question joins with "or" are alternatives, a union of the rows each selects:
 * "drivers in Ohio or with more than 2 trips", "prices under 10 or over 100".
 * Each filter is placed at the words it was read from (its value, its comparison); two filters
 * next to each other with "or" and no "and" or "but" between them become one ANY filter. Only
 * filters on the subject's own columns and on the subject's related rows take part, so no join
 * is needed that only one alternative asks for.
 */
final class AlternativeFilters extends SpecStep {

  /** A filter and the tokens it was read from (a comparison's may reach into the next). */
  private record Placed(Filter filter, int from, int to) {
  }

  AlternativeFilters(SpecDraft d) {
    super(d);
  }

  void apply() {
    if (!mentionsOr()) {
      return;
    }
    List<Placed> placed = new ArrayList<>();
    for (Filter f : filters) {
      Placed p = place(f);
      if (p != null) {
        placed.add(p);
      }
    }
    placed.sort(Comparator.comparingInt(Placed::from));
    List<Filter> group = new ArrayList<>();
    Placed previous = null;
    for (Placed p : placed) {
      if (previous != null && previous.from() < p.from()
          && joinedByOr(previous.from() + 1, p.from())) {
        if (group.isEmpty()) {
          group.add(previous.filter());
        }
        group.add(p.filter());
      } else {
        merge(group);
        group = new ArrayList<>();
      }
      previous = p;
    }
    merge(group);
  }

  private void merge(List<Filter> group) {
    if (group.size() < 2) {
      return;
    }
    int at = filters.indexOf(group.get(0));
    filters.removeAll(group);
    filters.add(Math.min(at, filters.size()), Filter.any(group));
  }

  private boolean mentionsOr() {
    for (Token t : reading.tokens) {
      if (t.is("or")) {
        return true;
      }
    }
    return false;
  }

  private boolean joinedByOr(int from, int to) {
    boolean or = false;
    for (int k = from; k < to; k++) {
      Token t = reading.tokens.get(k);
      if (t.is("and") || t.is("but") || t.is("nor")) {
        return false;
      }
      or |= t.is("or");
    }
    return or;
  }

  /** Where the question states the filter, or null when it cannot take part. */
  private Placed place(Filter f) {
    switch (f.kind()) {
      case VALUES:
        return onSubject(f) ? valuePlace(f) : null;
      case COMPARE:
        return onSubject(f) && f.number() != null ? comparisonPlace(f) : null;
      case COUNT:
        return f.inner().isEmpty() ? comparisonPlace(f) : null;
      default:
        return null;
    }
  }

  private boolean onSubject(Filter f) {
    return f.column() != null && f.column().table().equals(subject.name);
  }

  private Placed valuePlace(Filter f) {
    for (Link link : reading.links) {
      for (Link.Target t : link.targets) {
        if (t.kind() == LinkKind.VALUE && t.column() != null
            && t.column().name.equals(f.column().column())
            && t.table().name.equals(f.column().table()) && f.values().contains(t.value())) {
          return new Placed(f, link.from, link.to);
        }
      }
    }
    return null;
  }

  private Placed comparisonPlace(Filter f) {
    for (Comparison c : reading.comparisons) {
      if (c.op() == f.op() && c.value() != null && c.value().compareTo(f.number()) == 0) {
        return new Placed(f, c.from(), c.to());
      }
    }
    return null;
  }
}
