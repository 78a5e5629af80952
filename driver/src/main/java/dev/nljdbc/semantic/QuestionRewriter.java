package dev.nljdbc.semantic;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Replaces a model's synonyms in a question by the names they stand for (a dataset synonym by its
 * table's name, a field's by its column or field name, a metric's by the metric's name), longest
 * phrase first, so that the generator links them as names. A value synonym is replaced by its
 * dataset's name and its condition is kept for the SQL, unless its words name a value stored in
 * that table which its condition does not use ({@link LiteralValues}).
 */
final class QuestionRewriter {

  /** The rewritten question and the conditions its value synonyms stand for. */
  record Rewritten(String question, Map<Dataset, List<String>> conditions) {
  }

  private record Phrase(String words, String replacement, Dataset dataset, String condition) {
  }

  private QuestionRewriter() {}

  static Rewritten rewrite(String question, ResolvedModel model) {
    List<Phrase> phrases = phrases(model);
    String text = question;
    Map<Dataset, List<String>> conditions = new LinkedHashMap<>();
    for (Phrase p : phrases) {
      Pattern pattern = Pattern.compile("(?<![\\w-])" + Pattern.quote(p.words)
          + "(?:s|es)?(?![\\w-])", Pattern.CASE_INSENSITIVE);
      Matcher m = pattern.matcher(text);
      if (!m.find()) {
        continue;
      }
      String replacement = p.replacement;
      if (p.condition != null) {
        conditions.computeIfAbsent(p.dataset, d -> new ArrayList<>()).add(p.condition);
        String rest = text.substring(m.end()).stripLeading().toLowerCase(Locale.ROOT);
        if (rest.startsWith(replacement.toLowerCase(Locale.ROOT))
            || rest.startsWith(singular(replacement).toLowerCase(Locale.ROOT))) {
          replacement = "";
        }
      }
      text = m.replaceAll(Matcher.quoteReplacement(replacement)).replaceAll("\\s{2,}", " ")
          .strip();
    }
    return new Rewritten(text, conditions);
  }

  private static List<Phrase> phrases(ResolvedModel model) {
    List<Phrase> phrases = new ArrayList<>();
    for (Dataset d : model.model().datasets()) {
      String table = words(model.table(d).name());
      for (String s : d.context().synonyms()) {
        add(phrases, s, table, d, null);
      }
      for (ModelField f : d.fields()) {
        String name = f.column() != null ? words(f.column()) : f.name();
        for (String s : f.context().synonyms()) {
          add(phrases, s, name, d, null);
        }
        if (f.column() == null && !words(f.name()).equals(f.name())) {
          add(phrases, words(f.name()), f.name(), d, null);
        }
      }
      for (NljdbcExtension.ValueSynonym v : d.extension().valueSynonyms()) {
        if (!LiteralValues.override(v, model.table(d))) {
          phrases.add(new Phrase(v.phrase(), table, d, v.condition()));
        }
      }
    }
    for (Metric m : model.model().metrics()) {
      Dataset home = model.home(m);
      if (home == null) {
        continue;
      }
      add(phrases, words(m.name()), m.name(), home, null);
      for (String s : m.context().synonyms()) {
        add(phrases, s, m.name(), home, null);
      }
    }
    phrases.sort(Comparator.comparingInt((Phrase p) -> -p.words.length()));
    return phrases;
  }

  private static void add(List<Phrase> phrases, String words, String replacement, Dataset d,
      String condition) {
    if (!words.equalsIgnoreCase(replacement)) {
      phrases.add(new Phrase(words, replacement, d, condition));
    }
  }

  private static String words(String identifier) {
    return identifier.replace('_', ' ').strip();
  }

  private static String singular(String word) {
    return word.endsWith("s") ? word.substring(0, word.length() - 1) : word;
  }
}
