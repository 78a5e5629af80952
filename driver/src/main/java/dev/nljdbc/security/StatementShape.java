package dev.nljdbc.security;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import net.sf.jsqlparser.parser.CCJSqlParserConstants;
import net.sf.jsqlparser.parser.CCJSqlParserTokenManager;
import net.sf.jsqlparser.parser.SimpleCharStream;
import net.sf.jsqlparser.parser.StringProvider;
import net.sf.jsqlparser.parser.Token;

/**
 * A statement's shape: its JSqlParser tokens with the values of plain literals left out, so that
 * {@code ... WHERE total > 10} and {@code ... WHERE total > 250} share one shape.
 *
 * <p>Design note. JSqlParser's token manager has a single lexical state, so these are the very
 * tokens the parser reads, and its grammar decides on token kinds and keyword images, never on
 * a literal's value: statements of one shape parse to the same tree but for the literals. A
 * literal is a slot when it is a number ({@code S_LONG}, {@code S_DOUBLE}) or a
 * {@code '...'} string, optionally prefixed ({@code N'...'}); the prefix stays in the shape.
 * Kept verbatim are numbers after {@code ?} or {@code :} (parameter numbers), other string
 * forms, and any literal that could equal the tenant value, because whether the client's own
 * tenant filter is present depends on it. Comments and hints stay in the shape verbatim; the
 * same pass finds the comments the gate refuses.
 */
final class StatementShape {
  private static final int QUESTION_MARK = SqlParsing.QUESTION_MARK;
  private static final char SEPARATOR = '\u0000';
  private static final char SLOT = '\u0001';

  /** Slot literals of a text with markers are numbered from here; an int, as some grammar wants. */
  private static final int FIRST_MARKER = 73_000_001;

  private final String key;
  private final String[] literals;
  private final Refusal commentRefusal;
  /** The text's tokens, the end-of-text token last (it carries trailing comments). */
  private final List<Token> tokens;
  /** Per token, the prefix that stays in the shape when it is a slot literal, else null. */
  private final List<String> prefixes;

  private StatementShape(String key, String[] literals, Refusal commentRefusal,
      List<Token> tokens, List<String> prefixes) {
    this.key = key;
    this.literals = literals;
    this.commentRefusal = commentRefusal;
    this.tokens = tokens;
    this.prefixes = prefixes;
  }

  /**
   * The shape of the text, or null when it does not tokenise.
   *
   * @param tenantValue the session's tenant value, or null without a tenant
   */
  static StatementShape of(String sql, String tenantValue) {
    BigDecimal tenantNumber = number(tenantValue);
    StringBuilder key = new StringBuilder(sql.length() + 16);
    List<String> literals = new ArrayList<>();
    List<Token> tokens = new ArrayList<>();
    List<String> prefixes = new ArrayList<>();
    CCJSqlParserTokenManager tm =
        new CCJSqlParserTokenManager(new SimpleCharStream(new StringProvider(sql)));
    Token previous = null;
    Refusal commentRefusal = null;
    try {
      for (Token t = tm.getNextToken(); ; t = tm.getNextToken()) {
        if (t.specialToken != null) {
          appendComments(key, t.specialToken);
          commentRefusal = commentRefusal != null ? commentRefusal : commentRefusal(t);
        }
        String prefix = t.kind == CCJSqlParserConstants.EOF ? null
            : slotPrefix(t, previous, tenantValue, tenantNumber);
        tokens.add(t);
        prefixes.add(prefix);
        if (t.kind == CCJSqlParserConstants.EOF) {
          break;
        }
        if (prefix != null) {
          key.append(SLOT).append(t.kind).append(prefix);
          literals.add(t.image);
        } else {
          key.append(t.image);
        }
        key.append(SEPARATOR);
        previous = t;
      }
    } catch (RuntimeException | Error e) {
      return null;
    }
    return new StatementShape(key.toString(), literals.toArray(new String[0]), commentRefusal,
        tokens, prefixes);
  }

  /**
   * A text of the same shape whose slot literals are pairwise distinct markers, to learn a
   * template from when this text's own literals repeat; null when they do not repeat or no
   * such text keeps the shape. The text is for learning only and never runs.
   */
  String withDistinctLiterals(String tenantValue) {
    if (new HashSet<>(Arrays.asList(literals)).size() == literals.length) {
      return null;
    }
    StringBuilder text = new StringBuilder();
    int marker = FIRST_MARKER;
    for (int i = 0; i < tokens.size(); i++) {
      Token t = tokens.get(i);
      List<String> comments = new ArrayList<>();
      for (Token c = t.specialToken; c != null; c = c.specialToken) {
        comments.add(c.image);
      }
      Collections.reverse(comments);
      for (String comment : comments) {
        text.append(comment).append('\n');
      }
      String prefix = prefixes.get(i);
      if (prefix == null) {
        text.append(t.image);
      } else if (t.kind == CCJSqlParserConstants.S_CHAR_LITERAL) {
        text.append(prefix).append("'nl").append(marker++).append('\'');
      } else {
        text.append(marker++).append(t.kind == CCJSqlParserConstants.S_DOUBLE ? ".5" : "");
      }
      text.append(' ');
    }
    String marked = text.toString();
    StatementShape same = of(marked, tenantValue);
    return same != null && same.key.equals(key) ? marked : null;
  }

  /** Refuses the text when a comment could read differently to the target (see SqlParsing). */
  void checkComments() {
    if (commentRefusal != null) {
      throw commentRefusal;
    }
  }

  private static Refusal commentRefusal(Token t) {
    try {
      SqlParsing.checkComments(t);
      return null;
    } catch (Refusal r) {
      return r;
    }
  }

  /** The text's tokens, end of text last; a parse may link them (see {@link Parsers}). */
  List<Token> tokens() {
    return tokens;
  }

  /** The shape, as text that equals exactly for statements of one shape. */
  String key() {
    return key;
  }

  /** The images of the slot literals, in the order of the text. */
  String[] literals() {
    return literals.clone();
  }

  /** Whether the token, as it appears in a text, is a slot literal. */
  static boolean isSlot(Token t, Token previous, String tenantValue) {
    return slotPrefix(t, previous, tenantValue, number(tenantValue)) != null;
  }

  /** The part of a slot literal that stays in the shape ("" or a string prefix), or null. */
  private static String slotPrefix(Token t, Token previous, String tenantValue,
      BigDecimal tenantNumber) {
    if (t.kind == CCJSqlParserConstants.S_LONG || t.kind == CCJSqlParserConstants.S_DOUBLE) {
      boolean parameterNumber = previous != null
          && (previous.kind == QUESTION_MARK || ":".equals(previous.image));
      if (parameterNumber || (tenantNumber != null && sameNumber(t.image, tenantNumber))) {
        return null;
      }
      return "";
    }
    if (t.kind == CCJSqlParserConstants.S_CHAR_LITERAL) {
      String image = t.image;
      int quote = image.indexOf('\'');
      if (quote < 0 || quote > 2 || image.length() < quote + 2 || !image.endsWith("'")) {
        return null;
      }
      for (int i = 0; i < quote; i++) {
        if (!Character.isLetter(image.charAt(i))) {
          return null;
        }
      }
      if (tenantValue != null && image.contains(tenantValue)) {
        return null;
      }
      return image.substring(0, quote);
    }
    return null;
  }

  private static void appendComments(StringBuilder key, Token special) {
    for (Token c = special; c != null; c = c.specialToken) {
      key.append(c.image).append(SEPARATOR);
    }
  }

  private static BigDecimal number(String value) {
    if (value == null) {
      return null;
    }
    try {
      return new BigDecimal(value.trim());
    } catch (NumberFormatException e) {
      return null;
    }
  }

  private static boolean sameNumber(String image, BigDecimal tenant) {
    try {
      return new BigDecimal(image).compareTo(tenant) == 0;
    } catch (NumberFormatException e) {
      return true;
    }
  }
}
