/** The SQLState catalogue: every error nljdbc raises itself carries one of these states. */
package dev.nljdbc.error;
