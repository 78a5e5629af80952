package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.spec.QuerySpec.FilterKind;
import dev.nljdbc.language.Token;
import java.util.ArrayList;
import java.util.List;

/**
 * A table that refers to itself (a manager, a supervisor, a parent): "who reports to Ann Lee",
 * "employees managed by Ann Lee", "Ann Lee's team" are the rows whose reference is the named
 * row's key; "who does Ann Lee report to", "Ann Lee's manager" the row whose key is the named
 * row's reference. The name stays a condition on the named row, not on the rows shown.
 */
final class SelfReference extends SpecStep {

  /** The direction a question reads the reference in. */
  private enum Direction { REPORTS, MANAGER }

  SelfReference(SpecDraft d) {
    super(d);
  }

  void apply() {
    TableEntry.Edge self = selfEdge();
    if (self == null) {
      return;
    }
    int named = namedAt();
    if (named < 0) {
      return;
    }
    Direction direction = direction(named);
    if (direction == null) {
      return;
    }
    List<Filter> names = new ArrayList<>();
    for (Filter f : filters) {
      if (f.kind() == FilterKind.VALUES && f.column() != null && !f.negated()
          && f.column().table().equals(subject.name)
          && !f.column().column().equals(self.childColumns().get(0).name)) {
        names.add(f);
      }
    }
    if (names.isEmpty()) {
      return;
    }
    filters.removeAll(names);
    String reference = self.childColumns().get(0).name;
    String key = self.parentColumns().get(0).name;
    projections.removeIf(c -> c.table().equals(subject.name)
        && (c.column().equals(reference) || c.column().equals(key)));
    filters.add(direction == Direction.REPORTS
        ? Filter.self(col(subject.column(reference)), key, names)
        : Filter.self(col(subject.column(key)), reference, names));
  }

  /** The subject's one-column reference to itself, or null. */
  private TableEntry.Edge selfEdge() {
    for (TableEntry.Edge e : subject.outgoing) {
      if (e.parent() == subject && e.childColumns().size() == 1) {
        return e;
      }
    }
    return null;
  }

  /** Where the question names one of the subject's rows by a value, or -1. */
  private int namedAt() {
    for (Link l : reading.links) {
      Link.Target t = roles.target(l);
      if (t != null && roles.role(l) == Role.VALUE && t.column() != null
          && t.column().table == subject) {
        return l.from;
      }
    }
    return -1;
  }

  /**
   * "Reports to", "managed by", "under", "team" after which the name follows: the rows under
   * the named one; "report to" after the name, or a manager word after it: the row above.
   */
  private Direction direction(int named) {
    List<Token> tokens = reading.tokens;
    for (int i = 0; i < tokens.size(); i++) {
      Token t = tokens.get(i);
      boolean reportTo = (t.is("report") || t.is("reports") || t.is("reporting"))
          && i + 1 < tokens.size() && tokens.get(i + 1).is("to");
      if (reportTo) {
        return named > i ? Direction.REPORTS : Direction.MANAGER;
      }
      if ((t.is("managed") || t.is("supervised") || t.is("led")) && i + 1 < tokens.size()
          && tokens.get(i + 1).is("by") && named > i) {
        return Direction.REPORTS;
      }
      if ((t.is("team") || t.is("reports") || t.is("subordinates")) && named < i) {
        return Direction.REPORTS;
      }
      boolean above = t.is("manager") || t.is("boss") || t.is("supervisor");
      if (above && i > 0 && tokens.get(i - 1).is("whose")) {
        return Direction.REPORTS;
      }
      if (above || t.is("supervises") || t.is("manages")) {
        return t.is("supervises") || t.is("manages") ? (named > i ? Direction.MANAGER : null)
            : Direction.MANAGER;
      }
    }
    return null;
  }
}
