package dev.nljdbc.jdbc;

import dev.nljdbc.error.SqlState;
import java.sql.ParameterMetaData;
import java.sql.SQLException;

/**
 * The target's description of a prepared statement's parameters, as the client wrote them:
 * the tenant's parameters of the admitted SQL are not the client's to see or set.
 */
final class ClientParameters implements ParameterMetaData {
  private final ParameterMetaData target;
  private final int[] positions;

  ClientParameters(ParameterMetaData target, int[] positions) {
    this.target = target;
    this.positions = positions.clone();
  }

  private int at(int param) throws SQLException {
    if (param < 1 || param > positions.length) {
      throw SqlState.INVALID_DESCRIPTOR_INDEX.exception("parameter " + param
          + " is out of range 1.." + positions.length);
    }
    return positions[param - 1];
  }

  @Override
  public int getParameterCount() {
    return positions.length;
  }

  @Override
  public int isNullable(int param) throws SQLException {
    return target.isNullable(at(param));
  }

  @Override
  public boolean isSigned(int param) throws SQLException {
    return target.isSigned(at(param));
  }

  @Override
  public int getPrecision(int param) throws SQLException {
    return target.getPrecision(at(param));
  }

  @Override
  public int getScale(int param) throws SQLException {
    return target.getScale(at(param));
  }

  @Override
  public int getParameterType(int param) throws SQLException {
    return target.getParameterType(at(param));
  }

  @Override
  public String getParameterTypeName(int param) throws SQLException {
    return target.getParameterTypeName(at(param));
  }

  @Override
  public String getParameterClassName(int param) throws SQLException {
    return target.getParameterClassName(at(param));
  }

  @Override
  public int getParameterMode(int param) throws SQLException {
    return target.getParameterMode(at(param));
  }

  @Override
  public <T> T unwrap(Class<T> iface) throws SQLException {
    return Unwrapping.unwrapSelf(this, iface);
  }

  @Override
  public boolean isWrapperFor(Class<?> iface) {
    return iface.isInstance(this);
  }
}
