package dev.nljdbc.semantic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.dialect.PostgresqlDialect;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import dev.nljdbc.security.SecurityGate;
import java.sql.Types;
import java.util.List;
import org.junit.jupiter.api.Test;

class QuestionRewriterTest {

  private static final String MODEL = String.join("\n",
      "version: \"0.2.0.dev0\"",
      "semantic_model:",
      "  - name: letting",
      "    datasets:",
      "      - name: lets",
      "        source: lets",
      "        fields:",
      "          - name: charge",
      "            expression:",
      "              dialects:",
      "                - dialect: ANSI_SQL",
      "                  expression: charge",
      "            ai_context:",
      "              synonyms: [rent, amount, pay]",
      "          - name: ended_at",
      "            expression:",
      "              dialects:",
      "                - dialect: ANSI_SQL",
      "                  expression: ended_at",
      "            ai_context:",
      "              synonyms: [ended, end time, finished]",
      "        custom_extensions:",
      "          - vendor_name: NLJDBC",
      "            data: '{\"value_synonyms\": {\"open lets\": \"ended_at IS NULL\"}}'",
      "      - name: prices",
      "        source: rent_prices",
      "        ai_context:",
      "          synonyms: [asking list]",
      "      - name: runs",
      "        source: driver_pay_runs",
      "        ai_context:",
      "          synonyms: [driver pay]",
      "");

  private static ResolvedModel model() throws Exception {
    List<String> none = List.of();
    TableInfo lets = new TableInfo(null, "lets", null, List.of(
        new ColumnInfo("let_id", Types.INTEGER, "int", false, null, none),
        new ColumnInfo("charge", Types.DECIMAL, "numeric", false, null, none),
        new ColumnInfo("asking_rent", Types.DECIMAL, "numeric", false, null, none),
        new ColumnInfo("ended_at", Types.TIMESTAMP, "timestamp", true, null, none)),
        List.of(), List.of());
    TableInfo prices = new TableInfo(null, "rent_prices", null, List.of(
        new ColumnInfo("price_id", Types.INTEGER, "int", false, null, none),
        new ColumnInfo("amount", Types.DECIMAL, "numeric", false, null, none),
        new ColumnInfo("rent_band", Types.VARCHAR, "text", false, null, none)),
        List.of(), List.of());
    TableInfo runs = new TableInfo(null, "driver_pay_runs", null, List.of(
        new ColumnInfo("run_id", Types.INTEGER, "int", false, null, none)),
        List.of(), List.of());
    SchemaSnapshot schema = new SchemaSnapshot("1", PostgresqlDialect.DEFAULT,
        List.of(lets, prices, runs));
    return ModelResolver.resolve(ModelReader.read("m.yaml", MODEL), MODEL, schema,
        new SecurityGate()::admit);
  }

  private static String rewritten(String question) throws Exception {
    return QuestionRewriter.rewrite(question, model()).question();
  }

  @Test
  void accounts_onlyWhereTheModelsOwnElementsPlaceTheQuestionsWords() throws Exception {
    ResolvedModel m = model();
    assertTrue(QuestionRewriter.accounts("average rent of lets", m), "a field synonym");
    assertTrue(QuestionRewriter.accounts("how many open lets", m), "a value synonym");
    assertTrue(!QuestionRewriter.accounts("how are we doing this month?", m), "no element");
    assertTrue(!QuestionRewriter.accounts("average charge of lets", m), "the column's own name");
    assertTrue(!QuestionRewriter.accounts("asking rent by rent band", m),
        "a column's own words, not the synonym");
  }

  @Test
  void accountsFor_onlyTheWordsTheModelsElementsPlace() throws Exception {
    ResolvedModel m = model();
    assertTrue(QuestionRewriter.accountsFor("average rent of open lets", List.of("rent", "open"),
        m), "a field synonym and a value synonym");
    assertTrue(!QuestionRewriter.accountsFor("biggest rent of lets", List.of("biggest"), m),
        "a vague word beside a synonym is no word of the model's");
    assertTrue(QuestionRewriter.accountsFor("biggest rent of lets", List.of(), m));
  }

  @Test
  void aFieldSynonymSaidInThePluralOfItsDataset_countsTheDatasetsRows() throws Exception {
    String yaml = String.join("\n",
        "version: \"0.2.0.dev0\"",
        "semantic_model:",
        "  - name: feedback",
        "    datasets:",
        "      - name: Ratings",
        "        source: Ratings",
        "        fields:",
        "          - name: CourierStars",
        "            expression:",
        "              dialects:",
        "                - dialect: ANSI_SQL",
        "                  expression: CourierStars",
        "            ai_context:",
        "              synonyms: [courier rating]",
        "");
    SchemaSnapshot schema = new SchemaSnapshot("1", PostgresqlDialect.DEFAULT, List.of(
        new TableInfo(null, "Ratings", null, List.of(
            new ColumnInfo("RatingID", Types.INTEGER, "int", false, null, List.of()),
            new ColumnInfo("CourierStars", Types.INTEGER, "int", false, null, List.of()),
            new ColumnInfo("MerchantStars", Types.INTEGER, "int", false, null, List.of())),
            List.of(), List.of())));
    ResolvedModel m = ModelResolver.resolve(ModelReader.read("r.yaml", yaml), yaml, schema,
        new SecurityGate()::admit);
    assertEquals("number of 5 star courier ratings this month", QuestionRewriter.rewrite(
        "number of 5 star courier ratings this month", m).question());
    assertEquals("average CourierStars by month", QuestionRewriter.rewrite(
        "average courier rating by month", m).question());
  }

  @Test
  void synonym_standsForItsColumn() throws Exception {
    assertEquals("average charge of lets", rewritten("average rent of lets"));
    assertEquals("latest ended at", rewritten("latest end time"));
  }

  @Test
  void synonym_leavesTheWordsOfAnotherColumnsName() throws Exception {
    assertEquals("average asking rent of lets", rewritten("average asking rent of lets"));
    assertEquals("asking rents and charge", rewritten("asking rents and rent"));
  }

  @Test
  void aSynonymThatIsOnlyPartOfAnotherDatasetsColumn_standsForItsField() throws Exception {
    assertEquals("average charge of prices", rewritten("average rent of prices"));
  }

  @Test
  void replacedWords_areNotRewrittenAgain() throws Exception {
    assertEquals("show the rent prices", rewritten("show the asking list"));
  }

  @Test
  void synonymMadeOfItsOwnColumnsWords_isLeftToTheGenerator() throws Exception {
    assertEquals("how many lets ended?", rewritten("how many lets ended?"));
  }

  @Test
  void stateWordForADateColumn_becomesTheColumnsStateWord() throws Exception {
    assertEquals("how many lets ended?", rewritten("how many lets finished?"));
    assertEquals("lets ended last month", rewritten("lets finished last month"));
    assertEquals("latest ended at", rewritten("latest end time"));
  }

  @Test
  void aSynonymThatIsAnotherTablesColumn_meansWhatTheNamedTableHas() throws Exception {
    assertEquals("average charge of lets", rewritten("average amount of lets"));
    assertEquals("average amount of rent prices", rewritten("average amount of rent prices"));
    assertEquals("amount of lets and rent prices", rewritten("amount of lets and rent prices"));
    assertEquals("the largest amount", rewritten("the largest amount"));
  }

  @Test
  void valueSynonym_saidOfItsNoun_keepsItsCondition() throws Exception {
    ResolvedModel m = model();
    QuestionRewriter.Rewritten r = QuestionRewriter.rewrite("which lets are open?", m);
    assertEquals("which lets?", r.question());
    assertEquals(List.of("ended_at IS NULL"), r.conditions().get(m.model().dataset("lets")));
    assertTrue(QuestionRewriter.rewrite("which lets are not open?", m).conditions().isEmpty());
  }

  @Test
  void valueSynonym_keepsItsCondition() throws Exception {
    ResolvedModel m = model();
    QuestionRewriter.Rewritten r = QuestionRewriter.rewrite("how many open lets?", m);
    assertEquals("how many lets?", r.question());
    assertTrue(r.conditions().get(m.model().dataset("lets")).contains("ended_at IS NULL"));
  }

  @Test
  void valueSynonym_thePartAShareCounts_isLeftToTheGenerator() throws Exception {
    ResolvedModel m = model();
    QuestionRewriter.Rewritten r = QuestionRewriter.rewrite("what share of our lets are open", m);
    assertEquals("what share of our lets are open", r.question());
    assertTrue(r.conditions().isEmpty());
    QuestionRewriter.Rewritten whole = QuestionRewriter.rewrite(
        "what share of open lets ended late", m);
    assertEquals(List.of("ended_at IS NULL"), whole.conditions().get(m.model().dataset("lets")));
  }

  @Test
  void aDatasetSynonymMadeOfItsTablesWords_keepsThemFromAShorterSynonym() throws Exception {
    assertEquals("total driver pay last month", rewritten("total driver pay last month"));
    assertEquals("average charge of lets", rewritten("average pay of lets"));
  }
}
