/**
 * The words of a question, before any schema is involved: tokens ({@code Tokenizer}), word forms
 * and synonyms, function and cue words ({@code Lexicon}), number words, periods
 * ({@code PeriodParser}), comparisons ({@code ComparisonParser}) and cue phrases
 * ({@code CueReader}: aggregates, grouping, ordering, limits). Depends on no other part of the
 * offline engine.
 */
package dev.nljdbc.generation.offline.words;
