package dev.nljdbc.generation.offline.link;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.EventDate;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.PeriodParser;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordForms;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The words of a question that say which date of a table it means ({@link EventDate} decides
 * when none does): a word naming a date column ("booked", "delivered"), a participle right before
 * a period ("graduated this year"), and the participle of a date every row has after an
 * auxiliary ("were issued").
 */
public final class EventDateWords {

  private static final Set<String> AUXILIARIES = Set.of("was", "were", "is", "are", "been",
      "be", "being", "get", "got", "gets");

  /** Prepositions after a participle that attach it to what follows ("enrolled in"). */
  private static final Set<String> ATTACHING = Set.of("in", "on", "at", "for", "by", "with",
      "into", "to", "from", "under");

  /** Words of negation that may stand between the auxiliary and the participle. */
  private static final Set<String> NEGATIONS = Set.of("not", "never");

  /** The ledger score of a verb that chose a period's date ("expire": the end date). */
  private static final double VERB_SCORE = 0.8;

  private EventDateWords() {}

  /**
   * The date column of the table a word of the question names ("booked", "delivered",
   * "scheduled" for {@code sched_ts}), outside the period and the table's own name; the one
   * nearest the period when several are named; null when none is.
   */
  public static ColumnEntry named(Reading reading, TableEntry table, int from, int to) {
    return named(reading, table, from, to, null);
  }

  /**
   * The date column a word of the question names, by spelling or, when no word spells one, by
   * a verb WordNet ties to a date column's words ("leases expire", "customers who signed up":
   * {@link EventDate#dateByVerb}), among the content words nothing else accounts for; that verb
   * is then accounted for in the ledger, when one is given, by the date it chose.
   */
  public static ColumnEntry named(Reading reading, TableEntry table, int from, int to,
      WordLedger ledger) {
    ColumnEntry best = nearest(reading, table, from, to, false, ledger);
    return best != null ? best : nearest(reading, table, from, to, true, ledger);
  }

  private static ColumnEntry nearest(Reading reading, TableEntry table, int from, int to,
      boolean byVerb, WordLedger ledger) {
    ColumnEntry best = null;
    int bestDistance = Integer.MAX_VALUE;
    int bestAt = -1;
    for (Token t : reading.tokens) {
      int i = t.index();
      if (i >= from && i < to || !t.isWord() || EventDate.generic(t.lower())
          || namesTable(t.lower(), table)) {
        continue;
      }
      if (byVerb && (!Lexicon.isContent(t.lower()) || reading.ledger.at(i) != null)) {
        continue;
      }
      ColumnEntry c = byVerb ? EventDate.dateByVerb(t.lower(), next(reading, i), table)
          : EventDate.dateNamed(t.lower(), table);
      int distance = i < from ? from - i : i - to + 1;
      if (c != null && distance < bestDistance) {
        best = c;
        bestDistance = distance;
        bestAt = i;
      }
    }
    if (best != null && byVerb && ledger != null) {
      ledger.account(bestAt, WordLedger.Evidence.NAME, VERB_SCORE, "event date");
    }
    return best;
  }

  private static String next(Reading reading, int i) {
    return i + 1 < reading.tokens.size() && reading.tokens.get(i + 1).isWord()
        ? reading.tokens.get(i + 1).lower() : null;
  }

  /**
   * The target of a word right before a period ("graduated this year", "enrolled last year"):
   * a date column, which the period is about, preferably of a table the question names. A
   * best target that is a date of a table the question names stays; else a tied date column;
   * else a date column the word names by a word of its own ({@code hire_dt}, {@code join_dt}
   * of the named drivers rather than {@code joined_at} of shifts); else the best one.
   */
  public static Link.Target beforePeriod(Reading reading, Link link) {
    Link.Target best = link.best();
    if (best == null || best.kind() == LinkKind.TABLE) {
      return best;
    }
    boolean period = false;
    for (PeriodParser.Mention m : reading.periods) {
      period |= m.from() >= link.to && m.from() - link.to <= 2;
    }
    if (!period) {
      return best;
    }
    List<TableEntry> named = new ArrayList<>();
    for (Link l : reading.links) {
      if (l.best() != null && l.best().kind() == LinkKind.TABLE
          && !named.contains(l.best().table())) {
        named.add(l.best().table());
      }
    }
    boolean bestIsDate = best.column() != null && best.column().isTemporal();
    if (bestIsDate && (named.isEmpty() || named.contains(best.table()))) {
      return best;
    }
    if (!bestIsDate) {
      for (Link.Target t : link.targets) {
        if (t.column() != null && t.column().isTemporal()
            && best.score() - t.score() <= TermLink.TIE_MARGIN) {
          return t;
        }
      }
    }
    if (link.to - link.from != 1) {
      return best;
    }
    String word = reading.tokens.get(link.from).lower();
    List<TableEntry> tables = new ArrayList<>(named);
    if (!bestIsDate) {
      for (TableEntry t : reading.index.tables) {
        if (!tables.contains(t)) {
          tables.add(t);
        }
      }
    }
    for (TableEntry t : tables) {
      ColumnEntry c = EventDate.dateNamed(word, t);
      if (c != null) {
        return new Link.Target(LinkKind.COLUMN, t, c, null, best.score());
      }
    }
    return best;
  }

  /**
   * Whether a term is the participle of a date every row has, after an auxiliary ("how many
   * prescriptions were issued?") or right after the table word it describes and before a
   * preposition ("students enrolled in Databases"): it says what happened to the rows, it names
   * nothing to show, count or group by.
   */
  public static boolean eventVerb(Reading reading, Link link, ColumnEntry column) {
    if (!column.isTemporal() || column.info.nullable() || link.to - link.from != 1
        || link.from == 0) {
      return false;
    }
    String word = reading.tokens.get(link.from).lower();
    int at = link.from - 1;
    if (at > 0 && NEGATIONS.contains(reading.tokens.get(at).lower())) {
      at--;
    }
    String before = reading.tokens.get(at).lower();
    boolean participle = word.endsWith("ed") || word.endsWith("en") || word.endsWith("id")
        || word.endsWith("nt");
    return participle && (AUXILIARIES.contains(before) || afterTableWord(reading, link, at));
  }

  /** Whether the participle follows a table's name ("students not enrolled in ..."). */
  private static boolean afterTableWord(Reading reading, Link link, int at) {
    Link previous = reading.linkAt(at);
    Link.Target t = previous == null ? null : previous.best();
    return t != null && t.kind() == LinkKind.TABLE && link.to < reading.tokens.size()
        && ATTACHING.contains(reading.tokens.get(link.to).lower());
  }

  private static boolean namesTable(String word, TableEntry table) {
    for (String w : table.words) {
      if (WordForms.similarity(word, w) >= WordForms.SAME_WORD) {
        return true;
      }
    }
    return false;
  }
}
