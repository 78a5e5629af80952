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
 * @param evidence what the reading behind the query rests on, for a fitted confidence model;
 *     null when the generator reports none
 */
public record GeneratedQuery(String sql, String explanation, double confidence, Object plan,
    String refinementSummary, QueryEvidence evidence) {

  /** A query without evidence. */
  public GeneratedQuery(String sql, String explanation, double confidence, Object plan,
      String refinementSummary) {
    this(sql, explanation, confidence, plan, refinementSummary, null);
  }

  /** The same query with this evidence; the SQL is unchanged. */
  public GeneratedQuery withEvidence(QueryEvidence e) {
    return new GeneratedQuery(sql, explanation, confidence, plan, refinementSummary, e);
  }
}
