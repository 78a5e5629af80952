package dev.nljdbc.security;

import dev.nljdbc.error.SqlState;
import java.sql.SQLException;
import net.sf.jsqlparser.JSQLParserException;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.Statements;
import net.sf.jsqlparser.statement.select.Select;

/**
 * The single gate every statement passes before it reaches the target: SQL from the client, SQL
 * the pipeline generates, prepared statements and batches alike.
 */
public final class SecurityGate {

  /** Admits a single read-only query, or refuses it with SQLState 42501. */
  public AdmittedStatement admit(String sql) throws SQLException {
    Statements statements;
    try {
      statements = CCJSqlParserUtil.parseStatements(sql);
    } catch (JSQLParserException e) {
      throw SqlState.INSUFFICIENT_PRIVILEGE.exception(
          "refused: the statement cannot be parsed, and unparsed SQL never runs");
    }
    if (statements.size() != 1) {
      throw SqlState.INSUFFICIENT_PRIVILEGE.exception(
          "refused: exactly one statement per execution is allowed, not " + statements.size());
    }
    Statement statement = statements.get(0);
    if (!(statement instanceof Select)) {
      throw SqlState.INSUFFICIENT_PRIVILEGE.exception("refused: only read-only queries may run, not "
          + statement.getClass().getSimpleName().toUpperCase(java.util.Locale.ROOT));
    }
    return new AdmittedStatement(sql);
  }
}
