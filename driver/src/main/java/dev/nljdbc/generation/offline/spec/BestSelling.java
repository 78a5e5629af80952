package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.Defaults;
import dev.nljdbc.generation.offline.index.JoinPaths;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.spec.QuerySpec.Agg;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.spec.QuerySpec.FilterKind;
import dev.nljdbc.generation.offline.spec.QuerySpec.Group;
import dev.nljdbc.generation.offline.spec.QuerySpec.Order;
import dev.nljdbc.generation.offline.spec.QuerySpec.OrderKind;
import dev.nljdbc.generation.offline.words.AggFunc;
import dev.nljdbc.language.MeasureWords;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordForms;
import java.util.List;

/**
 * "The best-selling category", "top-selling products", "the worst selling brand": the subject
 * ranked by what was sold of it, the sum of a quantity of the rows that refer to it (order
 * lines), or of their money where they count no units. In the singular it is the first row; a
 * number ("top 3 best-selling products") stays the limit. A period dates the selling rows.
 */
final class BestSelling extends SpecStep {

  BestSelling(SpecDraft d) {
    super(d);
  }

  void apply() {
    List<Token> tokens = reading.tokens;
    for (int i = 0; i < tokens.size(); i++) {
      int selling = MeasureWords.sellingAfter(tokens, i);
      if (selling < 0) {
        continue;
      }
      ColumnEntry sold = soldMeasure(subject);
      if (sold == null) {
        return;
      }
      dateTheSales(sold.table);
      for (int k = i; k <= selling; k++) {
        d.account(k, SURE, "best-selling");
      }
      boolean most = MeasureWords.MOST.contains(tokens.get(i).lower());
      aggregates.clear();
      aggregates.add(new Agg(AggFunc.SUM, col(sold), false, null));
      groups.removeIf(g -> g.bucket() == null);
      groups.add(Group.byTable(subject.name));
      projections.clear();
      sorting.clear();
      sorting.add(new Order(OrderKind.AGGREGATE, col(sold), AggFunc.SUM, most));
      d.distinct = false;
      if (d.limit == null && selling + 1 < tokens.size() && singular(tokens.get(selling + 1))) {
        d.limit = 1;
      }
      return;
    }
  }

  /**
   * "Best-selling product this year": a period placed on the subject's own date moves to the
   * date of the selling rows, or of the row they belong to (an order line's order).
   */
  private void dateTheSales(TableEntry selling) {
    for (int k = 0; k < filters.size(); k++) {
      Filter f = filters.get(k);
      if (f.kind() != FilterKind.PERIOD || f.yearColumn() || f.column() == null
          || !f.column().table().equals(subject.name)) {
        continue;
      }
      ColumnEntry date = sellingDate(selling);
      if (date == null) {
        return;
      }
      filters.set(k, new Filter(f.kind(), col(date), f.values(), f.op(), f.number(), f.upper(),
          f.period(), f.negated(), f.other(), f.agg(), false, f.morePeriods(), f.inner(),
          f.rankedBy(), f.ranked()));
      assumptions.add("dated by " + date.human() + " of the sales");
    }
  }

  private ColumnEntry sellingDate(TableEntry selling) {
    ColumnEntry own = Defaults.dateColumn(selling);
    if (own != null) {
      return own;
    }
    for (TableEntry.Edge e : selling.outgoing) {
      if (e.parent() != subject && Defaults.dateColumn(e.parent()) != null) {
        return Defaults.dateColumn(e.parent());
      }
    }
    return null;
  }

  private static boolean singular(Token t) {
    return t.isWord() && WordForms.lemma(t.lower()).equals(t.lower());
  }

  /**
   * The quantity of the nearest table whose rows refer to the subject, else the money of such
   * a table; null when no table refers to it.
   */
  private ColumnEntry soldMeasure(TableEntry of) {
    ColumnEntry best = null;
    int bestLength = Integer.MAX_VALUE;
    boolean bestIsQuantity = false;
    for (TableEntry t : reading.index.tables) {
      List<JoinPaths.Step> path = t == of ? List.of() : JoinPaths.manyToOne(t, of);
      if (path == null) {
        continue;
      }
      for (ColumnEntry c : t.columns) {
        boolean quantity = c.isMeasure() && !c.isMoneyLike() && !c.isKey()
            && c.words.stream().anyMatch(MeasureWords.QUANTITY::contains);
        boolean money = !quantity && c.isMoneyLike() && Defaults.measures(t).contains(c);
        if (!quantity && !money || t == of) {
          continue;
        }
        boolean better = best == null || quantity && !bestIsQuantity
            || quantity == bestIsQuantity && path.size() < bestLength;
        if (better) {
          best = c;
          bestLength = path.size();
          bestIsQuantity = quantity;
        }
      }
    }
    return best;
  }
}
