package dev.nljdbc.generation.offline.index;

import dev.nljdbc.language.NameKinds;
import java.util.ArrayList;
import java.util.List;

/**
 * A date dimension of a star schema: a table of calendar days with a date column, whose key is
 * referenced from date-key columns of fact tables ({@code sold_day_key}, {@code OrderDateKey}).
 * A fact with no date of its own is dated through that foreign key: a period or a trend goes on
 * the dimension's date, joined along the key.
 *
 * <p>The key is the one the planner joins along ({@link JoinPaths}): the first mandatory
 * (NOT NULL) one in declaration order, else the first optional one.
 */
public final class DateDimension {

  private DateDimension() {}

  /**
   * The date a fact with no temporal column of its own is dated by, through a foreign key to a
   * date dimension; null when it has a date of its own or no such key.
   */
  public static ColumnEntry dateThrough(TableEntry fact) {
    for (ColumnEntry c : fact.columns) {
      if (c.isTemporal() && !c.tenant) {
        return null;
      }
    }
    List<TableEntry.Edge> edges = new ArrayList<>(fact.outgoing);
    edges.sort(java.util.Comparator.comparingInt(DateDimension::optional));
    for (TableEntry.Edge e : edges) {
      if (e.parent() != fact && dateKey(e)) {
        ColumnEntry date = ownDate(e.parent());
        if (date != null) {
          return date;
        }
      }
    }
    return null;
  }

  /** Whether a foreign key is one of a single date-key column. */
  private static boolean dateKey(TableEntry.Edge e) {
    if (e.childColumns().size() != 1) {
      return false;
    }
    ColumnEntry child = e.childColumns().get(0);
    ColumnEntry parent = e.parentColumns().get(0);
    if (child.isTemporal() || parent.isTemporal()) {
      return false;
    }
    return dated(child.words) || dated(parent.words) || dated(e.parent().words);
  }

  private static boolean dated(List<String> words) {
    for (String w : words) {
      if (NameKinds.marksCalendarDays(w)) {
        return true;
      }
    }
    return false;
  }

  /** The dimension's own NOT NULL date, the first in table order, or null. */
  private static ColumnEntry ownDate(TableEntry dimension) {
    for (ColumnEntry c : dimension.columns) {
      if (c.isTemporal() && !c.tenant && !c.info.nullable()) {
        return c;
      }
    }
    return null;
  }

  private static int optional(TableEntry.Edge e) {
    for (ColumnEntry c : e.childColumns()) {
      if (c.info.nullable()) {
        return 1;
      }
    }
    return 0;
  }
}
