package dev.nljdbc.clarification;

/**
 * One clarification question: an ambiguity with its id in the clarification ({@code q1}, ...).
 *
 * @param id the question's id, {@code q1}, {@code q2}, ...
 * @param ambiguity what it asks about and how an answer applies
 */
record Question(String id, Ambiguity ambiguity) {
  String text() {
    return ambiguity.question();
  }

  QuestionKind kind() {
    return ambiguity.kind();
  }

  /** The options joined for the {@code OPTIONS} column, or null unless multiple choice. */
  String optionsText() {
    return kind() == QuestionKind.MULTIPLE_CHOICE ? String.join(" | ", ambiguity.options())
        : null;
  }
}
