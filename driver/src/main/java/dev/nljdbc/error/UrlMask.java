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
