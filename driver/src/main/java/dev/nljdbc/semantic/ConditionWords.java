package dev.nljdbc.semantic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a dataset's {@code condition_words} in a question: a word that qualifies the dataset or
 * one of its measures ("sick leave requests taken in 2025", "net sales taken") means its
 * condition ("taken" of leave requests: {@code status = 'approved'}).
 *
 * <p>A condition word applies only where the question is about its dataset: it names the
 * dataset (its table, name or a synonym), one of its metrics or one of its value synonyms. Then
 * the word, with a verb "be" before it ("were taken"), is dropped from the question, which
 * still names the dataset by its other words, and its condition is kept for the SQL like a
 * value synonym's. Elsewhere ("courses taken") the word stays as typed; a word of several
 * datasets the question names is left as typed too, for the engine to read or ask about, and
 * so is a word inside a value synonym the question says ("taken" of "leave taken").
 */
final class ConditionWords {

  /** The question without the words read, and the conditions they stand for. */
  record Said(String question, Map<Dataset, List<String>> conditions) {
  }

  private ConditionWords() {}

  static Said read(String question, ResolvedModel model) {
    Map<String, List<Dataset>> byWord = new LinkedHashMap<>();
    Map<String, Map<Dataset, String>> meaning = new LinkedHashMap<>();
    for (Dataset d : model.model().datasets()) {
      List<ModelConditions.ConditionWord> words = d.extension().conditions().words();
      if (words.isEmpty() || !about(question, d, model)) {
        continue;
      }
      for (ModelConditions.ConditionWord w : words) {
        String key = w.words().toLowerCase(java.util.Locale.ROOT);
        byWord.computeIfAbsent(key, k -> new ArrayList<>()).add(d);
        meaning.computeIfAbsent(key, k -> new LinkedHashMap<>()).put(d, w.condition());
      }
    }
    String text = question;
    Map<Dataset, List<String>> conditions = new LinkedHashMap<>();
    List<String> keys = new ArrayList<>(byWord.keySet());
    keys.sort((a, b) -> b.length() - a.length());
    for (String key : keys) {
      if (byWord.get(key).size() != 1) {
        continue;
      }
      List<int[]> phrases = valuePhrases(text, model);
      Matcher m = said(key).matcher(text);
      StringBuilder out = new StringBuilder();
      boolean found = false;
      while (m.find()) {
        int start = m.start();
        int end = m.end();
        boolean inPhrase = phrases.stream().anyMatch(r -> start < r[1] && r[0] < end);
        m.appendReplacement(out, inPhrase ? Matcher.quoteReplacement(m.group()) : " ");
        found |= !inPhrase;
      }
      m.appendTail(out);
      if (found) {
        Dataset d = byWord.get(key).get(0);
        text = out.toString();
        conditions.computeIfAbsent(d, x -> new ArrayList<>()).add(meaning.get(key).get(d));
      }
    }
    if (conditions.isEmpty()) {
      return new Said(question, conditions);
    }
    return new Said(text.replaceAll("\\s{2,}", " ").replaceAll("\\s+([?.!,])", "$1").strip(),
        conditions);
  }

  /**
   * Where the question says a value synonym (of any dataset): a condition word inside one
   * ("taken" of "leave taken") is the value synonym's, not read on its own.
   */
  private static List<int[]> valuePhrases(String text, ResolvedModel model) {
    List<int[]> spans = new ArrayList<>();
    for (Dataset d : model.model().datasets()) {
      for (NljdbcExtension.ValueSynonym v : d.extension().valueSynonyms()) {
        Matcher m = Pattern.compile("(?<![\\w-])" + phrase(v.phrase()) + "(?![\\w-])",
            Pattern.CASE_INSENSITIVE).matcher(text);
        while (m.find()) {
          spans.add(new int[] {m.start(), m.end()});
        }
      }
    }
    return spans;
  }

  /** The word, with the verb "be" (and a relative pronoun) before it when there is one. */
  private static Pattern said(String words) {
    return Pattern.compile("(?<![\\w-])(?:(?:that|which|who)\\s+)?(?:(?:is|are|was|were|been"
        + "|being|be)\\s+)?" + phrase(words) + "(?![\\w-])", Pattern.CASE_INSENSITIVE);
  }

  private static String phrase(String words) {
    StringBuilder joined = new StringBuilder();
    for (String w : words.strip().split("[\\s_-]+")) {
      joined.append(joined.length() == 0 ? "" : "[\\s_-]+").append(Pattern.quote(w));
    }
    return joined + "(?:s|es)?";
  }

  /** Whether the question names the dataset, one of its metrics or one of its value synonyms. */
  private static boolean about(String question, Dataset d, ResolvedModel model) {
    if (QuestionRewriter.names(question, d, model)) {
      return true;
    }
    List<String> names = new ArrayList<>();
    for (Metric m : model.metricsOf(d)) {
      names.add(m.name());
      names.addAll(m.context().synonyms());
    }
    d.extension().valueSynonyms().forEach(v -> names.add(v.phrase()));
    for (String n : names) {
      if (Pattern.compile("(?<![\\w-])" + phrase(n) + "(?![\\w-])", Pattern.CASE_INSENSITIVE)
          .matcher(question).find()) {
        return true;
      }
    }
    return false;
  }
}
