package dev.nljdbc.language;

import java.util.Locale;
import java.util.Set;

/**
 * Words of identifiers that say what kind of value a column holds rather than what it is about:
 * a point in time ({@code created_dt}, {@code sent_at}), a key or code ({@code cust_no},
 * {@code stat_cd}), an amount ({@code levy_amt}), a label ({@code whs_nm}) or a flag
 * ({@code vip_ind}). Every rule that sets such words aside reads them here.
 */
public final class NameKinds {

  private static final Set<String> TIME = Set.of("date", "dt", "time", "ts", "timestamp", "day");
  private static final Set<String> TIME_PREPOSITIONS = Set.of("at", "on");
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
