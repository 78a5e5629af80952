package dev.nljdbc.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NlConfigTest {
  @Test
  void defaults_comeFromTheEnum() throws SQLException {
    NlConfig config = NlConfig.of(Map.of());
    assertEquals(10, config.integer(NlProperty.DIALOG_MAX_TURNS));
    assertEquals(Duration.ofSeconds(30), config.duration(NlProperty.LIMITS_QUERY_TIMEOUT));
    assertEquals("hybrid", config.string(NlProperty.TENANT_POLICY));
    assertTrue(config.bool(NlProperty.CLARIFY));
  }

  @Test
  void unknownOwnedProperty_isRefusedWith22023() {
    SQLException e = assertThrows(SQLException.class,
        () -> NlConfig.of(Map.of("tenant.colum", "corp_id")));
    assertEquals("22023", e.getSQLState());
    assertTrue(e.getMessage().contains("tenant.colum"), e.getMessage());
  }

  @Test
  void foreignProperties_arePassedToTheTarget() throws SQLException {
    NlConfig config = NlConfig.of(Map.of("user", "alice", "sslmode", "disable"));
    assertEquals(Map.of("user", "alice", "sslmode", "disable"), config.targetProperties());
  }

  @Test
  void badValue_namesPropertyValueAndLimit() {
    SQLException e = assertThrows(SQLException.class,
        () -> NlConfig.of(Map.of("expansion.window", "9")));
    assertEquals("22023", e.getSQLState());
    assertEquals("expansion.window must be between 3 and 5, not '9'", e.getMessage());
  }

  @Test
  void badChoiceAndDurationAndIdentifier_areRefused() {
    assertThrows(SQLException.class, () -> NlConfig.of(Map.of("tenant.policy", "sometimes")));
    assertThrows(SQLException.class, () -> NlConfig.of(Map.of("limits.queryTimeout", "soon")));
    assertThrows(SQLException.class, () -> NlConfig.of(Map.of("tenant.column", "x; drop")));
  }

  @Test
  void secret_isMaskedInMessagesAndToString() throws SQLException {
    NlConfig config = NlConfig.of(Map.of("llm.apiKey", "sk-very-secret"));
    assertFalse(config.toString().contains("sk-very-secret"));
    SQLException e = assertThrows(SQLException.class, () -> NlConfig.of(Map.of("llm.apiKey", " ")));
    assertTrue(e.getMessage().contains("<masked>"), e.getMessage());
  }

  @Test
  void configFile_isReadAndExplicitPropertiesWin(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("nl.properties");
    Files.writeString(file, "tenant.column=corp_id\ndialog.maxTurns=4\n");
    NlConfig config = NlConfig.of(Map.of("config", file.toString(), "dialog.maxTurns", "6"));
    assertEquals("corp_id", config.string(NlProperty.TENANT_COLUMN));
    assertEquals(6, config.integer(NlProperty.DIALOG_MAX_TURNS));
  }

  @Test
  void missingConfigFile_isA22023() {
    SQLException e = assertThrows(SQLException.class,
        () -> NlConfig.of(Map.of("config", "/no/such/file.properties")));
    assertEquals("22023", e.getSQLState());
  }
}
