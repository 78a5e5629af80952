/**
 * The clarification layer (docs/requirements.md#clarification): between expansion and generation it detects what
 * is too ambiguous to answer well, asks the person with a clarification result set, reads the
 * next statement as the answer, and continues generation with the answers as resolutions.
 *
 * <p>Detection runs in two stages: the intent level (a question too vague to act on, "show me
 * data") and the schema level once the schema is known (column, table, vague-term, threshold,
 * aggregation and missing-filter ambiguities), by rules over the schema and its sampled values
 * and, with a language model configured, by a JSON ambiguity prompt on the fast model.
 * Pending clarifications and learned answers live in the state store ({@code state.url}).
 * {@link dev.nljdbc.clarification.Clarifications} builds each session's step.
 */
package dev.nljdbc.clarification;
