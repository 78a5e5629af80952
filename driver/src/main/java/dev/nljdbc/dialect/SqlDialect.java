package dev.nljdbc.dialect;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

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
  /** Names in one case only, which read the same whether the database folds up or down. */
  private static final Pattern PLAIN_ONE_CASE = Pattern.compile("[a-z_][a-z0-9_]*|[A-Z_][A-Z0-9_]*");
  /** Names a database that keeps (or ignores) case reads unquoted as written. */
  static final Pattern PLAIN_ANY_CASE = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

  /** The database's name as people and language models know it ({@code PostgreSQL}). */
  public abstract String name();

  /** Whether a lower-cased {@link java.sql.DatabaseMetaData#getDatabaseProductName()} is this. */
  protected abstract boolean matchesProduct(String productName);

  /** Whether a lower-cased JDBC URL reaches this database: by default, whether it has {@link #urlPrefix}. */
  protected boolean matchesUrl(String jdbcUrl) {
    String prefix = urlPrefix();
    return prefix != null && jdbcUrl.startsWith(prefix);
  }

  /**
   * The prefix of this database's JDBC URLs ({@code jdbc:postgresql:}), which tools that choose
   * a dialect by URL recognise; null where there is none.
   */
  public String urlPrefix() {
    return null;
  }

  /**
   * The class of the database's JDBC driver that nljdbc bundles and uses for its own connections
   * without registering it; null where nljdbc bundles none (the application's driver is used).
   */
  public String bundledDriverClass() {
    return null;
  }

  /** Notes for a language model on dates, limits and text matches in this dialect. */
  public abstract String promptNotes();

  /** The name a language model is told it writes SQL for. */
  public String promptName() {
    return name();
  }

  // Identifiers and literals

  /**
   * An identifier, quoted only when it must be: a name that matches {@link #plainIdentifier} and
   * is no reserved word goes as it is.
   */
  public String identifier(String name) {
    return plainIdentifier().matcher(name).matches() && !SqlWords.isReserved(name) ? name
        : quoteIdentifier(name);
  }

  /**
   * The names the database reads unquoted as they are written: by default all lower case or all
   * upper case, the forms that survive case folding either way.
   */
  protected Pattern plainIdentifier() {
    return PLAIN_ONE_CASE;
  }

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

  /** How unquoted identifiers are stored: upper case, as the SQL standard says, by default. */
  public IdentifierCase unquotedCase() {
    return IdentifierCase.UPPER;
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
   * in time) from the anchor. By default the anchor ({@link #anchorDate}) shifted by
   * {@link #shiftDate} in a unit every database's intervals know (quarters as months, weeks as
   * days).
   */
  public String relativeDate(DateAnchor anchor, int offset, CalendarUnit unit) {
    String start = anchor == DateAnchor.TODAY ? "CURRENT_DATE" : anchorDate(anchor);
    int n = amount(offset, unit);
    return n == 0 ? start : shiftDate(start, n, amountUnit(unit));
  }

  /**
   * The first day of the current week (Monday), month, quarter or year: by default in ANSI SQL,
   * today less the days and months gone since.
   */
  protected String anchorDate(DateAnchor anchor) {
    switch (anchor) {
      case START_OF_MONTH:
        return "(CURRENT_DATE - (EXTRACT(DAY FROM CURRENT_DATE) - 1) * INTERVAL '1' DAY)";
      case START_OF_YEAR:
        return "(CURRENT_DATE - (EXTRACT(DOY FROM CURRENT_DATE) - 1) * INTERVAL '1' DAY)";
      case START_OF_QUARTER:
        return "(CURRENT_DATE - (EXTRACT(DAY FROM CURRENT_DATE) - 1) * INTERVAL '1' DAY"
            + " - MOD(EXTRACT(MONTH FROM CURRENT_DATE) - 1, 3) * INTERVAL '1' MONTH)";
      case START_OF_WEEK:
        return "(CURRENT_DATE - (EXTRACT(ISODOW FROM CURRENT_DATE) - 1) * INTERVAL '1' DAY)";
      default:
        return "CURRENT_DATE";
    }
  }

  /**
   * A date {@code amount} units (days, months or years; negative: earlier) from {@code date}: by
   * default an ANSI interval, {@code (d - INTERVAL '2' MONTH)}.
   */
  protected String shiftDate(String date, int amount, CalendarUnit unit) {
    return "(" + date + (amount < 0 ? " - " : " + ") + "INTERVAL '" + Math.abs(amount) + "' "
        + unit.name() + ")";
  }

  /** A label of the time bucket of a date or timestamp column that sorts in time order. */
  public abstract String bucket(String column, CalendarUnit unit);

  /**
   * The whole days from one date or timestamp to another (negative when {@code to} is
   * earlier): by default the difference of the two as dates, which PostgreSQL gives as an
   * integer.
   */
  public String daysBetween(String from, String to) {
    return "(CAST(" + to + " AS DATE) - CAST(" + from + " AS DATE))";
  }

  /**
   * The continuous percentile of an expression over a group's rows as one aggregate ("the
   * median": {@code fraction} 0.5), or null where the database has no such aggregate and the
   * percentile is computed from the rows' ranks instead. By default the SQL standard's
   * {@code PERCENTILE_CONT(f) WITHIN GROUP (ORDER BY x)}.
   */
  public String percentile(String fraction, String expression) {
    return "PERCENTILE_CONT(" + fraction + ") WITHIN GROUP (ORDER BY " + expression + ")";
  }

  /** The largest whole number not above a positive number: by default {@code FLOOR(x)}. */
  public String floor(String number) {
    return "FLOOR(" + number + ")";
  }

  // Catalog

  /** Where the connection's own tables live: by default its current schema. */
  public CatalogScope catalogScope(Connection connection) throws SQLException {
    return new CatalogScope(null, currentSchema(connection));
  }

  /**
   * The schemas (or, where the database has none, the databases) the user may read, system ones
   * left out, by name; read when the connection's own scope holds no table. None by default.
   */
  public List<String> readableSchemas(Connection connection) throws SQLException {
    return List.of();
  }

  /** The names in the first column of a query's rows that are no system schema, in order. */
  protected static List<String> userSchemas(Connection connection, String query)
      throws SQLException {
    List<String> names = new ArrayList<>();
    try (Statement st = connection.createStatement();
        ResultSet rs = st.executeQuery(query)) {
      while (rs.next()) {
        if (rs.getString(1) != null && !CatalogScope.isSystem(rs.getString(1))) {
          names.add(rs.getString(1));
        }
      }
    }
    return names;
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

  /**
   * Whether the database has schemas inside its catalogs; false where a catalog (MariaDB's
   * database) or the file (SQLite) is the only namespace.
   */
  public boolean hasSchemas() {
    return true;
  }

  /**
   * The name resolution in force on a connection as one string, for cache keys: sessions whose
   * connections resolve unqualified names differently (a {@code currentSchema} property, a role's
   * default path) must not share what another session learnt. By default the current catalog
   * and schema.
   */
  public String searchPathKey(Connection connection) throws SQLException {
    return connection.getCatalog() + "/" + connection.getSchema();
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

  /**
   * Whether a column's declared type does not bind its values (SQLite's type affinity): a REAL
   * column holds 8-byte doubles and a date column the text written, so results read them without
   * narrowing them to the declared type.
   */
  public boolean dynamicallyTyped() {
    return false;
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
   * beside the list common to all; the security layer reads it. By default
   * {@code /dev/nljdbc/security/functions/<key>.txt} when there is one, else null: the common
   * list alone.
   */
  public String functionAllowlistResource() {
    String resource = "/dev/nljdbc/security/functions/" + key() + ".txt";
    return SqlDialect.class.getResource(resource) != null ? resource : null;
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
   * Whether {@code ROLLUP(...)} and {@code CUBE(...)} at the top of a GROUP BY are grouping sets
   * and {@code ANY(...)}, {@code ALL(...)}, {@code SOME(...)} on the right of a comparison
   * quantify over an array or subquery, whatever their argument, so that these names can never
   * call a function there; false where such text may call a stored function of that name.
   */
  public boolean groupingSetsAndArrayQuantifiers() {
    return false;
  }

  /**
   * The optimisation fence that closes the tenant filter's derived tables, so that the planner
   * cannot evaluate a user's condition on another tenant's row before the tenant filter.
   */
  public TenantFence tenantFence() {
    return TenantFence.NONE;
  }

  /**
   * The comparison operators the target defines, as {@code {name, left type, right type,
   * leakproof}} rows ("t"/"f"), types by their catalogue names; read once per target for the
   * fence's leakproof conditions. None by default: the dialect's own rule decides.
   */
  public List<String[]> comparisonOperators(Connection connection) throws SQLException {
    return List.of();
  }

  /**
   * The implicit casts the target may apply to an operand, as {@code {source type, target type,
   * leakproof}} rows ("t"/"f"; a binary-coercible cast is leakproof). None by default.
   */
  public List<String[]> implicitCasts(Connection connection) throws SQLException {
    return List.of();
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
   * Whether a result streams through a cursor only inside a transaction, so that target
   * connections keep autocommit off and nljdbc ends their read transactions itself; other
   * databases stream in autocommit.
   */
  public boolean streamsInTransaction() {
    return false;
  }

  /**
   * Connection properties that make the database end a statement after {@code millis} on its own
   * side, a backstop for the client-side query timeout; none by default.
   *
   * @param jdbcUrl the target's URL, for dialects that serve more than one product
   */
  public Map<String, String> statementTimeoutProperties(String jdbcUrl, long millis) {
    return Map.of();
  }

  /**
   * A query whose single value is how many more connections the database accepts now, for the
   * server's start-up check of the pool size; null where the database cannot tell.
   */
  public String freeConnectionsQuery() {
    return null;
  }

  /**
   * Clears what a session left on a pooled connection's server session before a session of
   * another tenant uses it: prepared statements (whose text holds the other tenant's search
   * terms), cursors, temporary state and session settings. Called with the connection idle, no
   * transaction open; by default nothing, for databases that keep no such state for nljdbc.
   */
  public void resetSession(Connection connection) throws SQLException {
    // nothing is kept on the server session
  }

  /** Whether {@link #applyTenantSetting} tells the database anything (it has a tenant setting). */
  public boolean hasTenantSetting() {
    return false;
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
