/**
 * The in-process driver: thin JDBC wrappers around the target's own driver. Every statement's
 * text goes through the session's pipeline and security gate; what the gate admits runs on the
 * session's target connection, and the target's own result sets reach the caller.
 */
package dev.nljdbc.jdbc;
