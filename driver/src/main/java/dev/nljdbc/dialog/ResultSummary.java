package dev.nljdbc.dialog;

/**
 * What the conversation keeps of the last successful execution: enough to show and refine, not
 * the rows (docs/requirements.md#query-expansion, E8: the history keeps queries, not rows).
 *
 * @param executedSql the SQL that ran, after the security layer
 * @param rowCount the rows it returned, or null when unknown
 */
public record ResultSummary(String executedSql, Integer rowCount) {
}
