package dev.nljdbc.dialog;

import java.util.List;

/**
 * A fragment typed instead of an answer to a question asked back ("by region", "just for the
 * Paris store", "and the same for last year" after "which date of orders does 'last month'
 * apply to?"). The question asked about ran no query, so to the detector every input is
 * a new question, and a fragment read alone names only what it adds: "by region" would list the
 * regions. Such a fragment builds on the question asked about instead, as a refinement would
 * build on a query: it is read with the conversation's current query assumed, and when that
 * makes it a refinement and it does not stand on its own ({@link CompleteQuestion}), it is one,
 * and the expander joins it to the question asked about.
 */
final class UnansweredQuestion {
  private static final IntentDetector DETECTOR = new IntentDetector();

  private UnansweredQuestion() {
  }

  /**
   * The intent of {@code text}: a refinement when the last turn asked back and ran nothing and
   * the text is a fragment that refines; {@code detected} otherwise.
   */
  static DetectedIntent check(DetectedIntent detected, String text, DialogContext context,
      TopicShift topicShift, SchemaSource source, String tenantColumn) {
    if (detected.intent() != Intent.NEW_QUERY || detected.reset() || context.hasCurrentQuery()
        || !askedBack(context.previousTurns())) {
      return detected;
    }
    DetectedIntent asFollowUp = DETECTOR.detect(text, true);
    if (asFollowUp.intent() != Intent.REFINEMENT || asFollowUp.confidence() == Confidence.LOW
        || topicShift.standsAlone(text, source, tenantColumn)) {
      return detected;
    }
    return asFollowUp;
  }

  private static boolean askedBack(List<Turn> turns) {
    return !turns.isEmpty() && turns.get(turns.size() - 1).status() == TurnStatus.CLARIFICATION;
  }
}
