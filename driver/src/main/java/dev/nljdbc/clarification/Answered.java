package dev.nljdbc.clarification;

/**
 * An ambiguity with its answer.
 *
 * @param ambiguity what was open
 * @param answer the answer as it applies (an option's text, a plain number, a period, a value)
 * @param learned whether a learned answer resolved it without asking
 */
record Answered(Ambiguity ambiguity, String answer, boolean learned) {
}
