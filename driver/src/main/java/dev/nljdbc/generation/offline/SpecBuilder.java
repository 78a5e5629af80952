package dev.nljdbc.generation.offline;

import dev.nljdbc.generation.offline.QuerySpec.Agg;
import dev.nljdbc.generation.offline.QuerySpec.Col;
import dev.nljdbc.generation.offline.QuerySpec.Filter;
import dev.nljdbc.generation.offline.QuerySpec.FilterKind;
import dev.nljdbc.generation.offline.QuerySpec.Group;
import dev.nljdbc.generation.offline.QuerySpec.Order;
import dev.nljdbc.generation.offline.QuerySpec.OrderKind;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The offline planner: turns a read question and its term roles into a {@link QuerySpec}.
 *
 * <p>Design note. Each linked term contributes by its role: values and comparisons become
 * filters, counted and aggregated terms become aggregates, grouped terms and trend cues become
 * groups, sorted, ranked and superlative terms become ordering with a limit. What the question
 * leaves open is filled by defaults, each recorded as an assumption: the date column of a
 * period or a trend, the measure of a trend, of "sales", or of an aggregate word without a
 * column (money-like columns first; several when they tie), the count when a grouping has no
 * aggregate, the label when "which" asks for rows. A superlative becomes MAX/MIN when the
 * question asks for the value alone, and ORDER BY ... LIMIT when it asks for the row ("the
 * product with the highest price"). "Top N entities by a measure of another table" groups the
 * entity and sums the measure. Aggregated queries group by every shown column. A table the
 * question names only as having rows ("dogs who had treatments") becomes an IN filter, with
 * "without" a NOT IN filter, with "more than 2" a having-count filter.
 *
 * <p>The builder never touches the database and never fails on odd input: what it cannot place
 * lowers the confidence instead. Only a question with no subject table at all is refused.
 */
final class SpecBuilder {

  /** A spec with its confidence and the engine's notes. */
  record Draft(QuerySpec spec, double confidence, List<String> ambiguous) {
  }

  private final Reading reading;
  private final RoleAssigner.Roles roles;
  private final TableEntry subject;
  private final List<Col> projections = new ArrayList<>();
  private final List<Agg> aggregates = new ArrayList<>();
  private final List<Group> groups = new ArrayList<>();
  private final List<Filter> filters = new ArrayList<>();
  private final List<Order> sorting = new ArrayList<>();
  private final List<String> assumptions = new ArrayList<>();
  private final Set<Cue> used = new HashSet<>();
  private final Set<Comparison> aggregateComparisons = new HashSet<>();
  private final List<TableEntry> entities = new ArrayList<>();
  private final Set<Link> moneyEntities = new HashSet<>();
  private Integer limit;
  private boolean distinct;
  private boolean rowWanted;
  private double penalty;
  private final boolean fragment;

  private SpecBuilder(Reading reading, RoleAssigner.Roles roles, boolean fragment) {
    this.reading = reading;
    this.roles = roles;
    this.subject = roles.subject;
    this.fragment = fragment;
  }

  /** The draft, or null when the question names no table at all. */
  static Draft build(Reading reading, RoleAssigner.Roles roles) {
    if (roles.subject == null) {
      return null;
    }
    return new SpecBuilder(reading, roles, false).run();
  }

  /**
   * The draft of a refinement's feedback ("by region", "only last month"): what it adds, with
   * no label default for "which" and no default aggregate.
   */
  static Draft buildFragment(Reading reading, RoleAssigner.Roles roles) {
    if (roles.subject == null) {
      return null;
    }
    return new SpecBuilder(reading, roles, true).run();
  }

  private Draft run() {
    rowWanted = reading.has(Cue.Kind.WHICH) || reading.has(Cue.Kind.LIMIT);
    for (Link link : reading.links) {
      if (roles.role(link) != null) {
        place(link);
      }
    }
    literals();
    comparisons();
    periods();
    trend();
    pendingCues();
    if (!fragment) {
      defaultAggregates();
    }
    presence();
    nestRelated();
    if (!fragment) {
      reconcile();
    }
    confidence();
    QuerySpec spec = new QuerySpec(subject.name, projections, aggregates, groups, filters,
        sorting, limit, distinct, assumptions);
    return new Draft(spec, Math.max(0.05, Math.min(0.98, 0.95 - penalty)), roles.ambiguous);
  }

  private void place(Link link) {
    Link.Target t = roles.target(link);
    List<Cue> before = reading.cuesBefore(link.from, 5);
    switch (roles.role(link)) {
      case VALUE:
        value(link, t, before);
        if (roles.mostCountedValues.contains(link) && t.table() != subject) {
          mostCounted(t.table(), before);
        }
        break;
      case ENTITY:
        if (t.table() != subject && !entities.contains(t.table())) {
          entities.add(t.table());
        }
        if (Defaults.isMoneyWord(reading.tokens.get(link.to - 1).lower())) {
          moneyEntities.add(link);
        }
        break;
      case COUNTED:
        use(before, Cue.Kind.COUNT);
        ColumnEntry label = t.table().labelColumn();
        if (t.column() == null && Reading.any(before, Cue.Kind.DISTINCT) && label != null
            && label.kind == ColumnKind.TEXT && !label.primaryKey) {
          aggregates.add(new Agg(AggFunc.COUNT, col(label), true, null));
        } else if (t.column() == null) {
          Agg count = new Agg(AggFunc.COUNT, null, false, t.table().name);
          if (!aggregates.contains(count)) {
            aggregates.add(count);
          }
        } else {
          boolean d = Reading.any(before, Cue.Kind.DISTINCT) || use(before, Cue.Kind.DISTINCT)
              || reading.classifiedBefore(link.from);
          aggregates.add(new Agg(AggFunc.COUNT, col(t.column()), d, null));
        }
        break;
      case AGGREGATED:
        aggregated(link, t.column(), before);
        break;
      case GROUPED:
        use(before, Cue.Kind.GROUP);
        grouped(t);
        break;
      case SORTED:
        use(before, Cue.Kind.SORT);
        sorting.add(new Order(OrderKind.COLUMN, col(t.column()), null, direction(link, false)));
        break;
      case RANKED:
        use(before, Cue.Kind.GROUP);
        ranked(t.column());
        break;
      case EXTREME:
        Cue s = Reading.find(before, Cue.Kind.SUPERLATIVE);
        used.add(s);
        extreme(t.column(), s.descending());
        break;
      case MOST_COUNTED:
        mostCounted(t.table(), before);
        break;
      case ABSENT:
        use(before, Cue.Kind.NEGATION);
        if (t.table() != subject) {
          filters.add(Filter.absent(t.table().name));
        } else {
          penalty += 0.1;
        }
        break;
      case COUNT_COMPARED:
        Comparison c = roles.comparisonOf.get(link);
        if (t.table() != subject) {
          filters.add(Filter.count(t.table().name, c.op(), c.value(), c.upper()));
        } else {
          filters.add(Filter.aggregate(AggFunc.COUNT, null, c.op(), c.value(), c.upper()));
        }
        break;
      case MATCHED:
        matched(link, t.column());
        break;
      case SHOWN:
        if (isFlag(t.column())) {
          flag(link, t.column());
          break;
        }
        for (ColumnEntry shown : tiedColumns(link, t)) {
          if (!projections.contains(col(shown))) {
            projections.add(col(shown));
            shownBy.put(col(shown), link);
          }
        }
        break;
      default:
        break;
    }
  }

  private static final Set<String> TRUE_VALUES = Set.of("t", "y", "yes", "true", "1");
  private static final Set<String> FALSE_VALUES = Set.of("f", "n", "no", "false", "0");

  /** A yes/no column: a boolean, or a column whose sampled values are T/F, Y/N, 1/0. */
  private static boolean isFlag(ColumnEntry c) {
    if (c.kind == ColumnKind.BOOLEAN) {
      return true;
    }
    if (c.isNumeric() && !c.words.isEmpty() && (c.words.contains("yn")
        || c.words.get(0).equals("is") || c.words.get(0).equals("has"))) {
      return true;
    }
    List<String> values = c.samples();
    if (values.isEmpty() || values.size() > 2) {
      return false;
    }
    for (String v : values) {
      String lower = v.toLowerCase(java.util.Locale.ROOT);
      if (!TRUE_VALUES.contains(lower) && !FALSE_VALUES.contains(lower)) {
        return false;
      }
    }
    return true;
  }

  /** "Official languages", "abandoned dogs": a flag column named as an adjective is true. */
  private void flag(Link link, ColumnEntry c) {
    boolean negated = reading.negatedBefore(link.from);
    if (c.kind == ColumnKind.BOOLEAN) {
      filters.add(Filter.values(col(c), List.of(negated ? "false" : "true"), false));
      return;
    }
    String wanted = null;
    for (String v : c.samples()) {
      boolean isTrue = TRUE_VALUES.contains(v.toLowerCase(java.util.Locale.ROOT));
      if (isTrue != negated) {
        wanted = v;
      }
    }
    if (wanted == null) {
      wanted = c.isNumeric() ? (negated ? "0" : "1") : (negated ? "F" : "T");
    }
    filters.add(Filter.values(col(c), List.of(wanted), false));
  }

  /** The column and, while its term is an unresolved tie, the columns of its table tied with it. */
  private List<ColumnEntry> tiedColumns(Link link, Link.Target chosen) {
    List<ColumnEntry> columns = new ArrayList<>();
    columns.add(chosen.column());
    if (link.resolution != null || !roles.ambiguous.contains(link.text)) {
      return columns;
    }
    for (Link.Target t : link.targets) {
      if (t.kind() == LinkKind.COLUMN && t.table() == chosen.table() && t.column() != chosen.column()
          && Math.abs(t.score() - chosen.score()) <= TermLink.TIE_MARGIN) {
        columns.add(t.column());
      }
    }
    return columns;
  }

  private void value(Link link, Link.Target t, List<Cue> before) {
    boolean negated = use(before, Cue.Kind.NEGATION) || reading.negatedBefore(link.from);
    Link hint = previousLink(link);
    if (!negated && hint != null && roles.role(hint) == Role.HINT) {
      negated = reading.negatedBefore(hint.from);
    }
    Col column = col(t.column());
    if (!filters.isEmpty()) {
      Filter last = filters.get(filters.size() - 1);
      if (last.kind() == FilterKind.VALUES && last.column().equals(column)
          && last.negated() == negated && joinedByOr(link)) {
        List<String> values = new ArrayList<>(last.values());
        if (!values.contains(t.value())) {
          values.add(t.value());
        }
        filters.set(filters.size() - 1, Filter.values(column, values, negated));
        return;
      }
    }
    filters.add(Filter.values(column, List.of(t.value()), negated));
  }

  private Link previousLink(Link link) {
    Link previous = null;
    for (Link l : reading.links) {
      if (l.to <= link.from) {
        previous = l;
      }
    }
    return previous;
  }

  private boolean joinedByOr(Link link) {
    for (int k = link.from - 1; k >= 0; k--) {
      Token tok = reading.tokens.get(k);
      if (reading.linkAt(k) != null) {
        return true;
      }
      if (!(tok.is("or") || tok.is("and") || tok.is(",") || tok.is("nor")
          || tok.isWord() && Lexicon.isStop(tok.lower()) || Lexicon.NEGATION.contains(tok.lower()))) {
        return false;
      }
    }
    return false;
  }

  private void aggregated(Link link, ColumnEntry column, List<Cue> before) {
    List<AggFunc> funcs = new ArrayList<>();
    for (Cue c : before) {
      if (c.kind() == Cue.Kind.AGGREGATE) {
        funcs.add(0, c.func());
        used.add(c);
      }
    }
    RoleAssigner assigner = null;
    Cue soft = null;
    for (int k = link.from; k < link.to && soft == null; k++) {
      for (Cue c : reading.cuesAt(k)) {
        if (c.kind() == Cue.Kind.AGGREGATE) {
          soft = c;
        }
      }
    }
    if (funcs.isEmpty() && soft != null) {
      funcs.add(soft.func());
      used.add(soft);
    }
    Comparison having = null;
    for (Comparison c : reading.comparisons) {
      if (roles.compared.get(c) == column && c.from() >= link.to
          && c.from() - link.to <= 3) {
        having = c;
      }
    }
    for (AggFunc f : funcs) {
      AggFunc func = f;
      if (!column.isNumeric() && (func == AggFunc.SUM || func == AggFunc.AVG)) {
        func = column.isTemporal() ? AggFunc.MAX : AggFunc.COUNT;
        penalty += 0.1;
      }
      if (having != null) {
        aggregateComparisons.add(having);
        filters.add(Filter.aggregate(func, col(column), having.op(), having.value(),
            having.upper()));
      } else {
        Agg agg = new Agg(func, col(column), false, null);
        if (!aggregates.contains(agg)) {
          aggregates.add(agg);
        }
      }
    }
  }

  private void grouped(Link.Target t) {
    if (t.kind() == LinkKind.TABLE && t.table() == subject && !aggregateIntent()) {
      return;
    }
    if (t.kind() == LinkKind.TABLE) {
      if (!containsGroup(Group.byTable(t.table().name))) {
        groups.add(Group.byTable(t.table().name));
      }
      return;
    }
    ColumnEntry c = t.column();
    Group g = c.isTemporal() && !c.isKey() ? Group.byColumn(col(c)) : Group.byColumn(col(c));
    if (!containsGroup(g)) {
      groups.add(g);
    }
  }

  /** Whether the question asks for counts, sums or a trend anywhere. */
  private boolean aggregateIntent() {
    for (Cue c : reading.cues) {
      if (c.kind() == Cue.Kind.COUNT || c.kind() == Cue.Kind.AGGREGATE
          || c.kind() == Cue.Kind.TREND) {
        return true;
      }
    }
    return !moneyEntities.isEmpty();
  }

  private boolean containsGroup(Group g) {
    return groups.contains(g);
  }

  private void ranked(ColumnEntry measure) {
    boolean descending = descendingRank();
    if (measure.table == subject || reachesManyToOne(subject, measure.table)) {
      sorting.add(new Order(OrderKind.COLUMN, col(measure), null, descending));
      return;
    }
    AggFunc func = AggFunc.SUM;
    aggregates.add(new Agg(func, col(measure), false, null));
    sorting.add(new Order(OrderKind.AGGREGATE, col(measure), func, descending));
    if (groups.isEmpty()) {
      groups.add(Group.byTable(subject.name));
    }
  }

  private boolean descendingRank() {
    for (Cue c : reading.cues) {
      if (c.kind() == Cue.Kind.LIMIT || c.kind() == Cue.Kind.SUPERLATIVE
          || c.kind() == Cue.Kind.DIRECTION) {
        return c.descending();
      }
    }
    return true;
  }

  private void extreme(ColumnEntry column, boolean descending) {
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

  private boolean hasEntityBefore(ColumnEntry column) {
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

  private void mostCounted(TableEntry counted, List<Cue> before) {
    Cue s = Reading.find(before, Cue.Kind.SUPERLATIVE);
    boolean descending = s == null ? direction(null, true) : s.descending();
    if (s != null) {
      used.add(s);
    }
    use(before, Cue.Kind.COUNT);
    use(before, Cue.Kind.SORT);
    sorting.add(new Order(OrderKind.COUNT, null, null, descending, counted.name));
    if (s != null && limit == null) {
      limit = 1;
    }
    if (counted != subject && !aggregates.isEmpty() && groups.isEmpty()) {
      groups.add(Group.byTable(subject.name));
    }
    countedTable = counted;
  }

  private TableEntry countedTable;

  private final Set<Token> usedLiterals = new HashSet<>();
  private final java.util.Map<Col, Link> shownBy = new java.util.HashMap<>();

  private void matched(Link link, ColumnEntry column) {
    Token literal = new RoleAssignerView(reading).literalAfter(link);
    if (literal == null || !usedLiterals.add(literal)) {
      return;
    }
    boolean contains = false;
    for (int k = link.to; k < literal.index(); k++) {
      for (Cue c : reading.cuesAt(k)) {
        contains |= c.kind() == Cue.Kind.CONTAINS;
      }
    }
    boolean negated = false;
    for (int k = link.to; k < literal.index(); k++) {
      for (Cue c : reading.cuesAt(k)) {
        negated |= c.kind() == Cue.Kind.NEGATION;
      }
    }
    if (contains) {
      filters.add(Filter.contains(col(column), literal.text(), negated));
    } else {
      filters.add(Filter.values(col(column), List.of(literal.text()), negated));
    }
  }

  /**
   * Quoted strings no column claimed: "'Hey' in its name" and "contains 'x'" match inside the
   * column; others equal the nearest column before, or the subject's label.
   */
  private void literals() {
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
        penalty += 0.15;
        continue;
      }
      usedLiterals.add(literal);
      boolean negated = use(reading.cuesBefore(literal.index(), 3), Cue.Kind.NEGATION);
      filters.add(contains ? Filter.contains(col(column), literal.text(), negated)
          : Filter.values(col(column), List.of(literal.text()), negated));
    }
  }

  private ColumnEntry columnAfterIn(int index) {
    if (!(index + 1 < reading.tokens.size() && reading.tokens.get(index + 1).is("in"))) {
      return null;
    }
    for (Link l : reading.links) {
      Link.Target t = roles.target(l);
      if (l.from > index && l.from - index <= 4 && t != null && t.column() != null) {
        projections.remove(col(t.column()));
        return t.column();
      }
    }
    return null;
  }

  private boolean containsCueBefore(int index) {
    for (Cue c : reading.cues) {
      if (c.kind() == Cue.Kind.CONTAINS && c.to() <= index && index - c.to() <= 3) {
        return true;
      }
    }
    return false;
  }

  private ColumnEntry columnBefore(int index) {
    ColumnEntry found = null;
    for (Link l : reading.links) {
      Link.Target t = roles.target(l);
      if (l.to <= index && index - l.to <= 5 && t != null && t.column() != null
          && t.column().kind == ColumnKind.TEXT) {
        found = t.column();
      }
    }
    if (found != null) {
      projections.remove(col(found));
    }
    return found;
  }

  private void comparisons() {
    for (Comparison c : reading.comparisons) {
      if (aggregateComparisons.contains(c) || roles.countCompared.containsKey(c)) {
        continue;
      }
      ColumnEntry column = roles.compared.get(c);
      if (column == null && c.value() == null) {
        penalty += 0.15;
        continue;
      }
      if (column == null && !c.bare()) {
        List<ColumnEntry> measures = Defaults.measures(subject);
        if (!measures.isEmpty()) {
          column = measures.get(0);
          assumptions.add(c.value().toPlainString() + " compares with " + column.human());
          penalty += measures.size() > 1 ? 0.2 : 0.1;
        }
      }
      if (column == null) {
        penalty += 0.15;
        assumptions.add("ignored the number " + c.value().toPlainString());
        continue;
      }
      if (c.bare()) {
        List<String> values = new ArrayList<>();
        values.add(c.value().toPlainString());
        for (BigDecimal alt : c.alternatives()) {
          values.add(alt.toPlainString());
        }
        boolean negated = use(reading.cuesBefore(c.from(), 4), Cue.Kind.NEGATION);
        filters.add(Filter.values(col(column), values, negated));
      } else if (column.isTemporal()) {
        penalty += 0.1;
      } else {
        filters.add(Filter.compare(col(column), c.op(), c.value(), c.upper()));
      }
    }
  }

  private void periods() {
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

  /** Whether only "or", "and" or commas lie between two periods. */
  private boolean alternative(int from, int to) {
    for (int k = from; k < to; k++) {
      Token t = reading.tokens.get(k);
      if (!(t.is("or") || t.is("and") || t.is(",") || t.is("in") || t.is("either"))) {
        return false;
      }
    }
    return true;
  }

  private void period(PeriodParser.Mention m, List<Period> more) {
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
      column = tableDateColumn(m.from());
    }
    if (column == null) {
      column = dateColumn();
    }
    if (column != null) {
      filters.add(Filter.period(col(column), p, false).withMorePeriods(more));
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
    penalty += 0.25;
    assumptions.add("no date column for '" + p.phrase() + "'");
  }

  /** The date column of a table named right before a period ("no order in 2024"), or null. */
  private ColumnEntry tableDateColumn(int periodStart) {
    for (Link l : reading.links) {
      Link.Target t = roles.target(l);
      if (t != null && t.kind() == LinkKind.TABLE && t.table() != subject && l.to <= periodStart
          && periodStart - l.to <= 1) {
        ColumnEntry c = Defaults.dateColumn(t.table());
        if (c != null) {
          return c;
        }
      }
    }
    return null;
  }

  private ColumnEntry mentionedDateColumn(int periodStart) {
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

  private boolean mentioned(ColumnEntry column) {
    for (Link l : reading.links) {
      Link.Target t = roles.target(l);
      if (t != null && t.column() == column) {
        return true;
      }
    }
    return false;
  }

  private ColumnEntry dateColumn() {
    ColumnEntry c = Defaults.dateColumn(subject);
    if (c != null) {
      return c;
    }
    for (TableEntry t : roles.focus) {
      c = Defaults.dateColumn(t);
      if (c != null) {
        return c;
      }
    }
    return null;
  }

  private ColumnEntry yearColumn() {
    for (TableEntry t : roles.focus) {
      ColumnEntry c = Defaults.yearColumn(t);
      if (c != null) {
        return c;
      }
    }
    return null;
  }

  private void trend() {
    TimeUnit unit = null;
    boolean trend = false;
    for (Cue c : reading.cues) {
      if (c.kind() == Cue.Kind.TREND) {
        trend = true;
        used.add(c);
        if (unit == null) {
          unit = c.unit();
        }
      }
    }
    if (!trend) {
      return;
    }
    ColumnEntry named = unit == null ? null : columnNamed(unit.word());
    if (named != null && !named.isTemporal()) {
      addFirstGroup(Group.byColumn(col(named)));
      sorting.add(0, new Order(OrderKind.COLUMN, col(named), null, false));
      return;
    }
    ColumnEntry date = dateColumn();
    if (date == null) {
      ColumnEntry year = yearColumn();
      if (year != null) {
        addFirstGroup(Group.byColumn(col(year)));
        sorting.add(0, new Order(OrderKind.COLUMN, col(year), null, false));
      } else {
        penalty += 0.2;
        assumptions.add("no date column for a trend");
      }
      return;
    }
    TimeUnit u = unit == null ? TimeUnit.MONTH : unit;
    addFirstGroup(Group.byBucket(col(date), u));
    sorting.add(0, new Order(OrderKind.BUCKET, col(date), null, false));
    if (!mentioned(date)) {
      assumptions.add("trend by " + u.word() + " of " + date.table.human() + " "
          + date.human());
    }
  }

  private void addFirstGroup(Group g) {
    if (!groups.contains(g)) {
      groups.add(0, g);
    }
  }

  private ColumnEntry columnNamed(String word) {
    for (TableEntry t : roles.focus) {
      for (ColumnEntry c : t.columns) {
        if (c.words.size() == 1 && WordForms.similarity(c.words.get(0), word) >= 0.95) {
          return c;
        }
      }
      break;
    }
    return null;
  }

  /** Cues that no term used: aggregates without a column, superlatives, limits, order words. */
  private void pendingCues() {
    for (Cue c : reading.cues) {
      if (used.contains(c) || insideLink(c)) {
        continue;
      }
      switch (c.kind()) {
        case AGGREGATE:
          if (!(c.func() == AggFunc.SUM && (reading.has(Cue.Kind.COUNT) || hasCount()))) {
            aggregateOfDefault(c.func());
          }
          break;
        case COUNT:
          if (!hasCount()) {
            aggregates.add(new Agg(AggFunc.COUNT, null, false, subject.name));
          }
          break;
        case SUPERLATIVE:
          superlative(c);
          break;
        case DISTINCT:
          distinct = true;
          break;
        default:
          break;
      }
    }
    entityGrouping();
    for (Cue c : reading.cues) {
      if (c.kind() == Cue.Kind.LIMIT && !used.contains(c)) {
        limit = c.number();
        if (sorting.isEmpty() && !aggregates.isEmpty() && !groups.isEmpty()) {
          Agg first = aggregates.get(0);
          sorting.add(first.func() == AggFunc.COUNT && first.column() == null
              ? new Order(OrderKind.COUNT, null, null, c.descending(), first.of())
              : new Order(OrderKind.AGGREGATE, first.column(), first.func(), c.descending()));
        } else if (sorting.isEmpty() && isRankingWord(c)) {
          rankByDefault(c.descending());
        }
      }
    }
    sortByFrequency();
    for (Cue c : reading.cues) {
      if (used.contains(c)) {
        continue;
      }
      if (c.kind() == Cue.Kind.ALPHABETICAL && sorting.isEmpty()) {
        ColumnEntry label = labelFor();
        if (label != null) {
          sorting.add(new Order(OrderKind.COLUMN, col(label), null, false));
        }
      } else if (c.kind() == Cue.Kind.DIRECTION && !sorting.isEmpty()
          && c.from() > firstOrderToken()) {
        Order last = sorting.get(sorting.size() - 1);
        sorting.set(sorting.size() - 1, last.flipped(c.descending()));
      }
    }
  }

  /**
   * "Top 3 vehicles by total weight", "the brands with the highest average price": an entity
   * named for itself with aggregates of its child rows is grouped by that entity.
   */
  private void entityGrouping() {
    if (aggregates.isEmpty() || !groups.isEmpty() || !roles.subjectFromTable
        || !(reading.has(Cue.Kind.LIMIT) || reading.has(Cue.Kind.SUPERLATIVE)
        || reading.has(Cue.Kind.WHICH))) {
      return;
    }
    for (Agg a : aggregates) {
      if (a.column() == null || a.column().table().equals(subject.name)) {
        return;
      }
      TableEntry t = find(a.column().table());
      if (t == null || JoinPaths.manyToOne(t, subject) == null) {
        return;
      }
    }
    groups.add(Group.byTable(subject.name));
  }

  private boolean insideLink(Cue c) {
    Link l = reading.linkAt(c.from());
    return l != null && l.to > l.from + 1 && (c.kind() == Cue.Kind.AGGREGATE
        || c.kind() == Cue.Kind.SUPERLATIVE || c.kind() == Cue.Kind.COUNT);
  }

  /** "Sorted by their frequency", "in ascending order of count": ordering by the row count. */
  private void sortByFrequency() {
    for (Cue sort : reading.cues) {
      if (sort.kind() != Cue.Kind.SORT || used.contains(sort)) {
        continue;
      }
      int k = sort.to();
      while (k < reading.tokens.size() && (reading.tokens.get(k).is("their")
          || reading.tokens.get(k).is("the") || reading.tokens.get(k).is("its"))) {
        k++;
      }
      if (k >= reading.tokens.size() || reading.linkAt(k) != null) {
        continue;
      }
      Token t = reading.tokens.get(k);
      if (t.is("count") || t.is("frequency") || t.is("popularity") || t.is("counts")) {
        used.add(sort);
        for (Cue c : reading.cuesAt(k)) {
          used.add(c);
        }
        aggregates.removeIf(a -> a.func() == AggFunc.COUNT && a.column() == null);
        sorting.add(new Order(OrderKind.COUNT, null, null, direction(null, false), subject.name));
      }
    }
  }

  private int firstOrderToken() {
    for (Cue c : reading.cues) {
      if (c.kind() == Cue.Kind.SORT) {
        return c.from() - 1;
      }
    }
    return -1;
  }

  private boolean isRankingWord(Cue limitCue) {
    String w = reading.tokens.get(limitCue.from()).lower();
    return w.equals("top") || w.equals("bottom") || w.equals("best") || w.equals("worst")
        || reading.has(Cue.Kind.SUPERLATIVE);
  }

  private void rankByDefault(boolean descending) {
    List<ColumnEntry> measures = Defaults.measures(subject);
    if (!measures.isEmpty()) {
      sorting.add(new Order(OrderKind.COLUMN, col(measures.get(0)), null, descending));
      assumptions.add("ranked by " + measures.get(0).human());
      penalty += 0.1;
    }
  }

  private ColumnEntry labelFor() {
    for (Col p : projections) {
      ColumnEntry c = roles.focus.isEmpty() ? null : find(p);
      if (c != null && c.kind == ColumnKind.TEXT) {
        return c;
      }
    }
    return subject.labelColumn();
  }

  private ColumnEntry find(Col c) {
    TableEntry t = find(c.table());
    return t == null ? null : t.column(c.column());
  }

  private TableEntry find(String table) {
    for (TableEntry t : roles.focus) {
      if (t.name.equals(table)) {
        return t;
      }
    }
    return null;
  }

  private boolean hasCount() {
    for (Agg a : aggregates) {
      if (a.func() == AggFunc.COUNT) {
        return true;
      }
    }
    return false;
  }

  private void aggregateOfDefault(AggFunc func) {
    if (func == AggFunc.COUNT) {
      return;
    }
    TableEntry table = subject;
    List<ColumnEntry> measures = Defaults.measures(table);
    if (measures.isEmpty()) {
      penalty += 0.2;
      assumptions.add("no measure for '" + func.words + "'");
      return;
    }
    ColumnEntry m = measures.get(0);
    aggregates.add(new Agg(func, col(m), false, null));
    assumptions.add(func.words + " of " + m.human());
    penalty += measures.size() > 1 ? 0.2 : 0.05;
  }

  private void superlative(Cue c) {
    ColumnEntry column = null;
    if (c.concept() != null) {
      column = Defaults.conceptColumn(c.concept(), roles.focus);
    }
    if (column == null) {
      if (reading.has(Cue.Kind.LIMIT) || !sorting.isEmpty()) {
        return;
      }
      List<ColumnEntry> measures = Defaults.measures(subject);
      if (measures.isEmpty() || !rowWanted && !reading.has(Cue.Kind.WHICH)) {
        return;
      }
      column = measures.get(0);
      assumptions.add("ranked by " + column.human());
      penalty += 0.1;
    }
    boolean descending = c.descending();
    if (c.concept() != null && column.isTemporal() && !c.concept().columnWords().contains("date")) {
      descending = !descending;
    }
    if (reading.has(Cue.Kind.LIMIT)) {
      sorting.add(new Order(OrderKind.COLUMN, col(column), null, descending));
      return;
    }
    rowWanted = true;
    extreme(column, descending);
  }

  private void defaultAggregates() {
    if (groups.isEmpty() || !aggregates.isEmpty() || hasCountOrder()) {
      if (aggregates.isEmpty() && !moneyEntities.isEmpty() && groups.isEmpty()
          && projections.isEmpty() && !reading.has(Cue.Kind.ALL)) {
        sumMoney();
      }
      return;
    }
    boolean trend = false;
    for (Group g : groups) {
      trend |= g.bucket() != null;
    }
    if (!moneyEntities.isEmpty()) {
      sumMoney();
      return;
    }
    if (aggregateShownMeasures()) {
      return;
    }
    if (trend) {
      List<ColumnEntry> averaged = new ArrayList<>();
      for (ColumnEntry m : Defaults.measures(subject)) {
        if (Defaults.aggregateFor(m) == AggFunc.AVG && averaged.size() < 3) {
          averaged.add(m);
        }
      }
      for (ColumnEntry m : averaged) {
        aggregates.add(new Agg(AggFunc.AVG, col(m), false, null));
      }
      if (!averaged.isEmpty()) {
        assumptions.add("measured by " + averaged.get(0).human()
            + (averaged.size() > 1 ? " and the like" : ""));
        return;
      }
    }
    aggregates.add(new Agg(AggFunc.COUNT, null, false, subject.name));
  }

  /** "Freight cost for each segment": shown measures of a grouped query are aggregated. */
  private boolean aggregateShownMeasures() {
    List<Col> measures = new ArrayList<>();
    for (Col p : projections) {
      ColumnEntry c = find(p);
      if (c != null && c.isMeasure()) {
        measures.add(p);
      }
    }
    if (measures.isEmpty()) {
      return false;
    }
    for (Col m : measures) {
      aggregates.add(new Agg(Defaults.aggregateFor(find(m)), m, false, null));
      projections.remove(m);
    }
    return true;
  }

  private boolean hasHaving() {
    for (Filter f : filters) {
      if (f.kind() == FilterKind.AGGREGATE) {
        return true;
      }
    }
    return false;
  }

  private boolean hasCountOrder() {
    for (Order o : sorting) {
      if (o.kind() == OrderKind.COUNT) {
        return true;
      }
    }
    return false;
  }

  private void sumMoney() {
    List<ColumnEntry> measures = Defaults.measures(subject);
    if (measures.isEmpty()) {
      aggregates.add(new Agg(AggFunc.COUNT, null, false, subject.name));
      return;
    }
    aggregates.add(new Agg(AggFunc.SUM, col(measures.get(0)), false, null));
    assumptions.add("sales measured by " + measures.get(0).human());
    penalty += measures.size() > 1 ? 0.15 : 0.05;
  }

  /** Other named tables that are children of the subject: the subject must have such rows. */
  private void presence() {
    Set<String> usedTables = new HashSet<>();
    for (Col c : projections) {
      usedTables.add(c.table());
    }
    for (Agg a : aggregates) {
      if (a.column() != null) {
        usedTables.add(a.column().table());
      }
      if (a.of() != null) {
        usedTables.add(a.of());
      }
    }
    for (Filter f : filters) {
      if (f.column() != null) {
        usedTables.add(f.column().table());
      }
      if (f.other() != null) {
        usedTables.add(f.other());
      }
    }
    for (Group g : groups) {
      usedTables.add(g.table() != null ? g.table() : g.column().table());
    }
    for (TableEntry e : entities) {
      if (usedTables.contains(e.name) || reachedFromRelated(e)) {
        continue;
      }
      if (countedTable == e) {
        continue;
      }
      if (isChild(e, subject)) {
        filters.add(Filter.present(e.name));
      }
    }
    if (countedTable != null && countedTable != subject && groups.isEmpty()) {
      groups.add(Group.byTable(subject.name));
    }
  }

  /** Whether a table is reached from the table of a relation filter ("treatments on dogs"). */
  private boolean reachedFromRelated(TableEntry e) {
    for (Filter f : filters) {
      if (f.other() != null) {
        TableEntry other = find(f.other());
        if (other != null && other != e && JoinPaths.manyToOne(other, e) != null) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean isChild(TableEntry child, TableEntry parent) {
    for (TableEntry.Edge e : child.outgoing) {
      if (e.parent() == parent) {
        return true;
      }
    }
    for (TableEntry.Edge e : parent.incoming) {
      for (TableEntry.Edge e2 : e.child().outgoing) {
        if (e2.parent() == child) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Filters on the rows of a table the subject has rows in move into that relation's subquery
   * ("without an order in 2024"); a negated value of such a table becomes one ("students who
   * do not have a cat pet": no pet row whose type is cat).
   */
  private void nestRelated() {
    for (int i = 0; i < filters.size(); i++) {
      Filter f = filters.get(i);
      if (f.kind() == FilterKind.VALUES && f.negated() && isFanOut(f.column().table())) {
        filters.set(i, Filter.absent(f.column().table()).withInner(
            List.of(f.withNegated(false))));
      }
    }
    for (int i = 0; i < filters.size(); i++) {
      Filter f = filters.get(i);
      if (f.kind() != FilterKind.ABSENT && f.kind() != FilterKind.PRESENT
          && f.kind() != FilterKind.COUNT) {
        continue;
      }
      Set<String> side = childSide(f.other());
      List<Filter> inner = new ArrayList<>(f.inner());
      for (int j = filters.size() - 1; j >= 0; j--) {
        Filter g = filters.get(j);
        if (j != i && g.column() != null && side.contains(g.column().table())
            && g.kind() != FilterKind.AGGREGATE && g.kind() != FilterKind.NULL) {
          inner.add(0, g);
          filters.remove(j);
          if (j < i) {
            i--;
          }
        }
      }
      if (inner.size() != f.inner().size()) {
        filters.set(i, f.withInner(inner));
      }
    }
  }

  /** Whether rows of the table meet a subject row only through one-to-many keys. */
  private boolean isFanOut(String table) {
    TableEntry t = find(table);
    return t != null && t != subject && JoinPaths.manyToOne(subject, t) == null
        && JoinPaths.any(subject, t) != null && !usedElsewhere(table);
  }

  private boolean usedElsewhere(String table) {
    for (Col c : projections) {
      if (c.table().equals(table)) {
        return true;
      }
    }
    for (Agg a : aggregates) {
      if (a.column() != null && a.column().table().equals(table)) {
        return true;
      }
    }
    return false;
  }

  /** The table and the tables it reaches many to one, except those the subject reaches so. */
  private Set<String> childSide(String table) {
    Set<String> side = new HashSet<>();
    TableEntry start = find(table);
    if (start == null) {
      return side;
    }
    java.util.ArrayDeque<TableEntry> queue = new java.util.ArrayDeque<>();
    queue.add(start);
    while (!queue.isEmpty()) {
      TableEntry t = queue.poll();
      if (t == subject || JoinPaths.manyToOne(subject, t) != null || !side.add(t.name)) {
        continue;
      }
      for (TableEntry.Edge e : t.outgoing) {
        queue.add(e.parent());
      }
    }
    return side;
  }

  /** Aggregated queries group by their shown columns; "which" rows show the label. */
  private void reconcile() {
    if (!aggregates.isEmpty() || !groups.isEmpty() || hasCountOrder() || hasHaving()) {
      showGroupedTablesColumns();
      List<Col> kept = new ArrayList<>();
      for (Col p : projections) {
        if (coveredByGroup(p) || aggregatedColumn(p)) {
          continue;
        }
        if (!aggregates.isEmpty() || hasCountOrder() || hasHaving()) {
          groups.add(Group.byColumn(p));
        }
        kept.add(p);
      }
      projections.clear();
      if (aggregates.isEmpty() && !hasCountOrder() && !hasHaving()) {
        projections.addAll(kept);
      }
      if ((hasCountOrder() || hasHaving()) && groups.isEmpty()) {
        groups.add(Group.byTable(subject.name));
      }
      return;
    }
    if (reading.has(Cue.Kind.WHICH) && projections.size() == 1 && sorting.size() == 1
        && projections.get(0).equals(sorting.get(0).column()) && limit != null) {
      projections.clear();
    }
    if (projections.isEmpty() && reading.has(Cue.Kind.WHICH) && !reading.has(Cue.Kind.ALL)) {
      ColumnEntry label = subject.labelColumn();
      if (label != null && label.kind == ColumnKind.TEXT) {
        projections.add(col(label));
      }
    }
    if (reading.has(Cue.Kind.DISTINCT) && !projections.isEmpty()) {
      distinct = true;
    }
    criteriaNotShown();
    datedMeasures();
  }

  /**
   * "The shop whose number of products is the largest": a column named after "whose" or
   * "with" only to rank or compare by is not shown, when other columns are.
   */
  private void criteriaNotShown() {
    if (projections.size() < 2) {
      return;
    }
    for (Order o : sorting) {
      Link link = o.column() == null ? null : shownBy.get(o.column());
      if (link != null && link.from > 0 && projections.size() > 1) {
        Token before = reading.tokens.get(link.from - 1);
        Token before2 = link.from > 1 ? reading.tokens.get(link.from - 2) : before;
        if (before.is("whose") || before.is("with") || before2.is("whose")
            || before2.is("with") || before.is("where")) {
          projections.remove(o.column());
        }
      }
    }
  }

  /** Measures shown alone from a dated table come with their date, latest first. */
  private void datedMeasures() {
    if (projections.isEmpty() || !sorting.isEmpty() || distinct) {
      return;
    }
    TableEntry table = null;
    for (Col p : projections) {
      ColumnEntry c = find(p);
      if (c == null || !c.isMeasure() || table != null && c.table != table) {
        return;
      }
      table = c.table;
    }
    ColumnEntry date = Defaults.dateColumn(table);
    if (date != null) {
      projections.add(0, col(date));
      sorting.add(new Order(OrderKind.COLUMN, col(date), null, true));
    }
  }

  /**
   * "The owner with the most dogs: list id, first and last name": a grouped table whose columns
   * are shown is grouped by its key, and shows those columns instead of its label.
   */
  private void showGroupedTablesColumns() {
    for (int i = 0; i < groups.size(); i++) {
      Group g = groups.get(i);
      if (g.table() == null || g.keyOnly()) {
        continue;
      }
      List<Col> own = new ArrayList<>();
      for (Col p : projections) {
        if (p.table().equals(g.table()) && !aggregatedColumn(p)) {
          own.add(p);
        }
      }
      TableEntry t = find(g.table());
      if (own.isEmpty() || t == null || t.primaryKey.isEmpty()) {
        continue;
      }
      groups.set(i, g.asKeyOnly());
      for (Col p : own) {
        Group byColumn = Group.byColumn(p);
        if (!groups.contains(byColumn)) {
          groups.add(byColumn);
        }
      }
      projections.removeAll(own);
    }
  }

  private boolean coveredByGroup(Col p) {
    for (Group g : groups) {
      if (p.equals(g.column())) {
        return true;
      }
      if (g.table() != null && g.table().equals(p.table())) {
        return isLabelOrKey(p);
      }
    }
    return false;
  }

  private boolean isLabelOrKey(Col p) {
    for (TableEntry t : roles.focus) {
      if (t.name.equals(p.table())) {
        ColumnEntry c = t.column(p.column());
        return c != null && (c == t.labelColumn() || c.primaryKey);
      }
    }
    return false;
  }

  private boolean aggregatedColumn(Col p) {
    for (Agg a : aggregates) {
      if (p.equals(a.column())) {
        return true;
      }
    }
    return false;
  }

  private void confidence() {
    penalty += Math.min(0.35, 0.07 * reading.unmatched.size());
    penalty += Math.min(0.4, 0.2 * roles.ambiguous.size());
    if (!roles.subjectFromTable) {
      penalty += 0.05;
    }
  }

  /** Marks the cues of a kind as used; whether there was one. */
  private boolean use(List<Cue> cues, Cue.Kind kind) {
    boolean found = false;
    for (Cue c : cues) {
      if (c.kind() == kind) {
        used.add(c);
        found = true;
      }
    }
    return found;
  }

  private boolean direction(Link link, boolean fallback) {
    int from = link == null ? 0 : link.from;
    for (Cue c : reading.cues) {
      if (c.kind() == Cue.Kind.DIRECTION && c.from() >= from - 6) {
        used.add(c);
        return c.descending();
      }
      if (c.kind() == Cue.Kind.SUPERLATIVE && link != null && c.from() >= link.to
          && c.from() <= link.to + 4) {
        used.add(c);
        return c.descending();
      }
    }
    return fallback;
  }

  private static boolean reachesManyToOne(TableEntry from, TableEntry to) {
    return JoinPaths.manyToOne(from, to) != null;
  }

  private static Col col(ColumnEntry c) {
    return new Col(c.table.name, c.name);
  }

  /** Gives the builder the assigner's literal lookup without exposing the assigner. */
  private static final class RoleAssignerView {
    private final Reading reading;

    RoleAssignerView(Reading reading) {
      this.reading = reading;
    }

    Token literalAfter(Link link) {
      for (Token t : reading.literals) {
        if (t.index() >= link.to && t.index() - link.to <= 4) {
          return t;
        }
      }
      return null;
    }
  }
}
