package dev.nljdbc.generation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.nljdbc.dialect.PostgresqlDialect;
import dev.nljdbc.schema.SchemaSnapshot;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class CachedSqlGeneratorTest {
  private final AtomicInteger calls = new AtomicInteger();
  private final SqlGenerator counting = request -> {
    calls.incrementAndGet();
    if (request.question().contains("fail")) {
      throw new SQLException("no", "42000");
    }
    return new GeneratedQuery("SELECT " + calls.get(), "x", 0.9, null, null);
  };
  private final String id = UUID.randomUUID().toString();

  private static GenerationRequest ask(String question, String version, Map<String, String> res) {
    return new GenerationRequest(question, null,
        new SchemaSnapshot(version, PostgresqlDialect.DEFAULT, List.of()), "tenant_id", res);
  }

  @Test
  void sameQuestionContextAndSchema_isGeneratedOnce() throws SQLException {
    CachedSqlGenerator cached = new CachedSqlGenerator(counting, id);
    GeneratedQuery first = cached.generate(ask("show sales", "v1", Map.of()));
    assertSame(first, cached.generate(ask("show sales", "v1", Map.of())));
    assertSame(first, new CachedSqlGenerator(counting, id).generate(ask("show sales", "v1", Map.of())));
    assertEquals(1, calls.get());
  }

  @Test
  void otherSchemaVersionResolutionsOrGenerator_generateAgain() throws SQLException {
    CachedSqlGenerator cached = new CachedSqlGenerator(counting, id);
    cached.generate(ask("show sales", "v1", Map.of()));
    cached.generate(ask("show sales", "v2", Map.of()));
    cached.generate(ask("show sales", "v1", Map.of("price", "last_price")));
    new CachedSqlGenerator(counting, id + "-other").generate(ask("show sales", "v1", Map.of()));
    assertEquals(4, calls.get());
  }

  @Test
  void failures_areNotRemembered() {
    CachedSqlGenerator cached = new CachedSqlGenerator(counting, id);
    assertThrows(SQLException.class, () -> cached.generate(ask("fail please", "v1", Map.of())));
    assertThrows(SQLException.class, () -> cached.generate(ask("fail please", "v1", Map.of())));
    assertEquals(2, calls.get());
  }
}
