package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.server.NljdbcServer;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.calcite.avatica.AvaticaClientRuntimeException;
import org.apache.calcite.avatica.ColumnMetaData;
import org.apache.calcite.avatica.Meta;
import org.apache.calcite.avatica.QueryState;
import org.apache.calcite.avatica.remote.Service;
import org.apache.calcite.avatica.remote.TypedValue;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The Avatica requests that carry SQL but that JDBC clients rarely send ({@code syncResults},
 * {@code prepareAndExecuteBatch}, {@code executeBatch}), sent as raw protobuf to a server with
 * users: each goes through the security gate, with the user's tenant.
 */
class RawProtocolEntryPointsIT {
  private static final String USERS = "alice,105,alice-secret";
  private static final String CONFIG = "tenant.column=corp_id";

  private static TestDatabases.Scratch scratch;
  private static NljdbcServer server;

  private Service alice;
  private String connection;
  private int statement;

  @BeforeAll
  static void startServer() throws SQLException {
    scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE sales (id int PRIMARY KEY, corp_id int, amount numeric)",
        "INSERT INTO sales VALUES (1,105,10),(2,105,20),(3,207,300),(4,207,400)");
    server = TestServers.start(scratch.url(), CONFIG, USERS);
  }

  @AfterAll
  static void stopServer() throws SQLException {
    server.stop();
    scratch.close();
  }

  @BeforeEach
  void openAsAlice() {
    alice = TestServers.protobufService(server, "alice", "alice-secret");
    connection = UUID.randomUUID().toString();
    alice.apply(new Service.OpenConnectionRequest(connection, Map.of()));
    statement = alice.apply(new Service.CreateStatementRequest(connection)).statementId;
  }

  @Test
  void syncResults_runsTheQueryThroughTheGate_withTheUsersTenant() {
    Service.SyncResultsResponse sync = alice.apply(new Service.SyncResultsRequest(connection,
        statement, new QueryState("SELECT id FROM sales ORDER BY id"), 0));
    assertTrue(sync.moreResults);
    Service.FetchResponse fetch =
        alice.apply(new Service.FetchRequest(connection, statement, 0, 100));
    List<Integer> ids = new ArrayList<>();
    for (Object row : fetch.frame.rows) {
      ids.add(((Number) ((List<?>) row).get(0)).intValue());
    }
    assertEquals(List.of(1, 2), ids, "only tenant 105's rows");
  }

  @Test
  void execute_withoutTheSignature_leavesOutColumnsSentBefore_withIt_alwaysHasThem() {
    Service.PrepareResponse prepared = alice.apply(new Service.PrepareRequest(connection,
        "SELECT id FROM sales WHERE id = ?", -1));
    Meta.StatementHandle stock = prepared.statement;
    Meta.StatementHandle bare = new Meta.StatementHandle(connection, stock.id, null);
    List<TypedValue> one = List.of(TypedValue.ofLocal(ColumnMetaData.Rep.INTEGER, 1));

    Service.ResultSetResponse first =
        alice.apply(new Service.ExecuteRequest(bare, one, 100)).results.get(0);
    Service.ResultSetResponse again =
        alice.apply(new Service.ExecuteRequest(bare, one, 100)).results.get(0);
    Service.ResultSetResponse withSignature =
        alice.apply(new Service.ExecuteRequest(stock, one, 100)).results.get(0);

    assertEquals(1, first.signature.columns.size(), "not sent before");
    assertEquals(0, again.signature.columns.size(), "the client holds them");
    assertEquals(1, withSignature.signature.columns.size(), "a stock client always gets them");
    for (Service.ResultSetResponse r : List.of(first, again, withSignature)) {
      assertEquals(List.of(List.of(1)), r.firstFrame.rows);
    }
  }

  @Test
  void syncResults_refusesWritesAndStackedStatements() throws SQLException {
    for (String sql : List.of("DELETE FROM sales", "SELECT 1; DELETE FROM sales",
        "UPDATE sales SET amount = 0")) {
      AvaticaClientRuntimeException e = assertThrows(AvaticaClientRuntimeException.class,
          () -> alice.apply(new Service.SyncResultsRequest(connection, statement,
              new QueryState(sql), 0)), sql);
      assertEquals("42501", e.getSqlState(), sql + ": " + e.getMessage());
    }
    assertUntouched();
  }

  @Test
  void prepareAndExecuteBatch_isRefused() throws SQLException {
    AvaticaClientRuntimeException e = assertThrows(AvaticaClientRuntimeException.class,
        () -> alice.apply(new Service.PrepareAndExecuteBatchRequest(connection, statement,
            List.of("SELECT id FROM sales", "DELETE FROM sales"))));
    assertEquals("42501", e.getSqlState(), e.getMessage());
    assertUntouched();
  }

  @Test
  void executeBatch_ofAPreparedStatement_isRefused() throws SQLException {
    Service.PrepareResponse prepared = alice.apply(new Service.PrepareRequest(connection,
        "SELECT id FROM sales WHERE id = ?", -1));
    List<List<TypedValue>> values = List.of(List.of(TypedValue.ofLocal(
        ColumnMetaData.Rep.INTEGER, 3)));
    AvaticaClientRuntimeException e = assertThrows(AvaticaClientRuntimeException.class,
        () -> alice.apply(new Service.ExecuteBatchRequest(connection,
            prepared.statement.id, values)));
    assertEquals("42501", e.getSqlState(), e.getMessage());
    assertUntouched();
  }

  private static void assertUntouched() throws SQLException {
    try (Connection direct = DriverManager.getConnection(scratch.url());
        Statement s = direct.createStatement();
        ResultSet rs = s.executeQuery("SELECT count(*), sum(amount) FROM sales")) {
      assertTrue(rs.next());
      assertEquals(4, rs.getInt(1));
      assertEquals(730, rs.getInt(2));
    }
  }
}
