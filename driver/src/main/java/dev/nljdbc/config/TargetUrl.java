package dev.nljdbc.config;

import dev.nljdbc.error.SqlState;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A target JDBC URL split into what its driver receives and nljdbc's own keys written in it.
 *
 * <p>Users put settings where their tools let them, and JDBC tools let them extend the URL:
 * {@code jdbc:postgresql://h/db?user=u&tenant.column=tenant_id&tenant.value=2}, MariaDB's
 * {@code ?k=v&k=v}, H2's or SQL Server's {@code ;k=v;k=v}. The target driver would ignore
 * nljdbc's keys there, so a tenant written in the URL would filter nothing. Every parameter whose
 * name is an nljdbc property ({@link NlProperty}) or lies in one of its namespaces
 * ({@code tenant.}, {@code limits.}, {@code llm.}, ...) is therefore taken out of the URL and
 * returned as a property, to be validated like {@code Properties}; a misspelt one such as
 * {@code tenant.colum} then fails with 22023 as it does there. The target driver never sees them.
 * Values after {@code ?} are percent-decoded as the drivers decode them; values after {@code ;}
 * are taken as written.
 *
 * @param url the URL for the target driver, without nljdbc's keys
 * @param properties nljdbc's keys found in the URL, in order
 */
public record TargetUrl(String url, Map<String, String> properties) {
  /** Splits a target JDBC URL; one of nljdbc's keys written twice fails with 22023. */
  public static TargetUrl split(String url) throws SQLException {
    Map<String, String> ours = new LinkedHashMap<>();
    int question = url.indexOf('?');
    String base = question < 0 ? url : url.substring(0, question);
    String query = question < 0 ? null : url.substring(question + 1);

    String[] pieces = base.split(";", -1);
    List<String> keptBase = new ArrayList<>();
    keptBase.add(pieces[0]);
    for (int i = 1; i < pieces.length; i++) {
      if (!take(pieces[i], false, ours)) {
        keptBase.add(pieces[i]);
      }
    }
    StringBuilder rebuilt = new StringBuilder(String.join(";", keptBase));
    if (query != null) {
      List<String> keptQuery = new ArrayList<>();
      for (String pair : query.split("&", -1)) {
        if (!take(pair, true, ours)) {
          keptQuery.add(pair);
        }
      }
      if (!keptQuery.isEmpty()) {
        rebuilt.append('?').append(String.join("&", keptQuery));
      }
    }
    return new TargetUrl(rebuilt.toString(), Collections.unmodifiableMap(ours));
  }

  /**
   * Whether a parameter name is nljdbc's: a property's exact name, or a name under one of its
   * namespaces ({@code tenant.x}). A bare word that only equals a namespace ({@code pool}) is
   * left to the target driver, which may have a setting of that name.
   */
  public static boolean isOurs(String name) {
    return NlProperty.forKey(name) != null
        || name.indexOf('.') > 0 && NlProperty.isOwned(name);
  }

  private static boolean take(String pair, boolean decode, Map<String, String> ours)
      throws SQLException {
    int eq = pair.indexOf('=');
    String rawName = (eq < 0 ? pair : pair.substring(0, eq)).strip();
    String name = decode ? decoded(rawName) : rawName;
    if (name.isEmpty() || !isOurs(name)) {
      return false;
    }
    String rawValue = eq < 0 ? "" : pair.substring(eq + 1);
    if (ours.put(name, decode ? decoded(rawValue) : rawValue) != null) {
      throw SqlState.INVALID_PARAMETER_VALUE.exception(name + " is written twice in the URL");
    }
    return true;
  }

  private static String decoded(String text) {
    try {
      return URLDecoder.decode(text, StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      return text;
    }
  }
}
