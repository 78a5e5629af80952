/**
 * The offline SQL engine ({@code llm.provider=none}): links the words of a question to the
 * tables, columns and sampled values of any schema, plans a query from the linked words and the
 * question's cue words (aggregates, grouping, periods, comparisons, ordering), edits that plan on
 * a refinement, and renders it in the target's SQL dialect. Deterministic, and needs no access to
 * the database while generating.
 *
 * <p>The pipeline uses {@link dev.nljdbc.generation.offline.OfflineSqlGenerator} as its
 * {@link dev.nljdbc.generation.SqlGenerator}; the clarification layer reads
 * {@link dev.nljdbc.generation.offline.OfflineSqlGenerator#link} for the terms whose best
 * candidates tie ({@link dev.nljdbc.generation.offline.link.SchemaLinking#ambiguities()}), and
 * answers them through {@link dev.nljdbc.generation.GenerationRequest#resolutions()}.
 *
 * <p>The flow, one sub-package per stage; each uses only the stages before it: {@code words}
 * (tokens, periods, comparisons, cues) → {@code index} (the schema's tables, columns, keys and
 * defaults) → {@code link} ({@code Reading}: the words linked to the schema by
 * {@code SchemaLinker}) → {@code spec} ({@code RoleAssigner}: what each term does and the subject
 * table; {@code SpecBuilder}: a {@code QuerySpec}) → {@code plan} ({@code PlanAssembler}: base
 * table, joins, a {@link dev.nljdbc.generation.offline.plan.QueryPlan}) → {@code sql}
 * ({@code SqlRenderer} with the target's {@link dev.nljdbc.dialect.SqlDialect}). This package
 * holds the engine's entry points: {@code OfflineSqlGenerator}, {@code ContextLinking} and
 * {@code Refiner}, which reads a refinement's feedback as a fragment and merges it into the
 * current query's spec.
 */
package dev.nljdbc.generation.offline;
