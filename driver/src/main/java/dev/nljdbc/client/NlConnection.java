package dev.nljdbc.client;

import dev.nljdbc.error.RanWarning;
import dev.nljdbc.error.SqlState;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TimeZone;
import org.apache.calcite.avatica.AvaticaConnection;
import org.apache.calcite.avatica.AvaticaFactory;
import org.apache.calcite.avatica.AvaticaStatement;
import org.apache.calcite.avatica.Meta;
import org.apache.calcite.avatica.UnregisteredDriver;

/**
 * A connection to nljdbc, in either mode. The calls Avatica's connection makes on the server
 * without turning a failure into an {@code SQLException} (creating a statement, commit,
 * rollback, close and the property changes it syncs) report one here, with the server's
 * SQLState ({@code 08003} for a connection the server no longer holds, {@code 08006} for a
 * server out of reach).
 */
final class NlConnection extends AvaticaConnection {
  private volatile Map<Meta.DatabaseProperty, Object> databaseProperties;
  private volatile Map<String, String> identifierRules;
  private final RanWarning ranWarning = new RanWarning();
  private volatile Optional<TimeZone> timeZone;

  NlConnection(UnregisteredDriver driver, AvaticaFactory factory, String url, Properties info) {
    super(driver, factory, url, info);
  }

  @Override
  public AvaticaStatement createStatement(int resultSetType, int resultSetConcurrency,
      int resultSetHoldability) throws SQLException {
    try {
      return super.createStatement(resultSetType, resultSetConcurrency, resultSetHoldability);
    } catch (RuntimeException e) {
      throw ClientErrors.toSqlException(e);
    }
  }

  /**
   * Prepares on the server, as Avatica's connection does, except that a refusal (English cannot
   * be prepared) comes with the server's message and SQLState alone: Avatica's own replaces the
   * message with {@code while preparing SQL: …}.
   */
  @Override
  public java.sql.PreparedStatement prepareStatement(String sql, int resultSetType,
      int resultSetConcurrency, int resultSetHoldability) throws SQLException {
    checkOpen();
    try {
      Meta.StatementHandle h = meta.prepare(handle, sql, -1);
      return factory.newPreparedStatement(this, h, h.signature, resultSetType,
          resultSetConcurrency, resultSetHoldability);
    } catch (RuntimeException e) {
      throw ClientErrors.toSqlException(e);
    }
  }

  /** The SQL that ran for the latest question, also reported as this connection's warning. */
  RanWarning ranWarning() {
    return ranWarning;
  }

  @Override
  public SQLWarning getWarnings() throws SQLException {
    return ranWarning.appendedTo(super.getWarnings());
  }

  @Override
  public void clearWarnings() throws SQLException {
    ranWarning.clear();
    super.clearWarnings();
  }

  /**
   * The connection's time zone, looked up in its properties once: Avatica does that for every
   * result set. Without a {@code timeZone} property it is the JVM's default at each call.
   */
  @Override
  public TimeZone getTimeZone() {
    Optional<TimeZone> zone = timeZone;
    if (zone == null) {
      String name = config().timeZone();
      zone = name == null ? Optional.empty() : Optional.of(TimeZone.getTimeZone(name));
      timeZone = zone;
    }
    return zone.orElseGet(TimeZone::getDefault);
  }

  @Override
  public void commit() throws SQLException {
    checked(super::commit);
  }

  @Override
  public void rollback() throws SQLException {
    checked(super::rollback);
  }

  /** Closes the connection; one the server no longer holds (08003) is closed already. */
  @Override
  public void close() throws SQLException {
    try {
      checked(super::close);
    } catch (SQLException e) {
      if (!SqlState.CONNECTION_DOES_NOT_EXIST.matches(e)) {
        throw e;
      }
    }
  }

  @Override
  public void setAutoCommit(boolean autoCommit) throws SQLException {
    checked(() -> super.setAutoCommit(autoCommit));
  }

  @Override
  public void setReadOnly(boolean readOnly) throws SQLException {
    checked(() -> super.setReadOnly(readOnly));
  }

  /** As {@link #setSchema}, for the catalog. */
  @Override
  public void setCatalog(String catalog) throws SQLException {
    String before = getCatalog();
    super.setCatalog(catalog);
    try {
      getCatalog();
    } catch (RuntimeException e) {
      super.setCatalog(before);
      throw ClientErrors.toSqlException(e);
    }
  }

  /**
   * Sets the schema and sends it at once, so that a refusal (a tenant session may not change
   * its schema) surfaces here with its SQLState and the connection keeps its schema. Avatica
   * would otherwise hold the change back and fail every later statement with it.
   */
  @Override
  public void setSchema(String schema) throws SQLException {
    String before = getSchema();
    super.setSchema(schema);
    try {
      getSchema();
    } catch (RuntimeException e) {
      super.setSchema(before);
      throw ClientErrors.toSqlException(e);
    }
  }

  @Override
  public void setTransactionIsolation(int level) throws SQLException {
    checked(() -> super.setTransactionIsolation(level));
  }

  /**
   * The isolation level the server reports, or else the target's default: an nljdbc server
   * leaves it unset, and Avatica would answer {@code TRANSACTION_NONE}.
   */
  @Override
  public int getTransactionIsolation() throws SQLException {
    try {
      int level = super.getTransactionIsolation();
      if (level != TRANSACTION_NONE) {
        return level;
      }
      Object fallback = databaseProperties().get(Meta.DatabaseProperty
          .GET_DEFAULT_TRANSACTION_ISOLATION);
      return fallback instanceof Number ? ((Number) fallback).intValue() : level;
    } catch (RuntimeException e) {
      throw ClientErrors.toSqlException(e);
    }
  }

  /** A call on the connection that may fail on the server. */
  @FunctionalInterface
  private interface Call {
    void run() throws SQLException;
  }

  private static void checked(Call call) throws SQLException {
    try {
      call.run();
    } catch (RuntimeException e) {
      throw ClientErrors.toSqlException(e);
    }
  }

  /** What the target database says of itself, asked once per connection. */
  Map<Meta.DatabaseProperty, Object> databaseProperties() {
    Map<Meta.DatabaseProperty, Object> props = databaseProperties;
    if (props == null) {
      props = meta.getDatabaseProperties(handle);
      databaseProperties = props;
    }
    return props;
  }

  /** The target's identifier case rules and quote string, asked once per connection. */
  Map<String, String> identifierRules() {
    return identifierRules;
  }

  void identifierRules(Map<String, String> rules) {
    identifierRules = rules;
  }
}
