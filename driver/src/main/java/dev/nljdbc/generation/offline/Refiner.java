package dev.nljdbc.generation.offline;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.RefinementContext;
import dev.nljdbc.generation.offline.QuerySpec.Agg;
import dev.nljdbc.generation.offline.QuerySpec.Col;
import dev.nljdbc.generation.offline.QuerySpec.Filter;
import dev.nljdbc.generation.offline.QuerySpec.FilterKind;
import dev.nljdbc.generation.offline.QuerySpec.Group;
import dev.nljdbc.generation.offline.QuerySpec.Order;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Applies a refinement's feedback to the current query as an edit of its {@link QuerySpec}:
 * the feedback is read as a fragment about the same subject, and what it asks is merged in. A
 * period replaces the query's period ("what about 2024?"); a value replaces the value of the
 * same column ("what about Asia?") unless the feedback adds ("also Asia"); an exclusion,
 * a new filter, a group, a sort, a limit, an aggregate or a column to show is added or replaces
 * its kind; "all time", "no limit", "unsorted" remove. Feedback that names another table, or in
 * which nothing is understood, is no edit: the caller then generates from the standalone
 * question.
 */
final class Refiner {

  private static final Set<String> ADDITIVE = Set.of("also", "too", "plus", "additionally",
      "add", "include", "well");

  private final SchemaIndex index;
  private final LocalDate today;
  private final List<String> changes = new ArrayList<>();

  Refiner(SchemaIndex index, LocalDate today) {
    this.index = index;
    this.today = today;
  }

  /** The refined query, or null when the feedback is not an edit this engine understands. */
  GeneratedQuery refine(GenerationRequest request) throws SQLException {
    RefinementContext refinement = request.refinement();
    if (refinement.currentQuery() == null
        || !(refinement.currentQuery().plan() instanceof QueryPlan)
        || refinement.feedback() == null || refinement.feedback().isBlank()) {
      return null;
    }
    QuerySpec old = ((QueryPlan) refinement.currentQuery().plan()).spec();
    TableEntry subject = index.table(old.subject());
    if (subject == null) {
      return null;
    }
    Set<TableEntry> context = new LinkedHashSet<>();
    context.add(subject);
    for (String t : old.tables()) {
      if (index.table(t) != null) {
        context.add(index.table(t));
      }
    }
    Reading reading = Reading.of(refinement.feedback(), index, context, request.resolutions(),
        today);
    if (namesAnotherTable(reading, context)) {
      return null;
    }
    RoleAssigner.Roles roles = RoleAssigner.assign(reading, context, subject);
    SpecBuilder.Draft draft = SpecBuilder.buildFragment(reading, roles);
    if (draft == null) {
      return null;
    }
    if (asksForOtherColumns(old, draft.spec(), reading)) {
      return null;
    }
    QuerySpec merged = merge(old, draft.spec(), reading);
    if (merged == null) {
      return null;
    }
    double confidence = Math.min(refinement.currentQuery().confidence(), draft.confidence());
    return OfflineSqlGenerator.render(index, merged, confidence, String.join("; ", changes));
  }

  /** "What is its code?" after a count: other columns of an aggregated query mean a new one. */
  private static boolean asksForOtherColumns(QuerySpec old, QuerySpec delta, Reading reading) {
    return old.aggregated() && !delta.projections().isEmpty() && delta.aggregates().isEmpty()
        && !reading.has(Cue.Kind.GROUP) && !reading.has(Cue.Kind.EACH_OF_THOSE)
        && !reading.has(Cue.Kind.COUNT) && !reading.has(Cue.Kind.AGGREGATE);
  }

  private static boolean namesAnotherTable(Reading reading, Set<TableEntry> context) {
    for (Link l : reading.links) {
      Link.Target t = l.best();
      if (t != null && t.kind() == LinkKind.TABLE && t.score() >= 0.9
          && !context.contains(t.table()) && !Reading.any(reading.cuesBefore(l.from, 4),
              Cue.Kind.GROUP)) {
        return true;
      }
    }
    return false;
  }

  private QuerySpec merge(QuerySpec old, QuerySpec delta, Reading reading) {
    QuerySpec spec = old;
    boolean additive = additive(reading);
    spec = removals(spec, reading);
    spec = filters(spec, delta, additive, reading);
    spec = groups(spec, delta);
    spec = aggregates(spec, delta, reading, additive);
    spec = projections(spec, delta, reading, additive);
    spec = sorting(spec, delta, reading);
    if (delta.limit() != null && !delta.limit().equals(spec.limit())) {
      spec = spec.withLimit(delta.limit());
      changes.add("Limited to " + delta.limit() + (delta.limit() == 1 ? " row" : " rows"));
    }
    if (delta.distinct() && !spec.distinct()) {
      spec = spec.withDistinct(true);
      changes.add("Showing distinct rows");
    }
    return changes.isEmpty() ? null : spec;
  }

  private static boolean additive(Reading reading) {
    for (Token t : reading.tokens) {
      if (t.isWord() && ADDITIVE.contains(t.lower())) {
        return true;
      }
    }
    return false;
  }

  private QuerySpec removals(QuerySpec spec, Reading reading) {
    String text = " " + String.join(" ", words(reading)) + " ";
    if (text.contains(" all time ") || text.contains(" any time ") || text.contains(" ever ")
        || text.matches(".* (remove|drop|clear|without|no) (the )?(date|period|time) .*")) {
      List<Filter> kept = new ArrayList<>();
      for (Filter f : spec.filters()) {
        if (f.kind() != FilterKind.PERIOD) {
          kept.add(f);
        }
      }
      if (kept.size() != spec.filters().size()) {
        spec = spec.withFilters(kept);
        changes.add("Removed the period");
      }
    }
    if (text.matches(".* (remove|drop|clear|without|no) (the |all )?(filter|filters|conditions) .*")
        && !spec.filters().isEmpty()) {
      spec = spec.withFilters(List.of());
      changes.add("Removed the filters");
    }
    if (text.matches(".* (no|remove|drop|without) (the )?limit .*") || text.contains(" all rows ")) {
      if (spec.limit() != null) {
        spec = spec.withLimit(null);
        changes.add("Removed the limit");
      }
    }
    if (text.matches(".* (unsorted|(remove|drop|no|without) (the )?(sort|sorting|order|ordering)) .*")
        && !spec.sorting().isEmpty()) {
      spec = spec.withSorting(List.of());
      changes.add("Removed the sorting");
    }
    if (text.matches(".* (ungroup|(remove|drop|no|without) (the )?(group|grouping|groups)) .*")
        && !spec.groups().isEmpty()) {
      spec = spec.withGroups(List.of()).withAggregates(List.of());
      changes.add("Removed the grouping");
    }
    return spec;
  }

  private static List<String> words(Reading reading) {
    List<String> words = new ArrayList<>();
    for (Token t : reading.tokens) {
      words.add(t.lower());
    }
    return words;
  }

  private QuerySpec filters(QuerySpec spec, QuerySpec delta, boolean additive,
      Reading reading) {
    List<Filter> filters = new ArrayList<>(spec.filters());
    for (Filter f : delta.filters()) {
      switch (f.kind()) {
        case PERIOD:
          if (additive && extendPeriod(filters, f)) {
            break;
          }
          period(filters, f, reading);
          break;
        case VALUES:
          values(filters, f, additive);
          break;
        case COMPARE:
          replaceSameColumn(filters, f, "Changed the filter: ");
          break;
        default:
          if (!filters.contains(f)) {
            filters.add(f);
            changes.add("Added a filter: " + describe(f));
          }
      }
    }
    return spec.withFilters(filters);
  }

  /**
   * "And this month?": the new period replaces the old one on the same column, unless the
   * feedback's words name the date it is about ("closed this month").
   */
  private void period(List<Filter> filters, Filter f, Reading reading) {
    boolean named = namesDate(reading, f.column());
    for (int i = 0; i < filters.size(); i++) {
      Filter old = filters.get(i);
      if (old.kind() == FilterKind.PERIOD) {
        Filter replacement = named ? f : Filter.period(old.column(), f.period(),
            old.yearColumn() && f.period().isWholeYears());
        if (!old.yearColumn() || f.period().isWholeYears()) {
          filters.set(i, replacement);
        } else {
          filters.set(i, f);
        }
        changes.add("Replaced the period: " + old.period().phrase() + " \u2192 "
            + f.period().phrase());
        removeOtherPeriods(filters, i);
        return;
      }
    }
    filters.add(f);
    changes.add("Added a filter: " + describe(f));
  }

  /** Whether the feedback's words name this date column ("closed", "starting"). */
  private boolean namesDate(Reading reading, Col column) {
    TableEntry table = index.table(column.table());
    if (table == null) {
      return false;
    }
    ColumnEntry named = EventDate.named(reading, table, 0, 0);
    if (named != null && named.name.equals(column.column())) {
      return true;
    }
    for (Link l : reading.links) {
      Link.Target t = l.best();
      if (t != null && t.column() != null && t.column().table == table
          && t.column().name.equals(column.column())) {
        return true;
      }
    }
    return false;
  }

  /** "Also those in 2015": the period becomes one more alternative of the query's period. */
  private boolean extendPeriod(List<Filter> filters, Filter f) {
    for (int i = 0; i < filters.size(); i++) {
      Filter old = filters.get(i);
      if (old.kind() == FilterKind.PERIOD) {
        List<Period> more = new ArrayList<>(old.morePeriods());
        more.add(f.period());
        more.addAll(f.morePeriods());
        filters.set(i, old.withMorePeriods(more));
        changes.add("Extended the period: " + old.period().phrase() + " or " + f.period().phrase());
        return true;
      }
    }
    return false;
  }

  private static void removeOtherPeriods(List<Filter> filters, int keep) {
    for (int i = filters.size() - 1; i >= 0; i--) {
      if (i != keep && filters.get(i).kind() == FilterKind.PERIOD) {
        filters.remove(i);
      }
    }
  }

  private void values(List<Filter> filters, Filter f, boolean additive) {
    for (int i = 0; i < filters.size(); i++) {
      Filter old = filters.get(i);
      if (old.kind() != FilterKind.VALUES || !old.column().equals(f.column())) {
        continue;
      }
      if (f.negated() && !old.negated()) {
        List<String> remaining = new ArrayList<>(old.values());
        remaining.removeAll(f.values());
        if (remaining.size() != old.values().size()) {
          if (remaining.isEmpty()) {
            filters.remove(i);
          } else {
            filters.set(i, Filter.values(old.column(), remaining, false));
          }
        }
        continue;
      }
      if (f.negated() == old.negated()) {
        List<String> values = new ArrayList<>(additive || f.negated() ? old.values() : List.of());
        for (String v : f.values()) {
          if (!values.contains(v)) {
            values.add(v);
          }
        }
        filters.set(i, Filter.values(old.column(), values, f.negated()));
        changes.add((additive || f.negated() ? "Extended the filter: " : "Replaced the filter: ")
            + describe(filters.get(i)));
        return;
      }
    }
    filters.add(f);
    changes.add((f.negated() ? "Excluded " : "Added a filter: ") + describe(f));
  }

  private void replaceSameColumn(List<Filter> filters, Filter f, String verb) {
    for (int i = 0; i < filters.size(); i++) {
      Filter old = filters.get(i);
      if (old.kind() == f.kind() && old.column() != null && old.column().equals(f.column())) {
        filters.set(i, f);
        changes.add(verb + describe(f));
        return;
      }
    }
    filters.add(f);
    changes.add("Added a filter: " + describe(f));
  }

  private QuerySpec groups(QuerySpec spec, QuerySpec delta) {
    if (delta.groups().isEmpty()) {
      return spec;
    }
    List<Group> groups = new ArrayList<>(spec.groups());
    for (Group g : delta.groups()) {
      if (g.table() != null && g.table().equals(spec.subject()) && spec.groups().isEmpty()) {
        continue;
      }
      if (g.bucket() != null) {
        groups.removeIf(old -> old.bucket() != null);
        groups.add(0, g);
      } else if (!groups.contains(g)) {
        groups.add(g);
      } else {
        continue;
      }
      changes.add("Grouped by " + describe(g));
    }
    spec = spec.withGroups(groups);
    if (spec.aggregates().isEmpty() && !groups.isEmpty()) {
      List<Agg> aggregates = new ArrayList<>();
      aggregates.add(new Agg(AggFunc.COUNT, null, false, spec.subject()));
      spec = spec.withAggregates(aggregates).withProjections(List.of());
    }
    return spec;
  }

  private QuerySpec aggregates(QuerySpec spec, QuerySpec delta, Reading reading,
      boolean additive) {
    if (delta.aggregates().isEmpty()
        || !(reading.has(Cue.Kind.AGGREGATE) || reading.has(Cue.Kind.COUNT))) {
      return spec;
    }
    List<Agg> aggregates = new ArrayList<>(additive ? spec.aggregates() : List.of());
    Col previous = null;
    for (Agg a : spec.aggregates()) {
      if (a.column() != null) {
        previous = a.column();
      }
    }
    boolean namesColumn = false;
    for (Agg a : delta.aggregates()) {
      namesColumn |= a.column() != null && mentioned(reading, a.column());
    }
    for (Agg a : delta.aggregates()) {
      Agg agg = a;
      if (!namesColumn && a.func() != AggFunc.COUNT && previous != null) {
        agg = new Agg(a.func(), previous, false, null);
      } else if (a.column() == null && a.func() == AggFunc.COUNT && spec.distinct()
          && spec.projections().size() == 1 && !reading.has(Cue.Kind.EACH_OF_THOSE)) {
        agg = new Agg(AggFunc.COUNT, spec.projections().get(0), true, null);
      }
      if (!aggregates.contains(agg)) {
        aggregates.add(agg);
      }
    }
    if (aggregates.equals(spec.aggregates())) {
      return spec;
    }
    changes.add("Now showing " + Explainer.explain(QuerySpec.of(spec.subject())
        .withAggregates(aggregates)).replaceFirst("^Shows ", "").replaceFirst("\\.$", ""));
    QuerySpec result = spec.withAggregates(aggregates).withDistinct(false);
    if (reading.has(Cue.Kind.EACH_OF_THOSE) && spec.groups().isEmpty()
        && !spec.projections().isEmpty()) {
      List<Group> groups = new ArrayList<>();
      for (Col c : spec.projections()) {
        groups.add(Group.byColumn(c));
      }
      changes.add("Grouped by " + String.join(", ", names(spec.projections())));
      result = result.withGroups(groups);
    }
    return result.withProjections(List.of());
  }

  /** Whether a term of the feedback names the column. */
  private static boolean mentioned(Reading reading, Col column) {
    for (Link l : reading.links) {
      Link.Target t = l.best();
      if (t != null && t.column() != null && t.column().name.equals(column.column())
          && t.table().name.equals(column.table())) {
        return true;
      }
    }
    return false;
  }

  private QuerySpec projections(QuerySpec spec, QuerySpec delta, Reading reading,
      boolean additive) {
    if (delta.projections().isEmpty() || spec.aggregated()) {
      return spec;
    }
    List<Col> projections = new ArrayList<>(additive ? spec.projections() : List.of());
    if (additive && projections.isEmpty()) {
      projections = new ArrayList<>();
    }
    for (Col c : delta.projections()) {
      if (!projections.contains(c)) {
        projections.add(c);
      }
    }
    if (projections.equals(spec.projections())) {
      return spec;
    }
    changes.add("Showing " + String.join(", ", names(projections)));
    return spec.withProjections(projections);
  }

  private static List<String> names(List<Col> columns) {
    List<String> names = new ArrayList<>();
    for (Col c : columns) {
      names.add(NameWords.display(c.column()));
    }
    return names;
  }

  private QuerySpec sorting(QuerySpec spec, QuerySpec delta, Reading reading) {
    Cue superlative = reading.first(Cue.Kind.SUPERLATIVE);
    if (superlative != null && !namesAColumn(reading) && !reading.has(Cue.Kind.SORT)) {
      QuerySpec kept = keepExtreme(spec, superlative);
      if (kept != null) {
        return kept;
      }
    }
    boolean resort = reading.has(Cue.Kind.SORT) || reading.has(Cue.Kind.SUPERLATIVE)
        || reading.has(Cue.Kind.ALPHABETICAL);
    if (!delta.sorting().isEmpty() && (resort || !delta.groups().isEmpty()
        || spec.sorting().isEmpty())) {
      List<Order> keys = new ArrayList<>();
      if (!resort) {
        keys.addAll(spec.sorting());
      }
      for (Order o : delta.sorting()) {
        if (!keys.contains(o)) {
          keys.add(o);
        }
      }
      if (!keys.equals(spec.sorting())) {
        changes.add(describe(delta.sorting().get(0)));
        return spec.withSorting(keys);
      }
      return spec;
    }
    Cue direction = reading.first(Cue.Kind.DIRECTION);
    if (direction != null && !spec.sorting().isEmpty()) {
      List<Order> keys = new ArrayList<>(spec.sorting());
      keys.set(0, keys.get(0).flipped(direction.descending()));
      changes.add(direction.descending() ? "Sorted descending" : "Sorted ascending");
      return spec.withSorting(keys);
    }
    return spec;
  }

  /** "Which one has the highest?": the current ranking, or the first aggregate, top row only. */
  private QuerySpec keepExtreme(QuerySpec spec, Cue superlative) {
    List<Order> keys = new ArrayList<>(spec.sorting());
    if (keys.isEmpty() && !spec.aggregates().isEmpty()) {
      Agg a = spec.aggregates().get(0);
      keys.add(a.column() == null
          ? new Order(QuerySpec.OrderKind.COUNT, null, null, superlative.descending(), a.of())
          : new Order(QuerySpec.OrderKind.AGGREGATE, a.column(), a.func(),
              superlative.descending()));
    } else if (!keys.isEmpty()) {
      keys.set(0, keys.get(0).flipped(superlative.descending()));
    }
    if (keys.isEmpty()) {
      return null;
    }
    changes.add("Kept the " + (superlative.descending() ? "highest" : "lowest"));
    return spec.withSorting(keys).withLimit(1);
  }

  private static boolean namesAColumn(Reading reading) {
    for (Link l : reading.links) {
      if (l.best() != null && l.best().kind() == LinkKind.COLUMN) {
        return true;
      }
    }
    return false;
  }

  private static String describe(Filter f) {
    String column = f.column() == null ? "" : NameWords.display(f.column().column());
    switch (f.kind()) {
      case PERIOD:
        return column + " " + f.period().phrase();
      case VALUES:
        return column + (f.negated() ? " not " : " = ") + String.join(", ", f.values());
      case COMPARE:
        return column + " " + f.op().sql + " "
            + (f.number() == null ? "average" : f.number().toPlainString())
            + (f.upper() == null ? "" : " and " + f.upper().toPlainString());
      default:
        return Explainer.explain(QuerySpec.of("x").withFilters(List.of(f)))
            .replaceFirst("^Lists x ", "").replaceFirst("\\.$", "");
    }
  }

  private static String describe(Group g) {
    if (g.bucket() != null) {
      return g.bucket().word() + " of " + NameWords.display(g.column().column());
    }
    return NameWords.display(g.column() != null ? g.column().column() : g.table());
  }

  private static String describe(Order o) {
    switch (o.kind()) {
      case COLUMN:
        return "Sorted by " + NameWords.display(o.column().column())
            + (o.descending() ? " descending" : "");
      case AGGREGATE:
        return "Sorted by " + o.agg().alias() + " of " + NameWords.display(o.column().column())
            + (o.descending() ? " descending" : "");
      case COUNT:
        return "Sorted by count" + (o.descending() ? " descending" : "");
      default:
        return "Sorted in time order";
    }
  }
}
