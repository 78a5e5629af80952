package dev.nljdbc.server;

import java.util.Locale;

/** Reads a size such as {@code 16MB}, {@code 512KB} or {@code 1048576} (bytes). */
final class ByteSize {
  private ByteSize() {
  }

  /**
   * The size in bytes.
   *
   * @param option the option's name, for the message
   * @throws IllegalArgumentException when the text is no size
   */
  static long parse(String option, String text) {
    String t = text.strip().toUpperCase(Locale.ROOT);
    long unit = 1;
    if (t.endsWith("GB")) {
      unit = 1L << 30;
    } else if (t.endsWith("MB")) {
      unit = 1L << 20;
    } else if (t.endsWith("KB")) {
      unit = 1L << 10;
    }
    String digits = unit == 1 ? (t.endsWith("B") ? t.substring(0, t.length() - 1) : t)
        : t.substring(0, t.length() - 2);
    try {
      long value = Long.parseLong(digits.strip());
      if (value <= 0 || value > Long.MAX_VALUE / unit) {
        throw new NumberFormatException();
      }
      return value * unit;
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(option + " must be a size such as 16MB or 512KB, not '"
          + text + "'", e);
    }
  }
}
