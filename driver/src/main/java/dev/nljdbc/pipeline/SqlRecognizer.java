package dev.nljdbc.pipeline;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.List;
import dev.nljdbc.security.Parsers;
import net.sf.jsqlparser.JSQLParserException;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.Statements;
import net.sf.jsqlparser.statement.alter.Alter;
import net.sf.jsqlparser.statement.create.index.CreateIndex;
import net.sf.jsqlparser.statement.create.table.CreateTable;
import net.sf.jsqlparser.statement.create.view.CreateView;
import net.sf.jsqlparser.statement.delete.Delete;
import net.sf.jsqlparser.statement.drop.Drop;
import net.sf.jsqlparser.statement.execute.Execute;
import net.sf.jsqlparser.statement.grant.Grant;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.merge.Merge;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.TableStatement;
import net.sf.jsqlparser.statement.truncate.Truncate;
import net.sf.jsqlparser.statement.update.Update;
import net.sf.jsqlparser.statement.upsert.Upsert;

/**
 * Decides whether text is SQL. Much plain English parses ("show users", "describe orders",
 * "use tenant_b"), so text counts as SQL only when it parses completely into statements of the
 * kinds below; everything else is a natural-language turn. {@code TABLE x} is left to the
 * natural-language route, which answers "table users" the same way.
 */
final class SqlRecognizer {
  private static final long PARSE_TIMEOUT_MS = 2_000;

  /** Statement kinds that people write only as SQL. Writes are here so the security layer refuses them. */
  private static final List<Class<? extends Statement>> SQL_KINDS = List.of(
      Select.class, Insert.class, Update.class, Delete.class, Merge.class, Upsert.class,
      CreateTable.class, CreateView.class, CreateIndex.class, Alter.class, Drop.class,
      Truncate.class, Grant.class, Execute.class);

  /** Decisions by text: tools repeat their statements, and parsing is the costly part. */
  private static final Cache<String, Boolean> DECISIONS = Caffeine.newBuilder()
      .maximumSize(10_000)
      .build();

  private SqlRecognizer() {
  }

  /** Whether the text is SQL of a recognised kind. */
  static boolean isSql(String text) {
    if (text.length() > 4_096) {
      return recognise(text);
    }
    return DECISIONS.get(text, SqlRecognizer::recognise);
  }

  private static boolean recognise(String text) {
    Statements statements;
    try {
      statements = Parsers.parseStatements(text, PARSE_TIMEOUT_MS);
    } catch (JSQLParserException | RuntimeException e) {
      return false;
    }
    if (statements == null || statements.isEmpty()) {
      return false;
    }
    for (Statement s : statements) {
      if (s == null || s instanceof TableStatement
          || SQL_KINDS.stream().noneMatch(k -> k.isInstance(s))) {
        return false;
      }
    }
    return true;
  }
}
