package dev.nljdbc.generation;

import java.util.List;

/**
 * Numbers that say how well a generated query's reading rests on the question's words: the
 * features a fitted confidence model weighs. The SQL does not depend on them.
 *
 * @param weakest the lowest best-candidate score of the linked terms (0 without any)
 * @param mean the mean best-candidate score of the linked terms (0 without any)
 * @param covered the share of the question's content words that a link accounts for
 * @param unplaced the content words nothing accounts for: no link, period, time or comparison
 *     word, nor a step of the planner (not a vague word either)
 * @param indirect the linked terms with a word that matches no word of its name in any form
 *     (a synonym, an abbreviation, the tail of a compound name)
 * @param partial the linked names of which the term covers less than half the words
 * @param values the terms linked to a sampled value
 * @param commentOnly the terms only a comment word places
 * @param margin the smallest lead of a term's best candidate over its second (1 when alone)
 * @param joins the joins of the query
 * @param subjectNamed 1 when a term names the query's subject table, else 0
 * @param engine the engine's own confidence of the draft
 * @param terms the linked terms
 * @param assumptions what the engine chose without being told
 * @param contentWords the content words of the question
 * @param conditions the conditions of the query (WHERE and HAVING)
 * @param groups the grouping keys of the query
 * @param sorted 1 when the query sorts or limits its rows, else 0
 * @param cues the cue phrases the engine read (aggregates, rankings, negations...)
 * @param comparisons the comparisons with a number the engine read
 * @param measureWords the words a step of the planner built a measure or a shape from
 *     ("revenue" summed as the table's money, "headcount", "best-selling")
 */
public record QueryEvidence(double weakest, double mean, double covered, double unplaced,
    double indirect, double partial, double values, double commentOnly, double margin,
    double joins, double subjectNamed, double engine, double terms, double assumptions,
    double contentWords, double conditions, double groups, double sorted, double cues,
    double comparisons, double measureWords) {

  /** The names of the features, in the order of {@link #vector()}. */
  public static final List<String> NAMES = List.of("weakest", "mean", "covered", "unplaced",
      "indirect", "partial", "values", "commentOnly", "margin", "joins", "subjectNamed",
      "engine", "terms", "assumptions", "contentWords", "conditions", "groups", "sorted",
      "cues", "comparisons", "measureWords");

  /** The features in the order of {@link #NAMES}. */
  public double[] vector() {
    return new double[] {weakest, mean, covered, unplaced, indirect, partial, values,
        commentOnly, margin, joins, subjectNamed, engine, terms, assumptions, contentWords,
        conditions, groups, sorted, cues, comparisons, measureWords};
  }

  /** The evidence of a vector in the order of {@link #NAMES}. */
  public static QueryEvidence of(double[] v) {
    if (v.length != NAMES.size()) {
      throw new IllegalArgumentException("evidence has " + NAMES.size() + " features");
    }
    int i = 0;
    return new QueryEvidence(v[i++], v[i++], v[i++], v[i++], v[i++], v[i++], v[i++], v[i++],
        v[i++], v[i++], v[i++], v[i++], v[i++], v[i++], v[i++], v[i++], v[i++], v[i++], v[i++],
        v[i++], v[i]);
  }
}
