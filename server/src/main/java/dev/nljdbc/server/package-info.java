/**
 * The nljdbc server: Avatica's HTTP protocol (protobuf) over the same Meta and session pipeline
 * as the in-process driver, with optional HTTP Basic users that decide each session's tenant,
 * and the command line of the server jar (server and SQL console).
 */
package dev.nljdbc.server;
