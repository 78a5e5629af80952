package dev.nljdbc.security;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * What the gate refuses besides writes: denied functions and relations, and limits on parsing.
 *
 * <p>Patterns are lower case; a trailing {@code *} matches any suffix. A function pattern matches
 * the function's own name (schema qualifiers are ignored, so {@code pg_catalog.pg_sleep} is
 * {@code pg_sleep}). A relation pattern is either a bare name, matching that name in every schema
 * ({@code pg_authid}), or {@code schema.name} ({@code mysql.*}); unqualified references are also
 * tried against each schema of the connection's search path. Functions qualified with a schema
 * denied as a whole ({@code mysql.*}) are denied too.
 */
public final class SecurityPolicy {

  /** Functions that sleep, lock, touch files or large objects, control the server or run SQL text. */
  static final List<String> DEFAULT_DENIED_FUNCTIONS = List.of(
      // sleeping and advisory locks: denial of service, timing channels
      "pg_sleep", "pg_sleep_for", "pg_sleep_until", "sleep", "benchmark",
      "pg_advisory_*", "pg_try_advisory_*", "get_lock", "release_lock", "release_all_locks",
      "is_free_lock", "is_used_lock", "master_pos_wait", "master_gtid_wait", "source_pos_wait",
      "wait_for_executed_gtid_set", "wait_until_sql_thread_after_gtids",
      // the server's file system and programs
      "pg_read_file", "pg_read_binary_file", "pg_read_*", "pg_stat_file", "pg_ls_*", "pg_file_*",
      "pg_logdir_*", "load_file", "file_read", "file_write", "csvread", "csvwrite", "sys_exec",
      "sys_eval",
      // large objects
      "lo_*", "loread", "lowrite",
      // other servers
      "dblink*", "link_schema",
      // server and session control
      "pg_terminate_backend", "pg_cancel_backend", "pg_reload_conf", "pg_rotate_logfile",
      "pg_log_backend_memory_contexts", "pg_promote", "pg_switch_wal", "pg_create_*", "pg_drop_*",
      "pg_copy_*", "pg_replication_origin_*", "pg_start_backup", "pg_stop_backup",
      "pg_backup_start", "pg_backup_stop", "pg_wal_replay_pause", "pg_wal_replay_resume",
      "pg_import_system_collations", "pg_logical_emit_message", "pg_notify", "pg_stat_reset*",
      "pg_stat_statements_reset", "cancel_session", "abort_session", "set_config", "set",
      // side effects on sequences
      "nextval", "setval",
      // SQL text the server runs without nljdbc seeing it
      "query_to_xml*", "cursor_to_xml*", "table_to_xml*", "schema_to_xml*", "database_to_xml*",
      "ts_stat", "crosstab*");

  /** Catalogues that hold password hashes, credentials, other sessions' SQL or column statistics. */
  static final List<String> DEFAULT_DENIED_RELATIONS = List.of(
      // PostgreSQL
      "pg_authid", "pg_shadow", "pg_user_mapping", "pg_user_mappings", "pg_largeobject",
      "pg_largeobject_metadata", "pg_stat*", "pg_hba_file_rules", "pg_ident_file_mappings",
      "pg_file_settings", "pg_subscription", "pg_db_role_setting",
      "information_schema.user_mapping_options", "information_schema.user_mappings",
      // MariaDB and MySQL
      "mysql.*", "performance_schema.*", "sys.*", "information_schema.user_privileges",
      "information_schema.processlist", "information_schema.user_statistics",
      "information_schema.client_statistics", "information_schema.users",
      // H2
      "information_schema.rights", "information_schema.sessions");

  private static final SecurityPolicy DEFAULTS = builder().build();

  private final List<String> deniedFunctions;
  private final List<String> deniedRelations;
  private final List<String> allowedFunctions;
  private final List<String> sharedTables;
  private final Duration parseTimeout;
  private final int maxSqlLength;

  private SecurityPolicy(Builder b) {
    this.deniedFunctions = List.copyOf(b.deniedFunctions);
    this.deniedRelations = List.copyOf(b.deniedRelations);
    this.allowedFunctions = List.copyOf(b.allowedFunctions);
    this.sharedTables = List.copyOf(b.sharedTables);
    this.parseTimeout = b.parseTimeout;
    this.maxSqlLength = b.maxSqlLength;
  }

  /** The default policy: the lists above, a 2 s parse timeout, 1,000,000 characters at most. */
  public static SecurityPolicy defaults() {
    return DEFAULTS;
  }

  /** A builder that starts from the defaults. */
  public static Builder builder() {
    return new Builder();
  }

  /** The denied function patterns. */
  public List<String> deniedFunctions() {
    return deniedFunctions;
  }

  /** The denied relation patterns. */
  public List<String> deniedRelations() {
    return deniedRelations;
  }

  /**
   * Functions allowed on top of the database's allowlist, which applies with a tenant configured
   * (see {@link FunctionAllowlist}); {@code *} switches the allowlist off.
   */
  public List<String> allowedFunctions() {
    return allowedFunctions;
  }

  /**
   * Relations without the tenant column that every tenant may read, as {@code name} (any
   * schema) or {@code schema.name}, lower case.
   */
  public List<String> sharedTables() {
    return sharedTables;
  }

  /** Whether an operator listed the relation, found in {@code schema}, as shared. */
  boolean isShared(String schema, String name) {
    String n = Identifiers.normalize(name);
    String s = Identifiers.normalize(schema);
    for (String entry : sharedTables) {
      int dot = entry.lastIndexOf('.');
      if (dot < 0 ? entry.equals(n)
          : entry.substring(dot + 1).equals(n) && entry.substring(0, dot).equals(s)) {
        return true;
      }
    }
    return false;
  }

  /** How long parsing one statement may take before it is refused. */
  public Duration parseTimeout() {
    return parseTimeout;
  }

  /** The longest statement, in characters, the gate parses. */
  public int maxSqlLength() {
    return maxSqlLength;
  }

  /** The pattern that denies the function, or null. */
  String deniedFunction(List<String> nameParts) {
    if (nameParts == null || nameParts.isEmpty()) {
      return null;
    }
    String name = Identifiers.normalize(nameParts.get(nameParts.size() - 1));
    for (String pattern : deniedFunctions) {
      if (matches(pattern, name)) {
        return pattern;
      }
    }
    for (int i = 0; i < nameParts.size() - 1; i++) {
      String schema = Identifiers.normalize(nameParts.get(i));
      String hit = deniedSchema(schema);
      if (hit != null) {
        return hit;
      }
    }
    return null;
  }

  /**
   * The pattern that denies the relation, or null. {@code schema} is null for unqualified
   * references, which are tried bare and against every schema of {@code searchPath}.
   */
  String deniedRelation(String schema, String name, List<String> searchPath) {
    String n = Identifiers.normalize(name);
    String s = Identifiers.normalize(schema);
    for (String pattern : deniedRelations) {
      int dot = pattern.indexOf('.');
      if (dot < 0) {
        if (matches(pattern, n)) {
          return pattern;
        }
        continue;
      }
      String ps = pattern.substring(0, dot);
      String pn = pattern.substring(dot + 1);
      if (!matches(pn, n)) {
        continue;
      }
      if (s != null) {
        if (matches(ps, s)) {
          return pattern;
        }
      } else {
        for (String p : searchPath) {
          if (matches(ps, Identifiers.normalize(p))) {
            return pattern;
          }
        }
      }
    }
    return null;
  }

  private String deniedSchema(String schema) {
    for (String pattern : deniedRelations) {
      if (pattern.endsWith(".*") && matches(pattern.substring(0, pattern.length() - 2), schema)) {
        return pattern;
      }
    }
    return null;
  }

  static boolean matches(String pattern, String value) {
    if (value == null) {
      return false;
    }
    if (pattern.endsWith("*")) {
      return value.startsWith(pattern.substring(0, pattern.length() - 1));
    }
    return pattern.equals(value);
  }

  /** Builds a {@link SecurityPolicy}; starts from the defaults. */
  public static final class Builder {
    private final Set<String> deniedFunctions = new LinkedHashSet<>(DEFAULT_DENIED_FUNCTIONS);
    private final Set<String> deniedRelations = new LinkedHashSet<>(DEFAULT_DENIED_RELATIONS);
    private final Set<String> allowedFunctions = new LinkedHashSet<>();
    private final Set<String> sharedTables = new LinkedHashSet<>();
    private Duration parseTimeout = Duration.ofSeconds(2);
    private int maxSqlLength = 1_000_000;

    private Builder() {}

    /** Adds denied function patterns. */
    public Builder denyFunctions(String... patterns) {
      add(deniedFunctions, List.of(patterns));
      return this;
    }

    /** Removes patterns from both lists, e.g. to allow {@code pg_stat*} for a monitoring user. */
    public Builder allow(String... patterns) {
      List<String> lower = new ArrayList<>();
      for (String p : patterns) {
        lower.add(p.toLowerCase(Locale.ROOT));
      }
      deniedFunctions.removeAll(lower);
      deniedRelations.removeAll(lower);
      return this;
    }

    /**
     * Allows functions by name on top of the database's allowlist (with a tenant configured) and
     * takes them off the denied functions; {@code *} switches the allowlist off, leaving the
     * denied functions.
     */
    public Builder allowFunctions(String... names) {
      for (String n : names) {
        if (n == null || n.isBlank()) {
          throw new IllegalArgumentException("a function name cannot be blank");
        }
        String name = n.trim().toLowerCase(Locale.ROOT);
        allowedFunctions.add(name);
        deniedFunctions.remove(name);
      }
      return this;
    }

    /**
     * Names relations without the tenant column that every tenant may read: {@code name} in
     * any schema or {@code schema.name}. With a tenant configured, other relations the gate
     * cannot prove filtered (views, inheritance parents, relations of other schemas) are refused.
     */
    public Builder sharedTables(String... names) {
      add(sharedTables, List.of(names));
      return this;
    }

    /** How long parsing may take; at least 10 ms. */
    public Builder parseTimeout(Duration timeout) {
      Objects.requireNonNull(timeout, "timeout");
      if (timeout.toMillis() < 10) {
        throw new IllegalArgumentException("parseTimeout cannot be less than 10ms: " + timeout);
      }
      this.parseTimeout = timeout;
      return this;
    }

    /** The longest statement parsed, in characters; at least 1,000. */
    public Builder maxSqlLength(int length) {
      if (length < 1000) {
        throw new IllegalArgumentException("maxSqlLength cannot be less than 1000: " + length);
      }
      this.maxSqlLength = length;
      return this;
    }

    /** The policy. */
    public SecurityPolicy build() {
      return new SecurityPolicy(this);
    }

    private static void add(Set<String> target, Collection<String> patterns) {
      for (String p : patterns) {
        if (p == null || p.isBlank()) {
          throw new IllegalArgumentException("a pattern cannot be blank");
        }
        target.add(p.trim().toLowerCase(Locale.ROOT));
      }
    }
  }
}
