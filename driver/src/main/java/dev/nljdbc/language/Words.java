package dev.nljdbc.language;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * A text read by {@link Tokenizer}, seen as its words: every token but punctuation and operators
 * (words, numbers, dates, quoted strings), each with its lower-case form, its form as typed and
 * its place in the text, so that rules can match on words and still rebuild the person's own
 * wording from the text between them. Word {@code i} is {@link #token(int)}; the periods of the
 * text are found once, on the whole token list, by {@link PeriodParser}. Not safe for use by
 * several threads at once (the periods are read on first use).
 */
public final class Words {
  private final String text;
  private final List<Token> tokens;
  private final List<Token> words;
  private final List<String> lower;
  /** The word index of each token, -1 for punctuation. */
  private final int[] wordOfToken;
  private List<PeriodParser.Span> periods;

  private Words(String text) {
    this.text = text;
    this.tokens = Tokenizer.tokenize(text);
    List<Token> kept = new ArrayList<>(tokens.size());
    List<String> low = new ArrayList<>(tokens.size());
    this.wordOfToken = new int[tokens.size()];
    for (Token t : tokens) {
      wordOfToken[t.index()] = t.kind() == Token.Kind.SYMBOL ? -1 : kept.size();
      if (t.kind() != Token.Kind.SYMBOL) {
        kept.add(t);
        low.add(t.lower());
      }
    }
    this.words = Collections.unmodifiableList(kept);
    this.lower = Collections.unmodifiableList(low);
  }

  /** The words of a text; null reads as the empty text. */
  public static Words of(String text) {
    return new Words(text == null ? "" : text);
  }

  /** The text as given. */
  public String text() {
    return text;
  }

  /** Every token of the text, punctuation included, as {@link Tokenizer} gives them. */
  public List<Token> tokens() {
    return tokens;
  }

  /** The word tokens, in order. */
  public List<Token> list() {
    return words;
  }

  /** The lower-case words, in order. */
  public List<String> lower() {
    return lower;
  }

  public int size() {
    return words.size();
  }

  public boolean isEmpty() {
    return words.isEmpty();
  }

  /** Word {@code i}'s token. */
  public Token token(int i) {
    return words.get(i);
  }

  /**
   * The lower-case word at {@code i}, or "" past either end. A number is its value's digits
   * ({@code 10,000} is {@code 10000}), a quoted string its text without the quotes.
   */
  public String word(int i) {
    return i >= 0 && i < lower.size() ? lower.get(i) : "";
  }

  /** The word at {@code i} as typed, quotes included. */
  public String typed(int i) {
    Token t = words.get(i);
    return text.substring(t.start(), t.end());
  }

  /** Whether the words from {@code i} on are these (lower-case). */
  public boolean is(int i, String... expected) {
    for (int k = 0; k < expected.length; k++) {
      if (!word(i + k).equals(expected[k])) {
        return false;
      }
    }
    return true;
  }

  /** Whether the word at {@code i} is one of these. */
  public boolean isIn(int i, Set<String> set) {
    return set.contains(word(i));
  }

  /** The first index at or after {@code from} of one of the words, or -1. */
  public int indexOf(int from, Set<String> set) {
    for (int i = Math.max(0, from); i < lower.size(); i++) {
      if (set.contains(lower.get(i))) {
        return i;
      }
    }
    return -1;
  }

  /** Whether one of the words is in the text. */
  public boolean contains(Set<String> set) {
    return indexOf(0, set) >= 0;
  }

  /** The first index at or after {@code from} whose word is not one of these. */
  public int skip(int from, Set<String> set) {
    int i = from;
    while (i < lower.size() && set.contains(lower.get(i))) {
      i++;
    }
    return i;
  }

  /** Whether the word at {@code i} is a number written in digits. */
  public boolean isNumber(int i) {
    return i >= 0 && i < words.size() && words.get(i).kind() == Token.Kind.NUMBER;
  }

  /** Whether the word at {@code i} is a number, in digits or a number word ("three"). */
  public boolean isCount(int i) {
    return isNumber(i) || WordNumbers.isNumberWord(word(i));
  }

  /** Where word {@code i} starts in the text. */
  public int start(int i) {
    return words.get(i).start();
  }

  /** Where word {@code i} ends in the text. */
  public int end(int i) {
    return words.get(i).end();
  }

  /** The word index of a token of {@link #tokens()}, or -1 for punctuation. */
  public int wordIndexOf(Token token) {
    int i = token.index();
    return i >= 0 && i < wordOfToken.length ? wordOfToken[i] : -1;
  }

  /** The periods of the text as word spans ({@link PeriodParser#spans(Words)}), read once. */
  public List<PeriodParser.Span> periods() {
    if (periods == null) {
      periods = List.copyOf(PeriodParser.spans(this));
    }
    return periods;
  }

  /** The period span that starts at word {@code i}, or null. */
  public PeriodParser.Span periodAt(int i) {
    for (PeriodParser.Span s : periods()) {
      if (s.from() == i) {
        return s;
      }
    }
    return null;
  }

  /** The text from word {@code from} to the end of word {@code to - 1}; "" when empty. */
  public String text(int from, int to) {
    return from >= to ? "" : text.substring(start(from), end(to - 1));
  }

  /** Like {@link #text(int, int)} without the words at the indexes in {@code skipped}. */
  public String textWithout(int from, int to, Set<Integer> skipped) {
    StringBuilder sb = new StringBuilder();
    int previous = -1;
    for (int i = from; i < to; i++) {
      if (skipped.contains(i)) {
        continue;
      }
      if (previous >= 0) {
        sb.append(text, end(i - 1), start(i));
      }
      sb.append(text, start(i), end(i));
      previous = i;
    }
    return sb.toString();
  }
}
