package dev.nljdbc.pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.sf.jsqlparser.parser.CCJSqlParserConstants;
import net.sf.jsqlparser.parser.CCJSqlParserTokenManager;
import net.sf.jsqlparser.parser.SimpleCharStream;
import net.sf.jsqlparser.parser.StringProvider;
import net.sf.jsqlparser.parser.Token;

/**
 * Recognises a statement that only makes transactions read-only, as frameworks send it before a
 * read-only transaction (Spring's {@code setEnforceReadOnly} sends
 * {@code SET TRANSACTION READ ONLY}): {@code SET TRANSACTION}, {@code SET SESSION TRANSACTION}
 * or {@code SET SESSION CHARACTERISTICS AS TRANSACTION}, followed by modes separated by commas,
 * {@code READ ONLY} among them and {@code READ WRITE} not. Every nljdbc connection only reads, so
 * such a statement is accepted and does nothing (README.md#what-a-statement-means). JSqlParser
 * does not parse these statements, so the whole text is read with its token manager, never a
 * regular expression.
 */
final class ReadOnlySetting {
  /** More tokens than any such statement has. */
  private static final int MAX_TOKENS = 32;

  private final List<String> tokens;
  private int at;

  private ReadOnlySetting(List<String> tokens) {
    this.tokens = tokens;
  }

  /** Whether the text is a read-only transaction setting and nothing else. */
  static boolean matches(String text) {
    List<String> tokens = tokens(text);
    return tokens != null && new ReadOnlySetting(tokens).statement();
  }

  private boolean statement() {
    if (!take("set")) {
      return false;
    }
    boolean head = take("transaction")
        || take("session") && (take("transaction")
            || take("characteristics") && take("as") && take("transaction"));
    if (!head) {
      return false;
    }
    boolean readOnly = false;
    do {
      if (take("read")) {
        if (!take("only")) {
          return false;
        }
        readOnly = true;
      } else if (!isolation() && !deferrable()) {
        return false;
      }
    } while (take(","));
    take(";");
    return readOnly && at == tokens.size();
  }

  private boolean isolation() {
    if (!take("isolation")) {
      return false;
    }
    return take("level") && (take("serializable") || take("repeatable") && take("read")
        || take("read") && (take("committed") || take("uncommitted")));
  }

  private boolean deferrable() {
    return take("deferrable") || take("not") && take("deferrable");
  }

  private boolean take(String word) {
    if (at < tokens.size() && tokens.get(at).equals(word)) {
      at++;
      return true;
    }
    return false;
  }

  /** The text's tokens, lower case; null when it has too many or does not tokenize. */
  private static List<String> tokens(String text) {
    List<String> tokens = new ArrayList<>();
    CCJSqlParserTokenManager tm = new CCJSqlParserTokenManager(
        new SimpleCharStream(new StringProvider(text)));
    try {
      for (Token t = tm.getNextToken(); t.kind != CCJSqlParserConstants.EOF;
          t = tm.getNextToken()) {
        if (tokens.size() == MAX_TOKENS) {
          return null;
        }
        tokens.add(t.image.toLowerCase(Locale.ROOT));
      }
    } catch (RuntimeException | Error e) {
      return null;
    }
    return tokens;
  }
}
