package dev.nljdbc.semantic;

import dev.nljdbc.generation.offline.index.EventDate;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.PeriodParser;
import dev.nljdbc.language.Words;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.TableInfo;
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
 *
 * <p>Words once replaced, or once matched as a table's or column's own name ("asking rent"),
 * are not read again by a shorter phrase: "rent" standing for another column does not rewrite
 * the words of "asking rent", nor those a longer synonym was replaced by. A synonym made of some
 * of its own column's words ("dropped" for {@code dropped_at}) is not applied: the generator
 * links such a word to that column by itself, and reads it better where it stands ("were
 * dropped" as a condition); for the same reason a state word standing for such a column becomes
 * its state word ("fixed" for {@code closed_at} becomes "closed"). A value synonym ending with
 * its dataset's noun is also read when the question says it of the noun ("agents that are
 * inactive" for "inactive agents"). A phrase that means something in several datasets ("title"
 * a synonym of one table's rank and another's column) takes the meaning of the dataset the
 * question names, and is left as it is when the question names none or several.
 *
 * <p>A synonym that is the name it stands for in another number or spelling ("box" for
 * {@code Boxes}, "full name" for {@code FullName}) stays as typed; a dataset synonym that is
 * also a value stored in its table ("clerks" for a staff table with a {@code Clerk} role) is
 * read as the value when the question names the table by other words; a metric that only names
 * an aggregate of one column ({@link ResolvedModel#spelled}) is left to the generator, its
 * synonyms replaced by those words. A value of several words stored in a table
 * ({@code under_review} as "under review") is kept as typed, so a shorter synonym ("review" for a
 * table of reviews) does not rewrite a word of it, and so is a dataset synonym made of some of
 * its table's words ("driver pay" of {@code tblDriverPay}: "pay" of a field does not take it).
 * A value synonym said as the part a share counts ("what share of our loads are cancelled") is
 * left to the generator, which makes it the share's condition. A dataset's condition words are
 * read first ({@link ConditionWords}).
 */
final class QuestionRewriter {

  /** The rewritten question and the conditions its value synonyms stand for. */
  record Rewritten(String question, Map<Dataset, List<String>> conditions) {
  }

  /** A phrase and what it becomes; a null replacement keeps the words as they are. */
  private record Phrase(String words, String replacement, Dataset dataset, String condition,
      String noun, boolean value, ModelField field) {
    Phrase(String words, String replacement, Dataset dataset, String condition) {
      this(words, replacement, dataset, condition, null, false, null);
    }

    Phrase(String words, String replacement, Dataset dataset, String condition, String noun) {
      this(words, replacement, dataset, condition, noun, false, null);
    }

    Phrase(String words, String replacement, Dataset dataset, String condition, String noun,
        boolean value) {
      this(words, replacement, dataset, condition, noun, value, null);
    }

    /** The words as typed, or said of the noun ("agents are inactive" for "inactive agents"). */
    Pattern pattern() {
      if (noun == null) {
        return QuestionRewriter.pattern(words);
      }
      String adjective = words.substring(0, words.length() - noun.length()).strip();
      return Pattern.compile("(?<![\\w-])" + Pattern.quote(noun)
          + "\\s+(?:(?:that|which|who)\\s+)?(?:are|is|were|was)\\s+" + Pattern.quote(adjective)
          + "(?![\\w-])", Pattern.CASE_INSENSITIVE);
    }
  }

  /** A stretch of the question; a fixed one is no longer matched. */
  private record Segment(String text, boolean fixed) {
  }

  private QuestionRewriter() {}

  static Rewritten rewrite(String asked, ResolvedModel model) {
    ConditionWords.Said said = ConditionWords.read(asked, model);
    String question = said.question();
    List<Segment> segments = new ArrayList<>(List.of(new Segment(question, false)));
    Map<Dataset, List<String>> conditions = new LinkedHashMap<>();
    said.conditions().forEach((d, c) -> conditions.put(d, new ArrayList<>(c)));
    for (Phrase p : resolved(phrases(model), question, model)) {
      if (p.field != null && p.replacement != null
          && !SynonymScope.standsFor(p.words, p.field, p.dataset, question, model)) {
        p = new Phrase(p.words, null, p.dataset, null);
      }
      if (p.condition != null && partOfAShare(question, p)) {
        p = new Phrase(p.words, null, null, null);
      }
      Pattern pattern = p.pattern();
      boolean found = false;
      for (int i = 0; i < segments.size(); i++) {
        Segment segment = segments.get(i);
        if (segment.fixed) {
          continue;
        }
        Matcher m = pattern.matcher(segment.text);
        if (!m.find()) {
          continue;
        }
        found = true;
        String replacement = p.replacement == null ? m.group() : p.replacement;
        if (p.condition != null && (followedBy(segment.text.substring(m.end()), segments, i,
            replacement) || namedBeside(question, p, model))) {
          replacement = "";
        }
        List<Segment> parts = new ArrayList<>();
        int last = 0;
        do {
          parts.add(new Segment(segment.text.substring(last, m.start()), false));
          parts.add(new Segment(p.replacement == null ? m.group() : replacement, true));
          last = m.end();
        } while (m.find());
        parts.add(new Segment(segment.text.substring(last), false));
        segments.remove(i);
        segments.addAll(i, parts);
        i += parts.size() - 1;
      }
      if (found && p.condition != null) {
        conditions.computeIfAbsent(p.dataset, d -> new ArrayList<>()).add(p.condition);
      }
    }
    StringBuilder text = new StringBuilder();
    segments.forEach(s -> text.append(s.text));
    return new Rewritten(text.toString().replaceAll("\\s{2,}", " ").strip(), conditions);
  }

  /**
   * Whether the model's own elements account for words of the question: a synonym, value
   * synonym, condition word, computed field's or metric's name the rewriter replaced or whose
   * condition it kept, or a metric's or computed field's own one-word name ("revenue").
   * A period said of a dataset the question names that has a time field ("orders this year")
   * is the time field's. Synonyms left as typed because the engine reads them by itself ("box"
   * for {@code Boxes}) and the tables' and columns' own names are the schema's evidence, not
   * the model's.
   */
  static boolean accounts(String question, ResolvedModel model) {
    if (question == null || question.isBlank()) {
      return false;
    }
    Rewritten r = rewrite(question, model);
    if (!r.conditions().isEmpty()
        || !r.question().equalsIgnoreCase(question.replaceAll("\\s{2,}", " ").strip())) {
      return true;
    }
    List<String> names = new ArrayList<>();
    for (Metric m : model.model().metrics()) {
      names.add(words(m.name()));
    }
    boolean period = PeriodParser.namesPeriod(Words.of(question));
    for (Dataset d : model.model().datasets()) {
      for (ModelField f : d.fields()) {
        if (f.column() == null) {
          names.add(words(f.name()));
        }
      }
      if (period && names(question, d, model) && (d.extension().timeField() != null
          || d.fields().stream().anyMatch(ModelField::time))) {
        return true;
      }
    }
    return names.stream().anyMatch(n -> pattern(n).matcher(question).find());
  }

  /**
   * Whether the model's elements account for each of the words, the words of the question the
   * engine cannot place by itself: a word the rewriter replaced or dropped (a synonym, a value
   * synonym, a condition word), or a word of a metric's or computed field's name. A word left
   * as typed ("biggest" beside the synonym "clubs") is not the model's.
   */
  static boolean accountsFor(String question, List<String> words, ResolvedModel model) {
    if (words.isEmpty()) {
      return true;
    }
    List<String> left = Words.of(rewrite(question, model).question()).lower();
    List<String> names = new ArrayList<>();
    for (Metric m : model.model().metrics()) {
      names.addAll(List.of(words(m.name()).toLowerCase(Locale.ROOT).split("\\s+")));
    }
    for (Dataset d : model.model().datasets()) {
      for (ModelField f : d.fields()) {
        if (f.column() == null) {
          names.addAll(List.of(words(f.name()).toLowerCase(Locale.ROOT).split("\\s+")));
        }
      }
    }
    for (String w : words) {
      String lower = w.toLowerCase(Locale.ROOT);
      if (left.contains(lower) && !names.contains(lower) && !ofADatedDataset(question, w, model)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether the word is said right before the name of a dataset the model gives a time field,
   * in a question that says a period: "new customers each month this year" reads "new" as the
   * customers of each period, on the time field the model gives.
   */
  private static boolean ofADatedDataset(String question, String word, ResolvedModel model) {
    if (!PeriodParser.namesPeriod(Words.of(question))) {
      return false;
    }
    for (Dataset d : model.model().datasets()) {
      if (d.extension().timeField() == null
          && d.fields().stream().noneMatch(ModelField::time)) {
        continue;
      }
      List<String> names = new ArrayList<>(List.of(words(model.table(d).name()), words(d.name())));
      names.addAll(d.context().synonyms());
      for (String n : names) {
        if (pattern(word + " " + n).matcher(question).find()
            || pattern(word + " " + singular(n)).matcher(question).find()) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Whether a value synonym is the part a share counts: said after the whole of "what share of
   * our loads" ("... are cancelled", "... that are cancelled loads"), it is no filter on the
   * rows but the share's condition, which the generator reads from the words as typed. Said
   * right after "share of" ("share of cancelled loads that were late") it is the whole and
   * filters the rows.
   */
  private static boolean partOfAShare(String question, Phrase p) {
    Matcher share = Pattern.compile("(?<![\\w-])(\\S+)\\s+of\\s+((?:the|our|all|my|your)\\s+)*",
        Pattern.CASE_INSENSITIVE).matcher(question);
    int whole = -1;
    while (share.find()) {
      if (Lexicon.SHARE.contains(share.group(1).toLowerCase(Locale.ROOT))) {
        whole = share.end();
        break;
      }
    }
    if (whole < 0) {
      return false;
    }
    Matcher m = p.pattern().matcher(question);
    while (m.find()) {
      if (m.start() > whole || p.noun != null && m.start() >= whole) {
        return true;
      }
    }
    return false;
  }

  /** A phrase's words, as typed or joined by hyphens ("no show rate" is "no-show rate"). */
  private static Pattern pattern(String words) {
    StringBuilder joined = new StringBuilder();
    for (String w : words.strip().split("[\\s-]+")) {
      joined.append(joined.length() == 0 ? "" : "[\\s-]+").append(Pattern.quote(w));
    }
    return Pattern.compile("(?<![\\w-])" + joined + "(?:s|es)?(?![\\w-])",
        Pattern.CASE_INSENSITIVE);
  }

  /**
   * The phrases, longest first and, of the same words, a value synonym before a plain synonym
   * ("gps" a synonym of a staff table and the value synonym of its general practitioners: the
   * value synonym says more); each that means something in several datasets (a synonym of fields of two
   * tables, a synonym that is another table's column name) kept only in its meanings in the one
   * dataset the question names among those; when it names none or several of them, the words
   * stay as they are, for the generator to place or ask about.
   */
  private static List<Phrase> resolved(List<Phrase> phrases, String question,
      ResolvedModel model) {
    Map<String, List<Phrase>> byWords = new LinkedHashMap<>();
    for (Phrase p : phrases) {
      byWords.computeIfAbsent(p.words.toLowerCase(Locale.ROOT), k -> new ArrayList<>()).add(p);
    }
    List<Phrase> kept = new ArrayList<>();
    for (List<Phrase> meanings : byWords.values()) {
      if (meanings.size() == 1 && meanings.get(0).value
          && namesOtherwise(question, meanings.get(0), model)) {
        kept.add(new Phrase(meanings.get(0).words, null, null, null));
        continue;
      }
      List<Dataset> datasets = meanings.stream().map(Phrase::dataset).distinct().toList();
      if (datasets.size() < 2 || meanings.stream().anyMatch(p -> p.condition != null)) {
        kept.addAll(meanings);
        continue;
      }
      List<Dataset> named = datasets.stream().filter(d -> names(question, d, model)).toList();
      if (named.size() == 1) {
        meanings.stream().filter(p -> p.dataset == named.get(0)).forEach(kept::add);
      } else {
        kept.add(new Phrase(meanings.get(0).words, null, null, null));
      }
    }
    kept.sort(Comparator.comparingInt((Phrase p) -> -p.words.length())
        .thenComparing(p -> p.condition == null));
    return kept;
  }

  /**
   * The last word of a value synonym when it names the synonym's dataset and follows the words
   * that say which of its rows ("agents" of "inactive agents"), else null.
   */
  private static String noun(String phrase, Dataset d, ResolvedModel model) {
    String[] words = phrase.strip().split("\\s+");
    if (words.length < 2) {
      return null;
    }
    String last = words[words.length - 1];
    List<String> names = new ArrayList<>(List.of(words(model.table(d).name()), words(d.name())));
    names.addAll(d.context().synonyms());
    for (String n : names) {
      if (n.equalsIgnoreCase(last) || singular(n).equalsIgnoreCase(last)
          || n.equalsIgnoreCase(singular(last))) {
        return last;
      }
    }
    return null;
  }

  /** Whether the question names a dataset: its table, its own name or a synonym of it. */
  static boolean names(String question, Dataset d, ResolvedModel model) {
    List<String> names = new ArrayList<>(List.of(words(model.table(d).name()), words(d.name())));
    names.addAll(d.context().synonyms());
    for (String n : names) {
      if (pattern(n).matcher(question).find() || pattern(singular(n)).matcher(question).find()) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the question names a value phrase's dataset by other words than the phrase: then the
   * phrase, a value stored in that table ("professionals who are employees" with "employees" a
   * synonym of the table and a stored role), is read as the value, not as the table again.
   */
  private static boolean namesOtherwise(String question, Phrase p, ResolvedModel model) {
    Matcher m = pattern(p.words).matcher(question);
    String rest = m.replaceAll(" ");
    List<String> names = new ArrayList<>(List.of(words(model.table(p.dataset).name()),
        words(p.dataset.name())));
    for (String s : p.dataset.context().synonyms()) {
      if (!s.equalsIgnoreCase(p.words)) {
        names.add(s);
      }
    }
    for (String n : names) {
      if (pattern(n).matcher(rest).find() || pattern(singular(n)).matcher(rest).find()) {
        return true;
      }
    }
    return false;
  }

  /** Whether a synonym, or its singular, is a value sampled from a column of its table. */
  private static boolean storedValue(String synonym, TableInfo table) {
    if (table == null) {
      return false;
    }
    String w = synonym.strip().toLowerCase(Locale.ROOT);
    for (ColumnInfo c : table.columns()) {
      for (String value : c.sampleValues()) {
        String v = value.strip().toLowerCase(Locale.ROOT);
        if (!v.isEmpty() && (inflection(w, v) || inflection(v, w))) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Whether two phrases are the same words but for a plural ending of the last ("box" and
   * "boxes", "category" and "categories"): such a synonym adds nothing the generator does not read
   * by itself, and replacing it would only move the words ("type of box").
   */
  static boolean inflection(String a, String b) {
    String x = a.strip().toLowerCase(Locale.ROOT);
    String y = b.strip().toLowerCase(Locale.ROOT);
    if (x.equals(y)) {
      return true;
    }
    if (x.length() > y.length()) {
      String t = x;
      x = y;
      y = t;
    }
    return y.equals(x + "s") || y.equals(x + "es")
        || x.endsWith("y") && y.equals(x.substring(0, x.length() - 1) + "ies");
  }

  /**
   * Whether a value synonym on a related dataset ("overseas" for employees whose office is
   * abroad) stands beside its dataset's own name in the question ("employees based overseas"):
   * then it is dropped rather than replaced by the name again, its condition kept.
   */
  private static boolean namedBeside(String question, Phrase p, ResolvedModel model) {
    net.sf.jsqlparser.expression.Expression e = Expressions.parseCondition(p.condition);
    return e != null && !model.relatedConditions().related(e, p.dataset).isEmpty()
        && names(pattern(p.words).matcher(question).replaceAll(" "), p.dataset, model);
  }

  /** Whether the words after a value synonym already name its table ("active leases leases"). */
  private static boolean followedBy(String after, List<Segment> segments, int index,
      String table) {
    StringBuilder rest = new StringBuilder(after);
    for (int j = index + 1; j < segments.size(); j++) {
      rest.append(segments.get(j).text);
    }
    String r = rest.toString().stripLeading().toLowerCase(Locale.ROOT);
    return r.startsWith(table.toLowerCase(Locale.ROOT))
        || r.startsWith(singular(table).toLowerCase(Locale.ROOT));
  }

  private static List<Phrase> phrases(ResolvedModel model) {
    List<Phrase> phrases = new ArrayList<>();
    for (Dataset d : model.model().datasets()) {
      String table = words(model.table(d).name());
      for (String s : d.context().synonyms()) {
        if (inflection(s, table) || s.strip().contains(" ") && partOf(s, table)) {
          phrases.add(new Phrase(s, null, d, null));
        } else if (storedValue(s, model.table(d))) {
          phrases.add(new Phrase(s, table, d, null, null, true));
        } else {
          add(phrases, s, table, d, null);
        }
      }
      for (ModelField f : d.fields()) {
        String name = f.column() != null ? words(f.column()) : f.name();
        for (String s : f.context().synonyms()) {
          int before = phrases.size();
          add(phrases, s, stateWord(s, name), d, null);
          if (phrases.size() > before) {
            Phrase p = phrases.remove(before);
            phrases.add(new Phrase(p.words, p.replacement, d, null, null, false, f));
          }
        }
        if (f.column() == null && !words(f.name()).equals(f.name())) {
          add(phrases, words(f.name()), f.name(), d, null);
        }
      }
      for (NljdbcExtension.ValueSynonym v : d.extension().valueSynonyms()) {
        if (!LiteralValues.override(v, model.table(d))) {
          phrases.add(new Phrase(v.phrase(), table, d, v.condition()));
          String noun = noun(v.phrase(), d, model);
          if (noun != null) {
            phrases.add(new Phrase(v.phrase(), table, d, v.condition(), noun));
          }
        }
      }
    }
    for (Metric m : model.model().metrics()) {
      Dataset home = model.home(m);
      if (home == null) {
        continue;
      }
      String spelled = model.spelled(m);
      if (spelled != null) {
        String name = words(m.name());
        phrases.add(new Phrase(name, inflection(name, spelled) ? null : spelled, home, null));
        for (String s : m.context().synonyms()) {
          add(phrases, s, spelled, home, null);
        }
        continue;
      }
      String name = words(m.name());
      phrases.add(new Phrase(name, name.equalsIgnoreCase(m.name()) ? null : m.name(), home,
          null));
      for (String s : m.context().synonyms()) {
        if (partOf(s, m.name())) {
          phrases.add(new Phrase(s, m.name(), home, null));
        } else {
          add(phrases, s, m.name(), home, null);
        }
      }
    }
    for (Dataset d : model.model().datasets()) {
      phrases.add(new Phrase(words(model.table(d).name()), null, d, null));
      for (ColumnInfo c : model.table(d).columns()) {
        phrases.add(new Phrase(words(c.name()), null, d, null));
        for (String value : c.sampleValues()) {
          String spoken = value.strip().toLowerCase(Locale.ROOT).replace('_', ' ');
          if (spoken.indexOf(' ') > 0 && spoken.chars().allMatch(ch -> Character.isLetter(ch)
              || ch == ' ')) {
            phrases.add(new Phrase(spoken, null, d, null));
          }
        }
      }
    }
    phrases.sort(Comparator.comparingInt((Phrase p) -> -p.words.length()));
    return phrases;
  }

  private static void add(List<Phrase> phrases, String words, String replacement, Dataset d,
      String condition) {
    if (words.equalsIgnoreCase(replacement) || inflection(words, spaced(replacement))) {
      phrases.add(new Phrase(words, null, d, condition));
    } else if (!partOf(words, replacement)) {
      phrases.add(new Phrase(words, replacement, d, condition));
    }
  }

  /**
   * What a field's synonym is replaced by: a state word ("fixed") standing for a date column
   * named by a state word and a date word ({@code closed_at}) becomes that state word alone
   * ("were fixed" reads "were closed", a condition, not "were closed at", a column); any other
   * synonym becomes the whole name.
   */
  private static String stateWord(String synonym, String name) {
    String[] words = name.toLowerCase(Locale.ROOT).split("[\\s_]+");
    if (words.length == 2 && EventDate.generic(words[1]) && participle(words[0])
        && participle(synonym.toLowerCase(Locale.ROOT))) {
      return words[0];
    }
    return name;
  }

  private static boolean participle(String word) {
    return word.length() > 3 && word.endsWith("ed") && word.chars().allMatch(Character::isLetter);
  }

  /** A name's words, lower case: {@code FullName} and {@code full_name} are "full name". */
  private static String spaced(String name) {
    return name.replaceAll("(?<=\\p{Ll})(?=\\p{Lu})", " ").replace('_', ' ')
        .toLowerCase(Locale.ROOT).strip();
  }

  /** Whether a phrase is some, not all, of the words of a name ("dropped" of "dropped at"). */
  private static boolean partOf(String phrase, String name) {
    List<String> own = List.of(spaced(name).split("\\s+"));
    String[] words = phrase.toLowerCase(Locale.ROOT).split("\\s+");
    if (words.length >= own.size()) {
      return false;
    }
    for (String w : words) {
      if (!own.contains(w)) {
        return false;
      }
    }
    return true;
  }

  private static String words(String identifier) {
    return identifier.replace('_', ' ').strip();
  }

  private static String singular(String word) {
    return word.endsWith("s") ? word.substring(0, word.length() - 1) : word;
  }
}
