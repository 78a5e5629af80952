package dev.nljdbc.generation.offline;

import dev.nljdbc.config.NlConfig;
import dev.nljdbc.config.NlProperty;
import dev.nljdbc.language.SemanticSimilarity;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The offline engines of this JVM, one for each choice of linking resources
 * ({@code language.wordnet}, {@code language.embeddings}), built on first use. An engine holds no
 * session state, only its cache of schema indexes, so every session's generator and
 * clarification rules with the same choice share one engine and one index per schema.
 */
public final class OfflineEngines {
  private record Choice(boolean wordNet, boolean byMeaning) {
  }

  private static final Map<Choice, OfflineSqlGenerator> ENGINES = new ConcurrentHashMap<>();

  private OfflineEngines() {
  }

  /** The engine the configuration chooses. */
  public static OfflineSqlGenerator of(NlConfig config) {
    boolean wordNet = config.bool(NlProperty.LANGUAGE_WORDNET);
    Optional<SemanticSimilarity> meaning = similarity(config);
    return ENGINES.computeIfAbsent(new Choice(wordNet, meaning.isPresent()),
        c -> new OfflineSqlGenerator(Clock.systemDefaultZone(), wordNet, meaning.orElse(null)));
  }

  /** Whether the configuration links by meaning: the switch is on and a similarity installed. */
  public static boolean byMeaning(NlConfig config) {
    return similarity(config).isPresent();
  }

  private static Optional<SemanticSimilarity> similarity(NlConfig config) {
    return config.bool(NlProperty.LANGUAGE_EMBEDDINGS)
        ? SemanticSimilarity.installed() : Optional.empty();
  }
}
