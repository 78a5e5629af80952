package dev.nljdbc.semantic;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.ForeignKey;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.io.UncheckedIOException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Writes an Apache Ossie model from a schema, for an operator to edit: one dataset per table
 * (primary key, comment as description), one field per column (data type, temporal columns as
 * time dimensions), one relationship per foreign key, and what people taught through
 * clarifications: an answer that names one table makes the term a synonym of that dataset, one
 * value of a column ({@code tickets.prio = 'urgent'}) a value synonym in the NLJDBC extension,
 * one column a synonym of that field; any other answer an instruction.
 */
public final class ModelDraft {
  private static final YAMLMapper YAML = new YAMLMapper(new YAMLFactory()
      .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
      .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES));
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private ModelDraft() {}

  /**
   * The draft as YAML.
   *
   * @param name the model's name
   * @param schema the target's schema
   * @param learned learned clarification answers to include; empty for none
   */
  public static String yaml(String name, SchemaSnapshot schema, List<LearnedAnswer> learned) {
    Map<ColumnInfo, List<String>> synonyms = new LinkedHashMap<>();
    Taught taught = new Taught();
    List<String> instructions = new ArrayList<>();
    for (LearnedAnswer a : learned) {
      TaughtValue value = TaughtValue.of(schema, a.answer());
      TableInfo table = schema.table(a.answer().strip());
      if (value != null) {
        taught.values.computeIfAbsent(value.table(), t -> new LinkedHashMap<>())
            .putIfAbsent(a.term(), value.condition());
        continue;
      }
      if (table != null) {
        if (!table.name().equalsIgnoreCase(a.term())) {
          taught.tables.computeIfAbsent(table, t -> new ArrayList<>()).add(a.term());
        }
        continue;
      }
      ColumnInfo column = namedColumn(schema, a.answer());
      if (column != null && !column.name().equalsIgnoreCase(a.term())) {
        synonyms.computeIfAbsent(column, c -> new ArrayList<>()).add(a.term());
      } else if (column == null) {
        instructions.add("\"" + a.term() + "\" means: " + a.answer());
      }
    }
    ObjectNode model = NODES.objectNode();
    model.put("name", name);
    model.put("description", "Draft written by nljdbc from the database's schema; review it.");
    if (!instructions.isEmpty()) {
      model.putObject("ai_context").put("instructions", String.join("\n", instructions));
    }
    ArrayNode datasets = model.putArray("datasets");
    ArrayNode relationships = NODES.arrayNode();
    for (TableInfo t : schema.tables()) {
      datasets.add(dataset(t, synonyms, taught));
      int i = 0;
      for (ForeignKey fk : t.foreignKeys()) {
        TableInfo parent = schema.table(fk.referencedTable());
        if (parent == null) {
          continue;
        }
        ObjectNode r = relationships.addObject();
        r.put("name", t.name() + "_to_" + parent.name() + (i++ == 0 ? "" : "_" + i));
        r.put("from", t.name());
        r.put("to", parent.name());
        fk.columns().forEach(r.putArray("from_columns")::add);
        fk.referencedColumns().forEach(r.putArray("to_columns")::add);
      }
    }
    if (!relationships.isEmpty()) {
      model.set("relationships", relationships);
    }
    ObjectNode root = NODES.objectNode();
    root.put("version", "0.2.0.dev0");
    root.putArray("semantic_model").add(model);
    try {
      return YAML.writeValueAsString(root);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** What people taught about tables: their words, and words for one of their values. */
  private static final class Taught {
    final Map<TableInfo, List<String>> tables = new LinkedHashMap<>();
    final Map<TableInfo, Map<String, String>> values = new LinkedHashMap<>();
  }

  private static ObjectNode dataset(TableInfo t, Map<ColumnInfo, List<String>> synonyms,
      Taught taught) {
    ObjectNode d = NODES.objectNode();
    d.put("name", t.name());
    d.put("source", t.schema() == null ? t.name() : t.schema() + "." + t.name());
    if (!t.primaryKey().isEmpty()) {
      t.primaryKey().forEach(d.putArray("primary_key")::add);
    }
    if (t.remarks() != null && !t.remarks().isBlank()) {
      d.put("description", t.remarks().strip());
    }
    List<String> words = taught.tables.get(t);
    if (words != null) {
      ArrayNode s = d.putObject("ai_context").putArray("synonyms");
      words.forEach(s::add);
    }
    ArrayNode fields = d.putArray("fields");
    for (ColumnInfo c : t.columns()) {
      ObjectNode f = fields.addObject();
      f.put("name", c.name());
      f.putObject("expression").putArray("dialects").addObject()
          .put("dialect", "ANSI_SQL").put("expression", expression(c.name()));
      String type = datatype(c.jdbcType());
      if (type != null) {
        f.put("datatype", type);
      }
      if (type != null && (type.startsWith("Date") || type.equals("Time"))) {
        f.putObject("dimension").put("is_time", true);
      }
      if (c.remarks() != null && !c.remarks().isBlank()) {
        f.put("description", c.remarks().strip());
      }
      List<String> named = synonyms.get(c);
      if (named != null) {
        ArrayNode s = f.putObject("ai_context").putArray("synonyms");
        named.forEach(s::add);
      }
    }
    Map<String, String> values = taught.values.get(t);
    if (values != null) {
      ObjectNode data = NODES.objectNode();
      ObjectNode v = data.putObject("value_synonyms");
      values.forEach(v::put);
      d.putArray("custom_extensions").addObject().put("vendor_name", "NLJDBC")
          .put("data", data.toString());
    }
    return d;
  }

  private static String expression(String column) {
    return column.matches("[A-Za-z_][A-Za-z0-9_]*") ? column
        : "\"" + column.replace("\"", "\"\"") + "\"";
  }

  /** The one column an answer names ({@code table.column}, or a column name as a word). */
  private static ColumnInfo namedColumn(SchemaSnapshot schema, String answer) {
    String text = answer.toLowerCase(Locale.ROOT);
    ColumnInfo found = null;
    for (TableInfo t : schema.tables()) {
      for (ColumnInfo c : t.columns()) {
        String column = c.name().toLowerCase(Locale.ROOT);
        String qualified = t.name().toLowerCase(Locale.ROOT) + "." + column;
        if (text.equals(qualified) || text.equals(column)) {
          return c;
        }
        if (Pattern.compile("(?<![\\w.])" + Pattern.quote(column) + "(?!\\w)").matcher(text)
            .find() || text.contains(qualified)) {
          if (found != null && found != c) {
            return null;
          }
          found = c;
        }
      }
    }
    return found;
  }

  private static String datatype(int jdbcType) {
    switch (jdbcType) {
      case Types.CHAR: case Types.VARCHAR: case Types.LONGVARCHAR: case Types.NCHAR:
      case Types.NVARCHAR: case Types.CLOB:
        return "String";
      case Types.TINYINT: case Types.SMALLINT: case Types.INTEGER: case Types.BIGINT:
        return "Integer";
      case Types.DECIMAL: case Types.NUMERIC:
        return "Decimal";
      case Types.REAL: case Types.FLOAT: case Types.DOUBLE:
        return "Float";
      case Types.BOOLEAN: case Types.BIT:
        return "Boolean";
      case Types.DATE:
        return "Date";
      case Types.TIME:
        return "Time";
      case Types.TIMESTAMP:
        return "DateTime";
      case Types.TIMESTAMP_WITH_TIMEZONE: case Types.TIME_WITH_TIMEZONE:
        return "DateTimeTz";
      default:
        return null;
    }
  }
}
