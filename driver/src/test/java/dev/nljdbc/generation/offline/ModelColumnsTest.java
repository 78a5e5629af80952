package dev.nljdbc.generation.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.dialect.PostgresqlDialect;
import dev.nljdbc.generation.offline.link.TermLink;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import dev.nljdbc.testing.Engine;
import java.sql.Types;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Columns a semantic model adds (metrics, computed fields, as the enriched snapshot shows them)
 * and column names that hold a cue word.
 */
class ModelColumnsTest {
  private static ColumnInfo column(String name, int type, String remarks, Boolean time) {
    return new ColumnInfo(name, type, type == Types.DECIMAL ? "numeric" : "timestamp", true,
        remarks, List.of(), List.of(), time);
  }

  private static final SchemaSnapshot SCHEMA = new SchemaSnapshot("v", PostgresqlDialect.DEFAULT,
      List.of(new TableInfo(null, "visits", null, List.of(
          new ColumnInfo("visit_id", Types.INTEGER, "int4", false, null, List.of()),
          column("held_at", Types.TIMESTAMP, null, true),
          column("first_reply_at", Types.TIMESTAMP, null, false),
          column("charge_amt", Types.DECIMAL, null, null),
          column("mean_charge", Types.DECIMAL, "metric: AVG(visits.charge_amt)", false),
          column("hours_to_first_reply", Types.DECIMAL,
              "computed: EXTRACT(EPOCH FROM (first_reply_at - held_at)) / 3600; Hours to the "
                  + "first reply", null)),
          List.of("visit_id"), List.of())));

  private final Engine engine = new Engine(SCHEMA, null);

  @Test
  void oneWordOfAMetricsName_namesTheColumnOnly() {
    TermLink charge = engine.link("visits by charge", Map.of()).term("charge").orElseThrow();
    assertFalse(charge.isAmbiguous(), charge.toString());
    assertEquals("charge_amt", charge.best().column());
    TermLink mean = engine.link("mean charge of visits", Map.of()).terms().get(0);
    assertEquals("mean_charge", mean.best().column(), mean.toString());
  }

  @Test
  void aMetric_isNotNamedBySynonymsOfItsWords() {
    TermLink cost = engine.link("mean cost of visits", Map.of()).terms().get(0);
    assertFalse(cost.toString().contains("mean_charge"), cost.toString());
  }

  @Test
  void aMetric_isNoDefaultMeasure() throws Exception {
    Engine trips = new Engine(new SchemaSnapshot("v", PostgresqlDialect.DEFAULT,
        List.of(new TableInfo(null, "trips", null, List.of(
            new ColumnInfo("trip_id", Types.INTEGER, "int4", false, null, List.of()),
            column("cost_of_trip", Types.DECIMAL, null, null),
            column("trip_spend", Types.DECIMAL, "metric: SUM(trips.cost_of_trip)", false)),
            List.of("trip_id"), List.of()))), null);
    String sql = trips.ask("minimum, maximum and average value of the trip costs").sql();
    assertTrue(sql.startsWith("SELECT MIN(cost_of_trip)"), sql);
    assertFalse(sql.contains("trip_spend"), sql);
  }

  @Test
  void aComputedField_isNotLinkedThroughItsDescription() {
    TermLink reply = engine.link("visits without a reply", Map.of()).term("reply")
        .orElseThrow();
    assertFalse(reply.isAmbiguous(), reply.toString());
    assertEquals("first_reply_at", reply.best().column());
  }

  @Test
  void aMetricWithAPeriod_isOneTotal_notListedByDate() throws Exception {
    String sql = engine.ask("mean_charge this year").sql();
    assertTrue(sql.startsWith("SELECT mean_charge FROM visits WHERE held_at >="), sql);
    assertFalse(sql.contains("ORDER BY"), sql);
  }

  @Test
  void firstInAColumnsName_isNoSuperlative() throws Exception {
    String sql = engine.ask("visits without a first reply").sql();
    assertTrue(sql.contains("first_reply_at IS NULL"), sql);
    assertFalse(sql.contains("LIMIT"), sql);
    String typed = engine.ask("visits without a first reply at").sql();
    assertFalse(typed.contains("MIN(") || typed.contains("LIMIT"), typed);
  }
}
