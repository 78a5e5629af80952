/**
 * The dialect layer: one {@link dev.nljdbc.dialect.SqlDialect} per database (PostgreSQL,
 * MariaDB/MySQL, H2, SQLite, and generic ANSI SQL) holding what differs between them: quoting,
 * literals, date arithmetic and time buckets, catalog scope and search path, the read-only
 * set-up, the tenant session setting for row-level security, and the rules the security layer
 * must assume. {@link dev.nljdbc.dialect.Dialects} detects a database's dialect in one place.
 * The layer depends on no other nljdbc package.
 */
package dev.nljdbc.dialect;
