package dev.nljdbc.logging;

import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.slf4j.Marker;
import org.slf4j.helpers.LegacyAbstractLogger;
import org.slf4j.helpers.MessageFormatter;

/**
 * A logger that writes to {@code java.util.logging} under the same name, the levels mapped as
 * SLF4J's own JUL binding maps them (WARN to WARNING, DEBUG to FINE, TRACE to FINEST).
 */
final class JulLogger extends LegacyAbstractLogger {
  private static final long serialVersionUID = 1L;

  private final transient java.util.logging.Logger jul;

  JulLogger(String name) {
    this.name = name;
    this.jul = java.util.logging.Logger.getLogger(name);
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
    return jul.isLoggable(Level.INFO);
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
      case INFO -> Level.INFO;
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
