package dev.nljdbc.generation.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Which date column of a table is its own event date: the one a period ("last month"), a trend
 * or "the last 10" means when the question names none.
 *
 * <p>The rule, in this order, each step applied only when it leaves at least one column:
 * <ol>
 *   <li>the column a semantic model marks as the time dimension wins; those it marks as not one
 *       never count;</li>
 *   <li>the dates every row has (NOT NULL) are kept: a nullable date records a later state
 *       (closed, paid, left), not the row's event;</li>
 *   <li>audit dates of changes (updated, modified, deleted) go, then those of the record's
 *       creation (created, inserted);</li>
 *   <li>dates of another kind go: a birth date, the end of an interval (end, until, to,
 *       expiry);</li>
 *   <li>for a future period ("next week", "upcoming"), a date of booking or registration goes
 *       (a record is made in the past);</li>
 *   <li>the dates named by the table's head noun win ({@code appt_dt} in appointments,
 *       {@code ordered_at} in orders).</li>
 * </ol>
 * When more than one column remains, the table's event date is ambiguous: the period asks which
 * (a {@code column_ambiguity} clarification), and the default, when nothing asks, is the first
 * remaining column not named by a booking or creation word, then the first in table order.
 * The order never depends on hashing.
 */
final class EventDate {

  /** The prefix of the resolution key of a table's event date: "date of appointments". */
  static final String RESOLUTION_PREFIX = "date of ";

  private static final Set<String> CHANGED = Set.of("updated", "modified", "changed", "deleted",
      "synced", "last", "update", "modification", "edited", "touched");
  private static final Set<String> CREATED = Set.of("created", "inserted", "creation",
      "insert");
  private static final Set<String> OTHER_KIND = Set.of("birth", "born", "dob", "birthday",
      "end", "ended", "ends", "ending", "until", "expiry", "expires", "expiration", "expired",
      "to", "thru", "through", "login");
  private static final Set<String> BOOKING = Set.of("booked", "booking", "registered",
      "registration", "reg", "signup", "signed", "joined", "placed", "submitted", "recorded",
      "entered", "requested", "reserved", "created", "inserted", "creation", "logged");
  private static final Set<String> AUXILIARIES = Set.of("was", "were", "is", "are", "been",
      "be", "being", "get", "got", "gets");
  private static final Set<String> STOP = Set.of("in", "on", "at", "of", "by", "to", "the",
      "dt", "date", "time", "ts", "timestamp", "day", "and", "for");

  private EventDate() {}

  /** The table's event date, or null when it has no date; see the class comment. */
  static ColumnEntry of(TableEntry table) {
    List<ColumnEntry> c = candidates(table, false);
    return c.isEmpty() ? null : c.get(0);
  }

  /**
   * The plausible event dates of a table, the default first; more than one means the question
   * should say which.
   *
   * @param future whether the period lies in the future (booking dates then go)
   */
  static List<ColumnEntry> candidates(TableEntry table, boolean future) {
    List<ColumnEntry> dates = new ArrayList<>();
    for (ColumnEntry c : table.columns) {
      if (c.isTemporal() && !c.tenant && !Boolean.FALSE.equals(c.info.time())) {
        if (Boolean.TRUE.equals(c.info.time())) {
          return List.of(c);
        }
        dates.add(c);
      }
    }
    keepIfAny(dates, c -> !c.info.nullable());
    keepIfAny(dates, c -> !named(c, CHANGED));
    keepIfAny(dates, c -> !named(c, CREATED));
    keepIfAny(dates, c -> !named(c, OTHER_KIND));
    if (future) {
      keepIfAny(dates, c -> !named(c, BOOKING));
    }
    keepIfAny(dates, c -> headNoun(c));
    List<ColumnEntry> ordered = new ArrayList<>();
    dates.stream().filter(c -> !named(c, BOOKING)).forEach(ordered::add);
    dates.stream().filter(c -> named(c, BOOKING)).forEach(ordered::add);
    return ordered;
  }

  /**
   * Whether a period lies wholly in the future ("next week", "upcoming", "next 7 days"): it
   * starts tomorrow or later, or today with no end.
   */
  static boolean future(Period p) {
    DateBound from = p.from();
    if (from == null || from.isAbsolute()) {
      return false;
    }
    return from.offset() > 0
        || from.anchor() == DateBound.Anchor.TODAY && from.offset() == 0 && p.to() != null
        && !p.to().isAbsolute() && p.to().anchor() == DateBound.Anchor.TODAY
        && p.to().offset() > 1
        || from.anchor() == DateBound.Anchor.TODAY && from.offset() == 0 && p.to() == null;
  }

  /** The resolution key of a table's event date. */
  static String resolutionKey(TableEntry table) {
    return RESOLUTION_PREFIX + table.name.toLowerCase(Locale.ROOT);
  }

  /** The date column a clarification answer chose for this table, or null. */
  static ColumnEntry resolved(Map<String, String> resolutions, TableEntry table) {
    String key = resolutionKey(table);
    for (Map.Entry<String, String> e : resolutions.entrySet()) {
      if (!e.getKey().strip().equalsIgnoreCase(key)) {
        continue;
      }
      String choice = e.getValue().strip();
      int dot = choice.lastIndexOf('.');
      ColumnEntry c = table.column(dot < 0 ? choice : choice.substring(dot + 1));
      if (c != null && c.isTemporal()) {
        return c;
      }
    }
    return null;
  }

  /**
   * The date column of the table a word of the question names ("booked", "delivered",
   * "scheduled" for {@code sched_at}), outside the period and the table's own name; the one
   * nearest the period when several are named; null when none is.
   */
  static ColumnEntry named(Reading reading, TableEntry table, int from, int to) {
    ColumnEntry best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (Token t : reading.tokens) {
      int i = t.index();
      if (i >= from && i < to || !t.isWord() || t.lower().length() < 3 || STOP.contains(t.lower())
          || namesTable(t.lower(), table)) {
        continue;
      }
      ColumnEntry c = dateNamed(t.lower(), table);
      int distance = i < from ? from - i : i - to + 1;
      if (c != null && distance < bestDistance) {
        best = c;
        bestDistance = distance;
      }
    }
    return best;
  }

  /**
   * The target of a word right before a period ("graduated this year", "enrolled last year"):
   * a date column, which the period is about, preferably of a table the question names. A
   * best target that is a date of a table the question names stays; else a tied date column;
   * else a date column the word names by a word of its own ({@code grad_dt}, {@code enrol_dt}
   * of the named students rather than {@code enrolled_at} of enrolments); else the best one.
   */
  static Link.Target beforePeriod(Reading reading, Link link) {
    Link.Target best = link.best();
    if (best == null || best.kind() == LinkKind.TABLE) {
      return best;
    }
    boolean period = false;
    for (PeriodParser.Mention m : reading.periods) {
      period |= m.from() >= link.to && m.from() - link.to <= 2;
    }
    if (!period) {
      return best;
    }
    List<TableEntry> named = new ArrayList<>();
    for (Link l : reading.links) {
      if (l.best() != null && l.best().kind() == LinkKind.TABLE
          && !named.contains(l.best().table())) {
        named.add(l.best().table());
      }
    }
    boolean bestIsDate = best.column() != null && best.column().isTemporal();
    if (bestIsDate && (named.isEmpty() || named.contains(best.table()))) {
      return best;
    }
    if (!bestIsDate) {
      for (Link.Target t : link.targets) {
        if (t.column() != null && t.column().isTemporal()
            && best.score() - t.score() <= TermLink.TIE_MARGIN) {
          return t;
        }
      }
    }
    if (link.to - link.from != 1) {
      return best;
    }
    String word = reading.tokens.get(link.from).lower();
    List<TableEntry> tables = new ArrayList<>(named);
    if (!bestIsDate) {
      for (TableEntry t : reading.index.tables) {
        if (!tables.contains(t)) {
          tables.add(t);
        }
      }
    }
    for (TableEntry t : tables) {
      ColumnEntry c = dateNamed(word, t);
      if (c != null) {
        return new Link.Target(LinkKind.COLUMN, t, c, null, best.score());
      }
    }
    return best;
  }

  /**
   * Whether a term is the participle of a date every row has, after an auxiliary ("how many
   * prescriptions were issued?"): it says what happened to the rows, it names nothing to show,
   * count or group by.
   */
  static boolean eventVerb(Reading reading, Link link, ColumnEntry column) {
    if (!column.isTemporal() || column.info.nullable() || link.to - link.from != 1
        || link.from == 0) {
      return false;
    }
    String word = reading.tokens.get(link.from).lower();
    String before = reading.tokens.get(link.from - 1).lower();
    return AUXILIARIES.contains(before) && (word.endsWith("ed") || word.endsWith("en")
        || word.endsWith("id") || word.endsWith("nt"));
  }

  private static ColumnEntry dateNamed(String word, TableEntry table) {
    for (ColumnEntry c : table.columns) {
      if (!c.isTemporal() || c.tenant) {
        continue;
      }
      for (String w : c.coreWords) {
        if (w.length() >= 3 && !STOP.contains(w) && NameScore.similarity(word, w) >= 0.8) {
          return c;
        }
      }
    }
    return null;
  }

  private static boolean namesTable(String word, TableEntry table) {
    for (String w : table.words) {
      if (WordForms.similarity(word, w) >= 0.95) {
        return true;
      }
    }
    return false;
  }

  private static boolean headNoun(ColumnEntry c) {
    for (String w : c.words) {
      if (w.length() < 2 || STOP.contains(w)) {
        continue;
      }
      for (String t : c.table.words) {
        if (WordForms.similarity(w, t) >= 0.8 || NameScore.abbreviation(w, t)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean named(ColumnEntry c, Set<String> words) {
    for (String w : c.words) {
      if (words.contains(w.toLowerCase(Locale.ROOT))) {
        return true;
      }
    }
    return false;
  }

  private static void keepIfAny(List<ColumnEntry> dates, Predicate<ColumnEntry> keep) {
    if (dates.stream().anyMatch(keep)) {
      dates.removeIf(keep.negate());
    }
  }
}
