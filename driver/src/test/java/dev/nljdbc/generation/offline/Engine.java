package dev.nljdbc.generation.offline;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.RefinementContext;
import dev.nljdbc.generation.offline.link.SchemaLinking;
import dev.nljdbc.schema.SchemaSnapshot;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Test helper: asks the offline engine questions and follow-ups about one schema. */
final class Engine {

  private final OfflineSqlGenerator generator = new OfflineSqlGenerator();
  private final SchemaSnapshot schema;
  private final String tenant;
  private String original;
  private GeneratedQuery current;
  private final List<String> questions = new ArrayList<>();

  Engine(SchemaSnapshot schema, String tenant) {
    this.schema = schema;
    this.tenant = tenant;
  }

  /** A new question; it becomes the current query. */
  GeneratedQuery ask(String question) throws SQLException {
    return ask(question, Map.of());
  }

  GeneratedQuery ask(String question, Map<String, String> resolutions) throws SQLException {
    current = generator.generate(new GenerationRequest(question, null, schema, tenant,
        resolutions));
    original = question;
    questions.clear();
    questions.add(question);
    return current;
  }

  /** A refinement of the current query; {@code standalone} is the expanded question. */
  GeneratedQuery refine(String feedback, String standalone) throws SQLException {
    current = generator.generate(new GenerationRequest(standalone,
        new RefinementContext(original, current, feedback, questions), schema, tenant, Map.of()));
    questions.add(feedback);
    return current;
  }

  GeneratedQuery refine(String feedback) throws SQLException {
    return refine(feedback, original + " " + feedback);
  }

  SchemaLinking link(String question, Map<String, String> resolutions) {
    return generator.link(new GenerationRequest(question, null, schema, tenant, resolutions));
  }
}
