/** Real third-party JDBC clients (jOOQ, Spring, SchemaCrawler, sqlline) over nljdbc. */
package dev.nljdbc.it.clients;
