package dev.nljdbc.language;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.generation.offline.index.HistoryTable;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Phrases of the present: how things stand now, as against what counts up to now. */
class PresentTimeTest {

  private static List<String> words(String text) {
    return List.of(text.split(" "));
  }

  @Test
  void aPhraseOfHowThingsStand_asksAboutThePresentMembers() {
    assertTrue(HistoryTable.asksPresentMembers(words("which projects are live at the moment")));
    assertTrue(HistoryTable.asksPresentMembers(words("how many stores are open Right Now")));
    assertTrue(PresentTime.asksHowThingsStand(words("headcount as of today")));
  }

  @Test
  void aPhraseThatCountsUpToNow_doesNot() {
    assertFalse(HistoryTable.asksPresentMembers(words("tickets sold so far this year")));
    assertFalse(PresentTime.asksHowThingsStand(words("revenue to date")));
    assertFalse(PresentTime.asksHowThingsStand(words("the right moment to call")));
  }
}
