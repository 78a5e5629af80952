/**
 * The security layer: the single gate every statement passes before it reaches the target.
 *
 * <p>{@link dev.nljdbc.security.SecurityGate#admit} parses the statement (unparseable text is
 * refused), requires one read-only query, applies the {@link dev.nljdbc.security.SecurityPolicy}
 * (denied functions and catalogues), and with a {@link dev.nljdbc.security.TenantScope} replaces
 * every reference to a table of {@link dev.nljdbc.security.TenantTables} with a derived table
 * filtered to the tenant, then re-parses and re-validates the final SQL. Refusals carry SQLState
 * 42501 and name a {@link dev.nljdbc.security.Rule}. See {@code docs/security.md}.
 */
package dev.nljdbc.security;
