package dev.nljdbc.security;

import java.util.Locale;

/**
 * Identifier spelling rules shared by the catalogue matcher and the CTE scopes.
 *
 * <p>Two comparisons exist on purpose. Catalogue matching ({@link #normalize}) is loose: quotes
 * removed, case folded, so that every spelling that could reach a tenant table does; matching too
 * much only restricts more. CTE matching ({@link #sameCteName}) is strict: a name counts as a CTE
 * only when every supported database would resolve it to that CTE, because mistaking a physical
 * table for a CTE would leave it unfiltered.
 */
final class Identifiers {
  private Identifiers() {}

  /** Whether the identifier is written in quotes: double quotes, backticks or brackets. */
  static boolean isQuoted(String raw) {
    if (raw == null || raw.length() < 2) {
      return false;
    }
    char first = raw.charAt(0);
    char last = raw.charAt(raw.length() - 1);
    return (first == '"' && last == '"') || (first == '`' && last == '`')
        || (first == '[' && last == ']');
  }

  /** The identifier without its quotes, doubled quote characters undoubled. */
  static String unquote(String raw) {
    if (raw == null) {
      return null;
    }
    if (!isQuoted(raw)) {
      return raw;
    }
    char quote = raw.charAt(0);
    String inner = raw.substring(1, raw.length() - 1);
    if (quote == '"') {
      return inner.replace("\"\"", "\"");
    }
    if (quote == '`') {
      return inner.replace("``", "`");
    }
    return inner.replace("]]", "]");
  }

  /** The loose catalogue key: unquoted and lower-cased. */
  static String normalize(String raw) {
    String unquoted = unquote(raw);
    return unquoted == null ? null : unquoted.toLowerCase(Locale.ROOT);
  }

  /**
   * Whether a table reference spelled {@code reference} certainly names the CTE spelled
   * {@code cte}: both unquoted and equal once ASCII letters are folded (PostgreSQL and H2 fold
   * only ASCII letters of unquoted names, MariaDB compares CTE names ignoring case), or both
   * quoted the same way and equal.
   */
  static boolean sameCteName(String reference, String cte) {
    if (reference == null || cte == null) {
      return false;
    }
    boolean quotedReference = isQuoted(reference);
    boolean quotedCte = isQuoted(cte);
    if (!quotedReference && !quotedCte) {
      return asciiLower(reference).equals(asciiLower(cte));
    }
    return quotedReference && quotedCte && reference.equals(cte);
  }

  private static String asciiLower(String s) {
    StringBuilder b = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      b.append(c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c);
    }
    return b.toString();
  }

  /** Whether the name can be written without quotes: a letter or underscore, then letters, digits, underscores. */
  static boolean isPlain(String name) {
    if (name == null || name.isEmpty()) {
      return false;
    }
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      boolean ok = c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
          || (i > 0 && c >= '0' && c <= '9');
      if (!ok) {
        return false;
      }
    }
    return true;
  }
}
