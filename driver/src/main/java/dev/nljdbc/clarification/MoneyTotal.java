package dev.nljdbc.clarification;

import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.offline.OfflineSqlGenerator;
import dev.nljdbc.schema.TableInfo;
import java.util.Set;

/**
 * The rule that settles "total" over a table with one money measure: a total or sum that names
 * no measure ("total driver pay last month") adds up the table's money, and when the table has
 * exactly one money-like measure (an amount, a price, pay) beside counts, distances and
 * durations, that measure is what the engine sums; the question which column is not asked. An
 * average ("average turnout per class") is still asked about: an average of a quantity is as
 * likely as one of money. On the blind suites' dev turns the aggregation question was asked
 * twice where none was needed, and here the reading underneath was right (docs/accuracy.md,
 * "Why the engine asks").
 */
final class MoneyTotal {
  /** The aggregate words that add up. */
  private static final Set<String> ADDITIVE = Set.of("total", "sum");

  private MoneyTotal() {
  }

  /**
   * Whether the aggregate word needs no question over the table.
   *
   * @param engine the offline engine, for the table's money measures
   * @param request the question with its schema
   * @param cue the aggregate word, in lower case
   * @param table the table the question is about
   */
  static boolean settles(OfflineSqlGenerator engine, GenerationRequest request, String cue,
      TableInfo table) {
    return ADDITIVE.contains(cue) && engine.moneyMeasures(request, table.name()).size() == 1;
  }
}
