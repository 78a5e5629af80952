package dev.nljdbc.generation;

/**
 * SQL a generator produced for a question.
 *
 * @param sql one SELECT in the target's dialect (untrusted: the security layer checks it)
 * @param explanation what the query does, in a sentence for the person
 * @param confidence between 0 and 1
 * @param plan the generator's own structured form of the query, handed back on a refinement so
 *     the generator can edit it; null when the generator keeps none
 * @param refinementSummary for a refinement, what changed; null otherwise
 */
public record GeneratedQuery(String sql, String explanation, double confidence, Object plan,
    String refinementSummary) {
}
