package dev.nljdbc.config;

import dev.nljdbc.error.SqlState;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The validated connection properties of one session: nljdbc's own, typed, and the rest, which
 * go to the target database.
 */
public final class NlConfig {
  private static final Pattern DURATION = Pattern.compile("(\\d+)\\s*(ms|s|m|h)?");
  private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

  private final Map<NlProperty, String> owned;
  private final Map<String, String> passedOn;

  private NlConfig(Map<NlProperty, String> owned, Map<String, String> passedOn) {
    this.owned = owned;
    this.passedOn = passedOn;
  }

  /** Validates the given properties, reading the file named by {@code config} first. */
  public static NlConfig of(Map<String, String> given) throws SQLException {
    Map<String, String> all = new LinkedHashMap<>();
    String file = given.get(NlProperty.CONFIG.key());
    if (file != null) {
      all.putAll(readFile(file));
    }
    all.putAll(given);
    Map<NlProperty, String> owned = new EnumMap<>(NlProperty.class);
    Map<String, String> passedOn = new LinkedHashMap<>();
    for (Map.Entry<String, String> e : all.entrySet()) {
      NlProperty p = NlProperty.forKey(e.getKey());
      if (p != null) {
        owned.put(p, validate(p, e.getValue()));
      } else if (NlProperty.isOwned(e.getKey())) {
        throw SqlState.INVALID_PARAMETER_VALUE.exception(
            "unknown property '" + e.getKey() + "'; known properties: " + knownKeys());
      } else {
        passedOn.put(e.getKey(), e.getValue());
      }
    }
    return new NlConfig(owned, passedOn);
  }

  /** Validates {@link Properties} as given to {@code Driver.connect}. */
  public static NlConfig of(Properties properties) throws SQLException {
    Map<String, String> map = new LinkedHashMap<>();
    for (String name : properties.stringPropertyNames()) {
      map.put(name, properties.getProperty(name));
    }
    return of(map);
  }

  /** Configuration with every property at its default. */
  public static NlConfig defaults() {
    return new NlConfig(new EnumMap<>(NlProperty.class), Map.of());
  }

  /** A copy with one property changed, validated. */
  public NlConfig with(NlProperty property, String value) throws SQLException {
    Map<NlProperty, String> copy = new EnumMap<>(NlProperty.class);
    copy.putAll(owned);
    if (value == null) {
      copy.remove(property);
    } else {
      copy.put(property, validate(property, value));
    }
    return new NlConfig(copy, passedOn);
  }

  /** The value as given or its default; null when neither exists. */
  public String string(NlProperty property) {
    return owned.getOrDefault(property, property.defaultValue());
  }

  /** Whether the property was given explicitly. */
  public boolean isSet(NlProperty property) {
    return owned.containsKey(property);
  }

  /** An integer property. */
  public int integer(NlProperty property) {
    return Integer.parseInt(string(property));
  }

  /** A boolean property. */
  public boolean bool(NlProperty property) {
    return Boolean.parseBoolean(string(property));
  }

  /** A duration property. */
  public Duration duration(NlProperty property) {
    return parseDuration(string(property));
  }

  /** Every property as text, the config file's included: what a server receives from a client. */
  public Map<String, String> asProperties() {
    Map<String, String> map = new LinkedHashMap<>(passedOn);
    owned.forEach((p, v) -> {
      if (p != NlProperty.CONFIG) {
        map.put(p.key(), v);
      }
    });
    return map;
  }

  /** The properties that are not nljdbc's, for the target database (user, password, ...). */
  public Map<String, String> targetProperties() {
    return Collections.unmodifiableMap(passedOn);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("NlConfig{");
    owned.forEach((p, v) -> sb.append(p.key()).append('=')
        .append(p.type() == PropertyType.SECRET ? "<masked>" : v).append(", "));
    passedOn.keySet().forEach(k -> sb.append(k).append("=<passed on>, "));
    return sb.append('}').toString();
  }

  private static String validate(NlProperty p, String raw) throws SQLException {
    String value = raw == null ? "" : raw.trim();
    switch (p.type()) {
      case BOOLEAN:
        if (!value.equalsIgnoreCase("true") && !value.equalsIgnoreCase("false")) {
          throw bad(p, raw, "must be true or false");
        }
        return value.toLowerCase(Locale.ROOT);
      case INTEGER:
        long n;
        try {
          n = Long.parseLong(value);
        } catch (NumberFormatException e) {
          throw bad(p, raw, "must be a whole number");
        }
        if (n < p.min() || n > p.max()) {
          throw bad(p, raw, "must be between " + p.min() + " and " + p.max());
        }
        return value;
      case DURATION:
        if (!DURATION.matcher(value.toLowerCase(Locale.ROOT)).matches()
            || parseDuration(value).isZero()) {
          throw bad(p, raw, "must be a positive duration such as 500ms, 30s, 15m or 1h");
        }
        return value;
      case CHOICE:
        String lower = value.toLowerCase(Locale.ROOT);
        if (!p.choices().contains(lower)) {
          throw bad(p, raw, "must be one of " + String.join(", ", p.choices()));
        }
        return lower;
      case IDENTIFIER:
        if (!IDENTIFIER.matcher(value).matches()) {
          throw bad(p, raw, "must be a column name of letters, digits and underscores");
        }
        return value;
      case SECRET:
      case STRING:
      default:
        if (value.isEmpty()) {
          throw bad(p, raw, "must not be empty");
        }
        return value;
    }
  }

  private static SQLException bad(NlProperty p, String raw, String rule) {
    String shown = p.type() == PropertyType.SECRET ? "<masked>" : "'" + raw + "'";
    return SqlState.INVALID_PARAMETER_VALUE.exception(p.key() + " " + rule + ", not " + shown);
  }

  static Duration parseDuration(String text) {
    Matcher m = DURATION.matcher(text.trim().toLowerCase(Locale.ROOT));
    if (!m.matches()) {
      throw new IllegalArgumentException("not a duration: " + text);
    }
    long n = Long.parseLong(m.group(1));
    String unit = m.group(2) == null ? "s" : m.group(2);
    switch (unit) {
      case "ms":
        return Duration.ofMillis(n);
      case "m":
        return Duration.ofMinutes(n);
      case "h":
        return Duration.ofHours(n);
      default:
        return Duration.ofSeconds(n);
    }
  }

  private static Map<String, String> readFile(String file) throws SQLException {
    Properties p = new Properties();
    try (Reader r = Files.newBufferedReader(Path.of(file))) {
      p.load(r);
    } catch (IOException e) {
      throw SqlState.INVALID_PARAMETER_VALUE.exception(
          "config file '" + file + "' cannot be read: " + e.getMessage(), e);
    }
    Map<String, String> map = new LinkedHashMap<>();
    for (String name : p.stringPropertyNames()) {
      map.put(name, p.getProperty(name));
    }
    return map;
  }

  private static String knownKeys() {
    StringBuilder sb = new StringBuilder();
    for (NlProperty p : NlProperty.values()) {
      sb.append(sb.length() == 0 ? "" : ", ").append(p.key());
    }
    return sb.toString();
  }
}
