package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.ColumnKind;
import dev.nljdbc.generation.offline.index.Defaults;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.WordLedger;
import dev.nljdbc.generation.offline.spec.QuerySpec.Agg;
import dev.nljdbc.generation.offline.spec.QuerySpec.Col;
import dev.nljdbc.generation.offline.spec.QuerySpec.Group;
import dev.nljdbc.generation.offline.spec.QuerySpec.Order;
import dev.nljdbc.generation.offline.spec.QuerySpec.OrderKind;
import dev.nljdbc.generation.offline.words.AggFunc;
import dev.nljdbc.generation.offline.words.Cue;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.Token;
import java.util.ArrayList;
import java.util.List;

/**
 * Completes a draft: default aggregates, grouping by shown columns, labels for "which", ranking
 * columns not shown, dates for shown measures, and the confidence.
 */
final class SpecReconciler extends SpecStep {

  /** The penalty per content word nothing matched: each may be a condition the query lacks. */
  private static final double UNMATCHED_DOUBT = 0.07;
  /** The most those words cost together (five of them). */
  private static final double MAX_UNMATCHED_DOUBT = 0.35;
  /** The penalty per term whose best candidates tie: the query took one of them. */
  private static final double AMBIGUOUS_DOUBT = 0.2;
  /** The most ties cost together (two of them). */
  private static final double MAX_AMBIGUOUS_DOUBT = 0.4;
  /** The most averaged measures a trend shows at once: more make an unreadable chart. */
  private static final int MAX_TREND_AVERAGES = 3;
  /** How many tokens before a term "with", "whose" or "where" may introduce it. */
  private static final int CRITERION_REACH = 5;

  SpecReconciler(SpecDraft d) {
    super(d);
  }

  void defaultAggregates() {
    if (groups.isEmpty() || !aggregates.isEmpty() || hasCountOrder()) {
      if (aggregates.isEmpty() && (!moneyEntities.isEmpty() || roles.moneySubject)
          && groups.isEmpty()
          && projections.isEmpty() && !reading.has(Cue.Kind.ALL)) {
        sumMoney();
      }
      return;
    }
    boolean trend = false;
    for (Group g : groups) {
      trend |= g.bucket() != null;
    }
    if (!moneyEntities.isEmpty() || roles.moneySubject) {
      sumMoney();
      return;
    }
    if (aggregateShownMeasures()) {
      return;
    }
    if (trend) {
      List<ColumnEntry> averaged = new ArrayList<>();
      for (ColumnEntry m : Defaults.measures(subject)) {
        if (Defaults.aggregateFor(m) == AggFunc.AVG && averaged.size() < MAX_TREND_AVERAGES) {
          averaged.add(m);
        }
      }
      for (ColumnEntry m : averaged) {
        aggregates.add(new Agg(AggFunc.AVG, col(m), false, null));
      }
      if (!averaged.isEmpty()) {
        assumptions.add("measured by " + averaged.get(0).human()
            + (averaged.size() > 1 ? " and the like" : ""));
        return;
      }
    }
    aggregates.add(new Agg(AggFunc.COUNT, null, false, subject.name));
  }

  /** "Freight cost for each segment": shown measures of a grouped query are aggregated. */
  boolean aggregateShownMeasures() {
    List<Col> measures = new ArrayList<>();
    for (Col p : projections) {
      ColumnEntry c = find(p);
      if (c != null && c.isMeasure()) {
        measures.add(p);
      }
    }
    if (measures.isEmpty()) {
      return false;
    }
    for (Col m : measures) {
      aggregates.add(new Agg(Defaults.aggregateFor(find(m)), m, false, null));
      projections.remove(m);
    }
    return true;
  }

  void sumMoney() {
    List<ColumnEntry> measures = Defaults.measures(subject);
    if (measures.isEmpty()) {
      aggregates.add(new Agg(AggFunc.COUNT, null, false, subject.name));
      return;
    }
    aggregates.add(new Agg(AggFunc.SUM, col(measures.get(0)), false, null));
    assumptions.add("sales measured by " + measures.get(0).human());
    d.penalty += measures.size() > 1 ? DOUBT_MUCH : DOUBT_SLIGHT;
    d.accountMeasureWords(measures.get(0), measures.size() > 1 || roles.moneySubjectGuessed
        ? GUESSED : SURE, true, "money measure");
  }

  /** Aggregated queries group by their shown columns; "which" rows show the label. */
  void reconcile() {
    extremeRow();
    if (!aggregates.isEmpty() || !groups.isEmpty() || hasCountOrder() || hasHaving()) {
      showGroupedTablesColumns();
      List<Col> kept = new ArrayList<>();
      for (Col p : projections) {
        if (coveredByGroup(p) || aggregatedColumn(p)) {
          continue;
        }
        if (!aggregates.isEmpty() || hasCountOrder() || hasHaving()) {
          groups.add(Group.byColumn(p));
        }
        kept.add(p);
      }
      projections.clear();
      if (aggregates.isEmpty() && !hasCountOrder() && !hasHaving()) {
        projections.addAll(kept);
      }
      if ((hasCountOrder() || hasHaving()) && groups.isEmpty()) {
        groups.add(Group.byTable(subject.name));
      }
      return;
    }
    if (reading.has(Cue.Kind.WHICH) && projections.size() == 1 && sorting.size() == 1
        && projections.get(0).equals(sorting.get(0).column()) && d.limit != null) {
      projections.clear();
    }
    if (projections.isEmpty() && reading.has(Cue.Kind.WHICH) && !reading.has(Cue.Kind.ALL)) {
      ColumnEntry label = subject.labelColumn();
      if (label != null && label.kind == ColumnKind.TEXT) {
        projections.add(col(label));
        ColumnEntry surname = subject.surnameColumn();
        if (surname != null) {
          projections.add(col(surname));
        }
      }
    }
    if (reading.has(Cue.Kind.DISTINCT) && !projections.isEmpty()) {
      d.distinct = true;
    }
    criteriaNotShown();
    datedMeasures();
  }

  /**
   * "The warehouse whose number of items is the largest": a column named after "whose" or
   * "with" only to rank or compare by is not shown, when other columns are.
   */
  void criteriaNotShown() {
    if (projections.size() < 2) {
      return;
    }
    for (Order o : sorting) {
      Link link = o.column() == null ? null : shownBy.get(o.column());
      if (link != null && link.from > 0 && projections.size() > 1 && criterion(link)) {
        projections.remove(o.column());
      }
    }
  }

  /** Measures shown alone from a dated table come with their date, latest first. */
  /**
   * "The maximum load and the model of the trucks with 3 axles": one maximum or minimum
   * shown with other columns and no grouping asks for the row that has it.
   */
  private void extremeRow() {
    if (aggregates.size() != 1 || projections.isEmpty() || !groups.isEmpty()
        || reading.has(Cue.Kind.GROUP) || reading.has(Cue.Kind.EACH_OF_THOSE) || hasHaving()
        || reading.has(Cue.Kind.DISTINCT)) {
      return;
    }
    Agg a = aggregates.get(0);
    if (a.column() == null || a.func() != AggFunc.MAX && a.func() != AggFunc.MIN) {
      return;
    }
    aggregates.clear();
    if (!projections.contains(a.column())) {
      projections.add(0, a.column());
    }
    sorting.add(0, new Order(OrderKind.COLUMN, a.column(), null, a.func() == AggFunc.MAX));
    d.limit = 1;
  }

  /** Whether "with", "whose" or "where" introduces the term, through cue and function words. */
  private boolean criterion(Link link) {
    for (int k = link.from - 1; k >= 0 && k >= link.from - CRITERION_REACH; k--) {
      Token t = reading.tokens.get(k);
      if (t.is("whose") || t.is("with") || t.is("where") || t.is("has") || t.is("have")) {
        return true;
      }
      if (!(t.isWord() && (Lexicon.isStop(t.lower()) || Lexicon.isCue(t.lower())))) {
        return false;
      }
    }
    return false;
  }

  /**
   * A listing of measures alone shows them by date, newest first; never a model's metric, which
   * is one total (a period filters it, it does not group it).
   */
  void datedMeasures() {
    if (projections.isEmpty() || !sorting.isEmpty() || d.distinct) {
      return;
    }
    TableEntry table = null;
    for (Col p : projections) {
      ColumnEntry c = find(p);
      if (c == null || !c.isMeasure() || c.metric || table != null && c.table != table) {
        return;
      }
      table = c.table;
    }
    ColumnEntry date = Defaults.dateColumn(table);
    if (date != null) {
      projections.add(0, col(date));
      sorting.add(new Order(OrderKind.COLUMN, col(date), null, true));
    }
  }

  /**
   * "The landlord with the most flats: list id, first and last name": a grouped table whose columns
   * are shown is grouped by its key, and shows those columns instead of its label.
   */
  void showGroupedTablesColumns() {
    for (int i = 0; i < groups.size(); i++) {
      Group g = groups.get(i);
      if (g.table() == null || g.keyOnly()) {
        continue;
      }
      List<Col> own = new ArrayList<>();
      for (Col p : projections) {
        if (p.table().equals(g.table()) && !aggregatedColumn(p)) {
          own.add(p);
        }
      }
      TableEntry t = find(g.table());
      if (own.isEmpty() || t == null || t.primaryKey.isEmpty()) {
        continue;
      }
      groups.set(i, g.asKeyOnly());
      for (Col p : own) {
        Group byColumn = Group.byColumn(p);
        if (!groups.contains(byColumn)) {
          groups.add(byColumn);
        }
      }
      projections.removeAll(own);
    }
  }

  boolean coveredByGroup(Col p) {
    for (Group g : groups) {
      if (p.equals(g.column())) {
        return true;
      }
      if (g.table() != null && g.table().equals(p.table())) {
        return isLabelOrKey(p);
      }
    }
    return false;
  }

  boolean isLabelOrKey(Col p) {
    for (TableEntry t : roles.focus) {
      if (t.name.equals(p.table())) {
        ColumnEntry c = t.column(p.column());
        return c != null && (c == t.labelColumn() || c.primaryKey);
      }
    }
    return false;
  }

  void confidence() {
    int unmatched = d.ledger.unaccounted().size() + d.ledger.guessed().size()
        + d.ledger.count(WordLedger.Evidence.TIME_WORD, 0)
        + d.ledger.count(WordLedger.Evidence.ORDINARY, 0);
    d.penalty += Math.min(MAX_UNMATCHED_DOUBT, UNMATCHED_DOUBT * unmatched);
    d.penalty += Math.min(MAX_AMBIGUOUS_DOUBT, AMBIGUOUS_DOUBT * roles.ambiguous.size());
    if (!roles.subjectFromTable) {
      d.penalty += DOUBT_SLIGHT;
    }
  }
}
