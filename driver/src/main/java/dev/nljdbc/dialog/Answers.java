package dev.nljdbc.dialog;

import dev.nljdbc.error.SqlState;
import dev.nljdbc.error.UserText;
import java.sql.SQLException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Parses the arguments of {@code /answer q1=2, q2=last 30 days} into an ordered map from
 * question id to answer. A comma separates answers only where a new {@code id=} follows it, so an
 * answer may hold commas ({@code q1=red, green}); an answer in matching quotes may hold anything
 * and loses the quotes. One pass with bounded look-ahead: linear in the text.
 */
final class Answers {
  private static final String EXAMPLE = "/answer q1=2, q2=last 30 days";

  private Answers() {
  }

  static Map<String, String> parse(String text) throws SQLException {
    String s = text == null ? "" : text.strip();
    if (s.isEmpty()) {
      throw bad("/answer needs answers, e.g. " + EXAMPLE);
    }
    Map<String, String> answers = new LinkedHashMap<>();
    int keyEnd = keyEnd(s, 0);
    if (keyEnd < 0) {
      throw bad("/answer expects id=answer pairs such as " + EXAMPLE + ", not '"
          + UserText.abbreviate(s) + "'");
    }
    int entry = 0;
    while (entry >= 0) {
      int equals = s.indexOf('=', entry);
      String id = s.substring(entry, equals).strip().toLowerCase(Locale.ROOT);
      int next = -1;
      int valueEnd = s.length();
      for (int comma = s.indexOf(',', afterQuote(s, equals + 1)); comma >= 0;
          comma = s.indexOf(',', comma + 1)) {
        if (keyEnd(s, comma + 1) >= 0) {
          valueEnd = comma;
          next = comma + 1;
          break;
        }
      }
      String value = unquote(s.substring(equals + 1, valueEnd).strip());
      if (value.isEmpty()) {
        throw bad("/answer: " + id + " has no answer; e.g. " + EXAMPLE);
      }
      if (answers.putIfAbsent(id, value) != null) {
        throw bad("/answer: " + id + " is answered twice");
      }
      entry = next;
    }
    return Collections.unmodifiableMap(answers);
  }

  /** The index of the {@code =} of an {@code id=} starting at {@code from} (after blanks), or -1. */
  private static int keyEnd(String s, int from) {
    int i = from;
    int n = s.length();
    while (i < n && Character.isWhitespace(s.charAt(i))) {
      i++;
    }
    int start = i;
    if (i >= n || !Character.isLetter(s.charAt(i))) {
      return -1;
    }
    while (i < n && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) {
      i++;
    }
    if (i == start) {
      return -1;
    }
    while (i < n && Character.isWhitespace(s.charAt(i))) {
      i++;
    }
    return i < n && s.charAt(i) == '=' ? i : -1;
  }

  /** Where to look for the comma after a value: past its closing quote when it is quoted. */
  private static int afterQuote(String s, int valueStart) {
    int i = valueStart;
    while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
      i++;
    }
    if (i < s.length() && (s.charAt(i) == '\'' || s.charAt(i) == '"')) {
      int close = s.indexOf(s.charAt(i), i + 1);
      return close < 0 ? valueStart : close + 1;
    }
    return valueStart;
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

  private static SQLException bad(String message) {
    return SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(message);
  }
}
