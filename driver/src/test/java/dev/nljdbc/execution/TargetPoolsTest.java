package dev.nljdbc.execution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Credentials in a target URL never reach a message a client can read. */
class TargetPoolsTest {
  private static final String SECRET = "s3cret-in-url";

  @Test
  void connect_toAnUnreachableTarget_masksThePasswordOfTheUrl() {
    String url = "jdbc:postgresql://127.0.0.1:1/shop?user=ann&password=" + SECRET;
    SQLException e = connect(url);
    assertFalse(chain(e).contains(SECRET), chain(e));
    assertTrue(e.getMessage().contains("127.0.0.1:1/shop") && !e.getMessage().contains("user=ann"),
        e.getMessage());
    assertTrue(e.getSQLState().startsWith("08"), e.getSQLState());
  }

  @Test
  void connect_withNoDriverForTheUrl_masksTheUserInfo() {
    SQLException e = connect("jdbc:nosuchdb://ann:" + SECRET + "@127.0.0.1/shop");
    assertFalse(chain(e).contains(SECRET), chain(e));
    assertEquals("08001", e.getSQLState());
  }

  @Test
  void target_printsMasked() {
    TargetPools.Target target = new TargetPools.Target(
        "jdbc:h2:mem:shop;PASSWORD=" + SECRET, Map.of(), 1);
    assertEquals("h2:mem:shop", target.toString(), "named by its database, never its password");
  }

  @Test
  void inProcessConnection_toAnUnreachableTarget_showsTheClientNoPassword() {
    SQLException e = assertThrows(SQLException.class, () -> DriverManager.getConnection(
        "jdbc:nl:jdbc:postgresql://127.0.0.1:1/shop?user=ann&password=" + SECRET).close());
    assertFalse(chain(e).contains(SECRET), chain(e));
  }

  private static SQLException connect(String url) {
    try (TargetPools pools = new TargetPools()) {
      return assertThrows(SQLException.class,
          () -> pools.connect(new TargetPools.Target(url, Map.of(), 1)).close());
    }
  }

  /** Every message of the exception and its causes, as a client could read them. */
  private static String chain(Throwable e) {
    StringBuilder text = new StringBuilder();
    for (Throwable t = e; t != null; t = t.getCause()) {
      text.append(t).append('\n');
      for (Throwable s : t.getSuppressed()) {
        text.append(s).append('\n');
      }
    }
    return text.toString();
  }
}
