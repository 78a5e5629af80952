/**
 * The nljdbc server: Avatica's HTTP protocol (protobuf) over the same Meta and session pipeline
 * as the in-process driver, with optional HTTP Basic users that decide each session's tenant,
 * Prometheus metrics and a health check on the same port, and the command line of the server
 * jar (server, SQL console, and {@code eval} in {@link dev.nljdbc.server.eval}).
 */
package dev.nljdbc.server;
