package dev.nljdbc.semantic;

import dev.nljdbc.execution.TargetDrivers;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * An answer people gave to a clarification and that led to a successful query, as the state
 * store ({@code state.url}) keeps it.
 *
 * @param ambiguity the kind of ambiguity ({@code vague_term}, {@code column_ambiguity}, ...)
 * @param term the ambiguous word or name
 * @param answer what it was taken to mean
 * @param uses how often the answer was used
 */
public record LearnedAnswer(String ambiguity, String term, String answer, int uses) {
  /** The state store's default location: an in-memory database of this JVM. */
  public static final String DEFAULT_STATE_URL = "jdbc:h2:mem:nljdbc_state;DB_CLOSE_DELAY=-1";

  /**
   * The learned answers in a state store, most used first.
   *
   * @param stateUrl the store's JDBC URL; null for the default
   * @param user whose answers; null for everyone's
   * @return empty when the store holds no learned answers yet
   * @throws SQLException when the store cannot be read
   */
  public static List<LearnedAnswer> read(String stateUrl, String user) throws SQLException {
    String url = stateUrl == null || stateUrl.isBlank() ? DEFAULT_STATE_URL : stateUrl.strip();
    List<LearnedAnswer> answers = new ArrayList<>();
    try (Connection c = TargetDrivers.connect(url, new Properties())) {
      if (!hasTable(c)) {
        return answers;
      }
      String sql = "SELECT ambiguity_type, term, user_response, SUM(frequency)"
          + " FROM clarification_patterns WHERE resulted_in_success = TRUE"
          + (user == null ? "" : " AND user_id = ?")
          + " GROUP BY ambiguity_type, term, user_response ORDER BY SUM(frequency) DESC, term";
      try (PreparedStatement s = c.prepareStatement(sql)) {
        if (user != null) {
          s.setString(1, user);
        }
        s.setMaxRows(1_000);
        try (ResultSet rs = s.executeQuery()) {
          while (rs.next()) {
            answers.add(new LearnedAnswer(rs.getString(1), rs.getString(2), rs.getString(3),
                rs.getInt(4)));
          }
        }
      }
    }
    return answers;
  }

  private static boolean hasTable(Connection c) throws SQLException {
    for (String name : List.of("clarification_patterns", "CLARIFICATION_PATTERNS")) {
      try (ResultSet rs = c.getMetaData().getTables(null, null, name, null)) {
        if (rs.next()) {
          return true;
        }
      }
    }
    return false;
  }
}
