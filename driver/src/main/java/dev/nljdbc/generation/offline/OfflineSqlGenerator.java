package dev.nljdbc.generation.offline;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.nljdbc.error.SqlState;
import dev.nljdbc.error.UserText;
import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.RefinementContext;
import dev.nljdbc.generation.SqlGenerator;
import dev.nljdbc.generation.offline.confidence.ReadingEvidence;
import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.generation.offline.link.LinkCandidate;
import dev.nljdbc.generation.offline.link.Reading;
import dev.nljdbc.generation.offline.link.SchemaLinking;
import dev.nljdbc.generation.offline.plan.PlanAssembler;
import dev.nljdbc.generation.offline.plan.QueryPlan;
import dev.nljdbc.generation.offline.plan.StaleSpecException;
import dev.nljdbc.generation.offline.spec.DateChoice;
import dev.nljdbc.generation.offline.spec.Explainer;
import dev.nljdbc.generation.offline.spec.QuerySpec;
import dev.nljdbc.generation.offline.spec.RoleAssigner;
import dev.nljdbc.generation.offline.spec.SpecBuilder;
import dev.nljdbc.generation.offline.sql.SqlRenderer;
import dev.nljdbc.generation.offline.sql.UnsupportedShapeException;
import dev.nljdbc.language.NameWords;
import dev.nljdbc.language.SemanticSimilarity;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.sql.SQLException;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The offline engine ({@code llm.provider=none}): answers everyday analytic questions on any
 * schema from its metadata and sampled values, deterministically and without the database.
 * Thread-safe; one instance serves every session.
 */
public final class OfflineSqlGenerator implements SqlGenerator {

  /** Schema indexes kept: one per target schema and tenant scope in use, with room to spare. */
  private static final int MAX_INDEXES = 64;
  /** What leaving out a table that no foreign key joins costs: a part of the question is lost. */
  private static final double LEFT_OUT_DOUBT = 0.25;
  /** The lowest confidence reported: the query is still an answer. */
  private static final double MIN_CONFIDENCE = 0.05;
  /** Confidence is reported in hundredths. */
  private static final double PERCENT = 100.0;
  /** The most table names an error message lists. */
  private static final int MAX_LISTED_TABLES = 30;

  private final Clock clock;
  private final SemanticSimilarity similarity;
  private final Cache<SchemaSnapshot, Map<String, SchemaIndex>> indexes =
      Caffeine.newBuilder().weakKeys().maximumSize(MAX_INDEXES).build();

  private final boolean wordNet;

  /** An engine on the system clock (month or quarter names without a year use today). */
  public OfflineSqlGenerator() {
    this(Clock.systemDefaultZone());
  }

  /** An engine on the given clock, with WordNet. */
  public OfflineSqlGenerator(Clock clock) {
    this(clock, true, null);
  }

  /**
   * An engine on the given clock; {@code wordNet} false links by spelling and synonyms only
   * ({@code language.wordnet}); a similarity (or null) also links words nothing spells by their
   * meaning ({@code language.embeddings}), each schema's elements prepared in the background as
   * soon as its index is built.
   */
  public OfflineSqlGenerator(Clock clock, boolean wordNet) {
    this(clock, wordNet, null);
  }

  /** An engine with WordNet that also links by meaning through the similarity (or null). */
  public OfflineSqlGenerator(Clock clock, SemanticSimilarity similarity) {
    this(clock, true, similarity);
  }

  /** An engine with each linking resource chosen ({@code language.*}). */
  public OfflineSqlGenerator(Clock clock, boolean wordNet, SemanticSimilarity similarity) {
    this.clock = clock;
    this.wordNet = wordNet;
    this.similarity = similarity;
  }

  @Override
  public GeneratedQuery generate(GenerationRequest request) throws SQLException {
    SchemaIndex index = index(request);
    if (!request.isRefinement()) {
      return fresh(request, index);
    }
    GeneratedQuery refined = new Refiner(index, today()).refine(request);
    if (refined != null) {
      return refined;
    }
    GeneratedQuery regenerated = fresh(request, index);
    GeneratedQuery current = request.refinement().currentQuery();
    if (current != null && regenerated.sql().equals(current.sql())) {
      GeneratedQuery standalone = standalone(request, index);
      if (standalone != null && !standalone.sql().equals(current.sql())) {
        return standalone;
      }
      throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception("'"
          + UserText.abbreviate(request.refinement().feedback())
          + "' was not understood as a change to the current query");
    }
    return regenerated;
  }


  /**
   * How the words of the request's question map onto its schema, with the ties a clarification
   * would ask about ("price" → buy_price, sell_price, close_price), and what accounts for each
   * word once the planner built its query ({@link SchemaLinking#accounted()}): the words no
   * link, period or planner step accounts for are its unmatched words.
   */
  public SchemaLinking link(GenerationRequest request) {
    SchemaIndex index = index(request);
    Reading reading = Reading.of(request.question(), index, Set.of(), request.resolutions(),
        today());
    RoleAssigner.Roles roles = RoleAssigner.assign(reading, Set.of());
    SpecBuilder.Draft draft = SpecBuilder.build(reading, roles);
    return ContextLinking.of(reading, roles, draft == null ? reading.ledger : draft.ledger());
  }

  /**
   * The periods of the request's question that the engine would place on one of several
   * equally plausible dates of their table (booked or scheduled?), each with its candidates:
   * what a clarification asks. Empty when the question's words, a clarification answer
   * ({@link DateChoice#key()} in the resolutions) or the rule of {@link EventDate} settle it.
   */
  public List<DateChoice> dateChoices(GenerationRequest request) {
    String question = request.question() == null ? "" : request.question().strip();
    if (question.isEmpty()) {
      return List.of();
    }
    Reading reading = Reading.of(question, index(request), Set.of(), request.resolutions(),
        today());
    SpecBuilder.Draft draft = SpecBuilder.build(reading, RoleAssigner.assign(reading, Set.of()));
    return draft == null ? List.of() : draft.dateChoices();
  }

  /**
   * Whether the engine can build a query from the request's question at all: false when it
   * would fail with "no table matches" or "could not tell which table".
   */
  public boolean places(GenerationRequest request) {
    SchemaIndex index = index(request);
    String question = request.question() == null ? "" : request.question().strip();
    Reading reading = Reading.of(question, index, Set.of(), request.resolutions(), today());
    return SpecBuilder.build(reading, RoleAssigner.assign(reading, Set.of())) != null;
  }

  /**
   * The tables a refinement such as "who were they for?" may mean, when the current rows lead
   * to several tables of people (clients and sales reps): what a clarification asks, its answer
   * keyed by the question word in lower case ("who"). Empty when the feedback is no such
   * question, the current query cannot be followed up, or one table (or an answer) settles it.
   */
  public List<String> relatedEntityChoices(GenerationRequest request) {
    RefinementContext refinement = request.refinement();
    if (refinement == null || refinement.currentQuery() == null
        || !(refinement.currentQuery().plan() instanceof QueryPlan plan)
        || refinement.feedback() == null) {
      return List.of();
    }
    SchemaIndex index = index(request);
    Reading reading = Reading.of(refinement.feedback(), index, Set.of(), request.resolutions(),
        today());
    return RelatedEntity.choices(index, plan.spec(), reading);
  }

  /**
   * The tables, columns and sampled values of the request's schema whose names come closest to
   * a word nothing names, nearest first: what a clarification offers for that word.
   *
   * @param request the request, for its schema and tenant column
   * @param word the word
   * @param max at most this many
   */
  public List<LinkCandidate> nearest(GenerationRequest request, String word, int max) {
    return NearestNames.of(index(request), word, max);
  }

  private GeneratedQuery fresh(GenerationRequest request, SchemaIndex index) throws SQLException {
    String question = request.question() == null ? "" : request.question().strip();
    if (question.isEmpty()) {
      throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception("the question is empty");
    }
    Reading reading = Reading.of(question, index, Set.of(), request.resolutions(), today());
    RoleAssigner.Roles roles = RoleAssigner.assign(reading, Set.of());
    SpecBuilder.Draft draft = SpecBuilder.build(reading, roles);
    if (draft == null) {
      throw notUnderstood(reading, index);
    }
    GeneratedQuery query = render(index, draft.spec(), draft.confidence(), null);
    return query.withEvidence(
        ReadingEvidence.of(reading, (QueryPlan) query.plan(), draft.confidence(),
            draft.ledger()));
  }

  /**
   * The follow-up read as a question of its own when it is no change to the current query but
   * names its own subject ({@link StandaloneFollowUp}); null otherwise.
   */
  private GeneratedQuery standalone(GenerationRequest request, SchemaIndex index)
      throws SQLException {
    GeneratedQuery current = request.refinement().currentQuery();
    QuerySpec spec = current.plan() instanceof QueryPlan plan ? plan.spec() : null;
    SpecBuilder.Draft draft = StandaloneFollowUp.of(index, request.refinement().feedback(), spec,
        request.resolutions(), today());
    if (draft == null) {
      return null;
    }
    return render(index, draft.spec(), draft.confidence(), "Read as a question of its own: '"
        + UserText.abbreviate(request.refinement().feedback()) + "'");
  }

  static GeneratedQuery render(SchemaIndex index, QuerySpec spec, double confidence,
      String summary) throws SQLException {
    QueryPlan plan = null;
    QuerySpec current = spec;
    double score = confidence;
    while (plan == null) {
      try {
        plan = PlanAssembler.assemble(index, current);
      } catch (StaleSpecException e) {
        throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(
            "the schema no longer has " + e.getMessage());
      } catch (PlanAssembler.UnjoinableException e) {
        QuerySpec pruned = current.without(e.table);
        if (pruned.equals(current) || e.table.equals(current.subject())) {
          throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception("no foreign key links "
              + NameWords.display(e.table) + " to " + NameWords.display(current.subject()));
        }
        current = pruned.withAssumptions(append(pruned.assumptions(),
            "left out " + NameWords.display(e.table) + ": no foreign key links it"));
        score -= LEFT_OUT_DOUBT;
      }
    }
    String sql;
    try {
      sql = new SqlRenderer(index.snapshot.dialect(), index.snapshot.qualified()).render(plan);
    } catch (UnsupportedShapeException e) {
      throw SqlState.FEATURE_NOT_SUPPORTED.exception(e.getMessage());
    }
    return new GeneratedQuery(sql, Explainer.explain(current),
        round(Math.max(MIN_CONFIDENCE, score)), plan, summary);
  }

  private static List<String> append(List<String> list, String item) {
    List<String> copy = new ArrayList<>(list);
    copy.add(item);
    return copy;
  }

  private static double round(double confidence) {
    return Math.round(confidence * PERCENT) / PERCENT;
  }

  private static SQLException notUnderstood(Reading reading, SchemaIndex index) {
    List<String> names = new ArrayList<>();
    for (TableInfo t : index.snapshot.tables()) {
      names.add(t.name().toLowerCase(Locale.ROOT));
      if (names.size() == MAX_LISTED_TABLES) {
        names.add("...");
        break;
      }
    }
    String tables = names.isEmpty() ? "the schema has no tables" : "tables: "
        + String.join(", ", names);
    String message;
    if (!reading.unmatched.isEmpty()) {
      message = "no table matches '" + String.join(" ", reading.unmatched) + "'; " + tables;
    } else {
      message = "could not tell which table '" + reading.question + "' is about; " + tables;
    }
    return SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(message);
  }

  private SchemaIndex index(GenerationRequest request) {
    SchemaSnapshot schema = request.schema();
    if (schema == null) {
      throw new IllegalArgumentException("the request has no schema");
    }
    String tenant = request.tenantColumn() == null ? ""
        : request.tenantColumn().toLowerCase(Locale.ROOT);
    Map<String, SchemaIndex> byTenant = indexes.get(schema, s -> new ConcurrentHashMap<>());
    return byTenant.computeIfAbsent(tenant,
        t -> new SchemaIndex(schema, t.isEmpty() ? null : t, wordNet, similarity));
  }

  private LocalDate today() {
    return LocalDate.now(clock);
  }
}
