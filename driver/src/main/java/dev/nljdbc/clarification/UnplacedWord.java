package dev.nljdbc.clarification;

import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.offline.OfflineSqlGenerator;
import dev.nljdbc.generation.offline.link.LinkCandidate;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.link.SchemaLinking;
import dev.nljdbc.generation.offline.link.TermLink;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.PeriodParser;
import dev.nljdbc.language.Words;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The rule for words the engine cannot place: when the offline engine could build no query
 * because a content word of the question names no table, column or value ("show the
 * escalations"), it asks what the word means instead of failing, offering the tables, columns
 * and sampled values whose names come closest (by word forms and shared letters), then the
 * tables, each in words with what it is ("work orders with urgency critical (an urgency of
 * work_orders)", "crews (table crews)"); any other answer in words is accepted too. The answer,
 * without the note in brackets, replaces the word in the question
 * ({@link Ambiguity.Rewrite#MEANING}) and, once its query ran, is learned for the user: the
 * next question with that word is rewritten without asking, also where the engine would
 * otherwise have dropped the word ("how many escalations per agent"). A word the engine drops
 * from a question it can answer is not asked about: on the generalisation suite's dev turns
 * such words are mostly verbs and cue words the engine reads otherwise ("hired", "compare"),
 * and asking cost more right answers than it saved. Where a table is named only by a shortened
 * word before a kind ending ({@code str_mst}), which the ledger records as a guessed name
 * ({@link SchemaLinking#restsOnGuessedName()}), such a word is asked about all the same.
 */
final class UnplacedWord {
  private static final int MAX_OPTIONS = 12;
  private static final int MAX_NEAR = 6;
  /** The longest text read as a question whose unknown words are worth asking about. */
  static final int MAX_QUESTION = 300;
  /** More unknown words than this, and the text is no question about this schema. */
  static final int MAX_UNPLACED = 3;
  /** The longest unknown word asked about. */
  static final int MAX_WORD = 40;
  /** Words after which a noun phrase starts: a word there names or qualifies what is asked. */
  private static final java.util.Set<String> DETERMINERS = java.util.Set.of("the", "a", "an",
      "our", "their", "its", "any", "every", "each", "these", "those");
  /** Words between "by" and what a ranking is by: "by their total revenue". */
  private static final java.util.Set<String> RANKING_FILLERS = java.util.Set.of("the", "their",
      "its", "total", "overall", "highest", "most", "largest", "biggest");

  private UnplacedWord() {
  }

  /**
   * What the words nothing places mean. When the engine could build no query, the question
   * about the first such word ({@link Severity#CRITICAL}), alone. Otherwise one
   * {@link Severity#MINOR} ambiguity per such word: never asked, but a meaning the user taught
   * before still applies to it.
   *
   * @param linker the offline engine
   * @param request the question with its schema and resolutions
   * @param linking the engine's linking of the question
   * @param schema the schema, for its tables
   */
  static List<Ambiguity> find(OfflineSqlGenerator linker, GenerationRequest request,
      SchemaLinking linking, SchemaSnapshot schema) {
    List<String> words = new ArrayList<>();
    for (String w : linking.unknown()) {
      if (!request.resolutions().containsKey(w.toLowerCase(Locale.ROOT))) {
        words.add(w);
      }
    }
    String commented = determined(request.question(), placedByCommentOnly(linking, request));
    if (commented != null && beforeUnplaced(request.question(), commented, words)) {
      words.add(commented);
    }
    if (words.isEmpty() || !readsAsAQuestion(request.question(), words)) {
      return List.of();
    }
    String ranked = rankedBy(request.question(), words);
    String asked = ranked != null ? ranked : determined(request.question(), words);
    if (asked != null) {
      words.remove(asked);
      words.add(0, asked);
    }
    if (asked == null && linker.places(request) && !linking.restsOnGuessedName()) {
      List<Ambiguity> taught = new ArrayList<>();
      for (String w : words) {
        taught.add(new Ambiguity(AmbiguityType.VAGUE_TERM, w, w, question(w), QuestionKind.TEXT,
            List.of(), true, Severity.MINOR, Ambiguity.Rewrite.MEANING, null));
      }
      return taught;
    }
    String word = words.get(0);
    List<String> options = new ArrayList<>();
    for (LinkCandidate c : linker.nearest(request, word, MAX_NEAR)) {
      addOption(options, LowConfidence.option(c));
    }
    if (ranked != null) {
      for (TableInfo t : schema.tables()) {
        for (ColumnInfo c : t.columns()) {
          if (options.size() < MAX_OPTIONS && measure(c)) {
            addOption(options, LowConfidence.option(new LinkCandidate(LinkKind.COLUMN, t.name(),
                c.name(), null, 0)));
          }
        }
      }
    }
    for (TableInfo t : schema.tables()) {
      if (options.size() >= MAX_OPTIONS) {
        break;
      }
      addOption(options, LowConfidence.option(new LinkCandidate(LinkKind.TABLE, t.name(), null,
          null, 0)));
    }
    QuestionKind kind = options.size() < 2 ? QuestionKind.TEXT : QuestionKind.MULTIPLE_CHOICE;
    return List.of(new Ambiguity(AmbiguityType.VAGUE_TERM, word, word, question(word), kind,
        kind == QuestionKind.TEXT ? List.of() : options, true, Severity.CRITICAL,
        Ambiguity.Rewrite.MEANING, null));
  }

  /**
   * Whether the text is a question a person typed, with a few unknown words in it, rather than
   * a paste, a flood or bytes: it is at most {@value #MAX_QUESTION} characters, at most
   * {@value #MAX_UNPLACED} of its words are unknown, and each of those is a word of letters of
   * at most {@value #MAX_WORD} characters. Anything else fails as not understood.
   */
  static boolean readsAsAQuestion(String question, List<String> unplaced) {
    if (question == null || question.length() > MAX_QUESTION || unplaced.size() > MAX_UNPLACED) {
      return false;
    }
    for (String w : unplaced) {
      if (w.length() > MAX_WORD || !w.chars().allMatch(c -> Character.isLetter(c) || c == '-'
          || c == '\'' || c == '_')) {
        return false;
      }
    }
    return true;
  }

  /**
   * The word nothing places that a question ranks or groups by ("top 5 customers by revenue",
   * "orders per region"), or null. Dropping it would answer another question (the first five
   * customers, all orders), so it is asked about even when the engine could answer without it.
   */
  static String rankedBy(String question, List<String> unplaced) {
    if (question == null) {
      return null;
    }
    List<String> tokens = Words.of(question).lower();
    for (int i = 1; i < tokens.size(); i++) {
      int j = i - 1;
      while (j > 0 && RANKING_FILLERS.contains(tokens.get(j))) {
        j--;
      }
      if (!"by".equals(tokens.get(j)) && !"per".equals(tokens.get(j))) {
        continue;
      }
      for (String w : unplaced) {
        if (w.toLowerCase(Locale.ROOT).equals(tokens.get(i))) {
          return w;
        }
      }
    }
    return null;
  }

  /**
   * The one-word terms only a comment word places ({@link TermLink#placedByCommentOnly}):
   * after a determiner and before a word nothing places, such a word is as good as unplaced
   * ("the loss ratio" is no description's "loss"; "a response time" may be a synonym's phrase).
   */
  private static List<String> placedByCommentOnly(SchemaLinking linking,
      GenerationRequest request) {
    List<String> words = new ArrayList<>();
    for (TermLink t : linking.terms()) {
      String lower = t.term().toLowerCase(Locale.ROOT);
      if (t.resolution() == null && t.term().indexOf(' ') < 0
          && t.placedByCommentOnly() && !request.resolutions().containsKey(lower)) {
        words.add(t.term());
      }
    }
    return words;
  }

  /** Whether the word right after a word of the question is one nothing places. */
  private static boolean beforeUnplaced(String question, String word, List<String> unplaced) {
    List<String> tokens = Words.of(question).lower();
    int at = tokens.indexOf(word.toLowerCase(Locale.ROOT));
    return at >= 0 && at + 1 < tokens.size() && unplaced.stream()
        .anyMatch(w -> w.equalsIgnoreCase(tokens.get(at + 1)));
  }

  /**
   * The word nothing places that comes right after a determiner ("show the stalled shipments",
   * "the churn ratio per branch"), or null: it names or qualifies what is asked for, so dropping
   * it answers another question (every shipment, the branches), and it is asked about even when the
   * engine could answer without it. Verbs and cue words, which the engine reads otherwise or may
   * drop, do not follow a determiner; a word another rule asks about is not asked about here.
   * Words a planner step accounted for ("the revenue" summed as the table's money) are not
   * among the unplaced words at all ({@link SchemaLinking#unknown()}).
   */
  static String determined(String question, List<String> unplaced) {
    if (question == null) {
      return null;
    }
    List<String> tokens = Words.of(question).lower();
    for (int i = 1; i < tokens.size(); i++) {
      if (!DETERMINERS.contains(tokens.get(i - 1))) {
        continue;
      }
      for (String w : unplaced) {
        String lower = w.toLowerCase(Locale.ROOT);
        if (lower.equals(tokens.get(i)) && !askedByAnotherRule(lower)) {
          return w;
        }
      }
    }
    return null;
  }

  /**
   * Words another rule asks about in its own way ("a specific region": which value; "the top
   * customers": how many; "the large orders": above what).
   */
  private static boolean askedByAnotherRule(String lower) {
    return Lexicon.SPECIFIC.contains(lower) || Lexicon.HIGH.contains(lower)
        || Lexicon.LOW.contains(lower) || Lexicon.RANKING.contains(lower)
        || Lexicon.VAGUE_TIME.contains(lower) || PeriodParser.namesPeriod(Words.of(lower))
        || Lexicon.MEASURE_AGGREGATES.contains(lower) || Lexicon.COUNTING.contains(lower);
  }

  /** A numeric column that is no key: something a ranking could be by. */
  private static boolean measure(ColumnInfo c) {
    return RuleDetector.isNumber(c.jdbcType()) && !c.name().toLowerCase(Locale.ROOT).endsWith("id");
  }

  private static String question(String word) {
    return "What do you mean by '" + word + "'? Pick what it stands for, or say it in other "
        + "words.";
  }

  private static void addOption(List<String> options, String option) {
    for (String o : options) {
      if (o.equalsIgnoreCase(option)) {
        return;
      }
    }
    options.add(option);
  }

  /**
   * An answer as words the engine reads in place of the word: {@code tickets.prio = 'urgent'}
   * becomes "tickets with prio urgent", {@code tickets.prio} "tickets prio", a table name its
   * words; any other answer stays as typed, underscores read as spaces, and a note in brackets
   * at its end ({@link LowConfidence#option}) is left out.
   */
  static String asWords(String answer) {
    String a = withoutNote(answer.strip());
    int eq = a.indexOf('=');
    String name = eq > 0 ? a.substring(0, eq).strip() : a;
    String value = eq > 0 ? unquote(a.substring(eq + 1).strip()) : null;
    String words;
    int dot = name.indexOf('.');
    if (dot > 0 && name.indexOf(' ') < 0) {
      words = name.substring(0, dot) + (value == null ? " " : " with ")
          + name.substring(dot + 1);
    } else {
      words = name;
    }
    words = words.replace('_', ' ');
    return value == null ? words : words + " " + value.replace('_', ' ');
  }

  /**
   * An option's words without the note in brackets that says what it is: "owners (table
   * owners)" is "owners".
   */
  private static String withoutNote(String a) {
    int open = a.lastIndexOf(" (");
    return open > 0 && a.endsWith(")") ? a.substring(0, open).strip() : a;
  }

  private static String unquote(String v) {
    if (v.length() >= 2 && v.startsWith("'") && v.endsWith("'")) {
      return v.substring(1, v.length() - 1).replace("''", "'");
    }
    return v;
  }
}
