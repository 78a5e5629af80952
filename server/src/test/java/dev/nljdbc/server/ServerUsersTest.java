package dev.nljdbc.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ServerUsersTest {
  @Test
  void parse_readsNameTenantAndPassword_skippingCommentsAndBlankLines() {
    ServerUsers users = ServerUsers.parse(List.of("# name,tenant,password", "",
        " alice , 105 , secret ", "bob,207,a,b,c"), "users");
    assertEquals(2, users.size());
    assertEquals("105", users.tenantOf("alice"));
    assertEquals("207", users.tenantOf("bob"));
    assertNull(users.tenantOf("carol"));
    assertNull(users.tenantOf(null));
    assertTrue(find(users, "bob").credential().check("a,b,c"), "the password keeps its commas");
    assertTrue(find(users, "alice").credential().check("secret"), "spaces around are ignored");
  }

  @Test
  void parse_acceptsDigests() {
    ServerUsers users = ServerUsers.parse(
        List.of("alice,105,MD5:5f4dcc3b5aa765d61d8327deb882cf99"), "users");
    assertTrue(find(users, "alice").credential().check("password"));
  }

  @Test
  void parse_refusesMalformedLines_namingTheLine() {
    assertEquals("users file f line 2: expected name,tenant,password", message("# x", "alice,1"));
    assertEquals("users file f line 1: user alice has no tenant", message("alice, ,pw"));
    assertEquals("users file f line 1: user alice has no password", message("alice,1, "));
    assertEquals("users file f line 1: the user name must be non-empty and without ':'",
        message("a:b,1,pw"));
    assertEquals("users file f line 2: user alice appears twice",
        message("alice,1,pw", "alice,2,pw"));
    assertEquals("users file f names no user", message("# nobody"));
  }

  @Test
  void toString_showsNoPassword() {
    String shown = ServerUsers.parse(List.of("alice,105,secret"), "f").toString();
    assertTrue(!shown.contains("secret") && shown.contains("alice"), shown);
  }

  private static String message(String... lines) {
    return assertThrows(IllegalArgumentException.class,
        () -> ServerUsers.parse(List.of(lines), "f")).getMessage();
  }

  private static ServerUsers.User find(ServerUsers users, String name) {
    for (ServerUsers.User u : users.all()) {
      if (u.name().equals(name)) {
        return u;
      }
    }
    throw new AssertionError(name);
  }
}
