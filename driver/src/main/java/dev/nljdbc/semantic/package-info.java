/**
 * The semantic model: business words an operator teaches nljdbc in the Apache Ossie format
 * (datasets, fields, relationships, metrics, AI context) plus nljdbc's own vendor extension.
 *
 * <p>{@link dev.nljdbc.semantic.ModelReader} parses and validates a model file,
 * {@link dev.nljdbc.semantic.ModelResolver} resolves it against the target's schema and checks
 * every expression with the security gate, {@link dev.nljdbc.semantic.ModelFile} reloads it when
 * the file changes, and {@link dev.nljdbc.semantic.ModelSqlGenerator} lets both generators use
 * it. {@link dev.nljdbc.semantic.ModelDraft} writes a model from a schema and learned answers.
 * See {@code docs/semantic-model.md}.
 */
package dev.nljdbc.semantic;
