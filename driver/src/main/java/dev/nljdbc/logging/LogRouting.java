package dev.nljdbc.logging;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.slf4j.ILoggerFactory;
import org.slf4j.Logger;

/**
 * Decides where the drop-in jar's log lines go: to the application's own SLF4J when it has one
 * with a provider (SLF4J 2 service providers or an SLF4J 1.7 binding), else to
 * {@code java.util.logging}. The application's SLF4J is only reached by reflection: in the
 * drop-in jar every reference to SLF4J in nljdbc's classes names the relocated copy.
 */
final class LogRouting {
  /**
   * The application's SLF4J package, put together at run time so that relocating the jar's
   * SLF4J does not rewrite it.
   */
  private static final String APPLICATION_SLF4J = String.join(".", "org", "slf4j");

  private LogRouting() {
  }

  /** The logger factory for this JVM: the application's SLF4J or java.util.logging. */
  static ILoggerFactory factory() {
    for (ClassLoader loader : loaders()) {
      Method getLogger = applicationGetLogger(loader);
      if (getLogger != null) {
        return cached(name -> ApplicationLogger.of(name, getLogger));
      }
    }
    return cached(JulLogger::new);
  }

  private static ILoggerFactory cached(java.util.function.Function<String, Logger> create) {
    ConcurrentMap<String, Logger> loggers = new ConcurrentHashMap<>();
    return name -> loggers.computeIfAbsent(name, create);
  }

  private static List<ClassLoader> loaders() {
    List<ClassLoader> loaders = new ArrayList<>();
    loaders.add(LogRouting.class.getClassLoader());
    ClassLoader context = Thread.currentThread().getContextClassLoader();
    if (context != null && !loaders.contains(context)) {
      loaders.add(context);
    }
    return loaders;
  }

  /**
   * {@code LoggerFactory.getLogger(String)} of the application's SLF4J as a loader sees it, when
   * that SLF4J has a provider; null otherwise (SLF4J without one would only print its warning
   * and drop every line).
   */
  private static Method applicationGetLogger(ClassLoader loader) {
    if (loader == null) {
      return null;
    }
    try {
      Class<?> factory = Class.forName(APPLICATION_SLF4J + ".LoggerFactory", false, loader);
      if (factory == org.slf4j.LoggerFactory.class || !hasProvider(loader)) {
        return null;
      }
      return factory.getMethod("getLogger", String.class);
    } catch (ReflectiveOperationException | LinkageError e) {
      return null;
    }
  }

  private static boolean hasProvider(ClassLoader loader) {
    if (loader.getResource(APPLICATION_SLF4J.replace('.', '/') + "/impl/StaticLoggerBinder.class")
        != null) {
      return true;
    }
    try {
      Class<?> spi = Class.forName(APPLICATION_SLF4J + ".spi.SLF4JServiceProvider", false, loader);
      return ServiceLoader.load(spi, loader).stream().findAny().isPresent();
    } catch (ReflectiveOperationException | LinkageError | java.util.ServiceConfigurationError e) {
      return false;
    }
  }
}
