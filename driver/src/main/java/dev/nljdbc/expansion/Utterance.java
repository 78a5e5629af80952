package dev.nljdbc.expansion;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A text split into words, each with its lower-case form and its place in the text, so that
 * rules can match on words and still rebuild the person's own wording. A word is a run of
 * letters, digits, apostrophes and underscores; everything else separates words and is kept in
 * the text between them.
 */
final class Utterance {
  private final String text;
  private final List<String> lower;
  private final int[] starts;
  private final int[] ends;

  private Utterance(String text, List<String> lower, int[] starts, int[] ends) {
    this.text = text;
    this.lower = lower;
    this.starts = starts;
    this.ends = ends;
  }

  static Utterance of(String text) {
    List<String> words = new ArrayList<>();
    List<int[]> spans = new ArrayList<>();
    int n = text.length();
    int i = 0;
    while (i < n) {
      while (i < n && !isWordChar(text.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < n && isWordChar(text.charAt(i))) {
        i++;
      }
      if (start < i) {
        words.add(text.substring(start, i).toLowerCase(Locale.ROOT));
        spans.add(new int[] {start, i});
      }
    }
    int[] starts = new int[spans.size()];
    int[] ends = new int[spans.size()];
    for (int k = 0; k < starts.length; k++) {
      starts[k] = spans.get(k)[0];
      ends[k] = spans.get(k)[1];
    }
    return new Utterance(text, List.copyOf(words), starts, ends);
  }

  private static boolean isWordChar(char c) {
    return Character.isLetterOrDigit(c) || c == '\'' || c == '_';
  }

  String text() {
    return text;
  }

  int size() {
    return lower.size();
  }

  boolean isEmpty() {
    return lower.isEmpty();
  }

  /** The lower-case word at {@code i}, or "" past either end. */
  String word(int i) {
    return i >= 0 && i < lower.size() ? lower.get(i) : "";
  }

  /** The word at {@code i} as typed. */
  String typed(int i) {
    return text.substring(starts[i], ends[i]);
  }

  /** Whether the words from {@code i} on are these. */
  boolean is(int i, String... words) {
    for (int k = 0; k < words.length; k++) {
      if (!word(i + k).equals(words[k])) {
        return false;
      }
    }
    return true;
  }

  boolean isIn(int i, Set<String> words) {
    return words.contains(word(i));
  }

  /** The first index at or after {@code from} of one of the words, or -1. */
  int indexOf(int from, Set<String> words) {
    for (int i = Math.max(0, from); i < lower.size(); i++) {
      if (words.contains(lower.get(i))) {
        return i;
      }
    }
    return -1;
  }

  boolean contains(Set<String> words) {
    return indexOf(0, words) >= 0;
  }

  /** The first index at or after {@code from} whose word is not one of these. */
  int skip(int from, Set<String> words) {
    int i = from;
    while (i < lower.size() && words.contains(lower.get(i))) {
      i++;
    }
    return i;
  }

  boolean isNumber(int i) {
    String w = word(i);
    if (w.isEmpty()) {
      return false;
    }
    for (int k = 0; k < w.length(); k++) {
      if (!Character.isDigit(w.charAt(k))) {
        return false;
      }
    }
    return true;
  }

  /** Where word {@code i} starts in the text. */
  int start(int i) {
    return starts[i];
  }

  /** Where word {@code i} ends in the text. */
  int end(int i) {
    return ends[i];
  }

  /** The text from word {@code from} to the end of word {@code to - 1}; "" when empty. */
  String text(int from, int to) {
    return from >= to ? "" : text.substring(starts[from], ends[to - 1]);
  }

  /** Like {@link #text(int, int)} without the words at the indexes in {@code skipped}. */
  String textWithout(int from, int to, Set<Integer> skipped) {
    StringBuilder sb = new StringBuilder();
    for (int i = from; i < to; i++) {
      if (skipped.contains(i)) {
        continue;
      }
      if (sb.length() > 0) {
        sb.append(text, ends[i - 1], starts[i]);
      }
      sb.append(text, starts[i], ends[i]);
    }
    return sb.toString();
  }
}
