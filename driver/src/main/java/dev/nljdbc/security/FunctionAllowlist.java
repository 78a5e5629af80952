package dev.nljdbc.security;

import dev.nljdbc.dialect.SqlDialect;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The functions a tenant's SQL may call on one database: those that compute from the values they
 * are given and read no relation, no SQL text, no file, no setting and no other session.
 *
 * <p>Design note. A deny list of dangerous functions cannot keep up with what a database ships
 * (a function that runs a query given as text, such as {@code ts_rewrite}, is found in a new
 * place every release). With a tenant configured the gate therefore admits only the functions
 * listed here; everything else is refused with 42501. The lists are data, one resource file per
 * database ({@code functions/common.txt} plus {@code functions/<database>.txt}), so they can move
 * with the dialect they belong to. A name matches as the database resolves it: an unquoted name
 * by its lower-case spelling, a quoted one only when it is spelled exactly as listed (PostgreSQL
 * and H2 tell quoted names apart by case; MariaDB reads a quoted name as a stored function, so
 * there it never matches). A qualified name matches only when qualified with the
 * database's own function schema ({@code pg_catalog} on PostgreSQL); any other qualifier may name
 * a user-defined function, which could read anything, and is refused. An operator extends the
 * list with {@code security.allowFunctions}; the entry {@code *} switches the list off.
 */
final class FunctionAllowlist {
  private static final String RESOURCES = "functions/";
  private static final Map<String, Set<String>> BUILTIN =
      new ConcurrentHashMap<>();

  private final Set<String> names;
  private final String builtinSchema;
  private final boolean all;
  private final boolean quotedCallsBuiltins;
  private final boolean syntaxCalls;

  private FunctionAllowlist(Set<String> names, String builtinSchema, boolean all,
      boolean quotedCallsBuiltins, boolean syntaxCalls) {
    this.names = names;
    this.builtinSchema = builtinSchema;
    this.all = all;
    this.quotedCallsBuiltins = quotedCallsBuiltins;
    this.syntaxCalls = syntaxCalls;
  }

  /**
   * The allowlist of a database, extended with the operator's names.
   *
   * @param dialect the database
   * @param extra names the operator allows on top (lower case); {@code *} allows every function
   */
  static FunctionAllowlist of(SqlDialect dialect, Collection<String> extra) {
    Set<String> names = new HashSet<>(BUILTIN.computeIfAbsent(dialect.key(),
        k -> builtin(dialect.functionAllowlistResource())));
    String schema = dialect.builtinFunctionSchema();
    boolean all = false;
    for (String e : extra) {
      String n = e.trim().toLowerCase(Locale.ROOT);
      all |= "*".equals(n);
      names.add(n);
    }
    return new FunctionAllowlist(Set.copyOf(names), schema, all,
        dialect.quotedNamesCallBuiltins(), dialect.groupingSetsAndArrayQuantifiers());
  }

  /**
   * Whether the database reads {@code ROLLUP(...)}, {@code CUBE(...)} in GROUP BY and
   * {@code ANY(...)}, {@code ALL(...)}, {@code SOME(...)} after a comparison as syntax, never as
   * calls (see {@link SyntaxCalls}).
   */
  boolean readsSyntaxCalls() {
    return syntaxCalls;
  }

  /** Whether the list is switched off ({@code security.allowFunctions=*}). */
  boolean allowsEverything() {
    return all;
  }

  /**
   * Whether the function, as written ({@code name}, {@code schema.name}, quoted or not), is on
   * the list.
   */
  boolean allows(List<String> nameParts) {
    if (all) {
      return true;
    }
    if (nameParts == null || nameParts.isEmpty() || nameParts.size() > 2) {
      return false;
    }
    if (nameParts.size() == 2 && (builtinSchema == null
        || !builtinSchema.equals(resolved(nameParts.get(0))))) {
      return false;
    }
    String raw = nameParts.get(nameParts.size() - 1);
    if (!quotedCallsBuiltins && Identifiers.isQuoted(raw)) {
      return false;
    }
    String name = resolved(raw);
    return name != null && names.contains(name);
  }

  /** The name as the database resolves it: unquoted names fold to lower case, quoted keep case. */
  private static String resolved(String raw) {
    if (raw == null) {
      return null;
    }
    return Identifiers.isQuoted(raw) ? Identifiers.unquote(raw) : raw.toLowerCase(Locale.ROOT);
  }

  private static Set<String> builtin(String dialectResource) {
    Set<String> names = new HashSet<>(read(RESOURCES + "common.txt"));
    if (dialectResource != null) {
      names.addAll(read(dialectResource));
    }
    return Set.copyOf(names);
  }

  private static Set<String> read(String resource) {
    Set<String> names = new HashSet<>();
    try (InputStream in = FunctionAllowlist.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + resource);
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
    return names;
  }
}
