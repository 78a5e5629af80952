package dev.nljdbc.embeddings;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import dev.nljdbc.language.SemanticSimilarity;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * {@link SemanticSimilarity} through sentence embeddings computed in process: the quantised
 * all-MiniLM-L6-v2 model that LangChain4j ships inside its jar (no network, deterministic on
 * the CPU). The model is loaded when a schema is first prepared, that is when a connection with
 * {@code language.embeddings=true} builds its schema index; preparing a schema embeds each
 * element's text once, and a question's word costs one short embedding, cached.
 *
 * <p>The model's native runtime must not be torn down while it is still creating its session:
 * a JVM that exits then crashes in native code. A shutdown hook therefore waits, for at most
 * {@value #EXIT_WAIT_SECONDS} s, for a load in progress to end.
 */
public final class MiniLmSimilarity implements SemanticSimilarity {
  /** Question words whose embeddings are kept. */
  private static final int MAX_PHRASES = 10_000;

  /** How long the JVM's exit waits for a model load in progress. */
  static final long EXIT_WAIT_SECONDS = 30;

  private final Cache<String, float[]> phrases =
      Caffeine.newBuilder().maximumSize(MAX_PHRASES).build();
  private volatile EmbeddingModel model;

  /** The provider {@link java.util.ServiceLoader} creates; it loads nothing yet. */
  public MiniLmSimilarity() {
  }

  /** The model, loaded on first use; a JVM that exits meanwhile waits for the load to end. */
  private EmbeddingModel model() {
    EmbeddingModel m = model;
    if (m != null) {
      return m;
    }
    synchronized (this) {
      if (model == null) {
        CountDownLatch loaded = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
          try {
            loaded.await(EXIT_WAIT_SECONDS, TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
        }, "nljdbc-embedding-exit");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
          model = new AllMiniLmL6V2QuantizedEmbeddingModel(Runnable::run);
        } finally {
          loaded.countDown();
          removeHook(hook);
        }
      }
      return model;
    }
  }

  private static void removeHook(Thread hook) {
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException exiting) {
      // the JVM is exiting: the hook has run or runs now, and returns at once
    }
  }

  @Override
  public Elements prepare(List<String> texts) {
    EmbeddingModel m = model();
    float[][] vectors = new float[texts.size()][];
    for (int i = 0; i < texts.size(); i++) {
      vectors[i] = unit(m.embed(texts.get(i)).content().vector());
    }
    return phrase -> {
      float[] p = phrases.get(phrase.toLowerCase(Locale.ROOT),
          k -> unit(m.embed(k).content().vector()));
      double[] similarities = new double[vectors.length];
      for (int i = 0; i < vectors.length; i++) {
        similarities[i] = dot(p, vectors[i]);
      }
      return similarities;
    };
  }

  private static float[] unit(float[] v) {
    double norm = Math.sqrt(dot(v, v));
    float[] u = new float[v.length];
    for (int i = 0; i < v.length; i++) {
      u[i] = norm == 0 ? 0 : (float) (v[i] / norm);
    }
    return u;
  }

  private static double dot(float[] a, float[] b) {
    double s = 0;
    for (int i = 0; i < a.length; i++) {
      s += a[i] * b[i];
    }
    return s;
  }
}
