package dev.nljdbc.error;

import java.util.regex.Pattern;

/**
 * JDBC URLs as messages may show them: passwords and other secrets replaced by
 * {@code <masked>}, whether they are written as {@code //user:secret@host}, as URL parameters
 * ({@code ?password=}, {@code ;PASSWORD=}) or in MariaDB's {@code (password=…)} form.
 */
public final class UrlMask {
  /** What a secret prints as. */
  public static final String MASKED = "<masked>";

  /** {@code //user:secret@}: the secret of the authority part. */
  private static final Pattern USER_INFO = Pattern.compile("(//[^/?#@:;]*:)[^/?#@;]*(@)");
  /** {@code password=secret}, {@code sslpassword=…}, {@code apiKey=…} and the like. */
  private static final Pattern SECRET_PARAMETER = Pattern.compile(
      "(?i)((?:^|[?&;:(,\\s])[\\w.-]*(?:password|passwd|pwd|secret|token|apikey|api_key)\\s*=)"
          + "[^&;)\\s,]*");

  private UrlMask() {
  }

  /** The URL with its secrets masked; null stays null. */
  public static String mask(String url) {
    if (url == null) {
      return null;
    }
    String masked = USER_INFO.matcher(url).replaceAll("$1" + MASKED + "$2");
    return SECRET_PARAMETER.matcher(masked).replaceAll("$1" + MASKED);
  }

  /**
   * The target a URL names, as messages and logs may show it: its host, port and database
   * ({@code postgresql://db.example:5432/sales}), without user, password or parameters; for a
   * file or in-memory database its kind and file name ({@code sqlite:eval.db}).
   */
  public static String target(String url) {
    if (url == null) {
      return null;
    }
    String rest = url.startsWith("jdbc:") ? url.substring(5) : url;
    int slashes = rest.indexOf("://");
    if (slashes > 0) {
      String kind = rest.substring(0, slashes);
      String after = rest.substring(slashes + 3);
      int pathAt = indexOfAny(after, "/?;#(");
      String authority = pathAt < 0 ? after : after.substring(0, pathAt);
      authority = authority.substring(authority.lastIndexOf('@') + 1);
      String database = "";
      if (pathAt >= 0 && after.charAt(pathAt) == '/') {
        String path = after.substring(pathAt + 1);
        int end = indexOfAny(path, "?;#&(");
        database = end < 0 ? path : path.substring(0, end);
      }
      return kind + "://" + authority + "/" + database;
    }
    int colon = rest.indexOf(':');
    String kind = colon < 0 ? rest : rest.substring(0, colon);
    String where = colon < 0 ? "" : rest.substring(colon + 1);
    int end = indexOfAny(where, "?;");
    where = end < 0 ? where : where.substring(0, end);
    where = where.substring(Math.max(where.lastIndexOf('/'), where.lastIndexOf('\\')) + 1);
    return kind + ":" + where;
  }

  private static int indexOfAny(String s, String chars) {
    for (int i = 0; i < s.length(); i++) {
      if (chars.indexOf(s.charAt(i)) >= 0) {
        return i;
      }
    }
    return -1;
  }

  /**
   * A message (a driver's or a pool's) with any copy of the URL replaced by its masked form and
   * any other secret parameter masked.
   */
  public static String scrub(String message, String url) {
    if (message == null) {
      return null;
    }
    String text = url == null || url.isEmpty() ? message : message.replace(url, mask(url));
    return mask(text);
  }
}
