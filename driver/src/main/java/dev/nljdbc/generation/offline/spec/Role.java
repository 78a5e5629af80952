package dev.nljdbc.generation.offline.spec;

/** What a linked term does in a question. */
enum Role {
  /** A table the question is about ("clients"). */
  ENTITY,
  /** A table or column counted ("how many visits", "number of countries"). */
  COUNTED,
  /** A column aggregated ("average price"). */
  AGGREGATED,
  /** A table or column grouped by ("by region"). */
  GROUPED,
  /** A column sorted by ("sorted by name"). */
  SORTED,
  /** A numeric column ranked by ("top 5 clients by total spend"). */
  RANKED,
  /** A column a superlative applies to ("highest price"). */
  EXTREME,
  /** A table whose row count per subject is maximised ("with the most visits"). */
  MOST_COUNTED,
  /** A nullable date column named as a state: "paid", "unpaid", "left" (IS [NOT] NULL). */
  STATE,
  /** The column whose most (or least) frequent value is asked: "the most common category". */
  MODE,
  /** A sampled value to filter on ("in Asia"). */
  VALUE,
  /** A column a number is compared with ("weight over 10000"). */
  COMPARED,
  /** A column a quoted string filters ("named 'Ann'"). */
  MATCHED,
  /** A table whose rows the subject must not have ("without visits"). */
  ABSENT,
  /** A table whose row count per subject is compared ("more than 5 visits"). */
  COUNT_COMPARED,
  /** A column that only announces the value after it ("status shipped"). */
  HINT,
  /** A column to show ("names and emails"). */
  SHOWN
}
