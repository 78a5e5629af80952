/** The client side of the driver: Avatica's JDBC objects, wired to the in-process engine or a server. */
package dev.nljdbc.client;
