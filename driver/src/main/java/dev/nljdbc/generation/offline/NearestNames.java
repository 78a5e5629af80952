package dev.nljdbc.generation.offline;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.LinkCandidate;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.language.WordForms;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The tables, columns and sampled values whose names come closest to a word nothing in the
 * schema names ("escalations"), for a clarification to offer: by word forms first, then by the
 * letters they share (character trigrams of the word's main form against each name word), so
 * a misspelt or abbreviated word finds its name. Tenant columns are never offered.
 */
final class NearestNames {

  /** Below this a name is no nearer to the word than any other. */
  private static final double MIN_SCORE = 0.3;
  /** What a match of letter groups is worth next to a word form: a little less, never more. */
  private static final double TRIGRAM_WEIGHT = 0.9;
  /** Scores are rounded to this many parts, so that float noise never orders two names. */
  private static final double ROUNDING = 1000.0;
  /** The letters of a group compared between a word and a name. */
  private static final int GRAM = 3;

  private NearestNames() {}

  /** The candidates for a word, nearest first, at most {@code max}. */
  static List<LinkCandidate> of(SchemaIndex index, String word, int max) {
    String w = WordForms.lemma(word.toLowerCase(Locale.ROOT));
    List<LinkCandidate> found = new ArrayList<>();
    for (TableEntry table : index.tables) {
      add(found, new LinkCandidate(LinkKind.TABLE, table.name, null, null,
          score(w, table.words)));
      for (ColumnEntry column : table.columns) {
        if (column.tenant || column.primaryKey || column.references != null) {
          continue;
        }
        add(found, new LinkCandidate(LinkKind.COLUMN, table.name, column.name, null,
            score(w, column.words)));
        for (String value : column.samples()) {
          add(found, new LinkCandidate(LinkKind.VALUE, table.name, column.name, value,
              score(w, SchemaIndex.valueWords(value))));
        }
      }
    }
    found.sort(Comparator.comparingDouble((LinkCandidate c) -> -c.score())
        .thenComparing(c -> c.kind().ordinal()));
    return found.size() <= max ? found : new ArrayList<>(found.subList(0, max));
  }

  private static void add(List<LinkCandidate> found, LinkCandidate c) {
    if (c.score() >= MIN_SCORE) {
      found.add(c);
    }
  }

  /** The best match of the word against any of the name's words, between 0 and 1. */
  static double score(String word, List<String> nameWords) {
    double best = 0;
    for (String n : nameWords) {
      if (n.length() < 2) {
        continue;
      }
      double s = WordForms.similarity(word, n);
      if (s == 0) {
        s = dice(trigrams(word), trigrams(WordForms.lemma(n))) * TRIGRAM_WEIGHT;
      }
      best = Math.max(best, s);
    }
    return Math.round(best * ROUNDING) / ROUNDING;
  }

  private static Set<String> trigrams(String word) {
    String padded = "^" + word + "$";
    Set<String> grams = new LinkedHashSet<>();
    for (int i = 0; i + GRAM <= padded.length(); i++) {
      grams.add(padded.substring(i, i + GRAM));
    }
    return grams;
  }

  private static double dice(Set<String> a, Set<String> b) {
    if (a.isEmpty() || b.isEmpty()) {
      return 0;
    }
    int both = 0;
    for (String g : a) {
      if (b.contains(g)) {
        both++;
      }
    }
    return 2.0 * both / (a.size() + b.size());
  }
}
