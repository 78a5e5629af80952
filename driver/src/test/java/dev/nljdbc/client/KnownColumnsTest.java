package dev.nljdbc.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.sql.Types;
import java.util.List;
import org.apache.calcite.avatica.ColumnMetaData;
import org.apache.calcite.avatica.Meta;
import org.apache.calcite.avatica.remote.Service;
import org.junit.jupiter.api.Test;

class KnownColumnsTest {
  private static final List<ColumnMetaData> COLUMNS = List.of(
      ColumnMetaData.dummy(ColumnMetaData.scalar(Types.INTEGER, "int4",
          ColumnMetaData.Rep.INTEGER), false));
  private static final Meta.Signature PREPARED = Meta.Signature.create(List.of(),
      "SELECT id FROM t WHERE id = ?", List.of(), Meta.CursorFactory.LIST,
      Meta.StatementType.SELECT);

  private static Service.ExecuteRequest execute(int statement) {
    return new Service.ExecuteRequest(new Meta.StatementHandle("c", statement, PREPARED),
        List.of(), 100);
  }

  private static Service.ExecuteResponse result(int statement, List<ColumnMetaData> columns) {
    Meta.Signature signature = Meta.Signature.create(columns, "SELECT id FROM t WHERE id = ?",
        List.of(), Meta.CursorFactory.LIST, Meta.StatementType.SELECT);
    return new Service.ExecuteResponse(List.of(new Service.ResultSetResponse("c", statement,
        false, signature, new Meta.Frame(0, true, List.of()), -1, null)), false, null);
  }

  @Test
  void theFirstExecute_carriesTheSignature_laterOnesDoNot_andGetTheColumnsBack() {
    KnownColumns known = new KnownColumns();
    Service.ExecuteRequest first = (Service.ExecuteRequest) known.outgoing(execute(7));
    assertNotNull(first.statementHandle.signature);
    known.incoming(result(7, COLUMNS));

    Service.ExecuteRequest second = (Service.ExecuteRequest) known.outgoing(execute(7));
    assertNull(second.statementHandle.signature);
    assertEquals(7, second.statementHandle.id);
    Service.ExecuteResponse filled =
        (Service.ExecuteResponse) known.incoming(result(7, List.of()));
    assertEquals(COLUMNS, filled.results.get(0).signature.columns);
    assertEquals("SELECT id FROM t WHERE id = ?", filled.results.get(0).signature.sql);

    Service.ExecuteRequest other = (Service.ExecuteRequest) known.outgoing(execute(8));
    assertNotNull(other.statementHandle.signature, "another statement's columns are unknown");
  }

  @Test
  void closingTheStatement_forgetsItsColumns() {
    KnownColumns known = new KnownColumns();
    known.incoming(result(7, COLUMNS));
    known.outgoing(new Service.CloseStatementRequest("c", 7));
    Service.ExecuteRequest again = (Service.ExecuteRequest) known.outgoing(execute(7));
    assertNotNull(again.statementHandle.signature);
    Service.ExecuteResponse bare = result(7, List.of());
    assertSame(bare, known.incoming(bare), "nothing to fill in");
  }
}
