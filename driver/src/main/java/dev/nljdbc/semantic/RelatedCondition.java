package dev.nljdbc.semantic;

import dev.nljdbc.dialect.SqlDialect;
import dev.nljdbc.schema.TableInfo;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;

/**
 * A value synonym's condition on a related dataset ({@code "overseas": "countries.code <> 'GB'"}
 * on employees), applied as a semi-join along the model's relationships.
 *
 * <p>Design note. The condition's columns qualified by another dataset's name (or its table's)
 * are that dataset's; the others are the synonym's own dataset's. The datasets it names must
 * lie on one path of declared relationships from the synonym's dataset, the shortest (of those
 * as short, the one of the relationships declared first), walked either way. The condition
 * becomes {@code EXISTS (SELECT 1 FROM offices AS offices JOIN countries AS countries ON ...
 * WHERE offices.office_id = e.office_id AND countries.code <> 'GB')} on the alias of the
 * synonym's dataset: the query keeps the rows it had, never one per related row, whichever way
 * the relationships go. The security gate fences the subquery's tables like any others.
 */
final class RelatedCondition {
  private final SemanticModel model;
  private final Map<Dataset, TableInfo> tables;
  private final SqlDialect dialect;
  private final boolean qualified;

  /** A step along a relationship: forward from its {@code from} to its {@code to}, or back. */
  private record Step(Relationship relationship, Dataset from, Dataset to, boolean forward) {
  }

  /**
   * The conditions of a model resolved over these tables.
   *
   * @param qualified whether queries name tables with their schema (as the snapshot says)
   */
  RelatedCondition(SemanticModel model, Map<Dataset, TableInfo> tables, SqlDialect dialect,
      boolean qualified) {
    this.model = model;
    this.tables = tables;
    this.dialect = dialect;
    this.qualified = qualified;
  }

  /** The dataset a qualifier names (its name or its table's), or null. */
  Dataset dataset(String qualifier) {
    String q = Identifiers.unquote(qualifier);
    Dataset d = model.dataset(q);
    if (d != null) {
      return d;
    }
    for (Map.Entry<Dataset, TableInfo> e : tables.entrySet()) {
      if (e.getValue().name().equalsIgnoreCase(q)) {
        return e.getKey();
      }
    }
    return null;
  }

  /** The other datasets a condition of {@code own} names, in order; empty for its own columns. */
  Set<Dataset> related(Expression condition, Dataset own) {
    Set<Dataset> related = new LinkedHashSet<>();
    for (Column c : Expressions.columns(condition)) {
      if (c.getTable() != null && c.getTable().getName() != null) {
        Dataset d = dataset(c.getTable().getName());
        if (d != null && d != own) {
          related.add(d);
        }
      }
    }
    return related;
  }

  /**
   * The condition as a semi-join on the rows of {@code own} written as {@code alias}, or null
   * when it names no other dataset.
   *
   * @throws IllegalArgumentException when a dataset it names is not related to {@code own}
   */
  String render(String condition, Dataset own, String alias) {
    Expression e = Expressions.parseCondition(condition);
    if (e == null) {
      return null;
    }
    Set<Dataset> related = related(e, own);
    if (related.isEmpty()) {
      return null;
    }
    List<Step> path = List.of();
    for (Dataset d : related) {
      List<Step> p = path(own, d);
      if (p == null) {
        throw new IllegalArgumentException("dataset " + d.name() + " is not related to "
            + own.name() + " by the model's relationships");
      }
      path = p.size() > path.size() ? p : path;
    }
    Map<Dataset, String> aliases = new LinkedHashMap<>();
    Set<String> taken = new LinkedHashSet<>(Set.of(lower(Identifiers.unquote(alias))));
    for (Step s : path) {
      aliases.put(s.to, freeAlias(s.to, taken));
    }
    for (Dataset d : related) {
      if (!aliases.containsKey(d)) {
        throw new IllegalArgumentException("datasets " + names(related) + " do not lie on one"
            + " path of relationships from " + own.name());
      }
    }
    StringBuilder from = new StringBuilder();
    String link = null;
    for (int i = 0; i < path.size(); i++) {
      Step s = path.get(i);
      String fromAlias = i == 0 ? alias : aliases.get(s.from);
      String on = on(s, fromAlias, aliases.get(s.to));
      from.append(i == 0 ? "" : " JOIN ").append(table(s.to)).append(" AS ")
          .append(aliases.get(s.to));
      if (i == 0) {
        link = on;
      } else {
        from.append(" ON ").append(on);
      }
    }
    for (Column c : Expressions.columns(e)) {
      Dataset d = c.getTable() == null || c.getTable().getName() == null ? own
          : dataset(c.getTable().getName());
      c.setTable(new Table(d == null || d == own ? alias : aliases.get(d)));
    }
    return "EXISTS (SELECT 1 FROM " + from + " WHERE " + link + " AND (" + e + "))";
  }

  /** The shortest path of declared relationships from one dataset to another, or null. */
  private List<Step> path(Dataset from, Dataset to) {
    Map<Dataset, Step> via = new LinkedHashMap<>();
    Deque<Dataset> queue = new ArrayDeque<>(List.of(from));
    via.put(from, null);
    while (!queue.isEmpty()) {
      Dataset at = queue.poll();
      for (Relationship r : model.relationships()) {
        Dataset a = model.dataset(r.from());
        Dataset b = model.dataset(r.to());
        Step s = a == at ? new Step(r, at, b, true) : b == at ? new Step(r, at, a, false) : null;
        if (s == null || s.to == null || via.containsKey(s.to)) {
          continue;
        }
        via.put(s.to, s);
        if (s.to == to) {
          List<Step> path = new ArrayList<>();
          for (Dataset d = to; d != from; d = via.get(d).from) {
            path.add(via.get(d));
          }
          Collections.reverse(path);
          return path;
        }
        queue.add(s.to);
      }
    }
    return null;
  }

  /** The equalities that join a step's dataset to the one it comes from. */
  private String on(Step s, String fromAlias, String toAlias) {
    Relationship r = s.relationship;
    List<String> fromColumns = s.forward ? r.fromColumns() : r.toColumns();
    List<String> toColumns = s.forward ? r.toColumns() : r.fromColumns();
    StringBuilder on = new StringBuilder();
    for (int i = 0; i < fromColumns.size(); i++) {
      on.append(i == 0 ? "" : " AND ").append(toAlias).append('.')
          .append(column(s.to, toColumns.get(i))).append(" = ").append(fromAlias).append('.')
          .append(column(s.from, fromColumns.get(i)));
    }
    return on.toString();
  }

  private String column(Dataset d, String name) {
    return dialect.identifier(tables.get(d).column(name).name());
  }

  private String table(Dataset d) {
    TableInfo t = tables.get(d);
    String name = dialect.identifier(t.name());
    return t.schema() == null || !qualified ? name
        : dialect.identifier(t.schema()) + "." + name;
  }

  /** A plain alias for a dataset's table, free in the subquery: its name, else numbered. */
  private String freeAlias(Dataset d, Set<String> taken) {
    String base = lower(tables.get(d).name()).replaceAll("[^a-z0-9_]", "_");
    if (!base.matches("[a-z][a-z0-9_]*") || SqlDialect.isReserved(base)) {
      base = "r_" + base.replaceAll("^_+", "");
    }
    String alias = base;
    for (int n = 2; taken.contains(alias); n++) {
      alias = base + "_" + n;
    }
    taken.add(alias);
    return alias;
  }

  private static String names(Set<Dataset> datasets) {
    return String.join(", ", datasets.stream().map(Dataset::name).toList());
  }

  private static String lower(String s) {
    return s.toLowerCase(Locale.ROOT);
  }
}
