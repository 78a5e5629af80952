package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import org.junit.jupiter.api.Test;

/** What a server refuses to start with. */
class StartupChecksIT {

  @Test
  void tenantValueWithoutTenantColumn_refusesToStart() {
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> TestServers.start(TestDatabases.url(Kind.POSTGRESQL), "tenant.value=105\n", null)
            .close());
    assertTrue(e.getMessage().contains("tenant.value") && e.getMessage().contains("tenant.column"),
        e.getMessage());
  }
}
