package dev.nljdbc.semantic;

import dev.nljdbc.clarification.ModelEvidence;
import dev.nljdbc.schema.SchemaSnapshot;
import java.util.List;

/**
 * The clarification rules' view of a session's semantic model: whether the model's own elements
 * account for words of a question ({@link QuestionRewriter#accounts}), on the snapshot the model
 * enriched. A snapshot without model is accounted for by none.
 */
public final class QuestionEvidence implements ModelEvidence {
  /** The one instance: the model comes with each snapshot. */
  public static final QuestionEvidence INSTANCE = new QuestionEvidence();

  private QuestionEvidence() {
  }

  @Override
  public boolean accounts(String question, SchemaSnapshot schema) {
    ResolvedModel model = ModelSchemaSource.modelOf(schema);
    return model != null && QuestionRewriter.accounts(question, model);
  }

  @Override
  public boolean accounts(String question, List<String> unsure, SchemaSnapshot schema) {
    ResolvedModel model = ModelSchemaSource.modelOf(schema);
    return model != null && QuestionRewriter.accounts(question, model)
        && QuestionRewriter.accountsFor(question, unsure, model);
  }

  @Override
  public SchemaSnapshot base(SchemaSnapshot schema) {
    SchemaSnapshot base = ModelSchemaSource.baseOf(schema);
    return base == null ? schema : base;
  }
}
