package dev.nljdbc.semantic;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The line of each value of a YAML or JSON document, by its path ({@code semantic_model/0/name}),
 * so that messages about a model can name the line.
 */
final class LineMap {
  private static final Pattern SEGMENT = Pattern.compile("[A-Za-z_][A-Za-z0-9_-]*|\\d+");

  private static final int OBJECT = Integer.MIN_VALUE;

  private final Map<String, Integer> lines = new HashMap<>();

  private LineMap() {}

  /** A map that knows no lines. */
  static LineMap empty() {
    return new LineMap();
  }

  /** Reads the document's token stream; an unreadable document maps nothing. */
  static LineMap of(JsonFactory factory, String text) {
    LineMap map = new LineMap();
    try (JsonParser p = factory.createParser(text)) {
      Deque<String> path = new ArrayDeque<>();
      Deque<Integer> index = new ArrayDeque<>();
      JsonToken token;
      while ((token = p.nextToken()) != null) {
        if (token == JsonToken.END_OBJECT || token == JsonToken.END_ARRAY) {
          path.removeLast();
          index.removeLast();
          continue;
        }
        if (token == JsonToken.FIELD_NAME) {
          path.removeLast();
          path.addLast(p.currentName());
          map.lines.putIfAbsent(join(path), p.currentLocation().getLineNr());
          continue;
        }
        if (!index.isEmpty() && index.peekLast() != OBJECT) {
          int i = index.removeLast() + 1;
          index.addLast(i);
          path.removeLast();
          path.addLast(Integer.toString(i));
          map.lines.putIfAbsent(join(path), p.currentTokenLocation().getLineNr());
        }
        if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
          path.addLast("");
          index.addLast(token == JsonToken.START_OBJECT ? OBJECT : -1);
        }
      }
    } catch (IOException e) {
      return map;
    }
    return map;
  }

  private static String join(Deque<String> path) {
    return String.join("/", path);
  }

  /** The line of the path's value, or of its nearest enclosing value; 0 when unknown. */
  int line(String path) {
    String p = normalise(path);
    while (true) {
      Integer line = lines.get(p);
      if (line != null) {
        return line;
      }
      int slash = p.lastIndexOf('/');
      if (slash < 0) {
        return 0;
      }
      p = p.substring(0, slash);
    }
  }

  /** A path in any notation ({@code $.a[0].b}, {@code /a/0/b}, {@code a/0/b}) as {@code a/0/b}. */
  static String normalise(String path) {
    StringBuilder sb = new StringBuilder();
    Matcher m = SEGMENT.matcher(path == null ? "" : path);
    while (m.find()) {
      if (sb.length() > 0) {
        sb.append('/');
      }
      sb.append(m.group());
    }
    return sb.toString();
  }
}
