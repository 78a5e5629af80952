package dev.nljdbc.semantic;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.RefinementContext;
import dev.nljdbc.generation.SqlGenerator;
import dev.nljdbc.generation.offline.index.HistoryTable;
import dev.nljdbc.language.MeasureWords;
import dev.nljdbc.language.Words;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Lets a generator (the offline engine or a language model) use the session's semantic model:
 * the question's synonyms become the names they stand for, the generator writes SQL against the
 * enriched schema, and {@link ModelSqlRewriter} puts the model's expressions and conditions into
 * that SQL. Without a model it passes the request on unchanged.
 */
public final class ModelSqlGenerator implements SqlGenerator {
  private final SqlGenerator generator;

  /** Wraps a generator. */
  public ModelSqlGenerator(SqlGenerator generator) {
    this.generator = generator;
  }

  @Override
  public GeneratedQuery generate(GenerationRequest request) throws SQLException {
    ResolvedModel model = ModelSchemaSource.modelOf(request.schema());
    if (model == null) {
      return generator.generate(request);
    }
    QuestionRewriter.Rewritten rewritten = QuestionRewriter.rewrite(request.question(), model);
    GeneratedQuery query = generator.generate(new GenerationRequest(rewritten.question(),
        request.refinement(), request.schema(), request.tenantColumn(), request.resolutions()));
    String sql = new ModelSqlRewriter(model, carried(request, model, rewritten.conditions()),
        speaksOfPast(request.question())).rewrite(query.sql());
    return sql.equals(query.sql()) ? query : new GeneratedQuery(sql, query.explanation(),
        query.confidence(), query.plan(), query.refinementSummary());
  }

  /**
   * A refinement keeps the conditions the current query's first question stood for ("active
   * leases", then "how many are there?"), on every dataset the refinement sets none of its own.
   */
  private static Map<Dataset, List<String>> carried(GenerationRequest request,
      ResolvedModel model, Map<Dataset, List<String>> conditions) {
    RefinementContext refinement = request.refinement();
    if (refinement == null || refinement.originalQuestion() == null) {
      return conditions;
    }
    Map<Dataset, List<String>> all = new LinkedHashMap<>(conditions);
    QuestionRewriter.rewrite(refinement.originalQuestion(), model).conditions()
        .forEach(all::putIfAbsent);
    return all;
  }

  /**
   * Whether a word of the question asks about past rows too ("ever", "previous", "were"), or
   * about all rows ("list all vets") without saying current ones.
   */
  private static boolean speaksOfPast(String question) {
    if (question == null) {
      return false;
    }
    List<String> words = Words.of(question).lower();
    for (String word : words) {
      if (HistoryTable.pastWord(word)) {
        return true;
      }
    }
    return words.contains("all") && words.stream().noneMatch(MeasureWords.CURRENT::contains);
  }
}
