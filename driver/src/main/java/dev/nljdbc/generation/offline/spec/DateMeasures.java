package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.spec.QuerySpec.Agg;
import dev.nljdbc.generation.offline.spec.QuerySpec.OrderKind;
import dev.nljdbc.generation.offline.words.AggFunc;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.MeasureWords;
import dev.nljdbc.language.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Measures in years derived from dates: an age ("average age of customers": the years from a
 * date of birth to today) and a tenure ("average tenure of employees per department": the years
 * from a hire date to the date they left, or to today for those still there). A word that names
 * a column of its own ("age") stays that column. The measure is averaged unless the question
 * totals it or asks for the longest or shortest; its periods and groups stay.
 */
final class DateMeasures extends SpecStep {

  DateMeasures(SpecDraft d) {
    super(d);
  }

  void apply() {
    List<Token> tokens = reading.tokens;
    for (int i = 0; i < tokens.size(); i++) {
      String w = tokens.get(i).lower();
      ColumnEntry from = null;
      ColumnEntry until = null;
      if (MeasureWords.AGE.contains(w) && !namesAColumn(i)) {
        from = dateNamed(MeasureWords.BIRTH, null);
      } else if (MeasureWords.TENURE.contains(w) && !namesAColumn(i)) {
        from = dateNamed(MeasureWords.START, null);
        until = from == null ? null : dateNamed(MeasureWords.END, from.table);
      }
      if (from != null) {
        d.account(i, MeasureWords.AGE.contains(w) ? SURE : GUESSED, "date measure");
        aggregates.clear();
        aggregates.add(Agg.years(func(), col(from), until == null ? null : col(until)));
        projections.clear();
        sorting.removeIf(o -> o.kind() != OrderKind.BUCKET);
        d.limit = null;
        d.distinct = false;
        return;
      }
    }
  }

  /** Whether the word at {@code index} is read as a column that is no date. */
  private boolean namesAColumn(int index) {
    for (Link l : reading.links) {
      if (l.from <= index && index < l.to) {
        Link.Target t = roles.target(l);
        if (t != null && t.kind() == LinkKind.COLUMN && t.column() != null
            && !t.column().isTemporal()) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * A date column whose name has one of the words: of {@code in} when given, else of the
   * subject first, then of the other tables the question names.
   */
  private ColumnEntry dateNamed(Set<String> words, TableEntry in) {
    List<TableEntry> tables = new ArrayList<>();
    if (in != null) {
      tables.add(in);
    } else {
      tables.add(subject);
      for (Link l : reading.links) {
        Link.Target t = roles.target(l);
        if (t != null && t.table() != null && !tables.contains(t.table())) {
          tables.add(t.table());
        }
      }
    }
    for (TableEntry t : tables) {
      for (ColumnEntry c : t.columns) {
        if (c.isTemporal() && c.words.stream().anyMatch(words::contains)) {
          return c;
        }
      }
    }
    return null;
  }

  /** The aggregate the question asks of the years: average unless it says otherwise. */
  private AggFunc func() {
    for (Token w : reading.tokens) {
      if (Lexicon.SUM.contains(w.lower())) {
        return AggFunc.SUM;
      }
      if (w.is("longest") || w.is("maximum") || w.is("max") || w.is("oldest")) {
        return AggFunc.MAX;
      }
      if (w.is("shortest") || w.is("minimum") || w.is("min") || w.is("youngest")) {
        return AggFunc.MIN;
      }
    }
    return AggFunc.AVG;
  }
}
