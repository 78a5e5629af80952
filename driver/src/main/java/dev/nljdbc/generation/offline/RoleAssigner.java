package dev.nljdbc.generation.offline;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Decides what each linked term does ({@link Role}) from the cue phrases just before it and the
 * terms around it, chooses the subject table, and settles each term's target in the subject's
 * neighbourhood (so "name" means the subject's name, not any table's).
 *
 * <p>The cue just before a term decides: "by" groups, "sorted by" sorts, "average" aggregates,
 * "how many" counts, "highest" picks an extreme, "without" excludes; a column right before a
 * value of its own only announces it; a column right before a comparison is compared. A table
 * with no cue is an entity, and the first entity is the subject; lacking one, the subject is the
 * table of the first counted, aggregated or shown column, of the first value, or the context.
 */
final class RoleAssigner {

  /** The outcome: roles, targets, the subject and which column each comparison compares. */
  static final class Roles {
    final Map<Link, Role> roles = new IdentityHashMap<>();
    final Map<Link, Link.Target> targets = new IdentityHashMap<>();
    final Map<Comparison, ColumnEntry> compared = new IdentityHashMap<>();
    final Map<Comparison, TableEntry> countCompared = new IdentityHashMap<>();
    final Map<Link, Comparison> comparisonOf = new IdentityHashMap<>();
    /** Values whose rows are counted for a superlative ("the most trucks"). */
    final java.util.Set<Link> mostCountedValues = new LinkedHashSet<>();
    TableEntry subject;
    boolean subjectFromTable;
    /** Whether the subject was chosen as the sales table of an unlinked money word. */
    boolean moneySubject;
    List<TableEntry> focus = List.of();
    final List<String> ambiguous = new ArrayList<>();

    Role role(Link link) {
      return roles.get(link);
    }

    Link.Target target(Link link) {
      return targets.get(link);
    }
  }

  private static final Set<String> SALES_WORDS = Set.of("sale", "order", "invoice",
      "payment", "transaction", "purchase", "booking", "receipt");

  private final Reading reading;
  private final Set<TableEntry> context;
  private final TableEntry fixedSubject;
  private final Roles out = new Roles();

  private RoleAssigner(Reading reading, Set<TableEntry> context, TableEntry fixedSubject) {
    this.reading = reading;
    this.context = context;
    this.fixedSubject = fixedSubject;
  }

  static Roles assign(Reading reading, Set<TableEntry> context) {
    return assign(reading, context, null);
  }

  /** Roles with the subject given (a refinement keeps its query's subject). */
  static Roles assign(Reading reading, Set<TableEntry> context, TableEntry fixedSubject) {
    RoleAssigner assigner = new RoleAssigner(reading, context, fixedSubject);
    assigner.run();
    return assigner.out;
  }

  private void run() {
    List<Link> links = reading.links;
    for (int k = 0; k < links.size(); k++) {
      Link link = links.get(k);
      if (link.best() == null) {
        continue;
      }
      out.targets.put(link, EventDate.beforePeriod(reading, link));
      out.roles.put(link, roleOf(link, k < links.size() - 1 ? links.get(k + 1) : null,
          k > 0 ? links.get(k - 1) : null));
    }
    chooseSubject();
    settleTargets();
    compareColumns();
    out.focus = focusTables();
  }

  private Role roleOf(Link link, Link next, Link previous) {
    Link.Target t = out.target(link);
    List<Cue> before = reading.cuesBefore(link.from, 4);
    if (t.kind() == LinkKind.VALUE) {
      Cue superlative = Reading.find(before, Cue.Kind.SUPERLATIVE);
      if (superlative != null && superlative.concept() == null && isMostWord(superlative)) {
        out.mostCountedValues.add(link);
      }
      return Role.VALUE;
    }
    Cue nearest = reading.nearestCue(before, Cue.Kind.DISTINCT, Cue.Kind.ALL,
        Cue.Kind.DIRECTION, Cue.Kind.ALPHABETICAL);
    boolean groupNear = nearest != null && nearest.kind() == Cue.Kind.GROUP;
    boolean sortNear = nearest != null && nearest.kind() == Cue.Kind.SORT;
    Comparison counted = comparisonCounting(link);
    if (t.kind() == LinkKind.TABLE) {
      if (counted != null) {
        out.comparisonOf.put(link, counted);
        return Role.COUNT_COMPARED;
      }
      if (Reading.any(before, Cue.Kind.NEGATION) || reading.negatedBefore(link.from)) {
        return Role.ABSENT;
      }
      Cue superlative = Reading.find(before, Cue.Kind.SUPERLATIVE);
      if (superlative != null && superlative.concept() == null
          && (Reading.any(before, Cue.Kind.COUNT) || isMostWord(superlative))
          || Reading.any(before, Cue.Kind.SORT) && Reading.any(before, Cue.Kind.COUNT)) {
        return Role.MOST_COUNTED;
      }
      if (groupNear && (nearest.to() - nearest.from() == 1 || aggregateIntent())) {
        if (!reading.tokens.get(nearest.from()).is("each")
            && !reading.tokens.get(nearest.from()).is("every") || aggregateIntent()) {
          return Role.GROUPED;
        }
      }
      if (Reading.any(before, Cue.Kind.COUNT)) {
        return Role.COUNTED;
      }
      return Role.ENTITY;
    }
    ColumnEntry column = t.column();
    if (StateWords.namesState(reading, link, column)) {
      return Role.STATE;
    }
    if (EventDate.eventVerb(reading, link, column)) {
      return Role.HINT;
    }
    if (hinted(link) != null) {
      return Role.COMPARED;
    }
    if (next != null && next.best() != null && next.best().kind() == LinkKind.VALUE
        && gap(link.to, next.from) <= 2 && hasValueOf(next, column)
        || previous != null && previous.best() != null
        && previous.best().kind() == LinkKind.VALUE && gap(previous.to, link.from) <= 4
        && hasValueOf(previous, column)) {
      return Role.HINT;
    }
    if (identifiedByValue(link, column)) {
      return Role.HINT;
    }
    if (modeBefore(link) && !column.isKey() && !(column.isNumeric() && column.isMeasure())) {
      return Role.MODE;
    }
    if (nearest != null && nearest.kind() == Cue.Kind.SUPERLATIVE && nearest.to() == link.from
        && (column.isNumeric() || column.isTemporal())) {
      return Role.EXTREME;
    }
    if (Reading.any(before, Cue.Kind.AGGREGATE) && !sortNear
        || softAggregate(link) != null && !groupNear && !sortNear) {
      return Role.AGGREGATED;
    }
    if (sortNear) {
      return Role.SORTED;
    }
    if (groupNear) {
      boolean ranking = column.isMeasure() && (reading.has(Cue.Kind.LIMIT)
          || reading.has(Cue.Kind.SUPERLATIVE)) && !Reading.any(before, Cue.Kind.AGGREGATE);
      return ranking ? Role.RANKED : Role.GROUPED;
    }
    if (Reading.any(before, Cue.Kind.COUNT)) {
      return Role.COUNTED;
    }
    Cue superlative = Reading.find(before, Cue.Kind.SUPERLATIVE);
    if (superlative != null && (superlative.concept() == null
        || Defaults.conceptColumn(superlative.concept(), List.of(column.table)) == column)) {
      return Role.EXTREME;
    }
    Comparison after = comparisonAfter(link);
    if (after != null && (column.isNumeric() || column.isTemporal() || !after.bare())
        && !unitNamesAColumn(after)) {
      return Role.COMPARED;
    }
    if (literalAfter(link) != null) {
      return Role.MATCHED;
    }
    return Role.SHOWN;
  }

  /**
   * "The supplier with full name Nordic Steel": a column named like its table, whose row a
   * value of the same table then identifies, refers to that row and is not a column to show.
   */
  private boolean identifiedByValue(Link link, ColumnEntry column) {
    List<String> tableWords = column.table.words;
    if (column.words.size() != 1 || tableWords.isEmpty() || WordForms.similarity(
        column.words.get(0), tableWords.get(tableWords.size() - 1)) < 0.95) {
      return false;
    }
    int k = link.to;
    if (k >= reading.tokens.size() || !(reading.tokens.get(k).is("with")
        || reading.tokens.get(k).is("named") || reading.tokens.get(k).is("called")
        || reading.tokens.get(k).is("whose"))) {
      return false;
    }
    for (Link next : reading.links) {
      if (next.from <= link.from || next.from > link.to + 5) {
        continue;
      }
      Link.Target t = next.best();
      if (t != null && t.kind() == LinkKind.VALUE && t.table() == column.table
          && t.column() != column) {
        return true;
      }
    }
    return false;
  }

  /** Whether the question asks for counts, sums or a trend anywhere. */
  private boolean aggregateIntent() {
    for (Cue c : reading.cues) {
      if (c.kind() == Cue.Kind.COUNT || c.kind() == Cue.Kind.AGGREGATE
          || c.kind() == Cue.Kind.TREND || c.kind() == Cue.Kind.SUPERLATIVE
          || c.kind() == Cue.Kind.LIMIT) {
        return true;
      }
    }
    return false;
  }

  /** "The most common X", "the least frequent X": the term right after names the mode. */
  private boolean modeBefore(Link link) {
    if (link.from < 2) {
      return false;
    }
    String adjective = reading.tokens.get(link.from - 1).lower();
    String most = reading.tokens.get(link.from - 2).lower();
    return (most.equals("most") || most.equals("least")) && (adjective.equals("common")
        || adjective.equals("frequent") || adjective.equals("popular")
        || adjective.equals("usual") || adjective.equals("typical"));
  }

  private static boolean isMostWord(Cue superlative) {
    return superlative.to() - superlative.from() == 1;
  }

  /** An aggregate cue inside the term ("total amount"), or null. */
  Cue softAggregate(Link link) {
    for (int k = link.from; k < link.to; k++) {
      for (Cue c : reading.cuesAt(k)) {
        if (c.kind() == Cue.Kind.AGGREGATE) {
          return c;
        }
      }
    }
    return null;
  }

  private boolean hasValueOf(Link valueLink, ColumnEntry column) {
    for (Link.Target t : valueLink.targets) {
      if (t.kind() == LinkKind.VALUE && t.column() == column) {
        return true;
      }
    }
    return false;
  }

  private int gap(int from, int to) {
    int gap = 0;
    for (int k = from; k < to; k++) {
      Token t = reading.tokens.get(k);
      if (!(t.isWord() && (Lexicon.isStop(t.lower()) || Lexicon.NEGATION.contains(t.lower())))
          && !t.is("=") && !t.is(":")) {
        gap += 10;
      }
      gap++;
    }
    return gap;
  }

  /** The comparison whose phrase holds this term as its column word ("above age 20"), or null. */
  Comparison hinted(Link link) {
    for (Comparison c : reading.comparisons) {
      if (c.hintIndex() >= link.from && c.hintIndex() < link.to) {
        return c;
      }
    }
    return null;
  }

  /**
   * A comparison right after a column ("age above 20", "weight is over 10000"), or null; not
   * one whose adjective measures something else ("salaries of staff older than 50").
   */
  Comparison comparisonAfter(Link link) {
    for (Comparison c : reading.comparisons) {
      if (c.from() >= link.to && gap(link.to, c.from()) <= 3) {
        Link.Target t = link.best();
        if (c.concept() != null && t != null && t.column() != null
            && Defaults.conceptColumn(c.concept(), List.of(t.column().table)) != t.column()) {
          return null;
        }
        return c;
      }
    }
    return null;
  }

  /** Whether the word after a comparison's number names a numeric column ("4 axles"). */
  private boolean unitNamesAColumn(Comparison c) {
    Link unit = c.unitIndex() >= 0 ? reading.linkAt(c.unitIndex()) : null;
    Link.Target t = unit == null ? null : unit.best();
    return t != null && t.column() != null && t.column().isNumeric();
  }

  /** A comparison whose unit word is this term ("more than 5 visits"), or null. */
  private Comparison comparisonCounting(Link link) {
    for (Comparison c : reading.comparisons) {
      if (c.unitIndex() >= link.from && c.unitIndex() < link.to && !c.bare()) {
        return c;
      }
    }
    return null;
  }

  /** A quoted string right after a column ("named 'Ann'", "city = 'Paris'"), or null. */
  Token literalAfter(Link link) {
    for (Token t : reading.literals) {
      if (t.index() >= link.to && gap(link.to, t.index()) <= 3) {
        return t;
      }
    }
    return null;
  }

  private void chooseSubject() {
    if (fixedSubject != null) {
      out.subject = fixedSubject;
      out.subjectFromTable = true;
      return;
    }
    for (Role wanted : new Role[] {Role.COUNTED, Role.ENTITY, Role.MOST_COUNTED}) {
      for (Link link : reading.links) {
        Link.Target t = out.target(link);
        if (wanted == Role.ENTITY && t != null && t.kind() == LinkKind.COLUMN
            && out.role(link) == Role.SHOWN && qualified(link, t.table())) {
          out.subject = t.table();
          out.subjectFromTable = true;
          return;
        }
        if (out.role(link) == wanted && t != null && t.kind() == LinkKind.TABLE) {
          out.subject = t.table();
          out.subjectFromTable = wanted != Role.MOST_COUNTED;
          return;
        }
      }
    }
    for (Link link : reading.links) {
      Link.Target t = out.target(link);
      if (out.role(link) == Role.VALUE && t != null
          && Reading.any(reading.cuesBefore(link.from, 3), Cue.Kind.COUNT)) {
        out.subject = t.table();
        return;
      }
    }
    TableEntry sales = salesTable();
    if (sales != null) {
      out.subject = sales;
      out.moneySubject = true;
      return;
    }
    for (Role wanted : new Role[] {Role.COUNTED, Role.AGGREGATED, Role.EXTREME, Role.MODE,
        Role.RANKED, Role.SHOWN, Role.VALUE, Role.COMPARED, Role.MATCHED, Role.SORTED, Role.HINT,
        Role.STATE, Role.GROUPED}) {
      for (Link link : reading.links) {
        Link.Target t = out.target(link);
        if (out.role(link) == wanted && t != null) {
          out.subject = t.table();
          return;
        }
      }
    }
    if (!context.isEmpty()) {
      out.subject = context.iterator().next();
    }
  }

  /**
   * "Revenue by month": when nothing names a table but a word asks for money, the table most
   * like a record of sales (named like an order, sale, invoice or payment, dated, with an
   * amount) is the subject.
   */
  private TableEntry salesTable() {
    boolean money = false;
    for (Token t : reading.tokens) {
      money |= t.isWord() && Defaults.isMoneyWord(t.lower()) && reading.linkAt(t.index()) == null;
    }
    if (!money) {
      return null;
    }
    TableEntry best = null;
    int bestScore = 0;
    for (TableEntry table : reading.index.tables) {
      if (Defaults.measures(table).isEmpty()) {
        continue;
      }
      int score = 1;
      for (String w : table.words) {
        String lemma = WordForms.lemma(w);
        if (SALES_WORDS.contains(lemma) || Synonyms.of(lemma).contains("sale")) {
          score += 2;
        }
      }
      if (Defaults.dateColumn(table) != null) {
        score += 1;
      }
      if (score > bestScore) {
        best = table;
        bestScore = score;
      }
    }
    return best;
  }

  /** Whether the term names the column with its table ("name of the warehouses"). */
  private boolean qualified(Link link, TableEntry table) {
    if (link.to - link.from < 2) {
      return false;
    }
    for (int k = link.from; k < link.to; k++) {
      String w = reading.tokens.get(k).lower();
      for (String tw : table.words) {
        if (WordForms.similarity(w, tw) >= 0.95) {
          return true;
        }
      }
    }
    return false;
  }


  /**
   * Re-picks each term's target among its near-best candidates: the subject's own first, then
   * tables the subject reaches along foreign keys, then context tables.
   */
  private void settleTargets() {
    if (out.subject == null) {
      return;
    }
    Set<TableEntry> near = reachable(out.subject);
    Set<TableEntry> grouped = new LinkedHashSet<>();
    for (Link link : reading.links) {
      Link.Target t = out.target(link);
      if (out.role(link) == Role.GROUPED && t != null && t.kind() == LinkKind.TABLE) {
        grouped.add(t.table());
      }
    }
    for (Link link : reading.links) {
      Link.Target current = out.target(link);
      if (current == null || link.resolution != null) {
        continue;
      }
      Set<TableEntry> preferred = out.role(link) == Role.SHOWN ? grouped : Set.of();
      Link.Target best = current;
      double bestRank = rank(current, near, preferred);
      for (Link.Target t : link.targets) {
        if (t.kind() != current.kind() && !(current.kind() == LinkKind.VALUE
            && t.kind() == LinkKind.VALUE)) {
          continue;
        }
        if (current.score() - t.score() > 0.15) {
          continue;
        }
        double rank = rank(t, near, preferred);
        if (rank > bestRank + 1e-9) {
          best = t;
          bestRank = rank;
        }
      }
      out.targets.put(link, best);
      List<Link.Target> tied = new ArrayList<>();
      for (Link.Target t : link.targets) {
        if (t.kind() == best.kind() && Math.abs(rank(t, near, preferred) - bestRank) < 1e-9
            && Math.abs(t.score() - best.score()) <= TermLink.TIE_MARGIN && !t.sameAs(best)) {
          tied.add(t);
        }
      }
      if (!tied.isEmpty() && out.role(link) != Role.HINT) {
        out.ambiguous.add(link.text);
      }
    }
  }

  private double rank(Link.Target t, Set<TableEntry> near, Set<TableEntry> preferred) {
    double rank = t.score();
    if (preferred.contains(t.table())) {
      rank += 0.35;
    } else if (t.table() == out.subject) {
      rank += 0.3;
    } else if (near.contains(t.table())) {
      rank += 0.15;
    } else if (context.contains(t.table())) {
      rank += 0.1;
    }
    return rank;
  }

  /** The tables one or two foreign-key steps from the subject, either way. */
  static Set<TableEntry> reachable(TableEntry subject) {
    Set<TableEntry> near = new LinkedHashSet<>();
    for (TableEntry.Edge e : subject.outgoing) {
      near.add(e.parent());
      for (TableEntry.Edge e2 : e.parent().outgoing) {
        near.add(e2.parent());
      }
    }
    for (TableEntry.Edge e : subject.incoming) {
      near.add(e.child());
      for (TableEntry.Edge e2 : e.child().outgoing) {
        near.add(e2.parent());
      }
    }
    near.remove(subject);
    return near;
  }

  /** Decides the column of every comparison. */
  private void compareColumns() {
    for (Link link : reading.links) {
      Role role = out.role(link);
      if (role == Role.COUNT_COMPARED) {
        Comparison c = out.comparisonOf.get(link);
        out.countCompared.put(c, out.target(link).table());
        continue;
      }
      Link.Target t = out.target(link);
      if (t == null || t.column() == null) {
        continue;
      }
      Comparison hinted = hinted(link);
      if (hinted != null) {
        out.compared.put(hinted, t.column());
        continue;
      }
      Comparison c = comparisonAfter(link);
      if (c != null && !out.compared.containsKey(c) && !out.countCompared.containsKey(c)
          && (role == Role.COMPARED || role == Role.AGGREGATED) && !unitNamesAColumn(c)) {
        out.compared.put(c, t.column());
      }
    }
    List<TableEntry> tables = focusTables();
    for (Comparison c : reading.comparisons) {
      if (out.compared.containsKey(c) || out.countCompared.containsKey(c)) {
        continue;
      }
      ColumnEntry column = null;
      Link unitLink = c.unitIndex() >= 0 ? reading.linkAt(c.unitIndex()) : null;
      if (unitLink != null && out.target(unitLink) != null
          && out.target(unitLink).column() != null && out.target(unitLink).column().isNumeric()) {
        column = out.target(unitLink).column();
        out.roles.put(unitLink, Role.COMPARED);
      }
      if (column == null && c.concept() != null) {
        column = Defaults.conceptColumn(c.concept(), nearFirst(c.from(), tables));
      }
      if (column == null) {
        column = Defaults.unitColumn(c.unit(), tables);
      }
      if (column == null) {
        Link before = previousColumnLink(c.from());
        if (before != null && out.role(before) == Role.SHOWN
            && out.target(before).column().isNumeric()) {
          column = out.target(before).column();
          out.roles.put(before, Role.COMPARED);
        }
      }
      if (column != null) {
        out.compared.put(c, column);
      }
    }
  }

  /** The table named last before a position, then the others. */
  private List<TableEntry> nearFirst(int index, List<TableEntry> tables) {
    TableEntry last = null;
    for (Link l : reading.links) {
      Link.Target t = out.target(l);
      if (l.to <= index && t != null && t.kind() == LinkKind.TABLE) {
        last = t.table();
      }
    }
    if (last == null) {
      return tables;
    }
    List<TableEntry> ordered = new ArrayList<>();
    ordered.add(last);
    for (TableEntry t : tables) {
      if (t != last) {
        ordered.add(t);
      }
    }
    return ordered;
  }

  private Link previousColumnLink(int index) {
    Link found = null;
    for (Link l : reading.links) {
      if (l.to <= index && out.target(l) != null && out.target(l).column() != null) {
        found = l;
      }
    }
    return found;
  }

  /** The subject, then the other tables the question names. */
  List<TableEntry> focusTables() {
    List<TableEntry> tables = new ArrayList<>();
    if (out.subject != null) {
      tables.add(out.subject);
    }
    for (Link l : reading.links) {
      Link.Target t = out.target(l);
      if (t != null && !tables.contains(t.table())) {
        tables.add(t.table());
      }
    }
    for (TableEntry t : context) {
      if (!tables.contains(t)) {
        tables.add(t);
      }
    }
    if (out.subject != null) {
      for (TableEntry t : reachable(out.subject)) {
        if (!tables.contains(t)) {
          tables.add(t);
        }
      }
    }
    return tables;
  }
}
