package dev.nljdbc.execution;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.sql.Date;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.calcite.avatica.Meta;
import org.apache.calcite.avatica.proto.Common;
import org.apache.calcite.avatica.proto.Responses;
import org.apache.calcite.avatica.remote.ProtobufTranslationImpl;
import org.apache.calcite.avatica.remote.Service;
import org.junit.jupiter.api.Test;

class FetchWireTest {
  private static final Service.RpcMetadataResponse SERVER =
      new Service.RpcMetadataResponse("host:8765");

  private static List<Object> rows() {
    List<Object> rows = new ArrayList<>();
    rows.add(new Object[] {1, "name 1", new BigDecimal("1.50"), null, true, 2.5d, 7L});
    rows.add(new Object[] {0, "", new BigDecimal("-0.00"), "żółw ✓", false, -0.0d, Long.MIN_VALUE});
    rows.add(new Object[] {Integer.MIN_VALUE, "x".repeat(300), new BigDecimal("1E+5"),
        new byte[] {1, 2, 3}, (short) 4, Date.valueOf("2026-11-24"),
        Timestamp.valueOf("2026-11-24 10:00:00.123")});
    rows.add(Arrays.asList(2, "list row", BigDecimal.TEN, null, null, 0d, 0L));
    return rows;
  }

  private static List<?> list(Service.FetchResponse response) {
    return (List<?>) response.frame.rows;
  }

  @Test
  void writesAvaticasOwnMessage_withoutTheDeprecatedCopyOfEachValue() throws Exception {
    Service.FetchResponse response = new Service.FetchResponse(
        new Meta.Frame(1000, false, rows()), false, false, SERVER);
    Common.Frame.Builder stock = new Meta.Frame(1000, false, rows()).toProto().toBuilder();
    for (Common.Row.Builder row : stock.getRowsBuilderList()) {
      for (Common.ColumnValue.Builder column : row.getValueBuilderList()) {
        column.clearValue();
      }
    }
    byte[] expected = Common.WireMessage.newBuilder()
        .setName(Responses.FetchResponse.class.getName())
        .setWrappedMessage(Responses.FetchResponse.newBuilder().setFrame(stock)
            .setMetadata(Responses.RpcMetadata.newBuilder().setServerAddress("host:8765"))
            .build().toByteString())
        .build().toByteArray();

    byte[] written = FetchWire.encode(response);

    assertArrayEquals(expected, written);
    int avaticas = new ProtobufTranslationImpl().serializeResponse(response).length;
    assertTrue(written.length < avaticas * 0.6, written.length + " of " + avaticas + " bytes");
  }

  @Test
  void avaticasReader_andThisReader_readTheSameValues() throws Exception {
    Service.FetchResponse response = new Service.FetchResponse(
        new Meta.Frame(3000, true, rows()), false, false, SERVER);
    byte[] written = FetchWire.encode(response);

    Service.FetchResponse stock =
        (Service.FetchResponse) new ProtobufTranslationImpl().parseResponse(written);
    Service.FetchResponse fast = FetchWire.decode(written);

    assertNotNull(fast);
    assertEquals(3000, fast.frame.offset);
    assertTrue(fast.frame.done);
    assertEquals("host:8765", fast.rpcMetadata.serverAddress);
    assertEquals(4, list(fast).size());
    for (int r = 0; r < 4; r++) {
      List<?> expected = (List<?>) list(stock).get(r);
      List<?> actual = (List<?>) list(fast).get(r);
      assertEquals(expected.size(), actual.size());
      for (int c = 0; c < expected.size(); c++) {
        Object e = expected.get(c);
        Object a = actual.get(c);
        if (e instanceof byte[]) {
          assertArrayEquals((byte[]) e, (byte[]) a);
        } else {
          assertEquals(e, a, "row " + r + " column " + c);
        }
      }
    }
    assertEquals("żółw ✓", ((List<?>) list(fast).get(1)).get(3));
    assertEquals(new BigDecimal("1.50"), ((List<?>) list(fast).get(0)).get(2));
  }

  @Test
  void readsAvaticasOwnMessage_withBothCopiesOfEachValue() throws Exception {
    Service.FetchResponse response = new Service.FetchResponse(
        new Meta.Frame(0, false, rows()), false, false, SERVER);
    byte[] stockBytes = new ProtobufTranslationImpl().serializeResponse(response);

    Service.FetchResponse fast = FetchWire.decode(stockBytes);

    assertNotNull(fast);
    assertFalse(fast.frame.done);
    assertEquals(Arrays.asList(1, "name 1", new BigDecimal("1.50"), null, true, 2.5d, 7L),
        list(fast).get(0));
  }

  @Test
  void leavesArraysAndOtherMessagesToAvatica() throws Exception {
    List<Object> rows = new ArrayList<>();
    rows.add(new Object[] {1, List.of(1, 2)});
    Service.FetchResponse arrays = new Service.FetchResponse(
        new Meta.Frame(0, true, rows), false, false, SERVER);
    assertNull(FetchWire.encode(arrays));
    assertNull(FetchWire.decode(new ProtobufTranslationImpl().serializeResponse(arrays)));
    byte[] other = new ProtobufTranslationImpl().serializeResponse(
        new Service.CloseStatementResponse(SERVER));
    assertNull(FetchWire.decode(other));
  }

  @Test
  void aMissingStatement_travelsWithoutAFrame() throws Exception {
    Service.FetchResponse missing = new Service.FetchResponse(null, true, true, SERVER);
    byte[] written = FetchWire.encode(missing);
    assertArrayEquals(new ProtobufTranslationImpl().serializeResponse(missing), written);
    Service.FetchResponse read = FetchWire.decode(written);
    assertNull(read.frame);
    assertTrue(read.missingStatement);
    assertTrue(read.missingResults);
  }
}
