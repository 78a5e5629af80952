/** The expansion layer: a follow-up becomes a standalone question (seed 003). */
package dev.nljdbc.expansion;
