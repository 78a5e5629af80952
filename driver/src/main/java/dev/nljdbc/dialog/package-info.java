/** The dialog layer: conversation state, intent detection and commands (seeds 001 and 002). */
package dev.nljdbc.dialog;
