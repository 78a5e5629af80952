package dev.nljdbc.generation.offline.index;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.nljdbc.language.SemanticSimilarity;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The tables and columns of a schema as texts that a {@link SemanticSimilarity} compares a
 * question's words with: a table by its words and comment, a column by its table's words, its
 * own words and its comment (a semantic model's descriptions arrive as comments). Keys and
 * foreign keys are left out (their tables stand for them), and so are a model's metrics and
 * computed fields (named by their whole names only).
 *
 * <p>The texts are prepared in the background as soon as the schema's index is built, once per
 * schema: the prepared elements are cached by a fingerprint of the texts (and the similarity),
 * so every connection and every tenant scope with the same schema shares them.
 */
public final class ElementMeanings {
  private static final Logger LOG = LoggerFactory.getLogger(ElementMeanings.class);
  /** Schemas whose prepared elements are kept. */
  private static final int MAX_SCHEMAS = 256;
  private static final Cache<String, CompletableFuture<SemanticSimilarity.Elements>> PREPARED =
      Caffeine.newBuilder().maximumSize(MAX_SCHEMAS).build();
  /** One daemon thread prepares schemas, so a warm-up never holds the JVM open. */
  private static final Executor BACKGROUND = Executors.newSingleThreadExecutor(r -> {
    Thread t = new Thread(r, "nljdbc-schema-meanings");
    t.setDaemon(true);
    return t;
  });

  /** An element and how close a phrase is to it. */
  public record Match(SchemaIndex.Named element, double similarity) {
  }

  private final List<SchemaIndex.Named> elements;
  private final CompletableFuture<SemanticSimilarity.Elements> prepared;

  private ElementMeanings(List<SchemaIndex.Named> elements,
      CompletableFuture<SemanticSimilarity.Elements> prepared) {
    this.elements = elements;
    this.prepared = prepared;
  }

  /** Starts preparing the index's elements in the background (or finds them prepared). */
  static ElementMeanings of(SchemaIndex index, SemanticSimilarity similarity) {
    List<SchemaIndex.Named> elements = new ArrayList<>();
    List<String> texts = new ArrayList<>();
    for (TableEntry table : index.tables) {
      elements.add(new SchemaIndex.Named(table, null));
      texts.add(withRemark(table.human(), table.info.remarks()));
      for (ColumnEntry c : table.columns) {
        if (c.tenant || c.derived || c.primaryKey || c.references != null) {
          continue;
        }
        elements.add(new SchemaIndex.Named(table, c));
        texts.add(withRemark(table.human() + " " + String.join(" ", c.words),
            c.info.remarks()));
      }
    }
    List<String> frozen = List.copyOf(texts);
    String key = System.identityHashCode(similarity) + ":" + fingerprint(frozen);
    CompletableFuture<SemanticSimilarity.Elements> prepared = PREPARED.get(key,
        k -> CompletableFuture.supplyAsync(() -> similarity.prepare(frozen), BACKGROUND));
    return new ElementMeanings(List.copyOf(elements), prepared);
  }

  /**
   * The elements closest in meaning to the phrase, best first, at most {@code n}; empty when
   * the schema could not be prepared. Waits for the preparation when it is still running.
   */
  public List<Match> closest(String phrase, int n) {
    SemanticSimilarity.Elements ready;
    try {
      ready = prepared.join();
    } catch (RuntimeException e) {
      LOG.warn("the schema's elements could not be prepared; no semantic links", e);
      return List.of();
    }
    double[] s = ready.similarities(phrase);
    List<Match> matches = new ArrayList<>();
    for (int i = 0; i < s.length && i < elements.size(); i++) {
      matches.add(new Match(elements.get(i), s[i]));
    }
    matches.sort((a, b) -> Double.compare(b.similarity(), a.similarity()));
    return matches.subList(0, Math.min(n, matches.size()));
  }

  private static String withRemark(String words, String remark) {
    return remark == null || remark.isBlank() ? words : words + ": " + remark.strip();
  }

  private static String fingerprint(List<String> texts) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      for (String t : texts) {
        digest.update(t.getBytes(StandardCharsets.UTF_8));
        digest.update((byte) 0);
      }
      return HexFormat.of().formatHex(digest.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing", e);
    }
  }
}
