package dev.nljdbc.clarification;

import dev.nljdbc.dialog.ClarificationStep;
import dev.nljdbc.dialog.Confidence;
import dev.nljdbc.dialog.DetectedIntent;
import dev.nljdbc.dialog.Intent;
import dev.nljdbc.dialog.SchemaSource;
import dev.nljdbc.error.SqlState;
import dev.nljdbc.error.UserText;
import dev.nljdbc.execution.DroppedClarification;
import dev.nljdbc.expansion.Expansion;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.RefinementContext;
import dev.nljdbc.language.Words;
import dev.nljdbc.metrics.PipelineMetrics;
import dev.nljdbc.metrics.PipelineMetrics.ClarificationEvent;
import java.security.SecureRandom;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.StringJoiner;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One session's clarification step: detects, asks, reads answers, continues, learns.
 *
 * <p>Design: a review runs the detector on the draft (for a refinement, on its feedback), first
 * answers what the user's learned patterns settle, and asks the rest (at most
 * {@value #MAX_QUESTIONS} questions; minor ones are never asked, only settled when learned) as a
 * pending clarification saved in the state store. The
 * next natural-language statement is read as the answer to the open questions (a bare answer
 * goes to the first open question, or to each in turn when separated by semicolons or commas);
 * once every question is answered, all answers so far are applied to the original draft and the
 * draft is examined again, so a second round can ask what the first answers revealed. After
 * {@value #MAX_ROUNDS} rounds the best query runs. A bad answer is a 42000 that leaves the
 * clarification open. The answers of a draft whose query ran are learned; the resolutions of the
 * current topic carry over to its refinements. The store is the truth about a pending
 * clarification: another session of the same user may have taken it over after a reconnect, and
 * a statement of a new session is taken as the answer to its user's pending clarification only
 * when it fits unmistakably. When the store cannot be reached the session still works, with its
 * clarification kept in memory only.
 */
final class Clarifier implements ClarificationStep {
  static final int MAX_ROUNDS = 2;
  static final int MAX_QUESTIONS = 3;
  private static final java.util.Set<String> STATEMENT_START = java.util.Set.of("how", "what",
      "which", "who", "show", "list", "find", "count", "sort", "order", "only", "and", "top",
      "give", "get", "now", "also", "but", "exclude", "remove", "add");
  private static final Logger LOG = LoggerFactory.getLogger(Clarifier.class);
  private static final SecureRandom IDS = new SecureRandom();

  private final Detector detector;
  private final StateStore store;
  private final PatternBook patterns;
  private final String sessionId;
  private final String user;
  private final String learner;
  private final SchemaSource schema;
  private final String tenantColumn;
  private final Duration expiry;
  private final Clock clock;
  private final PipelineMetrics metrics;

  private PendingClarification pending;
  private String dropped;
  private Awaiting awaiting;
  private boolean adoptionChecked;
  private final Map<String, String> topic = new LinkedHashMap<>();

  /** A draft let through after clarification, waiting for its query's outcome. */
  private record Awaiting(Draft draft, String question, String intent, List<Answered> answers) {
  }

  Clarifier(Detector detector, StateStore store, String sessionId, String user, String learner,
      SchemaSource schema, String tenantColumn, Duration expiry, Clock clock,
      PipelineMetrics metrics) {
    this.detector = detector;
    this.store = store;
    this.patterns = new PatternBook(store);
    this.sessionId = sessionId;
    this.user = user;
    this.learner = learner;
    this.schema = schema;
    this.tenantColumn = tenantColumn;
    this.expiry = expiry;
    this.clock = clock;
    this.metrics = metrics;
  }

  @Override
  public synchronized Review review(Draft draft) throws SQLException {
    if (pending != null) {
      drop(StateStore.ABANDONED, ClarificationEvent.ABANDONED);
    }
    adoptionChecked = true;
    Draft d = withTopic(draft);
    return examine(d, d, List.of(), 0, d.input());
  }

  @Override
  public synchronized Review preview(Draft draft) {
    Draft d = withTopic(draft);
    Draft current = d;
    List<Answered> all = new ArrayList<>();
    List<Ambiguity> open = detect(current, all);
    for (int pass = 0; pass < 2 && !open.isEmpty(); pass++) {
      List<Answered> learned = learned(open, d.request().question());
      if (learned.isEmpty()) {
        break;
      }
      all.addAll(learned);
      current = Rewriter.apply(d, d.input(), all);
      open = detect(current, all);
    }
    open.removeIf(a -> a.severity() == Severity.MINOR);
    if (open.isEmpty()) {
      return new Review.Proceed(current);
    }
    List<Question> questions = new ArrayList<>();
    for (Ambiguity a : open) {
      questions.add(new Question("q" + (questions.size() + 1), a));
    }
    return new Review.Ask(current, ClarificationTable.of(null, questions));
  }

  /** A refinement or follow-up carries the resolutions of its topic. */
  private Draft withTopic(Draft draft) {
    Draft d = draft;
    if (d.request().isRefinement() || d.expansion().followUp()) {
      Map<String, String> carried = new LinkedHashMap<>(topic);
      d.request().resolutions().keySet().forEach(carried::remove);
      if (!carried.isEmpty()) {
        d = d.withResolutions(carried);
      }
    }
    return d;
  }

  @Override
  public synchronized Review answer(String text) throws SQLException {
    PendingClarification p = current(text);
    if (p == null) {
      return null;
    }
    if (p.isExpired(clock.instant())) {
      expire(p);
      if (fitsAny(p, text)) {
        throw expired(p);
      }
      return null;
    }
    Map<String, String> read;
    try {
      if (p == pending && readsAsQuestion(p.unanswered(), text)) {
        return dropFor(p, text);
      }
      read = readBare(p.unanswered(), text);
    } catch (SQLException notAnAnswer) {
      if (!isStatementOfItsOwn(text) || p != pending) {
        throw notAnAnswer;
      }
      return dropFor(p, text);
    }
    p.answers.putAll(read);
    return continueAfter(p, text);
  }

  /**
   * Whether the text reads as a question of its own to every open question, and is not one
   * answer for each of them either.
   */
  private static boolean readsAsQuestion(List<Question> open, String text) {
    for (Question q : open) {
      if (!AnswerReader.readsAsQuestion(q, text)) {
        return false;
      }
    }
    if (open.size() > 1) {
      String[] parts = text.split(text.contains(";") ? ";" : ",", -1);
      boolean each = parts.length == open.size();
      for (int i = 0; each && i < parts.length; i++) {
        each = AnswerReader.fitsStrictly(open.get(i), parts[i]);
      }
      return !each;
    }
    return true;
  }

  /** Drops a pending clarification the text is no answer to: the text is a turn of its own. */
  private Review dropFor(PendingClarification p, String text) {
    LOG.debug("session {}: '{}' answers none of clarification {}; dropped, the statement is"
        + " handled as a turn of its own", sessionId, UserText.abbreviate(text, 40), p.id);
    abandon();
    return null;
  }

  /**
   * Whether a text that is no answer to the open question is a statement of its own (a new
   * question or a follow-up of two words or more) rather than a mistyped answer.
   */
  static boolean isStatementOfItsOwn(String text) {
    Words words = Words.of(text);
    return words.size() >= 4 || words.size() >= 2 && (text.strip().endsWith("?")
        || STATEMENT_START.contains(words.word(0)));
  }


  @Override
  public synchronized Review answer(Map<String, String> answers) throws SQLException {
    Map<String, String> named = new LinkedHashMap<>(answers);
    String id = null;
    for (String key : List.of("id", "clarification", "clarification_id")) {
      String v = named.remove(key);
      id = id == null ? v : id;
    }
    PendingClarification p = id == null ? current(null) : byId(id.strip());
    if (p == null) {
      return ClarificationStep.super.answer(answers);
    }
    if (p.isExpired(clock.instant())) {
      expire(p);
      throw expired(p);
    }
    if (named.isEmpty()) {
      throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception("/answer names no question;"
          + " the open questions of " + p.id + " are " + ids(p.unanswered()));
    }
    Map<String, String> read = new LinkedHashMap<>();
    StringJoiner typed = new StringJoiner(", ", "/answer ", "");
    for (Map.Entry<String, String> e : named.entrySet()) {
      Question q = p.question(e.getKey());
      if (q == null) {
        throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(e.getKey()
            + " is not a question of clarification " + p.id + "; its questions are "
            + ids(p.questions));
      }
      read.put(q.id(), AnswerReader.read(q, e.getValue()));
      typed.add(q.id() + "=" + e.getValue());
    }
    p.answers.putAll(read);
    return continueAfter(p, typed.toString());
  }

  @Override
  public synchronized void abandon() {
    if (pending != null) {
      drop(StateStore.ABANDONED, ClarificationEvent.ABANDONED);
    }
    awaiting = null;
  }

  @Override
  public synchronized String takeDropped() {
    String notice = dropped;
    dropped = null;
    return notice;
  }

  @Override
  public synchronized void detach() {
    if (pending != null && user == null) {
      drop(StateStore.ABANDONED, ClarificationEvent.ABANDONED);
    }
    pending = null;
    awaiting = null;
  }

  @Override
  public synchronized void completed(Draft draft) {
    Awaiting a = awaiting;
    if (a == null || a.draft() != draft) {
      return;
    }
    awaiting = null;
    patterns.learn(learner, a.question(), a.intent(), a.answers(), clock.instant());
  }

  // ---- the loop --------------------------------------------------------------------------

  /**
   * Detects on the draft as clarified so far, applies learned answers, and asks what is left
   * while rounds remain; otherwise lets the draft through.
   */
  private Review examine(Draft original, Draft current, List<Answered> answered, int rounds,
      String input) throws SQLException {
    List<Answered> all = new ArrayList<>(answered);
    List<Ambiguity> open = detect(current, all);
    for (int pass = 0; pass < 2 && !open.isEmpty(); pass++) {
      List<Answered> learned = learned(open, original.request().question());
      if (learned.isEmpty()) {
        break;
      }
      learned.forEach(l -> metrics.clarification(ClarificationEvent.AUTO_RESOLVED));
      all.addAll(learned);
      current = Rewriter.apply(original, input, all);
      open = detect(current, all);
    }
    open.removeIf(a -> a.severity() == Severity.MINOR);
    if (open.isEmpty() || rounds >= MAX_ROUNDS) {
      return proceed(original, current, all);
    }
    return ask(original, current, all, open, rounds + 1);
  }

  private List<Ambiguity> detect(Draft d, List<Answered> answered) {
    GenerationRequest request = d.request();
    RefinementContext refinement = request.refinement();
    String text = refinement != null && refinement.feedback() != null ? refinement.feedback()
        : request.question();
    String sql = refinement == null || refinement.currentQuery() == null ? null
        : refinement.currentQuery().sql();
    List<String> conversation = refinement == null ? List.of() : refinement.previousQuestions();
    List<Ambiguity> found;
    try {
      found = detector.detect(new Subject(text, request, refinement != null, sql, conversation));
    } catch (RuntimeException e) {
      LOG.warn("session {}: ambiguity detection failed; continuing without it", sessionId, e);
      return List.of();
    }
    List<Ambiguity> open = new ArrayList<>();
    for (Ambiguity a : found) {
      boolean settled = request.resolutions().keySet().stream()
          .anyMatch(k -> k.equalsIgnoreCase(a.term()));
      for (Answered done : answered) {
        settled |= done.ambiguity().type() == a.type() && done.ambiguity().key().equals(a.key());
      }
      if (!settled && open.size() < MAX_QUESTIONS) {
        open.add(a);
      }
    }
    return open;
  }

  private List<Answered> learned(List<Ambiguity> open, String question) {
    List<Answered> learned = new ArrayList<>();
    for (Ambiguity a : open) {
      Optional<String> answer = patterns.match(learner, question, a);
      answer.ifPresent(s -> learned.add(new Answered(a, s, true)));
    }
    return learned;
  }

  private Review proceed(Draft original, Draft current, List<Answered> answered) {
    boolean carries = original.request().isRefinement() || original.expansion().followUp();
    if (!carries) {
      topic.clear();
    }
    topic.putAll(current.request().resolutions());
    if (!answered.isEmpty()) {
      awaiting = new Awaiting(current, original.request().question(),
          original.intent().intent().label(), List.copyOf(answered));
    }
    return new Review.Proceed(current);
  }

  private Review ask(Draft original, Draft current, List<Answered> answered,
      List<Ambiguity> open, int round) {
    List<Question> questions = new ArrayList<>();
    for (Ambiguity a : open) {
      questions.add(new Question("q" + (questions.size() + 1), a));
    }
    Instant now = clock.instant();
    PendingClarification p = new PendingClarification(newId(), round, sessionId, user, now,
        now.plus(expiry), PendingClarification.DraftData.of(original), questions, Map.of(),
        answered);
    p.original = original;
    pending = p;
    save(p);
    metrics.clarification(ClarificationEvent.ASKED);
    LOG.debug("session {}: clarification {} round {} asks {}", sessionId, p.id, round,
        ids(questions));
    return new Review.Ask(current, ClarificationTable.of(p.id, questions));
  }

  /** After answers: asks what is still open, or continues from generation. */
  private Review continueAfter(PendingClarification p, String input) throws SQLException {
    Draft original = p.original != null ? p.original : rebuild(p);
    p.original = original;
    List<Answered> all = p.allAnswered();
    Draft current = Rewriter.apply(original, input, all);
    List<Question> open = p.unanswered();
    if (!open.isEmpty()) {
      save(p);
      return new Review.Ask(current, ClarificationTable.of(p.id, open));
    }
    metrics.clarification(ClarificationEvent.ANSWERED);
    finish(p, StateStore.ANSWERED);
    pending = null;
    return examine(original, current, all, p.round, input);
  }

  // ---- answers ---------------------------------------------------------------------------

  /**
   * Reads a bare answer: to each open question in turn when it has as many parts separated by
   * semicolons (or commas) and every part fits; else to the first open question.
   */
  private static Map<String, String> readBare(List<Question> open, String text)
      throws SQLException {
    Map<String, String> read = new LinkedHashMap<>();
    if (open.size() > 1) {
      String separator = text.contains(";") ? ";" : ",";
      String[] parts = text.split(separator, -1);
      if (parts.length == open.size()) {
        try {
          for (int i = 0; i < parts.length; i++) {
            read.put(open.get(i).id(), AnswerReader.read(open.get(i), parts[i]));
          }
          return read;
        } catch (SQLException e) {
          read.clear();
        }
      }
    }
    Question first = open.get(0);
    read.put(first.id(), AnswerReader.read(first, text));
    return read;
  }

  private static boolean fitsAny(PendingClarification p, String text) {
    List<Question> open = p.unanswered();
    return !open.isEmpty() && AnswerReader.fitsStrictly(open.get(0), text);
  }

  // ---- pending state ---------------------------------------------------------------------

  /**
   * The clarification the statement answers: this session's, if the store agrees it still is;
   * or, for the first statement of a session with a user, the user's latest pending one from
   * another session when the text fits it (null text: an explicit {@code /answer}).
   */
  private PendingClarification current(String text) {
    if (pending != null && pending.stored) {
      try {
        Optional<PendingClarification> stored = store.pending(pending.id);
        if (stored.isEmpty() || !sessionId.equals(stored.get().sessionId)) {
          LOG.debug("session {}: clarification {} was answered or taken elsewhere", sessionId,
              pending.id);
          pending = null;
        }
      } catch (SQLException | RuntimeException e) {
        store.report(LOG, "using this session's clarification as kept in memory", e);
      }
      return pending;
    }
    if (pending != null) {
      return pending;
    }
    if (user == null || (text != null && adoptionChecked)) {
      return null;
    }
    if (text != null) {
      adoptionChecked = true;
    }
    try {
      Optional<PendingClarification> latest = store.latestOfUser(user, sessionId);
      if (latest.isEmpty()) {
        return null;
      }
      PendingClarification p = latest.get();
      if (text != null && !fitsAny(p, text)) {
        return null;
      }
      if (!store.claim(p.id, p.sessionId, sessionId, clock.instant())) {
        return null;
      }
      LOG.info("session {}: user {} continues clarification {} of session {}", sessionId, user,
          p.id, p.sessionId);
      p.sessionId = sessionId;
      p.stored = true;
      pending = p;
      return p;
    } catch (SQLException | RuntimeException e) {
      store.report(LOG, "pending clarifications of other sessions cannot be continued", e);
      return null;
    }
  }

  /** The clarification an {@code /answer id=...} names, taken over from another session. */
  private PendingClarification byId(String id) throws SQLException {
    if (pending != null && pending.id.equalsIgnoreCase(id)) {
      return current(null);
    }
    PendingClarification p;
    String status;
    try {
      p = store.pending(id).orElse(null);
      status = p == null ? store.status(id) : StateStore.PENDING;
    } catch (SQLException | RuntimeException e) {
      throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception("clarification " + id
          + " cannot be read: the state store is unavailable", e);
    }
    if (p == null || !Objects.equals(p.user, user)) {
      String why = status == null || p != null ? "there is no clarification " + id
          : "clarification " + id + " was " + status;
      throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(why
          + "; ask the question again");
    }
    if (!sessionId.equals(p.sessionId)) {
      if (!store.claim(p.id, p.sessionId, sessionId, clock.instant())) {
        throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception("clarification " + id
            + " was just answered elsewhere");
      }
      p.sessionId = sessionId;
    }
    p.stored = true;
    if (pending != null) {
      drop(StateStore.ABANDONED, ClarificationEvent.ABANDONED);
    }
    pending = p;
    return p;
  }

  private Draft rebuild(PendingClarification p) throws SQLException {
    PendingClarification.DraftData d = p.draft;
    Intent intent = Intent.NEW_QUERY;
    for (Intent i : Intent.values()) {
      intent = i.label().equals(d.intent()) ? i : intent;
    }
    Confidence confidence = Confidence.MEDIUM;
    for (Confidence c : Confidence.values()) {
      confidence = c.label().equals(d.confidence()) ? c : confidence;
    }
    GenerationRequest request = new GenerationRequest(d.question(), null, schema.snapshot(),
        tenantColumn, d.resolutions());
    return new Draft(sessionId, d.input(), new DetectedIntent(intent, confidence, false),
        new Expansion(d.question(), d.followUp(), d.byModel()), request);
  }

  private void expire(PendingClarification p) {
    metrics.clarification(ClarificationEvent.EXPIRED);
    finish(p, StateStore.EXPIRED);
    if (pending == p) {
      pending = null;
    }
  }

  private SQLException expired(PendingClarification p) {
    return SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception("clarification " + p.id
        + " expired: it waited longer than " + describe(expiry) + " (clarify.expiry) for its "
        + "answer; ask '" + UserText.abbreviate(p.draft.input(), 80) + "' again");
  }

  private void drop(String status, ClarificationEvent event) {
    PendingClarification p = pending;
    pending = null;
    if (p != null && event == ClarificationEvent.ABANDONED) {
      dropped = DroppedClarification.notice(p.draft.input());
    }
    metrics.clarification(event);
    finish(p, status);
  }

  private void save(PendingClarification p) {
    try {
      store.save(p, clock.instant());
      p.stored = true;
    } catch (SQLException | RuntimeException e) {
      store.report(LOG, "clarification " + p.id + " is kept in this session only", e);
    }
  }

  private void finish(PendingClarification p, String status) {
    try {
      store.finish(p.id, status, clock.instant());
    } catch (SQLException | RuntimeException e) {
      store.report(LOG, "clarification " + p.id + " not marked " + status, e);
    }
  }

  private static String ids(List<Question> questions) {
    StringJoiner j = new StringJoiner(", ");
    questions.forEach(q -> j.add(q.id()));
    return j.toString();
  }

  private static String newId() {
    byte[] bytes = new byte[8];
    IDS.nextBytes(bytes);
    return "clf_" + HexFormat.of().formatHex(bytes);
  }

  static String describe(Duration d) {
    if (d.toMillis() % 60_000 == 0) {
      return d.toMinutes() + (d.toMinutes() == 1 ? " minute" : " minutes");
    }
    if (d.toMillis() % 1000 == 0) {
      return d.toSeconds() + (d.toSeconds() == 1 ? " second" : " seconds");
    }
    return d.toMillis() + " ms";
  }

  @Override
  public String toString() {
    return "Clarifier{session=" + sessionId + ", user=" + (user == null ? "none" : user)
        + ", pending=" + (pending == null ? "none" : pending.id) + "}";
  }
}
