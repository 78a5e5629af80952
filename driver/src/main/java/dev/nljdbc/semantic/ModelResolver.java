package dev.nljdbc.semantic;

import dev.nljdbc.dialect.SqlDialect;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import dev.nljdbc.schema.TimeThrough;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.schema.Column;

/**
 * Resolves a model against a target's schema: every dataset's source is a table, every column a
 * field, relationship or extension names exists, every expression parses and reads only its
 * dataset's columns, and the security gate admits a query over each expression (so a metric that
 * calls a denied function is refused at load, not at question time).
 */
public final class ModelResolver {
  private static final String EXPRESSION = "/expression/dialects/0/expression";

  private final SemanticModel model;
  private final SchemaSnapshot schema;
  private final ExpressionCheck gate;
  private final LineMap lines;

  private ModelResolver(SemanticModel model, SchemaSnapshot schema, ExpressionCheck gate,
      LineMap lines) {
    this.model = model;
    this.schema = schema;
    this.gate = gate;
    this.lines = lines;
  }

  /**
   * Resolves the model.
   *
   * @param text the file's text, for line numbers in messages (null: no lines)
   * @throws ModelException naming the file, the line and the unknown name or bad expression
   */
  public static ResolvedModel resolve(SemanticModel model, String text, SchemaSnapshot schema,
      ExpressionCheck gate) throws ModelException {
    LineMap lines = text == null ? LineMap.empty() : LineMap.of(
        text.stripLeading().startsWith("{") ? new com.fasterxml.jackson.core.JsonFactory()
            : new com.fasterxml.jackson.dataformat.yaml.YAMLFactory(), text);
    return new ModelResolver(model, schema, gate, lines).resolve();
  }

  private ResolvedModel resolve() throws ModelException {
    Map<Dataset, TableInfo> tables = new LinkedHashMap<>();
    Map<String, Dataset> byName = new HashMap<>();
    for (Dataset d : model.datasets()) {
      TableInfo table = table(d);
      tables.put(d, table);
      byName.put(lower(d.name()), d);
    }
    for (Dataset d : model.datasets()) {
      TableInfo table = tables.get(d);
      for (String key : d.primaryKey()) {
        column(table, key, d.path() + "/primary_key", "primary key of dataset " + d.name());
      }
      for (ModelField f : d.fields()) {
        field(d, table, f);
      }
      extension(d, table);
    }
    for (Relationship r : model.relationships()) {
      relationship(r, byName, tables);
    }
    Map<Dataset, TimeThrough> times = new LinkedHashMap<>();
    RelatedCondition related = new RelatedCondition(model, tables, schema.dialect(),
        schema.qualified());
    for (Dataset d : model.datasets()) {
      String at = d.path() + "/custom_extensions";
      RelatedTime time = d.extension().timeField();
      if (time != null) {
        try {
          times.put(d, time.resolve(d, model, tables));
        } catch (IllegalArgumentException e) {
          throw problem(at, RelatedTime.KEY + " of dataset " + d.name() + ": " + e.getMessage());
        }
      }
      for (NljdbcExtension.ValueSynonym v : d.extension().valueSynonyms()) {
        synonym(d, tables, related, v, at);
      }
    }
    Map<Metric, Dataset> homes = new LinkedHashMap<>();
    for (Metric m : model.metrics()) {
      Dataset home = metric(m, byName, tables);
      if (home != null) {
        homes.put(m, home);
      }
    }
    return new ResolvedModel(model, tables, homes, times, schema.dialect(),
        schema.qualified());
  }

  private TableInfo table(Dataset d) throws ModelException {
    String name = d.table();
    String schemaName = d.schema();
    TableInfo only = null;
    for (TableInfo t : schema.tables()) {
      if (!t.name().equalsIgnoreCase(name)) {
        continue;
      }
      if (schemaName != null && t.schema() != null && t.schema().equalsIgnoreCase(schemaName)) {
        return t;
      }
      only = only == null ? t : only;
    }
    if (only == null) {
      throw problem(d.path() + "/source", "dataset " + d.name() + ": unknown table '"
          + d.source() + "' in the target database");
    }
    return only;
  }

  private void field(Dataset d, TableInfo table, ModelField f) throws ModelException {
    String at = f.path() + EXPRESSION;
    String what = "field " + d.name() + "." + f.name();
    if (f.column() != null) {
      column(table, f.column(), at, what);
      return;
    }
    Expression e = Expressions.parse(f.expression());
    if (e == null) {
      throw problem(at, what + ": the expression does not parse: " + f.expression());
    }
    columns(e, d, table, Map.of(), at, what);
    probe("SELECT " + f.expression() + " FROM " + from(table, d), at, what);
  }

  private void extension(Dataset d, TableInfo table) throws ModelException {
    NljdbcExtension x = d.extension();
    String at = d.path() + "/custom_extensions";
    if (x.currentRows() != null) {
      condition(d, table, x.currentRows(), at, "current_rows of dataset " + d.name());
    }
    for (String c : x.conditions().defaults()) {
      condition(d, table, c, at, "default condition of dataset " + d.name());
    }
    for (ModelConditions.ConditionWord w : x.conditions().words()) {
      condition(d, table, w.condition(), at,
          "condition word '" + w.words() + "' of dataset " + d.name());
    }
    if (x.orderBy() != null) {
      for (String part : x.orderBy().split(",")) {
        String[] words = part.strip().split("\\s+");
        if (words.length > 2 || words.length == 2
            && !words[1].matches("(?i)asc|desc")) {
          throw problem(at, "order_by of dataset " + d.name()
              + " must be 'column [ASC|DESC], ...': " + x.orderBy());
        }
        column(table, Identifiers.unquote(words[0]), at, "order_by of dataset " + d.name());
      }
    }
  }

  private void condition(Dataset d, TableInfo table, String sql, String at, String what)
      throws ModelException {
    Expression e = Expressions.parseCondition(sql);
    if (e == null) {
      throw problem(at, what + ": the condition does not parse: " + sql);
    }
    columns(e, d, table, Map.of(), at, what);
    probe("SELECT 1 FROM " + from(table, d) + " WHERE " + sql, at, what);
  }

  /**
   * Checks a value synonym's condition: over the dataset's own columns, or over a related
   * dataset's too, as the semi-join it becomes ({@link RelatedCondition}).
   */
  private void synonym(Dataset d, Map<Dataset, TableInfo> tables, RelatedCondition related,
      NljdbcExtension.ValueSynonym v, String at) throws ModelException {
    String what = "value synonym '" + v.phrase() + "' of dataset " + d.name();
    TableInfo table = tables.get(d);
    Expression e = Expressions.parseCondition(v.condition());
    if (e == null || related.related(e, d).isEmpty()) {
      condition(d, table, v.condition(), at, what);
      return;
    }
    for (Column c : Expressions.columns(e)) {
      String qualifier = c.getTable() == null ? null : c.getTable().getName();
      Dataset owner = qualifier == null ? d : related.dataset(qualifier);
      if (owner == null) {
        throw problem(at, what + ": '" + c + "' names no dataset of the model");
      }
      column(tables.get(owner), Identifiers.unquote(c.getColumnName()), at, what);
    }
    String alias = quote(d.name(), schema.dialect());
    String semiJoin;
    try {
      semiJoin = related.render(v.condition(), d, alias);
    } catch (IllegalArgumentException x) {
      throw problem(at, what + ": " + x.getMessage());
    }
    probe("SELECT 1 FROM " + from(table, d) + " WHERE " + semiJoin, at, what);
  }

  private void relationship(Relationship r, Map<String, Dataset> byName,
      Map<Dataset, TableInfo> tables) throws ModelException {
    Dataset from = byName.get(lower(r.from()));
    Dataset to = byName.get(lower(r.to()));
    String what = "relationship " + r.name();
    if (from == null || to == null) {
      throw problem(r.path(), what + ": unknown dataset '" + (from == null ? r.from() : r.to())
          + "'");
    }
    if (r.fromColumns().size() != r.toColumns().size()) {
      throw problem(r.path(), what + ": from_columns and to_columns differ in length");
    }
    for (String c : r.fromColumns()) {
      column(tables.get(from), c, r.path() + "/from_columns", what);
    }
    for (String c : r.toColumns()) {
      column(tables.get(to), c, r.path() + "/to_columns", what);
    }
  }

  private Dataset metric(Metric m, Map<String, Dataset> byName, Map<Dataset, TableInfo> tables)
      throws ModelException {
    String at = m.path() + EXPRESSION;
    String what = "metric " + m.name();
    Expression e = Expressions.parse(m.expression());
    if (e == null) {
      throw problem(at, what + ": the expression does not parse: " + m.expression());
    }
    List<Column> columns = new java.util.ArrayList<>(Expressions.columns(e));
    if (m.filter() != null) {
      Expression f = Expressions.parseCondition(m.filter());
      if (f == null) {
        throw problem(m.path() + "/custom_extensions", what + ": the filter does not parse: "
            + m.filter());
      }
      columns.addAll(Expressions.columns(f));
      if (MetricFilters.fold(m.expression(), m.filter()) == null) {
        throw problem(m.path() + "/custom_extensions", what
            + ": a filter needs an aggregate (SUM, AVG, MIN, MAX, COUNT) in the expression");
      }
    }
    Set<Dataset> read = new LinkedHashSet<>();
    for (Column c : columns) {
      String qualifier = c.getTable() == null ? null : c.getTable().getName();
      Dataset d = qualifier == null
          ? (model.datasets().size() == 1 ? model.datasets().get(0) : null)
          : byName.get(lower(Identifiers.unquote(qualifier)));
      if (d == null) {
        throw problem(at, what + ": '" + c + "' must name its dataset (dataset.column)");
      }
      column(tables.get(d), Identifiers.unquote(c.getColumnName()), at, what);
      read.add(d);
    }
    if (read.isEmpty()) {
      return null;
    }
    StringBuilder from = new StringBuilder();
    for (Dataset d : read) {
      from.append(from.length() == 0 ? "" : " CROSS JOIN ").append(from(tables.get(d), d));
    }
    probe("SELECT " + MetricFilters.expression(m) + " FROM " + from, at, what);
    return read.size() == 1 ? read.iterator().next() : null;
  }

  private void columns(Expression e, Dataset d, TableInfo table, Map<String, Dataset> others,
      String at, String what) throws ModelException {
    for (Column c : Expressions.columns(e)) {
      String qualifier = c.getTable() == null ? null : Identifiers.unquote(c.getTable().getName());
      if (qualifier != null && !qualifier.equalsIgnoreCase(d.name())
          && !qualifier.equalsIgnoreCase(table.name()) && !others.containsKey(lower(qualifier))) {
        throw problem(at, what + ": '" + c + "' is not a column of dataset " + d.name());
      }
      column(table, Identifiers.unquote(c.getColumnName()), at, what);
    }
  }

  private ColumnInfo column(TableInfo table, String name, String at, String what)
      throws ModelException {
    ColumnInfo c = table.column(name);
    if (c == null) {
      List<String> names = table.columns().stream().map(ColumnInfo::name).toList();
      throw problem(at, what + ": unknown column '" + name + "' in table " + table.name()
          + " (columns: " + String.join(", ", names.subList(0, Math.min(names.size(), 20)))
          + (names.size() > 20 ? ", ..." : "") + ")");
    }
    return c;
  }

  private void probe(String sql, String at, String what) throws ModelException {
    try {
      gate.admit(sql);
    } catch (SQLException e) {
      throw new ModelException(model.file(), lines.line(at),
          what + ": refused by the security layer: " + e.getMessage(), e);
    }
  }

  private String from(TableInfo table, Dataset d) {
    String name = quote(table.name(), schema.dialect());
    if (table.schema() != null) {
      name = quote(table.schema(), schema.dialect()) + "." + name;
    }
    return name + " AS " + quote(d.name(), schema.dialect());
  }

  /** The identifier, quoted for the dialect where it must be. */
  static String quote(String identifier, SqlDialect dialect) {
    return dialect.identifier(identifier);
  }

  private ModelException problem(String at, String problem) {
    return new ModelException(model.file(), lines.line(at), problem);
  }

  private static String lower(String s) {
    return s.toLowerCase(Locale.ROOT);
  }
}
