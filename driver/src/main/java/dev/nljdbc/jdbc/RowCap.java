package dev.nljdbc.jdbc;

import dev.nljdbc.config.NlConfig;
import dev.nljdbc.config.NlProperty;
import java.sql.SQLWarning;

/**
 * The rows a query may return. {@code limits.maxRows} caps generated SQL by default and the
 * client's own SQL only when set explicitly; 0 means no cap. The client's {@code setMaxRows} is
 * always honoured. When the cap, not the client, cuts a result, the result carries a warning.
 *
 * @param cap the property's cap on this query, 0 for none
 * @param clientMax the client's own maximum, 0 for none
 */
record RowCap(int cap, long clientMax) {
  /** SQLState of the warning on a cut result. */
  static final String CUT_STATE = "01000";

  /** The property's cap on generated SQL ({@code generated}) or on the client's own SQL. */
  static int capOf(NlConfig config, boolean generated) {
    int cap = generated || config.isSet(NlProperty.LIMITS_MAX_ROWS)
        ? config.integer(NlProperty.LIMITS_MAX_ROWS) : 0;
    return Math.max(cap, 0);
  }

  /** Whether the property's cap, rather than the client, bounds the result. */
  boolean counts() {
    return cap > 0 && (clientMax == 0 || clientMax > cap);
  }

  /**
   * The maximum to set on the target's statement: the client's, or one row above the cap so
   * that a cut can be told from a result of exactly the cap's size.
   */
  long targetMaxRows() {
    return counts() ? (long) cap + 1 : clientMax;
  }

  /** The warning of a result cut at the cap. */
  SQLWarning cutWarning() {
    return new SQLWarning("nljdbc cut the result at " + cap + " rows: "
        + NlProperty.LIMITS_MAX_ROWS.key() + " caps it (0 means no cap)", CUT_STATE);
  }
}
