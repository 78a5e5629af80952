package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.EventDate;
import java.util.List;

/**
 * A period the offline engine had to place on one of several equally plausible dates of the
 * question's table ({@link EventDate}): what a clarification asks about. Answering it is the
 * resolution {@link #key()} = the chosen column.
 *
 * @param table the table the period filters
 * @param columns the candidate date columns, the engine's default first
 * @param phrase the period as the question put it ("last month")
 */
public record DateChoice(String table, List<String> columns, String phrase) {

  /** Copies the columns. */
  public DateChoice {
    columns = List.copyOf(columns);
  }

  /**
   * Whether a resolution key or clarification term names a table's event date: an answer to
   * it holds for every question about that table, not only the one it was asked for.
   */
  public static boolean isKey(String term) {
    return term != null && term.strip().toLowerCase(java.util.Locale.ROOT)
        .startsWith(EventDate.RESOLUTION_PREFIX);
  }

  /** The resolution key that settles this choice: "date of appointments". */
  public String key() {
    return EventDate.RESOLUTION_PREFIX + table.toLowerCase(java.util.Locale.ROOT);
  }
}
