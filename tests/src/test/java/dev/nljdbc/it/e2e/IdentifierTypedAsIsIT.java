package dev.nljdbc.it.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.nljdbc.it.NlAssert;
import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Regression: a table or column typed exactly as its identifier ({@code has_pet},
 * {@code section_name}) did not link, so questions naming it and clarification answers picking
 * it failed with "no table matches".
 */
class IdentifierTypedAsIsIT {
  private static TestDatabases.Scratch scratch;

  @BeforeAll
  static void create() throws SQLException {
    scratch = TestDatabases.scratch(Kind.POSTGRESQL,
        "CREATE TABLE student (stuid int primary key, fname text)",
        "CREATE TABLE pets (petid int primary key, pettype text)",
        "CREATE TABLE has_pet (stuid int references student, petid int references pets,"
            + " section_name text)",
        "INSERT INTO student VALUES (1, 'Ann'), (2, 'Bob')",
        "INSERT INTO pets VALUES (1, 'cat'), (2, 'dog')",
        "INSERT INTO has_pet VALUES (1, 1, 'b'), (2, 2, 'a')");
  }

  @AfterAll
  static void drop() throws SQLException {
    scratch.close();
  }

  @Test
  void tableTypedAsIs_isLinked() throws SQLException {
    try (NlAssert nl = NlAssert.connect(scratch.nlUrl(), NlAssert.props("clarify", "false"))) {
      nl.ask("list has_pet").hasRows(2).sqlContains("has_pet");
      assertEquals(List.of("a", "b"),
          nl.ask("/new list the section_name of has_pet sorted by section_name")
              .values("section_name"));
    }
  }

  @Test
  void clarificationAnswerPickingSuchATable_runs() throws SQLException {
    try (NlAssert nl = NlAssert.connect(scratch.nlUrl())) {
      List<Object> options = nl.ask("show me data").returnsColumns("OPTIONS").values("OPTIONS");
      int pick = List.of(((String) options.get(0)).split(" \\| ")).indexOf("has_pet") + 1;
      nl.ask(String.valueOf(pick)).hasRows(2).sqlContains("has_pet");
    }
  }
}
