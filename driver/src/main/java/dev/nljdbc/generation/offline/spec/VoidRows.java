package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.ColumnKind;
import dev.nljdbc.generation.offline.index.Defaults;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.spec.QuerySpec.Agg;
import dev.nljdbc.generation.offline.spec.QuerySpec.Col;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.words.AggFunc;
import dev.nljdbc.language.MeasureWords;
import dev.nljdbc.language.NameWords;
import dev.nljdbc.language.Token;
import java.util.ArrayList;
import java.util.List;

/**
 * Revenue and spend count only rows that became money: "revenue by month", "total sales last
 * year", "average invoice value" sum or average the money of the rows whose status is not void,
 * cancelled, draft, failed or refunded ({@link MeasureWords#VOID}, read from the status
 * column's sampled values, abbreviations included). A question that conditions the status
 * itself keeps its own condition, and a semantic model's metric or computed field keeps the
 * model's definition.
 */
final class VoidRows extends SpecStep {

  VoidRows(SpecDraft d) {
    super(d);
  }

  void apply() {
    if (!asksForMoney()) {
      return;
    }
    List<String> done = new ArrayList<>();
    for (Agg a : List.copyOf(aggregates)) {
      if (a.column() == null || a.func() != AggFunc.SUM && a.func() != AggFunc.AVG) {
        continue;
      }
      ColumnEntry measure = find(a.column());
      if (measure == null || !measure.isMoneyLike() || measure.metric || measure.derived
          || done.contains(measure.table.name)) {
        continue;
      }
      done.add(measure.table.name);
      ColumnEntry status = statusColumn(measure.table);
      if (status == null || conditioned(status, filters)) {
        continue;
      }
      List<String> gone = new ArrayList<>();
      for (String v : status.samples()) {
        if (MeasureWords.voidValue(v)) {
          gone.add(v);
        }
      }
      if (gone.isEmpty() || gone.size() == status.samples().size()) {
        continue;
      }
      filters.add(Filter.values(col(status), gone, true));
      d.accountMeasureWords(measure, roles.moneySubjectGuessed ? GUESSED : SURE, true,
          "void rows");
      assumptions.add(NameWords.human(measure.table.name) + " that are " + String.join(", ", gone)
          + " left out of the money");
    }
  }

  /** Whether a word of the question asks for money earned or spent ("revenue", "sales"). */
  private boolean asksForMoney() {
    if (roles.moneySubject || !moneyEntities.isEmpty()) {
      return true;
    }
    for (Token t : reading.tokens) {
      if (t.isWord() && Defaults.isMoneyWord(t.lower())) {
        return true;
      }
    }
    return false;
  }

  /** The table's text column named as a status, or null. */
  private static ColumnEntry statusColumn(TableEntry table) {
    for (ColumnEntry c : table.columns) {
      if (c.kind == ColumnKind.TEXT && !c.tenant && !c.isKey()
          && c.words.stream().anyMatch(MeasureWords.STATUS::contains)) {
        return c;
      }
    }
    return null;
  }

  private static boolean conditioned(ColumnEntry column, List<Filter> list) {
    Col c = col(column);
    for (Filter f : list) {
      if (c.equals(f.column()) || conditioned(column, f.inner())) {
        return true;
      }
    }
    return false;
  }
}
