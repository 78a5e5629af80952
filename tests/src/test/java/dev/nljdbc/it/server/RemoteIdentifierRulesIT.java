package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.server.NljdbcServer;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Over remote, the identifier case rules and quote string are the target's, not Avatica's. */
class RemoteIdentifierRulesIT {
  @ParameterizedTest
  @EnumSource(Kind.class)
  void identifierRules_areTheTargets(Kind kind) throws SQLException {
    try (var scratch = TestDatabases.scratch(kind, "CREATE TABLE t (n int)");
        NljdbcServer server = TestServers.start(scratch.url());
        Connection remote = DriverManager.getConnection(TestServers.nlUrl(server));
        Connection direct = DriverManager.getConnection(scratch.url())) {
      assertEquals(rules(direct.getMetaData()), rules(remote.getMetaData()));
    }
  }

  private static List<Object> rules(DatabaseMetaData md) throws SQLException {
    return List.of(md.storesUpperCaseIdentifiers(), md.storesLowerCaseIdentifiers(),
        md.storesMixedCaseIdentifiers(), md.supportsMixedCaseIdentifiers(),
        md.storesUpperCaseQuotedIdentifiers(), md.storesLowerCaseQuotedIdentifiers(),
        md.storesMixedCaseQuotedIdentifiers(), md.supportsMixedCaseQuotedIdentifiers(),
        md.getIdentifierQuoteString());
  }
}
