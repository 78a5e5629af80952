package dev.nljdbc.clarification;

import dev.nljdbc.dialog.ClarificationStep.Draft;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Applies answers to a draft (docs/requirements.md#clarification, C4): a chosen column or
 * table becomes a resolution, which both generators honour; the other answers rewrite the
 * question into the explicit one the person meant ("show me recent orders" with "last 7 days"
 * becomes "show me orders last 7 days"), so that the offline engine, whose request has no field
 * for a period or a threshold, reads them too, and follow-ups carry them.
 */
final class Rewriter {
  private Rewriter() {
  }

  /**
   * The original draft with every answer applied, in order.
   *
   * @param original the draft before any clarification
   * @param input what the person typed last (the answer), recorded as the turn's input
   */
  static Draft apply(Draft original, String input, List<Answered> answers) {
    if (answers.isEmpty()) {
      return original;
    }
    String question = original.request().question();
    String feedback = original.request().refinement() == null ? null
        : original.request().refinement().feedback();
    Map<String, String> resolutions = new LinkedHashMap<>();
    for (Answered a : answers) {
      question = rewrite(question, a, resolutions);
      if (feedback != null) {
        feedback = rewrite(feedback, a, new LinkedHashMap<>());
      }
    }
    return original.withResolutions(resolutions).clarified(input, question, feedback,
        note(answers));
  }

  /**
   * What {@code /history} shows: "clarified: price = close_price; auto-resolved from your earlier
   * answers: recent = today".
   */
  static String note(List<Answered> answers) {
    List<String> asked = new ArrayList<>();
    List<String> learned = new ArrayList<>();
    for (Answered a : answers) {
      (a.learned() ? learned : asked).add(a.ambiguity().term() + " = " + a.answer());
    }
    StringBuilder sb = new StringBuilder();
    if (!asked.isEmpty()) {
      sb.append("clarified: ").append(String.join("; ", asked));
    }
    if (!learned.isEmpty()) {
      sb.append(sb.length() == 0 ? "" : "; ")
          .append("auto-resolved from your earlier answers: ").append(String.join("; ", learned));
    }
    return sb.toString();
  }

  private static String rewrite(String text, Answered answered, Map<String, String> resolutions) {
    Ambiguity a = answered.ambiguity();
    String answer = answered.answer();
    switch (a.rewrite()) {
      case PICK:
        resolutions.put(a.term(), a.detail() == null ? answer : answer + "." + a.detail());
        return text;
      case NOTE:
        resolutions.put(a.term(), answer);
        return text;
      case SOURCE:
        return text + " from " + answer;
      case PERIOD:
        return join(remove(text, a.span()), answer);
      case COMPARE:
        return join(remove(text, a.span()), "with " + a.detail() + " " + answer);
      case AFTER:
        return replace(text, a.span(), a.span() + " " + words(answer));
      case VALUE:
        return replace(text, a.span(), a.detail() + " " + answer);
      case MEANING:
        return replace(text, a.span(), UnplacedWord.asWords(answer));
      default:
        return text;
    }
  }

  /** Column names read as words: {@code net_weight} becomes "net weight". */
  private static String words(String answer) {
    return answer.replace('_', ' ');
  }

  private static String remove(String text, String span) {
    Matcher m = find(text, span);
    if (m == null) {
      return text;
    }
    return (text.substring(0, m.start()) + " " + text.substring(m.end())).replaceAll("\\s+", " ")
        .strip();
  }

  private static String replace(String text, String span, String replacement) {
    Matcher m = find(text, span);
    if (m == null) {
      return join(text, replacement);
    }
    return text.substring(0, m.start()) + replacement + text.substring(m.end());
  }

  private static Matcher find(String text, String span) {
    if (span == null || span.isBlank()) {
      return null;
    }
    Matcher m = Pattern.compile("(?<![\\p{L}\\p{N}_])" + Pattern.quote(span.strip())
        + "(?![\\p{L}\\p{N}_])", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE).matcher(text);
    return m.find() ? m : null;
  }

  private static String join(String text, String tail) {
    String t = text.strip();
    while (!t.isEmpty() && ".?!".indexOf(t.charAt(t.length() - 1)) >= 0) {
      t = t.substring(0, t.length() - 1).strip();
    }
    return t + " " + tail.strip();
  }
}
