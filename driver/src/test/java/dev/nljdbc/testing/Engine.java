package dev.nljdbc.testing;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.RefinementContext;
import dev.nljdbc.generation.offline.OfflineSqlGenerator;
import dev.nljdbc.generation.offline.link.SchemaLinking;
import dev.nljdbc.schema.SchemaSnapshot;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Asks the offline engine questions and follow-ups about one schema, as a conversation does: a
 * follow-up refines the current query with the questions asked so far.
 */
public final class Engine {

  private final OfflineSqlGenerator generator = new OfflineSqlGenerator();
  private final SchemaSnapshot schema;
  private final String tenant;
  private String original;
  private GeneratedQuery current;
  private final List<String> questions = new ArrayList<>();

  /** An asker over {@code schema}; {@code tenant} is the tenant column, or null. */
  public Engine(SchemaSnapshot schema, String tenant) {
    this.schema = schema;
    this.tenant = tenant;
  }

  /** A new question; it becomes the current query. */
  public GeneratedQuery ask(String question) throws SQLException {
    return ask(question, Map.of());
  }

  /** A new question with the answers to clarifications given; it becomes the current query. */
  public GeneratedQuery ask(String question, Map<String, String> resolutions) throws SQLException {
    current = generator.generate(new GenerationRequest(question, null, schema, tenant,
        resolutions));
    original = question;
    questions.clear();
    questions.add(question);
    return current;
  }

  /** A refinement of the current query; {@code standalone} is the expanded question. */
  public GeneratedQuery refine(String feedback, String standalone) throws SQLException {
    current = generator.generate(new GenerationRequest(standalone,
        new RefinementContext(original, current, feedback, questions), schema, tenant, Map.of()));
    questions.add(feedback);
    return current;
  }

  /** A refinement whose expanded question is the original question followed by it. */
  public GeneratedQuery refine(String feedback) throws SQLException {
    return refine(feedback, original + " " + feedback);
  }

  /** How the engine links the words of {@code question} to the schema. */
  public SchemaLinking link(String question, Map<String, String> resolutions) {
    return generator.link(new GenerationRequest(question, null, schema, tenant, resolutions));
  }
}
