package dev.nljdbc.generation.llm;

import dev.nljdbc.dialect.SqlDialect;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.RefinementContext;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.util.List;
import java.util.Map;

/**
 * The two messages of a generation call.
 *
 * <p>The system message holds the rules: one read-only SELECT, the dialect and its date notes,
 * the reply format, and with a tenant column the tenant rule (docs/requirements.md#tenant-isolation, T2). The user
 * message holds the schema slice, the conversation (for a refinement the original question, the
 * current SQL and the feedback (docs/requirements.md#refinement-workflow, W2), plus the recent questions and the tenant
 * reminder of AC5), the clarification answers and the question.
 *
 * <p>The model is never told the tenant's value: {@link GenerationRequest} does not carry it.
 * It is told that every tenant table is filtered by the tenant column and that the system applies
 * that filter, so it writes no tenant condition of its own. The security layer injects the real
 * filter with the bound value into whatever SQL comes back, and re-checks it; the prompt only
 * keeps the model from fighting that filter.
 *
 * @param system the system message
 * @param user the user message
 */
record SqlPrompt(String system, String user) {
  /** The messages for a request. */
  static SqlPrompt of(GenerationRequest request) {
    return new SqlPrompt(system(request.schema().dialect(), request.tenantColumn(),
        request.isRefinement()), user(request));
  }

  private static String system(SqlDialect dialect, String tenantColumn, boolean refinement) {
    StringBuilder sb = new StringBuilder()
        .append("You translate a person's question about a relational database into one SQL "
            + "query.\n\n")
        .append("Rules:\n")
        .append("- Write exactly one read-only query: SELECT, or WITH ... SELECT. Never write "
            + "INSERT, UPDATE, DELETE, MERGE, DDL, transaction or session statements, and never "
            + "more than one statement.\n")
        .append("- Use only the tables and columns of the schema below.\n")
        .append("- Write SQL for ").append(dialect.promptName()).append(". ")
        .append(dialect.promptNotes()).append('\n')
        .append("- Give readable column aliases to computed columns.\n")
        .append("- If the schema cannot answer the question, reply with an empty sql and say in "
            + "the explanation what is missing.\n");
    if (tenantColumn != null) {
      sb.append('\n').append(tenantRule(tenantColumn));
    }
    sb.append("\nReply with one JSON object only: {\"sql\": the query, \"explanation\": one "
        + "sentence for the person on what the query returns, \"confidence\": a number from 0 "
        + "to 1 for how sure you are that the query answers the question");
    if (refinement) {
      sb.append(", \"changes\": one sentence on what you changed in the current query");
    }
    return sb.append("}.\n").toString();
  }

  /** The tenant rule (docs/requirements.md#tenant-isolation, T2), without the tenant's value. */
  static String tenantRule(String tenantColumn) {
    return "CRITICAL SECURITY REQUIREMENT: the data of several tenants is isolated by the "
        + "column " + tenantColumn + ".\n"
        + "Every query is restricted to the current tenant: every table that has the column "
        + tenantColumn + " (marked [tenant table] below) is filtered by " + tenantColumn
        + " to the current tenant, wherever it appears (joins, subqueries, CTEs, unions), in "
        + "follow-up queries too. This is mandatory for data security and non-negotiable.\n"
        + "The system applies this filter itself with the current tenant's value, which you are "
        + "not told: write no condition on " + tenantColumn + ", do not select, group or "
        + "compare " + tenantColumn + " values, and never try to reach other tenants' rows.\n";
  }

  private static String user(GenerationRequest request) {
    SchemaSnapshot schema = request.schema();
    String tenantColumn = request.tenantColumn();
    List<TableInfo> slice = SchemaSlice.select(schema, relevanceText(request), tenantColumn);
    StringBuilder sb = new StringBuilder("Schema (").append(schema.dialect().promptName())
        .append("; the tables most relevant to the question):\n")
        .append(SchemaText.of(schema, slice, tenantColumn));
    RefinementContext refinement = request.refinement();
    if (refinement != null) {
      conversation(sb, refinement, tenantColumn);
    }
    resolutions(sb, request.resolutions());
    if (refinement == null) {
      return sb.append("\nQuestion: ").append(quoted(request.question())).append('\n')
          .toString();
    }
    sb.append("\nChange the current query as the feedback asks and keep everything else.\n")
        .append("Feedback: ").append(quoted(refinement.feedback())).append('\n');
    if (request.question() != null && !request.question().equals(refinement.feedback())) {
      sb.append("The feedback as a standalone question: ").append(quoted(request.question()))
          .append('\n');
    }
    return sb.toString();
  }

  private static void conversation(StringBuilder sb, RefinementContext refinement,
      String tenantColumn) {
    sb.append("\nConversation so far:\n");
    List<String> previous = refinement.previousQuestions();
    if (!previous.isEmpty()) {
      sb.append("Recent questions, oldest first:\n");
      for (int i = 0; i < previous.size(); i++) {
        sb.append(i + 1).append(". ").append(quoted(previous.get(i))).append('\n');
      }
    }
    sb.append("Original question: ").append(quoted(refinement.originalQuestion())).append('\n');
    if (refinement.currentQuery() != null && refinement.currentQuery().sql() != null) {
      sb.append("Current query:\n").append(refinement.currentQuery().sql().strip()).append('\n');
    }
    if (tenantColumn != null) {
      sb.append("Reminder: all queries are filtered to the current tenant by ")
          .append(tenantColumn).append(".\n");
    }
  }

  private static void resolutions(StringBuilder sb, Map<String, String> resolutions) {
    if (resolutions.isEmpty()) {
      return;
    }
    sb.append("\nThe person answered clarification questions; use exactly these choices:\n");
    resolutions.forEach((term, choice) -> sb.append("- ").append(quoted(term))
        .append(" means ").append(quoted(choice)).append('\n'));
  }

  private static String relevanceText(GenerationRequest request) {
    StringBuilder sb = new StringBuilder(nullToEmpty(request.question()));
    RefinementContext r = request.refinement();
    if (r != null) {
      sb.append(' ').append(nullToEmpty(r.originalQuestion()))
          .append(' ').append(nullToEmpty(r.feedback()));
      r.previousQuestions().forEach(q -> sb.append(' ').append(q));
      if (r.currentQuery() != null) {
        sb.append(' ').append(nullToEmpty(r.currentQuery().sql()));
      }
    }
    request.resolutions().forEach((k, v) -> sb.append(' ').append(k).append(' ').append(v));
    return sb.toString();
  }

  private static String quoted(String text) {
    return "\"" + SchemaText.oneLine(nullToEmpty(text)).replace("\"", "'") + "\"";
  }

  private static String nullToEmpty(String s) {
    return s == null ? "" : s;
  }
}
