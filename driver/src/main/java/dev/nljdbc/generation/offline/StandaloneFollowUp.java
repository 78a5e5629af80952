package dev.nljdbc.generation.offline;

import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.link.Reading;
import dev.nljdbc.generation.offline.spec.QuerySpec;
import dev.nljdbc.generation.offline.spec.RoleAssigner;
import dev.nljdbc.generation.offline.spec.SpecBuilder;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.Token;
import java.time.LocalDate;
import java.util.Map;
import java.util.Set;

/**
 * A follow-up that is no change to the current query but a question of its own ("which trucks
 * are there?" after "open work orders"): read alone, with the current query's subject as
 * context. It stands on its own only when its own words name a table for sure, no word of it
 * points back ("they", "those", "it": "which trucks are they for?" is about the current rows),
 * and, when the current query has conditions, it is a whole question (opens with a question
 * word): an elliptical "and the drivers?" after "shipments from Oslo" would silently drop the
 * condition, so it stays refused, as does a bare "when did it change?".
 */
final class StandaloneFollowUp {

  /** Words that may come before the question word of a whole question. */
  private static final Set<String> LEADING = Set.of("and", "so", "then", "ok", "okay", "but",
      "now", "also");
  /** The score from which a term of the feedback names a table for sure. */
  private static final double SURE_TABLE = 0.9;

  private StandaloneFollowUp() {
  }

  /**
   * The draft of the feedback read as a question of its own, or null when it does not name its
   * subject or cannot be built.
   *
   * @param index the schema
   * @param feedback the follow-up as typed
   * @param current the current query's spec (its subject is the context)
   * @param resolutions the clarification answers
   * @param today the date
   */
  static SpecBuilder.Draft of(SchemaIndex index, String feedback, QuerySpec current,
      Map<String, String> resolutions, LocalDate today) {
    if (feedback == null || feedback.isBlank()) {
      return null;
    }
    TableEntry subject = current == null ? null : index.table(current.subject());
    Set<TableEntry> context = subject == null ? Set.of() : Set.of(subject);
    Reading reading = Reading.of(feedback.strip(), index, context, resolutions, today);
    if (!namesATable(reading) || pointsBack(reading)
        || current != null && !current.filters().isEmpty() && !wholeQuestion(reading)) {
      return null;
    }
    return SpecBuilder.build(reading, RoleAssigner.assign(reading, context));
  }

  private static boolean pointsBack(Reading reading) {
    for (Token t : reading.tokens) {
      if (t.isWord() && Lexicon.pointsBack(t.lower())) {
        return true;
      }
    }
    return false;
  }

  private static boolean wholeQuestion(Reading reading) {
    for (Token t : reading.tokens) {
      if (!t.isWord() || LEADING.contains(t.lower())) {
        continue;
      }
      return Lexicon.QUESTION_WORDS.contains(t.lower());
    }
    return false;
  }

  private static boolean namesATable(Reading reading) {
    for (Link l : reading.links) {
      Link.Target t = l.best();
      if (t != null && t.kind() == LinkKind.TABLE && t.score() >= SURE_TABLE) {
        return true;
      }
    }
    return false;
  }
}
