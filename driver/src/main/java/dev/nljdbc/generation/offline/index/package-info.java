/**
 * What the offline engine precomputes from a schema snapshot ({@code SchemaIndex}): table and
 * column entries with their words, the foreign-key graph and its join paths ({@code JoinPaths}),
 * how well words name a table or column ({@code NameScore}), and the defaults the engine picks
 * when a question does not say ({@code Defaults}). Uses only {@code words}.
 */
package dev.nljdbc.generation.offline.index;
