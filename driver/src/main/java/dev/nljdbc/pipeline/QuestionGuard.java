package dev.nljdbc.pipeline;

import dev.nljdbc.dialog.SchemaSource;
import dev.nljdbc.error.SqlState;
import dev.nljdbc.error.UserText;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import dev.nljdbc.security.WriteRequests;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Refuses English that nljdbc must not answer (SPEC §5), before any query is generated: a
 * request to change data or the schema ({@link WriteRequests}), in any of the text's parts
 * between semicolons; a question followed by SQL after a semicolon ("show tickets; DROP TABLE
 * tickets"); and, with a tenant, a question about another tenant ({@link TenantDirectory}). All
 * are 42501; the message about another tenant names nothing, so it does not tell whether a name
 * belongs to a tenant.
 */
final class QuestionGuard {
  private static final Logger LOG = LoggerFactory.getLogger(QuestionGuard.class);

  private final SchemaSource schema;
  private final String tenantColumn;
  private final String tenantValue;
  private final Function<SchemaSnapshot, TenantDirectory> directory;
  private volatile OwnValues ownValues;

  /**
   * A guard.
   *
   * @param schema the target's schema as the session sees it
   * @param tenantColumn the tenant column, or null without a tenant
   * @param tenantValue the session's tenant, or null without one
   * @param directory the target's tenants, looked up once the schema is known; unused without a
   *     tenant
   */
  QuestionGuard(SchemaSource schema, String tenantColumn, String tenantValue,
      Function<SchemaSnapshot, TenantDirectory> directory) {
    this.schema = schema;
    this.tenantColumn = tenantColumn;
    this.tenantValue = tenantValue;
    this.directory = directory;
  }

  /**
   * Checks a natural-language turn.
   *
   * @param refining whether the conversation has a query the text could refine
   */
  void check(String question, boolean refining) throws SQLException {
    SchemaSnapshot snapshot = snapshot();
    Set<String> entities = entities(snapshot);
    List<String> parts = parts(question);
    for (int i = 0; i < parts.size(); i++) {
      String part = parts.get(i);
      if (i > 0 && SqlStart.of(part).isSql()) {
        throw SqlState.INSUFFICIENT_PRIVILEGE.exception("refused: the question is followed by"
            + " SQL after ';' ('" + UserText.abbreviate(part) + "'); nljdbc runs one statement"
            + " at a time and only reads. Send the question alone, or a read-only query alone");
      }
      String verb = WriteRequests.verb(part, refining, entities);
      if (verb != null) {
        throw SqlState.INSUFFICIENT_PRIVILEGE.exception("refused: nljdbc only reads; '"
            + UserText.abbreviate(question) + "' asks to " + verb.toLowerCase(Locale.ROOT)
            + " data or tables. Ask a question about the data instead");
      }
    }
    if (tenantValue != null && snapshot != null && directory.apply(snapshot)
        .namesAnotherTenant(question, tenantValue, ownValues(snapshot))) {
      throw SqlState.INSUFFICIENT_PRIVILEGE.exception("refused: the question asks about data"
          + " outside your tenant; nljdbc answers only with your own tenant's data");
    }
  }

  /** Checks the question a command carries ({@code /new}, {@code /explain}, {@code /answer}). */
  void checkCommand(String command, boolean refining) throws SQLException {
    String trimmed = command.strip();
    int space = 0;
    while (space < trimmed.length() && !Character.isWhitespace(trimmed.charAt(space))) {
      space++;
    }
    String name = trimmed.substring(0, space).toLowerCase(Locale.ROOT);
    String argument = trimmed.substring(space).strip();
    if (!argument.isEmpty() && (name.equals("/new") || name.equals("/explain")
        || name.equals("/answer"))) {
      check(argument, refining && !name.equals("/new"));
    }
  }

  /** The text's parts between semicolons, stripped, the empty ones left out. */
  private static List<String> parts(String question) {
    List<String> parts = new ArrayList<>();
    int from = 0;
    for (int i = 0; i <= question.length(); i++) {
      if (i == question.length() || question.charAt(i) == ';') {
        String part = question.substring(from, i).strip();
        if (!part.isEmpty()) {
          parts.add(part);
        }
        from = i + 1;
      }
    }
    return parts;
  }

  private SchemaSnapshot snapshot() {
    try {
      return schema.snapshot();
    } catch (SQLException | RuntimeException e) {
      LOG.debug("the schema is not available for checking a question", e);
      return null;
    }
  }

  /**
   * The values the snapshot sampled from the tenant's own rows (tables with the tenant column),
   * lower case; shared tables, the tenants' own table among them, do not count.
   */
  private Set<String> ownValues(SchemaSnapshot snapshot) {
    OwnValues cached = ownValues;
    if (cached != null && cached.snapshot == snapshot) {
      return cached.values;
    }
    Set<String> values = new HashSet<>();
    for (TableInfo t : snapshot.tables()) {
      if (t.column(tenantColumn) == null) {
        continue;
      }
      for (ColumnInfo c : t.columns()) {
        for (String v : c.sampleValues()) {
          values.add(String.join(" ", WriteRequests.words(v)));
        }
        for (String v : c.lookupValues()) {
          values.add(String.join(" ", WriteRequests.words(v)));
        }
      }
    }
    ownValues = new OwnValues(snapshot, Set.copyOf(values));
    return values;
  }

  private record OwnValues(SchemaSnapshot snapshot, Set<String> values) {
  }

  private static Set<String> entities(SchemaSnapshot snapshot) {
    Set<String> words = new HashSet<>();
    if (snapshot != null) {
      for (TableInfo t : snapshot.tables()) {
        words.addAll(WriteRequests.entityWords(t.name()));
      }
    }
    return words;
  }
}
