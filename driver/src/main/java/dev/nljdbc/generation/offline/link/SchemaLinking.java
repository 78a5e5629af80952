package dev.nljdbc.generation.offline.link;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * How the words of a question map onto a schema: for each term its candidate tables, columns
 * and values with scores, the terms whose best candidates tie (what a clarification would ask
 * about: "price" → buy_price, sell_price, close_price), and the words nothing matched.
 *
 * @param question the question as linked
 * @param terms the linked terms, in question order
 * @param unmatched content words that matched nothing
 */
public record SchemaLinking(String question, List<TermLink> terms, List<String> unmatched) {

  /** Copies the lists. */
  public SchemaLinking {
    terms = List.copyOf(terms);
    unmatched = List.copyOf(unmatched);
  }

  /** The terms whose best candidates tie and were not resolved, in question order. */
  public List<TermLink> ambiguities() {
    List<TermLink> result = new ArrayList<>();
    for (TermLink t : terms) {
      if (t.isAmbiguous()) {
        result.add(t);
      }
    }
    return result;
  }

  /** Whether some term is ambiguous. */
  public boolean isAmbiguous() {
    return !ambiguities().isEmpty();
  }

  /** The term with this text (ignoring case), if linked. */
  public Optional<TermLink> term(String text) {
    String t = text.toLowerCase(Locale.ROOT);
    for (TermLink link : terms) {
      if (link.term().toLowerCase(Locale.ROOT).equals(t)) {
        return Optional.of(link);
      }
    }
    return Optional.empty();
  }
}
