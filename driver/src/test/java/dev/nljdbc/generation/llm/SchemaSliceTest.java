package dev.nljdbc.generation.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.dialect.H2Dialect;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class SchemaSliceTest {
  private static final SchemaSnapshot RETAIL = RetailSchema.of(H2Dialect.DEFAULT);

  @Test
  void select_putsTheNamedTableFirst() {
    assertEquals("market_quotes", names("Show me the market quotes", null).get(0));
  }

  @Test
  void select_findsATableByASampledValue() {
    assertEquals("market_quotes", names("price for AAPL", null).get(0));
    assertEquals("brands", names("sales of Le Creuset", null).get(0));
  }

  @Test
  void select_addsForeignKeyNeighbours() {
    List<String> names = names("order lines", "corp_id");
    assertEquals("order_lines", names.get(0));
    assertTrue(names.containsAll(List.of("orders", "products")), names.toString());
  }

  @Test
  void select_doesNotFollowTheTenantKey() {
    assertFalse(names("quotes", "corp_id").contains("corporations"));
    assertTrue(names("quotes", null).contains("corporations"));
  }

  @Test
  void select_capsTheSlice() {
    SchemaSnapshot wide = RetailSchema.wide(40);
    assertEquals(SchemaSlice.MAX_TABLES, SchemaSlice.select(wide, "anything", null).size());
    String text = SchemaText.of(wide, SchemaSlice.select(wide, "anything", null), null);
    assertTrue(text.contains("Other tables, not shown: t12, t13"), text);
  }

  @Test
  void select_withNoMatch_showsASmallSchemaWhole() {
    assertEquals(RETAIL.tables().size(), names("hello there", null).size());
  }

  @Test
  void words_areSingularAndWithoutStopWords() {
    assertEquals(List.of("category", "order", "address", "sale", "region"),
        List.copyOf(Words.of("Show me the categories of orders by address, sales by region")));
  }

  private static List<String> names(String text, String tenantColumn) {
    return SchemaSlice.select(RETAIL, text, tenantColumn).stream().map(TableInfo::name)
        .collect(Collectors.toList());
  }
}
