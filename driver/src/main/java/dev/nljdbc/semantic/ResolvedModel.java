package dev.nljdbc.semantic;

import dev.nljdbc.schema.TableInfo;
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

  ResolvedModel(SemanticModel model, Map<Dataset, TableInfo> tables, Map<Metric, Dataset> homes) {
    this.model = model;
    this.tables = new LinkedHashMap<>(tables);
    this.homes = new LinkedHashMap<>(homes);
  }

  /** The model as read. */
  public SemanticModel model() {
    return model;
  }

  /** The table of a dataset. */
  public TableInfo table(Dataset dataset) {
    return tables.get(dataset);
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

  /** The metrics whose home is this dataset. */
  public List<Metric> metricsOf(Dataset dataset) {
    return homes.entrySet().stream().filter(e -> e.getValue() == dataset)
        .map(Map.Entry::getKey).toList();
  }
}
