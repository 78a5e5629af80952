/**
 * The security layer: every statement is parsed, must be a single read-only query, and with a
 * tenant configured is restricted to that tenant before it reaches the target.
 */
package dev.nljdbc.security;
