package dev.nljdbc.semantic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.dialect.PostgresqlDialect;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.sql.Types;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What people taught through clarifications, exported into a model draft. */
class ModelDraftTest {
  private static final SchemaSnapshot SCHEMA = new SchemaSnapshot("v", PostgresqlDialect.DEFAULT,
      List.of(new TableInfo(null, "work_orders", null, List.of(
          new ColumnInfo("order_id", Types.INTEGER, "int4", false, null, List.of()),
          new ColumnInfo("urgency", Types.VARCHAR, "varchar", true, null,
              List.of("low", "critical"))), List.of("order_id"), List.of())));

  @Test
  void taughtWords_becomeDatasetFieldAndValueSynonyms_thatLoadBack() throws Exception {
    String yaml = ModelDraft.yaml("plant", SCHEMA, List.of(
        new LearnedAnswer("vague_term", "emergencies", "work_orders.urgency = 'critical'", 1),
        new LearnedAnswer("vague_term", "jobs", "work_orders", 2),
        new LearnedAnswer("column_ambiguity", "severity", "work_orders.urgency", 3),
        new LearnedAnswer("vague_term", "backlog", "open work", 1)));
    SemanticModel model = ModelReader.read("draft.yaml", yaml);
    Dataset orders = model.dataset("work_orders");
    assertEquals(List.of("jobs"), orders.context().synonyms());
    assertEquals(1, orders.extension().valueSynonyms().size(), yaml);
    NljdbcExtension.ValueSynonym v = orders.extension().valueSynonyms().get(0);
    assertEquals("emergencies", v.phrase());
    assertEquals("urgency = 'critical'", v.condition());
    ModelField urgency = orders.fields().stream().filter(f -> f.name().equals("urgency"))
        .findFirst().orElseThrow();
    assertEquals(List.of("severity"), urgency.context().synonyms());
    assertTrue(model.instructions().stream().anyMatch(i -> i.contains("backlog")),
        model.instructions().toString());
  }
}
