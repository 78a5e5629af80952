package dev.nljdbc.generation.offline;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.RefinementContext;
import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.link.Reading;
import dev.nljdbc.generation.offline.plan.QueryPlan;
import dev.nljdbc.generation.offline.spec.Explainer;
import dev.nljdbc.generation.offline.spec.QuerySpec;
import dev.nljdbc.generation.offline.spec.QuerySpec.Agg;
import dev.nljdbc.generation.offline.spec.QuerySpec.Col;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.spec.QuerySpec.FilterKind;
import dev.nljdbc.generation.offline.spec.QuerySpec.Group;
import dev.nljdbc.generation.offline.spec.QuerySpec.Order;
import dev.nljdbc.generation.offline.spec.RoleAssigner;
import dev.nljdbc.generation.offline.spec.SpecBuilder;
import dev.nljdbc.generation.offline.words.AggFunc;
import dev.nljdbc.generation.offline.words.Cue;
import dev.nljdbc.language.NameWords;
import dev.nljdbc.language.Token;
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

  /** The score from which a term of the feedback names a table for sure. */
  private static final double SURE_TABLE = 0.9;
  /** How many tokens before a table a grouping cue makes it a group, not a new subject ("by"). */
  private static final int GROUP_CUE_REACH = 4;
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
        || !(refinement.currentQuery().plan() instanceof QueryPlan plan)
        || refinement.feedback() == null || refinement.feedback().isBlank()) {
      return null;
    }
    QuerySpec old = plan.spec();
    TableEntry subject = index.table(old.subject());
    if (subject == null) {
      return null;
    }
    QuerySpec origin = RelatedEntity.origin(old);
    TableEntry originTable = origin == null ? null : index.table(origin.subject());
    if (originTable != null && BareFollowUps.measuresOnlyThere(index, today, refinement.feedback(), subject,
        originTable)) {
      old = origin;
      subject = originTable;
      changes.add("Back to the " + NameWords.human(originTable.name));
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
    CurrentTableGroups.prefer(reading, context);
    QuerySpec related = RelatedEntity.of(index, old, reading, changes);
    if (related != null) {
      return OfflineSqlGenerator.render(index, related, refinement.currentQuery().confidence(),
          String.join("; ", changes));
    }
    QuerySpec shifted = PeriodShift.of(old, reading, changes);
    if (shifted != null) {
      return OfflineSqlGenerator.render(index, shifted, refinement.currentQuery().confidence(),
          String.join("; ", changes));
    }
    if (namesAnotherTable(reading, context)) {
      return null;
    }
    if (BareFollowUps.asksNothingNew(reading)) {
      return OfflineSqlGenerator.render(index, old, refinement.currentQuery().confidence(),
          "Nothing to change: the current query again");
    }
    QuerySpec byWord = CurrentTableGroups.byUnlinkedWord(old, reading, index, context, changes);
    if (byWord != null) {
      return OfflineSqlGenerator.render(index, byWord, refinement.currentQuery().confidence(),
          String.join("; ", changes));
    }
    QuerySpec byMeasure = BareFollowUps.sortedByMainMeasure(old, reading, subject, changes);
    if (byMeasure != null) {
      return OfflineSqlGenerator.render(index, byMeasure, refinement.currentQuery().confidence(),
          String.join("; ", changes));
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
      if (t != null && t.kind() == LinkKind.TABLE && t.score() >= SURE_TABLE
          && !context.contains(t.table())
          && !Reading.any(reading.cuesBefore(l.from, GROUP_CUE_REACH), Cue.Kind.GROUP)) {
        return true;
      }
    }
    return false;
  }

  private QuerySpec merge(QuerySpec old, QuerySpec delta, Reading reading) {
    QuerySpec spec = old;
    boolean additive = additive(reading);
    spec = removals(spec, reading);
    spec = new FilterEdits(changes, index).filters(spec, delta, additive, reading);
    spec = ValueSplits.of(spec, delta, reading, changes);
    spec = groups(spec, delta);
    spec = aggregates(spec, delta, reading, additive);
    spec = projections(spec, delta, reading, additive);
    spec = sorting(spec, delta, reading);
    if (!old.aggregated() && !spec.aggregates().isEmpty() && spec.groups().isEmpty()
        && !spec.sorting().isEmpty() && delta.sorting().isEmpty()) {
      spec = spec.withSorting(List.of());
    }
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

  static String describe(Filter f) {
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

  static String describe(Order o) {
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
