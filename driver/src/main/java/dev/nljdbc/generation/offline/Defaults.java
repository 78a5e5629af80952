package dev.nljdbc.generation.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What the engine picks when the question does not say: the date column of a table, the
 * measure to sum or average, the aggregate that suits a measure, and the column an adjective
 * ("oldest", "cheapest") or a unit ("kg") refers to. Generic word heuristics only.
 */
final class Defaults {

  private static final Set<String> AVERAGED = Set.of("price", "rate", "ratio", "percentage",
      "percent", "pct", "age", "score", "rating", "grade", "temperature", "speed", "height",
      "latitude", "longitude", "expectancy", "average", "avg", "mean", "margin", "share",
      "level", "rank", "ranking", "year", "duration", "length", "size", "capacity", "salary",
      "unit");

  private Defaults() {}

  /**
   * The date or timestamp column a period or a trend of this table applies to, or null: the
   * table's event date ({@link EventDate}).
   */
  static ColumnEntry dateColumn(TableEntry table) {
    return EventDate.of(table);
  }

  /** A numeric year column of the table ("year", "release_year"), or null. */
  static ColumnEntry yearColumn(TableEntry table) {
    for (ColumnEntry c : table.columns) {
      if (c.isYearLike() && (c.isNumeric() || c.kind == ColumnKind.TEXT) && !c.isKey()) {
        return c;
      }
    }
    return null;
  }

  /**
   * The measures a question about this table means when it names none: the money-like columns
   * (amount, price, total, value...) if any, else the other non-key numeric columns; several when
   * they tie (bid, ask and last price).
   */
  static List<ColumnEntry> measures(TableEntry table) {
    List<ColumnEntry> money = new ArrayList<>();
    List<ColumnEntry> other = new ArrayList<>();
    for (ColumnEntry c : table.columns) {
      if (!c.isMeasure()) {
        continue;
      }
      (c.isMoneyLike() ? money : other).add(c);
    }
    List<ColumnEntry> pool = money.isEmpty() ? other : money;
    if (pool.size() <= 1) {
      return pool;
    }
    List<ColumnEntry> best = new ArrayList<>();
    int bestScore = Integer.MIN_VALUE;
    for (ColumnEntry c : pool) {
      int score = measureScore(c);
      if (score > bestScore) {
        best.clear();
        bestScore = score;
      }
      if (score == bestScore) {
        best.add(c);
      }
    }
    return best;
  }

  private static int measureScore(ColumnEntry c) {
    int score = 0;
    for (String w : c.words) {
      if (w.equals("total") || w.equals("amount") || w.equals("revenue") || w.equals("sales")
          || w.equals("value") || w.equals("price")) {
        score += 2;
      }
      if (w.equals("discount") || w.equals("tax") || w.equals("unit") || w.equals("fee")
          || w.equals("cost")) {
        score -= 1;
      }
    }
    if (c.remarkWords.contains("discount")) {
      score -= 1;
    }
    return score;
  }

  /** SUM for additive measures (amounts, quantities, weights), AVG for prices, rates, ages. */
  static AggFunc aggregateFor(ColumnEntry c) {
    for (String w : c.words) {
      if (AVERAGED.contains(WordForms.lemma(w)) || AVERAGED.contains(w)) {
        if (!(w.equals("unit") && (c.words.contains("count") || c.words.contains("sold")))) {
          return AggFunc.AVG;
        }
      }
    }
    return AggFunc.SUM;
  }

  /** The column of these tables that holds an adjective's concept, or null. */
  static ColumnEntry conceptColumn(Adjectives.Concept concept, List<TableEntry> tables) {
    ColumnEntry best = null;
    double bestScore = 0;
    for (TableEntry t : tables) {
      for (ColumnEntry c : t.columns) {
        if (c.tenant || c.isKey() || !(c.isNumeric() || concept.temporal() && c.isTemporal())) {
          continue;
        }
        double score = 0;
        for (int k = 0; k < concept.columnWords().size(); k++) {
          String word = concept.columnWords().get(k);
          for (String w : c.words) {
            double s = NameScore.similarity(word, w);
            if (s > 0) {
              score = Math.max(score, s - k * 0.01);
            }
          }
        }
        if (concept.columnWords().contains("date") && c.isTemporal() && score == 0) {
          score = 0.5 + (c == dateColumn(t) ? 0.1 : 0);
        }
        if (score > bestScore) {
          best = c;
          bestScore = score;
        }
      }
      if (best != null) {
        return best;
      }
    }
    return best;
  }

  /** The numeric column of these tables a unit word names ("kg" for load_kg), or null. */
  static ColumnEntry unitColumn(String unit, List<TableEntry> tables) {
    if (unit == null) {
      return null;
    }
    for (TableEntry t : tables) {
      ColumnEntry best = null;
      double bestScore = 0;
      for (ColumnEntry c : t.columns) {
        if (!c.isMeasure()) {
          continue;
        }
        for (String w : c.words) {
          double s = NameScore.similarity(unit, w);
          if (s > bestScore) {
            best = c;
            bestScore = s;
          }
        }
      }
      if (best != null) {
        return best;
      }
    }
    return null;
  }

  /** Whether a word asks for money (sales, revenue): a sum of the money measure. */
  static boolean isMoneyWord(String lower) {
    String lemma = WordForms.lemma(lower);
    return Set.of("sale", "revenue", "turnover", "income", "spend", "spending", "earning",
        "takings", "proceed", "billing").contains(lemma);
  }
}
