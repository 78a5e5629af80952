package dev.nljdbc.semantic;

import dev.nljdbc.clarification.ModelReading;
import dev.nljdbc.schema.SchemaSnapshot;
import java.util.Set;

/**
 * A question as a session's semantic model reads it, for the clarifier: its phrases replaced as
 * the generator gets them ({@link QuestionRewriter}), and the typed words they covered.
 */
public final class ModelWords implements ModelReading {

  @Override
  public Read read(SchemaSnapshot schema, String question) {
    ResolvedModel model = ModelSchemaSource.modelOf(schema);
    if (model == null || question == null) {
      return new Read(question, Set.of());
    }
    QuestionRewriter.Rewritten rewritten = QuestionRewriter.rewrite(question, model);
    return new Read(rewritten.question(), Set.copyOf(rewritten.placed()));
  }
}
