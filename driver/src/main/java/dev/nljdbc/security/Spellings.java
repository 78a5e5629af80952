package dev.nljdbc.security;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.parser.CCJSqlParserConstants;
import net.sf.jsqlparser.parser.CCJSqlParserTokenManager;
import net.sf.jsqlparser.parser.SimpleCharStream;
import net.sf.jsqlparser.parser.StringProvider;
import net.sf.jsqlparser.parser.Token;

/**
 * Rewrites PostgreSQL spellings that JSqlParser does not read into spellings it reads with the
 * same meaning, before the gate parses a text.
 *
 * <p>Design note. Two spellings are concerned. pgjdbc's escapes {@code ??}, {@code ??|} and
 * {@code ??&} stand for the operators {@code ?}, {@code ?|} and {@code ?&} (pgjdbc sends them so,
 * in a Statement and a PreparedStatement alike); JSqlParser reads two parameters. And Unicode
 * escapes, {@code U&'d\0061t'} and {@code U&"t\0061"} with an optional {@code UESCAPE 'c'},
 * which JSqlParser reads as {@code U & 'd\0061t'}; they become the plain literal or quoted name
 * PostgreSQL reads ({@code 'dat'}, {@code "ta"}), so a name spelled with escapes is resolved,
 * checked and filtered as that name. The scan reads JSqlParser's own tokens, so literals, quoted
 * names and comments are never touched, and replaces only whole tokens, found by their line and
 * column; a text it cannot read is left as it is for the parser to refuse.
 */
final class Spellings {
  private static final int QUESTION_MARK = SqlParsing.QUESTION_MARK;
  private static final int QUESTION_PIPE = kind("\"?|\"");
  private static final int QUESTION_AMPERSAND = kind("\"?&\"");

  private Spellings() {}

  /** A text with the spellings rewritten. */
  static final class Normalized {
    /** The text JSqlParser reads. */
    final String text;
    /** How many {@code ??} became the operator {@code ?}. */
    final int questionOperators;

    Normalized(String text, int questionOperators) {
      this.text = text;
      this.questionOperators = questionOperators;
    }
  }

  /**
   * {@link #of(String)} for a gate with the given catalogue (null when it has none): on a
   * database known not to be PostgreSQL the text stays as it is, since there {@code U&'x'} is
   * {@code U & 'x'} and {@code ??} two parameters, as JSqlParser reads them.
   */
  static Normalized of(String sql, TenantTables tables) {
    return QuestionOperators.supported(tables) ? of(sql) : new Normalized(sql, 0);
  }

  /**
   * The text with pgjdbc's escaped operators and Unicode escapes rewritten.
   *
   * @throws Refusal a Unicode escape PostgreSQL would refuse too, as a syntax error
   */
  static Normalized of(String sql) {
    if (!sql.contains("??") && !sql.contains("&'") && !sql.contains("&\"")) {
      return new Normalized(sql, 0);
    }
    List<Token> tokens = tokens(sql);
    if (tokens == null) {
      return new Normalized(sql, 0);
    }
    int[] lineStarts = lineStarts(sql);
    StringBuilder out = new StringBuilder(sql.length());
    int copied = 0;
    int operators = 0;
    for (int i = 0; i < tokens.size(); i++) {
      Token t = tokens.get(i);
      Token next = i + 1 < tokens.size() ? tokens.get(i + 1) : null;
      if (escapesOperator(t, next)) {
        int at = offset(lineStarts, t.beginLine, t.beginColumn);
        if (at < copied || !sql.startsWith("?", at)) {
          return new Normalized(sql, 0);
        }
        out.append(sql, copied, at);
        copied = at + 1;
        operators += next.kind == QUESTION_MARK ? 1 : 0;
        i++;
        continue;
      }
      int end = unicodeEscapeEnd(tokens, i, sql, lineStarts);
      if (end > i) {
        int at = offset(lineStarts, t.beginLine, t.beginColumn);
        Token last = tokens.get(end);
        int after = offset(lineStarts, last.endLine, last.endColumn) + 1;
        if (at < copied || after > sql.length() || !sql.startsWith(last.image, after
            - last.image.length())) {
          return new Normalized(sql, 0);
        }
        out.append(sql, copied, at).append(decode(tokens, i, end, t));
        copied = after;
        i = end;
      }
    }
    if (copied == 0) {
      return new Normalized(sql, 0);
    }
    return new Normalized(out.append(sql, copied, sql.length()).toString(), operators);
  }

  /**
   * Whether a {@code ?} token and the token after it are pgjdbc's escape of an operator:
   * {@code ?} written directly before {@code ?}, {@code ?|} or {@code ?&}.
   */
  static boolean escapesOperator(Token question, Token next) {
    return question.kind == QUESTION_MARK && next != null
        && (next.kind == QUESTION_MARK || next.kind == QUESTION_PIPE
            || next.kind == QUESTION_AMPERSAND)
        && next.specialToken == null && next.beginLine == question.endLine
        && next.beginColumn == question.endColumn + 1;
  }

  /**
   * The index of the last token of a Unicode escape starting at {@code i} ({@code U}, {@code &},
   * the quoted text and the strings continuing it on the next lines, optionally {@code UESCAPE}
   * and its character), or -1.
   */
  private static int unicodeEscapeEnd(List<Token> tokens, int i, String sql, int[] lineStarts) {
    if (i + 2 >= tokens.size() || !"U".equalsIgnoreCase(tokens.get(i).image)) {
      return -1;
    }
    Token u = tokens.get(i);
    Token amp = tokens.get(i + 1);
    Token quoted = tokens.get(i + 2);
    if (!"&".equals(amp.image) || !adjacent(u, amp) || !adjacent(amp, quoted)
        || quote(quoted) == 0) {
      return -1;
    }
    int last = i + 2;
    while (quote(quoted) == '\'' && last + 1 < tokens.size()
        && continues(tokens.get(last), tokens.get(last + 1), sql, lineStarts)) {
      last++;
    }
    if (last + 2 < tokens.size() && "UESCAPE".equalsIgnoreCase(tokens.get(last + 1).image)) {
      return last + 2;
    }
    return last;
  }

  /**
   * Whether {@code next} continues the string {@code string}: PostgreSQL joins string constants
   * separated by nothing but whitespace with a newline. Across a comment it may join them too;
   * such text is refused.
   */
  private static boolean continues(Token string, Token next, String sql, int[] lineStarts) {
    if (next.kind != CCJSqlParserConstants.S_CHAR_LITERAL || quote(next) != '\'') {
      return false;
    }
    if (next.specialToken != null) {
      throw new Refusal(Rule.UNSUPPORTED, "a U& string continued across a comment (line "
          + next.beginLine + ", column " + next.beginColumn + ") is not supported");
    }
    int from = offset(lineStarts, string.endLine, string.endColumn) + 1;
    int to = offset(lineStarts, next.beginLine, next.beginColumn);
    if (from <= 0 || to < from || to > sql.length()) {
      return false;
    }
    String gap = sql.substring(from, to);
    return gap.isBlank() && (gap.indexOf('\n') >= 0 || gap.indexOf('\r') >= 0);
  }

  private static String decode(List<Token> tokens, int start, int end, Token at) {
    try {
      return decode(tokens, start, end);
    } catch (IllegalArgumentException e) {
      throw Refusal.syntaxError("invalid Unicode escape at line " + at.beginLine + ", column "
          + at.beginColumn + ": " + e.getMessage() + " (PostgreSQL refuses it too)");
    }
  }

  private static String decode(List<Token> tokens, int start, int end) {
    Token quoted = tokens.get(start + 2);
    char quote = quote(quoted);
    char escape = '\\';
    boolean uescape = end >= start + 4
        && "UESCAPE".equalsIgnoreCase(tokens.get(end - 1).image);
    int last = uescape ? end - 2 : end;
    StringBuilder body = new StringBuilder();
    for (int k = start + 2; k <= last; k++) {
      body.append(body(tokens.get(k), quote));
    }
    if (uescape) {
      Token escapeToken = tokens.get(end);
      String e = escapeToken.kind == CCJSqlParserConstants.S_CHAR_LITERAL
          && quote(escapeToken) == '\'' ? body(escapeToken, '\'') : "";
      if (e.length() != 1 || "0123456789abcdefABCDEF+'\"".indexOf(e.charAt(0)) >= 0
          || Character.isWhitespace(e.charAt(0))) {
        throw invalid("UESCAPE needs one character that is no hex digit, +, quote or space");
      }
      escape = e.charAt(0);
    }
    String text = unescape(body.toString(), escape);
    String doubled = String.valueOf(quote) + quote;
    return quote + text.replace(String.valueOf(quote), doubled) + quote;
  }

  /**
   * PostgreSQL's reading of the escapes: the escape character followed by four hex digits, by
   * a plus and six hex digits, or by itself.
   */
  static String unescape(String body, char escape) {
    StringBuilder out = new StringBuilder(body.length());
    int i = 0;
    while (i < body.length()) {
      char c = body.charAt(i);
      if (c != escape) {
        out.append(c);
        i++;
        continue;
      }
      if (i + 1 < body.length() && body.charAt(i + 1) == escape) {
        out.append(escape);
        i += 2;
        continue;
      }
      boolean longForm = i + 1 < body.length() && body.charAt(i + 1) == '+';
      int digits = longForm ? 6 : 4;
      int from = i + (longForm ? 2 : 1);
      int cp = hex(body, from, digits);
      i = from + digits;
      if (Character.isHighSurrogate((char) cp) && cp <= 0xFFFF) {
        int low = i < body.length() && body.charAt(i) == escape ? lowSurrogate(body, i + 1) : -1;
        if (low < 0) {
          throw invalid("a high surrogate must be followed by a low one");
        }
        cp = Character.toCodePoint((char) cp, (char) low);
        i += body.charAt(i + 1) == '+' ? 8 : 5;
      } else if (cp <= 0xFFFF && Character.isLowSurrogate((char) cp)) {
        throw invalid("a low surrogate without a high one");
      }
      if (cp == 0 || cp > Character.MAX_CODE_POINT) {
        throw invalid("code point " + Integer.toHexString(cp) + " is not allowed");
      }
      out.appendCodePoint(cp);
    }
    return out.toString();
  }

  private static int lowSurrogate(String body, int at) {
    boolean longForm = at < body.length() && body.charAt(at) == '+';
    int cp = hex(body, longForm ? at + 1 : at, longForm ? 6 : 4);
    return cp <= 0xFFFF && Character.isLowSurrogate((char) cp) ? cp : -1;
  }

  private static int hex(String body, int from, int digits) {
    if (from + digits > body.length()) {
      throw invalid("an escape needs " + digits + " hex digits");
    }
    int v = 0;
    for (int k = from; k < from + digits; k++) {
      int d = Character.digit(body.charAt(k), 16);
      if (d < 0) {
        throw invalid("an escape needs " + digits + " hex digits");
      }
      v = v * 16 + d;
    }
    return v;
  }

  private static IllegalArgumentException invalid(String why) {
    return new IllegalArgumentException(why);
  }

  /** The quote character a string or quoted name token starts with, or 0. */
  private static char quote(Token t) {
    String image = t.image;
    if (image.length() < 2) {
      return 0;
    }
    char first = image.charAt(0);
    boolean string = t.kind == CCJSqlParserConstants.S_CHAR_LITERAL && first == '\'';
    boolean name = t.kind == CCJSqlParserConstants.S_QUOTED_IDENTIFIER && first == '"';
    return (string || name) && image.charAt(image.length() - 1) == first ? first : 0;
  }

  /** The text between the quotes, with doubled quotes single. */
  private static String body(Token t, char quote) {
    String image = t.image;
    String q = String.valueOf(quote);
    return image.substring(1, image.length() - 1).replace(q + q, q);
  }

  private static boolean adjacent(Token a, Token b) {
    return b.specialToken == null && b.beginLine == a.endLine
        && b.beginColumn == a.endColumn + 1;
  }

  /** The text's tokens, or null when it does not tokenise or holds a dollar-quote tag. */
  private static List<Token> tokens(String sql) {
    SimpleCharStream stream = new SimpleCharStream(new StringProvider(sql));
    stream.setTabSize(1);
    CCJSqlParserTokenManager tm = new CCJSqlParserTokenManager(stream);
    List<Token> tokens = new ArrayList<>();
    try {
      for (Token t = tm.getNextToken(); t.kind != CCJSqlParserConstants.EOF;
          t = tm.getNextToken()) {
        if (t.kind == CCJSqlParserConstants.S_IDENTIFIER && t.image.startsWith("$")) {
          return null;
        }
        tokens.add(t);
      }
    } catch (RuntimeException | Error e) {
      return null;
    }
    return tokens;
  }

  /** The offset of each line's first character, 1-based lines as JSqlParser counts them. */
  private static int[] lineStarts(String sql) {
    List<Integer> starts = new ArrayList<>();
    starts.add(0);
    starts.add(0);
    for (int i = 0; i < sql.length(); i++) {
      char c = sql.charAt(i);
      if (c == '\r' && i + 1 < sql.length() && sql.charAt(i + 1) == '\n') {
        continue;
      }
      if (c == '\r' || c == '\n') {
        starts.add(i + 1);
      }
    }
    return starts.stream().mapToInt(Integer::intValue).toArray();
  }

  private static int offset(int[] lineStarts, int line, int column) {
    return line < lineStarts.length ? lineStarts[line] + column - 1 : -1;
  }

  private static int kind(String image) {
    String[] images = CCJSqlParserConstants.tokenImage;
    for (int i = 0; i < images.length; i++) {
      if (images[i].equals(image)) {
        return i;
      }
    }
    throw new IllegalStateException("JSqlParser has no token " + image);
  }
}
