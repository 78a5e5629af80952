package dev.nljdbc.it;

import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.JdbcDatabaseContainer;
import org.testcontainers.containers.MariaDBContainer;
import org.testcontainers.containers.PostgreSQLContainer;

/** Starts PostgreSQL or MariaDB in Docker, for machines without local servers. */
final class Containers {
  private Containers() {
  }

  static boolean dockerAvailable() {
    try {
      return DockerClientFactory.instance().isDockerAvailable();
    } catch (RuntimeException | LinkageError e) {
      return false;
    }
  }

  @SuppressWarnings("resource")
  static String start(TestDatabases.Kind kind) {
    JdbcDatabaseContainer<?> container = kind == TestDatabases.Kind.POSTGRESQL
        ? new PostgreSQLContainer<>("postgres:15").withDatabaseName("test")
        : new MariaDBContainer<>("mariadb:10.11").withDatabaseName("test");
    container.start();
    String sep = container.getJdbcUrl().contains("?") ? "&" : "?";
    return container.getJdbcUrl() + sep + "user=" + container.getUsername() + "&password="
        + container.getPassword();
  }
}
