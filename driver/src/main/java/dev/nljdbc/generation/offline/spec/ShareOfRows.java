package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.spec.QuerySpec.Agg;
import dev.nljdbc.generation.offline.spec.QuerySpec.Col;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.spec.QuerySpec.FilterKind;
import dev.nljdbc.generation.offline.spec.QuerySpec.Group;
import dev.nljdbc.generation.offline.spec.QuerySpec.Order;
import dev.nljdbc.generation.offline.spec.QuerySpec.OrderKind;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.MeasureWords;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordForms;
import java.util.ArrayList;
import java.util.List;

/**
 * A share of rows: "what share of orders were cancelled", "percentage of invoices paid late
 * last month", "share of cancelled orders per region". The question's conditions on the rows
 * (values, states, comparisons, related rows) become the part counted; its periods and groups
 * stay the whole it is a share of. A column named by the word itself ("percentage") is that
 * column, not a share. A rate right after a state ("the no-show rate", "cancellation rate by
 * region") is the same share, and so is a rate right after a yes/no column or a nullable date
 * ("return rate" of {@code is_returned}, "cancellation rate" of {@code cancelled_at}: the noun
 * of an act reads as the state it leaves rows in, see {@code link.RateNouns}). A share is one
 * number per group: a column it is ordered by ("order cancellation rate by region", read as
 * "order ... by") is what it is per.
 */
final class ShareOfRows extends SpecStep {

  ShareOfRows(SpecDraft d) {
    super(d);
  }

  void apply() {
    int word = shareWord();
    if (word < 0) {
      return;
    }
    List<Filter> when = new ArrayList<>();
    for (Filter f : filters) {
      if (f.kind() != FilterKind.PERIOD) {
        when.add(f);
      }
    }
    if (when.isEmpty()) {
      return;
    }
    if (when.size() > 1) {
      d.penalty += DOUBT_SOME;
    }
    d.account(word, when.size() > 1 ? GUESSED : SURE, "share of rows");
    filters.removeAll(when);
    aggregates.clear();
    aggregates.add(Agg.share(when));
    projections.clear();
    if (groups.isEmpty()) {
      for (Order o : sorting) {
        if (o.kind() == OrderKind.COLUMN && o.column() != null && !o.column().equals(
            when.get(0).column())) {
          groups.add(Group.byColumn(o.column()));
        }
      }
    }
    sorting.removeIf(o -> o.kind() != OrderKind.BUCKET);
    d.limit = null;
    d.distinct = false;
  }

  /**
   * The index of the rate word of a state, or of a share word that opens "… of" and names no
   * column; -1 when the question asks for no share.
   */
  private int shareWord() {
    List<Token> tokens = reading.tokens;
    int rate = rateOfAState();
    if (rate >= 0) {
      return rate;
    }
    for (int i = 0; i + 1 < tokens.size(); i++) {
      Token t = tokens.get(i);
      if (Lexicon.SHARE.contains(t.lower()) && tokens.get(i + 1).is("of")
          && !namesAColumn(i) && !columnAfter(i + 2)) {
        return i;
      }
    }
    return -1;
  }

  /**
   * "The no-show rate", "cancellation rate per region", "win rate this year": the index of a
   * rate word no column is named by, right after a value or state the question conditions its
   * rows on; -1 when there is none.
   */
  private int rateOfAState() {
    List<Token> tokens = reading.tokens;
    for (int i = 1; i < tokens.size(); i++) {
      if (!MeasureWords.RATE.contains(tokens.get(i).lower()) || reading.linkAt(i) != null) {
        continue;
      }
      Link before = reading.linkAt(i - 1);
      Role role = before == null ? null : roles.role(before);
      if (role == Role.VALUE || role == Role.STATE || before != null && stateColumn(before)) {
        return i;
      }
    }
    return -1;
  }

  /**
   * "Return rate" of {@code is_returned}, "order cancellation rate" of {@code cancelled_at}: a
   * yes/no column the question conditions, or a nullable date, right before the rate word is
   * the state; the date's rows in it are those where it is set.
   */
  private boolean stateColumn(Link before) {
    Link.Target t = roles.target(before);
    if (t == null || t.column() == null) {
      return false;
    }
    ColumnEntry column = t.column();
    Col c = col(column);
    boolean conditioned = filters.stream().anyMatch(f -> c.equals(f.column()));
    if (TermPlacer.isFlag(column)) {
      return conditioned;
    }
    if (!column.isTemporal() || !column.info.nullable() || column.tenant || conditioned) {
      return false;
    }
    filters.add(Filter.isNull(c, true));
    return true;
  }

  /** Whether the first term after "of" is a column: "percentage of hispanics" reads it. */
  private boolean columnAfter(int from) {
    Link first = null;
    for (Link l : reading.links) {
      if (l.from >= from && (first == null || l.from < first.from)) {
        first = l;
      }
    }
    Link.Target t = first == null ? null : roles.target(first);
    return t != null && t.column() != null && roles.role(first) != Role.VALUE
        && roles.role(first) != Role.STATE;
  }

  private boolean namesAColumn(int index) {
    String word = WordForms.lemma(reading.tokens.get(index).lower());
    for (Link l : reading.links) {
      Link.Target t = roles.target(l);
      if (l.from <= index && index < l.to && t != null && t.column() != null
          && t.column().words.contains(word)) {
        return true;
      }
    }
    return false;
  }
}
