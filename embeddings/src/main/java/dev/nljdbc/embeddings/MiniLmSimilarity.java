package dev.nljdbc.embeddings;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import dev.nljdbc.language.SemanticSimilarity;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;

/**
 * {@link SemanticSimilarity} through sentence embeddings computed in process: the quantised
 * all-MiniLM-L6-v2 model that LangChain4j ships inside its jar (no network, deterministic on
 * the CPU). The model starts loading in the background when this provider is created (the first
 * connection that may use it); preparing a schema embeds each element's text once, and a
 * question's word costs one short embedding, cached.
 */
public final class MiniLmSimilarity implements SemanticSimilarity {
  /** Question words whose embeddings are kept. */
  private static final int MAX_PHRASES = 10_000;

  private final CompletableFuture<EmbeddingModel> model;
  private final Cache<String, float[]> phrases =
      Caffeine.newBuilder().maximumSize(MAX_PHRASES).build();

  /** The provider {@link java.util.ServiceLoader} creates; loads the model in the background. */
  public MiniLmSimilarity() {
    this.model = CompletableFuture.supplyAsync(MiniLmSimilarity::load, runnable -> {
      Thread t = new Thread(runnable, "nljdbc-embedding-model");
      t.setDaemon(true);
      t.start();
    });
  }

  private static EmbeddingModel load() {
    return new AllMiniLmL6V2QuantizedEmbeddingModel(Runnable::run);
  }

  @Override
  public Elements prepare(List<String> texts) {
    EmbeddingModel m = model.join();
    float[][] vectors = new float[texts.size()][];
    for (int i = 0; i < texts.size(); i++) {
      vectors[i] = unit(m.embed(texts.get(i)).content().vector());
    }
    return phrase -> {
      float[] p = phrases.get(phrase.toLowerCase(Locale.ROOT),
          k -> unit(model.join().embed(k).content().vector()));
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
