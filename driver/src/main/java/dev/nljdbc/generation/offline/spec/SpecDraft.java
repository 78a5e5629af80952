package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.Defaults;
import dev.nljdbc.generation.offline.index.EventDate;
import dev.nljdbc.generation.offline.index.JoinPaths;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.link.Reading;
import dev.nljdbc.generation.offline.link.WordLedger;
import dev.nljdbc.generation.offline.spec.QuerySpec.Agg;
import dev.nljdbc.generation.offline.spec.QuerySpec.Col;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.spec.QuerySpec.FilterKind;
import dev.nljdbc.generation.offline.spec.QuerySpec.Group;
import dev.nljdbc.generation.offline.spec.QuerySpec.Order;
import dev.nljdbc.generation.offline.spec.QuerySpec.OrderKind;
import dev.nljdbc.generation.offline.words.AggFunc;
import dev.nljdbc.generation.offline.words.Comparison;
import dev.nljdbc.generation.offline.words.Cue;
import dev.nljdbc.language.Token;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The spec under construction and what the planner's steps share: the read question, the
 * term roles, the lists being filled, and helpers to find tables and columns and to use cues.
 */
final class SpecDraft {

  /** How many tokens before a term a direction word may stand ("in descending order of"). */
  private static final int DIRECTION_REACH = 6;
  /** How many tokens after a term a superlative may start and still give its direction. */
  private static final int SUPERLATIVE_REACH = 4;

  final Reading reading;
  final RoleAssigner.Roles roles;
  final TableEntry subject;
  final boolean fragment;
  final List<Col> projections = new ArrayList<>();
  final List<Agg> aggregates = new ArrayList<>();
  final List<Group> groups = new ArrayList<>();
  final List<Filter> filters = new ArrayList<>();
  final List<Order> sorting = new ArrayList<>();
  final List<String> assumptions = new ArrayList<>();
  final Set<Cue> used = new LinkedHashSet<>();
  final Set<Comparison> aggregateComparisons = new LinkedHashSet<>();
  final List<TableEntry> entities = new ArrayList<>();
  final Set<Link> moneyEntities = new LinkedHashSet<>();
  final Set<Token> usedLiterals = new LinkedHashSet<>();
  final Map<Col, Link> shownBy = new LinkedHashMap<>();
  /** Periods placed on one of several plausible dates of their table. */
  final List<DateChoice> dateChoices = new ArrayList<>();
  /** What accounts for each word: the reading's entries and those of the steps. */
  final WordLedger ledger;
  Integer limit;
  /** Whether the limit keeps the rows that tie with the last one. */
  boolean ties;
  boolean distinct;
  boolean rowWanted;
  double penalty;
  TableEntry countedTable;

  SpecDraft(Reading reading, RoleAssigner.Roles roles, boolean fragment) {
    this.reading = reading;
    this.roles = roles;
    this.subject = roles.subject;
    this.fragment = fragment;
    this.ledger = reading.ledger.copy();
    guessedNames();
  }

  /**
   * Marks as guessed names the links whose target, as the roles settled it, is a table named
   * only by a shortened word before a kind ending ({@code str_mst}), not in full.
   */
  private void guessedNames() {
    for (Link l : reading.links) {
      Link.Target t = roles.target(l) != null ? roles.target(l) : l.best();
      if (t != null && t.kind() == LinkKind.TABLE && t.score() < 1.0 && t.table().kindEnding) {
        ledger.guessName(l.from, l.to);
      }
    }
  }

  /**
   * Records that a step built a measure or a shape from a word of the question.
   *
   * @param index the word's token index
   * @param score how sure the step is of what it built, between 0 and 1
   * @param by the step
   */
  void account(int index, double score, String by) {
    ledger.account(index, WordLedger.Evidence.MEASURE, score, by);
  }

  /**
   * Records that a step measured a table by its main measure: every word of the question that
   * names a main measure ("amount") and, when the step sums a money measure, every word that
   * asks for money ("revenue": a sum of money), and that nothing else accounts for, is
   * accounted for by it.
   */
  void accountMeasureWords(ColumnEntry measure, double score, boolean summed, String by) {
    for (Token t : reading.tokens) {
      boolean money = Defaults.isMoneyWord(t.lower());
      if (t.isWord() && ledger.at(t.index()) == null && (money
          ? summed && measure.isMoneyLike() : Defaults.namesMainMeasure(t.lower()))) {
        account(t.index(), score, by);
      }
    }
  }

  /** The spec as built so far. */
  QuerySpec spec() {
    return new QuerySpec(subject.name, projections, aggregates, groups, filters, sorting, limit,
        distinct, assumptions, ties);
  }

  ColumnEntry find(Col c) {
    TableEntry t = find(c.table());
    return t == null ? null : t.column(c.column());
  }

  TableEntry find(String table) {
    for (TableEntry t : roles.focus) {
      if (t.name.equals(table)) {
        return t;
      }
    }
    return null;
  }

  static Col col(ColumnEntry c) {
    return new Col(c.table.name, c.name);
  }

  /** Marks the cues of a kind as used; whether there was one. */
  boolean use(List<Cue> cues, Cue.Kind kind) {
    boolean found = false;
    for (Cue c : cues) {
      if (c.kind() == kind) {
        used.add(c);
        found = true;
      }
    }
    return found;
  }

  boolean direction(Link link, boolean fallback) {
    int from = link == null ? 0 : link.from;
    for (Cue c : reading.cues) {
      if (c.kind() == Cue.Kind.DIRECTION && c.from() >= from - DIRECTION_REACH) {
        used.add(c);
        return c.descending();
      }
      if (c.kind() == Cue.Kind.SUPERLATIVE && link != null && c.from() >= link.to
          && c.from() <= link.to + SUPERLATIVE_REACH) {
        used.add(c);
        return c.descending();
      }
    }
    return fallback;
  }

  boolean hasCount() {
    for (Agg a : aggregates) {
      if (a.func() == AggFunc.COUNT) {
        return true;
      }
    }
    return false;
  }

  boolean hasHaving() {
    for (Filter f : filters) {
      if (f.kind() == FilterKind.AGGREGATE) {
        return true;
      }
    }
    return false;
  }

  boolean hasCountOrder() {
    for (Order o : sorting) {
      if (o.kind() == OrderKind.COUNT) {
        return true;
      }
    }
    return false;
  }

  /** Whether the question asks for counts, sums or a trend anywhere. */
  boolean aggregateIntent() {
    for (Cue c : reading.cues) {
      if (c.kind() == Cue.Kind.COUNT || c.kind() == Cue.Kind.AGGREGATE
          || c.kind() == Cue.Kind.TREND) {
        return true;
      }
    }
    return !moneyEntities.isEmpty();
  }

  boolean mentioned(ColumnEntry column) {
    for (Link l : reading.links) {
      Link.Target t = roles.target(l);
      if (t != null && t.column() == column) {
        return true;
      }
    }
    return false;
  }

  /**
   * The date a period applies to: the subject's event date, else that of the first table the
   * question names or the subject reaches. A table only reached (not named by more than a word
   * of its description: "sold" of "what the corporation sells") whose date only
   * keeps the record ({@code products.created_at} for "units sold this year" of order lines)
   * gives way to another reached table's event date (the order's date).
   */
  ColumnEntry dateColumn() {
    ColumnEntry c = Defaults.dateColumn(subject);
    if (c != null) {
      return c;
    }
    Set<TableEntry> named = new HashSet<>();
    for (Link l : reading.links) {
      Link.Target t = roles.target(l);
      if (t != null && t.byName()) {
        named.add(t.table());
      }
    }
    ColumnEntry kept = null;
    for (TableEntry t : roles.focus) {
      c = Defaults.dateColumn(t);
      if (c != null && !named.contains(t) && EventDate.keepsTheRecord(c)) {
        kept = kept == null ? c : kept;
      } else if (c != null) {
        return c;
      }
    }
    return kept;
  }

  ColumnEntry yearColumn() {
    for (TableEntry t : roles.focus) {
      ColumnEntry c = Defaults.yearColumn(t);
      if (c != null) {
        return c;
      }
    }
    return null;
  }

  Link previousLink(Link link) {
    Link previous = null;
    for (Link l : reading.links) {
      if (l.to <= link.from) {
        previous = l;
      }
    }
    return previous;
  }

  boolean containsGroup(Group g) {
    return groups.contains(g);
  }

  void addFirstGroup(Group g) {
    if (!groups.contains(g)) {
      groups.add(0, g);
    }
  }

  boolean aggregatedColumn(Col p) {
    for (Agg a : aggregates) {
      if (p.equals(a.column())) {
        return true;
      }
    }
    return false;
  }

  void extreme(ColumnEntry column, boolean descending) {
    boolean flip = false;
    boolean asRow = rowWanted || !projections.isEmpty() && !projections.contains(col(column))
        || hasEntityBefore(column);
    if (!asRow || !groups.isEmpty()) {
      AggFunc func = descending != flip ? AggFunc.MAX : AggFunc.MIN;
      aggregates.add(new Agg(func, col(column), false, null));
      return;
    }
    sorting.add(new Order(OrderKind.COLUMN, col(column), null, descending));
    if (limit == null) {
      limit = 1;
    }
  }

  boolean hasEntityBefore(ColumnEntry column) {
    for (Link l : reading.links) {
      if (roles.role(l) == Role.ENTITY && roles.target(l) != null) {
        for (Cue c : reading.cues) {
          if (c.kind() == Cue.Kind.WITH && c.from() >= l.to) {
            return true;
          }
        }
      }
    }
    return false;
  }

  static boolean reachesManyToOne(TableEntry from, TableEntry to) {
    return JoinPaths.manyToOne(from, to) != null;
  }
}
