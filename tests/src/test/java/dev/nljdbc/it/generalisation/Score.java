package dev.nljdbc.it.generalisation;

import java.util.Locale;

/** Turn outcomes of one half (dev or held-out) of the suite. */
final class Score {
  int turns;
  int right;
  int rightByAsking;
  int wrongRows;
  int errors;
  int askedNeedlessly;

  void add(Outcome outcome) {
    turns++;
    switch (outcome) {
      case RIGHT -> right++;
      case ASKED_AS_EXPECTED -> {
        right++;
        rightByAsking++;
      }
      case WRONG_ROWS -> wrongRows++;
      case ERROR -> errors++;
      case ASKED_NEEDLESSLY -> askedNeedlessly++;
      default -> throw new IllegalStateException(outcome.name());
    }
  }

  void add(Score other) {
    turns += other.turns;
    right += other.right;
    rightByAsking += other.rightByAsking;
    wrongRows += other.wrongRows;
    errors += other.errors;
    askedNeedlessly += other.askedNeedlessly;
  }

  double accuracy() {
    return percent(right);
  }

  /** Wrong answers given without asking: wrong rows and errors. */
  double wrongWithoutClarification() {
    return percent(wrongRows + errors);
  }

  double percent(int n) {
    return turns == 0 ? 0 : 100.0 * n / turns;
  }

  @Override
  public String toString() {
    return String.format(Locale.ROOT, "%d turns, right %.1f%% (%d, %d by asking), wrong without"
        + " a clarification %.1f%% (%d wrong rows, %d errors), asked needlessly %d", turns,
        accuracy(), right, rightByAsking, wrongWithoutClarification(), wrongRows, errors,
        askedNeedlessly);
  }

  /** What one turn came to. */
  enum Outcome { RIGHT, ASKED_AS_EXPECTED, WRONG_ROWS, ERROR, ASKED_NEEDLESSLY }
}
