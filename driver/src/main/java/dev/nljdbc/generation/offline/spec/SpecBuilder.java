package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.Reading;
import dev.nljdbc.generation.offline.link.WordLedger;
import dev.nljdbc.generation.offline.words.Cue;
import java.util.List;

/**
 * The offline planner: turns a read question and its term roles into a {@link QuerySpec}.
 *
 * <p>Design note. Each linked term contributes by its role: values and comparisons become
 * filters, counted and aggregated terms become aggregates, grouped terms and trend cues become
 * groups, sorted, ranked and superlative terms become ordering with a limit. What the question
 * leaves open is filled by defaults, each recorded as an assumption: the date column of a
 * period or a trend, the measure of a trend, of "sales", or of an aggregate word without a
 * column (money-like columns first; several when they tie), the count when a grouping has no
 * aggregate, the label when "which" asks for rows. A superlative becomes MAX/MIN when the
 * question asks for the value alone, and ORDER BY ... LIMIT when it asks for the row ("the
 * product with the highest price"). "Top N entities by a measure of another table" groups the
 * entity and sums the measure. Aggregated queries group by every shown column. A table the
 * question names only as having rows ("customers who had refunds") becomes an IN filter, with
 * "without" a NOT IN filter, with "more than 2" a having-count filter.
 *
 * <p>The steps run in this order on a shared {@link SpecDraft}: {@link TermPlacer} (terms by
 * role), {@link FilterReader} (quoted strings, comparisons, periods), {@link CueApplier} (cues
 * no term used), {@link RelationFilters} (rows in other tables) and {@link SpecReconciler}
 * (defaults and consistency); then the business shapes that reshape a whole query: late rows,
 * shares, days between dates, ages and tenures, self-references, best-selling, current versions,
 * money without its void rows, headcounts, percentiles and ties. A refinement's feedback is
 * built as a fragment: no default aggregate, no reconciliation, so that it holds only what the
 * feedback says.
 *
 * <p>The builder never touches the database and never fails on odd input: what it cannot place
 * lowers the confidence instead. Only a question with no subject table at all is refused.
 */
public final class SpecBuilder {

  /** The confidence of a spec nothing made doubtful: high, never certain. */
  private static final double START_CONFIDENCE = 0.95;
  /** The highest confidence a spec reports. */
  private static final double MAX_CONFIDENCE = 0.98;
  /** The lowest: a spec is still an answer, however doubtful. */
  private static final double MIN_CONFIDENCE = 0.05;

  /**
   * A spec with its confidence, the engine's notes, the dates it chose among several, and what
   * accounts for each word of the question ({@link WordLedger}).
   */
  public record Draft(QuerySpec spec, double confidence, List<String> ambiguous,
      List<DateChoice> dateChoices, WordLedger ledger) {
  }

  private SpecBuilder() {}

  /** The draft, or null when the question names no table at all. */
  public static Draft build(Reading reading, RoleAssigner.Roles roles) {
    return roles.subject == null ? null : run(new SpecDraft(reading, roles, false));
  }

  /**
   * The draft of a refinement's feedback ("by region", "only last month"): what it adds, with
   * no label default for "which" and no default aggregate.
   */
  public static Draft buildFragment(Reading reading, RoleAssigner.Roles roles) {
    return roles.subject == null ? null : run(new SpecDraft(reading, roles, true));
  }

  private static Draft run(SpecDraft d) {
    d.rowWanted = d.reading.has(Cue.Kind.WHICH) || d.reading.has(Cue.Kind.LIMIT);
    TermPlacer placer = new TermPlacer(d);
    for (Link link : d.reading.links) {
      if (d.roles.role(link) != null) {
        placer.place(link);
      }
    }
    FilterReader filters = new FilterReader(d);
    filters.literals();
    filters.comparisons();
    filters.periods();
    CueApplier cues = new CueApplier(d);
    cues.trend();
    cues.pendingCues();
    SpecReconciler reconciler = new SpecReconciler(d);
    if (!d.fragment) {
      reconciler.defaultAggregates();
    }
    RelationFilters relations = new RelationFilters(d);
    relations.presence();
    relations.nestRelated();
    if (!d.fragment) {
      new CurrentRows(d).apply();
      reconciler.reconcile();
      new NestedSuperlative(d).apply();
      new AlternativeFilters(d).apply();
      new LateRows(d).apply();
      new ShareOfRows(d).apply();
      new DaysBetweenDates(d).apply();
      new DateMeasures(d).apply();
      new SelfReference(d).apply();
      new BestSelling(d).apply();
      new CurrentFlag(d).apply();
      new CurrentVersion(d).apply();
      new VoidRows(d).apply();
      new HeadCount(d).apply();
      new Percentiles(d).apply();
      new LimitTies(d).apply();
    }
    reconciler.confidence();
    return new Draft(d.spec(),
        Math.max(MIN_CONFIDENCE, Math.min(MAX_CONFIDENCE, START_CONFIDENCE - d.penalty)),
        d.roles.ambiguous, List.copyOf(d.dateChoices), d.ledger);
  }
}
