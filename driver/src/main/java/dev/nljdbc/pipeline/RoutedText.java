package dev.nljdbc.pipeline;

import dev.nljdbc.statement.Route;

/** A statement's text with its route; forced routes have their {@code /sql} or {@code /nl} removed. */
public record RoutedText(Route route, String text) {
}
