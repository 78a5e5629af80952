package dev.nljdbc.generation.offline;

import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.LinkCandidate;
import dev.nljdbc.generation.offline.link.Reading;
import dev.nljdbc.generation.offline.link.SchemaLinking;
import dev.nljdbc.generation.offline.link.TermLink;
import dev.nljdbc.generation.offline.link.WordLedger;
import dev.nljdbc.generation.offline.spec.RoleAssigner;
import java.util.ArrayList;
import java.util.List;

/**
 * The public linking of a question once the subject is known: each term's candidates are
 * re-ranked the way the planner settles them, so a tie is reported only where the planner
 * really had to choose ("price" next to a quote symbol ties the three quote prices).
 */
final class ContextLinking {

  /** How far beyond the tie margin an untied candidate is put, so it never reads as a tie. */
  private static final double BELOW_TIE = 0.01;

  private ContextLinking() {}

  static SchemaLinking of(Reading reading, RoleAssigner.Roles roles, WordLedger ledger) {
    List<TermLink> terms = new ArrayList<>();
    for (Link link : reading.links) {
      Link.Target chosen = roles.target(link);
      List<Link.Target> ordered = new ArrayList<>();
      if (chosen != null) {
        ordered.add(chosen);
      }
      for (Link.Target t : link.targets) {
        if (chosen == null || !t.sameAs(chosen)) {
          ordered.add(t);
        }
      }
      List<LinkCandidate> candidates = new ArrayList<>();
      boolean ambiguous = roles.ambiguous.contains(link.text);
      double top = chosen == null ? 0 : chosen.score();
      for (Link.Target t : ordered) {
        double score = t.score();
        if (chosen != null && t != chosen) {
          boolean tied = ambiguous && t.kind() == chosen.kind()
              && Math.abs(t.score() - chosen.score()) <= TermLink.TIE_MARGIN
              && sameNeighbourhood(t, chosen, roles);
          score = tied ? top : Math.min(score, top - TermLink.TIE_MARGIN - BELOW_TIE);
        }
        candidates.add(t.withScore(score).toCandidate());
      }
      terms.add(new TermLink(link.text, link.start, link.end, candidates, link.resolution));
    }
    return new SchemaLinking(reading.question, terms, ledger.unaccounted(), ledger.entries(),
        ledger.unknown());
  }

  private static boolean sameNeighbourhood(Link.Target a, Link.Target b,
      RoleAssigner.Roles roles) {
    if (a.table() == b.table()) {
      return true;
    }
    TableEntry s = roles.subject;
    return s == null || a.table() != s && b.table() != s;
  }
}
