/**
 * The Avatica side of nljdbc: the {@code Meta} that serves every client request, in-process and
 * behind the server alike, and the in-memory transport of the in-process driver.
 */
package dev.nljdbc.meta;
