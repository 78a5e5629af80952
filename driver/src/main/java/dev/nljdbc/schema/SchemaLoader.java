package dev.nljdbc.schema;

import dev.nljdbc.dialect.CatalogScope;
import dev.nljdbc.dialect.Dialects;
import dev.nljdbc.dialect.SqlDialect;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads a target's tables, views, columns and keys from {@link DatabaseMetaData}, and samples the
 * values of its low-cardinality text columns.
 *
 * <p>Only the schemas of the connection's search path (PostgreSQL, where a name resolves to its
 * first schema), its current schema (H2 {@code PUBLIC}), current database (MariaDB) or main
 * database (SQLite) are read. Loading is bounded: at most
 * {@link Builder#maxTables} tables, and sampling stops when its time budget is spent.
 */
public final class SchemaLoader {

  /** A text column is sampled when it has at most this many distinct values. */
  private static final int MAX_DISTINCT_VALUES = 50;
  /**
   * A text column with more distinct values than sampled, up to this many, keeps them as lookup
   * values for recognising names in questions.
   */
  private static final int MAX_LOOKUP_VALUES = 1000;
  /** Longer values are not kept. */
  private static final int MAX_VALUE_LENGTH = 100;
  /** A sample reads at most this many rows of a table. */
  private static final int SAMPLE_ROW_CAP = 100_000;

  private final int maxTables;
  private final ValueSampler.Options sampling;

  private SchemaLoader(Builder builder) {
    this.maxTables = builder.maxTables;
    this.sampling = new ValueSampler.Options(MAX_DISTINCT_VALUES, MAX_LOOKUP_VALUES,
        MAX_VALUE_LENGTH, SAMPLE_ROW_CAP, builder.sampleBudget, builder.tenantColumn,
        builder.tenantValue);
  }

  /** A loader with the default limits. */
  public static SchemaLoader defaults() {
    return builder().build();
  }

  /** A builder to tune the limits. */
  public static Builder builder() {
    return new Builder();
  }

  /** Loads the schema the connection currently sees. */
  public SchemaSnapshot load(Connection connection) throws SQLException {
    DatabaseMetaData metaData = connection.getMetaData();
    SqlDialect dialect = Dialects.of(metaData);
    CatalogScope scope = dialect.catalogScope(connection);
    List<TableHeader> headers = tables(metaData, dialect, scope);
    Map<String, List<ColumnInfo>> columns = columns(metaData, scope, headers);
    boolean qualified = false;
    if (headers.isEmpty()) {
      qualified = readableElsewhere(connection, metaData, dialect, headers, columns);
    }
    List<TableInfo> tables = new ArrayList<>(headers.size());
    ValueSampler sampler = new ValueSampler(connection, dialect, sampling);
    Map<String, List<String>> primaryKeys = new LinkedHashMap<>();
    Map<String, List<ForeignKey>> foreignKeys = new LinkedHashMap<>();
    for (TableHeader header : headers) {
      primaryKeys.put(header.key(), primaryKey(metaData, header));
      foreignKeys.put(header.key(), foreignKeys(metaData, header));
    }
    Map<String, String> tenantKeys = tenantKeyColumns(headers, foreignKeys);
    for (TableHeader header : headers) {
      List<ColumnInfo> tableColumns = columns.getOrDefault(header.key(), List.of());
      String schema = header.schema == null && qualified ? header.catalog : header.schema;
      tableColumns = sampler.sample(schema, header.name, tableColumns,
          tenantKeys.get(header.key()));
      tables.add(new TableInfo(schema, header.name, blankToNull(header.remarks),
          tableColumns, primaryKeys.get(header.key()), foreignKeys.get(header.key())));
    }
    return new SchemaSnapshot(SchemaFingerprint.of(dialect, tables), dialect, tables, List.of(),
        qualified);
  }

  /**
   * When the connection's own schema holds no table: the tables of every other schema (or
   * database) the user may read, the first schema by name keeping a name found in several.
   * Queries then name each table with its schema. Whether any was found.
   */
  private boolean readableElsewhere(Connection connection, DatabaseMetaData metaData,
      SqlDialect dialect, List<TableHeader> headers, Map<String, List<ColumnInfo>> columns)
      throws SQLException {
    Map<String, TableHeader> byName = new LinkedHashMap<>();
    for (String name : dialect.readableSchemas(connection)) {
      CatalogScope scope = dialect.hasSchemas() ? new CatalogScope(null, name)
          : new CatalogScope(name, null);
      List<TableHeader> found = new ArrayList<>();
      for (TableHeader header : tables(metaData, dialect, scope)) {
        if (byName.putIfAbsent(header.name, header) == null) {
          found.add(header);
        }
      }
      if (!found.isEmpty()) {
        columns.putAll(columns(metaData, scope, found));
      }
    }
    headers.addAll(byName.values());
    headers.sort(Comparator.comparing((TableHeader h) -> h.name.toLowerCase(Locale.ROOT))
        .thenComparing(h -> h.name));
    if (headers.size() > maxTables) {
      headers.subList(maxTables, headers.size()).clear();
    }
    return !headers.isEmpty();
  }

  private List<TableHeader> tables(DatabaseMetaData metaData, SqlDialect dialect,
      CatalogScope scope) throws SQLException {
    List<TableHeader> headers = new ArrayList<>();
    try (ResultSet rs = metaData.getTables(scope.catalog(), scope.schema(), "%", null)) {
      while (rs.next()) {
        String type = String.valueOf(rs.getString("TABLE_TYPE")).toUpperCase(Locale.ROOT);
        String name = rs.getString("TABLE_NAME");
        if (!isUserTable(type) || dialect.isSystemTable(name)
            || !scope.contains(rs.getString("TABLE_CAT"), rs.getString("TABLE_SCHEM"))) {
          continue;
        }
        headers.add(new TableHeader(rs.getString("TABLE_CAT"), rs.getString("TABLE_SCHEM"), name,
            rs.getString("REMARKS")));
      }
    }
    headers = firstOnPath(headers, scope);
    headers.sort(Comparator.comparing((TableHeader h) -> h.name.toLowerCase(Locale.ROOT))
        .thenComparing(h -> h.name));
    return headers.size() > maxTables ? new ArrayList<>(headers.subList(0, maxTables)) : headers;
  }

  /**
   * Of the tables of one name in several schemas of the search path, the one an unqualified name
   * resolves to: in the first of them.
   */
  private static List<TableHeader> firstOnPath(List<TableHeader> headers, CatalogScope scope) {
    if (scope.schemas().size() < 2) {
      return headers;
    }
    Map<String, TableHeader> first = new LinkedHashMap<>();
    for (TableHeader header : headers) {
      first.merge(header.name, header, (a, b) -> scope.rank(b.schema) < scope.rank(a.schema)
          ? b : a);
    }
    return new ArrayList<>(first.values());
  }

  private static boolean isUserTable(String type) {
    if (type.contains("SYSTEM") || type.contains("INDEX") || type.contains("SEQUENCE")
        || type.contains("TEMPORARY") || type.contains("TYPE")) {
      return false;
    }
    return type.contains("TABLE") || type.contains("VIEW");
  }

  private Map<String, List<ColumnInfo>> columns(DatabaseMetaData metaData, CatalogScope scope,
      List<TableHeader> headers) throws SQLException {
    Map<String, TableHeader> byKey = new LinkedHashMap<>();
    for (TableHeader header : headers) {
      byKey.put(header.key(), header);
    }
    Map<String, TreeMap<Integer, ColumnInfo>> ordered = new LinkedHashMap<>();
    String tablePattern = headers.size() == 1 ? headers.get(0).name : "%";
    try (ResultSet rs = metaData.getColumns(scope.catalog(), scope.schema(), tablePattern, "%")) {
      while (rs.next()) {
        String key = TableHeader.key(rs.getString("TABLE_CAT"), rs.getString("TABLE_SCHEM"),
            rs.getString("TABLE_NAME"));
        if (!byKey.containsKey(key)) {
          continue;
        }
        ColumnInfo column = new ColumnInfo(rs.getString("COLUMN_NAME"), rs.getInt("DATA_TYPE"),
            rs.getString("TYPE_NAME"),
            rs.getInt("NULLABLE") != DatabaseMetaData.columnNoNulls,
            blankToNull(rs.getString("REMARKS")), List.of());
        TreeMap<Integer, ColumnInfo> columns = ordered.computeIfAbsent(key, k -> new TreeMap<>());
        int position = rs.getInt("ORDINAL_POSITION");
        columns.put(rs.wasNull() ? columns.size() + 1 : position, column);
      }
    }
    Map<String, List<ColumnInfo>> result = new LinkedHashMap<>();
    ordered.forEach((key, columns) -> result.put(key, new ArrayList<>(columns.values())));
    return result;
  }

  private static List<String> primaryKey(DatabaseMetaData metaData, TableHeader header)
      throws SQLException {
    TreeMap<Integer, String> columns = new TreeMap<>();
    try (ResultSet rs = metaData.getPrimaryKeys(header.catalog, header.schema, header.name)) {
      while (rs.next()) {
        columns.put(rs.getInt("KEY_SEQ"), rs.getString("COLUMN_NAME"));
      }
    }
    return new ArrayList<>(columns.values());
  }

  private static List<ForeignKey> foreignKeys(DatabaseMetaData metaData, TableHeader header)
      throws SQLException {
    Map<String, TreeMap<Integer, String[]>> keys = new LinkedHashMap<>();
    Map<String, String[]> targets = new LinkedHashMap<>();
    try (ResultSet rs = metaData.getImportedKeys(header.catalog, header.schema, header.name)) {
      while (rs.next()) {
        String pkTable = rs.getString("PKTABLE_NAME");
        String name = rs.getString("FK_NAME");
        String id = (name == null ? "" : name) + "->" + pkTable;
        int seq = rs.getInt("KEY_SEQ");
        if (name == null && seq == 1 && keys.containsKey(id)) {
          id = id + "#" + keys.size();
        }
        targets.putIfAbsent(id, new String[] {rs.getString("PKTABLE_SCHEM"), pkTable});
        keys.computeIfAbsent(id, k -> new TreeMap<>()).put(seq,
            new String[] {rs.getString("FKCOLUMN_NAME"), rs.getString("PKCOLUMN_NAME")});
      }
    }
    List<ForeignKey> result = new ArrayList<>();
    keys.forEach((id, pairs) -> {
      List<String> from = new ArrayList<>();
      List<String> to = new ArrayList<>();
      for (String[] pair : pairs.values()) {
        from.add(pair[0]);
        to.add(pair[1]);
      }
      String[] target = targets.get(id);
      result.add(new ForeignKey(from, target[0], target[1], to));
    });
    result.sort(Comparator.comparing((ForeignKey k) -> String.join(",", k.columns()))
        .thenComparing(ForeignKey::referencedTable));
    return result;
  }

  /**
   * The tables whose rows are the tenants themselves, by key, with their key column: those a
   * single-column foreign key from the tenant column refers to. Empty outside tenant mode.
   */
  private Map<String, String> tenantKeyColumns(List<TableHeader> headers,
      Map<String, List<ForeignKey>> foreignKeys) {
    Map<String, String> result = new LinkedHashMap<>();
    String tenantColumn = sampling.tenantColumn();
    if (tenantColumn == null || sampling.tenantValue() == null) {
      return result;
    }
    for (List<ForeignKey> keys : foreignKeys.values()) {
      for (ForeignKey key : keys) {
        if (key.columns().size() != 1 || !key.columns().get(0).equalsIgnoreCase(tenantColumn)) {
          continue;
        }
        for (TableHeader header : headers) {
          boolean sameSchema = key.referencedSchema() == null
              || key.referencedSchema().equals(header.schema);
          if (sameSchema && header.name.equals(key.referencedTable())) {
            result.putIfAbsent(header.key(), key.referencedColumns().get(0));
          }
        }
      }
    }
    return result;
  }

  private static String blankToNull(String s) {
    return s == null || s.isBlank() ? null : s.strip();
  }

  /** A table found in the metadata, before its columns and keys are read. */
  private record TableHeader(String catalog, String schema, String name, String remarks) {
    String key() {
      return key(catalog, schema, name);
    }

    static String key(String catalog, String schema, String name) {
      return catalog + "\u0000" + schema + "\u0000" + name;
    }
  }

  /** Limits of a {@link SchemaLoader}. */
  public static final class Builder {
    private int maxTables = 500;
    private Duration sampleBudget = Duration.ofSeconds(5);
    private String tenantColumn;
    private String tenantValue;

    private Builder() {}

    /** At most this many tables are read (the first by name); default 500. */
    public Builder maxTables(int maxTables) {
      this.maxTables = positive("maxTables", maxTables);
      return this;
    }

    /** Total time sampling may take; columns left when it is spent get no samples; default 5s. */
    public Builder sampleBudget(Duration sampleBudget) {
      if (sampleBudget.isNegative()) {
        throw new IllegalArgumentException("sampleBudget cannot be negative: " + sampleBudget);
      }
      this.sampleBudget = sampleBudget;
      return this;
    }

    /**
     * Samples tables that have this column only from this tenant's rows, so that sampled values
     * never show another tenant's data (identify the catalog entry by tenant too).
     */
    public Builder tenant(String column, String value) {
      this.tenantColumn = column;
      this.tenantValue = value;
      return this;
    }

    /** The loader. */
    public SchemaLoader build() {
      return new SchemaLoader(this);
    }

    private static int positive(String name, int value) {
      if (value < 1) {
        throw new IllegalArgumentException(name + " cannot be less than 1: " + value);
      }
      return value;
    }
  }
}
