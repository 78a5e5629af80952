package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.ColumnKind;
import dev.nljdbc.generation.offline.index.Defaults;
import dev.nljdbc.generation.offline.index.EventDate;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.EventDateWords;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.spec.QuerySpec.Group;
import dev.nljdbc.generation.offline.spec.QuerySpec.Order;
import dev.nljdbc.generation.offline.spec.QuerySpec.OrderKind;
import dev.nljdbc.generation.offline.words.Comparison;
import dev.nljdbc.generation.offline.words.Cue;
import dev.nljdbc.language.Period;
import dev.nljdbc.language.PeriodParser;
import dev.nljdbc.language.TimeUnit;
import dev.nljdbc.language.Token;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/** Turns quoted strings, comparisons and periods into filters on the right columns. */
final class FilterReader extends SpecStep {

  /** How many tokens before a quoted string a negation applies to it ("not named 'Ann'"). */
  private static final int LITERAL_NEGATION_REACH = 3;
  /** How many tokens after "in" the column of a quoted string may start ("'Ann' in the name"). */
  private static final int IN_COLUMN_REACH = 4;
  /** How many tokens before a quoted string "containing" may end. */
  private static final int CONTAINS_REACH = 3;
  /** How many tokens before a quoted string its text column may end ("name is 'Ann'"). */
  private static final int COLUMN_BEFORE_REACH = 5;
  /** How many tokens before a bare number a negation applies to it ("not grade 9"). */
  private static final int NUMBER_NEGATION_REACH = 4;

  FilterReader(SpecDraft d) {
    super(d);
  }

  /**
   * Quoted strings no column claimed: "'Hey' in its name" and "contains 'x'" match inside the
   * column; others equal the nearest column before, or the subject's label.
   */
  void literals() {
    for (Token literal : reading.literals) {
      if (usedLiterals.contains(literal)) {
        continue;
      }
      ColumnEntry column = columnAfterIn(literal.index());
      boolean contains = column != null || containsCueBefore(literal.index());
      if (column == null) {
        column = columnBefore(literal.index());
      }
      if (column == null) {
        column = subject.labelColumn();
      }
      if (column == null || column.kind != ColumnKind.TEXT) {
        d.penalty += DOUBT_MUCH;
        continue;
      }
      usedLiterals.add(literal);
      boolean negated = use(reading.cuesBefore(literal.index(), LITERAL_NEGATION_REACH),
          Cue.Kind.NEGATION);
      filters.add(contains ? Filter.contains(col(column), literal.text(), negated)
          : Filter.values(col(column), List.of(literal.text()), negated));
    }
  }

  ColumnEntry columnAfterIn(int index) {
    if (!(index + 1 < reading.tokens.size() && reading.tokens.get(index + 1).is("in"))) {
      return null;
    }
    for (Link l : reading.links) {
      Link.Target t = roles.target(l);
      if (l.from > index && l.from - index <= IN_COLUMN_REACH && t != null && t.column() != null) {
        projections.remove(col(t.column()));
        return t.column();
      }
    }
    return null;
  }

  boolean containsCueBefore(int index) {
    for (Cue c : reading.cues) {
      if (c.kind() == Cue.Kind.CONTAINS && c.to() <= index && index - c.to() <= CONTAINS_REACH) {
        return true;
      }
    }
    return false;
  }

  ColumnEntry columnBefore(int index) {
    ColumnEntry found = null;
    for (Link l : reading.links) {
      Link.Target t = roles.target(l);
      if (l.to <= index && index - l.to <= COLUMN_BEFORE_REACH && t != null && t.column() != null
          && t.column().kind == ColumnKind.TEXT) {
        found = t.column();
      }
    }
    if (found != null) {
      projections.remove(col(found));
    }
    return found;
  }

  void comparisons() {
    for (Comparison c : reading.comparisons) {
      if (aggregateComparisons.contains(c) || roles.countCompared.containsKey(c)) {
        continue;
      }
      ColumnEntry column = roles.compared.get(c);
      if (column == null && c.value() == null) {
        d.penalty += DOUBT_MUCH;
        continue;
      }
      if (column == null && !c.bare() && ElapsedTime.unit(c) != null) {
        elapsed(c);
        continue;
      }
      if (column == null && !c.bare()) {
        List<ColumnEntry> measures = Defaults.measures(subject);
        if (!measures.isEmpty()) {
          column = measures.get(0);
          assumptions.add(c.value().toPlainString() + " compares with " + column.human());
          d.penalty += measures.size() > 1 ? DOUBT_SERIOUS : DOUBT_SOME;
          d.accountMeasureWords(column, measures.size() > 1 ? GUESSED : SURE, false,
              "default comparison");
        }
      }
      if (column == null) {
        d.penalty += DOUBT_MUCH;
        assumptions.add("ignored the number " + c.value().toPlainString());
        continue;
      }
      if (c.bare()) {
        List<String> values = new ArrayList<>();
        values.add(c.value().toPlainString());
        for (BigDecimal alt : c.alternatives()) {
          values.add(alt.toPlainString());
        }
        boolean negated = use(reading.cuesBefore(c.from(), NUMBER_NEGATION_REACH),
            Cue.Kind.NEGATION);
        filters.add(Filter.values(col(column), values, negated));
      } else if (column.isTemporal()) {
        Period age = AgeComparison.of(c, column);
        if (age != null) {
          filters.add(Filter.period(col(column), age, false));
          assumptions.add(age.phrase() + " from " + column.table.human() + " " + column.human());
        } else {
          d.penalty += DOUBT_SOME;
        }
      } else {
        filters.add(Filter.compare(col(column), c.op(), c.value(), c.upper()));
      }
    }
  }

  /** A number of years or days that names no column: the time since the subject started. */
  private void elapsed(Comparison c) {
    ColumnEntry start = ElapsedTime.startDate(subject);
    Period since = start == null ? null : ElapsedTime.of(c, ElapsedTime.unit(c));
    if (since == null) {
      d.penalty += DOUBT_MUCH;
      assumptions.add("ignored the time " + c.value().toPlainString() + " " + c.unit());
      return;
    }
    filters.add(Filter.period(col(start), since, false));
    assumptions.add(since.phrase() + " since " + start.table.human() + " " + start.human());
  }

  void periods() {
    List<PeriodParser.Mention> mentions = reading.periods;
    for (int i = 0; i < mentions.size(); i++) {
      PeriodParser.Mention m = mentions.get(i);
      List<Period> more = new ArrayList<>();
      while (i + 1 < mentions.size() && alternative(m.to(), mentions.get(i + 1).from())) {
        more.add(mentions.get(i + 1).period());
        m = new PeriodParser.Mention(m.from(), mentions.get(i + 1).to(), m.period());
        i++;
      }
      period(m, more);
    }
  }

  /**
   * Whether only "or", "and" or commas lie between two periods, or, in a question that compares,
   * the words that set one period against the other ("this year vs last year", "2024 compared
   * with 2025").
   */
  boolean alternative(int from, int to) {
    boolean comparing = comparing();
    for (int k = from; k < to; k++) {
      Token t = reading.tokens.get(k);
      if (!(t.is("or") || t.is("and") || t.is(",") || t.is("in") || t.is("either")
          || comparing && setsAgainst(t))) {
        return false;
      }
    }
    return true;
  }

  private static boolean setsAgainst(Token t) {
    return t.is("vs") || t.is("versus") || t.is(".") || t.is("against") || t.is("compared")
        || t.is("to") || t.is("with") || t.is("than");
  }

  void period(PeriodParser.Mention m, List<Period> more) {
    ColumnEntry column = mentionedDateColumn(m.from());
    Period p = m.period();
    boolean wholeYears = p.isWholeYears();
    for (Period q : more) {
      wholeYears &= q.isWholeYears();
    }
    if (column != null && column.isYearLike() && !column.isTemporal()) {
      if (wholeYears) {
        filters.add(Filter.period(col(column), p, true).withMorePeriods(more));
        return;
      }
      column = null;
    }
    if (column == null) {
      column = EventDateWords.named(reading, subject, m.from(), m.to(), d.ledger);
    }
    if (column == null) {
      column = EventDate.resolved(reading.resolutions, subject);
    }
    if (column == null) {
      column = tableDateColumn(m.from());
    }
    if (column == null) {
      column = measureDate();
    }
    if (column == null) {
      column = subjectDate(p, more);
    }
    if (column == null) {
      column = dateColumn();
    }
    if (column != null) {
      filters.add(Filter.period(col(column), p, false).withMorePeriods(more));
      TimeUnit compared = more.isEmpty() || !comparing() ? null : unitOf(p, more);
      if (compared != null) {
        addFirstGroup(Group.byBucket(col(column), compared));
        sorting.add(0, new Order(OrderKind.BUCKET, col(column), null, false));
      }
      if (!mentioned(column)) {
        assumptions.add(p.phrase() + " applies to " + column.table.human() + " "
            + column.human());
      }
      return;
    }
    ColumnEntry year = yearColumn();
    if (year != null && wholeYears) {
      filters.add(Filter.period(col(year), p, true).withMorePeriods(more));
      return;
    }
    d.penalty += DOUBT_GRAVE;
    assumptions.add("no date column for '" + p.phrase() + "'");
  }

  /**
   * The event date of the rows a measure is summed over when they are not the subject's own
   * ("products by quantity sold this year": the sales are dated, not the products): the
   * measure's table's date, or that of a parent of it other than the subject (an order line is
   * dated by its order, not by its product's {@code created_at}: a parent's date that only
   * keeps the record gives way to another parent's event date). Null when the measure is the
   * subject's own or nothing dates it.
   */
  private ColumnEntry measureDate() {
    List<TableEntry> measuredTables = new ArrayList<>();
    for (QuerySpec.Agg a : aggregates) {
      if (a.column() != null) {
        measuredTables.add(reading.index.table(a.column().table()));
      }
    }
    for (Link l : reading.links) {
      Role role = roles.role(l);
      Link.Target t = roles.target(l);
      if (t != null && t.column() != null && t.column().isNumeric()
          && (role == Role.AGGREGATED || role == Role.RANKED || role == Role.EXTREME)) {
        measuredTables.add(t.column().table);
      }
    }
    for (TableEntry measured : measuredTables) {
      if (measured == null) {
        continue;
      }
      ColumnEntry own = Defaults.dateColumn(measured);
      if (own != null) {
        return measured == subject ? null : own;
      }
      ColumnEntry kept = null;
      for (TableEntry.Edge e : measured.outgoing) {
        ColumnEntry parents = e.parent() == subject || groupedBy(e.parent())
            || leadsToGrouped(e.parent()) ? null : Defaults.dateColumn(e.parent());
        if (parents != null && EventDate.keepsTheRecord(parents)) {
          kept = kept == null ? parents : kept;
        } else if (parents != null) {
          return parents;
        }
      }
      if (kept != null) {
        return kept;
      }
    }
    return null;
  }

  private boolean leadsToGrouped(TableEntry t) {
    for (TableEntry.Edge e : t.outgoing) {
      if (groupedBy(e.parent())) {
        return true;
      }
    }
    return false;
  }

  private boolean groupedBy(TableEntry t) {
    for (Group g : groups) {
      if (t.name.equals(g.table()) || g.column() != null && t.name.equals(g.column().table())) {
        return true;
      }
    }
    return false;
  }

  /**
   * The subject's own event date for a period the question places on no named date; when
   * several are plausible, the default, noted as a choice a clarification can ask about.
   */
  private ColumnEntry subjectDate(Period p, List<Period> more) {
    boolean future = EventDate.future(p);
    for (Period q : more) {
      future &= EventDate.future(q);
    }
    List<ColumnEntry> candidates = EventDate.candidates(subject, future);
    if (candidates.isEmpty()) {
      return null;
    }
    if (candidates.size() > 1) {
      List<String> names = new ArrayList<>();
      candidates.forEach(c -> names.add(c.name));
      d.dateChoices.add(new DateChoice(subject.name, names, p.phrase()));
      d.penalty += DOUBT_SOME;
    }
    return candidates.get(0);
  }

  /** Whether the question compares ("compare", "versus", "vs"): one row per period. */
  private boolean comparing() {
    for (Token t : reading.tokens) {
      if (t.is("compare") || t.is("compared") || t.is("comparing") || t.is("comparison")
          || t.is("versus") || t.is("vs")) {
        return true;
      }
    }
    return false;
  }

  /** The calendar unit the compared periods share, or null. */
  private static TimeUnit unitOf(Period first, List<Period> more) {
    if (first.isWholeYears() && more.stream().allMatch(Period::isWholeYears)) {
      return TimeUnit.YEAR;
    }
    String phrase = first.phrase().toLowerCase(java.util.Locale.ROOT);
    for (TimeUnit u : new TimeUnit[] {TimeUnit.QUARTER, TimeUnit.MONTH, TimeUnit.WEEK,
        TimeUnit.DAY, TimeUnit.YEAR}) {
      if (phrase.contains(u.word())) {
        return u;
      }
    }
    return null;
  }

  /**
   * The date column of a table named right before a period ("no order in 2024"), or null; never
   * that of a table the question groups by ("tickets per customer this month" filters the
   * tickets' own date).
   */
  ColumnEntry tableDateColumn(int periodStart) {
    for (Link l : reading.links) {
      Link.Target t = roles.target(l);
      if (t != null && t.kind() == LinkKind.TABLE && t.table() != subject && l.to <= periodStart
          && onlyPeriodLead(l.to, periodStart) && roles.role(l) != Role.GROUPED) {
        ColumnEntry c = Defaults.dateColumn(t.table());
        if (c != null) {
          return c;
        }
      }
    }
    return null;
  }

  /**
   * Whether at most one word lies between a table's name and a period, not counting the words
   * that lead into a period ("no order in the last 6 months", "no visit during the past year").
   */
  private boolean onlyPeriodLead(int from, int to) {
    int others = 0;
    for (int k = from; k < to; k++) {
      Token t = reading.tokens.get(k);
      if (!(t.is("in") || t.is("the") || t.is("during") || t.is("over") || t.is("within"))) {
        others++;
      }
    }
    return others <= 1;
  }

  ColumnEntry mentionedDateColumn(int periodStart) {
    for (Link l : reading.links) {
      Link.Target t = roles.target(l);
      if (t == null || t.column() == null || l.to > periodStart || periodStart - l.to > 2) {
        continue;
      }
      ColumnEntry c = t.column();
      if (c.isTemporal() || c.isYearLike()) {
        projections.remove(col(c));
        roles.roles.put(l, Role.HINT);
        return c;
      }
    }
    return null;
  }
}
