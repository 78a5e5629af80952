package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.Defaults;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.EventDateWords;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.link.Reading;
import dev.nljdbc.generation.offline.link.StateWords;
import dev.nljdbc.generation.offline.words.Comparison;
import dev.nljdbc.generation.offline.words.Cue;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordForms;
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
public final class RoleAssigner {

  /** How many tokens before a term its cue words may stand ("the average total of"). */
  private static final int CUE_REACH = 4;
  /** A value this close before a column only announces it ("Paris is the city"). */
  private static final int VALUE_BEFORE_GAP = 4;
  /** How many tokens after "with" or "named" the identifying value may start. */
  private static final int IDENTIFYING_VALUE_REACH = 5;
  /**
   * What a content word between two positions adds to their {@code gap}: more than any limit,
   * so that only function words may stand between a term and what it governs.
   */
  private static final int CONTENT_WORD_GAP = 10;
  /** "Right after" a term: at most three function words between ("age is over 20"). */
  private static final int ADJACENT_GAP = 3;

  /** The outcome: roles, targets, the subject and which column each comparison compares. */
  public static final class Roles {
    final Map<Link, Role> roles = new IdentityHashMap<>();
    final Map<Link, Link.Target> targets = new IdentityHashMap<>();
    final Map<Comparison, ColumnEntry> compared = new IdentityHashMap<>();
    final Map<Comparison, TableEntry> countCompared = new IdentityHashMap<>();
    final Map<Link, Comparison> comparisonOf = new IdentityHashMap<>();
    /** Values whose rows are counted for a superlative ("the most trucks"). */
    final java.util.Set<Link> mostCountedValues = new LinkedHashSet<>();
    public TableEntry subject;
    boolean subjectFromTable;
    /** Whether the subject was chosen as the sales table of an unlinked money word. */
    boolean moneySubject;
    /** Whether another table looked as much like the sales table as the subject chosen. */
    boolean moneySubjectGuessed;
    /** Whether the subject was chosen as the staff table of an unlinked headcount word. */
    boolean headcount;
    List<TableEntry> focus = List.of();
    public final List<String> ambiguous = new ArrayList<>();

    Role role(Link link) {
      return roles.get(link);
    }

    public Link.Target target(Link link) {
      return targets.get(link);
    }
  }

  private final Reading reading;
  private final Set<TableEntry> context;
  private final TableEntry fixedSubject;
  private final Roles out = new Roles();

  private RoleAssigner(Reading reading, Set<TableEntry> context, TableEntry fixedSubject) {
    this.reading = reading;
    this.context = context;
    this.fixedSubject = fixedSubject;
  }

  public static Roles assign(Reading reading, Set<TableEntry> context) {
    return assign(reading, context, null);
  }

  /** Roles with the subject given (a refinement keeps its query's subject). */
  public static Roles assign(Reading reading, Set<TableEntry> context, TableEntry fixedSubject) {
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
      out.targets.put(link, EventDateWords.beforePeriod(reading, link));
      out.roles.put(link, roleOf(link, k < links.size() - 1 ? links.get(k + 1) : null,
          k > 0 ? links.get(k - 1) : null));
    }
    SubjectChooser subjects = new SubjectChooser(reading, context, out);
    subjects.chooseSubject(fixedSubject);
    subjects.settleTargets();
    compareColumns();
    out.focus = focusTables();
  }

  private Role roleOf(Link link, Link next, Link previous) {
    Link.Target t = out.target(link);
    List<Cue> before = reading.cuesBefore(link.from, CUE_REACH);
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
      if (CompoundNoun.qualifiesNext(reading, link, out.target(link), next)) {
        return Role.HINT;
      }
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
          || Reading.any(before, Cue.Kind.SORT) && Reading.any(before, Cue.Kind.COUNT)
          || rankedByCount(before)) {
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
    if (CompoundNoun.qualifiesNext(reading, link, out.target(link), next)) {
      return Role.HINT;
    }
    if (StateWords.namesState(reading, link, column)) {
      return Role.STATE;
    }
    if (EventDateWords.eventVerb(reading, link, column)) {
      return Role.HINT;
    }
    if (hinted(link) != null) {
      return Role.COMPARED;
    }
    if (next != null && next.best() != null && next.best().kind() == LinkKind.VALUE
        && gap(link.to, next.from) <= 2 && hasValueOf(next, column)
        || previous != null && previous.best() != null
        && previous.best().kind() == LinkKind.VALUE
        && gap(previous.to, link.from) <= VALUE_BEFORE_GAP
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
        column.words.get(0), tableWords.get(tableWords.size() - 1)) < WordForms.SAME_WORD) {
      return false;
    }
    int k = link.to;
    if (k >= reading.tokens.size() || !(reading.tokens.get(k).is("with")
        || reading.tokens.get(k).is("named") || reading.tokens.get(k).is("called")
        || reading.tokens.get(k).is("whose"))) {
      return false;
    }
    for (Link next : reading.links) {
      if (next.from <= link.from || next.from > link.to + IDENTIFYING_VALUE_REACH) {
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

  /** "Top 3 clients by number of visits": a ranking by the count of a table's rows. */
  private boolean rankedByCount(List<Cue> before) {
    return reading.has(Cue.Kind.LIMIT) && Reading.any(before, Cue.Kind.GROUP)
        && Reading.any(before, Cue.Kind.COUNT);
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
        gap += CONTENT_WORD_GAP;
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
      if (c.from() >= link.to && gap(link.to, c.from()) <= ADJACENT_GAP) {
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
      if (t.index() >= link.to && gap(link.to, t.index()) <= ADJACENT_GAP) {
        return t;
      }
    }
    return null;
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
      for (TableEntry t : SubjectChooser.reachable(out.subject)) {
        if (!tables.contains(t)) {
          tables.add(t);
        }
      }
    }
    return tables;
  }
}
