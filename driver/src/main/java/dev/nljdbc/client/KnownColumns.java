package dev.nljdbc.client;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.calcite.avatica.ColumnMetaData;
import org.apache.calcite.avatica.Meta;
import org.apache.calcite.avatica.remote.Service;

/**
 * The result columns of a connection's prepared statements, so that each execution need not
 * carry them. Once a statement's columns are known, its execute requests go without the
 * statement's signature, which tells the nljdbc server that the client holds the columns; the
 * server then leaves them out of the result while they stay the same, and they are filled back
 * in here. Avatica's own client always sends the signature and always gets the columns.
 */
final class KnownColumns {
  private final Map<Integer, List<ColumnMetaData>> byStatement = new ConcurrentHashMap<>();

  /** The request as it goes out: an execute of a statement whose columns are known, bare. */
  Service.Request outgoing(Service.Request request) {
    if (request instanceof Service.ExecuteRequest execute) {
      Meta.StatementHandle h = execute.statementHandle;
      if (h != null && h.signature != null && byStatement.containsKey(h.id)) {
        return new Service.ExecuteRequest(new Meta.StatementHandle(h.connectionId, h.id, null),
            execute.parameterValues, execute.maxRowCount);
      }
    } else if (request instanceof Service.CloseStatementRequest closeStatementRequest) {
      byStatement.remove(closeStatementRequest.statementId);
    }
    return request;
  }

  /** The response as the client sees it: columns remembered, or filled back in. */
  Service.Response incoming(Service.Response response) {
    if (!(response instanceof Service.ExecuteResponse execute)) {
      return response;
    }
    if (execute.results == null || execute.results.size() != 1) {
      return response;
    }
    Service.ResultSetResponse result = execute.results.get(0);
    Meta.Signature signature = result.signature;
    if (signature == null) {
      return response;
    }
    if (!signature.columns.isEmpty()) {
      byStatement.put(result.statementId, signature.columns);
      return response;
    }
    List<ColumnMetaData> known = byStatement.get(result.statementId);
    if (known == null) {
      return response;
    }
    Meta.Signature full = Meta.Signature.create(new ArrayList<>(known), signature.sql,
        signature.parameters, signature.cursorFactory, signature.statementType);
    Service.ResultSetResponse filled = new Service.ResultSetResponse(result.connectionId,
        result.statementId, result.ownStatement, full, result.firstFrame, result.updateCount,
        result.rpcMetadata);
    Service.ExecuteResponse answer = new Service.ExecuteResponse(List.of(filled),
        execute.missingStatement, execute.rpcMetadata);
    return answer;
  }
}
