package dev.nljdbc.execution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.apache.calcite.avatica.Meta;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** How frames stop at a row cap for a client without warnings (H2 in memory). */
class ResultFramesCapTest {
  private Connection connection;
  private Statement statement;

  @BeforeEach
  void open() throws SQLException {
    connection = DriverManager.getConnection("jdbc:h2:mem:");
    statement = connection.createStatement();
  }

  @AfterEach
  void close() throws SQLException {
    connection.close();
  }

  private ResultFrames frames(int rows, RowCap cap) throws SQLException {
    ResultFrames frames = new ResultFrames(
        statement.executeQuery("SELECT X FROM SYSTEM_RANGE(1, " + rows + ")"));
    frames.stopAt(cap);
    return frames;
  }

  private static int size(Meta.Frame frame) {
    return ((List<?>) frame.rows).size();
  }

  @Test
  void aCutByTheProperty_handsOutTheCap_thenFailsTheFetchPastIt() throws SQLException {
    ResultFrames frames = frames(20, new RowCap(7, RowCap.PROPERTY));
    Meta.Frame first = frames.next(5);
    assertEquals(5, size(first));
    Meta.Frame second = frames.next(5);
    assertEquals(2, size(second));
    assertFalse(second.done, "a cut is not the end of the result");
    SQLException e = assertThrows(SQLException.class, () -> frames.next(5));
    assertEquals("54000", e.getSQLState());
    assertTrue(e.getMessage().contains("more than 7 rows") && e.getMessage().contains(
        "limits.maxRows"), e.getMessage());
    assertTrue(frames.isDone());
    assertEquals(7, frames.rowsRead());
  }

  @Test
  void exactlyTheCap_endsNormally() throws SQLException {
    ResultFrames frames = frames(7, new RowCap(7, RowCap.PROPERTY));
    Meta.Frame only = frames.next(100);
    assertEquals(7, size(only));
    assertTrue(only.done);
  }

  @Test
  void aStatementsOwnMaxRows_endsTheResultAtIt() throws SQLException {
    ResultFrames frames = frames(20, new RowCap(3, RowCap.STATEMENT));
    Meta.Frame only = frames.next(100);
    assertEquals(3, size(only));
    assertTrue(only.done);
  }

  @Test
  void noCap_handsOutEveryRow() throws SQLException {
    ResultFrames frames = frames(20, RowCap.NONE);
    assertEquals(20, size(frames.next(-1)));
    assertTrue(frames.isDone());
  }
}
