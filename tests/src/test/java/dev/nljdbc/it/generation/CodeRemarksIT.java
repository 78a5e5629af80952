package dev.nljdbc.it.generation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nljdbc.it.TestDatabases;
import dev.nljdbc.it.TestDatabases.Kind;
import dev.nljdbc.schema.ColumnInfo;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

/**
 * Codes documented in real column comments (PostgreSQL's {@code COMMENT ON COLUMN}, MariaDB's
 * {@code COMMENT}), read through {@code DatabaseMetaData.getColumns} REMARKS: a state said in
 * words ("open stores", "terminated employees", "cancelled orders") filters on the code the
 * comment gives it, even a code no letter of the word suggests ({@code X} for cancelled), and
 * the link is no guess.
 */
class CodeRemarksIT {

  private static final String STORE_COMMENT = "O = open, C = closed for good, R = remodelling";
  private static final String EMP_COMMENT = "''A'' active / ''L'' on leave / ''T'' terminated";
  private static final String ORDER_COMMENT = "N: new; S: shipped; X: cancelled";
  private static final String[] ROWS = {
      "INSERT INTO stores VALUES (1, 'Harbour', 'O'), (2, 'Quay', 'O'), (3, 'Mill', 'C'),"
          + " (4, 'Bridge', 'R'), (5, 'Market', 'O')",
      "INSERT INTO staff VALUES (1, 'Ann', 1, 'A'), (2, 'Bob', 1, 'L'), (3, 'Cat', 2, 'T'),"
          + " (4, 'Dan', 2, 'A'), (5, 'Eve', 3, 'T')",
      "INSERT INTO orders VALUES (1, 1, 'N'), (2, 1, 'S'), (3, 2, 'X'), (4, 5, 'X'),"
          + " (5, 5, 'S')"};

  @Test
  void postgresql_commentOnColumn() throws SQLException {
    String[] ddl = {
        "CREATE TABLE stores (store_id int PRIMARY KEY, store_nm varchar(40) NOT NULL,"
            + " stat_cd char(1) NOT NULL)",
        "COMMENT ON COLUMN stores.stat_cd IS '" + STORE_COMMENT + "'",
        "CREATE TABLE staff (emp_id int PRIMARY KEY, emp_nm varchar(40) NOT NULL,"
            + " store_id int NOT NULL REFERENCES stores, stat_cd char(1) NOT NULL)",
        "COMMENT ON COLUMN staff.stat_cd IS '" + EMP_COMMENT + "'",
        "CREATE TABLE orders (order_id int PRIMARY KEY, store_id int NOT NULL REFERENCES stores,"
            + " ord_stat char(1) NOT NULL)",
        "COMMENT ON COLUMN orders.ord_stat IS '" + ORDER_COMMENT + "'"};
    check(Kind.POSTGRESQL, ddl);
  }

  @Test
  void mariadb_columnComment() throws SQLException {
    String[] ddl = {
        "CREATE TABLE stores (store_id int PRIMARY KEY, store_nm varchar(40) NOT NULL,"
            + " stat_cd char(1) NOT NULL COMMENT '" + STORE_COMMENT + "')",
        "CREATE TABLE staff (emp_id int PRIMARY KEY, emp_nm varchar(40) NOT NULL,"
            + " store_id int NOT NULL, stat_cd char(1) NOT NULL COMMENT '" + EMP_COMMENT + "',"
            + " FOREIGN KEY (store_id) REFERENCES stores (store_id))",
        "CREATE TABLE orders (order_id int PRIMARY KEY, store_id int NOT NULL,"
            + " ord_stat char(1) NOT NULL COMMENT '" + ORDER_COMMENT + "',"
            + " FOREIGN KEY (store_id) REFERENCES stores (store_id))"};
    check(Kind.MARIADB, ddl);
  }

  private static void check(Kind kind, String[] ddl) throws SQLException {
    String[] all = new String[ddl.length + ROWS.length];
    System.arraycopy(ddl, 0, all, 0, ddl.length);
    System.arraycopy(ROWS, 0, all, ddl.length, ROWS.length);
    try (TestDatabases.Scratch scratch = TestDatabases.scratch(kind, all);
        Connection c = DriverManager.getConnection(scratch.url())) {
      Dialog dialog = new Dialog(c, null);
      ColumnInfo stat = dialog.schema().table("stores").column("stat_cd");
      assertEquals(STORE_COMMENT, stat.remarks(), "REMARKS of getColumns");
      dialog.ask("how many stores are open?").returnsSameRowsAs(
          "SELECT count(*) FROM stores WHERE stat_cd = 'O'");
      dialog.ask("list the closed stores").returnsSameRowsAs(
          "SELECT * FROM stores WHERE stat_cd = 'C'");
      dialog.ask("how many terminated staff?").returnsSameRowsAs(
          "SELECT count(*) FROM staff WHERE stat_cd = 'T'");
      dialog.ask("how many staff are on leave?").returnsSameRowsAs(
          "SELECT count(*) FROM staff WHERE stat_cd = 'L'");
      dialog.ask("how many cancelled orders?").returnsSameRowsAs(
          "SELECT count(*) FROM orders WHERE ord_stat = 'X'");
      assertTrue(dialog.link("how many cancelled orders?").guessed().isEmpty(),
          "a documented code is no guess");
    }
  }
}
