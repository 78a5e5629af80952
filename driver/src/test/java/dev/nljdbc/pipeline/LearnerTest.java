package dev.nljdbc.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Whose clarification answers a session learns. */
class LearnerTest {
  @Test
  void theAuthenticatedUserInTheTenant() {
    assertEquals("ann@7", ConversationFactory.learner("ann", "postgres", "7", "c1", false));
    assertEquals("ann", ConversationFactory.learner("ann", "postgres", null, "c1", true));
  }

  @Test
  void withoutAuthentication_theConnection_unlessSharingIsOn() {
    assertEquals("connection:c1", ConversationFactory.learner(null, "postgres", "7", "c1", false));
    assertEquals("connection:c2", ConversationFactory.learner(null, "postgres", null, "c2", false));
    assertEquals("postgres@7", ConversationFactory.learner(null, "postgres", "7", "c1", true));
    assertEquals("postgres", ConversationFactory.learner(null, "postgres", " ", "c1", true));
  }
}
