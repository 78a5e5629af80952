package dev.nljdbc.embeddings;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.language.SemanticSimilarity;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

class MiniLmSimilarityTest {
  private static final List<String> ELEMENTS = List.of("employees", "employees hire date",
      "products", "products unit price", "invoices total amount");

  @Test
  void theDriverFindsTheProviderThroughTheServiceLoader() {
    assertTrue(SemanticSimilarity.installed().orElseThrow() instanceof MiniLmSimilarity);
    assertTrue(ServiceLoader.load(SemanticSimilarity.class).findFirst().isPresent());
  }

  @Test
  void aWordIsClosestToTheElementItMeans() {
    SemanticSimilarity.Elements elements = new MiniLmSimilarity().prepare(ELEMENTS);
    assertEquals(0, closest(elements.similarities("staff")));
  }

  @Test
  void similaritiesAreTheSameEveryTime() {
    double[] first = new MiniLmSimilarity().prepare(ELEMENTS).similarities("goods");
    double[] second = new MiniLmSimilarity().prepare(ELEMENTS).similarities("goods");
    assertArrayEquals(first, second);
    assertEquals(2, closest(first));
  }

  private static int closest(double[] s) {
    int best = 0;
    for (int i = 1; i < s.length; i++) {
      if (s[i] > s[best]) {
        best = i;
      }
    }
    return best;
  }
}
