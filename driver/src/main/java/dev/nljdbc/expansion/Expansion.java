package dev.nljdbc.expansion;

/**
 * A question made standalone (docs/requirements.md#query-expansion).
 *
 * @param standalone the question to generate from
 * @param followUp whether the input was a follow-up of earlier questions
 * @param byModel whether a language model wrote it (false: rules, or a model's failure fell back)
 */
public record Expansion(String standalone, boolean followUp, boolean byModel) {
}
