package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.spec.QuerySpec.FilterKind;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.MeasureWords;
import dev.nljdbc.language.Token;
import java.util.ArrayList;
import java.util.List;

/**
 * Rows that are late: "invoices paid late" are those whose paid date is after their due date,
 * "orders delivered late" those delivered after the date promised. The word before "late" names
 * the event's date (a date column it was read as, or one whose name shares its stem); the other
 * date is a date of the same row named as due. A status value the event word was read as
 * ("paid") is no filter any more, nor the date a column shown: the dates say it. Without a due
 * date the words stay as read. "Not late" keeps the others that have both dates.
 */
final class LateRows extends SpecStep {

  /** How many letters of the event word a column's word must share ("delivered", "delivery"). */
  private static final int STEM = 5;

  LateRows(SpecDraft d) {
    super(d);
  }

  void apply() {
    List<Token> tokens = reading.tokens;
    for (int i = 1; i < tokens.size(); i++) {
      if (!MeasureWords.LATE.contains(tokens.get(i).lower()) || !tokens.get(i - 1).isWord()) {
        continue;
      }
      ColumnEntry event = eventDate(i - 1);
      ColumnEntry due = event == null ? null : dueDate(event.table, event);
      if (due != null) {
        for (Link l : reading.links) {
          if (l.from <= i - 1 && i - 1 < l.to) {
            dropValueOf(l);
          }
        }
        projections.remove(col(event));
        d.account(i, SURE, "late rows");
        filters.add(new Filter(FilterKind.LATER, col(event), null, null, null, null, null,
            negated(i - 1), due.name, null, false));
        return;
      }
    }
  }

  /** Whether "not" (or another negation) comes just before the event word. */
  private boolean negated(int event) {
    for (int k = Math.max(0, event - 2); k < event; k++) {
      if (Lexicon.NEGATION.contains(reading.tokens.get(k).lower())) {
        return true;
      }
    }
    return false;
  }

  /**
   * The date of the event the word names: a date column the word was read as, else a date
   * column of the subject (or a table the question names) whose name shares the word's stem.
   */
  private ColumnEntry eventDate(int index) {
    String word = reading.tokens.get(index).lower();
    List<TableEntry> tables = new ArrayList<>();
    tables.add(subject);
    for (Link l : reading.links) {
      Link.Target t = roles.target(l);
      if (l.from <= index && index < l.to) {
        for (Link.Target c : l.targets) {
          if (c.kind() != LinkKind.VALUE && c.column() != null && c.column().isTemporal()) {
            return c.column();
          }
        }
      }
      if (t != null && t.table() != null && !tables.contains(t.table())) {
        tables.add(t.table());
      }
    }
    for (TableEntry t : tables) {
      for (ColumnEntry c : t.columns) {
        if (c.isTemporal() && c.words.stream().anyMatch(cw -> sameStem(cw, word))) {
          return c;
        }
      }
    }
    return null;
  }

  private static boolean sameStem(String a, String b) {
    if (a.equals(b)) {
      return true;
    }
    return a.length() >= STEM && b.length() >= STEM
        && a.regionMatches(0, b, 0, STEM);
  }

  /** A date of the same table named as due, other than the event's own. */
  private static ColumnEntry dueDate(TableEntry table, ColumnEntry event) {
    for (ColumnEntry c : table.columns) {
      if (c != event && c.isTemporal() && c.words.stream().anyMatch(MeasureWords.DUE::contains)) {
        return c;
      }
    }
    return null;
  }

  /** Drops the value filter a term made when it names a date here instead. */
  private void dropValueOf(Link l) {
    Link.Target t = roles.target(l);
    if (t != null && t.kind() == LinkKind.VALUE) {
      filters.removeIf(f -> f.values() != null && f.values().contains(t.value()));
    }
  }
}
