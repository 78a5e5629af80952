package dev.nljdbc.clarification;

import dev.nljdbc.error.UserText;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.offline.OfflineSqlGenerator;
import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.link.LinkCandidate;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.link.SchemaLinking;
import dev.nljdbc.generation.offline.link.TermLink;
import dev.nljdbc.generation.offline.spec.DateChoice;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.MeasureWords;
import dev.nljdbc.language.NameWords;
import dev.nljdbc.language.PeriodParser;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordForms;
import dev.nljdbc.language.Words;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.ForeignKey;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The offline detection rules, over the schema, its sampled values and the offline engine's
 * linking of the question's words; no language model.
 *
 * <p>Design: the intent stage asks which table when nothing in the question names a table,
 * column or value and its remaining words are generic ("show me data"). Otherwise each schema
 * rule looks at the linked terms: a term whose best candidates tie (the engine's own tie margin)
 * is a column or table ambiguity; a column name shared by several tables with nothing else naming
 * a table is a table ambiguity; a vague time word without a period, a size adjective before a
 * numeric measure or a comparison with nothing after it, a ranking word without a count, an
 * aggregate without a measure over a table with several, and "a specific X" without the value
 * each ask once. Everything the question states is left alone, and so is every guess that does
 * not change the answer much (near ties outside the margin): the rules are conservative. For a
 * refinement only the feedback is examined, and only rules that need no table context apply.
 */
final class RuleDetector implements Detector {
  private static final Logger LOG = LoggerFactory.getLogger(RuleDetector.class);
  /** Candidates this close to the best one make a shared column name a table ambiguity. */
  private static final double SAME_NAME_MARGIN = 0.05;
  private static final int MAX_OPTIONS = 12;
  private static final int MAX_TABLE_OPTIONS = 20;
  /**
   * The least score with which a planner step must have accounted for an aggregate word for
   * the word not to be asked about: a sure default, such as a total of the table's only money
   * measure.
   */
  private static final double SETTLED = 1;

  private final OfflineSqlGenerator linker;
  private final int minConfidence;
  private final ModelEvidence evidence;

  /** Rules that never ask for want of confidence alone. */
  RuleDetector(OfflineSqlGenerator linker) {
    this(linker, 0);
  }

  RuleDetector(OfflineSqlGenerator linker, int minConfidence) {
    this(linker, minConfidence, ModelEvidence.NONE);
  }

  /**
   * @param linker the offline engine
   * @param minConfidence the least fitted probability (percent) of a right answer that is
   *     answered without asking; 0 never asks for want of confidence ({@link LowConfidence})
   * @param evidence whether a semantic model accounts for a question's words: then it is not
   *     asked about for want of confidence
   */
  RuleDetector(OfflineSqlGenerator linker, int minConfidence, ModelEvidence evidence) {
    this.linker = linker;
    this.minConfidence = minConfidence;
    this.evidence = evidence;
  }

  @Override
  public List<Ambiguity> detect(Subject asked) {
    Subject subject = asked;
    String text = subject.text() == null ? "" : subject.text().strip();
    if (text.isEmpty() || subject.schema() == null) {
      return List.of();
    }
    boolean modelled = evidence.accounts(text, subject.schema())
        && evidence.accounts(text, unsure(text, subject), subject.schema());
    SchemaSnapshot base = modelled ? subject.schema() : evidence.base(subject.schema());
    if (base != subject.schema()) {
      GenerationRequest r = subject.request();
      subject = new Subject(subject.text(), new GenerationRequest(r.question(), r.refinement(),
          base, r.tenantColumn(), r.resolutions()),
          subject.refinement(), subject.currentSql(), subject.conversation());
    }
    GenerationRequest request = subject.request();
    SchemaLinking linking;
    try {
      linking = linker.link(new GenerationRequest(text, null, request.schema(),
          request.tenantColumn(), request.resolutions()));
    } catch (RuntimeException e) {
      LOG.warn("schema linking failed; no rule-based clarification for this question", e);
      return List.of();
    }
    Reading r = new Reading(text, Words.of(text), linking, subject.schema(),
        request.tenantColumn(), subject.refinement(), subject.currentSql());
    List<Ambiguity> found = new ArrayList<>();
    if (!r.refinement) {
      Ambiguity intent = intent(r);
      if (intent != null) {
        return List.of(intent);
      }
    }
    List<Ambiguity> unplaced = r.refinement ? List.of()
        : unplacedWords(request, linking, subject.schema(), text);
    if (!unplaced.isEmpty() && unplaced.get(0).severity() == Severity.CRITICAL) {
      return unplaced;
    }
    for (TermLink term : linking.terms()) {
      Ambiguity a = tie(r, term);
      if (a == null && !r.refinement) {
        a = sharedName(r, term);
      }
      add(found, a);
    }
    if (!r.refinement) {
      found.addAll(dateColumns(text, request));
    }
    add(found, vagueTime(r));
    found.addAll(thresholds(r));
    add(found, ranking(r));
    if (!r.refinement) {
      add(found, aggregation(r));
    }
    add(found, specificValue(r));
    add(found, relatedEntity(request, r));
    if (!r.refinement) {
      add(found, BothOrEither.of(text, r.words, linking, subject.schema()));
    }
    found.addAll(unplaced);
    if (!r.refinement && found.stream().allMatch(a -> a.severity() == Severity.MINOR)) {
      Ambiguity weak = LowConfidence.find(linker, new GenerationRequest(text, null,
          request.schema(), request.tenantColumn(), request.resolutions()), linking,
          subject.schema(), modelled ? 0 : minConfidence);
      if (weak != null) {
        found.removeIf(a -> a.overlaps(weak));
        found.add(weak);
      }
    }
    found.sort(Comparator.comparing(Ambiguity::severity));
    return found;
  }

  /**
   * The words the engine cannot place without the model: content words no link covers that are
   * unknown or vague, and the words only a guess accounts for, read on the schema without the
   * model ({@link ModelEvidence#base}).
   */
  private List<String> unsure(String text, Subject subject) {
    GenerationRequest r = subject.request();
    SchemaLinking plain;
    try {
      plain = linker.link(new GenerationRequest(text, null, evidence.base(subject.schema()),
          r.tenantColumn(), r.resolutions()));
    } catch (RuntimeException e) {
      return List.of();
    }
    List<String> words = new ArrayList<>(plain.guessed());
    for (String w : plain.unmatched()) {
      if (plain.unknown().contains(w) || Lexicon.isVague(w.toLowerCase(Locale.ROOT))) {
        words.add(w);
      }
    }
    return words;
  }

  private static void add(List<Ambiguity> found, Ambiguity a) {
    if (a != null && a.severity() != Severity.MINOR) {
      found.add(a);
    }
  }

  // ---- intent stage ----------------------------------------------------------------------

  private static Ambiguity intent(Reading r) {
    if (!r.linking.terms().isEmpty() || r.linking.accountedByStep()) {
      return null;
    }
    for (String word : r.linking.unmatched()) {
      if (!Lexicon.isVague(word.toLowerCase(Locale.ROOT))) {
        return null;
      }
    }
    List<String> tables = new ArrayList<>();
    for (TableInfo t : r.schema.tables()) {
      tables.add(display(t.name()));
    }
    if (tables.isEmpty()) {
      return null;
    }
    String question = "'" + UserText.abbreviate(r.text, 60) + "' does not say what data: which "
        + "table do you want?";
    if (tables.size() < 2 || tables.size() > MAX_TABLE_OPTIONS) {
      return new Ambiguity(AmbiguityType.INTENT, r.text, null, question, QuestionKind.TEXT,
          List.of(), true, Severity.CRITICAL, Ambiguity.Rewrite.SOURCE, null);
    }
    return new Ambiguity(AmbiguityType.INTENT, r.text, null, question,
        QuestionKind.MULTIPLE_CHOICE, tables, false, Severity.CRITICAL,
        Ambiguity.Rewrite.SOURCE, null);
  }

  /**
   * Words the engine cannot place: asked about when it could build no query ("escalations"),
   * else minor (never asked, but a meaning the user taught applies).
   */
  private List<Ambiguity> unplacedWords(GenerationRequest request, SchemaLinking linking,
      SchemaSnapshot schema, String text) {
    return UnplacedWord.find(linker, new GenerationRequest(text, null, request.schema(),
        request.tenantColumn(), request.resolutions()), linking, schema);
  }

  // ---- schema stage ----------------------------------------------------------------------

  /** A term whose best candidates tie: which column, or which table. */
  private static Ambiguity tie(Reading r, TermLink term) {
    if (!term.isAmbiguous()) {
      return null;
    }
    List<LinkCandidate> tied = term.tied();
    LinkKind kind = tied.get(0).kind();
    Set<String> tables = new LinkedHashSet<>();
    for (LinkCandidate c : tied) {
      if (c.kind() != kind) {
        return null;
      }
      tables.add(c.table().toLowerCase(Locale.ROOT));
    }
    if (kind == LinkKind.TABLE) {
      if (r.refinement) {
        return null;
      }
      List<String> options = new ArrayList<>();
      tied.forEach(c -> options.add(display(c.table())));
      return new Ambiguity(AmbiguityType.TABLE_AMBIGUITY, term.term(), null,
          "Which table do you mean by '" + term.term() + "'?", QuestionKind.MULTIPLE_CHOICE,
          cap(options), false, Severity.CRITICAL, Ambiguity.Rewrite.PICK, null);
    }
    if (kind != LinkKind.COLUMN) {
      return null;
    }
    if (r.refinement && (tables.size() > 1 || !r.mentions(tables.iterator().next()))) {
      return null;
    }
    if (onlyOneSaidInFull(r, tied)) {
      return null;
    }
    boolean qualify = tables.size() > 1;
    List<String> options = new ArrayList<>();
    for (LinkCandidate c : tied) {
      String option = qualify ? display(c.table()) + "." + display(c.column())
          : display(c.column());
      if (!options.contains(option)) {
        options.add(option);
      }
    }
    if (options.size() < 2) {
      return null;
    }
    return new Ambiguity(AmbiguityType.COLUMN_AMBIGUITY, term.term(), null,
        "You mentioned '" + term.term() + "'. Which column do you mean?",
        QuestionKind.MULTIPLE_CHOICE, cap(options), false, Severity.CRITICAL,
        Ambiguity.Rewrite.PICK, null);
  }

  /**
   * Whether the question says every word of one tied column's name, in order, and of no other's
   * ("net sales" ties "net" between {@code net_pay} and {@code net_sales}, but says the second
   * in full): the word is part of that name, not a choice between them.
   */
  private static boolean onlyOneSaidInFull(Reading r, List<LinkCandidate> tied) {
    List<String> said = new ArrayList<>();
    for (Token t : r.words) {
      said.add(t.lower());
    }
    int inFull = 0;
    for (LinkCandidate c : tied) {
      List<String> name = NameWords.ofIdentifier(c.column());
      if (name.size() > 1 && saysInOrder(said, name)) {
        inFull++;
      }
    }
    return inFull == 1;
  }

  private static boolean saysInOrder(List<String> said, List<String> name) {
    for (int i = 0; i + name.size() <= said.size(); i++) {
      boolean all = true;
      for (int k = 0; k < name.size() && all; k++) {
        all = WordForms.lemma(said.get(i + k)).equals(WordForms.lemma(name.get(k)));
      }
      if (all) {
        return true;
      }
    }
    return false;
  }

  /**
   * A column whose name several tables share ("name") while nothing else in the question names a
   * table: which table's.
   */
  private static Ambiguity sharedName(Reading r, TermLink term) {
    LinkCandidate best = term.best();
    if (best == null || best.kind() != LinkKind.COLUMN || term.isResolved()
        || r.namesATable(term)) {
      return null;
    }
    List<String> tables = new ArrayList<>();
    for (LinkCandidate c : term.candidates()) {
      if (c.kind() == LinkKind.COLUMN && best.score() - c.score() <= SAME_NAME_MARGIN
          && c.column().equalsIgnoreCase(best.column())
          && !tables.contains(display(c.table()))) {
        tables.add(display(c.table()));
      }
    }
    if (tables.size() < 2) {
      return null;
    }
    return new Ambiguity(AmbiguityType.TABLE_AMBIGUITY, term.term(), null,
        "Several tables have a " + display(best.column()) + " column. Which table's '"
            + term.term() + "' do you mean?", QuestionKind.MULTIPLE_CHOICE, cap(tables), false,
        Severity.CRITICAL, Ambiguity.Rewrite.PICK, display(best.column()));
  }

  /**
   * A period on a table with several equally plausible dates of its own ("appointments last
   * month": booked or scheduled?) that nothing in the question picks: which column. The answer
   * is keyed by the table ({@link DateChoice#key()}), so it settles later questions too.
   */
  private List<Ambiguity> dateColumns(String text, GenerationRequest request) {
    List<DateChoice> choices;
    try {
      choices = linker.dateChoices(new GenerationRequest(text, null, request.schema(),
          request.tenantColumn(), request.resolutions()));
    } catch (RuntimeException e) {
      LOG.warn("date column choice failed; no clarification of it for this question", e);
      return List.of();
    }
    List<Ambiguity> found = new ArrayList<>();
    Set<String> asked = new HashSet<>();
    for (DateChoice c : choices) {
      if (!asked.add(c.key())) {
        continue;
      }
      List<String> options = new ArrayList<>();
      c.columns().forEach(col -> options.add(display(c.table()) + "." + display(col)));
      found.add(new Ambiguity(AmbiguityType.COLUMN_AMBIGUITY, c.key(), null,
          "Which date of " + display(c.table()) + " does '" + c.phrase() + "' apply to?",
          QuestionKind.MULTIPLE_CHOICE, cap(options), false, Severity.IMPORTANT,
          Ambiguity.Rewrite.PICK, null));
    }
    return found;
  }

  /** "recent" and the like without a period, over a table that has dates. */
  private static Ambiguity vagueTime(Reading r) {
    if (PeriodParser.namesPeriod(r.all)) {
      return null;
    }
    Token vague = null;
    for (Token w : r.words) {
      if (vague == null && Lexicon.VAGUE_TIME.contains(w.lower())) {
        vague = w;
      }
    }
    if (vague == null || !r.hasDates()) {
      return null;
    }
    return new Ambiguity(AmbiguityType.VAGUE_TERM, vague.text(), vague.text(),
        "What period do you mean by '" + vague.text() + "'? For example: last 7 days, last 30 "
            + "days, this month, 2024.", QuestionKind.DATE_RANGE, List.of(), true,
        Severity.IMPORTANT, Ambiguity.Rewrite.PERIOD, null);
  }

  /** "high volume" and "greater than" with no value. */
  private static List<Ambiguity> thresholds(Reading r) {
    List<Ambiguity> found = new ArrayList<>();
    List<Token> words = r.words;
    for (int i = 0; i + 1 < words.size(); i++) {
      Token w = words.get(i);
      boolean high = Lexicon.HIGH.contains(w.lower());
      if (!high && !Lexicon.LOW.contains(w.lower())) {
        continue;
      }
      TermLink next = r.termStartingAt(i + 1);
      if (next == null || r.termStartingAt(i) != null) {
        continue;
      }
      String measure = r.numericColumn(next);
      if (measure == null) {
        continue;
      }
      String named = next.isAmbiguous() ? next.term() : measure.replace('_', ' ');
      found.add(new Ambiguity(AmbiguityType.THRESHOLD, w.text() + " " + named, w.text(),
          "What counts as " + w.text() + " for " + named + "? Give a number.",
          QuestionKind.NUMBER, List.of(), true, Severity.IMPORTANT, Ambiguity.Rewrite.COMPARE,
          named + (high ? " over" : " under")));
    }
    String lower = r.text.toLowerCase(Locale.ROOT).replaceAll("[\\s?.!]+$", "");
    for (String comparative : Lexicon.COMPARATIVES) {
      if (lower.endsWith(" " + comparative)) {
        String before = lower.substring(0, lower.length() - comparative.length());
        String measure = r.numericColumnBefore(before.length());
        if (measure != null) {
          found.add(new Ambiguity(AmbiguityType.THRESHOLD, comparative,
              r.text.substring(before.length()).replaceAll("[\\s?.!]+$", ""),
              "'" + comparative + "' what? Give a number for " + measure + ".",
              QuestionKind.NUMBER, List.of(), true, Severity.CRITICAL,
              Ambiguity.Rewrite.AFTER, null));
        }
        break;
      }
    }
    return found;
  }

  /** "top customers" without how many. */
  private static Ambiguity ranking(Reading r) {
    List<Token> words = r.words;
    for (int i = 0; i < words.size(); i++) {
      Token w = words.get(i);
      if (!Lexicon.RANKING.contains(w.lower()) || r.termCovering(i) != null
          || MeasureWords.sellingAfter(words, i) >= 0) {
        continue;
      }
      boolean counted = i + 1 < words.size() && r.all.isCount(i + 1)
          || i > 0 && r.all.isCount(i - 1)
          || i > 1 && r.all.isCount(i - 2);
      if (counted || r.linking.terms().isEmpty()) {
        return null;
      }
      return new Ambiguity(AmbiguityType.VAGUE_TERM, w.text(), w.text(),
          "How many do you want for '" + w.text() + "'? Give a number, e.g. 10.",
          QuestionKind.NUMBER, List.of(), true, Severity.IMPORTANT, Ambiguity.Rewrite.AFTER,
          null);
    }
    return null;
  }

  /** "average readings": an aggregate with no measure over a table with several. */
  private static Ambiguity aggregation(Reading r) {
    Token cue = null;
    for (Token w : r.words) {
      if (Lexicon.COUNTING.contains(w.lower())) {
        return null;
      }
      if (cue == null && Lexicon.MEASURE_AGGREGATES.contains(w.lower())
          && r.termCovering(r.words.indexOf(w)) == null) {
        cue = w;
      }
    }
    if (cue == null) {
      return null;
    }
    TableInfo subject = null;
    for (TermLink t : r.linking.terms()) {
      LinkCandidate best = t.best();
      if (best == null) {
        continue;
      }
      if (best.kind() == LinkKind.COLUMN && r.isNumeric(best)) {
        return null;
      }
      if (best.kind() == LinkKind.TABLE && subject == null) {
        subject = r.schema.table(best.table());
      }
    }
    if (subject == null) {
      return null;
    }
    List<String> measures = stored(subject, asksForDeduction(r) ? r.measures(subject)
        : withoutDeductions(r.measures(subject)));
    if (measures.size() < 2
        || r.linking.settledByStep(cue.text(), SETTLED) != null) {
      return null;
    }
    return new Ambiguity(AmbiguityType.AGGREGATION, cue.text(), cue.text(),
        "'" + cue.text() + "' of which " + display(subject.name()) + " column?",
        QuestionKind.MULTIPLE_CHOICE, cap(measures), false, Severity.IMPORTANT,
        Ambiguity.Rewrite.AFTER, null);
  }

  /** Whether the question itself speaks of an amount taken off ("total discount"). */
  private static boolean asksForDeduction(Reading r) {
    for (Token w : r.words) {
      if (Lexicon.DEDUCTION.contains(w.lower())) {
        return true;
      }
    }
    return false;
  }

  /**
   * The measures without a semantic model's metrics and computed fields, unless nothing else is
   * left: those are reached by their own names, and a model must not make a total that its
   * table's stored measures answer into a question.
   */
  private static List<String> stored(TableInfo table, List<String> measures) {
    List<String> kept = new ArrayList<>();
    for (String m : measures) {
      boolean derived = false;
      for (ColumnInfo c : table.columns()) {
        derived |= display(c.name()).equals(m) && ColumnEntry.derived(c);
      }
      if (!derived) {
        kept.add(m);
      }
    }
    return kept.isEmpty() ? measures : kept;
  }

  /**
   * The measures without those that are taken off another (a discount, a rebate), unless
   * nothing else is left: a total or an average never means one of them.
   */
  private static List<String> withoutDeductions(List<String> measures) {
    List<String> kept = new ArrayList<>();
    for (String m : measures) {
      boolean deduction = false;
      for (String w : NameWords.ofIdentifier(m)) {
        deduction |= Lexicon.DEDUCTION.contains(w);
      }
      if (!deduction) {
        kept.add(m);
      }
    }
    return kept.isEmpty() ? measures : kept;
  }

  /**
   * "Who were they for?" after a query whose rows lead to several tables of people (orders to
   * clients and sales reps): which of them.
   */
  private Ambiguity relatedEntity(GenerationRequest request, Reading r) {
    if (!r.refinement) {
      return null;
    }
    String word = null;
    for (Token w : r.words) {
      if (Lexicon.PERSON_QUESTION.contains(w.lower())) {
        word = w.lower();
        break;
      }
    }
    if (word == null) {
      return null;
    }
    List<String> tables;
    try {
      tables = linker.relatedEntityChoices(request);
    } catch (RuntimeException e) {
      LOG.warn("the current query could not be followed up; not asking about '{}'", word, e);
      return null;
    }
    if (tables.size() < 2) {
      return null;
    }
    List<String> options = new ArrayList<>();
    tables.forEach(t -> options.add(display(t)));
    return new Ambiguity(AmbiguityType.TABLE_AMBIGUITY, word, null,
        "'" + word + "': the rows of which table do you want?", QuestionKind.MULTIPLE_CHOICE,
        cap(options), false, Severity.CRITICAL, Ambiguity.Rewrite.PICK, null);
  }

  /** "for a specific region" without saying which. */
  private static Ambiguity specificValue(Reading r) {
    List<Token> words = r.words;
    for (int i = 0; i + 1 < words.size(); i++) {
      if (!Lexicon.SPECIFIC.contains(words.get(i).lower())) {
        continue;
      }
      TermLink next = r.termStartingAt(i + 1);
      if (next == null || next.best() == null || next.best().kind() == LinkKind.VALUE) {
        continue;
      }
      int from = i > 0 && Set.of("a", "an", "one", "some", "the").contains(
          words.get(i - 1).lower()) ? i - 1 : i;
      String span = r.text.substring(words.get(from).start(), next.end());
      List<String> values = r.values(next.best());
      String question = "Which " + next.term() + " do you mean?";
      if (values.size() < 2) {
        return new Ambiguity(AmbiguityType.MISSING_FILTER, next.term(), span, question,
            QuestionKind.TEXT, List.of(), true, Severity.CRITICAL, Ambiguity.Rewrite.VALUE,
            next.term());
      }
      return new Ambiguity(AmbiguityType.MISSING_FILTER, next.term(), span, question,
          QuestionKind.MULTIPLE_CHOICE, cap(values), true, Severity.CRITICAL,
          Ambiguity.Rewrite.VALUE, next.term());
    }
    return null;
  }

  private static List<String> cap(List<String> options) {
    return options.size() <= MAX_OPTIONS ? options : options.subList(0, MAX_OPTIONS);
  }

  /** A name as a person reads it: lower case when the database folded it to upper case. */
  static String display(String name) {
    return name.equals(name.toUpperCase(Locale.ROOT)) ? name.toLowerCase(Locale.ROOT) : name;
  }

  /** The question as read: its words, its linking and the schema. */
  private static final class Reading {
    final String text;
    final Words all;
    final List<Token> words;
    final SchemaLinking linking;
    final SchemaSnapshot schema;
    final String tenantColumn;
    final boolean refinement;
    final String currentSql;

    Reading(String text, Words all, SchemaLinking linking, SchemaSnapshot schema,
        String tenantColumn, boolean refinement, String currentSql) {
      this.text = text;
      this.all = all;
      this.words = all.list();
      this.linking = linking;
      this.schema = schema;
      this.tenantColumn = tenantColumn;
      this.refinement = refinement;
      this.currentSql = currentSql == null ? "" : currentSql.toLowerCase(Locale.ROOT);
    }

    boolean mentions(String table) {
      return currentSql.matches("(?s).*\\b" + Pattern.quote(table) + "\\b.*");
    }

    /** The linked term whose first word is the word at this index, or null. */
    TermLink termStartingAt(int index) {
      if (index >= words.size()) {
        return null;
      }
      int start = words.get(index).start();
      for (TermLink t : linking.terms()) {
        if (t.start() == start) {
          return t;
        }
      }
      return null;
    }

    /** The linked term covering the word at this index, or null. */
    TermLink termCovering(int index) {
      if (index < 0 || index >= words.size()) {
        return null;
      }
      Token w = words.get(index);
      for (TermLink t : linking.terms()) {
        if (t.start() <= w.start() && w.end() <= t.end()) {
          return t;
        }
      }
      return null;
    }

    /** Whether another term names a table or a value (which settles the table). */
    boolean namesATable(TermLink except) {
      for (TermLink t : linking.terms()) {
        if (t != except && t.best() != null && t.best().kind() != LinkKind.COLUMN) {
          return true;
        }
      }
      return false;
    }

    boolean hasDates() {
      for (TermLink t : linking.terms()) {
        LinkCandidate best = t.best();
        TableInfo table = best == null ? null : schema.table(best.table());
        if (table != null) {
          for (ColumnInfo c : table.columns()) {
            if (isDate(c.jdbcType())) {
              return true;
            }
          }
        }
      }
      return false;
    }

    /** The column name when the term's best candidates are numeric columns, else null. */
    String numericColumn(TermLink term) {
      LinkCandidate best = term.best();
      if (best == null || best.kind() != LinkKind.COLUMN || !isNumeric(best)) {
        return null;
      }
      return display(best.column());
    }

    /** The numeric column of the last term ending before this offset, or null. */
    String numericColumnBefore(int offset) {
      TermLink last = null;
      for (TermLink t : linking.terms()) {
        if (t.end() <= offset) {
          last = t;
        }
      }
      return last == null ? null : numericColumn(last);
    }

    boolean isNumeric(LinkCandidate c) {
      TableInfo t = schema.table(c.table());
      ColumnInfo col = t == null || c.column() == null ? null : t.column(c.column());
      return col != null && isNumber(col.jdbcType());
    }

    /** The numeric columns of a table that are measures, not keys. */
    List<String> measures(TableInfo table) {
      Set<String> keys = new HashSet<>();
      table.primaryKey().forEach(k -> keys.add(k.toLowerCase(Locale.ROOT)));
      for (ForeignKey fk : table.foreignKeys()) {
        fk.columns().forEach(k -> keys.add(k.toLowerCase(Locale.ROOT)));
      }
      if (tenantColumn != null) {
        keys.add(tenantColumn.toLowerCase(Locale.ROOT));
      }
      List<String> measures = new ArrayList<>();
      for (ColumnInfo c : table.columns()) {
        String name = c.name().toLowerCase(Locale.ROOT);
        if (isNumber(c.jdbcType()) && !keys.contains(name) && !name.equals("id")
            && !name.endsWith("_id")) {
          measures.add(display(c.name()));
        }
      }
      return measures;
    }

    /** The sampled values a person could pick for a table or column. */
    List<String> values(LinkCandidate c) {
      TableInfo t = schema.table(c.table());
      if (t == null) {
        return List.of();
      }
      if (c.column() != null) {
        ColumnInfo col = t.column(c.column());
        return col == null ? List.of() : col.sampleValues();
      }
      for (ColumnInfo col : t.columns()) {
        if (!col.sampleValues().isEmpty()) {
          return col.sampleValues();
        }
      }
      return List.of();
    }
  }

  static boolean isNumber(int jdbcType) {
    switch (jdbcType) {
      case Types.TINYINT:
      case Types.SMALLINT:
      case Types.INTEGER:
      case Types.BIGINT:
      case Types.REAL:
      case Types.FLOAT:
      case Types.DOUBLE:
      case Types.NUMERIC:
      case Types.DECIMAL:
        return true;
      default:
        return false;
    }
  }

  static boolean isDate(int jdbcType) {
    return jdbcType == Types.DATE || jdbcType == Types.TIMESTAMP
        || jdbcType == Types.TIMESTAMP_WITH_TIMEZONE;
  }
}
