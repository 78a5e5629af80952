package dev.nljdbc.generation.offline.index;

import dev.nljdbc.generation.offline.words.AggFunc;
import dev.nljdbc.language.Adjectives;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.Synonyms;
import dev.nljdbc.language.WordForms;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What the engine picks when the question does not say: the date column of a table, the
 * measure to sum or average, the aggregate that suits a measure, and the column an adjective
 * ("oldest", "cheapest") or a unit ("kg") refers to. Generic word heuristics only.
 */
public final class Defaults {

  /** What each later word of a concept costs, so that its first word's column wins a tie. */
  private static final double LATER_WORD_STEP = 0.01;
  /** A date column for a date concept that no word names ("oldest" for a birth date). */
  private static final double ANY_DATE_SCORE = 0.5;
  /** What the table's own date column adds to {@link #ANY_DATE_SCORE}. */
  private static final double DATE_COLUMN_BONUS = 0.1;

  private static final Set<String> AVERAGED = Set.of("price", "rate", "ratio", "percentage",
      "percent", "pct", "age", "score", "rating", "grade", "temperature", "speed", "height",
      "latitude", "longitude", "expectancy", "average", "avg", "mean", "margin", "share",
      "level", "rank", "ranking", "year", "duration", "length", "size", "capacity", "salary",
      "unit");

  /** Words of the measure a table's amount means when the question names none. */
  private static final Set<String> MAIN_MEASURE = Set.of("total", "amount", "revenue", "sales",
      "value", "price");

  private Defaults() {}

  /**
   * The date or timestamp column a period or a trend of this table applies to, or null: the
   * table's event date ({@link EventDate}).
   */
  public static ColumnEntry dateColumn(TableEntry table) {
    return EventDate.of(table);
  }

  /** A numeric year column of the table ("year", "release_year"), or null. */
  public static ColumnEntry yearColumn(TableEntry table) {
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
   * they tie (bid, ask and last price). Never a semantic model's metric or computed field, which
   * only its own name asks for.
   */
  public static List<ColumnEntry> measures(TableEntry table) {
    List<ColumnEntry> money = new ArrayList<>();
    List<ColumnEntry> other = new ArrayList<>();
    for (ColumnEntry c : table.columns) {
      if (!c.isMeasure() || c.derived) {
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
      if (MAIN_MEASURE.contains(w) || Synonyms.of(w).contains("amount")) {
        score += 2;
      }
      if (Lexicon.DEDUCTION.contains(w)) {
        score -= 2;
      } else if (w.equals("tax") || w.equals("unit") || w.equals("fee") || w.equals("cost")) {
        score -= 1;
      }
    }
    if (c.remarkWords.contains("discount")) {
      score -= 1;
    }
    return score;
  }

  /** SUM for additive measures (amounts, quantities, weights), AVG for prices, rates, ages. */
  public static AggFunc aggregateFor(ColumnEntry c) {
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
  public static ColumnEntry conceptColumn(Adjectives.Concept concept, List<TableEntry> tables) {
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
              score = Math.max(score, s - k * LATER_WORD_STEP);
            }
          }
        }
        if (concept.columnWords().contains("date") && c.isTemporal() && score == 0) {
          score = ANY_DATE_SCORE + (c == dateColumn(t) ? DATE_COLUMN_BONUS : 0);
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
  public static ColumnEntry unitColumn(String unit, List<TableEntry> tables) {
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

  /**
   * Whether a word means a table's main measure when no column is named by it ("sort them by
   * amount" where the column is sum_owed_amt).
   */
  public static boolean namesMainMeasure(String lower) {
    String lemma = WordForms.lemma(lower);
    return MAIN_MEASURE.contains(lemma) || MAIN_MEASURE.contains(lower)
        || Synonyms.of(lemma).contains("amount");
  }

  /** Whether a word asks for money (sales, revenue): a sum of the money measure. */
  public static boolean isMoneyWord(String lower) {
    String lemma = WordForms.lemma(lower);
    return Set.of("sale", "revenue", "turnover", "income", "spend", "spending", "earning",
        "takings", "proceed", "billing").contains(lemma);
  }
}
