/**
 * The generalisation suite: the offline engine on schemas of business domains it was not built
 * against, with hand-written questions, dialogs and gold SQL split into a dev half (for tuning)
 * and a held-out half (only reported). See docs/accuracy.md.
 */
package dev.nljdbc.it.generalisation;
