package dev.nljdbc.security;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.sf.jsqlparser.expression.DoubleValue;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.StringValue;
import net.sf.jsqlparser.parser.CCJSqlParserConstants;
import net.sf.jsqlparser.parser.CCJSqlParserTokenManager;
import net.sf.jsqlparser.parser.SimpleCharStream;
import net.sf.jsqlparser.parser.StringProvider;
import net.sf.jsqlparser.parser.Token;

/**
 * The tokens of a validated final SQL, against which the same text with other literals spliced
 * in is accepted without being parsed again.
 *
 * <p>Design note. JSqlParser's grammar decides on token kinds and on the images of keywords and
 * operators; a literal's image matters only where the parser converts it (a number read as an
 * {@code int} or a {@code double}, a date in {@code {d '...'}}, rendered back from the value) or
 * tests it (a number written {@code .5} after an expression). A splice is only learnt when every
 * slot literal of the validated text became a plain value node of its tree ({@link StringValue},
 * {@link LongValue}, {@link DoubleValue}, rendered as the token was written), never consumed by
 * such a conversion. A spliced text whose tokens have the validated text's kinds, with every
 * other image unchanged, no comment anywhere, and every literal, the validated ones included, in
 * a plain form that reads and renders back unchanged ({@link PlainLiteral}), therefore parses to
 * the validated tree but for the values of those nodes, on which no rule of the gate depends
 * beyond what plain literals already satisfy. Anything else is parsed and validated in full.
 */
final class LiteralSplice {
  private final int[] kinds;
  /** Per token: its image, or null for a slot. */
  private final String[] images;
  /** Per token: the index of the literal that fills it, or -1. */
  private final int[] slotOf;

  private LiteralSplice(int[] kinds, String[] images, int[] slotOf) {
    this.kinds = kinds;
    this.images = images;
    this.slotOf = slotOf;
  }

  /**
   * The splice of a validated final SQL, or null when its text cannot be checked by tokens
   * alone: its tokens differ from those it was learnt from, it holds a comment, or one of its
   * literals is not plain.
   *
   * @param finalSql the validated final SQL, with the learnt literals in place
   * @param learntTokens the tokens the template was learnt from, in order
   * @param slotOf per learnt token, the index of the literal filling it, or -1
   * @param literals the learnt literals
   * @param tree the validated parse of the final SQL
   */
  static LiteralSplice of(String finalSql, List<Token> learntTokens, int[] slotOf,
      String[] literals, Object tree) {
    int n = learntTokens.size();
    for (int i = 0; i < n; i++) {
      Token learnt = learntTokens.get(i);
      if (slotOf[i] >= 0 && !PlainLiteral.is(learnt.kind, learnt.image)) {
        return null;
      }
    }
    if (!slotsAreValueNodes(learntTokens, slotOf, tree)) {
      return null;
    }
    int[] kinds = new int[n];
    String[] images = new String[n];
    try {
      CCJSqlParserTokenManager tm = tokens(finalSql);
      for (int i = 0; i < n; i++) {
        Token t = tm.getNextToken();
        Token learnt = learntTokens.get(i);
        if (t.specialToken != null || t.kind != learnt.kind || !t.image.equals(learnt.image)
            || t.kind == CCJSqlParserConstants.EOF) {
          return null;
        }
        if (slotOf[i] >= 0 && (!t.image.equals(literals[slotOf[i]])
            || !PlainLiteral.is(t.kind, t.image))) {
          return null;
        }
        kinds[i] = t.kind;
        images[i] = slotOf[i] >= 0 ? null : t.image;
      }
      Token end = tm.getNextToken();
      if (end.kind != CCJSqlParserConstants.EOF || end.specialToken != null) {
        return null;
      }
    } catch (RuntimeException | Error e) {
      return null;
    }
    return new LiteralSplice(kinds, images, slotOf.clone());
  }

  /**
   * Whether the text, the learnt final SQL with the given literals spliced in, tokenises as the
   * validated text but for those literals, each of them plain and of the kind it replaces.
   *
   * @param spliced the filled-in text
   * @param literals the literals, in the order of the client's text
   */
  boolean matches(String spliced, String[] literals) {
    try {
      CCJSqlParserTokenManager tm = tokens(spliced);
      for (int i = 0; i < kinds.length; i++) {
        Token t = tm.getNextToken();
        if (t.specialToken != null || t.kind != kinds[i]) {
          return false;
        }
        int slot = slotOf[i];
        if (slot < 0 ? !t.image.equals(images[i])
            : !t.image.equals(literals[slot]) || !PlainLiteral.is(t.kind, t.image)) {
          return false;
        }
      }
      Token end = tm.getNextToken();
      return end.kind == CCJSqlParserConstants.EOF && end.specialToken == null;
    } catch (RuntimeException | Error e) {
      return false;
    }
  }

  /**
   * Whether, for each slot literal, the tree holds as many plain value nodes rendered as its
   * image as the text holds tokens with that image: then no such token was consumed by a
   * conversion instead.
   */
  private static boolean slotsAreValueNodes(List<Token> tokens, int[] slotOf, Object tree) {
    Map<String, Integer> nodes = new HashMap<>();
    try {
      TreeWalker.walk(tree, new TreeWalker.Listener() {
        @Override
        public void enter(Object node, TreeWalker.Context ctx) {
          Class<?> type = node.getClass();
          if (type == StringValue.class || type == LongValue.class || type == DoubleValue.class) {
            nodes.merge(node.toString(), 1, Integer::sum);
          }
        }
      });
    } catch (RuntimeException | StackOverflowError e) {
      return false;
    }
    Map<String, Integer> images = new HashMap<>();
    for (Token t : tokens) {
      images.merge(t.image, 1, Integer::sum);
    }
    for (int i = 0; i < tokens.size(); i++) {
      String image = tokens.get(i).image;
      if (slotOf[i] >= 0 && !images.get(image).equals(nodes.get(image))) {
        return false;
      }
    }
    return true;
  }

  private static CCJSqlParserTokenManager tokens(String sql) {
    return new CCJSqlParserTokenManager(new SimpleCharStream(new StringProvider(sql)));
  }
}
