package dev.nljdbc.semantic;

import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.ForeignKey;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What both generators see of a model, written into the schema snapshot they already read:
 * relationships become foreign keys, descriptions and synonyms become comments, {@code is_time}
 * marks columns, fields with expressions and one-dataset metrics become columns of their
 * dataset's table (the {@link ModelSqlRewriter} puts their expressions back), and instructions
 * and metric definitions become the snapshot's notes.
 */
final class SnapshotEnricher {
  private static final Map<String, Integer> TYPES = Map.of("String", Types.VARCHAR,
      "Integer", Types.BIGINT, "Decimal", Types.DECIMAL, "Float", Types.DOUBLE,
      "Boolean", Types.BOOLEAN, "Date", Types.DATE, "Time", Types.TIME,
      "DateTime", Types.TIMESTAMP, "DateTimeTz", Types.TIMESTAMP_WITH_TIMEZONE);

  private SnapshotEnricher() {}

  /** The snapshot as the model describes it; its version names the model too. */
  static SchemaSnapshot enrich(SchemaSnapshot base, ResolvedModel resolved, String modelVersion) {
    SemanticModel model = resolved.model();
    List<TableInfo> tables = new ArrayList<>();
    for (TableInfo t : base.tables()) {
      Dataset d = datasetOf(resolved, t);
      tables.add(d == null ? t : table(t, d, resolved));
    }
    List<String> notes = new ArrayList<>(base.notes());
    for (String instruction : model.instructions()) {
      notes.add(SchemaTexts.oneLine(instruction));
    }
    for (Dataset d : model.datasets()) {
      if (d.context().instructions() != null) {
        notes.add(d.name() + ": " + SchemaTexts.oneLine(d.context().instructions()));
      }
      if (d.extension().currentRows() != null) {
        notes.add(d.name() + ": current rows only: " + d.extension().currentRows());
      }
      if (d.extension().timeField() != null) {
        notes.add(d.name() + ": dated by " + d.extension().timeField().describe(model)
            + ": a period or trend of " + d.name() + " goes on that date, joined");
      }
      for (NljdbcExtension.ValueSynonym v : d.extension().valueSynonyms()) {
        String semiJoin = resolved.relatedConditions().render(v.condition(), d,
            resolved.table(d).name());
        notes.add("\"" + v.phrase() + "\" means " + d.name() + " WHERE "
            + (semiJoin == null ? v.condition() : semiJoin));
      }
      for (String c : d.extension().conditions().defaults()) {
        notes.add(d.name() + ": sums, counts and averages keep only rows where " + c
            + ", unless the question asks about " + (ReadColumns.ofCondition(c).size() == 1
            ? "that column" : "those columns"));
      }
      for (ModelConditions.ConditionWord w : d.extension().conditions().words()) {
        notes.add("\"" + w.words() + "\" said of " + d.name() + " means WHERE " + w.condition());
      }
    }
    for (Metric m : model.metrics()) {
      notes.add("Metric " + m.name() + " = " + filtered(m)
          + SchemaTexts.described(m.description(), m.context()));
    }
    return new SchemaSnapshot(base.version() + "+model:" + modelVersion, base.dialect(), tables,
        notes, base.qualified());
  }

  /** A metric's expression, with its filter as SQL's {@code FILTER (WHERE ...)} clause. */
  static String filtered(Metric m) {
    return m.filter() == null ? m.expression()
        : m.expression() + " FILTER (WHERE " + m.filter() + ")";
  }

  private static Dataset datasetOf(ResolvedModel resolved, TableInfo t) {
    for (Dataset d : resolved.model().datasets()) {
      if (resolved.table(d) == t) {
        return d;
      }
    }
    return null;
  }

  private static TableInfo table(TableInfo t, Dataset d, ResolvedModel resolved) {
    List<ColumnInfo> columns = new ArrayList<>();
    boolean oneTime = d.fields().stream().filter(ModelField::time).count() <= 1;
    for (ColumnInfo c : t.columns()) {
      ModelField f = fieldOfColumn(d, c);
      columns.add(f == null ? c : new ColumnInfo(c.name(), c.jdbcType(), c.typeName(),
          c.nullable(), SchemaTexts.commented(c.remarks(), f.description(), named(f, t)),
          c.sampleValues(), c.lookupValues(), time(f, oneTime)));
    }
    for (ModelField f : d.fields()) {
      if (f.column() == null && t.column(f.name()) == null) {
        int type = f.datatype() == null ? Types.VARCHAR
            : TYPES.getOrDefault(f.datatype(), Types.VARCHAR);
        columns.add(new ColumnInfo(f.name(), type, typeName(type), true,
            SchemaTexts.join("computed: " + f.expression(), f.description(), f.context()),
            List.of(), List.of(), time(f, oneTime)));
      }
    }
    for (Metric m : resolved.metricsOf(d)) {
      if (t.column(m.name()) == null && resolved.spelled(m) == null) {
        columns.add(new ColumnInfo(m.name(), Types.DECIMAL, "decimal", true,
            SchemaTexts.join("metric: " + filtered(m), m.description(), m.context()),
            List.of(), List.of(), false));
      }
    }
    List<ForeignKey> keys = new ArrayList<>(t.foreignKeys());
    for (Relationship r : resolved.model().relationships()) {
      Dataset from = resolved.model().dataset(r.from());
      Dataset to = resolved.model().dataset(r.to());
      if (from != d || to == null) {
        continue;
      }
      TableInfo parent = resolved.table(to);
      ForeignKey key = new ForeignKey(r.fromColumns().stream().map(c -> t.column(c).name())
          .toList(), parent.schema(), parent.name(),
          r.toColumns().stream().map(c -> parent.column(c).name()).toList());
      keys.removeIf(k -> k.referencedTable().equalsIgnoreCase(parent.name())
          && lower(k.columns()).equals(lower(key.columns())));
      keys.add(0, key);
    }
    List<String> primaryKey = t.primaryKey().isEmpty()
        ? d.primaryKey().stream().map(c -> t.column(c).name()).toList() : t.primaryKey();
    return new TableInfo(t.schema(), t.name(),
        SchemaTexts.commented(t.remarks(), d.description(), d.context()), columns, primaryKey, keys,
        resolved.timeThrough(d));
  }

  /**
   * A field's context without the synonyms that name a measure derived from its date ("age" of
   * a date of birth): the engine derives that measure from the date itself, and the synonym as
   * a name of the date would read the date instead.
   */
  private static AiContext named(ModelField f, TableInfo t) {
    List<String> kept = f.context().synonyms().stream()
        .filter(s -> !SynonymScope.derivedFrom(s, f, t)).toList();
    return kept.size() == f.context().synonyms().size() ? f.context()
        : new AiContext(f.context().instructions(), kept, f.context().examples());
  }

  /**
   * What a field's {@code is_time} tells the engine: the dataset's default period column when it
   * is its one time field; nothing (null, the engine's own choice) when several fields are time
   * fields, as in a draft that marks every date column, since that names no default.
   */
  private static Boolean time(ModelField f, boolean oneTime) {
    return f.time() && !oneTime ? null : f.time();
  }

  private static ModelField fieldOfColumn(Dataset d, ColumnInfo c) {
    for (ModelField f : d.fields()) {
      if (f.column() != null && f.column().equalsIgnoreCase(c.name())) {
        return f;
      }
    }
    return null;
  }

  private static String typeName(int type) {
    switch (type) {
      case Types.BIGINT:
        return "bigint";
      case Types.DECIMAL:
        return "decimal";
      case Types.DOUBLE:
        return "double precision";
      case Types.BOOLEAN:
        return "boolean";
      case Types.DATE:
        return "date";
      case Types.TIME:
        return "time";
      case Types.TIMESTAMP:
        return "timestamp";
      case Types.TIMESTAMP_WITH_TIMEZONE:
        return "timestamptz";
      default:
        return "varchar";
    }
  }

  private static List<String> lower(List<String> names) {
    return names.stream().map(n -> n.toLowerCase(java.util.Locale.ROOT)).toList();
  }
}
