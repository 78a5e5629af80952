/** The client side of remote mode: Avatica's JDBC objects, wired to an nljdbc server. */
package dev.nljdbc.client;
