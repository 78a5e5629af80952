/**
 * Where the drop-in jar's log lines go. The jar carries a relocated SLF4J of its own; this
 * package is that SLF4J's one provider, and hands every line (the security audit
 * {@code dev.nljdbc.audit} among them) to the application's SLF4J when the application has a
 * provider, else to {@code java.util.logging}. So an operator sees refusals in the
 * application's logs, and no host application gets SLF4J's "no providers" warning.
 */
package dev.nljdbc.logging;
