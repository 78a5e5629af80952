package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.sql.Types;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The catalogue matcher: quotes, case, schema qualification and the search path. */
class TenantTablesTest {
  private final TenantTables tables = TenantTables.builder("corp_id").database("PostgreSQL")
      .searchPath("pg_catalog", "app", "public")
      .tenantTable("public", "orders", Types.INTEGER)
      .table("app", "orders")
      .tenantTable("public", "customers", Types.INTEGER)
      .tenantTable("hidden", "invoices", Types.INTEGER)
      .table("public", "regions")
      .build();

  @Test
  void qualifiedNames_matchTheirSchemaIgnoringQuotesAndCase() {
    assertTrue(tables.isTenantTable("public", "orders"));
    assertTrue(tables.isTenantTable("\"public\"", "\"orders\""));
    assertTrue(tables.isTenantTable("PUBLIC", "Orders"));
    assertTrue(tables.isTenantTable("`public`", "`ORDERS`"));
    assertFalse(tables.isTenantTable("app", "orders"));
  }

  @Test
  void unqualifiedNames_resolveThroughTheSearchPath() {
    assertFalse(tables.isTenantTable(null, "orders"), "app.orders comes first on the path");
    assertTrue(tables.isTenantTable(null, "CUSTOMERS"));
    assertFalse(tables.isTenantTable(null, "regions"));
  }

  @Test
  void unqualifiedNameOffThePath_isATenantTableIfAnySchemaHasOne() {
    assertTrue(tables.isTenantTable(null, "invoices"));
  }

  @Test
  void unknownNames_areUnknown() {
    assertEquals(TenantTables.Kind.UNKNOWN, tables.resolve(null, "nowhere").kind);
    assertEquals(TenantTables.Kind.UNKNOWN, tables.resolve("other", "orders").kind);
  }

  @Test
  void dual_isAPlainRelation() {
    assertEquals(TenantTables.Kind.PLAIN, tables.resolve(null, "DUAL").kind);
  }

  @Test
  void listsTenantTablesQualified() {
    assertEquals(Set.of("hidden.invoices", "public.customers", "public.orders"),
        tables.tenantTables());
    assertEquals(List.of("pg_catalog", "app", "public"), tables.searchPath());
  }

  @Test
  void loadsFromDatabaseMetadata() throws SQLException {
    try (H2Twins db = new H2Twins()) {
      TenantTables loaded = db.tables;
      assertEquals(Set.of("public.customers", "public.lines", "public.orders"),
          loaded.tenantTables());
      assertEquals(List.of("public"), loaded.searchPath());
      assertFalse(loaded.isTenantTable(null, "regions"));
      assertEquals(TenantTables.Kind.PLAIN,
          loaded.resolve("information_schema", "tables").kind);
      TenantTables.TenantColumn column = loaded.resolve(null, "orders").relation.tenant;
      assertEquals(Types.INTEGER, column.jdbcType);
      assertEquals("CORP_ID", column.sql);
      assertFalse(loaded.cteShadowsRelations());
    }
  }
}
