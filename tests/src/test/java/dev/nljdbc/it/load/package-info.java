/** Load tests: many concurrent remote sessions against a server on loopback, bounded in time. */
package dev.nljdbc.it.load;
