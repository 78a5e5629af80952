package dev.nljdbc.server.eval;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Reads a test set in Spider's format ({@code [{db_id, question, query}]}) or in SParC's and
 * CoSQL's ({@code [{database_id, interaction: [{utterance, query}]}]}); the format is told by
 * each entry's keys.
 *
 * <p>CoSQL writes a clarification exchange inside one utterance as {@code user question |
 * system question | user answer}: the person's parts are kept and the system's dropped.
 */
final class TestSetReader {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final Pattern SPEAKERS = Pattern.compile("\\s+\\|\\s+");

  private TestSetReader() {
  }

  /**
   * Reads every entry of the file.
   *
   * @throws IllegalArgumentException naming the file and entry when one has neither format
   */
  static List<Interaction> read(Path file) throws IOException {
    JsonNode root = MAPPER.readTree(file.toFile());
    if (root == null || !root.isArray()) {
      throw new IllegalArgumentException(file + ": expected a JSON array of Spider, SParC or "
          + "CoSQL entries");
    }
    List<Interaction> out = new ArrayList<>(root.size());
    for (int i = 0; i < root.size(); i++) {
      out.add(entry(root.get(i), i, file));
    }
    return out;
  }

  private static Interaction entry(JsonNode e, int index, Path file) {
    String where = file + " entry " + index;
    if (e.has("interaction")) {
      List<GoldQuestion> turns = new ArrayList<>();
      for (JsonNode t : e.get("interaction")) {
        turns.add(new GoldQuestion(personsWords(text(t, "utterance", where)),
            text(t, "query", where)));
      }
      return new Interaction(index, text(e, "database_id", where), turns);
    }
    if (e.has("question")) {
      return new Interaction(index, text(e, "db_id", where),
          List.of(new GoldQuestion(text(e, "question", where), text(e, "query", where))));
    }
    throw new IllegalArgumentException(where + ": expected 'question' (Spider) or "
        + "'interaction' (SParC, CoSQL)");
  }

  /** The person's words of a CoSQL utterance: every other part of {@code a | b | c}. */
  static String personsWords(String utterance) {
    String[] parts = SPEAKERS.split(utterance.strip());
    if (parts.length < 3) {
      return utterance.strip();
    }
    StringBuilder out = new StringBuilder(parts[0]);
    for (int i = 2; i < parts.length; i += 2) {
      out.append(' ').append(parts[i]);
    }
    return out.toString();
  }

  private static String text(JsonNode node, String field, String where) {
    JsonNode v = node.get(field);
    if (v == null || !v.isTextual()) {
      throw new IllegalArgumentException(where + ": no text field '" + field + "'");
    }
    return v.asText();
  }
}
