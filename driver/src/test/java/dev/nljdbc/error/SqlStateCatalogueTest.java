package dev.nljdbc.error;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every SQLState nljdbc raises comes from the {@link SqlState} catalogue: no exception or warning
 * in the driver's sources is created without a state or with a literal one.
 */
class SqlStateCatalogueTest {
  private static final Pattern CREATION =
      Pattern.compile("new SQL(Exception|Warning|TimeoutException|NonTransientException)\\(");
  private static final Pattern LITERAL_STATE = Pattern.compile("\\s*\"[0-9A-Z]{5}\"\\s*");

  @Test
  void everyRaisedStateIsInTheCatalogue() throws IOException {
    List<String> offenders = new ArrayList<>();
    try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        String text = Files.readString(file);
        Matcher m = CREATION.matcher(text);
        while (m.find()) {
          List<String> args = arguments(text, m.end());
          boolean stateless = args.size() == 1 && !args.get(0).isBlank();
          boolean literal = args.size() > 1 && LITERAL_STATE.matcher(args.get(1)).matches();
          if (stateless || literal) {
            offenders.add(file.getFileName() + ": " + String.join(",", args).strip());
          }
        }
      }
    }
    assertEquals(List.of(), offenders);
  }

  /** The top-level arguments of a call whose argument list starts at {@code start}. */
  private static List<String> arguments(String text, int start) {
    List<String> args = new ArrayList<>();
    int depth = 0;
    boolean quoted = false;
    StringBuilder current = new StringBuilder();
    for (int i = start; i < text.length(); i++) {
      char c = text.charAt(i);
      if (quoted) {
        current.append(c);
        if (c == '\\') {
          current.append(text.charAt(++i));
        } else if (c == '"') {
          quoted = false;
        }
        continue;
      }
      if (c == '"') {
        quoted = true;
      } else if (c == '(') {
        depth++;
      } else if (c == ')') {
        if (depth-- == 0) {
          break;
        }
      } else if (c == ',' && depth == 0) {
        args.add(current.toString());
        current.setLength(0);
        continue;
      }
      current.append(c);
    }
    args.add(current.toString());
    return args;
  }
}
