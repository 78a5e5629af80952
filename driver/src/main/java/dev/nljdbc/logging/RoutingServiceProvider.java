package dev.nljdbc.logging;

import org.slf4j.ILoggerFactory;
import org.slf4j.IMarkerFactory;
import org.slf4j.helpers.BasicMarkerFactory;
import org.slf4j.helpers.NOPMDCAdapter;
import org.slf4j.spi.MDCAdapter;
import org.slf4j.spi.SLF4JServiceProvider;

/**
 * The SLF4J provider the drop-in jar registers for its relocated SLF4J (a service file that only
 * the shaded jar has): loggers that write to the application's SLF4J or to
 * {@code java.util.logging}, as {@link LogRouting} decides once.
 */
public final class RoutingServiceProvider implements SLF4JServiceProvider {
  private final IMarkerFactory markers = new BasicMarkerFactory();
  private final MDCAdapter mdc = new NOPMDCAdapter();
  private ILoggerFactory factory;

  /** Created by SLF4J's service loader. */
  public RoutingServiceProvider() {
    super();
  }

  @Override
  public ILoggerFactory getLoggerFactory() {
    return factory;
  }

  @Override
  public IMarkerFactory getMarkerFactory() {
    return markers;
  }

  @Override
  public MDCAdapter getMDCAdapter() {
    return mdc;
  }

  @Override
  public String getRequestedApiVersion() {
    return "2.0.99";
  }

  @Override
  public void initialize() {
    factory = LogRouting.factory();
  }
}
