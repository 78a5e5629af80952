package dev.nljdbc.dialog;

/**
 * What intent detection decided for one input (docs/requirements.md#dialog, D2 to D4).
 *
 * @param intent new query or refinement
 * @param confidence how clearly the rules matched; low marks an ambiguous input
 * @param reset whether the input asked to start over ({@code /new}, "new query", "start over")
 */
public record DetectedIntent(Intent intent, Confidence confidence, boolean reset) {
  /** An explicit reset: a new query, sure. */
  static final DetectedIntent RESET = new DetectedIntent(Intent.NEW_QUERY, Confidence.HIGH, true);

  /** Whether the input was ambiguous (low confidence). */
  public boolean isAmbiguous() {
    return confidence == Confidence.LOW;
  }
}
