/** The schema layer: what the target holds (tables, columns, keys, sampled values), learned from its metadata. */
package dev.nljdbc.schema;
