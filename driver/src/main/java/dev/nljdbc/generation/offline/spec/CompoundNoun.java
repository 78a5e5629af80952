package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.link.Reading;
import dev.nljdbc.language.WordForms;

/**
 * "Team players", "client invoices": a table (or a foreign key to it) named by one singular
 * word right before a plural word that names another table only qualifies that head word,
 * which names the rows asked about.
 */
final class CompoundNoun {

  private CompoundNoun() {
  }

  /** Whether the link, with its target, only qualifies the table the next link names. */
  static boolean qualifiesNext(Reading reading, Link link, Link.Target self, Link next) {
    if (next == null || self == null || next.from != link.to || link.to - link.from != 1) {
      return false;
    }
    Link.Target head = next.best();
    if (head == null || head.kind() != LinkKind.TABLE) {
      return false;
    }
    boolean qualifier = self.kind() == LinkKind.TABLE ? head.table() != self.table()
        : self.column() != null && self.column().references != null;
    String word = reading.tokens.get(link.from).lower();
    String headWord = reading.tokens.get(next.to - 1).lower();
    return qualifier && WordForms.lemma(word).equals(word)
        && !WordForms.lemma(headWord).equals(headWord);
  }
}
