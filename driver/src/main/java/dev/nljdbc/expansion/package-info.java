/**
 * The expansion layer: a follow-up becomes a standalone question (docs/requirements.md#query-expansion). {@link
 * dev.nljdbc.expansion.QueryExpander} is the contract, {@link
 * dev.nljdbc.expansion.RuleBasedExpander} the offline, rule-based implementation; the
 * language-model expander lives in {@code expansion.llm}.
 */
package dev.nljdbc.expansion;
