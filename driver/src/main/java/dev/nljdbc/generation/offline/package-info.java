/**
 * The offline SQL engine ({@code llm.provider=none}): links the words of a question to the
 * tables, columns and sampled values of any schema, plans a query from the linked words and the
 * question's cue words (aggregates, grouping, periods, comparisons, ordering), edits that plan on
 * a refinement, and renders it in the target's SQL dialect. Deterministic, and needs no access to
 * the database while generating.
 */
package dev.nljdbc.generation.offline;
