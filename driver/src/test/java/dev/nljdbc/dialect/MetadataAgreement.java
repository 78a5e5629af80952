package dev.nljdbc.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.Driver;
import java.sql.SQLException;

/** Checks that what a dialect says of its database agrees with the database's own metadata. */
final class MetadataAgreement {
  private MetadataAgreement() {
  }

  /**
   * The identifier case and schema support the dialect claims are what the driver reports, the
   * dialect is the one its URL and product name pick, and its bundled driver takes the URL.
   */
  static void assertAgrees(SqlDialect dialect, Connection c, String url) throws SQLException {
    DatabaseMetaData md = c.getMetaData();
    assertEquals(dialect, Dialects.of(c));
    assertEquals(dialect, Dialects.ofUrl(url));
    IdentifierCase stored = md.storesUpperCaseIdentifiers() ? IdentifierCase.UPPER
        : md.storesLowerCaseIdentifiers() ? IdentifierCase.LOWER : IdentifierCase.MIXED;
    assertEquals(stored, dialect.unquotedCase());
    assertEquals(md.supportsSchemasInTableDefinitions(), dialect.hasSchemas());
    assertTrue(url.toLowerCase(java.util.Locale.ROOT).startsWith(dialect.urlPrefix()));
    if (dialect.bundledDriverClass() != null) {
      try {
        Driver driver = (Driver) Class.forName(dialect.bundledDriverClass())
            .getDeclaredConstructor().newInstance();
        assertTrue(driver.acceptsURL(url), dialect.bundledDriverClass() + " takes " + url);
      } catch (ReflectiveOperationException e) {
        throw new AssertionError(dialect.bundledDriverClass() + " is not on the class path", e);
      }
    }
  }
}
