package dev.nljdbc.security;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * One differential comparison run: each statement goes through nljdbc as a tenant and, as
 * written, to the oracle (a connection under row-level security for that tenant, or a twin
 * database holding only the tenant's rows). A statement must be refused (42501), fail with
 * another SQLState (on the target, or a syntax error of nljdbc's) without another tenant's value
 * in the message, or return exactly the oracle's rows; a relation the oracle cannot filter must
 * be refused. Outcomes ({@code refused}, {@code failed}, {@code identical}, and for failures
 * {@code different}, {@code admitted}) are counted per mode and class.
 */
final class Differential {
  private final Predicate<String> mustBeRefused;
  private final UnaryOperator<String> oracleSql;
  private final Map<String, Integer> outcomes = new TreeMap<>();
  private final List<String> failures = new ArrayList<>();
  private int total;

  /** @param mustBeRefused statements whose relations the oracle cannot filter */
  Differential(Predicate<String> mustBeRefused) {
    this(mustBeRefused, UnaryOperator.identity());
  }

  /**
   * @param mustBeRefused statements whose relations the oracle cannot filter
   * @param oracleSql the statement as the oracle runs it (a twin database's name for the
   *     tenants' database in qualified names)
   */
  Differential(Predicate<String> mustBeRefused, UnaryOperator<String> oracleSql) {
    this.mustBeRefused = mustBeRefused;
    this.oracleSql = oracleSql;
  }

  /** Compares one statement without parameters; returns its outcome. */
  String compare(String label, TenantQueryRunner nl, Connection oracle, String sql,
      List<String> others) {
    return compare(label, nl, oracle, sql, List.of(), others);
  }

  /**
   * Compares one statement with its {@code ?} values, counting the outcome under
   * {@code label} (class and mode); returns the outcome.
   */
  String compare(String label, TenantQueryRunner nl, Connection oracle, String sql,
      List<Object> values, List<String> others) {
    total++;
    String outcome = outcome(nl, oracle, sql, values, others);
    outcomes.merge(label + " " + outcome, 1, Integer::sum);
    return outcome;
  }

  private String outcome(TenantQueryRunner nl, Connection oracle, String sql,
      List<Object> values, List<String> others) {
    String shown = values.isEmpty() ? sql : sql + " with " + values;
    List<String> actual;
    try {
      actual = nl.rows(sql, values);
    } catch (SQLException e) {
      if ("42501".equals(e.getSQLState())) {
        return "refused";
      }
      String message = String.valueOf(e.getMessage());
      for (String other : others) {
        if (message.matches("(?s).*(?<![A-Za-z0-9_])" + Pattern.quote(other)
            + "(?![A-Za-z0-9_]).*")) {
          failures.add("another tenant's value in the error: " + shown + "\n  " + message);
          break;
        }
      }
      return "failed";
    }
    if (mustBeRefused.test(sql)) {
      failures.add("admitted, but the oracle cannot filter it: " + shown);
      return "admitted";
    }
    try {
      List<String> expected = rows(oracle, oracleSql.apply(sql), values);
      if (!expected.equals(actual)) {
        failures.add("differs from the oracle: " + shown + "\n  sent: " + rewrite(nl, sql)
            + "\n  expected " + expected.size() + " rows, got " + actual.size());
        return "different";
      }
    } catch (SQLException e) {
      failures.add("answered, but fails on the oracle: " + shown + "\n  " + e.getMessage());
      return "different";
    }
    return "identical";
  }

  /** Counts an outcome decided by the caller (a refused session change, say). */
  void count(String label, String outcome) {
    total++;
    outcomes.merge(label + " " + outcome, 1, Integer::sum);
  }

  /** Records a failure found by the caller. */
  void fail(String failure) {
    failures.add(failure);
  }

  static List<String> rows(Connection c, String sql, List<Object> values) throws SQLException {
    if (values.isEmpty()) {
      return Databases.query(c, sql);
    }
    try (PreparedStatement ps = c.prepareStatement(sql)) {
      for (int i = 0; i < values.size(); i++) {
        ps.setObject(i + 1, values.get(i));
      }
      try (ResultSet rs = ps.executeQuery()) {
        return Databases.rows(rs);
      }
    }
  }

  static String rewrite(TenantQueryRunner runner, String sql) {
    return runner instanceof GateQueryRunner ? ((GateQueryRunner) runner).rewrite(sql) : "(driver)";
  }

  Map<String, Integer> outcomes() {
    return outcomes;
  }

  List<String> failures() {
    return failures;
  }

  int total() {
    return total;
  }

  /** The failures, at most {@code max} of them, for an assertion message. */
  String report(int max) {
    return failures.size() + " of " + total + " failed:\n"
        + String.join("\n", failures.subList(0, Math.min(max, failures.size())));
  }
}
