/**
 * The interactive console ({@code nljdbc-server console} on a terminal): reads statements and
 * plain English, shows the SQL that ran, results, clarifications and cut results, and keeps its
 * own history and log files.
 */
package dev.nljdbc.server.console;
