package dev.nljdbc.dialog;

import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.offline.OfflineSqlGenerator;
import dev.nljdbc.generation.offline.link.LinkCandidate;
import dev.nljdbc.generation.offline.link.SchemaLinking;
import dev.nljdbc.generation.offline.link.TermLink;
import dev.nljdbc.generation.offline.plan.QueryPlan;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.Words;
import dev.nljdbc.schema.ForeignKey;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.sql.SQLException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Tells a new question from a refinement where the words alone cannot. A short text with no
 * refinement cue, no back reference and no question word ("average order value by brand",
 * "top 5 customers by revenue") is a refinement of medium confidence to {@link IntentDetector}.
 * When its words name rows of the schema and none of them is in the current query or one
 * foreign key away from one of its tables, it is a new question: refining the current query
 * with it would join rows that have nothing to do with each other (users to orders through
 * their corporation). A text of words that name no data ("what is the total amount?") is about
 * the current query whatever it links to. A complete question ({@link CompleteQuestion}), also
 * one that asks how many of something "are there" (no back reference: "there" points at no
 * rows), and
 * the same question asked again are new whatever came before, also when a refinement word stands
 * inside it ("which customers have we invoiced before but not in the last 6 months?", a
 * refinement of low confidence to the detector). A text whose pronouns point at
 * what it names itself ({@link BoundPronoun}: "German customers and their revenue") is read as
 * if it had none. A text that opens with a grouping word ("by channel?") regroups the current
 * rows whatever table its word names elsewhere. Anything else keeps the detector's intent.
 */
final class TopicShift {
  private static final DetectedIntent NEW = new DetectedIntent(Intent.NEW_QUERY,
      Confidence.HIGH, false);
  private static final IntentDetector DETECTOR = new IntentDetector();
  /** Words that open a regrouping of the current rows. */
  private static final Set<String> GROUPING = Set.of("by", "per");
  private final OfflineSqlGenerator linker = new OfflineSqlGenerator();

  /**
   * The intent for {@code text}: the detector's, or a new query when the topic moved away. A
   * schema that cannot be read keeps the detector's intent; the turn then fails where it reads
   * the schema, and is recorded there.
   */
  DetectedIntent check(DetectedIntent detected, String text, DialogContext context,
      SchemaSource source, String tenantColumn) {
    DetectedIntent intent = detected;
    if (intent.intent() != Intent.REFINEMENT || !context.hasCurrentQuery()) {
      return intent;
    }
    if (repeats(text, context)) {
      return NEW;
    }
    if (hasPronoun(text) && !pointsBack(text, source, tenantColumn)) {
      intent = DETECTOR.detect(text, true, true);
      if (intent.intent() != Intent.REFINEMENT) {
        return intent;
      }
    }
    boolean existence = IntentDetector.asksExistence(text);
    boolean both = intent.confidence() == Confidence.LOW;
    if (intent.confidence() != Confidence.MEDIUM && !existence && !both
        || IntentDetector.namesNoData(text)) {
      return intent;
    }
    SchemaSnapshot schema;
    try {
      schema = source.snapshot();
    } catch (SQLException e) {
      return intent;
    }
    SchemaLinking linking = link(text, schema, tenantColumn);
    if (linking != null && CompleteQuestion.standsAlone(text, linking, schema)) {
      return NEW;
    }
    if (existence || both) {
      return intent;
    }
    GeneratedQuery current = context.currentQuery();
    if (!(current.plan() instanceof QueryPlan plan)) {
      return intent;
    }
    Set<String> named = namedTables(linking);
    if (named.isEmpty() || opensWithGrouping(text)) {
      return intent;
    }
    Set<String> near = new LinkedHashSet<>();
    for (String table : plan.tables()) {
      near.add(lower(table));
      near.addAll(neighbours(table, schema));
    }
    for (String table : named) {
      if (near.contains(table)) {
        return intent;
      }
    }
    return NEW;
  }

  /**
   * Whether the text's pronouns point back at the conversation: it has one, and what it names
   * is not named in the text itself ({@link BoundPronoun}). A schema that cannot be read leaves
   * every pronoun pointing back.
   */
  boolean pointsBack(String text, SchemaSource source, String tenantColumn) {
    if (!hasPronoun(text)) {
      return false;
    }
    SchemaSnapshot schema;
    try {
      schema = source.snapshot();
    } catch (SQLException e) {
      return true;
    }
    return !BoundPronoun.bound(text, link(text, schema, tenantColumn), schema);
  }

  /**
   * Whether the text is a complete question of its own ({@link CompleteQuestion}); false when
   * the schema cannot be read.
   */
  boolean standsAlone(String text, SchemaSource source, String tenantColumn) {
    SchemaSnapshot schema;
    try {
      schema = source.snapshot();
    } catch (SQLException e) {
      return false;
    }
    SchemaLinking linking = link(text, schema, tenantColumn);
    return linking != null && CompleteQuestion.standsAlone(text, linking, schema);
  }

  /**
   * Whether the text opens with a grouping word ("by channel?", "and per region"): it regroups the
   * current rows, whatever else its word names, and cannot ask anything on its own.
   */
  private static boolean opensWithGrouping(String text) {
    Words words = Words.of(text);
    int i = words.skip(0, Lexicon.COURTESY);
    i = words.skip(i, Set.of("and"));
    return i < words.size() && GROUPING.contains(words.word(i));
  }

  private static boolean hasPronoun(String text) {
    Words words = Words.of(text);
    return words.contains(Lexicon.ANAPHORA) || words.contains(Lexicon.PERSON_ANAPHORA);
  }

  /**
   * Whether the text is the question the current topic started from, or the last question
   * asked, again: asking the same question again answers it again.
   */
  static boolean repeats(String text, DialogContext context) {
    String typed = normal(text);
    if (typed.equals(normal(context.originalQuestion()))) {
      return true;
    }
    List<Turn> turns = context.previousTurns();
    return !turns.isEmpty() && typed.equals(normal(turns.get(turns.size() - 1).input()));
  }

  private static String normal(String text) {
    return text == null ? "" : String.join(" ", Words.of(text).lower());
  }

  private SchemaLinking link(String text, SchemaSnapshot schema, String tenantColumn) {
    try {
      return linker.link(new GenerationRequest(text, null, schema, tenantColumn, Map.of()));
    } catch (RuntimeException e) {
      return null;
    }
  }

  /** The tables the text's resolved words point at, in lower case. */
  private static Set<String> namedTables(SchemaLinking linking) {
    if (linking == null) {
      return Set.of();
    }
    Set<String> tables = new LinkedHashSet<>();
    for (TermLink term : linking.terms()) {
      if (term.isAmbiguous() || term.candidates().isEmpty()) {
        continue;
      }
      LinkCandidate best = term.best();
      if (best.table() != null) {
        tables.add(lower(best.table()));
      }
    }
    return tables;
  }

  /** The tables one foreign key away from {@code table}, either way, in lower case. */
  private static Set<String> neighbours(String table, SchemaSnapshot schema) {
    Set<String> near = new LinkedHashSet<>();
    String name = lower(table);
    for (TableInfo t : schema.tables()) {
      boolean self = lower(t.name()).equals(name);
      for (ForeignKey fk : t.foreignKeys()) {
        if (self) {
          near.add(lower(fk.referencedTable()));
        } else if (lower(fk.referencedTable()).equals(name)) {
          near.add(lower(t.name()));
        }
      }
    }
    return near;
  }

  private static String lower(String s) {
    return s.toLowerCase(Locale.ROOT);
  }
}
