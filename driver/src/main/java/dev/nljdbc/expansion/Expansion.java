package dev.nljdbc.expansion;

/**
 * A question made standalone (docs/requirements.md#query-expansion).
 *
 * @param standalone the question to generate from
 * @param followUp whether the input was a follow-up of earlier questions
 * @param byModel whether a language model wrote it (false: rules, or a model's failure fell back)
 * @param restated whether the standalone question is the earlier one restated with a word or a
 *     number swapped ("what about the highest?"), complete in itself, so that it is generated
 *     afresh rather than as a change to the current query
 */
public record Expansion(String standalone, boolean followUp, boolean byModel, boolean restated) {
  /** An expansion that is not a restatement. */
  public Expansion(String standalone, boolean followUp, boolean byModel) {
    this(standalone, followUp, byModel, false);
  }
}
