/**
 * Expansion by a language model (docs/requirements.md#query-expansion): a follow-up becomes a
 * standalone question in one small model call, with the rules deciding what is a follow-up and
 * standing in when the model fails.
 */
package dev.nljdbc.expansion.llm;
