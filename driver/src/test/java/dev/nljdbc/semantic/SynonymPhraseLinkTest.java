package dev.nljdbc.semantic;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.dialect.PostgresqlDialect;
import dev.nljdbc.generation.GenerationRequest;
import dev.nljdbc.generation.offline.OfflineSqlGenerator;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import dev.nljdbc.security.SecurityGate;
import java.sql.Types;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A model's synonym of several words names its element as a whole: its words are a weak link of
 * the element where the question says the whole phrase, as typed (which the clarification rules
 * read before the rewriter replaces the phrase), and never one of them alone (docs/
 * semantic-model.md, "Each element's scope"). Found with the support model: "tickets without a
 * first response" was asked about ("What do you mean by 'response'?") once a synonym's words
 * stopped linking one by one.
 */
class SynonymPhraseLinkTest {

  private static final String TICKETS = String.join("\n",
      "version: \"0.2.0.dev0\"",
      "semantic_model:",
      "  - name: desk",
      "    datasets:",
      "      - name: tickets",
      "        source: tickets",
      "        fields:",
      "          - name: fr_at",
      "            expression:",
      "              dialects:",
      "                - dialect: ANSI_SQL",
      "                  expression: fr_at",
      "            ai_context:",
      "              synonyms: [first response]",
      "          - name: wait_hours",
      "            expression:",
      "              dialects:",
      "                - dialect: ANSI_SQL",
      "                  expression: EXTRACT(EPOCH FROM (fr_at - opened_at)) / 3600",
      "            ai_context:",
      "              synonyms: [reply delay]",
      "");

  private static List<String> unmatched(String question) throws Exception {
    List<String> none = List.of();
    SchemaSnapshot base = new SchemaSnapshot("1", PostgresqlDialect.DEFAULT, List.of(
        new TableInfo(null, "tickets", null, List.of(
            new ColumnInfo("id", Types.INTEGER, "int", false, null, none),
            new ColumnInfo("opened_at", Types.TIMESTAMP, "timestamp", false, null, none),
            new ColumnInfo("fr_at", Types.TIMESTAMP, "timestamp", true, null, none)),
            List.of("id"), List.of())));
    ResolvedModel m = ModelResolver.resolve(ModelReader.read("t.yaml", TICKETS), TICKETS, base,
        new SecurityGate()::admit);
    return new OfflineSqlGenerator(Clock.systemDefaultZone(), false).link(new GenerationRequest(
        question, null, SnapshotEnricher.enrich(base, m, "1"), null, Map.of())).unmatched();
  }

  @Test
  void aSynonymOfSeveralWords_linksItsWordsWhereTheWholePhraseIsSaid() throws Exception {
    assertFalse(unmatched("tickets without a first response").contains("response"),
        "the whole synonym is said");
    assertFalse(unmatched("tickets with a reply delay over 40").contains("reply"),
        "the whole synonym of a computed field is said");
    assertTrue(unmatched("tickets with a response code").contains("response"),
        "one word of the synonym is no name of the field");
    assertTrue(unmatched("tickets with a reply code").contains("reply"),
        "one word of a computed field's synonym is no name of it either");
  }
}
