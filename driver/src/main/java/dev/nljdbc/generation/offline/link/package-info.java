/**
 * A question read against a schema ({@code Reading}): its words linked to sampled values, tables
 * and columns ({@code SchemaLinker}, the scored {@code Link}s), and the public form of those
 * links ({@code SchemaLinking}, {@code TermLink}, {@code LinkCandidate}) that the clarification
 * layer reads. Uses {@code words} and {@code index}.
 */
package dev.nljdbc.generation.offline.link;
