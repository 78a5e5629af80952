package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.ColumnKind;
import dev.nljdbc.generation.offline.index.Defaults;
import dev.nljdbc.generation.offline.index.JoinPaths;
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
import dev.nljdbc.language.TimeUnit;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordForms;
import java.util.List;

/**
 * Applies the cues no term used: trends, aggregate words without a column, superlatives, limits,
 * sorting by frequency, alphabetical order.
 */
final class CueApplier extends SpecStep {

  CueApplier(SpecDraft d) {
    super(d);
  }

  void trend() {
    TimeUnit unit = null;
    boolean trend = false;
    for (Cue c : reading.cues) {
      if (c.kind() == Cue.Kind.TREND) {
        trend = true;
        used.add(c);
        if (unit == null) {
          unit = c.unit();
        }
      }
    }
    if (!trend) {
      return;
    }
    ColumnEntry named = unit == null ? null : columnNamed(unit.word());
    if (named != null && !named.isTemporal()) {
      addFirstGroup(Group.byColumn(col(named)));
      sorting.add(0, new Order(OrderKind.COLUMN, col(named), null, false));
      return;
    }
    ColumnEntry date = dateColumn();
    if (date == null) {
      ColumnEntry year = yearColumn();
      if (year != null) {
        addFirstGroup(Group.byColumn(col(year)));
        sorting.add(0, new Order(OrderKind.COLUMN, col(year), null, false));
      } else {
        d.penalty += DOUBT_SERIOUS;
        assumptions.add("no date column for a trend");
      }
      return;
    }
    TimeUnit u = unit == null ? TimeUnit.MONTH : unit;
    addFirstGroup(Group.byBucket(col(date), u));
    sorting.add(0, new Order(OrderKind.BUCKET, col(date), null, false));
    if (!mentioned(date)) {
      assumptions.add("trend by " + u.word() + " of " + date.table.human() + " "
          + date.human());
    }
  }

  ColumnEntry columnNamed(String word) {
    for (TableEntry t : roles.focus) {
      for (ColumnEntry c : t.columns) {
        if (c.words.size() == 1
            && WordForms.similarity(c.words.get(0), word) >= WordForms.SAME_WORD) {
          return c;
        }
      }
      break;
    }
    return null;
  }

  /** Cues that no term used: aggregates without a column, superlatives, limits, order words. */
  void pendingCues() {
    for (Cue c : reading.cues) {
      if (used.contains(c) || insideLink(c)) {
        continue;
      }
      switch (c.kind()) {
        case AGGREGATE:
          if (!(c.func() == AggFunc.SUM && (reading.has(Cue.Kind.COUNT) || hasCount()))) {
            aggregateOfDefault(c);
          }
          break;
        case COUNT:
          if (!hasCount()) {
            aggregates.add(new Agg(AggFunc.COUNT, null, false, subject.name));
          }
          break;
        case SUPERLATIVE:
          superlative(c);
          break;
        case DISTINCT:
          d.distinct = true;
          break;
        default:
          break;
      }
    }
    entityGrouping();
    LatestRows latest = new LatestRows(d);
    for (Cue c : reading.cues) {
      if (c.kind() == Cue.Kind.LIMIT && !used.contains(c)) {
        d.limit = c.number();
        if (sorting.isEmpty() && !aggregates.isEmpty() && !groups.isEmpty()) {
          Agg first = aggregates.get(0);
          sorting.add(first.func() == AggFunc.COUNT && first.column() == null
              ? new Order(OrderKind.COUNT, null, null, c.descending(), first.of())
              : new Order(OrderKind.AGGREGATE, first.column(), first.func(), c.descending()));
        } else if (sorting.isEmpty() && aggregates.isEmpty() && groups.isEmpty()
            && latest.asksLatest(c)) {
          latest.order(c);
        } else if (sorting.isEmpty() && isRankingWord(c)) {
          rankByDefault(c.descending());
        }
      }
    }
    sortByFrequency();
    for (Cue c : reading.cues) {
      if (used.contains(c)) {
        continue;
      }
      if (c.kind() == Cue.Kind.ALPHABETICAL && sorting.isEmpty()) {
        ColumnEntry label = labelFor();
        if (label != null) {
          sorting.add(new Order(OrderKind.COLUMN, col(label), null, false));
        }
      } else if (c.kind() == Cue.Kind.DIRECTION && !sorting.isEmpty()
          && c.from() > firstOrderToken()) {
        Order last = sorting.get(sorting.size() - 1);
        sorting.set(sorting.size() - 1, last.flipped(c.descending()));
      }
    }
  }

  /**
   * "Top 3 vehicles by total weight", "the suppliers with the highest average rating": an entity
   * named for itself with aggregates of its child rows is grouped by that entity.
   */
  void entityGrouping() {
    if (aggregates.isEmpty() || !groups.isEmpty() || !roles.subjectFromTable
        || !(reading.has(Cue.Kind.LIMIT) || reading.has(Cue.Kind.SUPERLATIVE)
        || reading.has(Cue.Kind.WHICH))) {
      return;
    }
    for (Agg a : aggregates) {
      if (a.column() == null || a.column().table().equals(subject.name)) {
        return;
      }
      TableEntry t = find(a.column().table());
      if (t == null || JoinPaths.manyToOne(t, subject) == null) {
        return;
      }
    }
    groups.add(Group.byTable(subject.name));
  }

  boolean insideLink(Cue c) {
    Link l = reading.linkAt(c.from());
    return l != null && l.to > l.from + 1 && (c.kind() == Cue.Kind.AGGREGATE
        || c.kind() == Cue.Kind.SUPERLATIVE || c.kind() == Cue.Kind.COUNT);
  }

  /** "Sorted by their frequency", "in ascending order of count": ordering by the row count. */
  void sortByFrequency() {
    for (Cue sort : reading.cues) {
      if (sort.kind() != Cue.Kind.SORT || used.contains(sort)) {
        continue;
      }
      int k = sort.to();
      while (k < reading.tokens.size() && (reading.tokens.get(k).is("their")
          || reading.tokens.get(k).is("the") || reading.tokens.get(k).is("its"))) {
        k++;
      }
      if (k >= reading.tokens.size() || reading.linkAt(k) != null) {
        continue;
      }
      Token t = reading.tokens.get(k);
      if (t.is("count") || t.is("frequency") || t.is("popularity") || t.is("counts")) {
        used.add(sort);
        for (Cue c : reading.cuesAt(k)) {
          used.add(c);
        }
        aggregates.removeIf(a -> a.func() == AggFunc.COUNT && a.column() == null);
        sorting.add(new Order(OrderKind.COUNT, null, null, direction(null, false), subject.name));
      }
    }
  }

  int firstOrderToken() {
    for (Cue c : reading.cues) {
      if (c.kind() == Cue.Kind.SORT) {
        return c.from() - 1;
      }
    }
    return -1;
  }

  boolean isRankingWord(Cue limitCue) {
    String w = reading.tokens.get(limitCue.from()).lower();
    return w.equals("top") || w.equals("bottom") || w.equals("best") || w.equals("worst")
        || reading.has(Cue.Kind.SUPERLATIVE);
  }

  void rankByDefault(boolean descending) {
    List<ColumnEntry> measures = Defaults.measures(subject);
    if (!measures.isEmpty()) {
      sorting.add(new Order(OrderKind.COLUMN, col(measures.get(0)), null, descending));
      assumptions.add("ranked by " + measures.get(0).human());
      d.penalty += DOUBT_SOME;
      d.accountMeasureWords(measures.get(0), measures.size() == 1 ? SURE : GUESSED, false,
          "default ranking");
    }
  }

  ColumnEntry labelFor() {
    for (Col p : projections) {
      ColumnEntry c = roles.focus.isEmpty() ? null : find(p);
      if (c != null && c.kind == ColumnKind.TEXT) {
        return c;
      }
    }
    return subject.labelColumn();
  }

  /**
   * An aggregate word with no column of its own ("total", "average") takes the table's
   * measure. The cue word is accounted for by that default: surely when it adds up the table's
   * only money measure, else as a guess.
   */
  void aggregateOfDefault(Cue c) {
    AggFunc func = c.func();
    if (func == AggFunc.COUNT) {
      return;
    }
    TableEntry table = subject;
    List<ColumnEntry> measures = Defaults.measures(table);
    if (measures.isEmpty()) {
      d.penalty += DOUBT_SERIOUS;
      assumptions.add("no measure for '" + func.words + "'");
      return;
    }
    ColumnEntry m = measures.get(0);
    aggregates.add(new Agg(func, col(m), false, null));
    assumptions.add(func.words + " of " + m.human());
    d.penalty += measures.size() > 1 ? DOUBT_SERIOUS : DOUBT_SLIGHT;
    boolean sure = func == AggFunc.SUM && measures.size() == 1 && m.isMoneyLike();
    double score = sure ? SURE : GUESSED;
    d.ledger.account(c.from(), c.to(), WordLedger.Evidence.CUE, score, "default measure");
    d.accountMeasureWords(m, score, func == AggFunc.SUM, "default measure");
  }


  void superlative(Cue c) {
    ColumnEntry column = null;
    if (c.concept() != null) {
      column = Defaults.conceptColumn(c.concept(), roles.focus);
    }
    if (column == null) {
      if (reading.has(Cue.Kind.LIMIT) || !sorting.isEmpty()) {
        return;
      }
      List<ColumnEntry> measures = Defaults.measures(subject);
      if (measures.isEmpty() || !d.rowWanted && !reading.has(Cue.Kind.WHICH)) {
        return;
      }
      column = measures.get(0);
      assumptions.add("ranked by " + column.human());
      d.penalty += DOUBT_SOME;
      d.accountMeasureWords(column, measures.size() == 1 ? SURE : GUESSED, false,
          "default ranking");
    }
    boolean descending = c.descending();
    if (c.concept() != null && column.isTemporal() && !c.concept().columnWords().contains("date")) {
      descending = !descending;
    }
    if (reading.has(Cue.Kind.LIMIT)) {
      sorting.add(new Order(OrderKind.COLUMN, col(column), null, descending));
      return;
    }
    d.rowWanted = true;
    extreme(column, descending);
  }
}
