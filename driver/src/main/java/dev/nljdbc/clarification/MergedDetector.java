package dev.nljdbc.clarification;

import java.util.List;

/**
 * The rules, then the language model: at the intent stage the rules' question stands alone (a
 * question too vague to act on is asked back at once, without a model call); otherwise the
 * model's findings are merged with the rules'.
 */
final class MergedDetector implements Detector {
  private final Detector rules;
  private final Detector model;

  MergedDetector(Detector rules, Detector model) {
    this.rules = rules;
    this.model = model;
  }

  @Override
  public List<Ambiguity> detect(Subject subject) {
    List<Ambiguity> byRules = rules.detect(subject);
    if (byRules.stream().anyMatch(a -> a.type() == AmbiguityType.INTENT)) {
      return byRules;
    }
    return LlmDetector.merge(byRules, model.detect(subject), subject.resolutions());
  }
}
