package dev.nljdbc.security;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.select.FromItem;
import org.junit.jupiter.api.Test;

/** The walker finds every table, in every clause, and knows CTE scopes. */
class TreeWalkerTest {

  private static List<String> relations(String sql) {
    List<String> found = new ArrayList<>();
    TreeWalker.walk(SqlParsing.parse(sql, SecurityPolicy.defaults()).statements().get(0),
        new TreeWalker.Listener() {
          @Override
          public FromItem relation(Table t, TreeWalker.Context ctx) {
            found.add((ctx.scope.names(t) ? "cte:" : "") + t.getFullyQualifiedName());
            return null;
          }

          @Override
          public void otherTable(Table t, TreeWalker.Context ctx) {
            found.add("other:" + t.getFullyQualifiedName());
          }
        });
    return found;
  }

  @Test
  void findsTablesInEveryClause() {
    assertEquals(Set.of("t1", "t2", "t3", "t4", "t5", "t6", "t7", "t8", "t9", "t10", "t11",
            "t12"),
        Set.copyOf(relations("SELECT (SELECT 1 FROM t1), max(x) OVER (PARTITION BY (SELECT 1 FROM t2))"
            + " FROM t3 JOIN t4 ON t4.a IN (SELECT a FROM t5) WHERE EXISTS (SELECT 1 FROM t6)"
            + " GROUP BY (SELECT 1 FROM t7) HAVING count(*) > ALL (SELECT 1 FROM t8)"
            + " ORDER BY coalesce((SELECT 1 FROM t9), CASE WHEN EXISTS (SELECT 1 FROM t10)"
            + " THEN 1 END), (SELECT 1 FROM (SELECT 1 FROM t11) d, LATERAL (SELECT 1 FROM t12) l)")));
  }

  @Test
  void resolvesCteNamesByScope() {
    assertEquals(List.of("a", "cte:a", "b", "cte:b", "cte:a"),
        relations("WITH a AS (SELECT * FROM a), b AS (SELECT * FROM a, b)"
            + " SELECT * FROM b, a"));
    assertEquals(List.of("cte:r", "x"),
        relations("WITH RECURSIVE r AS (SELECT 1 FROM r) SELECT * FROM x"));
    assertEquals(List.of("cte:a", "a"),
        relations("SELECT * FROM (WITH a AS (SELECT 1) SELECT * FROM a) s, a"));
  }

  @Test
  void reportsTablesOutsideFromPositions() {
    assertEquals(List.of("t", "other:t"), relations("SELECT * FROM t FOR UPDATE OF t"));
  }

  @Test
  void columnQualifiersAreNotRelations() {
    assertEquals(List.of("t"), relations("SELECT t.a, t.* FROM t WHERE t.b = 1"));
  }
}
