/**
 * Writes a {@code QueryPlan} as one SELECT in the target's {@link dev.nljdbc.dialect.SqlDialect}
 * ({@code SqlRenderer}). Uses only {@code plan} and {@code words}: nothing about the question or
 * its links reaches the SQL text except through the plan.
 */
package dev.nljdbc.generation.offline.sql;
