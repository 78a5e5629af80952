package dev.nljdbc.security;

import dev.nljdbc.dialect.SqlDialect;
import java.util.List;
import net.sf.jsqlparser.parser.CCJSqlParserConstants;
import net.sf.jsqlparser.parser.Token;

/**
 * Refuses tokens of a final SQL that the target's own lexer reads as the start of a string or a
 * comment, where JSqlParser reads a name or an operator.
 *
 * <p>Design note. The gate sends its rendering of the tree, so what it checked is what the
 * target receives, token for token; but the target tokenises that text itself, and three
 * JSqlParser tokens start something else there. A name beginning with {@code $} ({@code $a$},
 * also after an operator character JSqlParser keeps in the token, {@code @$a$}) opens a
 * dollar-quoted string on PostgreSQL that runs to the next {@code $a$}: names the gate checked
 * become text, and text it took for a string literal becomes SQL. {@code #}, an operator to
 * JSqlParser and PostgreSQL ({@code #}, {@code #>}, {@code #>>}), starts a comment on MariaDB
 * and MySQL that runs to the end of the line, which may be a line break inside a literal: what
 * follows it in the literal is SQL to them. And on a database without escape strings
 * {@code E'x'} is the column {@code E} named {@code 'x'}. Literals and quoted names are not
 * scanned otherwise: their ambiguities are {@link PolicyInspector}'s.
 */
final class TargetLexicon {
  private TargetLexicon() {}

  /**
   * Checks the tokens of a final SQL.
   *
   * @param dialect the target's dialect, or null when the gate does not know its database
   *     (then {@code #} is refused, as on MariaDB, and {@code E'x'} read as on PostgreSQL)
   */
  static void check(List<Token> tokens, SqlDialect dialect) {
    boolean hashIsComment = dialect == null || dialect.hashStartsComment();
    boolean escapeStrings = dialect == null || dialect.readsEscapeStrings();
    for (Token t : tokens) {
      if (t.kind == CCJSqlParserConstants.S_CHAR_LITERAL) {
        if (!escapeStrings && (t.image.startsWith("E'") || t.image.startsWith("e'"))) {
          throw new Refusal(Rule.AMBIGUOUS_LITERAL, t.image + " at line " + t.beginLine
              + ", column " + t.beginColumn + " is an escape string on PostgreSQL only; here E"
              + " is a column and the string its alias");
        }
        continue;
      }
      if (t.kind == CCJSqlParserConstants.S_QUOTED_IDENTIFIER) {
        continue;
      }
      String image = t.image;
      if (opensDollarQuote(image)) {
        throw new Refusal(Rule.AMBIGUOUS_LITERAL, image + " at line " + t.beginLine + ", column "
            + t.beginColumn + " opens a dollar-quoted string on PostgreSQL; quote names that"
            + " start with $");
      }
      if (hashIsComment && image.indexOf('#') >= 0) {
        throw new Refusal(Rule.AMBIGUOUS_COMMENT, image + " at line " + t.beginLine
            + ", column " + t.beginColumn + ": MariaDB and MySQL read # as the start of a"
            + " comment");
      }
    }
  }

  /**
   * Whether a token holds a {@code $} that PostgreSQL does not read as part of a name: one at the
   * start ({@code $a$}) or after a character that cannot continue a name ({@code @$a$}, which
   * PostgreSQL reads as the operator {@code @} and a string).
   */
  private static boolean opensDollarQuote(String image) {
    for (int i = image.indexOf('$'); i >= 0; i = image.indexOf('$', i + 1)) {
      if (i == 0) {
        return true;
      }
      char before = image.charAt(i - 1);
      if (!Character.isLetterOrDigit(before) && before != '_' && before != '$') {
        return true;
      }
    }
    return false;
  }
}
