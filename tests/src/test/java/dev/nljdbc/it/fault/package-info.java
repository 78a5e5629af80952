/** Fault injection: a database that drops, refuses or stalls connections, behind a proxy. */
package dev.nljdbc.it.fault;
