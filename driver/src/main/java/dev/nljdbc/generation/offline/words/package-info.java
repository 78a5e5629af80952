/**
 * The engine's reading of cue phrases, on the tokens of {@code dev.nljdbc.language}: comparisons
 * ({@code ComparisonParser}) and cue phrases ({@code CueReader}: aggregates, grouping, ordering,
 * limits). Tokens, word classes, periods and number words are the language layer's; this stage
 * depends on no other part of the offline engine.
 */
package dev.nljdbc.generation.offline.words;
