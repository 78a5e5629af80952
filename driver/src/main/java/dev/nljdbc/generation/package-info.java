/** SQL generation: the offline engine and the language-model generator behind one interface. */
package dev.nljdbc.generation;
