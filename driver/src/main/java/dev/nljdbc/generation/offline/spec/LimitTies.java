package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.language.MeasureWords;
import dev.nljdbc.language.Token;

/**
 * A limit that keeps ties: "top 3 products by units, ties included", "the 5 longest routes with
 * ties". The rows that tie with the last one kept are kept too.
 */
final class LimitTies extends SpecStep {

  LimitTies(SpecDraft d) {
    super(d);
  }

  void apply() {
    if (d.limit == null || sorting.isEmpty()) {
      return;
    }
    for (Token t : reading.tokens) {
      if (MeasureWords.TIES.contains(t.lower())) {
        d.ties = true;
        d.account(t.index(), SURE, "ties");
        return;
      }
    }
  }
}
