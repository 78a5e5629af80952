package dev.nljdbc.semantic;

import dev.nljdbc.dialect.SqlDialect;
import dev.nljdbc.generation.offline.index.NameScore;
import dev.nljdbc.schema.TableInfo;
import dev.nljdbc.schema.TimeThrough;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A model whose names all resolved against one schema: each dataset's table, each metric's home
 * dataset (the one dataset its expression reads; null for a metric over several).
 */
public final class ResolvedModel {
  private final SemanticModel model;
  private final Map<Dataset, TableInfo> tables;
  private final Map<Metric, Dataset> homes;
  /** Per metric, the words it is read as ({@link #spelled}), or null; read once at load. */
  private final Map<Metric, String> spelled = new LinkedHashMap<>();

  private final Map<Dataset, TimeThrough> times;
  private final SqlDialect dialect;
  private final boolean qualified;

  ResolvedModel(SemanticModel model, Map<Dataset, TableInfo> tables, Map<Metric, Dataset> homes,
      Map<Dataset, TimeThrough> times, SqlDialect dialect, boolean qualified) {
    this.model = model;
    this.tables = new LinkedHashMap<>(tables);
    this.homes = new LinkedHashMap<>(homes);
    this.times = new LinkedHashMap<>(times);
    this.dialect = dialect;
    this.qualified = qualified;
    for (Metric m : this.homes.keySet()) {
      spelled.put(m, spell(m));
    }
  }

  /** The model as read. */
  public SemanticModel model() {
    return model;
  }

  /** The table of a dataset. */
  public TableInfo table(Dataset dataset) {
    return tables.get(dataset);
  }

  /** A dataset's time field through its relationships, resolved, or null. */
  TimeThrough timeThrough(Dataset dataset) {
    return times.get(dataset);
  }

  /** Value synonyms' conditions on related datasets, as semi-joins in the target's dialect. */
  RelatedCondition relatedConditions() {
    return new RelatedCondition(model, tables, dialect, qualified);
  }

  /** The dataset over a table of this name (ignoring case), or null. */
  public Dataset datasetOfTable(String tableName) {
    String t = tableName.toLowerCase(Locale.ROOT);
    for (Map.Entry<Dataset, TableInfo> e : tables.entrySet()) {
      if (e.getValue().name().toLowerCase(Locale.ROOT).equals(t)) {
        return e.getKey();
      }
    }
    return null;
  }

  /** The dataset a metric reads, or null when it reads several. */
  public Dataset home(Metric metric) {
    return homes.get(metric);
  }

  /**
   * The words a metric that only names an aggregate of one of its table's columns is read as,
   * or null for any other metric: {@code average_speed = AVG(speed)} is "average
   * speed", {@code average_fee = AVG(fee_amt)} "average fee amt" (a name word may be a column
   * word abbreviated: {@code average_visit = AVG(vst_amt)}), which the engine reads by
   * itself, with follow-ups ("and the maximum?") that a metric's fixed aggregate would not
   * follow. Its name's words are some of the column's (and its table's) words after the
   * aggregate's. Such a metric is no column of its own; its name and synonyms are rewritten to
   * these words.
   */
  String spelled(Metric metric) {
    return spelled.get(metric);
  }

  private String spell(Metric metric) {
    Dataset home = homes.get(metric);
    if (home == null || metric.filter() != null) {
      return null;
    }
    net.sf.jsqlparser.expression.Expression e = Expressions.parse(metric.expression());
    if (!(e instanceof net.sf.jsqlparser.expression.Function f) || f.getParameters() == null
        || f.getParameters().size() != 1 || f.isDistinct() || f.isAllColumns()
        || !(f.getParameters().get(0) instanceof net.sf.jsqlparser.schema.Column c)) {
      return null;
    }
    List<String> aggregateWords = AGGREGATE_WORDS.get(f.getName().toUpperCase(Locale.ROOT));
    String column = Identifiers.unquote(c.getColumnName());
    if (aggregateWords == null || tables.get(home).column(column) == null) {
      return null;
    }
    List<String> name = words(metric.name());
    if (name.isEmpty() || !aggregateWords.contains(name.get(0))) {
      return null;
    }
    java.util.Set<String> rest = new java.util.LinkedHashSet<>(name.subList(1, name.size()));
    java.util.Set<String> own = new java.util.LinkedHashSet<>(words(column));
    List<String> table = words(tables.get(home).name());
    own.remove("of");
    rest.remove("of");
    java.util.Set<String> withTable = new java.util.LinkedHashSet<>(own);
    for (String r : rest) {
      if (namesColumnWord(own, r)) {
        withTable.add(r);
      }
      for (String t : table) {
        if (QuestionRewriter.inflection(r, t)) {
          withTable.add(r);
        }
      }
    }
    if (rest.isEmpty() || !withTable.containsAll(rest)
        || rest.stream().noneMatch(r -> namesColumnWord(own, r))) {
      return null;
    }
    return name.get(0) + " " + String.join(" ", words(column));
  }

  /** Whether a word of a metric's name is a word of its column, whole or abbreviated there. */
  private static boolean namesColumnWord(java.util.Set<String> columnWords, String word) {
    return columnWords.contains(word)
        || columnWords.stream().anyMatch(c -> NameScore.abbreviation(c, word));
  }

  private static final Map<String, List<String>> AGGREGATE_WORDS = Map.of(
      "AVG", List.of("average", "avg", "mean"),
      "SUM", List.of("total", "sum"),
      "MAX", List.of("maximum", "max", "highest", "largest"),
      "MIN", List.of("minimum", "min", "lowest", "smallest"));

  /** An identifier's words, lower case ({@code FullName}, {@code full_name}: full, name). */
  static List<String> words(String identifier) {
    String spaced = identifier.replaceAll("(?<=\\p{Ll})(?=\\p{Lu})", " ").replace('_', ' ')
        .toLowerCase(Locale.ROOT).strip();
    return spaced.isEmpty() ? List.of() : List.of(spaced.split("\\s+"));
  }

  /** The metrics whose home is this dataset. */
  public List<Metric> metricsOf(Dataset dataset) {
    return homes.entrySet().stream().filter(e -> e.getValue() == dataset)
        .map(Map.Entry::getKey).toList();
  }
}
