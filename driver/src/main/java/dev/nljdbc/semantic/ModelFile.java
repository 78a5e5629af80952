package dev.nljdbc.semantic;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A model file, read again when it changes. The file is checked at most once a second; a change
 * that does not read keeps the model read before and logs why. A {@code classpath:} location
 * names a resource shipped with the application and is read once.
 */
public final class ModelFile {
  /** The prefix of a location on the class path. */
  public static final String CLASSPATH = "classpath:";

  private static final Logger LOG = LoggerFactory.getLogger(ModelFile.class);
  private static final Map<String, ModelFile> FILES = new ConcurrentHashMap<>();
  private static final long CHECK_EVERY_NANOS = 1_000_000_000L;

  /** A model as read, with the text it came from and a version that changes with the text. */
  public record Loaded(SemanticModel model, String text, String version) {
  }

  private final String location;
  private volatile Loaded loaded;
  private volatile FileTime stamp;
  private volatile long checkedAt;

  private ModelFile(String location) {
    this.location = location;
  }

  /** The JVM's one reader of a location. */
  public static ModelFile of(String location) {
    String key = location.startsWith(CLASSPATH) ? location
        : Path.of(location).toAbsolutePath().normalize().toString();
    return FILES.computeIfAbsent(key, ModelFile::new);
  }

  /**
   * The current model, reading the file first if it changed.
   *
   * @throws ModelException when the model was never read successfully and does not read now
   */
  public Loaded current() throws ModelException {
    Loaded now = loaded;
    if (now != null && (location.startsWith(CLASSPATH)
        || System.nanoTime() - checkedAt < CHECK_EVERY_NANOS)) {
      return now;
    }
    synchronized (this) {
      if (loaded != null && System.nanoTime() - checkedAt < CHECK_EVERY_NANOS) {
        return loaded;
      }
      checkedAt = System.nanoTime();
      try {
        FileTime modified = modified();
        if (loaded != null && modified != null && modified.equals(stamp)) {
          return loaded;
        }
        String text = text();
        SemanticModel model = ModelReader.read(name(), text);
        stamp = modified;
        Loaded fresh = new Loaded(model, text, Integer.toHexString(text.hashCode()));
        if (loaded != null) {
          LOG.info("semantic model {} reloaded", location);
        }
        loaded = fresh;
      } catch (ModelException e) {
        if (loaded == null) {
          throw e;
        }
        stamp = modifiedOrNull();
        LOG.warn("semantic model {} changed but is not used, the previous one stays: {}",
            location, e.getMessage());
      }
      return loaded;
    }
  }

  /** Notes that a reloaded model did not resolve, so the file is read again on change only. */
  void rejected(ModelException e) {
    LOG.warn("semantic model {} does not fit the database, the previous one stays: {}",
        location, e.getMessage());
  }

  /** The file's name, for messages. */
  String name() {
    return location.startsWith(CLASSPATH) ? location : Path.of(location).getFileName().toString();
  }

  private String text() throws ModelException {
    try {
      if (location.startsWith(CLASSPATH)) {
        String resource = location.substring(CLASSPATH.length());
        try (InputStream in = ModelFile.class.getClassLoader().getResourceAsStream(resource)) {
          if (in == null) {
            throw new ModelException(name(), 0, "no such resource");
          }
          return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
      }
      return Files.readString(Path.of(location), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new ModelException(name(), 0, "cannot be read: " + e, e);
    }
  }

  private FileTime modified() throws ModelException {
    if (location.startsWith(CLASSPATH)) {
      return null;
    }
    try {
      return Files.getLastModifiedTime(Path.of(location));
    } catch (IOException e) {
      throw new ModelException(name(), 0, "cannot be read: " + e, e);
    }
  }

  private FileTime modifiedOrNull() {
    try {
      return modified();
    } catch (ModelException e) {
      return null;
    }
  }
}
