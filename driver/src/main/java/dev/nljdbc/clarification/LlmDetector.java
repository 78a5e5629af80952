package dev.nljdbc.clarification;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.langchain4j.model.chat.request.json.JsonArraySchema;
import dev.langchain4j.model.chat.request.json.JsonObjectSchema;
import dev.langchain4j.model.chat.request.json.JsonStringSchema;
import dev.nljdbc.error.UserText;
import dev.nljdbc.generation.llm.JsonChat;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A JSON ambiguity prompt on the fast model ({@code llm.fastModel}, else
 * {@code llm.model}), through LangChain4j with the reply's JSON schema as structured output.
 *
 * <p>The reply is untrusted: a column or table ambiguity counts only for options that are real
 * columns or tables of the schema (at least two), minor findings are dropped, texts are cut to
 * one short line, and a failed or unreadable call means "nothing found"
 * (docs/requirements.md#clarification, C8: continue without clarification on error). Sampled values
 * of tenant tables never go into the prompt.
 */
final class LlmDetector implements Detector {
  private static final Logger LOG = LoggerFactory.getLogger(LlmDetector.class);
  private static final String PURPOSE = "ambiguity detection";
  private static final int MAX_TABLES = 40;
  private static final int MAX_COLUMNS = 40;
  private static final int MAX_FINDINGS = 5;
  private static final int MAX_OPTIONS = 12;
  private static final int MAX_TEXT = 120;

  static final String SYSTEM = "You are an expert at detecting ambiguities in natural language "
      + "database queries.\n\n"
      + "Analyze if the query has any ambiguities or missing critical information that would "
      + "prevent generating an accurate database query.\n\n"
      + "Consider:\n"
      + "1. Column ambiguities: multiple columns could match the description (e.g. \"price\" -> "
      + "several price columns)\n"
      + "2. Missing filters: required information not specified (date range, a specific "
      + "entity, thresholds)\n"
      + "3. Vague terms: unclear qualifiers (\"high\", \"recent\", \"best\", \"top\" without "
      + "specifics)\n"
      + "4. Table ambiguities: multiple tables could satisfy the query\n"
      + "5. Aggregation ambiguities: unclear measure, time periods or grouping\n"
      + "6. Threshold ambiguities: comparative terms without values (\"greater than\", \"more "
      + "than\")\n"
      + "7. Intent: the query does not say what data it is about\n\n"
      + "For column and table ambiguities, possible_values must be exact column or table names "
      + "from the schema. Severity: critical when no accurate query is possible without the "
      + "answer, important when the query would rest on a guess, minor otherwise.\n"
      + "Be conservative: only ask for clarification if truly necessary to generate an accurate "
      + "query. A query that names its columns, values and periods explicitly needs none.\n\n"
      + "Reply with one JSON object: {\"needs_clarification\": true/false, \"confidence\": 0.0-1.0,"
      + " \"ambiguities\": [{\"type\": \"column_ambiguity\" | \"missing_filter\" | \"vague_term\" |"
      + " \"threshold\" | \"table_ambiguity\" | \"aggregation\" | \"intent\", \"description\": "
      + "\"...\", \"affected_part\": \"the part of the query that is ambiguous\", "
      + "\"possible_values\": [\"...\"], \"severity\": \"critical\" | \"important\" | "
      + "\"minor\"}], \"reasoning\": \"why clarification is or is not needed\"}.";

  private final JsonChat chat;

  LlmDetector(JsonChat chat) {
    this.chat = chat;
  }

  /** The JSON schema of the reply. */
  static JsonObjectSchema schema() {
    JsonObjectSchema ambiguity = JsonObjectSchema.builder()
        .addEnumProperty("type", List.of("column_ambiguity", "missing_filter", "vague_term",
            "threshold", "table_ambiguity", "aggregation", "intent"))
        .addStringProperty("description")
        .addStringProperty("affected_part")
        .addProperty("possible_values", JsonArraySchema.builder()
            .items(JsonStringSchema.builder().build())
            .build())
        .addEnumProperty("severity", List.of("critical", "important", "minor"))
        .required("type", "description", "affected_part", "possible_values", "severity")
        .build();
    return JsonObjectSchema.builder()
        .addBooleanProperty("needs_clarification")
        .addNumberProperty("confidence")
        .addProperty("ambiguities", JsonArraySchema.builder().items(ambiguity).build())
        .addStringProperty("reasoning")
        .required("needs_clarification", "confidence", "ambiguities", "reasoning")
        .build();
  }

  @Override
  public List<Ambiguity> detect(Subject subject) {
    ObjectNode reply;
    try {
      reply = chat.ask(PURPOSE, SYSTEM, user(subject), "ambiguity_analysis", schema());
    } catch (SQLException e) {
      LOG.warn("{} failed ({}); continuing with the rules' findings only", PURPOSE,
          e.getMessage());
      return List.of();
    }
    return read(reply, subject.schema());
  }

  /** The user message: the query, its kind, the schema, the conversation, the answers so far. */
  static String user(Subject s) {
    StringBuilder sb = new StringBuilder("User Query: ").append(quoted(s.text())).append('\n')
        .append("Intent Type: ").append(s.refinement() ? "refinement of the current query"
            : "new query").append('\n')
        .append("Available Schema:\n").append(schemaText(s.schema(),
            s.request().tenantColumn()));
    sb.append("\nConversation Context:\n");
    if (s.conversation().isEmpty() && s.currentSql() == null) {
      sb.append("(none)\n");
    }
    for (String q : s.conversation()) {
      sb.append("- ").append(quoted(q)).append('\n');
    }
    if (s.currentSql() != null) {
      sb.append("Current query: ").append(Texts.oneLine(s.currentSql())).append('\n');
    }
    if (!s.resolutions().isEmpty()) {
      sb.append("\nAlready clarified by the person (not ambiguous any more):\n");
      s.resolutions().forEach((k, v) -> sb.append("- ").append(quoted(k)).append(" means ")
          .append(quoted(v)).append('\n'));
    }
    return sb.toString();
  }

  /** The findings of a reply, checked against the schema. */
  static List<Ambiguity> read(JsonNode reply, SchemaSnapshot schema) {
    List<Ambiguity> found = new ArrayList<>();
    if (reply == null || !reply.path("needs_clarification").asBoolean(false)) {
      return found;
    }
    for (JsonNode n : reply.path("ambiguities")) {
      if (found.size() >= MAX_FINDINGS) {
        break;
      }
      AmbiguityType type = AmbiguityType.fromLabel(n.path("type").asText(null));
      Severity severity = Severity.fromLabel(n.path("severity").asText(null));
      String term = UserText.abbreviate(n.path("affected_part").asText(""), MAX_TEXT);
      if (type == null || severity == Severity.MINOR || term.isEmpty()) {
        continue;
      }
      List<String> values = new ArrayList<>();
      for (JsonNode v : n.path("possible_values")) {
        String value = UserText.abbreviate(v.asText(""), MAX_TEXT);
        if (!value.isEmpty() && !values.contains(value) && values.size() < MAX_OPTIONS) {
          values.add(value);
        }
      }
      String description = UserText.abbreviate(n.path("description").asText(""), MAX_TEXT);
      Ambiguity a = finding(type, severity, term, description, values, schema);
      if (a != null) {
        found.add(a);
      }
    }
    found.sort((x, y) -> x.severity().compareTo(y.severity()));
    return found;
  }

  private static Ambiguity finding(AmbiguityType type, Severity severity, String term,
      String description, List<String> values, SchemaSnapshot schema) {
    switch (type) {
      case COLUMN_AMBIGUITY: {
        List<String> columns = realColumns(values, schema);
        return columns.size() < 2 ? null : new Ambiguity(type, term, null, "You mentioned '"
            + term + "'. Which column do you mean?", QuestionKind.MULTIPLE_CHOICE, columns, false,
            severity, Ambiguity.Rewrite.PICK, null);
      }
      case TABLE_AMBIGUITY: {
        List<String> tables = realTables(values, schema);
        return tables.size() < 2 ? null : new Ambiguity(type, term, null, "Which table do you "
            + "mean by '" + term + "'?", QuestionKind.MULTIPLE_CHOICE, tables, false, severity,
            Ambiguity.Rewrite.PICK, null);
      }
      case INTENT: {
        List<String> tables = realTables(values, schema);
        String question = "'" + term + "' does not say what data: which table do you want?";
        return tables.size() < 2
            ? new Ambiguity(type, term, null, question, QuestionKind.TEXT, List.of(), true,
                severity, Ambiguity.Rewrite.SOURCE, null)
            : new Ambiguity(type, term, null, question, QuestionKind.MULTIPLE_CHOICE, tables,
                false, severity, Ambiguity.Rewrite.SOURCE, null);
      }
      case THRESHOLD:
        return new Ambiguity(type, term, null, "What threshold for '" + term + "'? Give a "
            + "number.", QuestionKind.NUMBER, List.of(), true, severity,
            Ambiguity.Rewrite.NOTE, null);
      case VAGUE_TERM:
        if (isTime(term, description)) {
          return new Ambiguity(type, term, null, "What period do you mean by '" + term + "'? "
              + "For example: last 7 days, last 30 days, this month, 2024.",
              QuestionKind.DATE_RANGE, List.of(), true, severity, Ambiguity.Rewrite.NOTE, null);
        }
        return open(type, severity, term, "You used '" + term + "'. Can you specify what you "
            + "mean?" + (description.isEmpty() ? "" : " (" + description + ")"), values);
      case MISSING_FILTER:
        return open(type, severity, term, "What " + term + " should I use?"
            + (description.isEmpty() ? "" : " (" + description + ")"), values);
      case AGGREGATION:
      default:
        return open(type, severity, term, "How should '" + term + "' be aggregated?"
            + (description.isEmpty() ? "" : " (" + description + ")"), values);
    }
  }

  private static Ambiguity open(AmbiguityType type, Severity severity, String term,
      String question, List<String> values) {
    return values.size() >= 2
        ? new Ambiguity(type, term, null, question, QuestionKind.MULTIPLE_CHOICE, values, true,
            severity, Ambiguity.Rewrite.NOTE, null)
        : new Ambiguity(type, term, null, question, QuestionKind.TEXT, List.of(), true, severity,
            Ambiguity.Rewrite.NOTE, null);
  }

  private static boolean isTime(String term, String description) {
    String t = (term + " " + description).toLowerCase(Locale.ROOT);
    for (String w : List.of("recent", "date", "time", "period", "today", "latest", "when",
        "day", "week", "month", "year")) {
      if (t.contains(w)) {
        return true;
      }
    }
    return false;
  }

  private static List<String> realColumns(List<String> values, SchemaSnapshot schema) {
    List<String> columns = new ArrayList<>();
    for (String v : values) {
      String name = v.strip();
      int dot = name.lastIndexOf('.');
      TableInfo only = dot > 0 ? schema.table(name.substring(0, dot)) : null;
      String column = dot > 0 ? name.substring(dot + 1) : name;
      for (TableInfo t : schema.tables()) {
        if ((only == null || only == t) && t.column(column) != null) {
          String option = dot > 0 ? RuleDetector.display(t.name()) + "."
              + RuleDetector.display(t.column(column).name())
              : RuleDetector.display(t.column(column).name());
          if (!columns.contains(option)) {
            columns.add(option);
          }
          break;
        }
      }
    }
    return columns;
  }

  private static List<String> realTables(List<String> values, SchemaSnapshot schema) {
    List<String> tables = new ArrayList<>();
    for (String v : values) {
      TableInfo t = schema.table(v.strip());
      if (t != null && !tables.contains(RuleDetector.display(t.name()))) {
        tables.add(RuleDetector.display(t.name()));
      }
    }
    return tables;
  }

  /** The schema for the prompt: tables, columns with types, comments, non-tenant samples. */
  static String schemaText(SchemaSnapshot schema, String tenantColumn) {
    StringBuilder sb = new StringBuilder();
    List<TableInfo> tables = schema.tables();
    for (TableInfo t : tables.subList(0, Math.min(MAX_TABLES, tables.size()))) {
      boolean tenantTable = tenantColumn != null && t.column(tenantColumn) != null;
      sb.append("TABLE ").append(t.name());
      if (t.remarks() != null && !t.remarks().isBlank()) {
        sb.append(" -- ").append(UserText.abbreviate(t.remarks(), MAX_TEXT));
      }
      sb.append('\n');
      List<ColumnInfo> columns = t.columns();
      for (ColumnInfo c : columns.subList(0, Math.min(MAX_COLUMNS, columns.size()))) {
        sb.append("  ").append(c.name()).append(' ').append(c.typeName());
        if (c.remarks() != null && !c.remarks().isBlank()) {
          sb.append(" -- ").append(UserText.abbreviate(c.remarks(), MAX_TEXT));
        }
        if (!tenantTable && !c.sampleValues().isEmpty()) {
          List<String> samples = c.sampleValues();
          sb.append(" values: ").append(String.join(", ",
              samples.subList(0, Math.min(8, samples.size()))));
        }
        sb.append('\n');
      }
    }
    if (tables.size() > MAX_TABLES) {
      sb.append("... and ").append(tables.size() - MAX_TABLES).append(" more tables\n");
    }
    return sb.toString();
  }

  private static String quoted(String text) {
    return "\"" + Texts.oneLine(text).replace("\"", "'") + "\"";
  }

  /** Merges the rules' findings with the model's: a model finding about words a rule covers is
   * dropped, so each term is asked about once and rules win (their options are checked); a minor
   * rule finding, never asked, covers nothing. */
  static List<Ambiguity> merge(List<Ambiguity> rules, List<Ambiguity> model,
      Map<String, String> resolutions) {
    List<Ambiguity> merged = new ArrayList<>(rules);
    for (Ambiguity m : model) {
      boolean covered = resolutions.keySet().stream().anyMatch(k -> k.equalsIgnoreCase(m.term()));
      for (Ambiguity r : merged) {
        covered |= r.severity() != Severity.MINOR && r.overlaps(m)
            || r.type() == AmbiguityType.INTENT;
      }
      if (!covered) {
        merged.add(m);
      }
    }
    merged.sort((x, y) -> x.severity().compareTo(y.severity()));
    return merged;
  }
}
