package dev.nljdbc.generation.llm;

import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.ForeignKey;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Picks the part of a schema a prompt shows: the tables most relevant to the conversation, then
 * the tables they join to.
 *
 * <p>Design: a table scores by the words of the conversation (question, refinement, current SQL,
 * clarification answers) that name it ({@value #TABLE_WORD} each), name one of its columns (1
 * each), appear in its comments (1 each, at most {@value #MAX_REMARK_HITS}), or are one of its
 * sampled values ({@value #SAMPLE_VALUE} each). The best
 * {@value #SEEDS} scored tables come first, then their foreign-key neighbours in both directions
 * (except through the tenant column, which every tenant table shares), then the other scored
 * tables, up to {@link #MAX_TABLES}. When no word matches, a small schema is shown whole and a
 * large one by its first tables. The slice is a hint, not a filter: the model may still name a
 * table outside it, and the security layer decides what runs.
 */
final class SchemaSlice {
  /** The most tables a prompt shows. */
  static final int MAX_TABLES = 12;
  /** Best-scored tables whose neighbours join the slice: room for them within the maximum. */
  private static final int SEEDS = 8;
  /** A word naming the table itself: the strongest sign the question is about it. */
  private static final int TABLE_WORD = 4;
  /** A sampled value the text quotes: nearly as strong, values name rows of one table. */
  private static final int SAMPLE_VALUE = 3;
  /** Sampled values shorter than this match too many texts by chance. */
  private static final int MIN_SAMPLE_LENGTH = 3;
  /** Comment words count at most this often, so a long comment cannot outweigh a name. */
  private static final int MAX_REMARK_HITS = 3;

  private SchemaSlice() {}

  /** The tables to show, most relevant first. */
  static List<TableInfo> select(SchemaSnapshot schema, String conversation, String tenantColumn) {
    Set<String> words = Words.of(conversation);
    String lowerText = conversation == null ? "" : conversation.toLowerCase(Locale.ROOT);
    List<TableInfo> tables = schema.tables();
    Map<TableInfo, Integer> scores = tables.stream().collect(Collectors.toMap(
        Function.identity(), t -> score(t, words, lowerText), Integer::sum));
    List<TableInfo> ranked = tables.stream()
        .filter(t -> scores.get(t) > 0)
        .sorted(Comparator.comparing((TableInfo t) -> -scores.get(t)))
        .collect(Collectors.toList());
    if (ranked.isEmpty()) {
      return tables.subList(0, Math.min(MAX_TABLES, tables.size()));
    }
    Set<TableInfo> slice = new LinkedHashSet<>(ranked.subList(0, Math.min(SEEDS, ranked.size())));
    for (TableInfo seed : new ArrayList<>(slice)) {
      for (TableInfo neighbour : neighbours(seed, tables, tenantColumn)) {
        if (slice.size() < MAX_TABLES) {
          slice.add(neighbour);
        }
      }
    }
    for (TableInfo t : ranked) {
      if (slice.size() < MAX_TABLES) {
        slice.add(t);
      }
    }
    return List.copyOf(slice);
  }

  private static int score(TableInfo table, Set<String> words, String lowerText) {
    int score = 0;
    for (String w : Words.of(table.name().replace('_', ' '))) {
      score += words.contains(w) ? TABLE_WORD : 0;
    }
    score += remarkScore(table.remarks(), words);
    for (ColumnInfo c : table.columns()) {
      for (String w : Words.of(c.name().replace('_', ' '))) {
        score += words.contains(w) ? 1 : 0;
      }
      score += remarkScore(c.remarks(), words);
      for (String value : c.sampleValues()) {
        if (value != null && value.length() >= MIN_SAMPLE_LENGTH
            && lowerText.contains(value.toLowerCase(Locale.ROOT))) {
          score += SAMPLE_VALUE;
        }
      }
    }
    return score;
  }

  private static int remarkScore(String remarks, Set<String> words) {
    int hits = 0;
    for (String w : Words.of(remarks)) {
      hits += words.contains(w) ? 1 : 0;
    }
    return Math.min(hits, MAX_REMARK_HITS);
  }

  private static List<TableInfo> neighbours(TableInfo seed, List<TableInfo> tables,
      String tenantColumn) {
    List<TableInfo> found = new ArrayList<>();
    for (ForeignKey fk : seed.foreignKeys()) {
      if (!isTenantKey(fk, tenantColumn)) {
        tables.stream().filter(t -> t.name().equalsIgnoreCase(fk.referencedTable()))
            .findFirst().ifPresent(found::add);
      }
    }
    for (TableInfo other : tables) {
      for (ForeignKey fk : other.foreignKeys()) {
        if (fk.referencedTable().equalsIgnoreCase(seed.name()) && !isTenantKey(fk, tenantColumn)
            && !found.contains(other)) {
          found.add(other);
        }
      }
    }
    found.remove(seed);
    return found;
  }

  private static boolean isTenantKey(ForeignKey fk, String tenantColumn) {
    return tenantColumn != null && fk.columns().size() == 1
        && fk.columns().get(0).equalsIgnoreCase(tenantColumn);
  }
}
