package dev.nljdbc.security;

import java.util.List;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import net.sf.jsqlparser.JSQLParserException;
import net.sf.jsqlparser.parser.CCJSqlParser;
import net.sf.jsqlparser.parser.CCJSqlParserTokenManager;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.parser.SimpleCharStream;
import net.sf.jsqlparser.parser.StringProvider;
import net.sf.jsqlparser.parser.Token;
import net.sf.jsqlparser.parser.feature.Feature;
import net.sf.jsqlparser.statement.Statements;

/**
 * The one way nljdbc runs JSqlParser. Short, shallow text is parsed on the caller's thread:
 * flat SQL parses in linear time, and handing it to another thread costs more than parsing it.
 * Long or deeply nested text, where the parser can backtrack for a long time, is parsed on a
 * shared pool of daemon threads under a timeout.
 */
public final class Parsers {
  /** Longest text parsed on the caller's thread. */
  static final int INLINE_MAX_LENGTH = 4_000;
  /** Deepest bracket nesting parsed on the caller's thread. */
  static final int INLINE_MAX_DEPTH = 16;

  private static final ExecutorService TIMED = new ThreadPoolExecutor(0, Integer.MAX_VALUE,
      60, TimeUnit.SECONDS, new SynchronousQueue<>(), r -> {
        Thread t = new Thread(r, "nljdbc-sql-parser");
        t.setDaemon(true);
        return t;
      });
  private static final ExecutorService CALLER = new CallerRuns();

  private Parsers() {
  }

  /**
   * Parses text into statements as {@link CCJSqlParserUtil#parseStatements} does (simple
   * parsing first, complex parsing when that fails).
   *
   * @param timeoutMillis the longest a parse on the timed pool may take
   */
  public static Statements parseStatements(String sql, long timeoutMillis)
      throws JSQLParserException {
    return parse(sql, timeoutMillis, parser -> { });
  }

  /** As {@link #parseStatements}, keeping the chain of tokens the parser read. */
  static ParsedText parse(String sql, long timeoutMillis) throws JSQLParserException {
    AtomicReference<Token> start = new AtomicReference<>();
    Statements statements = parse(sql, timeoutMillis, parser -> start.set(parser.token));
    return new ParsedText(statements, start.get());
  }

  private static Statements parse(String sql, long timeoutMillis, Consumer<CCJSqlParser> watch)
      throws JSQLParserException {
    boolean inline = sql.length() <= INLINE_MAX_LENGTH && depth(sql) <= INLINE_MAX_DEPTH;
    Consumer<CCJSqlParser> configure = parser -> {
      parser.withTimeOut(timeoutMillis);
      watch.accept(parser);
    };
    return CCJSqlParserUtil.parseStatements(sql, inline ? CALLER : TIMED, configure);
  }

  /**
   * As {@link #parse(String, long)}, reading the given tokens of the text instead of tokenising
   * it again: JSqlParser's token manager has one lexical state, so a text's tokens do not depend
   * on the parser.
   *
   * @param tokens the text's tokens from JSqlParser's token manager, end of text last; they are
   *     linked to each other as the parser links them
   */
  static ParsedText parse(String sql, List<Token> tokens, long timeoutMillis)
      throws JSQLParserException {
    for (int i = 0; i + 1 < tokens.size(); i++) {
      tokens.get(i).next = tokens.get(i + 1);
    }
    ExecutorService executor =
        sql.length() <= INLINE_MAX_LENGTH && depth(sql) <= INLINE_MAX_DEPTH ? CALLER : TIMED;
    CCJSqlParser simple = reading(sql, tokens, timeoutMillis);
    Token start = simple.token;
    try {
      return new ParsedText(CCJSqlParserUtil.parseStatements(
          simple.withAllowComplexParsing(false), executor), start);
    } catch (JSQLParserException e) {
      int allowed = simple.getAsInt(Feature.allowedNestingDepth);
      if (stopped(e) || !simple.getAsBoolean(Feature.allowComplexParsing)
          || (allowed >= 0 && CCJSqlParserUtil.getNestingDepth(sql) > allowed)) {
        throw e;
      }
      CCJSqlParser complex = reading(sql, tokens, timeoutMillis);
      start = complex.token;
      return new ParsedText(CCJSqlParserUtil.parseStatements(
          complex.withAllowComplexParsing(true), executor), start);
    }
  }

  private static CCJSqlParser reading(String sql, List<Token> tokens, long timeoutMillis) {
    CCJSqlParser parser = new CCJSqlParser(new StringProvider(sql));
    parser.token_source = new TokenReplay(tokens);
    parser.withTimeOut(timeoutMillis);
    return parser;
  }

  /** Whether a parse failed because it was stopped (timed out, interrupted, cancelled). */
  static boolean stopped(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof TimeoutException || t instanceof InterruptedException
          || t instanceof CancellationException) {
        return true;
      }
    }
    return false;
  }

  private static int depth(String sql) {
    int depth = 0;
    int max = 0;
    for (int i = 0; i < sql.length(); i++) {
      char c = sql.charAt(i);
      if (c == '(' || c == '[') {
        max = Math.max(max, ++depth);
      } else if ((c == ')' || c == ']') && depth > 0) {
        depth--;
      }
    }
    return max;
  }

  /**
   * Hands the parser a text's tokens, already linked: the parser asks for the first and follows
   * the links from there; past the end it gets the end again, as from a token manager.
   */
  private static final class TokenReplay extends CCJSqlParserTokenManager {
    private final List<Token> tokens;
    private boolean started;

    TokenReplay(List<Token> tokens) {
      super(new SimpleCharStream(new StringProvider("")));
      this.tokens = tokens;
    }

    @Override
    public Token getNextToken() {
      if (!started) {
        started = true;
        return tokens.get(0);
      }
      return tokens.get(tokens.size() - 1);
    }
  }

  /** Runs each task on the thread that submits it. */
  private static final class CallerRuns extends AbstractExecutorService {
    @Override
    public void execute(Runnable command) {
      command.run();
    }

    @Override
    public void shutdown() {
    }

    @Override
    public List<Runnable> shutdownNow() {
      return List.of();
    }

    @Override
    public boolean isShutdown() {
      return false;
    }

    @Override
    public boolean isTerminated() {
      return false;
    }

    @Override
    public boolean awaitTermination(long timeout, TimeUnit unit) {
      return false;
    }
  }
}
