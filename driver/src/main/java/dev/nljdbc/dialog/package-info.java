/**
 * The dialog layer: conversation state, intent detection and commands (docs/requirements.md#dialog).
 * {@link dev.nljdbc.dialog.Conversation} is the per-session entry point: it turns a
 * natural-language statement into a {@link dev.nljdbc.dialog.PendingTurn} for the caller to run,
 * answers the commands, and records each turn once the caller reports how it ended. A
 * {@link dev.nljdbc.dialog.ClarificationStep} plugs in between expansion and generation.
 */
package dev.nljdbc.dialog;
