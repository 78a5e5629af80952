package dev.nljdbc.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jetty.util.security.Credential;

/**
 * The users of a server that authenticates: each user's password and tenant, read from a users
 * file.
 *
 * <p>The file has one user per line, {@code name,tenant,password}; blank lines and lines
 * starting with {@code #} are skipped, spaces around each field are ignored, and the password
 * is everything after the second comma (so it may contain commas). A password written as
 * {@code MD5:<hex>} or {@code CRYPT:<crypt>} is read as that digest (Jetty's credential syntax).
 *
 * <pre>
 *   # name,tenant,password
 *   alice,105,correct horse
 *   bob,207,MD5:5f4dcc3b5aa765d61d8327deb882cf99
 * </pre>
 */
public final class ServerUsers {
  private final Map<String, User> users;

  /** One user: name, tenant and credential. */
  record User(String name, String tenant, Credential credential) {
    @Override
    public String toString() {
      return name + "(tenant " + tenant + ")";
    }
  }

  private ServerUsers(Map<String, User> users) {
    this.users = Collections.unmodifiableMap(users);
  }

  /**
   * Reads a users file.
   *
   * @throws IllegalArgumentException naming the file and line when a line is malformed
   */
  public static ServerUsers read(Path file) throws IOException {
    return parse(Files.readAllLines(file, StandardCharsets.UTF_8), file.toString());
  }

  /** Parses the lines of a users file; {@code source} names it in error messages. */
  static ServerUsers parse(List<String> lines, String source) {
    Map<String, User> users = new LinkedHashMap<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String where = "users file " + source + " line " + (i + 1);
      String[] fields = line.split(",", 3);
      if (fields.length < 3) {
        throw new IllegalArgumentException(where + ": expected name,tenant,password");
      }
      String name = fields[0].strip();
      String tenant = fields[1].strip();
      String password = fields[2].strip();
      if (name.isEmpty() || name.contains(":")) {
        throw new IllegalArgumentException(where + ": the user name must be non-empty and "
            + "without ':'");
      }
      if (tenant.isEmpty()) {
        throw new IllegalArgumentException(where + ": user " + name + " has no tenant");
      }
      if (password.isEmpty()) {
        throw new IllegalArgumentException(where + ": user " + name + " has no password");
      }
      if (users.put(name, new User(name, tenant, Credential.getCredential(password))) != null) {
        throw new IllegalArgumentException(where + ": user " + name + " appears twice");
      }
    }
    if (users.isEmpty()) {
      throw new IllegalArgumentException("users file " + source + " names no user");
    }
    return new ServerUsers(users);
  }

  /** The tenant of the user, or null for an unknown user. */
  public String tenantOf(String name) {
    User user = name == null ? null : users.get(name);
    return user == null ? null : user.tenant();
  }

  /** How many users there are. */
  public int size() {
    return users.size();
  }

  Iterable<User> all() {
    return users.values();
  }

  @Override
  public String toString() {
    return "ServerUsers" + users.values();
  }
}
