package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.spec.QuerySpec.Agg;
import dev.nljdbc.generation.offline.spec.QuerySpec.Col;
import dev.nljdbc.generation.offline.spec.QuerySpec.Order;
import dev.nljdbc.generation.offline.spec.QuerySpec.OrderKind;
import dev.nljdbc.generation.offline.words.AggFunc;
import dev.nljdbc.language.MeasureWords;
import dev.nljdbc.language.Token;
import java.math.BigDecimal;
import java.util.List;

/**
 * A median or percentile of a measure: "median order value", "90th percentile of delivery days
 * per region". The words place their measure as "average" does; here the aggregate of that
 * measure becomes its percentile (one half for the median, the ordinal before "percentile"
 * otherwise), and an ordering by it follows. A measure only shown, not aggregated, is
 * aggregated so.
 */
final class Percentiles extends SpecStep {

  private static final BigDecimal HALF = new BigDecimal("0.5");
  private static final int HUNDRED = 100;

  Percentiles(SpecDraft d) {
    super(d);
  }

  void apply() {
    BigDecimal fraction = fraction();
    if (fraction == null) {
      return;
    }
    for (int i = 0; i < aggregates.size(); i++) {
      Agg a = aggregates.get(i);
      if (a.column() != null && a.func() != AggFunc.COUNT && a.func() != AggFunc.SHARE) {
        aggregates.set(i, a.asPercentile(fraction));
        sorting.replaceAll(o -> o.kind() == OrderKind.AGGREGATE && a.column().equals(o.column())
            ? new Order(OrderKind.AGGREGATE, o.column(), AggFunc.PERCENTILE, o.descending(),
                o.of()) : o);
        accountWords();
        return;
      }
    }
    for (Col p : projections) {
      ColumnEntry c = find(p);
      if (c != null && c.isNumeric() && !c.isKey()) {
        projections.remove(p);
        aggregates.add(new Agg(AggFunc.AVG, p, false, null).asPercentile(fraction));
        sorting.removeIf(o -> o.kind() == OrderKind.COLUMN);
        d.distinct = false;
        d.limit = null;
        accountWords();
        return;
      }
    }
  }

  /** Records the median or percentile words as accounted for by this step. */
  private void accountWords() {
    for (Token t : reading.tokens) {
      if (MeasureWords.MEDIAN.contains(t.lower()) || MeasureWords.PERCENTILE.contains(t.lower())) {
        d.account(t.index(), SURE, "percentile");
      }
    }
  }

  /** One half for "median", n/100 for "nth percentile", or null when neither is asked. */
  private BigDecimal fraction() {
    List<Token> tokens = reading.tokens;
    for (int i = 0; i < tokens.size(); i++) {
      String w = tokens.get(i).lower();
      if (MeasureWords.MEDIAN.contains(w)) {
        return HALF;
      }
      if (MeasureWords.PERCENTILE.contains(w) && i > 0
          && tokens.get(i - 1).kind() == Token.Kind.NUMBER) {
        BigDecimal n = new BigDecimal(tokens.get(i - 1).text());
        if (n.signum() > 0 && n.compareTo(BigDecimal.valueOf(HUNDRED)) < 0) {
          usedLiterals.add(tokens.get(i - 1));
          return n.movePointLeft(2);
        }
      }
    }
    return null;
  }
}
