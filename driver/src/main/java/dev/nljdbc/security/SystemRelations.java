package dev.nljdbc.security;

import dev.nljdbc.dialect.CatalogScope;
import dev.nljdbc.dialect.SqlDialect;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import net.sf.jsqlparser.schema.Table;

/**
 * The database's own relations a tenant's SQL may read: those that describe the schema
 * (tables, columns, keys, types) and that metadata tools and ordinary analytics use.
 *
 * <p>Design note. A deny list of system catalogues cannot keep up with what a database ships:
 * MariaDB's {@code information_schema.INNODB_TRX} shows other sessions' running SQL, and
 * PostgreSQL's {@code pg_prepared_statements}, {@code pg_cursors} and
 * {@code pg_backend_memory_contexts} show statements and cursors left on a pooled connection,
 * none of them on the earlier deny list. With a tenant configured the gate therefore admits a
 * relation of a system schema ({@link CatalogScope#isSystem}) only when it is listed here, and
 * refuses every other one with 42501 ({@link Rule#UNLISTED_RELATION}). The lists are data, one
 * resource file per database ({@code relations/<database>.txt}, entries {@code schema.name} in
 * lower case); a database without a list admits no system relation. An unqualified name is
 * judged by the schema it resolves to on the connection's search path, so PostgreSQL's
 * implicit {@code pg_catalog} is covered. Reading a CTE that shadows a system relation's name is
 * not reading the relation.
 */
final class SystemRelations {
  private static final String RESOURCES = "relations/";
  private static final Map<String, Set<String>> BUILTIN = new ConcurrentHashMap<>();

  private final Set<String> allowed;
  private final TenantTables tables;

  private SystemRelations(Set<String> allowed, TenantTables tables) {
    this.allowed = allowed;
    this.tables = tables;
  }

  /** The allowlist of the catalogue's database, resolving unqualified names through it. */
  static SystemRelations of(TenantTables tables) {
    SqlDialect dialect = tables.dialect();
    return new SystemRelations(BUILTIN.computeIfAbsent(dialect.key(),
        k -> read(RESOURCES + k + ".txt")), tables);
  }

  /**
   * Refuses a relation of a system schema that is not on the list.
   *
   * @throws Refusal {@link Rule#UNLISTED_RELATION}
   */
  void check(Table t, CteScope scope) {
    String schema = tables.readSchema(t.getSchemaName(), t.getName());
    if (schema == null || !CatalogScope.isSystem(schema) || tables.readsCte(t, scope)) {
      return;
    }
    String name = Identifiers.normalize(t.getName());
    if (!allowed.contains(schema + "." + name)) {
      throw new Refusal(Rule.UNLISTED_RELATION, t.getFullyQualifiedName() + " is not on the"
          + " list of system relations a tenant may read: with a tenant configured only the"
          + " catalogues that describe the schema are readable, not those showing sessions,"
          + " statements, settings or server state");
    }
  }

  private static Set<String> read(String resource) {
    Set<String> names = new HashSet<>();
    try (InputStream in = SystemRelations.class.getResourceAsStream(resource)) {
      if (in == null) {
        return Set.of();
      }
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        String name = line.trim();
        if (!name.isEmpty() && !name.startsWith("#")) {
          names.add(name.toLowerCase(Locale.ROOT));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return Set.copyOf(names);
  }
}
