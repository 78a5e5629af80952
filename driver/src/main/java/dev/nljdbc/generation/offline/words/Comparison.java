package dev.nljdbc.generation.offline.words;

import dev.nljdbc.language.Adjectives;
import java.math.BigDecimal;

/**
 * A number in a question with its comparison: "over 10000 kg", "at least 3", "between 10 and 20",
 * "older than 30", or a bare number ("grade 9").
 *
 * @param from the first token of the phrase
 * @param to the token after the phrase
 * @param op the comparison ({@code EQ} for a bare number)
 * @param value the number, or the lower end of BETWEEN; null to compare with the column's
 *     average
 * @param upper the upper end of BETWEEN, or null
 * @param unit the word after the number ("kg", "visits"), or null
 * @param unitIndex the token index of that word, or -1
 * @param concept the concept of a comparative adjective ("older": age), or null
 * @param bare whether no comparison word came with the number
 * @param alternatives further numbers joined by "or" ("9 or 10"), for EQ
 * @param hintIndex the token of a word inside the phrase that names the column ("above age
 *     20", "a greater weight than 10"), or -1
 */
public record Comparison(int from, int to, CompareOp op, BigDecimal value, BigDecimal upper,
    String unit, int unitIndex, Adjectives.Concept concept, boolean bare,
    java.util.List<BigDecimal> alternatives, int hintIndex) {

  public Comparison {
    alternatives = alternatives == null ? java.util.List.of() : java.util.List.copyOf(alternatives);
  }
}
