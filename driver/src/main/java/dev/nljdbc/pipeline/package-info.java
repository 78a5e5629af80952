/**
 * The statement pipeline: routing of each statement's text (command, SQL, natural language)
 * and the per-connection session that carries it through the layers.
 */
package dev.nljdbc.pipeline;
