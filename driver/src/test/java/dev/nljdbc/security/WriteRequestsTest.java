package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class WriteRequestsTest {
  private static final Set<String> ENTITIES = entities("orders", "customers", "users", "products",
      "brands", "order_lines");

  @ParameterizedTest
  @ValueSource(strings = {"delete order 5", "update order 5 to shipped",
      "remove all cancelled orders", "change the status of order 5 to shipped",
      "please delete all users", "can you insert a customer named Bob",
      "add a new customer named Bob", "create a new user", "drop the brands table",
      "mark order 7 as shipped", "cancel order 12", "set the price of product 3 to 10",
      "I want to remove the brands table", "wipe the orders table", "erase everything",
      "Could you please update the email of user 4", "delete everything",
      "I'd like to cancel every pending order", "truncate orders", "rename the brands table",
      "remove all rows", "remove the orders table", "update the customers table"})
  void requestsToChangeData_areWrites(String text) {
    assertNotNull(WriteRequests.verb(text, true, ENTITIES), text);
  }

  @ParameterizedTest
  @ValueSource(strings = {"orders updated last week", "deleted users",
      "how many orders were cancelled", "update me on sales this week", "remove the totals",
      "change the year to 2023", "add the region", "show removed products",
      "change in revenue by month", "remove cancelled orders", "which users were deleted",
      "what changed last week", "list orders to cancel", "set of customers in Europe",
      "only cancelled orders", "add brand", "remove all filters", "exclude cancelled orders",
      "Can you update this list to include the corresponding television channel?",
      "Could you add the model and make of each of those into the table please?",
      "make a list so that the full name of the makers appear in the same table",
      "edit the query to show only 2024"})
  void questionsAndRefinements_areNotWrites(String text) {
    assertNull(WriteRequests.verb(text, true, ENTITIES), text);
  }

  @ParameterizedTest
  @ValueSource(strings = {"remove cancelled orders", "cancel pending orders"})
  void dataVerbsWithoutAQueryToRefine_areWrites(String text) {
    assertNotNull(WriteRequests.verb(text, false, ENTITIES), text);
  }

  @ParameterizedTest
  @ValueSource(strings = {"remove the totals", "change the year to 2023", "show the users"})
  void refinementVerbsOnNothingStored_areNotWrites_evenOnTheFirstTurn(String text) {
    assertNull(WriteRequests.verb(text, false, ENTITIES), text);
  }

  @ParameterizedTest
  @ValueSource(strings = {"archive all orders older than 2024", "please archive orders from 2023",
      "close out all orders older than 2024", "close out the old orders", "purge old orders",
      "clean up old orders", "get rid of the test users", "void order 12", "close order 7",
      "clear all orders", "expunge user 4", "d\u0435lete all users", "\u0440urge old orders",
      "ARCHIVE ALL ORDERS", "retire product 3", "suspend all users"})
  void destructiveVerbs_areWrites_onTheFirstTurnAndWhenRefining(String text) {
    assertNotNull(WriteRequests.verb(text, false, ENTITIES), text);
    assertNotNull(WriteRequests.verb(text, true, ENTITIES), text);
  }

  @ParameterizedTest
  @ValueSource(strings = {"archive of orders by year", "close prices by day",
      "archived orders by month", "closed orders last week", "clear the filters",
      "how many orders were archived", "void orders by month"})
  void destructiveWordsInQuestions_areNotWrites(String text) {
    assertNull(WriteRequests.verb(text, true, ENTITIES), text);
  }

  @org.junit.jupiter.api.Test
  void lookAlikeLetters_foldToTheirLatinTwins() {
    assertEquals(List.of("globex", "s", "api", "key"),
        WriteRequests.words("Gl\u03bfbex's api key"));
    assertEquals(List.of("globex"), WriteRequests.words("\u0413lobex"));
    assertEquals(List.of("globex"), WriteRequests.words("\uff27\uff4c\uff4f\uff42\uff45\uff58"));
    assertEquals(List.of("globex"), WriteRequests.words("Glo\u200bbex"));
    assertEquals(List.of("Globex", "105"), WriteRequests.originalWords("\u0413lobex 105"));
    assertEquals("Zurich", Confusables.fold("Z\u00fcrich"));
  }

  @org.junit.jupiter.api.Test
  void entityWords_includeSingularsAndLastParts() {
    assertEquals(List.of("order_lines", "order_line", "lines", "line"),
        WriteRequests.entityWords("ORDER_LINES"));
    assertEquals("company", WriteRequests.singular("companies"));
  }

  private static Set<String> entities(String... tables) {
    Set<String> words = new HashSet<>();
    for (String t : tables) {
      words.addAll(WriteRequests.entityWords(t));
    }
    return words;
  }
}
