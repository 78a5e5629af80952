package dev.nljdbc.generation.offline;

import dev.nljdbc.dialect.PostgresqlDialect;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.sql.Types;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ScratchTest {
  @Test
  void scratch() throws Exception {
    SchemaSnapshot s = new SchemaSnapshot("v", PostgresqlDialect.DEFAULT, List.of(
        new TableInfo(null, "payments", null, List.of(
            new ColumnInfo("pmt_id", Types.INTEGER, "int4", false, null, List.of()),
            new ColumnInfo("due_dt", Types.DATE, "date", false, null, List.of(), List.of(), true),
            new ColumnInfo("paid_dt", Types.DATE, "date", true, null, List.of(), List.of(), false),
            new ColumnInfo("amt", Types.DECIMAL, "numeric", false, null, List.of()),
            new ColumnInfo("late_fee", Types.DECIMAL, "numeric", false, null, List.of()),
            new ColumnInfo("late_fees_total", Types.DECIMAL, "decimal", true,
                "metric: SUM(payments.late_fee)", List.of(), List.of(), false)),
            List.of("pmt_id"), List.of())));
    Engine e = new Engine(s, null);
    for (String q : List.of("late_fees_total this year", "late_fees_total", "show late_fees_total this year", "late_fees_total by month this year")) {
      try {
        System.out.println("SCRATCH " + q + " => " + e.ask(q).sql());
      } catch (Exception ex) {
        System.out.println("SCRATCH " + q + " => " + ex);
      }
    }
  }
}
