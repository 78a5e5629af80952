/**
 * Linking by meaning for the offline engine: a {@link dev.nljdbc.language.SemanticSimilarity}
 * from sentence embeddings computed in process, found by the driver through
 * {@link java.util.ServiceLoader}. Bundled with the server; the drop-in driver jar links by
 * spelling only.
 */
package dev.nljdbc.embeddings;
