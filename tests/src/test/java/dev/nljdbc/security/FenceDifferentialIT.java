package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases.Kind;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Differential check of the fence's pushdown: many generated predicates, on one table and on a
 * join, some leakproof (moved inside the fence) and some not (kept outside), with literals and
 * with parameters; each through nljdbc for tenant 7 must return exactly what the target returns
 * for the same text with {@code org_id = 7} added by hand on every table.
 */
class FenceDifferentialIT {
  private static final int STATEMENTS = 150;

  @Test
  void postgresql_fencedResultsEqualTheDirectTenantRestrictedOnes() throws SQLException {
    compare(Kind.POSTGRESQL);
  }

  @Test
  void mariadb_fencedResultsEqualTheDirectTenantRestrictedOnes() throws SQLException {
    compare(Kind.MARIADB);
  }

  private static void compare(Kind kind) throws SQLException {
    Random random = new Random(24);
    List<String> failures = new ArrayList<>();
    int compared = 0;
    try (FenceFixture fixture = new FenceFixture(kind); Connection direct = fixture.direct();
        Connection nl = fixture.tenant(7)) {
      for (int i = 0; i < STATEMENTS; i++) {
        Generated g = generate(random, kind);
        List<String> expected = FenceFixture.rows(direct, g.direct, g.values.toArray());
        try {
          List<String> actual = FenceFixture.rows(nl, g.fenced, g.values.toArray());
          compared++;
          if (!expected.equals(actual)) {
            failures.add(g.fenced + " " + g.values + ": expected " + expected.size()
                + " rows, got " + actual.size());
          }
        } catch (SQLException e) {
          failures.add(g.fenced + " " + g.values + ": " + e.getMessage());
        }
      }
    }
    assertEquals(List.of(), failures);
    assertTrue(compared == STATEMENTS);
  }

  /** A statement for nljdbc, its hand-restricted twin, and its parameter values. */
  private static final class Generated {
    String fenced;
    String direct;
    final List<Object> values = new ArrayList<>();
  }

  private static Generated generate(Random r, Kind kind) {
    Generated g = new Generated();
    boolean join = r.nextInt(3) == 0;
    StringBuilder where = new StringBuilder();
    int conditions = 1 + r.nextInt(3);
    for (int i = 0; i < conditions; i++) {
      where.append(i == 0 ? "" : r.nextBoolean() ? " AND " : " OR ");
      where.append(condition(r, kind, join && r.nextBoolean() ? "o" : "c", g.values));
    }
    String extra = join && r.nextBoolean() ? " AND o.customer_id = c.id" : "";
    if (join) {
      String from = "SELECT c.id, c.email, o.id, o.amount FROM customers c JOIN orders o"
          + " ON o.customer_id = c.id";
      String userWhere = " WHERE (" + where + ")" + extra;
      g.fenced = from + userWhere;
      g.direct = from + " AND o.org_id = 7" + userWhere + " AND c.org_id = 7";
    } else {
      String from = "SELECT c.id, c.email, c.score FROM customers c";
      g.fenced = from + " WHERE " + where;
      g.direct = from + " WHERE (" + where + ") AND c.org_id = 7";
    }
    return g;
  }

  private static String condition(Random r, Kind kind, String t, List<Object> values) {
    boolean customers = t.equals("c");
    int id = 7 + 50 * r.nextInt(customers ? 200 : 400);
    switch (r.nextInt(customers ? 12 : 6)) {
      case 0:
        values.add(id);
        return t + ".id = ?";
      case 1:
        return t + ".id = " + id;
      case 2:
        values.add(id);
        values.add(id + 50 * r.nextInt(20));
        return t + ".id BETWEEN ? AND ?";
      case 3:
        return t + ".id IN (" + id + ", " + (id + 50) + ", " + (id + 1) + ")";
      case 4:
        return "NOT (" + t + ".id <> " + id + ")";
      case 5:
        return customers ? "c.score > " + r.nextInt(97) : "o.amount < " + r.nextInt(1000);
      case 6:
        values.add("c" + r.nextInt(200) + "@org7.example");
        return "c.email = ?";
      case 7:
        return "c.email BETWEEN 'c1' AND 'c" + (2 + r.nextInt(8)) + "'";
      case 8:
        return "c.note IS NULL";
      case 9:
        return "c.email LIKE 'c1%'";
      case 10:
        return kind == Kind.MARIADB ? "c.email + 0 = 0" : "length(c.email) > 16";
      default:
        return "(c.score = " + r.nextInt(97) + " OR c.created < DATE '2024-03-01')";
    }
  }
}
