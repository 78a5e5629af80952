/** The nljdbc JDBC driver: {@link dev.nljdbc.Driver} is the only class users touch. */
package dev.nljdbc;
