package dev.nljdbc.language;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Synonyms and abbreviations of everyday business English (customer, client, buyer; qty,
 * quantity): words that may name the same table or column in any schema. The groups are read
 * from the resource {@code synonyms.txt} beside this class, then from every
 * {@value #USER_FILE} on the class path, where a user adds the vocabulary of their own
 * business: one group per line, words separated by commas, {@code #} starts a comment.
 */
public final class Synonyms {

  /** The class-path resource a user adds groups in. */
  static final String USER_FILE = "nljdbc-synonyms.txt";

  private static final Map<String, Set<String>> BY_WORD = index(groups());

  private Synonyms() {}

  /** The other words of the word's synonym groups (lemma forms), empty when it has none. */
  public static Set<String> of(String lemma) {
    return BY_WORD.getOrDefault(lemma, Set.of());
  }

  static List<List<String>> groups() {
    List<List<String>> groups = new ArrayList<>();
    try {
      try (InputStream in = Synonyms.class.getResourceAsStream("synonyms.txt")) {
        read(in, groups);
      }
      ClassLoader loader = Synonyms.class.getClassLoader();
      for (URL url : Collections.list(loader.getResources(USER_FILE))) {
        try (InputStream in = url.openStream()) {
          read(in, groups);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return groups;
  }

  /** Reads groups: one per line, comma-separated words, {@code #} comments. */
  static void read(InputStream in, List<List<String>> groups) throws IOException {
    BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    for (String line = r.readLine(); line != null; line = r.readLine()) {
      int hash = line.indexOf('#');
      String text = (hash >= 0 ? line.substring(0, hash) : line).strip();
      if (text.isEmpty()) {
        continue;
      }
      List<String> group = new ArrayList<>();
      for (String w : text.split(",")) {
        String word = w.strip().toLowerCase(Locale.ROOT);
        if (!word.isEmpty()) {
          group.add(word);
        }
      }
      if (group.size() > 1) {
        groups.add(group);
      }
    }
  }

  private static Map<String, Set<String>> index(List<List<String>> groups) {
    Map<String, Set<String>> map = new LinkedHashMap<>();
    for (List<String> group : groups) {
      for (String word : group) {
        Set<String> others = map.computeIfAbsent(word, w -> new LinkedHashSet<>());
        for (String other : group) {
          if (!other.equals(word)) {
            others.add(other);
          }
        }
      }
    }
    return map;
  }
}
