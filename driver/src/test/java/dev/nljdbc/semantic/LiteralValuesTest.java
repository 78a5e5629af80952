package dev.nljdbc.semantic;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.TableInfo;
import java.sql.Types;
import java.util.List;
import org.junit.jupiter.api.Test;

class LiteralValuesTest {
  private static final TableInfo JOBS = new TableInfo(null, "jobs", null, List.of(
      new ColumnInfo("state", Types.VARCHAR, "text", false, null,
          List.of("open", "on_hold", "done")),
      new ColumnInfo("done_at", Types.TIMESTAMP, "timestamp", true, null, List.of())),
      List.of(), List.of());

  private static boolean override(String phrase, String condition) {
    return LiteralValues.override(new NljdbcExtension.ValueSynonym(phrase, condition), JOBS);
  }

  @Test
  void aStoredValueTheConditionDoesNotUse_overridesTheSynonym() {
    assertTrue(override("open jobs", "done_at IS NULL"));
    assertTrue(override("jobs on hold", "done_at IS NULL"));
  }

  @Test
  void aConditionOnTheValue_orWordsThatAreNoValue_keepTheSynonym() {
    assertFalse(override("open jobs", "state = 'open'"));
    assertFalse(override("open jobs", "state IN ('open', 'on_hold')"));
    assertFalse(override("pending jobs", "done_at IS NULL"));
    assertFalse(override("opened jobs", "done_at IS NULL"));
  }
}
