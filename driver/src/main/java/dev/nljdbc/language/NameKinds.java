package dev.nljdbc.language;

import java.util.Locale;
import java.util.Set;

/**
 * Words of identifiers that say what kind of value a column holds rather than what it is about:
 * a point in time ({@code created_dt}, {@code sent_at}), a key or code ({@code cust_no},
 * {@code stat_cd}), an amount ({@code levy_amt}), a label ({@code whs_nm}) or a flag
 * ({@code vip_ind}); the words that mark a table or key as one of calendar days; and the words
 * of a question that ask for a point in time. Every rule that reads such words reads them here.
 */
public final class NameKinds {

  private static final Set<String> TIME = Set.of("date", "dt", "time", "ts", "timestamp", "day");
  private static final Set<String> TIME_PREPOSITIONS = Set.of("at", "on");
  /** Words of a question that ask for a point in time ("creation date" of created_at). */
  private static final Set<String> POINT_IN_TIME_ASKED = Set.of("date", "time", "timestamp");
  /**
   * Words that mark a key column or a table as one of calendar days ({@code sold_day_key},
   * {@code dim_calendar}): the words of a star schema's date dimension.
   */
  private static final Set<String> CALENDAR_DAYS = Set.of("date", "day", "dt", "calendar",
      "period");
  private static final Set<String> KEY = Set.of("id", "no", "num", "code", "cd");
  private static final Set<String> AMOUNT = Set.of("amt", "amount");
  private static final Set<String> LABEL = Set.of("nm", "name");
  private static final Set<String> FLAG = Set.of("flag", "ind");
  /** Kind words that are abbreviations: they never stand for a word of the question. */
  private static final Set<String> ABBREVIATED = Set.of("amt", "nm");

  private NameKinds() {}

  /** Whether the word names a point in time ("date", "dt", "ts", "day"). */
  public static boolean isTime(String word) {
    return TIME.contains(lower(word));
  }

  /** Whether the word ends a point-in-time name as a preposition ({@code created_at}). */
  public static boolean isTimePreposition(String word) {
    return TIME_PREPOSITIONS.contains(lower(word));
  }

  /**
   * Whether a word of a question asks for a point in time ("date", "time", "timestamp"), so that
   * a name ending in a time preposition ({@code created_at}) answers it.
   */
  public static boolean asksForPointInTime(String word) {
    return POINT_IN_TIME_ASKED.contains(lower(word));
  }

  /**
   * Whether a word of an identifier marks a key column or a table as one of calendar days
   * ("date", "day", "dt", "calendar", "period"): a date dimension and the keys to it.
   */
  public static boolean marksCalendarDays(String word) {
    return CALENDAR_DAYS.contains(lower(word));
  }

  /** Whether the word says only what kind of value a column holds, of any kind above. */
  public static boolean isKind(String word) {
    String w = lower(word);
    return TIME.contains(w) || TIME_PREPOSITIONS.contains(w) || KEY.contains(w)
        || AMOUNT.contains(w) || LABEL.contains(w) || FLAG.contains(w);
  }

  /** Whether the word is an abbreviated kind word ({@code amt}, {@code nm}). */
  public static boolean isAbbreviatedKind(String word) {
    return ABBREVIATED.contains(lower(word));
  }

  private static String lower(String word) {
    return word.toLowerCase(Locale.ROOT);
  }
}
