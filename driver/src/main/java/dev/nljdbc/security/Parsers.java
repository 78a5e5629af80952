package dev.nljdbc.security;

import java.util.List;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import net.sf.jsqlparser.JSQLParserException;
import net.sf.jsqlparser.parser.CCJSqlParser;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.parser.Token;
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
