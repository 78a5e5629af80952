/**
 * The language-model generator: LangChain4j chat models built from the connection properties,
 * the prompt (a slice of the schema, the dialect, the conversation, the tenant rule) and the
 * strict reading of the model's JSON reply. The model's SQL is untrusted: the security layer
 * checks it like any other statement.
 */
package dev.nljdbc.generation.llm;
