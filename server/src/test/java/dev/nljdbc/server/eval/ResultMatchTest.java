package dev.nljdbc.server.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResultMatchTest {
  @Test
  void sameRows_inAnyOrder_match_whenTheGoldDoesNotSort() {
    assertEquals(ResultMatch.Verdict.MATCH, ResultMatch.compare(
        result(row("a", "1"), row("b", "2")), result(row("b", "2"), row("a", "1")), false));
  }

  @Test
  void rowOrder_counts_whenTheGoldSorts() {
    assertEquals(ResultMatch.Verdict.ORDER, ResultMatch.compare(
        result(row("a", "1"), row("b", "2")), result(row("b", "2"), row("a", "1")), true));
  }

  @Test
  void columns_mayComeInAnyOrder() {
    assertEquals(ResultMatch.Verdict.MATCH, ResultMatch.compare(
        result(row("a", "1"), row("b", "2")), result(row("1", "a"), row("2", "b")), true));
  }

  @Test
  void columnPermutation_mustKeepRowsTogether() {
    assertEquals(ResultMatch.Verdict.VALUES, ResultMatch.compare(
        result(row("a", "x"), row("b", "y")), result(row("a", "y"), row("b", "x")), false));
  }

  @Test
  void duplicates_countAsAMultiset() {
    assertEquals(ResultMatch.Verdict.VALUES, ResultMatch.compare(
        result(row("a"), row("a"), row("b")), result(row("a"), row("b"), row("b")), false));
  }

  @Test
  void shapes_areToldApart() {
    assertEquals(ResultMatch.Verdict.COLUMNS,
        ResultMatch.compare(result(row("a")), result(row("a", "1")), false));
    assertEquals(ResultMatch.Verdict.ROWS,
        ResultMatch.compare(result(row("a")), result(row("a"), row("b")), false));
  }

  @Test
  void canonical_numbers_agreeAcrossTypesAndText() {
    assertEquals(QueryResult.canonical(2L), QueryResult.canonical(2.0d));
    assertEquals(QueryResult.canonical(2L), QueryResult.canonical("2"));
    assertEquals(QueryResult.canonical(9.3d), QueryResult.canonical(9.3f));
    assertEquals(QueryResult.canonical(52.571929824561394d),
        QueryResult.canonical(new java.math.BigDecimal("52.5719298245614")));
    assertEquals("NULL", QueryResult.canonical(null));
    assertEquals("Kabul", QueryResult.canonical("Kabul"));
    assertEquals("0", QueryResult.canonical(-0.0d));
  }

  @Test
  void goldSql_repairsSplitOperators_andTellsItsShape() {
    assertEquals("SELECT a FROM t WHERE b != 1 AND c >= 2 AND d <= 3",
        GoldSql.repair("SELECT a FROM t WHERE b ! = 1 AND c > = 2 AND d < = 3"));
    assertEquals(true, GoldSql.ordered("select a from t ORDER  BY a"));
    assertEquals("join group nested where", GoldSql.features(
        "SELECT a FROM t JOIN u ON t.x = u.x WHERE a IN (SELECT b FROM v) GROUP BY a"));
    assertEquals("simple", GoldSql.features("SELECT * FROM t"));
  }

  @Test
  void cosqlUtterance_keepsThePersonsWords() {
    assertEquals("Show me all the dogs just the names",
        TestSetReader.personsWords("Show me all the dogs | all attributes? | just the names"));
    assertEquals("How many singers?", TestSetReader.personsWords("How many singers?"));
  }

  private static List<String> row(String... values) {
    return Arrays.asList(values);
  }

  @SafeVarargs
  private static QueryResult result(List<String>... rows) {
    List<String> labels = rows[0].stream().map(v -> "c").toList();
    return new QueryResult(labels, List.of(rows), false);
  }
}
