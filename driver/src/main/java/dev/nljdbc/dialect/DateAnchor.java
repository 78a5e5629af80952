package dev.nljdbc.dialect;

/** What a date relative to today counts from. */
public enum DateAnchor {
  TODAY,
  START_OF_WEEK,
  START_OF_MONTH,
  START_OF_QUARTER,
  START_OF_YEAR
}
