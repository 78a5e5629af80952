package dev.nljdbc.security;

import dev.nljdbc.dialect.IdentifierCase;
import dev.nljdbc.dialect.SqlDialect;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.parser.CCJSqlParserConstants;
import net.sf.jsqlparser.parser.Token;

/**
 * Quotes words that JSqlParser reserves but a statement uses as names, so that SQL the target
 * accepts ({@code SELECT count(*) AS returns FROM t}) parses. The gate calls it only for text
 * JSqlParser refused, and then checks the quoted text in full, as if the client had written it:
 * the quoted text is what the gate inspects, rewrites and sends.
 *
 * <p>Design note. The scan reads JSqlParser's own tokens, never characters. A word is quoted
 * only where PostgreSQL and MariaDB read nothing but a name:
 * <ul>
 *   <li>right after {@code AS} in a query (not inside a call such as {@code CAST(x AS t)}),
 *       when what follows ends the alias: a comma, a bracket, the end, or a clause keyword;</li>
 *   <li>a word declared so, used again as the qualifier of a column ({@code returns.x}) or
 *       as a column after a qualifier ({@code x.returns});</li>
 *   <li>a word declared so, alone as an item of {@code ORDER BY} or {@code GROUP BY}, when it
 *       is no literal ({@code NULL}, {@code TRUE}, {@code CURRENT_DATE} ...).</li>
 * </ul>
 * A quoted name is folded as the database folds unquoted names and quoted in its own quotes,
 * so it names what the unquoted word named. Words that end an alias (FROM, JOIN, ON ...) are
 * never quoted.
 */
final class KeywordNames {
  /** Words that end an alias: what may follow {@code AS name}. */
  private static final Set<String> ALIAS_ENDS = Set.of("FROM", "WHERE", "GROUP", "HAVING",
      "ORDER", "LIMIT", "OFFSET", "FETCH", "UNION", "INTERSECT", "EXCEPT", "WINDOW", "JOIN",
      "INNER", "LEFT", "RIGHT", "FULL", "CROSS", "NATURAL", "ON", "USING", "AS");
  /** Words that end an item of ORDER BY or GROUP BY. */
  private static final Set<String> ITEM_ENDS = Set.of("ASC", "DESC", "NULLS", "LIMIT", "OFFSET",
      "FETCH", "HAVING", "ORDER", "WINDOW", "UNION", "INTERSECT", "EXCEPT");
  /** Words that are values on their own, never a reference to an alias. */
  private static final Set<String> LITERALS = Set.of("NULL", "TRUE", "FALSE", "UNKNOWN",
      "DEFAULT", "USER");

  private KeywordNames() {
  }

  /**
   * The text with its keywords in name positions quoted, or null when there are none (or the
   * text does not tokenise).
   *
   * @param dialect the target's dialect: its quotes and its case folding
   */
  static String quote(String sql, SqlDialect dialect) {
    List<Token> tokens = SqlParsing.tokenList(sql);
    if (tokens == null || dialect == null) {
      return null;
    }
    Set<Integer> quoted = new HashSet<>();
    Set<String> declared = new HashSet<>();
    for (int i = 1; i < tokens.size(); i++) {
      if (is(tokens.get(i - 1), "AS") && keyword(tokens.get(i))
          && !ALIAS_ENDS.contains(upper(tokens.get(i))) && endsAlias(tokens, i + 1)
          && inQuery(tokens, i - 1)) {
        quoted.add(i);
        declared.add(upper(tokens.get(i)));
      }
    }
    if (quoted.isEmpty()) {
      return null;
    }
    for (int i = 0; i < tokens.size(); i++) {
      Token t = tokens.get(i);
      if (keyword(t) && declared.contains(upper(t))
          && (qualifier(tokens, i) || (i > 0 && is(tokens.get(i - 1), "."))
              || orderOrGroupItem(tokens, i))) {
        quoted.add(i);
      }
    }
    return rewrite(sql, tokens, quoted, dialect);
  }

  private static String rewrite(String sql, List<Token> tokens, Set<Integer> quoted,
      SqlDialect dialect) {
    StringBuilder out = new StringBuilder(sql.length() + 2 * quoted.size());
    int copied = 0;
    for (int i = 0; i < tokens.size(); i++) {
      if (!quoted.contains(i)) {
        continue;
      }
      Token t = tokens.get(i);
      int begin = t.absoluteBegin - 1;
      if (begin < copied || !sql.startsWith(t.image, begin)) {
        return null;
      }
      out.append(sql, copied, begin).append(dialect.quoteIdentifier(fold(t.image, dialect)));
      copied = begin + t.image.length();
    }
    return out.append(sql, copied, sql.length()).toString();
  }

  private static String fold(String word, SqlDialect dialect) {
    IdentifierCase folding = dialect.unquotedCase();
    return folding == IdentifierCase.LOWER ? word.toLowerCase(Locale.ROOT)
        : folding == IdentifierCase.UPPER ? word.toUpperCase(Locale.ROOT) : word;
  }

  /** Whether the token at {@code i} (past the end: the end of the text) ends an alias. */
  private static boolean endsAlias(List<Token> tokens, int i) {
    if (i >= tokens.size()) {
      return true;
    }
    Token t = tokens.get(i);
    return is(t, ",") || is(t, ")") || is(t, ";")
        || (t.kind != CCJSqlParserConstants.S_IDENTIFIER && ALIAS_ENDS.contains(upper(t)));
  }

  /**
   * Whether the token at {@code i} stands in a query, not inside a call's brackets: the bracket
   * around it, if any, opens a subquery.
   */
  private static boolean inQuery(List<Token> tokens, int i) {
    int depth = 0;
    for (int j = i - 1; j >= 0; j--) {
      Token t = tokens.get(j);
      if (is(t, ")")) {
        depth++;
      } else if (is(t, "(")) {
        if (depth == 0) {
          return is(tokens.get(j + 1), "SELECT") || is(tokens.get(j + 1), "WITH");
        }
        depth--;
      }
    }
    return true;
  }

  /** Whether the word at {@code i} qualifies a column: {@code word.column}. */
  private static boolean qualifier(List<Token> tokens, int i) {
    return i + 1 < tokens.size() && is(tokens.get(i + 1), ".")
        && (i == 0 || !is(tokens.get(i - 1), "."));
  }

  /** Whether the word at {@code i} is alone as an item of ORDER BY or GROUP BY. */
  private static boolean orderOrGroupItem(List<Token> tokens, int i) {
    Token t = tokens.get(i);
    if (LITERALS.contains(upper(t)) || t.kind == CCJSqlParserConstants.K_TIME_KEY_EXPR
        || !itemEnds(tokens, i + 1) || i < 2
        || !(is(tokens.get(i - 1), ",") || is(tokens.get(i - 1), "BY"))) {
      return false;
    }
    int depth = 0;
    for (int j = i - 1; j >= 1; j--) {
      Token before = tokens.get(j);
      if (is(before, ")")) {
        depth++;
      } else if (is(before, "(")) {
        if (depth == 0) {
          return false;
        }
        depth--;
      } else if (depth == 0 && is(before, "BY")) {
        return is(tokens.get(j - 1), "ORDER") || is(tokens.get(j - 1), "GROUP");
      } else if (depth == 0 && keyword(before) && !ITEM_ENDS.contains(upper(before))) {
        return false;
      }
    }
    return false;
  }

  private static boolean itemEnds(List<Token> tokens, int i) {
    if (i >= tokens.size()) {
      return true;
    }
    Token t = tokens.get(i);
    return is(t, ",") || is(t, ")") || is(t, ";")
        || (t.kind != CCJSqlParserConstants.S_IDENTIFIER && ITEM_ENDS.contains(upper(t)));
  }

  /** Whether the token is a word JSqlParser reads as a keyword (not as a plain name). */
  private static boolean keyword(Token t) {
    if (t.kind == CCJSqlParserConstants.S_IDENTIFIER
        || t.kind == CCJSqlParserConstants.S_QUOTED_IDENTIFIER || t.image.isEmpty()) {
      return false;
    }
    for (int i = 0; i < t.image.length(); i++) {
      char c = t.image.charAt(i);
      boolean letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
      if (!letter && (i == 0 || c < '0' || c > '9')) {
        return false;
      }
    }
    return true;
  }

  private static boolean is(Token t, String image) {
    return t.image.equalsIgnoreCase(image);
  }

  private static String upper(Token t) {
    return t.image.toUpperCase(Locale.ROOT);
  }
}
