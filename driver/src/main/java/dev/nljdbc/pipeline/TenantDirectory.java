package dev.nljdbc.pipeline;

import dev.nljdbc.config.TenantNames;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.ForeignKey;
import dev.nljdbc.schema.SchemaCatalog;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import dev.nljdbc.security.WriteRequests;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Who the tenants are, so that a question naming another tenant is refused rather than
 * answered silently with the asker's own rows (SPEC §5).
 *
 * <p>Design note. The tenants' own table is found from metadata: the table whose primary key is
 * the tenant column, or else the table that the tenant columns of other tables reference by
 * foreign key, or, on a schema without such keys, the table named for the tenants
 * ({@link TenantNames}). Its key values and its name-like text columns (a column
 * whose name contains "name", "title" or "label", and a text key) are read once per target with
 * an internal query and kept only in memory, for matching: they never reach a prompt, a message,
 * a log line or a clarification option. A question names another tenant when it holds
 * <ul>
 *   <li>a tenant word ("tenant", the tenant column and its parts, the tenants' table name and its
 *       singular) followed by an id other than the asker's ("tenant 110", "org_id = 110");
 *   <li>a tenant word after "all", "other", "every", "each", "another" ("other tenants");
 *   <li>the name of another tenant (its full name, the first two words of a longer one, or its
 *       first word when written capitalised), unless the asker's own tenant has the same name
 *       or the asker's own data holds it as a value (a region called like a tenant).
 * </ul>
 * Every case is refused with the same message, which names nothing.
 */
public final class TenantDirectory {
  private static final Logger LOG = LoggerFactory.getLogger(TenantDirectory.class);
  private static final int MAX_TENANTS = 10_000;
  private static final Set<String> FILLERS = Set.of("id", "no", "number", "nr", "num", "is",
      "of", "with", "key", "code");
  private static final Set<String> OTHERS = Set.of("all", "other", "others", "every", "each",
      "another", "across");
  private static final Set<String> KEY_SUFFIXES = Set.of("id", "no", "nr", "key", "code", "num",
      "number", "ref", "fk", "uuid");
  private static final Set<Integer> TEXT_TYPES = Set.of(Types.CHAR, Types.VARCHAR,
      Types.LONGVARCHAR, Types.NCHAR, Types.NVARCHAR, Types.LONGNVARCHAR);

  /** A phrase that names a tenant, and whose key it is. */
  private record Phrase(List<String> words, String key, boolean capitalised) {
  }

  private final Set<String> tenantWords;
  private final Map<String, List<Phrase>> phrasesByFirstWord;
  private final Map<String, Set<String>> phrasesByKey;

  private TenantDirectory(Set<String> tenantWords, List<Phrase> phrases) {
    this.tenantWords = Set.copyOf(tenantWords);
    Map<String, List<Phrase>> byFirst = new HashMap<>();
    Map<String, Set<String>> byKey = new HashMap<>();
    for (Phrase p : phrases) {
      byFirst.computeIfAbsent(p.words.get(0), k -> new ArrayList<>()).add(p);
      byKey.computeIfAbsent(p.key, k -> new HashSet<>()).add(String.join(" ", p.words));
    }
    this.phrasesByFirstWord = byFirst;
    this.phrasesByKey = byKey;
  }

  /**
   * Reads the tenants of a target.
   *
   * @param snapshot the target's schema, for finding the tenants' table
   * @param tenantColumn the tenant column
   * @param source opens a connection to the target for reading the tenants' names
   */
  public static TenantDirectory load(SchemaSnapshot snapshot, String tenantColumn,
      SchemaCatalog.ConnectionSource source) {
    String column = tenantColumn.toLowerCase(Locale.ROOT);
    Set<String> words = new LinkedHashSet<>(List.of("tenant", "tenants", column));
    for (String part : column.split("_")) {
      if (!part.isEmpty() && !KEY_SUFFIXES.contains(part)) {
        words.add(part);
        words.add(part + "s");
      }
    }
    TenantTable owner = ownerTable(snapshot, tenantColumn);
    if (owner == null) {
      return new TenantDirectory(words, List.of());
    }
    words.addAll(WriteRequests.entityWords(owner.table.name()));
    List<Phrase> phrases = new ArrayList<>();
    try (Connection c = source.open()) {
      phrases = readNames(c, owner);
    } catch (SQLException | RuntimeException e) {
      LOG.warn("could not read the tenants' names from {}; questions are checked for tenant ids"
          + " only: {}", owner.table.name(), e.getMessage());
    }
    return new TenantDirectory(words, phrases);
  }

  /**
   * Whether the question names a tenant other than {@code ownValue} (see the class note).
   *
   * @param ownValues values the asker sees in its own data, lower case (a region, a product); a
   *     tenant name that is also one of them, or a one-word name that is a word of one of them,
   *     is not counted as a mention
   */
  public boolean namesAnotherTenant(String question, String ownValue, Set<String> ownValues) {
    Set<String> ownWords = new HashSet<>();
    for (String v : ownValues) {
      ownWords.addAll(WriteRequests.words(v));
    }
    List<String> words = WriteRequests.words(question);
    List<String> original = WriteRequests.originalWords(question);
    String own = normalise(ownValue);
    for (int i = 0; i < words.size(); i++) {
      String w = words.get(i);
      if (tenantWords.contains(w)) {
        if (i > 0 && OTHERS.contains(words.get(i - 1))
            || i > 1 && OTHERS.contains(words.get(i - 2)) && "the".equals(words.get(i - 1))) {
          return true;
        }
        int j = i + 1;
        while (j < words.size() && FILLERS.contains(words.get(j))) {
          j++;
        }
        if (j < words.size() && isId(words.get(j), own) && !normalise(words.get(j)).equals(own)) {
          return true;
        }
      }
      for (Phrase p : phrasesByFirstWord.getOrDefault(w, List.of())) {
        String phrase = String.join(" ", p.words);
        boolean ownToo = phrasesByKey.getOrDefault(own, Set.of()).contains(phrase)
            || ownValues.contains(phrase) || p.words.size() == 1 && ownWords.contains(phrase);
        if (!p.key.equals(own) && !ownToo && matches(words, original, i, p)) {
          return true;
        }
      }
    }
    return false;
  }

  /** An id-like word: a number, or any word where the tenant's own id is not a number. */
  private static boolean isId(String word, String own) {
    boolean ownNumeric = isNumber(own);
    return ownNumeric ? isNumber(word) : word.length() > 1;
  }

  private static boolean matches(List<String> words, List<String> original, int at, Phrase p) {
    if (at + p.words.size() > words.size()) {
      return false;
    }
    for (int k = 0; k < p.words.size(); k++) {
      if (!words.get(at + k).equals(p.words.get(k))) {
        return false;
      }
    }
    if (p.capitalised) {
      String typed = at < original.size() ? original.get(at) : "";
      return at > 0 && !typed.isEmpty() && Character.isUpperCase(typed.charAt(0));
    }
    return true;
  }

  /** The tenants' table and the column holding the tenant's id in it. */
  private record TenantTable(TableInfo table, String keyColumn) {
  }

  private static TenantTable ownerTable(SchemaSnapshot snapshot, String tenantColumn) {
    for (TableInfo t : snapshot.tables()) {
      if (t.primaryKey().size() == 1 && t.primaryKey().get(0).equalsIgnoreCase(tenantColumn)) {
        return new TenantTable(t, t.primaryKey().get(0));
      }
    }
    Map<String, Integer> references = new HashMap<>();
    Map<String, TenantTable> byName = new HashMap<>();
    for (TableInfo t : snapshot.tables()) {
      for (ForeignKey fk : t.foreignKeys()) {
        if (fk.columns().size() == 1 && fk.columns().get(0).equalsIgnoreCase(tenantColumn)) {
          TableInfo target = table(snapshot, fk.referencedSchema(), fk.referencedTable());
          if (target != null) {
            String key = target.schema() + "." + target.name();
            references.merge(key, 1, Integer::sum);
            byName.putIfAbsent(key, new TenantTable(target, fk.referencedColumns().get(0)));
          }
        }
      }
    }
    TenantTable referenced = references.entrySet().stream().max(Map.Entry.comparingByValue())
        .map(e -> byName.get(e.getKey())).orElse(null);
    return referenced != null ? referenced : namedTable(snapshot, tenantColumn);
  }

  /**
   * Without keys that say which table lists the tenants, the table named for them
   * ({@link TenantNames#namesTheTenants}: {@code tenants}, {@code orgs} for {@code org_id}) with
   * a one-column primary key and without the tenant column itself.
   */
  private static TenantTable namedTable(SchemaSnapshot snapshot, String tenantColumn) {
    for (TableInfo t : snapshot.tables()) {
      if (t.primaryKey().size() == 1 && t.column(tenantColumn) == null
          && TenantNames.namesTheTenants(t.name(), tenantColumn)) {
        return new TenantTable(t, t.primaryKey().get(0));
      }
    }
    return null;
  }

  private static TableInfo table(SchemaSnapshot snapshot, String schema, String name) {
    for (TableInfo t : snapshot.tables()) {
      if (t.name().equalsIgnoreCase(name)
          && (schema == null || t.schema() == null || t.schema().equalsIgnoreCase(schema))) {
        return t;
      }
    }
    return null;
  }

  private static List<Phrase> readNames(Connection c, TenantTable owner) throws SQLException {
    List<String> nameColumns = new ArrayList<>();
    for (ColumnInfo col : owner.table.columns()) {
      String n = col.name().toLowerCase(Locale.ROOT);
      boolean text = TEXT_TYPES.contains(col.jdbcType());
      boolean key = col.name().equalsIgnoreCase(owner.keyColumn);
      if (text && (key || n.contains("name") || n.contains("title") || n.contains("label"))) {
        nameColumns.add(col.name());
      }
    }
    if (nameColumns.isEmpty()) {
      return List.of();
    }
    DatabaseMetaData md = c.getMetaData();
    String quote = md.getIdentifierQuoteString();
    quote = quote == null || quote.isBlank() ? "\"" : quote.strip();
    StringBuilder sql = new StringBuilder("SELECT ").append(quoted(owner.keyColumn, quote));
    for (String n : nameColumns) {
      sql.append(", ").append(quoted(n, quote));
    }
    sql.append(" FROM ");
    if (owner.table.schema() != null) {
      sql.append(quoted(owner.table.schema(), quote)).append('.');
    }
    sql.append(quoted(owner.table.name(), quote));
    List<Phrase> phrases = new ArrayList<>();
    try (Statement st = c.createStatement()) {
      st.setMaxRows(MAX_TENANTS);
      st.setQueryTimeout(10);
      try (ResultSet rs = st.executeQuery(sql.toString())) {
        while (rs.next()) {
          String key = normalise(rs.getString(1));
          for (int i = 0; i < nameColumns.size(); i++) {
            addPhrases(phrases, rs.getString(i + 2), key);
          }
        }
      }
    } finally {
      if (!c.getAutoCommit()) {
        c.rollback();
      }
    }
    return phrases;
  }

  private static void addPhrases(List<Phrase> phrases, String name, String key) {
    if (name == null) {
      return;
    }
    List<String> words = WriteRequests.words(name);
    if (words.isEmpty() || words.size() == 1 && words.get(0).length() < 3) {
      return;
    }
    phrases.add(new Phrase(words, key, false));
    if (words.size() >= 3) {
      phrases.add(new Phrase(words.subList(0, 2), key, false));
    }
    if (words.size() >= 2 && words.get(0).length() >= 5) {
      phrases.add(new Phrase(words.subList(0, 1), key, true));
    }
  }

  private static String quoted(String identifier, String quote) {
    return quote + identifier.replace(quote, quote + quote) + quote;
  }

  private static boolean isNumber(String s) {
    if (s == null || s.isEmpty()) {
      return false;
    }
    try {
      new BigDecimal(s);
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  /** A tenant id as compared: numbers without leading zeros or trailing decimals, text lower case. */
  private static String normalise(String value) {
    if (value == null) {
      return "";
    }
    String v = value.strip();
    if (isNumber(v)) {
      BigDecimal d = new BigDecimal(v).stripTrailingZeros();
      return d.scale() < 0 ? d.setScale(0).toPlainString() : d.toPlainString();
    }
    return v.toLowerCase(Locale.ROOT);
  }
}
