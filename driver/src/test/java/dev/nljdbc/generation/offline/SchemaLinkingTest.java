package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.dialect.PostgresqlDialect;
import dev.nljdbc.generation.offline.link.LinkCandidate;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.link.SchemaLinking;
import dev.nljdbc.generation.offline.link.TermLink;
import dev.nljdbc.generation.offline.plan.QueryPlan;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.ForeignKey;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import dev.nljdbc.testing.Engine;
import java.sql.Types;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The linking the clarification layer reads: candidates per term, ties, resolutions. */
class SchemaLinkingTest {

  private static ColumnInfo column(String name, int type, String... samples) {
    return new ColumnInfo(name, type, type == Types.VARCHAR ? "VARCHAR" : "NUMERIC", true, null,
        List.of(samples));
  }

  private static final SchemaSnapshot SCHEMA = new SchemaSnapshot("v1", PostgresqlDialect.DEFAULT,
      List.of(
          new TableInfo(null, "venues", null, List.of(column("venue_id", Types.INTEGER),
              column("venue_name", Types.VARCHAR), column("country", Types.VARCHAR, "Chile",
                  "Peru")), List.of("venue_id"), List.of()),
          new TableInfo(null, "ticker_quotes", "Daily quotes", List.of(
              column("quote_id", Types.INTEGER), column("symbol", Types.VARCHAR, "ACME", "GLOBX"),
              column("buy_price", Types.DECIMAL), column("sell_price", Types.DECIMAL),
              column("close_price", Types.DECIMAL), column("venue_id", Types.INTEGER),
              column("traded_on", Types.DATE)), List.of("quote_id"),
              List.of(new ForeignKey(List.of("venue_id"), null, "venues", List.of("venue_id")))),
          new TableInfo(null, "parcels", null, List.of(column("parcel_id", Types.INTEGER),
              column("declaredValue", Types.DECIMAL), column("insuredValue", Types.DECIMAL),
              column("unit_price", Types.DECIMAL)), List.of("parcel_id"), List.of())));

  private final Engine engine = new Engine(SCHEMA, null);

  @Test
  void equallyGoodColumns_areATie_inTheTableTheQuestionIsAbout() {
    SchemaLinking linking = engine.link("Show me the price for ACME", Map.of());
    assertTrue(linking.isAmbiguous());
    TermLink price = linking.term("price").orElseThrow();
    assertEquals(List.of("buy_price", "sell_price", "close_price"),
        price.tied().stream().map(LinkCandidate::label).toList());
    assertTrue(price.isAmbiguous());
    TermLink acme = linking.term("ACME").orElseThrow();
    assertEquals(LinkKind.VALUE, acme.best().kind());
    assertEquals("ticker_quotes.symbol = 'ACME'", acme.best().qualified());
    assertFalse(acme.isAmbiguous());
  }

  @Test
  void camelCaseParts_tieToo() {
    TermLink value = engine.link("parcels value", Map.of()).terms().get(0);
    assertEquals(List.of("declaredValue", "insuredValue"),
        value.tied().stream().map(LinkCandidate::label).toList());
  }

  @Test
  void resolution_breaksTheTie() {
    SchemaLinking linking = engine.link("Show me the price for ACME",
        Map.of("price", "sell_price"));
    assertFalse(linking.isAmbiguous());
    TermLink price = linking.term("price").orElseThrow();
    assertEquals("sell_price", price.best().label());
    assertEquals("sell_price", price.resolution());
  }

  @Test
  void resolution_decidesTheGeneratedColumn() throws Exception {
    String sql = engine.ask("average price for ACME", Map.of("price", "ticker_quotes.close_price"))
        .sql();
    assertTrue(sql.contains("AVG(close_price)"), sql);
  }

  @Test
  void unresolvedTie_picksDeterministically_withLowerConfidence() throws Exception {
    double tied = engine.ask("average price for ACME").confidence();
    double resolved = engine.ask("average price for ACME", Map.of("price", "buy_price"))
        .confidence();
    assertTrue(tied < resolved, tied + " vs " + resolved);
    assertEquals(engine.ask("average price for ACME").sql(),
        engine.ask("average price for ACME").sql());
  }

  @Test
  void tablesByPluralAndSynonym_valuesCaseInsensitively() {
    SchemaLinking linking = engine.link("venues in chile", Map.of());
    assertEquals(LinkKind.TABLE, linking.term("venues").orElseThrow().best().kind());
    LinkCandidate chile = linking.term("chile").orElseThrow().best();
    assertEquals("Chile", chile.value());
    SchemaLinking packages = engine.link("how many packages", Map.of());
    assertEquals("parcels", packages.term("packages").orElseThrow().best().table());
  }

  @Test
  void adjectivesOfPlace_linkTheirPlace() {
    LinkCandidate chile = engine.link("Chilean venues", Map.of()).term("Chilean").orElseThrow()
        .best();
    assertEquals("Chile", chile.value());
  }

  @Test
  void unmatchedWords_areReported() {
    SchemaLinking linking = engine.link("show unicorns", Map.of());
    assertEquals(List.of("unicorns"), linking.unmatched());
  }

  @Test
  void unrelatedTables_areLeftOut_soTheSqlStaysValid() throws Exception {
    dev.nljdbc.generation.GeneratedQuery q = engine.ask("unit price of parcels and venue name");
    assertEquals("SELECT unit_price FROM parcels", q.sql());
    assertTrue(((QueryPlan) q.plan()).assumptions().contains("left out venues: no foreign key"
        + " links it"), ((QueryPlan) q.plan()).assumptions().toString());
  }
}
