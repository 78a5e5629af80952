package dev.nljdbc.language;

import java.util.Optional;
import java.util.ServiceLoader;

/** The one {@link SemanticSimilarity} found on the class path, looked up once. */
final class InstalledSimilarity {
  static final Optional<SemanticSimilarity> INSTANCE =
      ServiceLoader.load(SemanticSimilarity.class, SemanticSimilarity.class.getClassLoader())
          .findFirst();

  private InstalledSimilarity() {
  }
}
