package dev.nljdbc.security;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.JSQLParserException;
import net.sf.jsqlparser.parser.CCJSqlParserConstants;
import net.sf.jsqlparser.parser.CCJSqlParserTokenManager;
import net.sf.jsqlparser.parser.SimpleCharStream;
import net.sf.jsqlparser.parser.StringProvider;
import net.sf.jsqlparser.parser.Token;

/**
 * JSqlParser entry points: parsing on a shared executor with the policy's timeout, and the token
 * scans the gate needs (the first keyword of unparseable text, the order of parameters).
 */
final class SqlParsing {
  /** JSqlParser's token kind of {@code ?}. */
  static final int QUESTION_MARK = tokenKind("\"?\"");

  /** First words of statements JSqlParser does not parse but that are plainly not queries. */
  private static final Set<String> NOT_QUERIES = Set.of("INSERT", "UPDATE", "DELETE", "MERGE",
      "UPSERT", "REPLACE", "CREATE", "ALTER", "DROP", "TRUNCATE", "GRANT", "REVOKE", "CALL", "DO",
      "EXEC", "EXECUTE", "PREPARE", "DEALLOCATE", "SET", "RESET", "LOCK", "UNLOCK", "VACUUM",
      "ANALYZE", "REINDEX", "CLUSTER", "COMMENT", "REFRESH", "LOAD", "HANDLER", "RENAME",
      "LISTEN", "NOTIFY", "UNLISTEN", "BEGIN", "START", "COMMIT", "ROLLBACK", "SAVEPOINT",
      "RELEASE", "KILL", "SHUTDOWN", "FLUSH", "DISCARD", "IMPORT", "CHECKPOINT", "SECURITY",
      "REASSIGN", "OPTIMIZE", "REPAIR", "INSTALL", "UNINSTALL", "BACKUP", "RESTORE", "PURGE",
      "SHOW", "USE", "DESCRIBE", "DESC", "EXPLAIN", "HELP", "CHECKSUM", "CACHE", "XA");

  private SqlParsing() {}

  /** Parses the text into statements, refusing on syntax errors, timeouts and crashes. */
  static ParsedText parse(String sql, SecurityPolicy policy) {
    return parse(sql, null, policy);
  }

  /**
   * As {@link #parse(String, SecurityPolicy)}, reading the text's tokens as its
   * {@link StatementShape} found them when given.
   */
  static ParsedText parse(String sql, List<Token> tokens, SecurityPolicy policy) {
    long timeout = policy.parseTimeout().toMillis();
    try {
      return tokens == null ? Parsers.parse(sql, timeout) : Parsers.parse(sql, tokens, timeout);
    } catch (JSQLParserException e) {
      if (Parsers.stopped(e)) {
        throw new Refusal(Rule.UNPARSEABLE, "parsing was stopped (it may take at most "
            + timeout + " ms); unparsed SQL never runs", false);
      }
      throw unparseable(sql);
    } catch (RuntimeException | StackOverflowError e) {
      throw unparseable(sql);
    }
  }

  /** The refusal of text that does not parse: its kind when it is plainly no query. */
  static Refusal unparseable(String sql) {
    String first = firstKeyword(sql);
    if ("COPY".equals(first)) {
      return new Refusal(Rule.COPY, "COPY statements are not read-only queries");
    }
    if (first != null && NOT_QUERIES.contains(first)) {
      return new Refusal(Rule.READ_ONLY, first + " statements are not read-only queries");
    }
    return new Refusal(Rule.UNPARSEABLE, Rule.UNPARSEABLE.summary());
  }

  /**
   * Refuses comments that a target would not treat as plain comments: MariaDB and MySQL execute
   * {@code /*! ... *}{@code /} and {@code /*M! ... *}{@code /}, read {@code --x} as two minus
   * signs unless an ASCII space or control character follows the dashes (not a no-break or
   * em space), and PostgreSQL nests block comments. The gate never sends comments, so
   * such text would silently change meaning; it is refused instead.
   */
  static void checkComments(String sql) {
    if (!sql.contains("/*") && !sql.contains("--")) {
      return;
    }
    Token t;
    CCJSqlParserTokenManager tm = tokens(sql);
    do {
      try {
        t = tm.getNextToken();
      } catch (RuntimeException | Error e) {
        return; // the parser will refuse text that does not tokenise
      }
      checkComments(t);
    } while (t.kind != CCJSqlParserConstants.EOF);
  }

  /** {@link #checkComments(String)} for the comments before one token. */
  static void checkComments(Token token) {
    for (Token c = token.specialToken; c != null; c = c.specialToken) {
      String image = c.image;
      boolean executable = image.startsWith("/*!") || image.startsWith("/*M!")
          || image.startsWith("/*m!");
      boolean nested = image.startsWith("/*") && image.indexOf("/*", 2) >= 0;
      boolean dashes = image.startsWith("--") && image.length() > 2 && image.charAt(2) > ' ';
      if (executable || nested || dashes) {
        throw new Refusal(Rule.AMBIGUOUS_COMMENT, executable
            ? "MariaDB and MySQL execute /*! ... */ comments"
            : nested ? "PostgreSQL nests /* */ comments"
            : "MariaDB and MySQL read --x without a space as minus signs");
      }
    }
  }

  /** The first token of the text, upper case, or null when the text does not tokenise. */
  static String firstKeyword(String sql) {
    try {
      Token t = tokens(sql).getNextToken();
      return t.kind == CCJSqlParserConstants.EOF ? null : t.image.toUpperCase(Locale.ROOT);
    } catch (RuntimeException | Error e) {
      return null;
    }
  }

  /**
   * The numbers of the numbered parameters ({@code ?1}, {@code ?7}) in the order they occur in
   * the text. Every {@code ?} must carry a number, but for pgjdbc's escaped operators
   * ({@code ??}, {@code ??|}, {@code ??&}).
   */
  static List<Integer> numberedParameters(String sql) {
    List<Integer> order = new ArrayList<>();
    CCJSqlParserTokenManager tm = tokens(sql);
    Token t = tm.getNextToken();
    while (t.kind != CCJSqlParserConstants.EOF) {
      Token next = tm.getNextToken();
      if (Spellings.escapesOperator(t, next)) {
        t = tm.getNextToken();
        continue;
      }
      if (t.kind == QUESTION_MARK) {
        if (next.kind != CCJSqlParserConstants.S_LONG) {
          throw new Refusal(Rule.PARAMETERS, "a parameter lost its position while rendering");
        }
        order.add(Integer.valueOf(next.image));
        next = tm.getNextToken();
      }
      t = next;
    }
    return order;
  }

  /** How many {@code ?} tokens the text holds. */
  static int countParameters(String sql) {
    int n = 0;
    CCJSqlParserTokenManager tm = tokens(sql);
    for (Token t = tm.getNextToken(); t.kind != CCJSqlParserConstants.EOF; t = tm.getNextToken()) {
      if (t.kind == QUESTION_MARK) {
        n++;
      }
    }
    return n;
  }

  /** The text's tokens, end of text left out, or null when it does not tokenise. */
  static List<Token> tokenList(String sql) {
    List<Token> list = new ArrayList<>();
    try {
      CCJSqlParserTokenManager tm = tokens(sql);
      for (Token t = tm.getNextToken(); t.kind != CCJSqlParserConstants.EOF;
          t = tm.getNextToken()) {
        list.add(t);
      }
    } catch (RuntimeException | Error e) {
      return null;
    }
    return list;
  }

  private static CCJSqlParserTokenManager tokens(String sql) {
    return new CCJSqlParserTokenManager(new SimpleCharStream(new StringProvider(sql)));
  }

  private static int tokenKind(String image) {
    String[] images = CCJSqlParserConstants.tokenImage;
    for (int i = 0; i < images.length; i++) {
      if (images[i].equals(image)) {
        return i;
      }
    }
    throw new IllegalStateException("JSqlParser has no token " + image);
  }
}
