package dev.nljdbc.clarification;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.offline.OfflineSqlGenerator;
import dev.nljdbc.generation.offline.confidence.ConfidenceModel;
import dev.nljdbc.generation.offline.link.LinkCandidate;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.link.SchemaLinking;
import dev.nljdbc.generation.offline.link.TermLink;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The rule for readings that rest on weak evidence: when the fitted confidence model
 * ({@link ConfidenceModel}) gives the offline engine's query for a question a probability of
 * being right below {@code clarify.minConfidence}, the engine asks what the weakest part of the
 * question means instead of answering: a word nothing accounts for, else a word only a planner
 * step's guess accounts for, else the term with the lowest link score. The options are the
 * term's candidates and the names nearest to it, in words with what each is ("owners (table
 * owners)"); any other answer in words is accepted too. The answer replaces the term
 * ({@link Ambiguity.Rewrite#MEANING}) and is learned like the meaning of an unplaced word.
 */
final class LowConfidence {
  private static final int MAX_OPTIONS = 8;
  private static final int MAX_NEAR = 4;
  private static final double PERCENT = 100.0;

  private LowConfidence() {
  }

  /**
   * The question to ask, or null when the engine is sure enough, builds no query, or the
   * question has nothing to ask about.
   *
   * @param engine the offline engine
   * @param request the question with its schema and resolutions
   * @param linking the engine's linking of the question
   * @param schema the schema, for its tables
   * @param minConfidence the least probability (percent) of a right answer that is answered
   */
  static Ambiguity find(OfflineSqlGenerator engine, GenerationRequest request,
      SchemaLinking linking, SchemaSnapshot schema, int minConfidence) {
    if (minConfidence <= 0) {
      return null;
    }
    GeneratedQuery query;
    try {
      query = engine.generate(request);
    } catch (SQLException | RuntimeException e) {
      return null;
    }
    if (query.evidence() == null
        || PERCENT * ConfidenceModel.shipped().probability(query.evidence()) >= minConfidence) {
      return null;
    }
    String word = unplaced(linking, request);
    if (word != null) {
      List<String> options = new ArrayList<>();
      for (LinkCandidate c : engine.nearest(request, word, MAX_NEAR)) {
        add(options, option(c));
      }
      for (TableInfo t : schema.tables()) {
        add(options, option(new LinkCandidate(LinkKind.TABLE, t.name(), null, null, 0)));
      }
      return ask(word, options, AmbiguityType.VAGUE_TERM);
    }
    TermLink weakest = null;
    for (TermLink t : linking.terms()) {
      if (t.best() != null && t.resolution() == null
          && !request.resolutions().containsKey(t.term().toLowerCase(Locale.ROOT))
          && (weakest == null || t.best().score() < weakest.best().score())) {
        weakest = t;
      }
    }
    if (weakest == null) {
      return null;
    }
    List<String> options = new ArrayList<>();
    for (LinkCandidate c : weakest.candidates()) {
      add(options, option(c));
    }
    for (LinkCandidate c : engine.nearest(request, weakest.term(), MAX_NEAR)) {
      add(options, option(c));
    }
    AmbiguityType type = weakest.best().kind() == LinkKind.TABLE
        ? AmbiguityType.TABLE_AMBIGUITY : AmbiguityType.COLUMN_AMBIGUITY;
    return ask(weakest.term(), options, type);
  }

  /**
   * The first word nothing accounts for ({@link SchemaLinking#unknown()}: no link, period,
   * time or comparison word, or planner step), else the first word only a step's guess
   * accounts for ({@link SchemaLinking#guessed()}), that is worth asking about, or null: never
   * a function word, a single letter or the half of a negated auxiliary ("didn't").
   */
  private static String unplaced(SchemaLinking linking, GenerationRequest request) {
    List<String> weak = new ArrayList<>(linking.unknown());
    weak.addAll(linking.guessed());
    for (String w : weak) {
      String lower = w.toLowerCase(Locale.ROOT);
      if (!request.resolutions().containsKey(lower)
          && lower.length() > 1 && Lexicon.isContent(lower)
          && !negatedAuxiliary(request.question(), lower)
          && UnplacedWord.readsAsAQuestion(request.question(), List.of(w))) {
        return w;
      }
    }
    return null;
  }

  /**
   * Whether the word is the first half of a negated auxiliary in the question ("didn't",
   * "haven't": the tokens "didn" and "t"): a function word that names nothing, never the word to
   * ask about.
   */
  static boolean negatedAuxiliary(String question, String lower) {
    if (question == null) {
      return false;
    }
    String q = question.toLowerCase(Locale.ROOT).replace('\u2019', '\'');
    return q.contains(lower + "'t");
  }

  private static Ambiguity ask(String term, List<String> options, AmbiguityType type) {
    List<String> offered = options.size() > MAX_OPTIONS ? options.subList(0, MAX_OPTIONS)
        : options;
    QuestionKind kind = offered.size() < 2 ? QuestionKind.TEXT : QuestionKind.MULTIPLE_CHOICE;
    return new Ambiguity(type, term, term, "I am not sure what '" + term + "' means here. Pick "
        + "what it stands for, or say it in other words.", kind,
        kind == QuestionKind.TEXT ? List.of() : offered, true, Severity.IMPORTANT,
        Ambiguity.Rewrite.MEANING, null);
  }

  /**
   * A candidate as an option in words, with what it is in brackets: "owners (table owners)",
   * "orders total (column total of orders)", "customers with city Paris (a city of
   * customers)", "work orders with urgency critical (an urgency of work_orders)".
   * The words before the brackets are what replaces the term ({@link UnplacedWord#asWords}).
   */
  static String option(LinkCandidate c) {
    String table = RuleDetector.display(c.table());
    switch (c.kind()) {
      case TABLE:
        return UnplacedWord.asWords(table) + " (table " + table + ")";
      case COLUMN:
        String column = RuleDetector.display(c.column());
        return UnplacedWord.asWords(table + "." + column) + " (column " + column + " of "
            + table + ")";
      default:
        String col = RuleDetector.display(c.column());
        return UnplacedWord.asWords(table + "." + col + " = '" + c.value().replace("'", "''")
            + "'") + " (" + article(col) + " " + col + " of " + table + ")";
    }
  }

  /** "an" before a name that starts with a vowel letter, else "a". */
  private static String article(String name) {
    return !name.isEmpty() && "aeiouAEIOU".indexOf(name.charAt(0)) >= 0 ? "an" : "a";
  }

  private static void add(List<String> options, String option) {
    for (String o : options) {
      if (o.equalsIgnoreCase(option)) {
        return;
      }
    }
    options.add(option);
  }
}
