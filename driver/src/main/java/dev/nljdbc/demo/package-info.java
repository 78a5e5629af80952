/**
 * The embedded demo: an in-memory H2 database of a multi-tenant retail business, generated
 * deterministically with dates relative to today, that {@code jdbc:nl:demo} and the server
 * without a target open.
 */
package dev.nljdbc.demo;
