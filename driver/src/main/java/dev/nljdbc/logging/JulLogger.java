package dev.nljdbc.logging;

import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.slf4j.Marker;
import org.slf4j.helpers.LegacyAbstractLogger;
import org.slf4j.helpers.MessageFormatter;

/**
 * A logger that writes to {@code java.util.logging} under the same name, the levels mapped as
 * SLF4J's own JUL binding maps them (WARN to WARNING, DEBUG to FINE, TRACE to FINEST), except
 * that the INFO lines of the libraries bundled in the jar (the connection pool's "Starting...")
 * are CONFIG: JUL's default console shows nljdbc's own INFO lines and every warning, not a
 * library's housekeeping, which an operator still sees by lowering the level.
 */
final class JulLogger extends LegacyAbstractLogger {
  private static final long serialVersionUID = 1L;

  /** nljdbc's own package prefix, put together so that relocation leaves it alone. */
  private static final String OWN = JulLogger.class.getPackageName()
      .substring(0, JulLogger.class.getPackageName().lastIndexOf('.') + 1);

  private final transient java.util.logging.Logger jul;
  private final Level info;

  JulLogger(String name) {
    this.name = name;
    this.jul = java.util.logging.Logger.getLogger(name);
    boolean own = name.startsWith(OWN) && !name.startsWith(OWN + "shaded.");
    this.info = own ? Level.INFO : Level.CONFIG;
  }

  @Override
  public boolean isTraceEnabled() {
    return jul.isLoggable(Level.FINEST);
  }

  @Override
  public boolean isDebugEnabled() {
    return jul.isLoggable(Level.FINE);
  }

  @Override
  public boolean isInfoEnabled() {
    return jul.isLoggable(info);
  }

  @Override
  public boolean isWarnEnabled() {
    return jul.isLoggable(Level.WARNING);
  }

  @Override
  public boolean isErrorEnabled() {
    return jul.isLoggable(Level.SEVERE);
  }

  @Override
  protected String getFullyQualifiedCallerName() {
    return null;
  }

  @Override
  protected void handleNormalizedLoggingCall(org.slf4j.event.Level level, Marker marker,
      String messagePattern, Object[] arguments, Throwable throwable) {
    Level julLevel = switch (level) {
      case ERROR -> Level.SEVERE;
      case WARN -> Level.WARNING;
      case INFO -> info;
      case DEBUG -> Level.FINE;
      case TRACE -> Level.FINEST;
    };
    LogRecord record = new LogRecord(julLevel,
        MessageFormatter.basicArrayFormat(messagePattern, arguments));
    record.setLoggerName(name);
    record.setThrown(throwable);
    record.setSourceClassName(name);
    record.setSourceMethodName(null);
    jul.log(record);
  }
}
