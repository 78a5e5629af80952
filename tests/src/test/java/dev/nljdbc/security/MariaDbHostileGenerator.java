package dev.nljdbc.security;

import java.sql.Connection;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The hostile classes in MariaDB's world, for the twin database of {@link MariaDbTenantTwinIT}
 * (tenant 2): functions that read files, run programs, sleep, lock or print a row's value in
 * their error, in every spelling and position; catalogues that show other sessions or hold
 * secrets; session-state changes (user variables, {@code sql_mode}, {@code USE}, {@code HANDLER},
 * {@code LOCK TABLES}, {@code DO}, {@code SHOW}, {@code PREPARE}) each followed by probes that read
 * differently if the change took effect; executable version comments, {@code #} comments that end
 * inside a literal, backtick and ANSI_QUOTES spellings, PostgreSQL spellings ({@code U&},
 * {@code ??}, dollar tags) that are something else here; files and locks
 * ({@code INTO OUTFILE}, {@code FOR UPDATE}); views, a database-qualified name and the tenants'
 * own table without a foreign key; prepared statements with hostile values.
 */
final class MariaDbHostileGenerator implements HostileSuite {
  private final String database;
  private final String twin;
  private final String sibling;

  /**
   * @param database the database with every tenant's rows (the runners' current database)
   * @param twin the database with only the tenant's rows
   * @param sibling a database whose {@code notes} table has the tenant column
   */
  MariaDbHostileGenerator(String database, String twin, String sibling) {
    this.database = database;
    this.twin = twin;
    this.sibling = sibling;
  }

  /** Relations the twin cannot stand in for: catalogues of the server, which must be refused. */
  static boolean twinCannotFilter(String sql) {
    String lower = sql.toLowerCase(Locale.ROOT).replace("`", "");
    return lower.contains("processlist") || lower.contains("sys.") || lower.contains("mysql.")
        || lower.contains("performance_schema") || lower.contains("user_statistics")
        || lower.contains("innodb_trx") || lower.contains("innodb_lock")
        || lower.contains("profiling") || lower.contains("global_variables")
        || lower.contains("session_status") || lower.contains("@@");
  }

  @Override
  public Map<String, List<String>> generate() {
    Map<String, List<String>> byClass = new LinkedHashMap<>();
    byClass.put("function", functions());
    byClass.put("catalogue", catalogues());
    byClass.put("spelling", spellings());
    byClass.put("relation", relations());
    byClass.put("tenants-table", tenantsTable());
    byClass.put("session-state", sessionState());
    return byClass;
  }

  private static final String[] CALLS = {"load_file('/etc/passwd')", "sys_exec('id')",
      "sys_eval('id')", "benchmark(1, md5(name))", "sleep(0)", "get_lock('x', 0)",
      "extractvalue(1, concat(0x7e, name))", "updatexml(1, concat(0x7e, name), 1)",
      "found_rows()", "master_pos_wait('x', 1, 0)"};

  private static List<String> spellingsOf(String call) {
    int paren = call.indexOf('(');
    String name = call.substring(0, paren);
    String rest = call.substring(paren);
    return List.of(call, name.toUpperCase(Locale.ROOT) + rest, "`" + name + "`" + rest,
        name + " " + rest, "mysql." + call);
  }

  private static List<String> functions() {
    List<String> out = new ArrayList<>();
    for (String base : CALLS) {
      for (String f : spellingsOf(base)) {
        out.add("SELECT " + f + " FROM customers");
        out.add("SELECT id FROM customers WHERE id = 3 AND " + f + " IS NULL");
        out.add("SELECT (SELECT count(*) FROM customers WHERE " + f + " IS NULL)");
        out.add("WITH x AS (SELECT " + f + " AS v FROM customers) SELECT * FROM x");
        out.add("SELECT id FROM customers ORDER BY " + f + ", id");
        out.add("SELECT * FROM (SELECT " + f + " AS v FROM customers) d");
        out.add("SELECT count(*) FROM customers HAVING max(" + f + ") IS NULL");
      }
    }
    return out;
  }

  private List<String> catalogues() {
    List<String> out = new ArrayList<>();
    for (String c : List.of("information_schema.processlist", "INFORMATION_SCHEMA.PROCESSLIST",
        "`information_schema`.`processlist`", "sys.session", "sys.x$processlist",
        "mysql.user", "mysql.general_log", "performance_schema.events_statements_history",
        "information_schema.user_statistics", "information_schema.INNODB_TRX",
        "`information_schema`.`innodb_trx`", "information_schema.INNODB_LOCK_WAITS",
        "information_schema.PROFILING", "information_schema.GLOBAL_VARIABLES",
        "information_schema.SESSION_STATUS")) {
      out.add("SELECT * FROM " + c);
      out.add("SELECT id FROM customers WHERE EXISTS (SELECT 1 FROM " + c + ")");
    }
    for (String v : List.of("@@datadir", "@@hostname", "@@GLOBAL.datadir", "@@SESSION.sql_mode",
        "@@version_compile_os")) {
      out.add("SELECT " + v);
      out.add("SELECT id, " + v + " FROM customers");
    }
    out.add("SELECT table_name FROM information_schema.tables WHERE table_schema = database()"
        + " ORDER BY 1");
    out.add("SELECT column_name FROM information_schema.columns WHERE table_schema ="
        + " database() AND table_name = 'orders' ORDER BY 1");
    return out;
  }

  private List<String> spellings() {
    return List.of("SELECT * FROM `orders`", "SELECT * FROM `orders` `o` WHERE `o`.`id` < 9",
        "SELECT * FROM `" + database + "`.`orders`", "SELECT * FROM " + database + ".orders",
        "SELECT * FROM " + database + ".`orders`", "SELECT \"orders\" FROM orders",
        "SELECT * FROM orders WHERE status = \"open\"", "SELECT * FROM orders AS \"o\"",
        "SELECT 1 /*! , (SELECT count(*) FROM orders) */",
        "SELECT 1 /*!50000 , (SELECT count(*) FROM orders) */",
        "SELECT 1 /*M! , (SELECT count(*) FROM orders) */",
        "SELECT /*!STRAIGHT_JOIN*/ * FROM orders", "SELECT * FROM orders /*! WHERE 1 = 1 */",
        "SELECT * FROM orders WHERE id = 1 # AND corp_id = 2",
        "SELECT * FROM orders WHERE id = 1 -- AND corp_id = 2",
        "SELECT * FROM orders WHERE id = 1 --AND corp_id = 2",
        "SELECT * FROM ORDERS", "SELECT * FROM Orders o", "SELECT `id` FROM `customers`",
        "SELECT * FROM orders INTO OUTFILE '/tmp/nlsec_out'",
        "SELECT * FROM orders INTO DUMPFILE '/tmp/nlsec_dump'",
        "SELECT name FROM customers LIMIT 1 INTO @x", "SELECT * FROM orders FOR UPDATE",
        "SELECT * FROM orders LOCK IN SHARE MODE", "SELECT * FROM orders FOR UPDATE NOWAIT",
        "SELECT * FROM orders FOR UPDATE SKIP LOCKED",
        "SELECT 1 # 2, '\n, (SELECT count(*) FROM orders) AS n -- '",
        "SELECT 1 # 2 AS x, '\n, id, corp_id FROM orders -- '",
        "SELECT id FROM orders WHERE id = 1 # 2 OR '\n OR 1 = 1 -- '",
        "SELECT id #> '{a}' FROM orders", "SELECT * FROM #orders",
        "SELECT U&'2' AS v FROM orders", "SELECT id FROM orders WHERE corp_id = U&'\\0031'",
        "SELECT * FROM U&\"orders\"", "SELECT id FROM orders WHERE status ?? 'open'",
        "SELECT $a$, ' $a$, * FROM orders WHERE $b$ ', $b$ IS NOT NULL",
        "SELECT $a$ FROM (SELECT id AS $a$ FROM orders) x",
        "SELECT E'2' FROM orders", "SELECT id FROM orders WHERE corp_id = E'2' OR 1 = 1");
  }

  private List<String> relations() {
    List<String> out = new ArrayList<>();
    for (String r : List.of("order_view", "order_stats", "`order_stats`", database
        + ".order_stats", "notes", "`" + database + "`.orders", "dual")) {
      out.add("SELECT * FROM " + r);
      out.add("SELECT count(*) FROM " + r + " x");
      out.add("SELECT * FROM regions WHERE EXISTS (SELECT 1 FROM " + r + " x)");
      out.add("WITH w AS (SELECT * FROM " + r + ") SELECT count(*) FROM w");
    }
    return out;
  }

  private static List<String> tenantsTable() {
    List<String> out = new ArrayList<>();
    for (String t : List.of("corporations", "`corporations`", "Corporations")) {
      out.add("SELECT * FROM " + t);
      out.add("SELECT name FROM " + t + " ORDER BY name LIMIT 2");
      out.add("SELECT count(*) FROM " + t + " x");
      out.add("SELECT c.id, k.name FROM customers c JOIN " + t + " k ON k.id = c.corp_id");
      out.add("SELECT (SELECT GROUP_CONCAT(name) FROM " + t + ")");
    }
    return out;
  }

  private static final String[] PROBES = {"SELECT * FROM orders WHERE status = \"open\"",
      "SELECT * FROM notes", "SELECT count(*) FROM customers", "SELECT @x"};

  private List<String> sessionState() {
    List<String> changes = List.of("SET @x = (SELECT GROUP_CONCAT(name) FROM customers)",
        "SELECT @x := name FROM customers", "SELECT @x := (SELECT GROUP_CONCAT(name) FROM"
            + " customers)", "SELECT name INTO @x FROM customers LIMIT 1",
        "SET sql_mode = 'ANSI_QUOTES'", "SET SESSION sql_mode = 'ANSI_QUOTES'",
        "SET @@sql_mode = 'ANSI_QUOTES'", "SET STATEMENT sql_mode = 'ANSI_QUOTES' FOR SELECT"
            + " \"name\" FROM customers", "SET NAMES latin1", "USE " + sibling, "USE `" + twin
            + "`", "DO (SELECT @x := GROUP_CONCAT(name) FROM customers)", "DO sleep(0)",
        "HANDLER customers OPEN", "HANDLER customers READ FIRST", "HANDLER customers CLOSE",
        "SHOW TABLES", "SHOW PROCESSLIST", "SHOW CREATE TABLE customers",
        "SHOW VARIABLES LIKE 'sql_mode'", "LOCK TABLES customers READ", "UNLOCK TABLES",
        "PREPARE s FROM 'SELECT * FROM customers'", "EXECUTE s", "BEGIN", "XA START 'x'",
        "SET autocommit = 0", "SET TRANSACTION READ WRITE", "FLUSH TABLES", "KILL QUERY 1",
        "CREATE TEMPORARY TABLE notes AS SELECT * FROM " + sibling + ".notes",
        "SELECT 1; SET sql_mode = 'ANSI_QUOTES'", "/*!SET sql_mode = 'ANSI_QUOTES'*/",
        "SELECT 1 /*!; SET sql_mode = 'ANSI_QUOTES' */");
    List<String> out = new ArrayList<>(List.of(PROBES));
    for (String change : changes) {
      out.add(change);
      out.addAll(List.of(PROBES));
    }
    return out;
  }

  @Override
  public List<Prepared> prepared() {
    List<Prepared> out = new ArrayList<>();
    for (String file : List.of("/etc/passwd", "/etc/hostname")) {
      out.add(new Prepared("SELECT load_file(?)", List.of(file)));
    }
    out.add(new Prepared("SELECT benchmark(?, md5(name)) FROM customers", List.of(1)));
    out.add(new Prepared("SELECT sleep(?)", List.of(0)));
    out.add(new Prepared("SELECT * FROM customers WHERE corp_id = ?", List.of(1)));
    out.add(new Prepared("SELECT * FROM orders WHERE corp_id = ? OR 1 = 1", List.of(3)));
    out.add(new Prepared("SELECT * FROM corporations WHERE id = ?", List.of(1)));
    out.add(new Prepared("SELECT * FROM corporations WHERE id = ?", List.of(2)));
    for (String value : List.of("c2", "c3' OR '1' = '1", "x\\' OR 1 = 1 -- ", "\" OR \"\" = \"")) {
      out.add(new Prepared("SELECT * FROM customers WHERE name = ?", List.of(value)));
      out.add(new Prepared("SELECT id FROM orders WHERE status IN (SELECT ?)", List.of(value)));
    }
    for (int id = 1; id <= 6; id++) {
      out.add(new Prepared("SELECT * FROM customers WHERE id = ? AND CAST(name AS int) = 0",
          List.of(id)));
      out.add(new Prepared("SELECT * FROM customers WHERE id = ? AND"
          + " extractvalue(1, concat(0x7e, name)) IS NULL", List.of(id)));
    }
    return out;
  }

  @Override
  public Map<String, Change> changes(String currentSchema) {
    Map<String, Change> changes = new LinkedHashMap<>();
    changes.put("setCatalog(sibling)", c -> c.setCatalog(sibling));
    changes.put("setCatalog(twin)", c -> c.setCatalog(twin));
    changes.put("setCatalog(mysql)", c -> c.setCatalog("mysql"));
    changes.put("setCatalog(information_schema)", c -> c.setCatalog("information_schema"));
    changes.put("setCatalog(same)", c -> c.setCatalog(database));
    changes.put("setSchema(sibling)", c -> c.setSchema(sibling));
    changes.put("setReadOnly(false)", c -> c.setReadOnly(false));
    changes.put("setTransactionIsolation", c -> c.setTransactionIsolation(
        Connection.TRANSACTION_READ_UNCOMMITTED));
    changes.put("setAutoCommit(false)", c -> c.setAutoCommit(false));
    changes.put("setAutoCommit(true)", c -> c.setAutoCommit(true));
    return changes;
  }

  @Override
  public List<String> afterChange() {
    List<String> out = new ArrayList<>(List.of(PROBES));
    out.addAll(relations());
    out.addAll(tenantsTable());
    return out;
  }
}
