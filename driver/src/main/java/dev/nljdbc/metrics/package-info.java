/** Counters the pipeline keeps in each JVM, exposed by the server in Prometheus format. */
package dev.nljdbc.metrics;
