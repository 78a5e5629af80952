package dev.nljdbc.clarification;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nljdbc.dialog.ClarificationStep.Draft;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A clarification waiting for its answer: the questions of this round, the answers given so far,
 * the answers of earlier rounds, and what is needed to rebuild the draft in another session (the
 * typed input, the standalone question, for a refinement the feedback, and the resolutions). It
 * is stored as JSON in the state store's {@code state_data}.
 */
final class PendingClarification {
  private static final ObjectMapper JSON = new ObjectMapper();

  final String id;
  final int round;
  final String user;
  final Instant createdAt;
  final Instant expiresAt;
  final DraftData draft;
  final List<Question> questions;
  final Map<String, String> answers;
  final List<Answered> earlier;
  /** The draft itself while the session that asked is alive; null once rebuilt from storage. */
  Draft original;
  String sessionId;
  /** Whether the state store holds this clarification (false: this session's memory only). */
  boolean stored;

  /**
   * What rebuilds a draft.
   *
   * @param input the text typed
   * @param intent the intent's label
   * @param confidence the confidence's label
   * @param question the standalone question
   * @param followUp whether the input was a follow-up
   * @param byModel whether a model expanded it
   * @param feedback for a refinement, the feedback; else null
   * @param resolutions the resolutions the request carried
   */
  record DraftData(String input, String intent, String confidence, String question,
      boolean followUp, boolean byModel, String feedback, Map<String, String> resolutions) {
    static DraftData of(Draft d) {
      return new DraftData(d.input(), d.intent().intent().label(),
          d.intent().confidence().label(), d.request().question(), d.expansion().followUp(),
          d.expansion().byModel(), d.request().refinement() == null ? null
              : d.request().refinement().feedback(), d.request().resolutions());
    }
  }

  PendingClarification(String id, int round, String sessionId, String user, Instant createdAt,
      Instant expiresAt, DraftData draft, List<Question> questions, Map<String, String> answers,
      List<Answered> earlier) {
    this.id = id;
    this.round = round;
    this.sessionId = sessionId;
    this.user = user;
    this.createdAt = createdAt;
    this.expiresAt = expiresAt;
    this.draft = draft;
    this.questions = List.copyOf(questions);
    this.answers = new LinkedHashMap<>(answers);
    this.earlier = List.copyOf(earlier);
  }

  /** The questions not answered yet, in order. */
  List<Question> unanswered() {
    List<Question> open = new ArrayList<>();
    for (Question q : questions) {
      if (!answers.containsKey(q.id())) {
        open.add(q);
      }
    }
    return open;
  }

  /** The question with this id, or null. */
  Question question(String questionId) {
    for (Question q : questions) {
      if (q.id().equalsIgnoreCase(questionId)) {
        return q;
      }
    }
    return null;
  }

  /** Every answer so far: earlier rounds first, then this round's in question order. */
  List<Answered> allAnswered() {
    List<Answered> all = new ArrayList<>(earlier);
    for (Question q : questions) {
      String a = answers.get(q.id());
      if (a != null) {
        all.add(new Answered(q.ambiguity(), a, false));
      }
    }
    return all;
  }

  boolean isExpired(Instant now) {
    return !now.isBefore(expiresAt);
  }

  String toJson() {
    ObjectNode root = JSON.createObjectNode();
    root.put("version", 1);
    ObjectNode d = root.putObject("draft");
    d.put("input", draft.input()).put("intent", draft.intent())
        .put("confidence", draft.confidence()).put("question", draft.question())
        .put("followUp", draft.followUp()).put("byModel", draft.byModel())
        .put("feedback", draft.feedback());
    ObjectNode res = d.putObject("resolutions");
    draft.resolutions().forEach(res::put);
    ArrayNode qs = root.putArray("questions");
    for (Question q : questions) {
      ObjectNode qn = ambiguity(qs.addObject(), q.ambiguity());
      qn.put("id", q.id());
    }
    ObjectNode an = root.putObject("answers");
    answers.forEach(an::put);
    ArrayNode earlierNode = root.putArray("earlier");
    for (Answered a : earlier) {
      ambiguity(earlierNode.addObject(), a.ambiguity()).put("answer", a.answer())
          .put("learned", a.learned());
    }
    return root.toString();
  }

  static PendingClarification fromJson(String id, int round, String sessionId, String user,
      Instant createdAt, Instant expiresAt, String json) {
    JsonNode root;
    try {
      root = JSON.readTree(json);
    } catch (IOException e) {
      throw new UncheckedIOException("unreadable clarification state " + id, e);
    }
    JsonNode d = root.path("draft");
    Map<String, String> resolutions = new LinkedHashMap<>();
    d.path("resolutions").fields().forEachRemaining(e -> resolutions.put(e.getKey(),
        e.getValue().asText()));
    DraftData draft = new DraftData(d.path("input").asText(), d.path("intent").asText(),
        d.path("confidence").asText(), d.path("question").asText(),
        d.path("followUp").asBoolean(), d.path("byModel").asBoolean(),
        d.path("feedback").isTextual() ? d.path("feedback").asText() : null, resolutions);
    List<Question> questions = new ArrayList<>();
    for (JsonNode q : root.path("questions")) {
      questions.add(new Question(q.path("id").asText(), ambiguity(q)));
    }
    Map<String, String> answers = new LinkedHashMap<>();
    root.path("answers").fields().forEachRemaining(e -> answers.put(e.getKey(),
        e.getValue().asText()));
    List<Answered> earlier = new ArrayList<>();
    for (JsonNode a : root.path("earlier")) {
      earlier.add(new Answered(ambiguity(a), a.path("answer").asText(),
          a.path("learned").asBoolean()));
    }
    return new PendingClarification(id, round, sessionId, user, createdAt, expiresAt, draft,
        questions, answers, earlier);
  }

  private static ObjectNode ambiguity(ObjectNode node, Ambiguity a) {
    node.put("type", a.type().name()).put("term", a.term()).put("span", a.span())
        .put("question", a.question()).put("kind", a.kind().name())
        .put("allowsOther", a.allowsOther()).put("severity", a.severity().name())
        .put("rewrite", a.rewrite().name()).put("detail", a.detail());
    ArrayNode options = node.putArray("options");
    a.options().forEach(options::add);
    return node;
  }

  private static Ambiguity ambiguity(JsonNode n) {
    List<String> options = new ArrayList<>();
    n.path("options").forEach(o -> options.add(o.asText()));
    return new Ambiguity(AmbiguityType.valueOf(n.path("type").asText()), n.path("term").asText(),
        text(n, "span"), n.path("question").asText(), QuestionKind.valueOf(n.path("kind").asText()),
        options, n.path("allowsOther").asBoolean(), Severity.valueOf(n.path("severity").asText()),
        Ambiguity.Rewrite.valueOf(n.path("rewrite").asText()), text(n, "detail"));
  }

  private static String text(JsonNode n, String field) {
    JsonNode v = n.path(field);
    return v.isTextual() ? v.asText() : null;
  }
}
