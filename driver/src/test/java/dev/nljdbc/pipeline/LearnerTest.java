package dev.nljdbc.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Whose clarification answers a session learns. */
class LearnerTest {
  @Test
  void theAuthenticatedUser_elseTheDatabaseUserPerTenant() {
    assertEquals("ann", ConversationFactory.learner("ann", "postgres", "7"));
    assertEquals("postgres@7", ConversationFactory.learner(null, "postgres", "7"));
    assertEquals("postgres", ConversationFactory.learner(null, "postgres", null));
    assertEquals("postgres", ConversationFactory.learner(null, "postgres", " "));
  }
}
