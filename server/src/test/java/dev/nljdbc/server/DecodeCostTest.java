package dev.nljdbc.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.calcite.avatica.ColumnMetaData.Rep;
import org.apache.calcite.avatica.remote.ProtobufTranslationImpl;
import org.apache.calcite.avatica.remote.Service;
import org.apache.calcite.avatica.remote.TypedValue;
import org.junit.jupiter.api.Test;

/** The values of a request counted on the wire, as Avatica's own client serializes them. */
class DecodeCostTest {
  private final ProtobufTranslationImpl translation = new ProtobufTranslationImpl();

  @Test
  void aBatch_countsEveryParameterOfEveryRow() throws Exception {
    List<List<TypedValue>> rows = new ArrayList<>();
    for (int row = 0; row < 1_000; row++) {
      rows.add(List.of(TypedValue.ofLocal(Rep.INTEGER, row), TypedValue.ofLocal(Rep.STRING, "x"),
          TypedValue.ofLocal(Rep.INTEGER, 7)));
    }
    byte[] body = translation.serializeRequest(new Service.ExecuteBatchRequest("c1", 1, rows));
    // the connection id and statement id, each row, and its three parameters
    assertEquals(2 + 1_000 * (1 + 3), DecodeCost.values(body));
    assertEquals(4_002 * DecodeCost.BYTES_PER_VALUE, DecodeCost.of(body));
  }

  @Test
  void anOrdinaryRequest_countsItsFewFields_andGarbageCostsNothing() throws Exception {
    byte[] open = translation.serializeRequest(new Service.OpenConnectionRequest("c1",
        Map.of("user", "u")));
    assertEquals(2, DecodeCost.values(open));
    assertEquals(0, DecodeCost.of(new byte[] {0, 0, 0, 0}));
  }
}
