package dev.nljdbc.clarification;

import dev.nljdbc.error.SqlState;
import dev.nljdbc.error.UserText;
import dev.nljdbc.language.PeriodParser;
import dev.nljdbc.language.Words;
import java.math.BigDecimal;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads an answer to one question: an option's number (1-based) or text, a number, a period or
 * any text, by the question's kind. A bad answer is a 42000 whose message says what would do.
 */
final class AnswerReader {
  private static final Pattern INTEGER = Pattern.compile("#?\\s*(\\d{1,4})\\s*[.)]?");
  private static final Pattern NUMBER = Pattern.compile(
      "[$€£]?\\s*([-+]?\\d[\\d,_ ]*(?:\\.\\d+)?)\\s*([kmb]|thousand|million|billion)?\\s*[$€£]?",
      Pattern.CASE_INSENSITIVE);

  /** Words a question or a command starts with; no answer in other words does. */
  private static final Set<String> QUESTION_START = Set.of("how", "what", "which", "who",
      "whom", "whose", "when", "where", "why", "show", "list", "find", "count", "give", "get",
      "display", "tell", "compare", "is", "are", "was", "were", "do", "does", "did", "can",
      "could", "top", "sort", "rank");
  /** Words that group or rank a result: a question's shape, not an answer's. */
  private static final Set<String> GROUPING = Set.of("by", "per", "each", "every");
  /**
   * The most words an answer in other words has ("net sales", "on hold status"); a longer one
   * is an answer only when it is written as a column or value ({@code tickets.prio = 'urgent'}).
   */
  private static final int MAX_ANSWER_WORDS = 3;

  private AnswerReader() {
  }

  /**
   * The answer as it applies: the chosen option's text, a plain number, or the text given.
   *
   * @throws SQLException 42000 when the answer does not fit the question
   */
  static String read(Question q, String raw) throws SQLException {
    String answer = unquote(raw == null ? "" : raw.strip());
    if (answer.isEmpty()) {
      throw bad(q, "the answer is empty");
    }
    switch (q.kind()) {
      case MULTIPLE_CHOICE:
        return choice(q, answer);
      case NUMBER:
        String n = number(answer);
        if (n == null) {
          throw bad(q, "'" + UserText.abbreviate(answer, 40) + "' is not a number");
        }
        return n;
      case DATE_RANGE:
        if (!isPeriod(answer)) {
          throw bad(q, "'" + UserText.abbreviate(answer, 40) + "' is not a period");
        }
        return answer;
      case TEXT:
      default:
        return answer;
    }
  }

  /**
   * Whether the text answers the question unmistakably: an option by number or name, a number
   * or a period, never free text. Used before taking a statement of a new session as the answer
   * to its user's pending clarification.
   */
  static boolean fitsStrictly(Question q, String raw) {
    String answer = unquote(raw == null ? "" : raw.strip());
    switch (q.kind()) {
      case MULTIPLE_CHOICE:
        return optionNumber(q, answer) >= 0 || matchOption(q, answer) != null;
      case NUMBER:
        return number(answer) != null;
      case DATE_RANGE:
        return isPeriod(answer) && answer.length() <= 40
            && wordsBesidesPeriods(answer) <= MAX_ANSWER_WORDS;
      default:
        return false;
    }
  }

  /**
   * Whether a text that is not an option, a number or a period of the question reads as a
   * question of its own rather than an answer in other words: it ends with a question mark or
   * starts with a question or command word, groups or ranks ("by", "per"), names a period the
   * question did not ask for, or is longer than an answer in other words (three words) without
   * being written as a column or value ("tickets without a first response"). Such a text
   * never resolves a pending clarification (docs/clarification.md#an-answer-is-an-answer).
   */
  static boolean readsAsQuestion(Question q, String raw) {
    String text = raw == null ? "" : raw.strip();
    Words words = Words.of(text);
    if (words.size() < 2 || fitsStrictly(q, text)) {
      return false;
    }
    if (text.endsWith("?") || words.isIn(0, QUESTION_START)) {
      return true;
    }
    if (words.size() > MAX_ANSWER_WORDS && !namesColumnOrValue(text)) {
      return true;
    }
    if (words.contains(GROUPING)) {
      return true;
    }
    return q.kind() != QuestionKind.DATE_RANGE && PeriodParser.namesPeriod(words);
  }

  /** Whether the text is written as a column or a value: a qualified name, a comparison or a quote. */
  private static boolean namesColumnOrValue(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '=' || c == '\'' || c == '"' || c == '.' && i > 0 && i + 1 < text.length()
          && Character.isLetter(text.charAt(i - 1)) && Character.isLetter(text.charAt(i + 1))) {
        return true;
      }
    }
    return false;
  }

  private static String choice(Question q, String answer) throws SQLException {
    List<String> options = q.ambiguity().options();
    int index = optionNumber(q, answer);
    if (index >= 0) {
      return options.get(index);
    }
    if (INTEGER.matcher(answer).matches()) {
      throw bad(q, answer + " is not an option number");
    }
    String matched = matchOption(q, answer);
    if (matched != null) {
      return matched;
    }
    if (q.ambiguity().allowsOther()) {
      return answer;
    }
    throw bad(q, "'" + UserText.abbreviate(answer, 40) + "' is not one of the options");
  }

  /** The 0-based index of an option named by its number, or -1. */
  private static int optionNumber(Question q, String answer) {
    Matcher m = INTEGER.matcher(answer);
    if (!m.matches()) {
      return -1;
    }
    int n = Integer.parseInt(m.group(1));
    return n >= 1 && n <= q.ambiguity().options().size() ? n - 1 : -1;
  }

  /** The option the text names: equal, or the only one containing its words; else null. */
  static String matchOption(Question q, String answer) {
    String a = normal(answer);
    if (a.isEmpty()) {
      return null;
    }
    List<String> containing = new ArrayList<>();
    for (String option : q.ambiguity().options()) {
      String o = normal(option);
      if (o.equals(a)) {
        return option;
      }
      if ((" " + o + " ").contains(" " + a + " ")) {
        containing.add(option);
      }
    }
    return containing.size() == 1 ? containing.get(0) : null;
  }

  /** A plain number ("100000") from "100,000", "100k", "$1.5m"; null when none. */
  static String number(String answer) {
    Matcher m = NUMBER.matcher(answer.strip());
    if (!m.matches()) {
      return null;
    }
    String digits = m.group(1).replaceAll("[,_ ]", "");
    try {
      BigDecimal value = new BigDecimal(digits);
      String unit = m.group(2) == null ? "" : m.group(2).toLowerCase(Locale.ROOT);
      switch (unit) {
        case "k":
        case "thousand":
          value = value.multiply(BigDecimal.valueOf(1_000));
          break;
        case "m":
        case "million":
          value = value.multiply(BigDecimal.valueOf(1_000_000));
          break;
        case "b":
        case "billion":
          value = value.multiply(BigDecimal.valueOf(1_000_000_000));
          break;
        default:
          break;
      }
      return value.stripTrailingZeros().toPlainString();
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /** Whether the text reads as a period: a year, a date, or period words. */
  static boolean isPeriod(String answer) {
    return PeriodParser.namesPeriod(Words.of(answer));
  }

  /**
   * How many words of the text no period covers: "how many claims were reported this year?"
   * names a period, but its five other words ask a question of their own; "the last 30 days"
   * is a period and a word.
   */
  private static int wordsBesidesPeriods(String answer) {
    Words words = Words.of(answer);
    boolean[] covered = new boolean[words.size()];
    for (PeriodParser.Span span : PeriodParser.spans(words)) {
      for (int i = Math.max(0, span.from()); i < Math.min(span.to(), covered.length); i++) {
        covered[i] = true;
      }
    }
    int besides = 0;
    for (boolean c : covered) {
      if (!c) {
        besides++;
      }
    }
    return besides;
  }


  private static String normal(String text) {
    return text.toLowerCase(Locale.ROOT).replaceAll("[_.\\s]+", " ").strip();
  }

  private static String unquote(String value) {
    if (value.length() >= 2) {
      char first = value.charAt(0);
      if ((first == '\'' || first == '"') && value.charAt(value.length() - 1) == first) {
        return value.substring(1, value.length() - 1).strip();
      }
    }
    return value;
  }

  /** The 42000 for a bad answer: what was wrong, and what would do. */
  static SQLException bad(Question q, String what) {
    return SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(
        what + " for " + q.id() + " (" + UserText.abbreviate(q.text(), 80) + "); " + expected(q)
            + ". The question is still open: answer it, or type /new to ask something else");
  }

  /** What a question expects, in words. */
  static String expected(Question q) {
    Ambiguity a = q.ambiguity();
    switch (q.kind()) {
      case MULTIPLE_CHOICE:
        return "answer with a number from 1 to " + a.options().size() + " or one of: "
            + String.join(" | ", a.options()) + (a.allowsOther() ? ", or another value" : "");
      case NUMBER:
        return "answer with a number, e.g. 100000";
      case DATE_RANGE:
        return "answer with a period, e.g. last 7 days, this month, 2024";
      default:
        return "answer with some text";
    }
  }
}
