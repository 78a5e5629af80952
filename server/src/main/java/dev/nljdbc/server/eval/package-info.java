/**
 * {@code nljdbc-server eval}: runs Spider, SParC and CoSQL test sets (or a golden-question file
 * in their format) through the nljdbc driver on SQLite, runs the gold SQL directly on the same
 * database, and reports execution accuracy, clarifications and latency.
 */
package dev.nljdbc.server.eval;
