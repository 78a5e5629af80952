package dev.nljdbc.semantic;

import com.fasterxml.jackson.databind.JsonNode;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.ForeignKey;
import dev.nljdbc.schema.TableInfo;
import dev.nljdbc.schema.TimeThrough;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A dataset's time field reached through its relationships, the NLJDBC extension's
 * {@code time_field}: {@code {"relationship": "payslips_to_runs", "field": "pay_date"}} dates
 * payslips by their payroll run's pay date. {@code relationship} is one relationship's name or a
 * list of them, a chain of many-to-one relationships from the dataset (each one's {@code from}
 * the previous one's {@code to}); {@code field} is a date field or column of the last one's
 * {@code to} dataset. It is the dataset's one time field: a period or a trend of the dataset's
 * rows goes on that date, joined along the chain.
 *
 * @param relationships the names of the relationships, from the dataset on
 * @param field the date field or column at the end of the chain
 */
public record RelatedTime(List<String> relationships, String field) {
  /** The extension's key. */
  static final String KEY = "time_field";

  /** Copies the list. */
  public RelatedTime {
    relationships = List.copyOf(relationships);
  }

  /**
   * Reads the extension's {@code time_field} value, or returns null when there is none.
   *
   * @throws IllegalArgumentException saying what is wrong with it
   */
  static RelatedTime read(JsonNode data) {
    JsonNode node = data.path(KEY);
    if (node.isMissingNode() || node.isNull()) {
      return null;
    }
    if (!node.isObject()) {
      throw new IllegalArgumentException(KEY + " must be an object"
          + " {\"relationship\": NAME or [NAME, ...], \"field\": DATE_FIELD}");
    }
    for (var names = node.fieldNames(); names.hasNext(); ) {
      String key = names.next();
      if (!key.equals("relationship") && !key.equals("field")) {
        throw new IllegalArgumentException("unknown key '" + key + "' in " + KEY
            + " (relationship, field)");
      }
    }
    List<String> chain = new ArrayList<>();
    JsonNode r = node.path("relationship");
    if (r.isTextual() && !r.asText().isBlank()) {
      chain.add(r.asText().strip());
    } else if (r.isArray() && !r.isEmpty()) {
      for (JsonNode n : r) {
        if (!n.isTextual() || n.asText().isBlank()) {
          throw new IllegalArgumentException(KEY + ".relationship must list relationship names");
        }
        chain.add(n.asText().strip());
      }
    } else {
      throw new IllegalArgumentException(KEY + " needs a relationship: the name of a"
          + " relationship from the dataset, or a list of them");
    }
    JsonNode f = node.path("field");
    if (!f.isTextual() || f.asText().isBlank()) {
      throw new IllegalArgumentException(KEY + " needs a field: the date field of the dataset"
          + " the relationship leads to");
    }
    return new RelatedTime(chain, f.asText().strip());
  }

  /**
   * The time field resolved against the model and the schema, as the snapshot carries it.
   *
   * @param dataset the dataset it dates
   * @param tables each dataset's table
   * @throws IllegalArgumentException naming what does not resolve
   */
  TimeThrough resolve(Dataset dataset, SemanticModel model, Map<Dataset, TableInfo> tables) {
    List<ForeignKey> path = new ArrayList<>();
    Dataset at = dataset;
    for (String name : relationships) {
      Relationship r = relationship(model, name);
      if (!r.from().equalsIgnoreCase(at.name())) {
        throw new IllegalArgumentException("relationship " + r.name() + " goes from " + r.from()
            + " to " + r.to() + ", not from " + at.name() + ": the relationships lead from the"
            + " dataset, many to one, to the dataset that holds the date");
      }
      Dataset to = model.dataset(r.to());
      if (to == null || to == dataset || path.stream().anyMatch(k -> k.referencedTable()
          .equalsIgnoreCase(tables.get(to).name()))) {
        throw new IllegalArgumentException("relationship " + r.name() + " leads back to "
            + r.to());
      }
      TableInfo parent = tables.get(to);
      TableInfo child = tables.get(at);
      path.add(new ForeignKey(r.fromColumns().stream().map(c -> child.column(c).name()).toList(),
          parent.schema(), parent.name(),
          r.toColumns().stream().map(c -> parent.column(c).name()).toList()));
      at = to;
    }
    TableInfo holder = tables.get(at);
    ModelField f = at.field(field);
    String column = f == null ? field : f.column();
    if (column == null) {
      throw new IllegalArgumentException("field " + at.name() + "." + field + " is an expression;"
          + " the time field must be a date column");
    }
    ColumnInfo c = holder.column(column);
    if (c == null) {
      throw new IllegalArgumentException("unknown field '" + field + "' in dataset " + at.name());
    }
    if (!temporal(c)) {
      throw new IllegalArgumentException(at.name() + "." + c.name() + " is no date ("
          + c.typeName() + ")");
    }
    return new TimeThrough(path, c.name());
  }

  /** What {@code /model} and the prompt say of it: {@code payroll_runs.pay_date via r}. */
  String describe(SemanticModel model) {
    Relationship last = relationship(model, relationships.get(relationships.size() - 1));
    return last.to() + "." + field + " (through " + String.join(", ", relationships) + ")";
  }

  private static Relationship relationship(SemanticModel model, String name) {
    for (Relationship r : model.relationships()) {
      if (r.name().equalsIgnoreCase(name)) {
        return r;
      }
    }
    List<String> names = model.relationships().stream().map(Relationship::name).toList();
    throw new IllegalArgumentException("unknown relationship '" + name + "'"
        + (names.isEmpty() ? " (the model has none)" : " (relationships: "
        + String.join(", ", names) + ")"));
  }

  private static boolean temporal(ColumnInfo c) {
    String t = c.typeName() == null ? "" : c.typeName().toLowerCase(Locale.ROOT);
    return c.jdbcType() == Types.DATE || c.jdbcType() == Types.TIMESTAMP
        || c.jdbcType() == Types.TIMESTAMP_WITH_TIMEZONE || t.contains("date")
        || t.contains("timestamp");
  }
}
