package dev.nljdbc.security;

import dev.nljdbc.config.TenantNames;
import dev.nljdbc.dialect.CatalogScope;
import dev.nljdbc.dialect.Dialects;
import dev.nljdbc.dialect.GenericDialect;
import dev.nljdbc.dialect.SqlDialect;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The target's relations and which of them carry the tenant column, read from
 * {@link DatabaseMetaData}, with the matcher that decides whether a table reference reaches a
 * tenant table.
 *
 * <p>Matching is deliberately loose (quotes removed, case ignored): a spelling that could reach a
 * tenant table counts as one. An unqualified name resolves through the connection's search path
 * (PostgreSQL's {@code current_schemas(true)}, otherwise the current schema or database); a name
 * found on no schema of the path is a tenant reference if any schema has a tenant table of that
 * name. Instances are immutable and cheap to query; callers cache them per target.
 */
public final class TenantTables {

  /**
   * How a table reference resolves against the catalogue: a relation with the tenant column, a
   * table without it, a relation without it that may still read tenant rows (a view, a
   * materialized view, a foreign table, an inheritance parent), or nothing known.
   */
  enum Kind { TENANT, PLAIN, UNPROVEN, UNKNOWN }

  /** The tenant column of one table: its name, JDBC type and how to write it in SQL. */
  static final class TenantColumn {
    final String name;
    final int jdbcType;
    final String typeName;
    final String sql;

    TenantColumn(String name, int jdbcType, String typeName, String sql) {
      this.name = name;
      this.jdbcType = jdbcType;
      this.typeName = typeName == null ? "" : typeName.toLowerCase(Locale.ROOT);
      this.sql = sql;
    }

    /** Columns of the same SQL type bind the same converted value. */
    String typeKey() {
      return jdbcType + ":" + typeName;
    }
  }

  /** One relation of the catalogue, schema and name normalised. */
  static final class Relation {
    final String schema;
    final String name;
    final TenantColumn tenant;
    /** Without the tenant column, but possibly reading tenant rows: see {@link Kind#UNPROVEN}. */
    final boolean unproven;
    /** Unproven because it is named like the tenants themselves ({@link TenantNames}). */
    final boolean namedLikeTenants;

    Relation(String schema, String name, TenantColumn tenant, boolean unproven) {
      this(schema, name, tenant, unproven, false);
    }

    Relation(String schema, String name, TenantColumn tenant, boolean unproven,
        boolean namedLikeTenants) {
      this.schema = schema;
      this.name = name;
      this.tenant = tenant;
      this.unproven = unproven;
      this.namedLikeTenants = namedLikeTenants;
    }

    String qualifiedName() {
      return schema == null ? name : schema + "." + name;
    }
  }

  /** The result of resolving a reference. */
  static final class Resolution {
    static final Resolution PLAIN = new Resolution(Kind.PLAIN, null);
    static final Resolution UNKNOWN = new Resolution(Kind.UNKNOWN, null);

    final Kind kind;
    final Relation relation;

    Resolution(Kind kind, Relation relation) {
      this.kind = kind;
      this.relation = relation;
    }
  }

  private static final Map<SqlDialect, TenantTables> WITHOUT_TENANT = new ConcurrentHashMap<>();

  private final String tenantColumn;
  private final Map<String, List<Relation>> byName;
  private final List<String> searchPath;
  private final SqlDialect dialect;
  /** The columns of each tenant table by {@link Relation#qualifiedName()}, names normalised. */
  private final Map<String, Map<String, ColumnType>> columns;
  private final LeakproofConditions leakproof;

  private TenantTables(String tenantColumn, Map<String, List<Relation>> byName,
      List<String> searchPath, SqlDialect dialect, Map<String, Map<String, ColumnType>> columns,
      LeakproofConditions leakproof) {
    this.tenantColumn = tenantColumn;
    this.byName = byName;
    this.searchPath = searchPath;
    this.dialect = dialect;
    this.columns = columns;
    this.leakproof = leakproof;
  }

  /**
   * The catalogue of a gate without a tenant on a database of this dialect: it lists no
   * relations and only tells the gate how the database reads text ({@code ??}, {@code U&},
   * {@code #}). One instance per dialect, so that such gates share their caches.
   */
  public static TenantTables withoutTenant(SqlDialect dialect) {
    return WITHOUT_TENANT.computeIfAbsent(dialect,
        d -> new TenantTables("", Map.of(), List.of(), d, Map.of(),
            LeakproofConditions.of(d, List.of(), List.of())));
  }

  /**
   * Reads every relation visible to the connection and every column named {@code tenantColumn}
   * (ignoring case), with the connection's search path.
   */
  public static TenantTables load(Connection connection, String tenantColumn) throws SQLException {
    DatabaseMetaData md = connection.getMetaData();
    SqlDialect dialect = Dialects.of(md);
    Builder b = new Builder(tenantColumn).dialect(dialect);
    b.quote = dialect.identifierQuote();
    b.foldsLower = md.storesLowerCaseIdentifiers();
    b.foldsUpper = md.storesUpperCaseIdentifiers();
    try (ResultSet rs = md.getTables(null, null, "%", null)) {
      while (rs.next()) {
        String schema = schemaOf(rs.getString("TABLE_CAT"), rs.getString("TABLE_SCHEM"));
        String name = rs.getString("TABLE_NAME");
        if (mayHideTenantRows(rs.getString("TABLE_TYPE"), schema)) {
          b.unproven(schema, name);
        } else {
          b.table(schema, name);
        }
      }
    }
    for (String[] parent : dialect.inheritanceParents(connection)) {
      if (!isSystemSchema(parent[0])) {
        b.unproven(parent[0], parent[1]);
      }
    }
    Set<String> spellings = new LinkedHashSet<>(List.of(tenantColumn,
        tenantColumn.toLowerCase(Locale.ROOT), tenantColumn.toUpperCase(Locale.ROOT)));
    spellings.addAll(dialect.columnSpellings(connection, tenantColumn));
    List<String[]> found = new ArrayList<>();
    for (String spelling : spellings) {
      try (ResultSet rs = md.getColumns(null, null, "%", spelling)) {
        while (rs.next()) {
          String column = rs.getString("COLUMN_NAME");
          if (column != null && column.equalsIgnoreCase(tenantColumn)) {
            b.tenantTable(schemaOf(rs.getString("TABLE_CAT"), rs.getString("TABLE_SCHEM")),
                rs.getString("TABLE_NAME"), column, rs.getInt("DATA_TYPE"),
                rs.getString("TYPE_NAME"));
            found.add(new String[] {rs.getString("TABLE_CAT"), rs.getString("TABLE_SCHEM"),
                rs.getString("TABLE_NAME")});
          }
        }
      }
    }
    for (String[] table : found) {
      addTenantKeyTables(md, b, tenantColumn, table);
    }
    for (String[] table : found) {
      try (ResultSet rs = md.getColumns(table[0], table[1], table[2], "%")) {
        while (rs.next()) {
          if (table[2].equals(rs.getString("TABLE_NAME"))) {
            b.column(schemaOf(table[0], table[1]), table[2], rs.getString("COLUMN_NAME"),
                rs.getInt("DATA_TYPE"), rs.getString("TYPE_NAME"));
          }
        }
      }
    }
    b.leakproof(dialect.comparisonOperators(connection), dialect.implicitCasts(connection));
    b.searchPath(dialect.searchPath(connection));
    return b.build();
  }

  /**
   * Adds the tables the tenant column of one tenant table refers to (a single-column foreign key
   * from the tenant column to another table's key, such as the table of the tenants themselves):
   * their rows are tenants, so the referenced key column is their tenant column.
   */
  private static void addTenantKeyTables(DatabaseMetaData md, Builder b, String tenantColumn,
      String[] table) throws SQLException {
    Map<String, List<String[]>> keys = new HashMap<>();
    try (ResultSet rs = md.getImportedKeys(table[0], table[1], table[2])) {
      while (rs.next()) {
        String id = rs.getString("FK_NAME") + "->" + rs.getString("PKTABLE_CAT") + "."
            + rs.getString("PKTABLE_SCHEM") + "." + rs.getString("PKTABLE_NAME");
        keys.computeIfAbsent(id, k -> new ArrayList<>()).add(new String[] {
            rs.getString("FKCOLUMN_NAME"), rs.getString("PKTABLE_CAT"),
            rs.getString("PKTABLE_SCHEM"), rs.getString("PKTABLE_NAME"),
            rs.getString("PKCOLUMN_NAME")});
      }
    }
    for (List<String[]> key : keys.values()) {
      String[] k = key.get(0);
      if (key.size() != 1 || k[0] == null || !k[0].equalsIgnoreCase(tenantColumn)
          || isSystemSchema(schemaOf(k[1], k[2]))) {
        continue;
      }
      try (ResultSet rs = md.getColumns(k[1], k[2], k[3], k[4])) {
        while (rs.next()) {
          if (k[4].equals(rs.getString("COLUMN_NAME")) && k[3].equals(rs.getString("TABLE_NAME"))) {
            b.tenantKeyTable(schemaOf(k[1], k[2]), k[3], k[4], rs.getInt("DATA_TYPE"),
                rs.getString("TYPE_NAME"));
          }
        }
      }
    }
  }

  /** Whether a schema is the database's own catalogue, which holds no tenant rows. */
  private static boolean isSystemSchema(String schema) {
    return schema != null && CatalogScope.isSystem(schema);
  }

  /**
   * Whether a relation of this JDBC table type, without the tenant column, may still read
   * tenant rows: views, materialized views and foreign tables outside the system schemas.
   */
  static boolean mayHideTenantRows(String tableType, String schema) {
    String t = tableType == null ? "" : tableType.toUpperCase(Locale.ROOT);
    return (t.contains("VIEW") || t.contains("FOREIGN")) && !isSystemSchema(schema);
  }

  /** A builder for catalogues assembled by hand (tests, embedded databases). */
  public static Builder builder(String tenantColumn) {
    return new Builder(tenantColumn);
  }

  /** The tenant column, as configured. */
  public String tenantColumn() {
    return tenantColumn;
  }

  /** The schemas an unqualified name is looked up in, in order, normalised. */
  public List<String> searchPath() {
    return searchPath;
  }

  /** Every tenant table as {@code schema.table}, normalised and sorted. */
  public Set<String> tenantTables() {
    Set<String> names = new TreeSet<>();
    for (List<Relation> list : byName.values()) {
      for (Relation r : list) {
        if (r.tenant != null) {
          names.add(r.qualifiedName());
        }
      }
    }
    return Collections.unmodifiableSet(names);
  }

  /** Whether a reference written {@code schema.name} (schema may be null) reaches a tenant table. */
  public boolean isTenantTable(String schema, String name) {
    return resolve(schema, name).kind == Kind.TENANT;
  }

  SqlDialect dialect() {
    return dialect;
  }

  /** The rule that decides which conditions may run inside the fence. */
  LeakproofConditions leakproof() {
    return leakproof;
  }

  /**
   * The type of a column of a tenant table, or null when the catalogue does not list it (the
   * column is then never moved inside the fence).
   */
  ColumnType columnType(Relation relation, String column) {
    Map<String, ColumnType> of = columns.get(relation.qualifiedName());
    return of == null ? null : of.get(Identifiers.normalize(column));
  }

  /** Whether a CTE certainly hides a relation of the same name ({@link SqlDialect#cteShadowsRelations}). */
  boolean cteShadowsRelations() {
    return dialect.cteShadowsRelations();
  }

  /**
   * Whether a reference that names a CTE in scope reads that CTE rather than a relation: always
   * where CTEs shadow relations, elsewhere only when no relation has the name.
   */
  boolean readsCte(net.sf.jsqlparser.schema.Table table, CteScope scope) {
    if (!scope.names(table)) {
      return false;
    }
    return cteShadowsRelations() || resolve(null, table.getName()).kind == Kind.UNKNOWN;
  }

  /** The distinct tenant column types, for converting the tenant value up front. */
  List<TenantColumn> tenantColumns() {
    Map<String, TenantColumn> byType = new HashMap<>();
    for (List<Relation> list : byName.values()) {
      for (Relation r : list) {
        if (r.tenant != null) {
          byType.putIfAbsent(r.tenant.typeKey(), r.tenant);
        }
      }
    }
    return List.copyOf(byType.values());
  }

  /**
   * The schema, normalised, that a reference reads from: its own qualifier, or for an
   * unqualified name the first schema of the search path where the catalogue has the name;
   * null when no schema of the path has it.
   */
  String readSchema(String schemaRaw, String nameRaw) {
    if (schemaRaw != null && !schemaRaw.isEmpty()) {
      return Identifiers.normalize(schemaRaw);
    }
    List<Relation> candidates = byName.getOrDefault(Identifiers.normalize(nameRaw), List.of());
    for (String schema : searchPath) {
      for (Relation r : candidates) {
        if (Objects.equals(schema, r.schema)) {
          return schema;
        }
      }
    }
    return null;
  }

  /** Resolves a reference; {@code schemaRaw} is null when unqualified. Both may be quoted. */
  Resolution resolve(String schemaRaw, String nameRaw) {
    String name = Identifiers.normalize(nameRaw);
    List<Relation> candidates = byName.getOrDefault(name, List.of());
    if (schemaRaw != null && !schemaRaw.isEmpty()) {
      String schema = Identifiers.normalize(schemaRaw);
      return pick(candidates, schema);
    }
    for (String schema : searchPath) {
      Resolution r = pick(candidates, schema);
      if (r.kind != Kind.UNKNOWN) {
        return r;
      }
    }
    for (Relation r : candidates) {
      if (r.tenant != null) {
        return new Resolution(Kind.TENANT, r);
      }
    }
    for (Relation r : candidates) {
      if (r.unproven) {
        return new Resolution(Kind.UNPROVEN, r);
      }
    }
    if (candidates.isEmpty()) {
      // MariaDB's and H2's one-row dummy table is in no catalogue.
      return "dual".equals(name) ? Resolution.PLAIN : Resolution.UNKNOWN;
    }
    return Resolution.PLAIN;
  }

  private static Resolution pick(List<Relation> candidates, String schema) {
    Relation plain = null;
    for (Relation r : candidates) {
      if (Objects.equals(schema, r.schema)) {
        if (r.tenant != null) {
          return new Resolution(Kind.TENANT, r);
        }
        plain = r;
      }
    }
    if (plain == null) {
      return Resolution.UNKNOWN;
    }
    return plain.unproven ? new Resolution(Kind.UNPROVEN, plain) : Resolution.PLAIN;
  }

  private static String schemaOf(String catalog, String schema) {
    return schema != null && !schema.isEmpty() ? schema : catalog;
  }

  /** Assembles a catalogue. */
  public static final class Builder {
    private final String tenantColumn;
    private final Map<String, List<Relation>> byName = new HashMap<>();
    private final List<String> searchPath = new ArrayList<>();
    private SqlDialect dialect = GenericDialect.DEFAULT;
    private String quote = "\"";
    private boolean foldsLower = true;
    private boolean foldsUpper;
    private final Map<String, Map<String, ColumnType>> columns = new HashMap<>();
    private List<String[]> operators = List.of();
    private List<String[]> casts = List.of();

    private Builder(String tenantColumn) {
      if (tenantColumn == null || tenantColumn.isBlank()) {
        throw new IllegalArgumentException("the tenant column cannot be blank");
      }
      this.tenantColumn = tenantColumn.trim();
    }

    Builder dialect(SqlDialect d) {
      this.dialect = d;
      return this;
    }

    /**
     * Names the database product ({@code PostgreSQL}, {@code MariaDB}, {@code H2}, as
     * {@link DatabaseMetaData#getDatabaseProductName()} reports it), which decides quoting and
     * whether CTEs shadow tables; unknown products get the conservative rules.
     */
    public Builder database(String productName) {
      return dialect(Dialects.ofProductName(productName));
    }

    /** Sets the schemas unqualified names are looked up in, in order. */
    public Builder searchPath(String... schemas) {
      searchPath.clear();
      for (String s : schemas) {
        searchPath.add(Identifiers.normalize(s));
      }
      return this;
    }

    private Builder searchPath(List<String> schemas) {
      return searchPath(schemas.toArray(new String[0]));
    }

    /** Adds a relation without the tenant column. */
    public Builder table(String schema, String name) {
      add(schema, name, null, false);
      return this;
    }

    /**
     * Adds a relation that may read tenant rows without having the tenant column: a view, a
     * materialized view, a foreign table, an inheritance or partition parent. Should the tenant
     * column be found on it too, it is a tenant table.
     */
    public Builder unproven(String schema, String name) {
      add(schema, name, null, true);
      return this;
    }

    /**
     * Adds a column of a table with its {@link Types} code and the database's type name; the
     * fence moves conditions on listed columns only.
     */
    public Builder column(String schema, String table, String column, int jdbcType,
        String typeName) {
      String key = qualified(Identifiers.normalize(schema), Identifiers.normalize(table));
      columns.computeIfAbsent(key, k -> new HashMap<>())
          .put(Identifiers.normalize(column), new ColumnType(jdbcType, typeName));
      return this;
    }

    /**
     * Sets the target's comparison operators and implicit casts (see
     * {@link SqlDialect#comparisonOperators} and {@link SqlDialect#implicitCasts}).
     */
    public Builder leakproof(List<String[]> comparisonOperators, List<String[]> implicitCasts) {
      this.operators = List.copyOf(comparisonOperators);
      this.casts = List.copyOf(implicitCasts);
      return this;
    }

    private static String qualified(String schema, String name) {
      return schema == null ? name : schema + "." + name;
    }

    /** Adds a tenant table whose tenant column has the given {@link Types} code. */
    public Builder tenantTable(String schema, String name, int jdbcType) {
      return tenantTable(schema, name, tenantColumn, jdbcType, "");
    }

    Builder tenantTable(String schema, String name, String column, int jdbcType, String typeName) {
      add(schema, name, new TenantColumn(column, jdbcType, typeName, columnSql(column)), false);
      return this;
    }

    /**
     * Adds a table whose rows are the tenants themselves: its key column, which the tenant column
     * of other tables refers to, filters it. A table that has the tenant column keeps it.
     */
    Builder tenantKeyTable(String schema, String name, String keyColumn, int jdbcType,
        String typeName) {
      String s = Identifiers.normalize(schema);
      String n = Identifiers.normalize(name);
      for (Relation r : byName.getOrDefault(n, List.of())) {
        if (Objects.equals(r.schema, s) && r.tenant != null) {
          return this;
        }
      }
      return tenantTable(schema, name, keyColumn, jdbcType, typeName);
    }

    /**
     * The catalogue. A table without the tenant column that no foreign key from a tenant column
     * refers to, but whose name is a name for the tenants ({@link TenantNames#namesTheTenants}:
     * {@code organisations} for {@code org_id}), may list every tenant: it becomes
     * {@link Kind#UNPROVEN} (refused unless shared), outside the system schemas.
     */
    public TenantTables build() {
      for (List<Relation> list : byName.values()) {
        for (int i = 0; i < list.size(); i++) {
          Relation r = list.get(i);
          if (r.tenant == null && !r.unproven && !isSystemSchema(r.schema)
              && TenantNames.namesTheTenants(r.name, tenantColumn)) {
            list.set(i, new Relation(r.schema, r.name, null, true, true));
          }
        }
      }
      Map<String, List<Relation>> copy = new HashMap<>();
      byName.forEach((k, v) -> copy.put(k, List.copyOf(v)));
      Map<String, Map<String, ColumnType>> columnCopy = new HashMap<>();
      columns.forEach((k, v) -> columnCopy.put(k, Map.copyOf(v)));
      return new TenantTables(tenantColumn, Map.copyOf(copy), List.copyOf(searchPath), dialect,
          Map.copyOf(columnCopy), LeakproofConditions.of(dialect, operators, casts));
    }

    private void add(String schema, String name, TenantColumn tenant, boolean unproven) {
      String s = Identifiers.normalize(schema);
      String n = Identifiers.normalize(name);
      List<Relation> list = byName.computeIfAbsent(n, k -> new ArrayList<>());
      for (int i = 0; i < list.size(); i++) {
        Relation r = list.get(i);
        if (Objects.equals(r.schema, s) && r.name.equals(n)) {
          list.set(i, new Relation(s, n, tenant != null ? tenant : r.tenant,
              unproven || r.unproven, r.namedLikeTenants));
          return;
        }
      }
      list.add(new Relation(s, n, tenant, unproven));
    }

    private String columnSql(String column) {
      if (Identifiers.isPlain(column)) {
        boolean lower = column.equals(column.toLowerCase(Locale.ROOT));
        boolean upper = column.equals(column.toUpperCase(Locale.ROOT));
        if (dialect.identifiersIgnoreCase() || (foldsLower && lower) || (foldsUpper && upper)) {
          return column;
        }
      }
      String close = "[".equals(quote) ? "]" : quote;
      return quote + column.replace(close, close + close) + close;
    }
  }
}
