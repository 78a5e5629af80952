package dev.nljdbc.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.server.NljdbcServer;
import dev.nljdbc.server.ServerSettings;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.Test;

/**
 * Failed logins are answered after a delay growing per user and per address; the right password,
 * here from another loopback address, is answered at once.
 */
class LoginThrottleIT {

  @Test
  void repeatedWrongPasswords_slowDown_theRightPasswordFromAnotherAddressDoesNot()
      throws Exception {
    try (NljdbcServer server = NljdbcServer.start(ServerSettings.load(
        TestDatabases.url(Kind.POSTGRESQL),
        TestServers.tempFile("nljdbc-config", "tenant.column=corp_id\n"),
        TestServers.tempFile("nljdbc-users", "alice,105,alice-secret")), null, 0)) {
      int port = server.port();
      assertNotEquals(401, post("127.0.0.2", port, "alice", "alice-secret")[0]);
      long total = 0;
      long last = 0;
      for (int i = 0; i < 40; i++) {
        long[] answer = post("127.0.0.1", port, "alice", "wrong-" + i);
        assertEquals(401, answer[0]);
        total += answer[1];
        last = answer[1];
      }
      assertTrue(last >= 300, "the 40th wrong password was answered in " + last + " ms");
      assertTrue(total >= 5_000, "40 wrong passwords took " + total + " ms");
      long[] other = post("127.0.0.1", port, "mallory", "guess");
      assertEquals(401, other[0]);
      assertTrue(other[1] >= 300, "another name from the same address: " + other[1] + " ms");
      long[] right = post("127.0.0.2", port, "alice", "alice-secret");
      assertNotEquals(401, right[0]);
      assertTrue(right[1] < 250, "the right password waited " + right[1] + " ms");
    }
  }

  /** Status and milliseconds of an empty POST with Basic credentials. */
  private static long[] post(String host, int port, String user, String password)
      throws Exception {
    HttpURLConnection c = (HttpURLConnection) new URL("http://" + host + ":" + port + "/")
        .openConnection();
    c.setRequestMethod("POST");
    c.setDoOutput(true);
    c.setRequestProperty("Authorization", "Basic " + Base64.getEncoder().encodeToString(
        (user + ":" + password).getBytes(StandardCharsets.UTF_8)));
    long started = System.nanoTime();
    c.getOutputStream().close();
    int status = c.getResponseCode();
    long millis = (System.nanoTime() - started) / 1_000_000;
    c.disconnect();
    return new long[] {status, millis};
  }
}
