/**
 * From a {@code QuerySpec} to a {@code QueryPlan}: {@code PlanAssembler} chooses the base table
 * and the joins along foreign keys and builds the SELECT's items, conditions ({@code Cond}) and
 * expressions ({@code Expr}). {@code Cond} and {@code Expr} are sealed: their kinds are records,
 * and code that takes them apart uses {@code instanceof} patterns. Uses {@code words},
 * {@code index} and {@code spec}, never {@code link}.
 */
package dev.nljdbc.generation.offline.plan;
