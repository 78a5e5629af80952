package dev.nljdbc.generation.offline.words;

import dev.nljdbc.language.Adjectives;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.Token;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds numbers and the comparison around them: words before ("more than", "over", "at
 * least", "no more than", "up to", {@code >=}, "between ... and ...", "older than"), words after
 * ("or more", "or less", "thousand", a unit). Tokens already taken (periods, limits) are skipped.
 */
public final class ComparisonParser {

  /** "Between" is followed by three tokens: the lower number, "and", the upper number. */
  private static final int BETWEEN_SPAN = 3;
  /** The word three before a lead's end, where "not" stands in "not more hours than". */
  private static final int THIRD_BEFORE = 3;

  private static final Map<String, CompareOp> BEFORE_THAN = Map.ofEntries(
      Map.entry("more", CompareOp.GT), Map.entry("greater", CompareOp.GT),
      Map.entry("higher", CompareOp.GT), Map.entry("larger", CompareOp.GT),
      Map.entry("bigger", CompareOp.GT), Map.entry("less", CompareOp.LT),
      Map.entry("fewer", CompareOp.LT), Map.entry("lower", CompareOp.LT),
      Map.entry("smaller", CompareOp.LT));
  private static final Map<String, CompareOp> BEFORE = Map.ofEntries(
      Map.entry("over", CompareOp.GT), Map.entry("above", CompareOp.GT),
      Map.entry("exceeding", CompareOp.GT), Map.entry("exceeds", CompareOp.GT),
      Map.entry("exceed", CompareOp.GT), Map.entry("beyond", CompareOp.GT),
      Map.entry("under", CompareOp.LT), Map.entry("below", CompareOp.LT),
      Map.entry(">", CompareOp.GT), Map.entry(">=", CompareOp.GE), Map.entry("<", CompareOp.LT),
      Map.entry("<=", CompareOp.LE), Map.entry("=", CompareOp.EQ), Map.entry("!=", CompareOp.NE),
      Map.entry("<>", CompareOp.NE), Map.entry("exactly", CompareOp.EQ),
      Map.entry("equals", CompareOp.EQ), Map.entry("atleast", CompareOp.GE),
      Map.entry("minimum", CompareOp.GE), Map.entry("maximum", CompareOp.LE));
  private static final Map<String, BigDecimal> MULTIPLIERS = Map.of(
      "thousand", BigDecimal.valueOf(1_000), "million", BigDecimal.valueOf(1_000_000),
      "millions", BigDecimal.valueOf(1_000_000), "billion", BigDecimal.valueOf(1_000_000_000),
      "thousands", BigDecimal.valueOf(1_000), "k", BigDecimal.valueOf(1_000),
      "mn", BigDecimal.valueOf(1_000_000), "bn", BigDecimal.valueOf(1_000_000_000));
  private static final Set<String> CURRENCY = Set.of("$", "\u20ac", "\u00a3", "\u00a5");

  private final List<Token> tokens;
  private final BitSet taken;
  private final BitSet nameParts;

  private ComparisonParser(List<Token> tokens, BitSet taken, BitSet nameParts) {
    this.tokens = tokens;
    this.taken = taken;
    this.nameParts = nameParts;
  }

  public static List<Comparison> parse(List<Token> tokens, BitSet taken) {
    return parse(tokens, taken, new BitSet());
  }

  /** The comparisons; numbers in {@code nameParts} belong to names ("line 1") and are skipped. */
  public static List<Comparison> parse(List<Token> tokens, BitSet taken, BitSet nameParts) {
    return new ComparisonParser(tokens, taken, nameParts).run();
  }

  private List<Comparison> run() {
    List<Comparison> found = new ArrayList<>();
    int i = 0;
    while (i < tokens.size()) {
      if (!taken.get(i) && (lower(i).equals("average") || lower(i).equals("mean"))) {
        Comparison c = average(i);
        if (c != null) {
          found.add(c);
          taken.set(c.from(), c.to());
          if (c.hintIndex() >= 0) {
            taken.clear(c.hintIndex());
          }
          i = c.to();
          continue;
        }
      }
      if (taken.get(i) || !isNumber(i) || nameParts.get(i)) {
        i++;
        continue;
      }
      Comparison c = at(i);
      found.add(c);
      taken.set(c.from(), c.to());
      if (c.hintIndex() >= 0) {
        taken.clear(c.hintIndex());
      }
      i = c.to();
    }
    return found;
  }

  /** A comparison phrase ending just before a position. */
  private record Lead(CompareOp op, int from, Adjectives.Concept concept, int hint) {
  }

  private Comparison at(int n) {
    int p = n - 1;
    int start = n;
    if (p >= 0 && CURRENCY.contains(lower(p))) {
      p--;
      start--;
    }
    if (p >= 1 && (lower(p).equals("a") || lower(p).equals("an")) && lead(p - 1) != null) {
      p--;
    }
    String w1 = lower(p);
    if (w1.equals("between") || w1.equals("from") && isNumber(n + 2)
        && (lower(n + 1).equals("to") || lower(n + 1).equals("and"))) {
      return between(p, n);
    }
    Lead lead = lead(p);
    if (lead == null && isHintWord(p)) {
      Lead before = lead(p - 1);
      if (before != null) {
        lead = new Lead(before.op(), before.from(), before.concept(), p);
      }
    }
    CompareOp op = lead == null ? null : lead.op();
    Adjectives.Concept concept = lead == null ? null : lead.concept();
    int from = lead == null ? start : lead.from();
    int hint = lead == null ? -1 : lead.hint();
    int end = n + 1;
    BigDecimal value = number(n);
    if (MULTIPLIERS.containsKey(lower(end))) {
      value = value.multiply(MULTIPLIERS.get(lower(end)));
      end++;
    }
    String after = lower(end);
    String after2 = lower(end + 1);
    if (after.equals("or") || after.equals("and")) {
      CompareOp tail = tailOp(after2);
      if (tail != null && op == null) {
        op = tail;
        end += 2;
      } else if (tail != null) {
        end += 2;
      }
    } else if (after.equals("+")) {
      op = op == null ? CompareOp.GE : op;
      end++;
    } else if (after.equals("%")) {
      end++;
    }
    boolean bare = op == null;
    List<BigDecimal> alternatives = new ArrayList<>();
    if (bare) {
      op = CompareOp.EQ;
      while ((lower(end).equals("or") || lower(end).equals(",")) && isNumber(end + 1)
          && !taken.get(end + 1)) {
        alternatives.add(number(end + 1));
        end += 2;
      }
    }
    int unitIndex = -1;
    String unit = null;
    if (end < tokens.size() && tokens.get(end).isWord() && !taken.get(end)) {
      unitIndex = end;
      unit = lower(end);
    }
    return new Comparison(from, end, op, value, null, unit, unitIndex, concept, bare,
        alternatives, hint);
  }

  private Comparison between(int p, int n) {
    int end = n + BETWEEN_SPAN;
    BigDecimal low = number(n);
    BigDecimal high = number(n + 2);
    if (high.compareTo(low) < 0) {
      BigDecimal t = low;
      low = high;
      high = t;
    }
    int unitIndex = -1;
    String unit = null;
    if (end < tokens.size() && tokens.get(end).isWord() && !taken.get(end)) {
      unitIndex = end;
      unit = lower(end);
    }
    int hint = isHintWord(p - 1) ? p - 1 : -1;
    return new Comparison(hint >= 0 ? hint : p, end, CompareOp.BETWEEN, low, high, unit,
        unitIndex, null, false, null, hint);
  }

  /**
   * "Below the average", "older than average", "a cost higher than the average": a comparison
   * with the column's average (its value is null).
   */
  private Comparison average(int at) {
    int p = at - 1;
    while (p >= 0 && (lower(p).equals("the") || lower(p).equals("an") || lower(p).equals("a")
        || lower(p).equals("its") || lower(p).equals("their"))) {
      p--;
    }
    Lead lead = lead(p);
    if (lead == null && isHintWord(p)) {
      Lead before = lead(p - 1);
      if (before != null) {
        lead = new Lead(before.op(), before.from(), before.concept(), p);
      }
    }
    if (lead == null || lead.op() == CompareOp.EQ || lead.op() == CompareOp.NE) {
      return null;
    }
    int end = at + 1;
    if (lower(end).equals("of")) {
      end++;
    }
    int unitIndex = -1;
    String unit = null;
    if (end < tokens.size() && tokens.get(end).isWord() && !taken.get(end)
        && Lexicon.isContent(lower(end))) {
      unitIndex = end;
      unit = lower(end);
    }
    return new Comparison(lead.from(), end, lead.op(), null, null, unit, unitIndex,
        lead.concept(), false, null, lead.hint());
  }

  /** The comparison phrase that ends at position p ("more than", "at least", "over"), or null. */
  private Lead lead(int p) {
    String w1 = lower(p);
    String w2 = lower(p - 1);
    String w3 = lower(p - 2);
    String w4 = lower(p - THIRD_BEFORE);
    if (w1.equals("than")) {
      if (BEFORE_THAN.containsKey(w2)) {
        CompareOp op = BEFORE_THAN.get(w2);
        boolean not = w3.equals("no") || w3.equals("not");
        return new Lead(not ? op.negated() : op, not ? p - 2 : p - 1, null, -1);
      }
      if (Adjectives.of(w2) != null) {
        Adjectives.Concept c = Adjectives.of(w2);
        if (w3.equals("more") || w3.equals("less")) {
          return new Lead(w3.equals("more") ? CompareOp.GT : CompareOp.LT, p - 2, c, -1);
        }
        return new Lead(c.more() ? CompareOp.GT : CompareOp.LT, p - 1, c, -1);
      }
      if (w2.equals("other")) {
        return new Lead(CompareOp.NE, p - 1, null, -1);
      }
      if (isHintWord(p - 1) && BEFORE_THAN.containsKey(w3)) {
        CompareOp op = BEFORE_THAN.get(w3);
        boolean not = w4.equals("no") || w4.equals("not");
        return new Lead(not ? op.negated() : op, not ? p - THIRD_BEFORE : p - 2, null, p - 1);
      }
      return null;
    }
    if (w1.equals("least") && w2.equals("at")) {
      return new Lead(CompareOp.GE, p - 1, null, -1);
    }
    if (w1.equals("most") && w2.equals("at")) {
      return new Lead(CompareOp.LE, p - 1, null, -1);
    }
    if (w1.equals("to") && w2.equals("up")) {
      return new Lead(CompareOp.LE, p - 1, null, -1);
    }
    if (w1.equals("to") && w2.equals("equal")) {
      boolean not = w3.equals("not");
      return new Lead(not ? CompareOp.NE : CompareOp.EQ, not ? p - 2 : p - 1, null, -1);
    }
    if (w1.equals("of") && (w2.equals("minimum") || w2.equals("maximum"))) {
      return new Lead(w2.equals("minimum") ? CompareOp.GE : CompareOp.LE,
          w3.equals("a") ? p - 2 : p - 1, null, -1);
    }
    if (w1.equals("of") && w2.equals("excess") && w3.equals("in")) {
      return new Lead(CompareOp.GT, p - 2, null, -1);
    }
    if (BEFORE.containsKey(w1)) {
      CompareOp op = BEFORE.get(w1);
      if ((w2.equals("not") || w2.equals("no")) && op != CompareOp.EQ) {
        return new Lead(op.negated(), p - 1, null, -1);
      }
      return new Lead(op, p, null, -1);
    }
    return null;
  }

  /** A word that may name the compared column inside the phrase ("age" in "above age 20"). */
  private boolean isHintWord(int i) {
    return i >= 0 && i < tokens.size() && tokens.get(i).isWord() && !taken.get(i)
        && Lexicon.isContent(tokens.get(i).lower());
  }

  private static CompareOp tailOp(String word) {
    switch (word) {
      case "more": case "above": case "greater": case "higher": case "over": case "plus":
      case "up": case "larger":
        return CompareOp.GE;
      case "less": case "fewer": case "below": case "under": case "lower": case "smaller":
        return CompareOp.LE;
      default:
        return null;
    }
  }

  private boolean isNumber(int i) {
    return i >= 0 && i < tokens.size() && tokens.get(i).kind() == Token.Kind.NUMBER;
  }

  private BigDecimal number(int i) {
    return new BigDecimal(tokens.get(i).text());
  }

  private String lower(int i) {
    return i >= 0 && i < tokens.size() ? tokens.get(i).lower() : "";
  }
}
