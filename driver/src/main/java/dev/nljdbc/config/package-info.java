/** Connection properties: the one enum of everything nljdbc can be told, and its validation. */
package dev.nljdbc.config;
