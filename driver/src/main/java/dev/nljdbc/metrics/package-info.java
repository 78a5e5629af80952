/**
 * Counters each engine's pipeline keeps (every server has its own, and so has the JVM's
 * in-process engine), exposed by the server in Prometheus format.
 */
package dev.nljdbc.metrics;
