/**
 * From a read question to a {@code QuerySpec}, what it asks in schema terms before any join is
 * chosen: {@code RoleAssigner} decides what each linked term does and the subject table, and
 * {@code SpecBuilder} runs the planner's steps ({@code SpecStep}s: filters, terms, relations,
 * cues, reconciliation) over a shared {@code SpecDraft}. {@code Explainer} says a spec in a
 * sentence. Uses {@code words}, {@code index} and {@code link}.
 */
package dev.nljdbc.generation.offline.spec;
