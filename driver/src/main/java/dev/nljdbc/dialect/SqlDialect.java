package dev.nljdbc.dialect;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Everything nljdbc knows about one database's SQL and behaviour, in the manner of Calcite's
 * {@code SqlDialect}: how to quote identifiers and write literals, dates relative to today and
 * time buckets, which catalog and schemas its metadata is read from, how a read-only connection
 * is opened, how the tenant reaches the database's own row-level security, and which SQL rules
 * the security layer must assume.
 *
 * <p>One subclass per database; {@link Dialects} recognises them from a JDBC URL or the product
 * name of the database's metadata. A new database is one new subclass (and its line in
 * {@link Dialects}); the defaults here are ANSI SQL and the conservative security rules.
 * Instances are stateless singletons ({@code DEFAULT}).
 */
public abstract class SqlDialect {

  /** The database's name as people and language models know it ({@code PostgreSQL}). */
  public abstract String name();

  /** Whether a lower-cased {@link java.sql.DatabaseMetaData#getDatabaseProductName()} is this. */
  protected abstract boolean matchesProduct(String productName);

  /** Whether a JDBC URL reaches this database. */
  protected abstract boolean matchesUrl(String jdbcUrl);

  /** Notes for a language model on dates, limits and text matches in this dialect. */
  public abstract String promptNotes();

  /** The name a language model is told it writes SQL for. */
  public String promptName() {
    return name();
  }

  // Identifiers and literals

  /** An identifier, quoted only when it must be. */
  public abstract String identifier(String name);

  /** The character that quotes an identifier. */
  public String identifierQuote() {
    return "\"";
  }

  /** An identifier, always quoted. */
  public String quoteIdentifier(String name) {
    String q = identifierQuote();
    return q + name.replace(q, q + q) + q;
  }

  /**
   * Whether an unquoted identifier matches a name of any case (MariaDB column names, SQLite):
   * a plain name then never needs quotes.
   */
  public boolean identifiersIgnoreCase() {
    return false;
  }

  /** Whether a word is reserved in any supported dialect (such identifiers are quoted). */
  public static boolean isReserved(String word) {
    return SqlWords.isReserved(word);
  }

  /** A string literal. */
  public String string(String value) {
    return "'" + value.replace("'", "''") + "'";
  }

  /** A date literal. */
  public String date(LocalDate date) {
    return "DATE '" + date + "'";
  }

  /** A boolean literal. */
  public String booleanLiteral(boolean value) {
    return value ? "TRUE" : "FALSE";
  }

  /** The clause that limits the rows (with its leading space). */
  public String limit(int rows) {
    return " LIMIT " + rows;
  }

  // Dates

  /**
   * A date relative to today, as the database computes it: {@code offset} units (negative: back
   * in time) from the anchor.
   */
  public abstract String relativeDate(DateAnchor anchor, int offset, CalendarUnit unit);

  /** A label of the time bucket of a date or timestamp column that sorts in time order. */
  public abstract String bucket(String column, CalendarUnit unit);

  // Catalog

  /** Where the connection's own tables live: by default its current schema. */
  public CatalogScope catalogScope(Connection connection) throws SQLException {
    return new CatalogScope(null, currentSchema(connection));
  }

  /**
   * The schemas an unqualified table name is looked up in, in order: by default the current
   * schema, or else the current catalog (database).
   */
  public List<String> searchPath(Connection connection) throws SQLException {
    List<String> path = new ArrayList<>();
    String schema = connection.getSchema();
    if (schema == null || schema.isEmpty()) {
      schema = connection.getCatalog();
    }
    if (schema != null && !schema.isEmpty()) {
      path.add(schema);
    }
    return path;
  }

  /** Whether a table the metadata reports is the database's own bookkeeping. */
  public boolean isSystemTable(String tableName) {
    return false;
  }

  /** A table name for a query, qualified by its schema when there is one. */
  public String qualifiedTable(String schema, String table) {
    return (schema == null ? "" : quoteIdentifier(schema) + ".") + quoteIdentifier(table);
  }

  /**
   * The query that samples up to {@code limit} distinct values of a column from at most
   * {@code rowCap} rows: {@code SELECT DISTINCT s.v FROM (SELECT c AS v FROM t WHERE w LIMIT cap)
   * s LIMIT n}. Dialects without {@code LIMIT} read the distinct values of the whole table.
   */
  public String distinctSample(String column, String table, String where, int rowCap,
      int limit) {
    return "SELECT DISTINCT s.v FROM (SELECT " + column + " AS v FROM " + table + " WHERE " + where
        + " LIMIT " + rowCap + ") s LIMIT " + limit;
  }

  /** Whether a column with no declared type holds text (SQLite's type affinity). */
  public boolean untypedColumnsHoldText() {
    return false;
  }

  // Security and execution

  /**
   * Whether a CTE certainly hides a relation of the same name. Databases that resolve the
   * existing table instead, and databases nljdbc does not know, answer false.
   */
  public boolean cteShadowsRelations() {
    return false;
  }

  /**
   * Whether a parameter may be bound untyped ({@link java.sql.Types#OTHER}) for the database to
   * type from its context (PostgreSQL enums, domains, citext).
   */
  public boolean bindsUntypedParameters() {
    return false;
  }

  /**
   * The class-path resource that lists the functions admitted SQL may call on this database,
   * beside the list common to all; the security layer reads it.
   */
  public String functionAllowlistResource() {
    return "/dev/nljdbc/security/functions/" + key() + ".txt";
  }

  /**
   * The schema that holds the database's built-in functions, so that a qualified call such as
   * {@code pg_catalog.lower(x)} is the built-in one; null where no qualifier names built-ins.
   */
  public String builtinFunctionSchema() {
    return null;
  }

  /**
   * Whether a quoted function name may still call a built-in function; false where the database
   * reads a quoted name as a stored function.
   */
  public boolean quotedNamesCallBuiltins() {
    return true;
  }

  /**
   * Whether the tenant filter's derived tables need an optimisation fence so that the planner
   * cannot evaluate a user's condition before the tenant filter.
   */
  public boolean fencesTenantFilter() {
    return false;
  }

  /**
   * The relations that other tables inherit from or that have partitions, as
   * {@code {schema, name}} pairs: they read their children's rows without the tenant column of
   * their own. None by default.
   */
  public List<String[]> inheritanceParents(Connection connection) throws SQLException {
    return List.of();
  }

  /**
   * Every spelling, in any case, in which a column of this name exists in the database, beyond
   * the plain, lower- and upper-case ones that metadata look-ups try anyway. None by default.
   */
  public Set<String> columnSpellings(Connection connection, String column) throws SQLException {
    return Set.of();
  }

  /**
   * Whether {@code ?}, {@code ?|} and {@code ?&} are operators of the database (PostgreSQL's
   * jsonb), which a JDBC statement would take for parameters.
   */
  public boolean hasJsonbQuestionOperators() {
    return false;
  }

  /**
   * Whether {@code #} outside literals starts a comment to the end of the line (MariaDB, MySQL),
   * which the security gate must then refuse. True unless the dialect knows otherwise.
   */
  public boolean hashStartsComment() {
    return true;
  }

  /**
   * Whether {@code E'...'} is an escape string constant (PostgreSQL); elsewhere it reads as a
   * column {@code E} with the string as its alias.
   */
  public boolean readsEscapeStrings() {
    return false;
  }

  /**
   * Connection properties that open the database read-only where {@link Connection#setReadOnly}
   * is not enough.
   */
  public Map<String, String> readOnlyProperties() {
    return Map.of();
  }

  /**
   * Tells the database which tenant a session serves (or clears it, for null), so that its own
   * row-level security can enforce the isolation the security layer does; by default nothing.
   */
  public void applyTenantSetting(Connection connection, String tenantValue) throws SQLException {
    // a database without row-level security has nothing to set
  }

  /** A short lower-case key for file names ({@code postgresql}). */
  public String key() {
    return name().toLowerCase(Locale.ROOT);
  }

  @Override
  public String toString() {
    return name();
  }

  /** Quotes with {@code quote} unless the name is plain and matches {@code plain}. */
  static String quoteUnless(String name, String plain, char quote) {
    if (name.matches(plain) && !SqlWords.isReserved(name)) {
      return name;
    }
    String q = String.valueOf(quote);
    return q + name.replace(q, q + q) + q;
  }

  static String plural(int n, String unit) {
    return Math.abs(n) + " " + unit + (Math.abs(n) == 1 ? "" : "s");
  }

  /** An offset in a unit every dialect's intervals know (quarters: months, weeks: days). */
  static int amount(int offset, CalendarUnit unit) {
    return unit == CalendarUnit.QUARTER ? offset * 3
        : unit == CalendarUnit.WEEK ? offset * 7 : offset;
  }

  /** The unit of {@link #amount}. */
  static CalendarUnit amountUnit(CalendarUnit unit) {
    return unit == CalendarUnit.QUARTER ? CalendarUnit.MONTH
        : unit == CalendarUnit.WEEK ? CalendarUnit.DAY : unit;
  }

  private static String currentSchema(Connection connection) {
    try {
      return connection.getSchema();
    } catch (SQLException | AbstractMethodError | UnsupportedOperationException e) {
      return null;
    }
  }
}
