package dev.nljdbc.generation.offline;

import dev.nljdbc.generation.offline.index.JoinPaths;
import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.link.Reading;
import dev.nljdbc.generation.offline.spec.QuerySpec;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.spec.QuerySpec.FilterKind;
import dev.nljdbc.generation.offline.words.NameWords;
import dev.nljdbc.generation.offline.words.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A follow-up that asks for the entity the current rows belong to: "which customers were they
 * for?", "which owners do they belong to?", "what courses were those in?". The answer is the
 * named table's rows that the current query's rows reference along foreign keys (many to one,
 * one or more steps up), with the current query's filters: filters on the named table stay on
 * it, the others select the current rows inside an IN subquery, so no entity is listed twice.
 */
final class RelatedEntity {

  /** Words that open such a question. */
  private static final Set<String> OPENERS = Set.of("which", "what");
  /** Words that may come before the opener. */
  private static final Set<String> LEADING = Set.of("and", "so", "then", "ok", "okay");
  /** Words that point back at the current rows. */
  private static final Set<String> BACK = Set.of("they", "them", "those", "these");
  /** The score from which a term names a table for sure. */
  private static final double SURE_TABLE = 0.9;

  private RelatedEntity() {
  }

  /**
   * The spec of the named entity's rows behind the current query's rows, or null when the
   * feedback is no such question or the current query cannot be followed up to that table.
   *
   * @param index the schema
   * @param old the current query's spec
   * @param reading the feedback as read
   * @param changes where the edit is told
   */
  static QuerySpec of(SchemaIndex index, QuerySpec old, Reading reading, List<String> changes) {
    TableEntry target = named(reading);
    TableEntry current = index.table(old.subject());
    if (target == null || current == null || target == current || !followable(old)
        || JoinPaths.manyToOne(current, target) == null) {
      return null;
    }
    List<Filter> outer = new ArrayList<>();
    List<Filter> inner = new ArrayList<>();
    for (Filter f : old.filters()) {
      if (f.column() != null && f.column().table().equals(target.name)) {
        outer.add(f);
      } else {
        inner.add(f);
      }
    }
    outer.add(QuerySpec.Filter.presentWith(current.name, inner));
    changes.add("Showing the " + NameWords.human(target.name) + " of those "
        + NameWords.human(current.name));
    return QuerySpec.of(target.name).withFilters(outer).withAssumptions(old.assumptions());
  }

  /**
   * The table the question opens with ("which customers ..."), when a word later points back
   * at the current rows ("... were they for?"); null otherwise.
   */
  private static TableEntry named(Reading reading) {
    List<Token> tokens = reading.tokens;
    int i = 0;
    while (i < tokens.size() && LEADING.contains(tokens.get(i).lower())) {
      i++;
    }
    if (i + 1 >= tokens.size() || !OPENERS.contains(tokens.get(i).lower())) {
      return null;
    }
    Link link = reading.linkAt(i + 1);
    if (link == null || link.from != i + 1 || link.best() == null
        || link.best().kind() != LinkKind.TABLE || link.best().score() < SURE_TABLE) {
      return null;
    }
    for (int k = link.to; k < tokens.size(); k++) {
      if (BACK.contains(tokens.get(k).lower())) {
        return link.best().table();
      }
    }
    return null;
  }

  /**
   * Whether the current query lists rows that can be followed up: not an aggregate, not a
   * first few rows, and no filter that is itself about related rows.
   */
  private static boolean followable(QuerySpec old) {
    if (old.aggregated() || old.limit() != null) {
      return false;
    }
    for (Filter f : old.filters()) {
      if (f.kind() == FilterKind.ABSENT || f.kind() == FilterKind.PRESENT
          || f.kind() == FilterKind.COUNT || f.kind() == FilterKind.AGGREGATE) {
        return false;
      }
    }
    return true;
  }
}
