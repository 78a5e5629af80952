package dev.nljdbc.semantic;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads an Apache Ossie semantic model (YAML or JSON), validates it against the published JSON
 * schema (shipped with the driver) and turns it into a {@link SemanticModel}. Every problem names
 * the file and line.
 */
public final class ModelReader {
  private static final Set<String> TEMPORAL_TYPES = Set.of("Date", "Time", "DateTime",
      "DateTimeTz");
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
  private static final JsonSchema SCHEMA = schema();

  private ModelReader() {}

  private static JsonSchema schema() {
    try (InputStream in = ModelReader.class.getResourceAsStream("osi-schema.json")) {
      if (in == null) {
        throw new IllegalStateException("osi-schema.json missing from the driver");
      }
      return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Reads a model.
   *
   * @param file the file's name, for messages
   * @param text the file's content
   * @throws ModelException when it does not parse, breaks the schema or its extension is bad
   */
  public static SemanticModel read(String file, String text) throws ModelException {
    boolean json = text.stripLeading().startsWith("{");
    ObjectMapper mapper = json ? JSON : YAML;
    JsonNode root;
    try {
      root = mapper.readTree(text);
    } catch (JsonProcessingException e) {
      int line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
      throw new ModelException(file, line, "does not parse: " + e.getOriginalMessage(), e);
    }
    if (root == null || !root.isObject()) {
      throw new ModelException(file, 1, "is not a semantic model (no top-level mapping)");
    }
    LineMap lines = LineMap.of(mapper.getFactory(), text);
    validate(file, root, lines);
    return new Builder(file, lines).model(root);
  }

  private static void validate(String file, JsonNode root, LineMap lines) throws ModelException {
    List<ValidationMessage> messages = new ArrayList<>(SCHEMA.validate(root));
    if (messages.isEmpty()) {
      return;
    }
    messages.sort(Comparator.comparingInt(m -> lines.line(m.getInstanceLocation().toString())));
    ValidationMessage first = messages.get(0);
    String more = messages.size() > 1 ? " (and " + (messages.size() - 1) + " more problems)" : "";
    throw new ModelException(file, lines.line(first.getInstanceLocation().toString()),
        first.getMessage() + more);
  }

  /** Builds the model's records from a valid document. */
  private static final class Builder {
    private final String file;
    private final LineMap lines;

    Builder(String file, LineMap lines) {
      this.file = file;
      this.lines = lines;
    }

    SemanticModel model(JsonNode root) throws ModelException {
      String name = null;
      List<String> instructions = new ArrayList<>();
      List<Dataset> datasets = new ArrayList<>();
      List<Relationship> relationships = new ArrayList<>();
      List<Metric> metrics = new ArrayList<>();
      JsonNode models = root.path("semantic_model");
      for (int m = 0; m < models.size(); m++) {
        JsonNode model = models.get(m);
        String path = "semantic_model/" + m;
        name = name == null ? model.path("name").asText() : name;
        AiContext context = context(model.path("ai_context"));
        if (context.instructions() != null) {
          instructions.add(context.instructions());
        }
        JsonNode ds = model.path("datasets");
        for (int i = 0; i < ds.size(); i++) {
          datasets.add(dataset(ds.get(i), path + "/datasets/" + i));
        }
        JsonNode rs = model.path("relationships");
        for (int i = 0; i < rs.size(); i++) {
          JsonNode r = rs.get(i);
          relationships.add(new Relationship(r.path("name").asText(), r.path("from").asText(),
              r.path("to").asText(), strings(r.path("from_columns")),
              strings(r.path("to_columns")), path + "/relationships/" + i));
        }
        JsonNode ms = model.path("metrics");
        for (int i = 0; i < ms.size(); i++) {
          JsonNode x = ms.get(i);
          String at = path + "/metrics/" + i;
          metrics.add(new Metric(x.path("name").asText(), expression(x.path("expression")),
              text(x, "description"), context(x.path("ai_context")), at,
              metricFilter(x.path("custom_extensions"), at + "/custom_extensions")));
        }
      }
      return new SemanticModel(file, name, instructions, datasets, relationships, metrics);
    }

    private Dataset dataset(JsonNode d, String path) throws ModelException {
      List<ModelField> fields = new ArrayList<>();
      JsonNode fs = d.path("fields");
      for (int i = 0; i < fs.size(); i++) {
        JsonNode f = fs.get(i);
        String datatype = text(f, "datatype");
        JsonNode isTime = f.path("dimension").path("is_time");
        boolean time = isTime.isBoolean() ? isTime.asBoolean()
            : datatype != null && TEMPORAL_TYPES.contains(datatype);
        fields.add(new ModelField(f.path("name").asText(), expression(f.path("expression")),
            text(f, "description"), datatype, time, context(f.path("ai_context")),
            path + "/fields/" + i));
      }
      return new Dataset(d.path("name").asText(), d.path("source").asText(),
          strings(d.path("primary_key")), text(d, "description"), context(d.path("ai_context")),
          fields, extension(d.path("custom_extensions"), path + "/custom_extensions"), path);
    }

    /** A metric's filter from its NLJDBC extension, or null. */
    private String metricFilter(JsonNode extensions, String path) throws ModelException {
      for (int i = 0; i < extensions.size(); i++) {
        JsonNode e = extensions.get(i);
        if (NljdbcExtension.VENDOR.equalsIgnoreCase(e.path("vendor_name").asText())) {
          String at = path + "/" + i + "/data";
          try {
            return ConditionKeys.metricFilter(data(e, at));
          } catch (IllegalArgumentException x) {
            throw problem(at, x.getMessage());
          }
        }
      }
      return null;
    }

    private JsonNode data(JsonNode extension, String at) throws ModelException {
      JsonNode data;
      try {
        data = JSON.readTree(extension.path("data").asText());
      } catch (JsonProcessingException x) {
        throw problem(at, "the NLJDBC extension's data is not JSON: " + x.getOriginalMessage());
      }
      if (data == null || !data.isObject()) {
        throw problem(at, "the NLJDBC extension's data must be a JSON object");
      }
      return data;
    }

    private NljdbcExtension extension(JsonNode extensions, String path) throws ModelException {
      for (int i = 0; i < extensions.size(); i++) {
        JsonNode e = extensions.get(i);
        if (!NljdbcExtension.VENDOR.equalsIgnoreCase(e.path("vendor_name").asText())) {
          continue;
        }
        String at = path + "/" + i + "/data";
        JsonNode data = data(e, at);
        for (var names = data.fieldNames(); names.hasNext(); ) {
          String key = names.next();
          if (!Set.of("current_rows", "order_by", "value_synonyms", RelatedTime.KEY).contains(key)
              && !ConditionKeys.DATASET_KEYS.contains(key)) {
            throw problem(at, "unknown key '" + key + "' in the NLJDBC extension (current_rows,"
                + " order_by, value_synonyms, default_conditions, condition_words, "
                + RelatedTime.KEY + ")");
          }
        }
        ModelConditions conditions;
        try {
          conditions = ConditionKeys.dataset(data);
        } catch (IllegalArgumentException x) {
          throw problem(at, x.getMessage());
        }
        List<NljdbcExtension.ValueSynonym> synonyms = new ArrayList<>();
        JsonNode vs = data.path("value_synonyms");
        if (!vs.isMissingNode() && !vs.isObject()) {
          throw problem(at, "value_synonyms must map phrases to conditions");
        }
        for (var fields = vs.fields(); fields.hasNext(); ) {
          var entry = fields.next();
          if (!entry.getValue().isTextual() || entry.getKey().isBlank()) {
            throw problem(at, "value synonym '" + entry.getKey() + "' needs a condition text");
          }
          synonyms.add(new NljdbcExtension.ValueSynonym(entry.getKey().strip(),
              entry.getValue().asText()));
        }
        RelatedTime time;
        try {
          time = RelatedTime.read(data);
        } catch (IllegalArgumentException x) {
          throw problem(at, x.getMessage());
        }
        return new NljdbcExtension(text(data, "current_rows"), text(data, "order_by"), synonyms,
            conditions, time);
      }
      return NljdbcExtension.NONE;
    }

    private ModelException problem(String path, String problem) {
      return new ModelException(file, lines.line(path), problem);
    }

    private static String expression(JsonNode expression) {
      JsonNode dialects = expression.path("dialects");
      for (JsonNode d : dialects) {
        if ("ANSI_SQL".equals(d.path("dialect").asText())) {
          return d.path("expression").asText();
        }
      }
      return dialects.path(0).path("expression").asText();
    }

    private static AiContext context(JsonNode node) {
      if (node.isTextual()) {
        return new AiContext(node.asText(), List.of(), List.of());
      }
      if (!node.isObject()) {
        return AiContext.NONE;
      }
      return new AiContext(text(node, "instructions"), strings(node.path("synonyms")),
          strings(node.path("examples")));
    }

    private static List<String> strings(JsonNode array) {
      List<String> values = new ArrayList<>();
      for (JsonNode n : array) {
        if (!n.asText().isBlank()) {
          values.add(n.asText().strip());
        }
      }
      return values;
    }

    private static String text(JsonNode node, String key) {
      JsonNode v = node.path(key);
      return v.isValueNode() && !v.asText().isBlank() ? v.asText().strip() : null;
    }
  }

  /** Whether a file name reads as JSON rather than YAML. */
  static boolean isJsonName(String name) {
    return name.toLowerCase(Locale.ROOT).endsWith(".json");
  }

  /** The factory for a file's syntax. */
  static JsonFactory factory(String name) {
    return isJsonName(name) ? JSON.getFactory() : YAML.getFactory();
  }
}
