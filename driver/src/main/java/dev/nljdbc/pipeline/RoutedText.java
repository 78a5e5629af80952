package dev.nljdbc.pipeline;

/** A statement's text with its route; forced routes have their {@code /sql} or {@code /nl} removed. */
public record RoutedText(Route route, String text) {
}
