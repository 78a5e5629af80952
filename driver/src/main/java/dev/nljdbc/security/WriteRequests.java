package dev.nljdbc.security;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Recognises English that asks nljdbc to change data or the schema ("delete order 5", "update
 * order 5 to shipped", "remove all cancelled orders", "create a new user"), which the pipeline
 * refuses with 42501 instead of answering it with a query (SPEC §5).
 *
 * <p>Design note. Only the request's main verb counts: the first word after courtesy phrases
 * ("please", "can you", "I want to"), so "orders updated last week", "deleted users" and "how
 * many orders were cancelled" are questions. Verbs that only ever mean a change ({@code delete},
 * {@code update}, {@code insert}, ...) are requests unless they name the answer itself ("update
 * me on", "update this list to include").
 * The dialog's own refinement verbs ({@code remove}, {@code change}, {@code add}, {@code set},
 * ...) are requests only when they point at stored data: a row by its id ("order 5"), a table
 * or rows as such ("the brands table", "all rows", "all cancelled orders"), something new ("add a new
 * customer"), or, with no query yet to refine, any table's rows ("remove cancelled orders").
 * "remove the totals" or "change the year to 2023" stay refinements.
 *
 * <p>Destructive verbs beyond the SQL ones form small closed classes, listed here rather than
 * taken from a thesaurus so that every refusal can be traced to a word: verbs that always ask
 * for a change ({@code archive}, {@code purge}, {@code wipe}, {@code expunge}, {@code shred},
 * {@code redact}, ...), phrases that do ("close out", "clean up", "get rid of", "write off"),
 * and verbs that do when they point at stored data as above ({@code close}, {@code clear},
 * {@code void}, {@code retire}, {@code disable}, {@code suspend}, {@code discard},
 * {@code reopen}, {@code approve}, {@code reject}); "archive of tickets" and "close prices by day"
 * stay questions. Words are compared after folding look-alike characters, so "dеlete" with
 * a Cyrillic e is "delete".
 */
public final class WriteRequests {
  private static final Set<String> ALWAYS = Set.of("delete", "drop", "truncate", "insert",
      "erase", "wipe", "purge", "destroy", "overwrite", "upsert", "modify", "edit", "rename",
      "alter", "grant", "revoke", "update", "deactivate", "expunge", "obliterate", "shred",
      "anonymize", "anonymise", "redact", "archive");
  /**
   * Phrases that ask for rows to go away or change state whatever follows: "close out all
   * tickets", "clean up old orders", "get rid of the test users".
   */
  private static final List<List<String>> ALWAYS_PHRASES = List.of(List.of("close", "out"),
      List.of("clean", "out"), List.of("clean", "up"), List.of("get", "rid", "of"),
      List.of("throw", "away"), List.of("write", "off"));
  private static final Set<String> WHEN_STORED = Set.of("remove", "change", "set", "mark", "add",
      "create", "cancel", "replace", "reset", "move", "assign", "restore", "close", "clear",
      "void", "retire", "disable", "suspend", "discard", "reopen", "approve", "reject");
  private static final Set<String> FIRST_TURN = Set.of("remove", "cancel", "mark", "change", "set",
      "reset", "move", "assign", "restore", "void", "retire", "discard", "reopen");
  private static final Set<String> STORAGE = Set.of("table", "tables", "database", "databases",
      "schema", "schemas", "row", "rows", "record", "records", "entry", "entries", "index",
      "indexes", "view", "views");
  /** Verbs that are nouns too, and the words after which they are nouns: "change in revenue". */
  private static final Set<String> NOUN_VERBS = Set.of("change", "set", "move", "mark", "reset",
      "archive", "close", "void", "clear");
  /** What a request to change the answer itself names: "update this list to include ...". */
  private static final Set<String> RESULT_WORDS = Set.of("list", "query", "result", "results",
      "answer", "report", "output", "chart", "selection", "search", "me", "us", "on");
  private static final Set<String> NOUN_FOLLOWERS = Set.of("in", "over", "between", "since",
      "per", "by", "from", "vs", "versus", "of", "for");
  private static final Set<String> ID_FILLERS = Set.of("id", "no", "number", "nr", "num");
  private static final Set<String> ALL = Set.of("all", "every", "each");
  private static final Set<String> NEW = Set.of("a", "an", "new", "another");
  private static final List<List<String>> COURTESY = List.of(List.of("please"),
      List.of("kindly"), List.of("now"), List.of("ok"), List.of("okay"), List.of("hey"),
      List.of("just"), List.of("then"), List.of("go", "ahead", "and"), List.of("can", "you"),
      List.of("could", "you"), List.of("would", "you"), List.of("will", "you"),
      List.of("i", "want", "to"), List.of("i", "need", "to"), List.of("i", "would", "like", "to"),
      List.of("i", "d", "like", "to"), List.of("i", "wish", "to"), List.of("let", "s"),
      List.of("lets"), List.of("we", "need", "to"), List.of("we", "want", "to"),
      List.of("help", "me"), List.of("try", "to"), List.of("you", "should"),
      List.of("you", "must"), List.of("quickly"), List.of("also"));

  private WriteRequests() {
  }

  /**
   * The verb with which the question asks for a change, or null when it asks for data.
   *
   * @param question the person's text
   * @param refining whether the conversation has a query the text could refine
   * @param entities the target's table names, lower case, with their singulars
   */
  public static String verb(String question, boolean refining, Set<String> entities) {
    String text = question == null ? "" : question.strip();
    if (text.isEmpty() || !Character.isLetter(text.charAt(0))) {
      return null;
    }
    List<String> words = words(text);
    int start = 0;
    boolean stripped = true;
    while (stripped && start < words.size()) {
      stripped = false;
      for (List<String> phrase : COURTESY) {
        if (startsWith(words, start, phrase)) {
          start += phrase.size();
          stripped = true;
          break;
        }
      }
    }
    if (start >= words.size()) {
      return null;
    }
    for (List<String> phrase : ALWAYS_PHRASES) {
      if (startsWith(words, start, phrase)) {
        return String.join(" ", phrase);
      }
    }
    String verb = words.get(start);
    List<String> rest = words.subList(start + 1, words.size());
    if (NOUN_VERBS.contains(verb) && !rest.isEmpty() && NOUN_FOLLOWERS.contains(rest.get(0))) {
      return null;
    }
    if (ALWAYS.contains(verb)) {
      return namesTheResult(rest) ? null : verb;
    }
    if (!WHEN_STORED.contains(verb)) {
      return null;
    }
    boolean stored = namesARow(rest, entities) || namesStorage(rest, entities)
        || quantified(rest, entities)
        || (verb.equals("add") || verb.equals("create")) && introducesOne(rest, entities)
        || !refining && FIRST_TURN.contains(verb) && rest.stream().anyMatch(entities::contains);
    return stored ? verb : null;
  }

  /** "update me on ...", "update this list to ...", "edit the query": the answer, not data. */
  private static boolean namesTheResult(List<String> rest) {
    for (int i = 0; i < Math.min(rest.size(), 2); i++) {
      if (RESULT_WORDS.contains(rest.get(i))) {
        return true;
      }
    }
    return false;
  }

  /** "the brands table", "all rows", "customer records": tables or rows as such. */
  private static boolean namesStorage(List<String> rest, Set<String> entities) {
    for (int i = 0; i < rest.size(); i++) {
      if (STORAGE.contains(rest.get(i))) {
        boolean entityBefore = i > 0 && entities.contains(rest.get(i - 1));
        boolean entityAfter = i + 1 < rest.size() && entities.contains(rest.get(i + 1));
        boolean quantified = i > 0 && ALL.contains(rest.get(i - 1));
        if (entityBefore || entityAfter || quantified) {
          return true;
        }
      }
    }
    return false;
  }

  /** "order 5", "customer #12", "user id 7". */
  private static boolean namesARow(List<String> rest, Set<String> entities) {
    for (int i = 0; i < rest.size(); i++) {
      if (!entities.contains(rest.get(i)) && !STORAGE.contains(rest.get(i))) {
        continue;
      }
      int j = i + 1;
      while (j < rest.size() && ID_FILLERS.contains(rest.get(j))) {
        j++;
      }
      if (j < rest.size() && isNumber(rest.get(j))) {
        return true;
      }
    }
    return false;
  }

  /** "all cancelled orders", "every pending order". */
  private static boolean quantified(List<String> rest, Set<String> entities) {
    for (int i = 0; i < rest.size(); i++) {
      if (ALL.contains(rest.get(i))) {
        for (int j = i + 1; j < Math.min(rest.size(), i + 4); j++) {
          if (entities.contains(rest.get(j))) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** "a new customer", "an order". */
  private static boolean introducesOne(List<String> rest, Set<String> entities) {
    for (int i = 0; i < Math.min(rest.size(), 2); i++) {
      if (NEW.contains(rest.get(i))) {
        for (int j = i + 1; j < Math.min(rest.size(), i + 3); j++) {
          if (entities.contains(rest.get(j)) || STORAGE.contains(rest.get(j))) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private static boolean startsWith(List<String> words, int from, List<String> phrase) {
    if (from + phrase.size() > words.size()) {
      return false;
    }
    for (int i = 0; i < phrase.size(); i++) {
      if (!words.get(from + i).equals(phrase.get(i))) {
        return false;
      }
    }
    return true;
  }

  private static boolean isNumber(String word) {
    for (int i = 0; i < word.length(); i++) {
      if (!Character.isDigit(word.charAt(i))) {
        return false;
      }
    }
    return !word.isEmpty();
  }

  /**
   * The words of a text, lower case: runs of letters, digits and underscores, with look-alike
   * characters folded ({@link Confusables}).
   */
  public static List<String> words(String text) {
    return originalWords(text == null ? "" : Confusables.fold(text).toLowerCase(Locale.ROOT));
  }

  /**
   * The words of a text as written (case kept): runs of letters, digits and underscores, with
   * look-alike characters folded ({@link Confusables}).
   */
  public static List<String> originalWords(String written) {
    String text = Confusables.fold(written == null ? "" : written);
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isLetterOrDigit(c) || c == '_') {
        word.append(c);
      } else if (word.length() > 0) {
        words.add(word.toString());
        word.setLength(0);
      }
    }
    if (word.length() > 0) {
      words.add(word.toString());
    }
    return words;
  }

  /** A table name and its singular, lower case, as {@link #verb} expects entities. */
  public static List<String> entityWords(String tableName) {
    String name = tableName.toLowerCase(Locale.ROOT);
    List<String> out = new ArrayList<>(List.of(name, singular(name)));
    int underscore = name.lastIndexOf('_');
    if (underscore > 0 && underscore < name.length() - 1) {
      String last = name.substring(underscore + 1);
      out.add(last);
      out.add(singular(last));
    }
    return out;
  }

  /** The singular of an English plural, roughly: "companies" → "company", "invoices" → "invoice". */
  static String singular(String word) {
    if (word.endsWith("ies") && word.length() > 4) {
      return word.substring(0, word.length() - 3) + "y";
    }
    if (word.endsWith("ses") || word.endsWith("xes") || word.endsWith("ches")
        || word.endsWith("shes")) {
      return word.substring(0, word.length() - 2);
    }
    if (word.endsWith("s") && !word.endsWith("ss") && word.length() > 3) {
      return word.substring(0, word.length() - 1);
    }
    return word;
  }
}
