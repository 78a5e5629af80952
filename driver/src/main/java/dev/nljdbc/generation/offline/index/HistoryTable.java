package dev.nljdbc.generation.offline.index;

import dev.nljdbc.language.PresentTime;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Tables that keep history: each row is valid from a date every row has until a nullable date
 * that is NULL while the row is current ({@code valid_from}, {@code valid_to}). A question in
 * the present tense about such a table means its current rows; one that names the past, a
 * period or the validity dates themselves means all of them. The words of the rule are in the
 * resource {@code history-words.txt} beside this class.
 */
public final class HistoryTable {

  private static final Map<String, Set<String>> WORDS = load();

  private HistoryTable() {}

  /**
   * The column whose NULL marks a table's current rows: a nullable date named as the end of an
   * interval, in a table with a date every row has named as its start. Null when the table keeps
   * no history that way.
   */
  public static ColumnEntry currentMarker(TableEntry table) {
    ColumnEntry end = null;
    boolean start = false;
    for (ColumnEntry c : table.columns) {
      if (!c.isTemporal() || c.tenant) {
        continue;
      }
      if (c.info.nullable() && end == null && named(c, "end")) {
        end = c;
      } else if (!c.info.nullable() && named(c, "start")) {
        start = true;
      }
    }
    return start ? end : null;
  }

  /**
   * Whether the column starts the validity interval of a table that keeps history: a period on
   * it means the rows valid at some time in the period, not the rows that began in it.
   */
  public static boolean startsValidity(ColumnEntry column) {
    return column.isTemporal() && !column.tenant && !column.info.nullable()
        && named(column, "start") && currentMarker(column.table) != null;
  }

  /**
   * The date from which each version of a row holds, in a table that keeps versions with only
   * their start ({@code effective_from}, {@code valid_from}: every row has it, and it is named
   * as the start of a version, not of an activity such as a lease) and no end date: the current version
   * of each thing is its latest one not after today. Null for any other table.
   */
  public static ColumnEntry versionStart(TableEntry table) {
    if (currentMarker(table) != null) {
      return null;
    }
    boolean versions = keepsVersions(table);
    for (ColumnEntry c : table.columns) {
      if (c.isTemporal() && !c.tenant && !c.info.nullable()
          && (named(c, "version") || versions && named(c, "start"))) {
        return c;
      }
    }
    return null;
  }

  /**
   * Whether the table's name says it keeps versions ({@code salary_history}): there a date
   * every row has, named as a start ({@code starts_on}), starts a version, not an activity.
   */
  private static boolean keepsVersions(TableEntry table) {
    Set<String> words = WORDS.get("kept");
    for (String w : table.words) {
      if (words.contains(w.toLowerCase(Locale.ROOT))) {
        return true;
      }
    }
    return false;
  }

  /**
   * The column whose NULL marks the members still with us: a nullable date named as a leaving
   * ({@code quit_on}, {@code retired_dt}). Null when the table has none.
   */
  public static ColumnEntry leavingMarker(TableEntry table) {
    for (ColumnEntry c : table.columns) {
      if (c.isTemporal() && !c.tenant && c.info.nullable() && named(c, "leave")) {
        return c;
      }
    }
    return null;
  }

  /**
   * Whether the question asks about the members we have now: "we" followed by a word of
   * having ("how many doctors do we have?"), a word of the present ("currently") or a phrase
   * of it ("at the moment", {@link PresentTime#asksHowThingsStand}).
   */
  public static boolean asksPresentMembers(java.util.List<String> words) {
    if (PresentTime.asksHowThingsStand(words)) {
      return true;
    }
    for (int i = 0; i < words.size(); i++) {
      String w = words.get(i).toLowerCase(Locale.ROOT);
      if (WORDS.get("present").contains(w) || w.equals("we") && i + 1 < words.size()
          && WORDS.get("possess").contains(words.get(i + 1).toLowerCase(Locale.ROOT))) {
        return true;
      }
    }
    return false;
  }

  /** Whether a question word says that members left ("left", "resigned", "quit"). */
  public static boolean leaveWord(String word) {
    return WORDS.get("leave").contains(word.toLowerCase(Locale.ROOT));
  }

  /** Whether a question word asks about past rows too ("history", "ever", "previous", "were"). */
  public static boolean pastWord(String word) {
    return WORDS.get("past").contains(word.toLowerCase(Locale.ROOT));
  }

  private static boolean named(ColumnEntry c, String section) {
    Set<String> words = WORDS.get(section);
    for (String w : c.words) {
      if (words.contains(w.toLowerCase(Locale.ROOT))) {
        return true;
      }
    }
    return false;
  }

  private static Map<String, Set<String>> load() {
    Map<String, Set<String>> sections = new LinkedHashMap<>();
    try (InputStream in = HistoryTable.class.getResourceAsStream("history-words.txt")) {
      if (in == null) {
        throw new IllegalStateException("history-words.txt is missing from the class path");
      }
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        String s = line.strip();
        int colon = s.indexOf(':');
        if (s.isEmpty() || s.startsWith("#") || colon < 0) {
          continue;
        }
        Set<String> words = new LinkedHashSet<>();
        for (String w : s.substring(colon + 1).split(",")) {
          if (!w.isBlank()) {
            words.add(w.strip().toLowerCase(Locale.ROOT));
          }
        }
        sections.put(s.substring(0, colon).strip(), Set.copyOf(words));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    for (String section : new String[] {"end", "start", "version", "past", "leave", "possess",
        "present"}) {
      sections.putIfAbsent(section, Set.of());
    }
    return Map.copyOf(sections);
  }
}
