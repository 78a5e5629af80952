package dev.nljdbc.pipeline;

import dev.nljdbc.error.SqlState;
import dev.nljdbc.error.UserText;
import dev.nljdbc.security.AdmittedStatement;
import dev.nljdbc.security.Parsers;
import dev.nljdbc.security.Rule;
import dev.nljdbc.security.SecurityGate;
import dev.nljdbc.security.StatementRefusedException;
import java.sql.SQLException;
import java.util.Locale;
import net.sf.jsqlparser.JSQLParserException;
import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.parser.Token;
import net.sf.jsqlparser.parser.TokenMgrException;

/**
 * Reports the gate's refusal of SQL it could not parse as SPEC §2 asks: text meant as a query
 * (or a mistyped keyword) is a syntax error (SQLState 42601) with the parser's line and column
 * and the keyword a mistyped first word meant ("selec" → SELECT); a statement of another kind
 * ({@code VACUUM}, {@code DO}, a JDBC escape) stays a refusal (42501) that names its kind. Only
 * SQL the client wrote gets here; the gate decided first, so nothing runs that it did not admit.
 */
final class SyntaxErrors {
  private static final long PARSE_TIMEOUT_MS = 2_000;

  private SyntaxErrors() {
  }

  /** Admits client SQL through the gate; text it cannot parse is a 42601 syntax error. */
  static AdmittedStatement admit(SecurityGate gate, String sql) throws SQLException {
    try {
      return gate.admit(sql);
    } catch (StatementRefusedException e) {
      if (e.rule() != Rule.UNPARSEABLE) {
        throw e;
      }
      SqlStart.Decision start = SqlStart.of(sql);
      if (start.kind() == SqlStart.Kind.NOT_QUERY && !start.nearMiss()) {
        throw new SQLException("refused: " + ("{".equals(start.keyword())
            ? "JDBC escape syntax ({call ...}, {oj ...}) is not supported"
            : start.keyword() + " statements are not queries")
            + "; nljdbc runs only read-only queries", e.getSQLState(), e);
      }
      SQLException syntax = of(sql, e);
      throw syntax == null ? e : syntax;
    }
  }

  /** The syntax error of text JSqlParser rejects, chaining {@code cause}; null when it parses. */
  static SQLException of(String sql, Throwable cause) {
    try {
      Parsers.parseStatements(sql, PARSE_TIMEOUT_MS);
      return null;
    } catch (JSQLParserException e) {
      String where = position(e);
      if (where == null) {
        return null;
      }
      return SqlState.SYNTAX_ERROR.exception("syntax error " + where + suggestion(sql), cause);
    } catch (RuntimeException e) {
      return null;
    }
  }

  private static String position(JSQLParserException e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof ParseException parseException) {
        Token bad = parseException.currentToken;
        bad = bad == null ? null : bad.next;
        if (bad == null) {
          return null;
        }
        String near = bad.image == null || bad.image.isEmpty() ? "at the end of the text"
            : "near '" + UserText.abbreviate(bad.image, 40) + "'";
        return "at line " + bad.beginLine + ", column " + bad.beginColumn + " " + near;
      }
      if (t instanceof TokenMgrException) {
        return lexical(t.getMessage());
      }
    }
    return null;
  }

  /** "at line L, column C" from a lexical error's message, which carries no fields. */
  private static String lexical(String message) {
    if (message == null) {
      return null;
    }
    int line = message.indexOf("line ");
    int column = message.indexOf("column ");
    if (line < 0 || column < 0) {
      return null;
    }
    return "at line " + digits(message, line + 5) + ", column " + digits(message, column + 7)
        + ": unterminated string, quoted name or comment";
  }

  private static String digits(String s, int from) {
    int end = from;
    while (end < s.length() && Character.isDigit(s.charAt(end))) {
      end++;
    }
    return s.substring(from, end);
  }

  private static String suggestion(String sql) {
    LeadingTokens t = LeadingTokens.of(sql);
    String first = t.at(0);
    String meant = SqlStart.nearMiss(first);
    if (meant != null) {
      return "; did you mean " + meant.toUpperCase(Locale.ROOT) + "?" + asEnglish(sql);
    }
    if (sql.indexOf('{') >= 0) {
      return "; JDBC escapes ({fn ...}, {oj ...}, {call ...}) are not supported, write plain SQL";
    }
    return SqlStart.of(sql).kind() == SqlStart.Kind.QUERY ? asEnglish(sql) : "";
  }

  /**
   * How to ask text that starts like SQL as a question: it was read as SQL because of its first
   * word ("Select the average price of ..."), and is never reread as English in silence.
   */
  private static String asEnglish(String sql) {
    return ". Text that starts like SQL is read as SQL; if this is a question, ask it with /nl"
        + " in front: /nl " + UserText.abbreviate(sql.strip(), 60);
  }
}
