package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.Defaults;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.spec.QuerySpec.Agg;
import dev.nljdbc.generation.offline.spec.QuerySpec.OrderKind;
import dev.nljdbc.generation.offline.words.AggFunc;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.Token;
import java.util.List;

/**
 * A measure of days between two dates of the same rows: "average days from order to
 * shipment", "average transit time in days from pickup to delivery", "how long between
 * invoice and payment". Each end is a date column named there, or the event date of a table
 * named there; the measure is averaged unless the question totals it or asks for the longest
 * or shortest. The question's periods and groups stay.
 */
final class DaysBetweenDates extends SpecStep {

  /** How many words before "from" or "between" may separate it from the word of time. */
  private static final int TIME_WORD_REACH = 6;

  DaysBetweenDates(SpecDraft d) {
    super(d);
  }

  void apply() {
    List<Token> tokens = reading.tokens;
    for (int i = 0; i < tokens.size(); i++) {
      Token t = tokens.get(i);
      if (!(t.is("from") || t.is("between")) || !timeWordBefore(i)) {
        continue;
      }
      int joint = joint(i + 1, t.is("from"));
      if (joint < 0) {
        continue;
      }
      ColumnEntry from = dateIn(i + 1, joint);
      ColumnEntry to = dateIn(joint + 1, end(joint + 1));
      if (from != null && to != null && from != to) {
        for (int k = Math.max(0, i - TIME_WORD_REACH); k < i; k++) {
          if (tokens.get(k).isWord() && d.ledger.at(k) == null) {
            d.account(k, SURE, "days between dates");
          }
        }
        aggregates.clear();
        aggregates.add(Agg.daysBetween(func(), col(from), col(to)));
        groups.removeIf(g -> g.bucket() == null && g.column() != null
            && (g.column().equals(col(from)) || g.column().equals(col(to))));
        projections.clear();
        sorting.removeIf(o -> o.kind() != OrderKind.BUCKET);
        d.limit = null;
        d.distinct = false;
        return;
      }
    }
  }

  /** Whether "days", "time" or "how long" comes shortly before the word at {@code at}. */
  private boolean timeWordBefore(int at) {
    List<Token> tokens = reading.tokens;
    for (int k = Math.max(0, at - TIME_WORD_REACH); k < at; k++) {
      Token w = tokens.get(k);
      if (w.is("days") || w.is("day") || w.is("time") || w.is("long") && k > 0
          && tokens.get(k - 1).is("how")) {
        return true;
      }
    }
    return false;
  }

  /** The "to" (after "from") or "and" (after "between") that ends the first date, or -1. */
  private int joint(int from, boolean fromTo) {
    List<Token> tokens = reading.tokens;
    for (int k = from + 1; k < tokens.size(); k++) {
      Token w = tokens.get(k);
      if (fromTo ? w.is("to") || w.is("until") || w.is("till") : w.is("and")) {
        return k;
      }
    }
    return -1;
  }

  /** Where the second date's words end: before a grouping or period word, or at the end. */
  private int end(int from) {
    List<Token> tokens = reading.tokens;
    for (int k = from; k < tokens.size(); k++) {
      Token w = tokens.get(k);
      if (k > from && (Lexicon.GROUP.contains(w.lower()) || Lexicon.SCOPE.contains(w.lower())
          || !w.isWord())) {
        return k;
      }
    }
    return tokens.size();
  }

  /**
   * The date a span of the question names: a date column among the candidates of a term
   * there ("shipped" names the shipped date before the status value), else a table's event
   * date. A value the term was read as is no filter any more.
   */
  private ColumnEntry dateIn(int from, int to) {
    for (Link l : reading.links) {
      if (l.from < from || l.from >= to) {
        continue;
      }
      for (Link.Target t : l.targets) {
        if (t.kind() != LinkKind.VALUE && t.column() != null && t.column().isTemporal()) {
          dropValueOf(l);
          return t.column();
        }
      }
      Link.Target t = roles.target(l);
      if (t != null && t.kind() == LinkKind.TABLE) {
        ColumnEntry date = Defaults.dateColumn(t.table());
        if (date != null) {
          return date;
        }
      }
    }
    return null;
  }

  /** Drops the value filter a term made when it names a date here instead. */
  private void dropValueOf(Link l) {
    Link.Target t = roles.target(l);
    if (t != null && t.kind() == LinkKind.VALUE) {
      filters.removeIf(f -> f.values() != null && f.values().contains(t.value()));
    }
  }

  /** The aggregate the question asks of the days: average unless it says otherwise. */
  private AggFunc func() {
    for (Token w : reading.tokens) {
      if (Lexicon.SUM.contains(w.lower())) {
        return AggFunc.SUM;
      }
      if (w.is("longest") || w.is("maximum") || w.is("max")) {
        return AggFunc.MAX;
      }
      if (w.is("shortest") || w.is("minimum") || w.is("min") || w.is("quickest")) {
        return AggFunc.MIN;
      }
    }
    return AggFunc.AVG;
  }
}
