package dev.nljdbc.language;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Names of countries by their ISO 3166-1 alpha-2 code: the English name of every code (from the
 * JDK), and the short forms and adjectives people use ("UK", "Britain", "British" for GB;
 * "French" for FR) from the resource {@code country-names.txt} beside this class and every
 * {@value #USER_FILE} on the class path.
 */
public final class CountryNames {

  /** The class-path resource a user adds names in. */
  static final String USER_FILE = "nljdbc-country-names.txt";
  /** The most words a country's name has that a question is matched against. */
  public static final int MAX_WORDS = 4;

  private static final Set<String> CODES = Set.of(Locale.getISOCountries());
  private static final Map<String, String> BY_NAME = names();

  private CountryNames() {}

  /** Whether the text is an ISO 3166-1 alpha-2 code ("GB"), in upper case. */
  public static boolean isCode(String text) {
    return text != null && text.length() == 2 && CODES.contains(text);
  }

  /**
   * The code of the country these lower-case words name ("united kingdom", "uk", "french"), or
   * null.
   */
  public static String code(List<String> words) {
    return BY_NAME.get(String.join(" ", words));
  }

  /** The English name of a code ("United Kingdom" for GB), or null for no code. */
  public static String name(String code) {
    return isCode(code) ? new Locale("", code).getDisplayCountry(Locale.ENGLISH) : null;
  }

  private static Map<String, String> names() {
    Map<String, String> byName = new HashMap<>();
    for (String code : CODES) {
      put(byName, new Locale("", code).getDisplayCountry(Locale.ENGLISH), code);
    }
    try {
      try (InputStream in = CountryNames.class.getResourceAsStream("country-names.txt")) {
        read(in, byName);
      }
      ClassLoader loader = CountryNames.class.getClassLoader();
      for (URL url : Collections.list(loader.getResources(USER_FILE))) {
        try (InputStream in = url.openStream()) {
          read(in, byName);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return byName;
  }

  /** Reads lines "CODE: name, name": {@code #} starts a comment. */
  static void read(InputStream in, Map<String, String> byName) throws IOException {
    BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    for (String line = r.readLine(); line != null; line = r.readLine()) {
      int hash = line.indexOf('#');
      String text = (hash >= 0 ? line.substring(0, hash) : line).strip();
      int colon = text.indexOf(':');
      if (colon <= 0) {
        continue;
      }
      String code = text.substring(0, colon).strip().toUpperCase(Locale.ROOT);
      if (!CODES.contains(code)) {
        continue;
      }
      for (String name : text.substring(colon + 1).split(",")) {
        put(byName, name, code);
      }
    }
  }

  private static void put(Map<String, String> byName, String name, String code) {
    List<String> words = NameWords.ofText(name);
    if (!words.isEmpty() && words.size() <= MAX_WORDS) {
      byName.put(String.join(" ", words), code);
    }
  }
}
