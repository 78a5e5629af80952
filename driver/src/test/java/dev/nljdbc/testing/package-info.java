/**
 * Fixtures the driver's tests share: a small in-memory H2 database with its schema, and an asker
 * that puts questions and follow-ups to the offline engine over a schema.
 */
package dev.nljdbc.testing;
