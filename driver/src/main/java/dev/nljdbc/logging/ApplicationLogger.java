package dev.nljdbc.logging;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import org.slf4j.Marker;
import org.slf4j.event.Level;
import org.slf4j.helpers.LegacyAbstractLogger;
import org.slf4j.helpers.MessageFormatter;

/**
 * A logger that writes to the application's own SLF4J logger of the same name, reached by
 * reflection (its classes are not the relocated ones nljdbc compiles against). The message is
 * formatted here and handed over whole, with its throwable.
 */
final class ApplicationLogger extends LegacyAbstractLogger {
  private static final long serialVersionUID = 1L;

  private final transient Object target;
  private final transient Map<Level, Method> enabled = new EnumMap<>(Level.class);
  private final transient Map<Level, Method> log = new EnumMap<>(Level.class);

  private ApplicationLogger(String name, Object target, Class<?> type)
      throws NoSuchMethodException {
    this.name = name;
    this.target = target;
    for (Level level : Level.values()) {
      String method = level.name().toLowerCase(Locale.ROOT);
      enabled.put(level, type.getMethod("is" + Character.toUpperCase(method.charAt(0))
          + method.substring(1) + "Enabled"));
      log.put(level, type.getMethod(method, String.class, Throwable.class));
    }
  }

  /**
   * The application's logger for a name, through its {@code LoggerFactory.getLogger}; its
   * methods are called through the {@code Logger} interface, public whatever the class.
   */
  static ApplicationLogger of(String name, Method getLogger) {
    try {
      return new ApplicationLogger(name, getLogger.invoke(null, name), getLogger.getReturnType());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("the application's SLF4J cannot give logger " + name, e);
    }
  }

  private boolean enabled(Level level) {
    try {
      return (Boolean) enabled.get(level).invoke(target);
    } catch (IllegalAccessException | InvocationTargetException e) {
      return false;
    }
  }

  @Override
  public boolean isTraceEnabled() {
    return enabled(Level.TRACE);
  }

  @Override
  public boolean isDebugEnabled() {
    return enabled(Level.DEBUG);
  }

  @Override
  public boolean isInfoEnabled() {
    return enabled(Level.INFO);
  }

  @Override
  public boolean isWarnEnabled() {
    return enabled(Level.WARN);
  }

  @Override
  public boolean isErrorEnabled() {
    return enabled(Level.ERROR);
  }

  @Override
  protected String getFullyQualifiedCallerName() {
    return null;
  }

  @Override
  protected void handleNormalizedLoggingCall(Level level, Marker marker, String messagePattern,
      Object[] arguments, Throwable throwable) {
    try {
      log.get(level).invoke(target, MessageFormatter.basicArrayFormat(messagePattern, arguments),
          throwable);
    } catch (IllegalAccessException | InvocationTargetException e) {
      // A logger that fails must not fail the statement it reports on.
      return;
    }
  }
}
