/**
 * What a statement is and what nljdbc answers without the target: a statement's
 * {@link dev.nljdbc.statement.Route} (command, SQL or natural language) and the small
 * {@link dev.nljdbc.statement.ResultTable} of a command or a clarification. Shared by the
 * dialog, clarification, pipeline, metrics and meta layers; it depends on no other nljdbc
 * package.
 */
package dev.nljdbc.statement;
