package dev.nljdbc.generation.offline.link;

import java.util.ArrayList;
import java.util.List;

/**
 * A term of a question (one or more words) and what it may mean, best first.
 *
 * @param term the words as typed
 * @param start the offset of the term in the question
 * @param end the offset after the term
 * @param candidates what the term may mean, best first
 * @param resolution the clarification answer that decided the term, or null
 */
public record TermLink(String term, int start, int end, List<LinkCandidate> candidates,
    String resolution) {

  /** Candidates closer than this to the best one tie with it. */
  public static final double TIE_MARGIN = 0.02;

  /** Copies the candidates. */
  public TermLink {
    candidates = List.copyOf(candidates);
  }

  /**
   * Whether only a word of a comment (a table's or column's description or synonyms) places the
   * term: its best candidate scores below what any name needs, context bonus included.
   */
  public boolean placedByCommentOnly() {
    return !candidates.isEmpty() && candidates.get(0).score() < SchemaLinker.MIN_SCORE;
  }

  /** The best candidate, or null when nothing matched. */
  public LinkCandidate best() {
    return candidates.isEmpty() ? null : candidates.get(0);
  }

  /** The candidates that tie with the best one (the best one included), best first. */
  public List<LinkCandidate> tied() {
    List<LinkCandidate> tied = new ArrayList<>();
    if (candidates.isEmpty()) {
      return tied;
    }
    double top = candidates.get(0).score();
    for (LinkCandidate c : candidates) {
      if (top - c.score() <= TIE_MARGIN) {
        tied.add(c);
      }
    }
    return tied;
  }

  /** Whether two or more candidates tie for best and no clarification answer decided it. */
  public boolean isAmbiguous() {
    return resolution == null && tied().size() > 1;
  }

  /** Whether a clarification answer decided the term. */
  public boolean isResolved() {
    return resolution != null;
  }
}
