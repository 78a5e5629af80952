package dev.nljdbc.generation.offline.index;

import dev.nljdbc.language.DateBound;
import dev.nljdbc.language.EventVerbs;
import dev.nljdbc.language.NameKinds;
import dev.nljdbc.language.Period;
import dev.nljdbc.language.WordForms;
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
 *   <li>a date of another table that a semantic model dates the table by, through its
 *       relationships ({@link TableEntry#timeThrough}), is the only one;</li>
 *   <li>the column a semantic model marks as the time dimension wins; those it marks as not one
 *       never count, except the start of a history table's validity interval (a period there
 *       means the rows valid in it, not an event date, so the interval's end must not take
 *       its place);</li>
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
 * The order never depends on hashing. A table with no date of its own is dated through its
 * foreign key to a date dimension ({@link DateDimension}).
 */
public final class EventDate {

  /** The prefix of the resolution key of a table's event date: "date of appointments". */
  public static final String RESOLUTION_PREFIX = "date of ";

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
  private static final Set<String> STOP = Set.of("in", "on", "at", "of", "by", "to", "the",
      "and", "for");

  /** The shortest word that may name a date column. */
  private static final int MIN_WORD = 3;

  private EventDate() {}

  /**
   * The table's event date, or that of its date dimension when it has none of its own (a column
   * of another table then), or null; see the class comment.
   */
  public static ColumnEntry of(TableEntry table) {
    if (table.timeThrough != null) {
      return table.timeThrough;
    }
    List<ColumnEntry> c = candidates(table, false);
    return c.isEmpty() ? DateDimension.dateThrough(table) : c.get(0);
  }

  /**
   * The plausible event dates of a table, the default first; more than one means the question
   * should say which.
   *
   * @param future whether the period lies in the future (booking dates then go)
   */
  public static List<ColumnEntry> candidates(TableEntry table, boolean future) {
    if (table.timeThrough != null) {
      return List.of(table.timeThrough);
    }
    List<ColumnEntry> dates = new ArrayList<>();
    for (ColumnEntry c : table.columns) {
      if (c.isTemporal() && !c.tenant
          && (!Boolean.FALSE.equals(c.info.time()) || HistoryTable.startsValidity(c))) {
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
   * Whether a date only keeps the record (its creation or last change: {@code created_at},
   * {@code updated_on}) rather than dating an event, and no semantic model marks it as the
   * time dimension.
   */
  public static boolean keepsTheRecord(ColumnEntry c) {
    return !Boolean.TRUE.equals(c.info.time()) && (named(c, CREATED) || named(c, CHANGED));
  }

  /**
   * Whether a period lies wholly in the future ("next week", "upcoming", "next 7 days"): it
   * starts tomorrow or later, or today with no end.
   */
  public static boolean future(Period p) {
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
  public static String resolutionKey(TableEntry table) {
    return RESOLUTION_PREFIX + table.name.toLowerCase(Locale.ROOT);
  }

  /** The date column a clarification answer chose for this table, or null. */
  public static ColumnEntry resolved(Map<String, String> resolutions, TableEntry table) {
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

  /** Whether a word is too short or too generic to name a date column ("at", "date"). */
  public static boolean generic(String word) {
    return word.length() < MIN_WORD || STOP.contains(word) || NameKinds.isTime(word);
  }

  /** The date column of the table whose own words name this word ("booked" for booked_at). */
  public static ColumnEntry dateNamed(String word, TableEntry table) {
    for (ColumnEntry c : table.columns) {
      if (!c.isTemporal() || c.tenant) {
        continue;
      }
      for (String w : c.coreWords) {
        if (!generic(w) && NameScore.similarity(word, w) >= WordForms.WEAK_FORM) {
          return c;
        }
      }
    }
    return null;
  }

  /**
   * The date column of the table whose name's words WordNet ties most strongly to a verb of
   * the question ({@link EventVerbs}: "expire" to {@code lease_end_date}, "signed" "up" to
   * {@code SignupDt}), or null when none is tied or two are tied equally.
   *
   * @param word the question's word, lower case
   * @param next the word after it (a particle such as "up"), or null
   */
  public static ColumnEntry dateByVerb(String word, String next, TableEntry table) {
    String verb = EventVerbs.verb(word);
    if (verb == null) {
      return null;
    }
    ColumnEntry best = null;
    double bestScore = 0;
    boolean tie = false;
    for (ColumnEntry c : table.columns) {
      if (!c.isTemporal() || c.tenant) {
        continue;
      }
      double score = 0;
      for (String w : c.coreWords) {
        if (!generic(w)) {
          score = Math.max(score, EventVerbs.score(verb, next, w));
        }
      }
      if (score > bestScore) {
        best = c;
        bestScore = score;
        tie = false;
      } else if (score > 0 && score == bestScore) {
        tie = true;
      }
    }
    return tie ? null : best;
  }

  private static boolean headNoun(ColumnEntry c) {
    for (String w : c.words) {
      if (w.length() < 2 || STOP.contains(w) || NameKinds.isTime(w)) {
        continue;
      }
      for (String t : c.table.words) {
        if (WordForms.similarity(w, t) >= WordForms.WEAK_FORM || NameScore.abbreviation(w, t)) {
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
