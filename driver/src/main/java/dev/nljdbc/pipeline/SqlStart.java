package dev.nljdbc.pipeline;

import dev.nljdbc.security.Parsers;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import net.sf.jsqlparser.JSQLParserException;
import net.sf.jsqlparser.statement.Statements;
import net.sf.jsqlparser.statement.select.Select;

/**
 * Decides from its first words whether text is SQL (SPEC §2): text that starts with an SQL
 * statement keyword, or with a near miss of one ({@code selec}, {@code slect}), is SQL, whatever
 * follows; the security gate then refuses what is not a query and the pipeline reports text that
 * does not parse as a syntax error. Nothing that starts like SQL reaches the natural-language
 * route, where it would run an unrelated query.
 *
 * <p>Design note. Some statement keywords are everyday English verbs ("show me", "do we have",
 * "update me on", "set the year to"). For those the keyword counts only when the words after it
 * follow that statement's grammar ({@code SET name = value}, {@code DO $$...$$},
 * {@code EXPLAIN SELECT}, {@code RESET ALL}), or when the first two words are typed in capitals
 * ({@code SHOW ALL}, {@code DESCRIBE ORDERS}), as SQL is written and questions are not, or, for
 * {@code WITH} and {@code VALUES}, when the whole text parses as one query
 * ({@code WITH "Tickets" AS (SELECT 1 AS x) SELECT count(*) FROM Tickets}); the
 * rules read at most the first eight tokens as JSqlParser's token manager splits them, never a
 * regular expression. {@code SHOW},
 * {@code DESCRIBE} and {@code TABLE} stay English unless they name a setting or catalogue
 * listing, since "show users" and "describe orders" are questions people ask. A near miss is a
 * word with the keyword's first letter, within edit distance 1 (2 for keywords of six letters or
 * more) of it, that is not the keyword with an ending ("selected", "deleted", "updated"), and
 * whose text parses as SQL with the keyword in its place or continues with {@code *}.
 */
final class SqlStart {
  /** What the first words say. */
  enum Kind {
    /** Not SQL: a natural-language turn. */
    ENGLISH,
    /** A query keyword (SELECT, WITH, VALUES, or a bracket around one). */
    QUERY,
    /** A statement keyword that is not a query; the gate refuses it. */
    NOT_QUERY
  }

  /**
   * The decision.
   *
   * @param kind what the text is
   * @param keyword the statement keyword, upper case (the intended one for a near miss); null
   *     for English
   * @param nearMiss whether the first word is a misspelling of {@code keyword}
   */
  record Decision(Kind kind, String keyword, boolean nearMiss) {
    static final Decision ENGLISH = new Decision(Kind.ENGLISH, null, false);

    boolean isSql() {
      return kind != Kind.ENGLISH;
    }
  }

  /** Keywords that start only statements; no question starts with them. */
  private static final Set<String> ALWAYS = Set.of("select", "merge", "upsert", "create", "alter",
      "drop", "truncate", "grant", "revoke", "vacuum", "deallocate", "savepoint", "rollback",
      "commit", "checkpoint", "reindex", "listen", "unlisten", "notify", "lock", "unlock",
      "declare", "pragma", "reassign", "xa", "exec");

  private static final Set<String> QUERY_KEYWORDS = Set.of("select", "with", "values", "table");

  /** Keywords that are English words too: SQL only when what follows is that statement's grammar. */
  private static final Map<String, Predicate<LeadingTokens>> GRAMMAR = Map.ofEntries(
      Map.entry("insert", t -> t.is(1, "into", "ignore", "low_priority", "delayed",
          "high_priority", "overwrite", "all")),
      Map.entry("replace", t -> t.is(1, "into", "low_priority", "delayed")),
      Map.entry("update", SqlStart::updateGrammar),
      Map.entry("delete", t -> t.is(1, "from", "low_priority", "quick", "ignore")
          || t.isWord(1) && (t.is(2, "from") || t.is(2, ".") && t.is(4, "from"))),
      Map.entry("set", SqlStart::setGrammar),
      Map.entry("reset", SqlStart::resetGrammar),
      Map.entry("show", SqlStart::showGrammar),
      Map.entry("desc", t -> t.isWord(1) && (t.endsAfter(2) || t.is(2, ".") && t.endsAfter(4))),
      Map.entry("use", t -> (t.isWord(1) || t.at(1).startsWith("`")) && t.endsAfter(2)),
      Map.entry("explain", t -> t.is(1, "select", "with", "values", "table", "analyze",
          "analyse", "verbose", "(", "insert", "update", "delete", "merge", "execute", "declare",
          "create", "format", "extended", "partitions", "query", "plan", "costs", "buffers",
          "settings", "wal", "timing", "summary", "generic_plan", "memory", "serialize")),
      Map.entry("analyze", SqlStart::analyzeGrammar),
      Map.entry("analyse", SqlStart::analyzeGrammar),
      Map.entry("do", t -> t.has(1) && !t.isWord(1) || t.is(1, "language")
          || t.isWord(1) && t.is(2, "(")),
      Map.entry("call", t -> t.isWord(1) && (t.is(2, "(") || t.is(2, ".") && t.is(4, "("))),
      Map.entry("execute", t -> t.is(1, "immediate")
          || t.isWord(1) && (t.endsAfter(2) || t.is(2, "(", "using"))),
      Map.entry("prepare", t -> t.is(1, "transaction")
          || t.isWord(1) && t.is(2, "as", "from", "(")),
      Map.entry("copy", SqlStart::copyGrammar),
      Map.entry("comment", t -> t.is(1, "on")),
      Map.entry("refresh", t -> t.is(1, "materialized")),
      Map.entry("begin", t -> t.endsAfter(1)
          || t.is(1, "work", "transaction", "isolation", "read", "not")),
      Map.entry("start", t -> t.is(1, "transaction", "slave", "replica")),
      Map.entry("end", t -> t.endsAfter(1) || t.is(1, "work", "transaction")),
      Map.entry("abort", t -> t.endsAfter(1) || t.is(1, "work", "transaction")),
      Map.entry("release", t -> t.is(1, "savepoint")),
      Map.entry("close", t -> t.isWord(1) && t.endsAfter(2)),
      Map.entry("fetch", t -> t.is(1, "next", "prior", "forward", "backward", "absolute",
          "relative") && (t.is(2, "from", "in") || t.is(3, "from", "in"))),
      Map.entry("move", t -> t.is(1, "next", "prior", "forward", "backward", "absolute",
          "relative") && (t.is(2, "from", "in") || t.is(3, "from", "in"))),
      Map.entry("load", t -> t.isString(1) || t.is(1, "data", "xml", "index")),
      Map.entry("import", t -> t.is(1, "foreign", "table")),
      Map.entry("security", t -> t.is(1, "label")),
      Map.entry("cluster", t -> t.endsAfter(1) || t.is(1, "verbose")
          || t.isWord(1) && (t.endsAfter(2) || t.is(2, "using"))),
      Map.entry("discard", t -> t.is(1, "all", "plans", "sequences", "temp", "temporary")),
      Map.entry("rename", t -> t.is(1, "table", "user")),
      Map.entry("kill", t -> t.isNumber(1) || t.is(1, "query", "connection")),
      Map.entry("flush", t -> t.endsAfter(1) || t.is(1, "privileges", "tables", "logs",
          "status", "hosts", "local", "no_write_to_binlog")),
      Map.entry("optimize", t -> t.is(1, "table", "local", "no_write_to_binlog")),
      Map.entry("repair", t -> t.is(1, "table", "local", "no_write_to_binlog")),
      Map.entry("checksum", t -> t.is(1, "table")),
      Map.entry("purge", t -> t.is(1, "binary", "master")),
      Map.entry("shutdown", t -> t.endsAfter(1)),
      Map.entry("install", t -> t.is(1, "plugin", "soname")),
      Map.entry("uninstall", t -> t.is(1, "plugin", "soname")),
      Map.entry("handler", t -> t.isWord(1) && t.is(2, "open", "read", "close")),
      Map.entry("with", t -> t.is(1, "recursive") || t.isWord(1) && t.is(2, "as", "(")),
      Map.entry("values", t -> t.is(1, "(", "row")));

  /**
   * Query keywords that are English words too, after which text that parses completely as one
   * query is SQL whatever its leading tokens look like ({@code WITH "Tickets" AS (...)}).
   */
  private static final Set<String> PARSED_QUERY_STARTS = Set.of("with", "values");

  /** Keywords a mistyped first word is compared with. */
  private static final List<String> NEAR_MISS_TARGETS = List.of("select", "insert", "update",
      "delete", "create", "alter", "drop", "truncate", "explain", "vacuum", "analyze", "merge",
      "grant", "revoke", "execute", "prepare", "declare", "refresh");

  /** SHOW targets that name settings or catalogue listings rather than data. */
  private static final Set<String> SHOW_ALONE = Set.of("variables", "grants", "processlist",
      "databases", "schemas", "engines", "plugins", "privileges", "profiles", "collation",
      "charset", "timezone", "datestyle");

  private static final Set<String> RESET_ALONE = Set.of("all", "role", "master", "slave",
      "replica", "persist", "timezone", "datestyle");

  private static final Set<String> SET_SECOND = Set.of("session", "local", "global", "role",
      "transaction", "names", "character", "constraints", "time", "password", "autocommit",
      "statement", "default", "persist", "persist_only", "schema", "search_path", "timezone",
      "datestyle");

  private SqlStart() {
  }

  /** Reads the first words of the (stripped, non-empty) text. */
  static Decision of(String text) {
    LeadingTokens t = LeadingTokens.of(text);
    String first = t.at(0);
    if (first.isEmpty()) {
      return Decision.ENGLISH;
    }
    if (first.equals("{")) {
      return new Decision(Kind.NOT_QUERY, "{", false);
    }
    if (first.equals("(")) {
      int i = 0;
      while (t.is(i, "(")) {
        i++;
      }
      return t.is(i, "select", "with", "values", "table")
          ? new Decision(Kind.QUERY, t.at(i).toUpperCase(Locale.ROOT), false) : Decision.ENGLISH;
    }
    if (ALWAYS.contains(first)) {
      return decided(first);
    }
    Predicate<LeadingTokens> grammar = GRAMMAR.get(first);
    if (grammar != null || first.equals("table") || first.equals("describe")) {
      boolean sql = grammar != null && grammar.test(t) || t.isCapitalWord(0) && t.isCapitalWord(1)
          || PARSED_QUERY_STARTS.contains(first) && parsesAsQuery(text);
      return sql ? decided(first) : Decision.ENGLISH;
    }
    String meant = nearMiss(first);
    if (meant != null && (t.is(1, "*") || parsesAs(text, first, meant))) {
      return new Decision(QUERY_KEYWORDS.contains(meant) ? Kind.QUERY : Kind.NOT_QUERY,
          meant.toUpperCase(Locale.ROOT), true);
    }
    return Decision.ENGLISH;
  }

  /** The keyword the word is a near miss of, or null. */
  static String nearMiss(String word) {
    if (word.length() < 3 || !isLetters(word)) {
      return null;
    }
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String keyword : NEAR_MISS_TARGETS) {
      if (word.startsWith(keyword) || word.charAt(0) != keyword.charAt(0)) {
        continue;
      }
      int allowed = keyword.length() >= 6 ? 2 : 1;
      int distance = EditDistance.bounded(word, keyword, allowed);
      if (distance <= allowed && distance < bestDistance) {
        best = keyword;
        bestDistance = distance;
      }
    }
    return best;
  }

  private static Decision decided(String keyword) {
    return new Decision(QUERY_KEYWORDS.contains(keyword) ? Kind.QUERY : Kind.NOT_QUERY,
        keyword.toUpperCase(Locale.ROOT), false);
  }

  private static boolean isLetters(String word) {
    for (int i = 0; i < word.length(); i++) {
      if (!Character.isLetter(word.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether the text, with its first word replaced by the keyword, parses as SQL that carries
   * SQL structure beyond bare words (a FROM, INTO, SET or punctuation), as "selec name from
   * users" does and "grand total by region" does not.
   */
  private static boolean parsesAs(String text, String first, String keyword) {
    int at = text.toLowerCase(Locale.ROOT).indexOf(first);
    if (at < 0) {
      return false;
    }
    String corrected = text.substring(0, at) + keyword + text.substring(at + first.length());
    LeadingTokens t = LeadingTokens.of(corrected);
    boolean structured = false;
    for (int i = 1; i < LeadingTokens.KEPT && t.has(i); i++) {
      structured |= t.is(i, "from", "into", "set", "where", ",", "(", "=", "*", ".");
    }
    if (!structured) {
      return false;
    }
    try {
      Statements statements = Parsers.parseStatements(corrected, 1_000);
      return statements != null && !statements.isEmpty();
    } catch (JSQLParserException | RuntimeException e) {
      return false;
    }
  }

  /** Whether the whole text parses as exactly one query (SPEC §2: text that parses is SQL). */
  private static boolean parsesAsQuery(String text) {
    try {
      Statements statements = Parsers.parseStatements(text, 1_000);
      return statements != null && statements.size() == 1 && statements.get(0) instanceof Select;
    } catch (JSQLParserException | RuntimeException e) {
      return false;
    }
  }

  private static boolean updateGrammar(LeadingTokens t) {
    for (int i = 2; i < LeadingTokens.KEPT; i++) {
      if (t.is(i, "set")) {
        return true;
      }
    }
    return t.is(1, "low_priority", "ignore", "only");
  }

  private static boolean setGrammar(LeadingTokens t) {
    String second = t.at(1);
    return SET_SECOND.contains(second) || second.startsWith("@")
        || t.isWord(1) && t.is(2, "=", "to", ":=", ".");
  }

  private static boolean resetGrammar(LeadingTokens t) {
    String second = t.at(1);
    if (t.endsAfter(2)) {
      return RESET_ALONE.contains(second) || second.contains("_");
    }
    return t.is(1, "session", "query", "slave", "replica", "master") || t.is(2, ".");
  }

  private static boolean showGrammar(LeadingTokens t) {
    String second = t.at(1);
    if (t.endsAfter(2)) {
      return SHOW_ALONE.contains(second) || second.contains("_");
    }
    if (t.is(2, ".") && t.endsAfter(4)) {
      return true;
    }
    return t.is(1, "full") && t.is(2, "processlist", "tables", "columns", "fields")
        || t.is(1, "global", "session") && t.is(2, "variables", "status")
        || t.is(1, "columns", "fields", "index", "indexes", "keys") && t.is(2, "from", "in")
        || t.is(1, "create") && t.is(2, "table", "view", "database", "schema", "function",
            "procedure", "trigger", "event", "user", "sequence")
        || t.is(1, "table") && t.is(2, "status")
        || t.is(1, "grants") && t.is(2, "for")
        || t.is(1, "variables", "status") && t.is(2, "like", "where")
        || t.is(1, "transaction") && t.is(2, "isolation");
  }

  private static boolean analyzeGrammar(LeadingTokens t) {
    if (t.endsAfter(1) || t.is(1, "verbose", "(", "table", "local", "no_write_to_binlog",
        "skip_locked")) {
      return true;
    }
    return t.isWord(1) && (t.endsAfter(2) || t.is(2, "(")
        || t.is(2, ".") && (t.endsAfter(4) || t.is(4, "(")));
  }

  private static boolean copyGrammar(LeadingTokens t) {
    if (t.is(1, "(")) {
      return true;
    }
    int i = 1;
    if (!t.isWord(i)) {
      return false;
    }
    i++;
    if (t.is(i, ".")) {
      i += 2;
    }
    if (t.is(i, "(")) {
      while (i < LeadingTokens.KEPT && !t.is(i, ")")) {
        i++;
      }
      i++;
    }
    return t.is(i, "to", "from");
  }
}
