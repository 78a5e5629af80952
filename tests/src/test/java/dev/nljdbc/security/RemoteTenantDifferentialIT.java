package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.server.TestServers;
import dev.nljdbc.server.NljdbcServer;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The differential suite in remote mode: an nljdbc server in this JVM on loopback over
 * {@link PgTenantFixture}, one user per tenant, and the client connecting with
 * {@code jdbc:nl:remote:url=...}. The random corpus, the hand-written hostile corpus and the
 * generated hostile classes (with prepared statements and connection-property changes sent as
 * connection syncs) must be refused or identical to PostgreSQL row-level security for the
 * user's tenant.
 */
class RemoteTenantDifferentialIT {
  private static final int QUERIES = 300;
  private static final long SEED = 20261124L;
  private static final String[] TENANTS = {"1", "2", "3"};
  private static final String CONFIG = String.join("\n", "tenant.column=corp_id",
      "tenant.policy=inject", "clarify=false", "limits.maxRows=1000000", "");

  private static PgTenantFixture fixture;
  private static NljdbcServer server;

  @BeforeAll
  static void setUp() throws SQLException {
    fixture = new PgTenantFixture();
    StringBuilder users = new StringBuilder();
    for (String t : TENANTS) {
      users.append("tenant").append(t).append(',').append(t).append(",secret-").append(t)
          .append('\n');
    }
    String target = Databases.postgresIn(fixture.schema);
    server = TestServers.start(target, CONFIG, users.toString());
  }

  @AfterAll
  static void tearDown() throws SQLException {
    if (server != null) {
      server.stop();
    }
    if (fixture != null) {
      fixture.close();
    }
  }

  private static DriverQueryRunner remote(String tenant) throws SQLException {
    return DriverQueryRunner.remote(TestServers.nlUrl(server), "tenant" + tenant,
        "secret-" + tenant);
  }

  /** Random statements (and their literal variants) for every tenant, through the server. */
  @Test
  void randomCorpus_isIdenticalToRowLevelSecurityForEveryUsersTenant() throws SQLException {
    List<QueryGenerator.Query> corpus = new ArrayList<>(
        new QueryGenerator(fixture.schema, fixture.otherSchema).generate(QUERIES, SEED));
    corpus.addAll(new QueryGenerator(fixture.schema, fixture.otherSchema)
        .generate(QUERIES, SEED, SEED + 1));
    Differential d = new Differential(sql -> false);
    try (Connection unrestricted = fixture.unrestricted()) {
      for (String tenant : TENANTS) {
        List<String> others = fixture.otherTenantsValues(unrestricted, tenant);
        try (Connection secured = fixture.rowLevelSecured(tenant);
            DriverQueryRunner nl = remote(tenant)) {
          for (QueryGenerator.Query q : corpus) {
            d.compare("remote random", nl, secured, q.sql, others);
          }
        }
      }
    }
    System.out.println("remote differential: " + d.total() + " comparisons " + d.outcomes());
    assertTrue(d.failures().isEmpty(), d.report(15));
    assertEquals(corpus.size() * TENANTS.length,
        (int) d.outcomes().getOrDefault("remote random identical", 0), d.outcomes().toString());
  }

  /** The hand-written PostgreSQL corpus where parsers disagree, through the server. */
  @Test
  void hostileCorpus_isRefusedOrIdenticalToRowLevelSecurity() throws SQLException {
    Differential d = new Differential(sql -> false);
    try (Connection unrestricted = fixture.unrestricted();
        Connection secured = fixture.rowLevelSecured("2");
        DriverQueryRunner nl = remote("2")) {
      List<String> others = fixture.otherTenantsValues(unrestricted, "2");
      for (String sql : TenantDifferentialIT.HOSTILE) {
        d.compare("remote hostile-corpus", nl, secured, sql, others);
      }
    }
    System.out.println("remote hostile corpus: " + d.outcomes());
    assertTrue(d.failures().isEmpty(), d.report(15));
  }

  /**
   * The generated hostile classes, prepared statements with hostile values and connection
   * property changes before hostile statements (for tenant 2), for every user's tenant through
   * the server.
   */
  @Test
  void generatedHostileClasses_areRefusedOrIdenticalToRowLevelSecurity() throws SQLException {
    HostileGenerator generator = new HostileGenerator(fixture.otherSchema);
    Differential d = new Differential(HostileGenerator::rowLevelSecurityCannotFilter);
    try (Connection unrestricted = fixture.unrestricted()) {
      for (String tenant : TENANTS) {
        List<String> others = fixture.otherTenantsValues(unrestricted, tenant);
        try (Connection secured = fixture.rowLevelSecured(tenant);
            DriverQueryRunner nl = remote(tenant)) {
          HostileRun.all(d, "remote", nl, "2".equals(tenant) ? nl.connection() : null,
              secured, generator, others);
        }
      }
    }
    System.out.println("remote hostile classes: " + d.total() + " comparisons "
        + d.outcomes());
    assertTrue(d.failures().isEmpty(), d.report(20));
    HostileRun.assertEveryClassRan(d, generator, "remote");
  }
}
