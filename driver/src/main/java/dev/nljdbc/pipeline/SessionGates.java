package dev.nljdbc.pipeline;

import dev.nljdbc.security.SecurityGate;

/**
 * A session's two doors to the target. SQL a person writes passes the configured tenant policy
 * as it is; SQL generated from a question never carries the tenant's value (no generator knows
 * it), so under {@code reject} it is admitted by injecting the filter, as under {@code inject}.
 *
 * @param written the gate for SQL from the client
 * @param generated the gate for SQL the pipeline generated
 */
public record SessionGates(SecurityGate written, SecurityGate generated) {
}
