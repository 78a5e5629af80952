/**
 * Execution on the target database: connection pools, limits, and reading results into the
 * frames the Avatica protocol carries.
 */
package dev.nljdbc.execution;
