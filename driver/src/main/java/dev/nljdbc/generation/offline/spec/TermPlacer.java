package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.ColumnKind;
import dev.nljdbc.generation.offline.index.Defaults;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.link.Reading;
import dev.nljdbc.generation.offline.link.TermLink;
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
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordForms;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Places each linked term by its role: values and exclusions, counts and aggregates, groups,
 * sorting, ranking, superlatives and quoted matches.
 */
final class TermPlacer extends SpecStep {

  /** How many tokens after a term its quoted string may start ("named the 'Ann'"). */
  private static final int LITERAL_REACH = 4;
  /** How many tokens before a term the cue words that place it may stand. */
  private static final int CUE_REACH = 5;
  /** How many tokens after an aggregated column its comparison may start ("total over 100"). */
  private static final int HAVING_REACH = 3;

  /** How many tokens before the first of two values "both" may stand ("both a chess"). */
  private static final int BOTH_REACH = 3;
  private static final Set<String> TRUE_VALUES = Set.of("t", "y", "yes", "true", "1");
  private static final Set<String> FALSE_VALUES = Set.of("f", "n", "no", "false", "0");

  TermPlacer(SpecDraft d) {
    super(d);
  }

  /** The quoted string right after a term, or null. */
  private Token literalAfter(Link link) {
    for (Token t : reading.literals) {
      if (t.index() >= link.to && t.index() - link.to <= LITERAL_REACH) {
        return t;
      }
    }
    return null;
  }

  void place(Link link) {
    Link.Target t = roles.target(link);
    List<Cue> before = reading.cuesBefore(link.from, CUE_REACH);
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
        if (isAmount(s) && overOtherRows(t.column())) {
          ranked(t.column());
          if (d.limit == null && singularSubject()) {
            d.limit = 1;
          }
        } else {
          extreme(t.column(), s.descending());
        }
        break;
      case MOST_COUNTED:
        mostCounted(t.table(), before);
        break;
      case STATE:
        boolean negated = use(before, Cue.Kind.NEGATION) || reading.negatedBefore(link.from);
        filters.add(Filter.isNull(col(t.column()), !negated));
        break;
      case MODE:
        mode(link, t.column(), before);
        break;
      case ABSENT:
        use(before, Cue.Kind.NEGATION);
        if (t.table() != subject) {
          filters.add(Filter.absent(t.table().name));
        } else {
          d.penalty += DOUBT_SOME;
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

  /** A yes/no column: a boolean, or a column whose sampled values are T/F, Y/N, 1/0. */
  static boolean isFlag(ColumnEntry c) {
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

  /** "Active accounts", "archived projects": a flag column named as an adjective is true. */
  void flag(Link link, ColumnEntry c) {
    boolean negated = reading.negatedBefore(link.from);
    if (c.kind == ColumnKind.BOOLEAN) {
      filters.add(Filter.values(col(c), List.of(negated ? "false" : "true"), false));
      return;
    }
    filters.add(Filter.values(col(c), List.of(flagValue(c, negated)), false));
  }

  /** The value of a yes/no column that is not a boolean meaning yes (or no when negated). */
  static String flagValue(ColumnEntry c, boolean negated) {
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
    return wanted;
  }

  /** The column and, while its term is an unresolved tie, the columns of its table tied with it. */
  List<ColumnEntry> tiedColumns(Link link, Link.Target chosen) {
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

  void value(Link link, Link.Target t, List<Cue> before) {
    boolean negated = use(before, Cue.Kind.NEGATION) || reading.negatedBefore(link.from);
    Link hint = previousLink(link);
    if (!negated && hint != null && roles.role(hint) == Role.HINT) {
      negated = reading.negatedBefore(hint.from);
    }
    Col column = col(t.column());
    if (!filters.isEmpty()) {
      Filter last = filters.get(filters.size() - 1);
      if (last.kind() == FilterKind.VALUES && last.column().equals(column)
          && last.negated() == negated && joinedByOr(link) && !bothAnd(link)) {
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

  boolean joinedByOr(Link link) {
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

  /**
   * Whether the value follows the one before it as "both A and B": each value must hold for a
   * row of its own, so the two stay apart (an intersection, not a list of alternatives).
   */
  boolean bothAnd(Link link) {
    boolean and = false;
    for (int k = link.from - 1; k >= 0; k--) {
      Link previous = reading.linkAt(k);
      if (previous != null) {
        return and && bothBefore(previous.from);
      }
      and |= reading.tokens.get(k).is("and");
    }
    return false;
  }

  private boolean bothBefore(int index) {
    for (int k = index - 1; k >= 0 && k >= index - BOTH_REACH; k--) {
      if (reading.tokens.get(k).is("both")) {
        return true;
      }
    }
    return false;
  }

  void aggregated(Link link, ColumnEntry column, List<Cue> before) {
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
          && c.from() - link.to <= HAVING_REACH) {
        having = c;
      }
    }
    for (AggFunc f : funcs) {
      AggFunc func = f;
      if (!column.isNumeric() && (func == AggFunc.SUM || func == AggFunc.AVG)) {
        func = column.isTemporal() ? AggFunc.MAX : AggFunc.COUNT;
        d.penalty += DOUBT_SOME;
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

  void grouped(Link.Target t) {
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
    if (c.metric) {
      return;
    }
    Group g = Group.byColumn(col(c));
    if (!containsGroup(g)) {
      groups.add(g);
    }
  }

  /**
   * Whether a measure in a superlative lies in rows of their own under the subject ("products
   * that sold the most units": the units are order lines' quantities), so the subject's rows
   * are ranked by their sum rather than the measure's largest single value.
   */
  private boolean overOtherRows(ColumnEntry measure) {
    return measure.isMeasure() && measure.isNumeric() && measure.table != subject
        && !reachesManyToOne(subject, measure.table) && groups.isEmpty();
  }

  /**
   * Whether a superlative speaks of an amount ("the most units", "the fewest hours") rather
   * than of one value ("the highest dose", "the largest classroom").
   */
  private boolean isAmount(Cue superlative) {
    Token word = reading.tokens.get(superlative.from());
    return word.is("most") || word.is("least") || word.is("fewest");
  }

  /** Whether the subject is named in the singular ("the product that sold the most"). */
  private boolean singularSubject() {
    for (Link l : reading.links) {
      Link.Target t = roles.target(l);
      if (t != null && t.kind() == LinkKind.TABLE && t.table() == subject) {
        String word = reading.tokens.get(l.to - 1).lower();
        return WordForms.lemma(word).equals(word);
      }
    }
    return false;
  }

  void ranked(ColumnEntry measure) {
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

  boolean descendingRank() {
    for (Cue c : reading.cues) {
      if (c.kind() == Cue.Kind.LIMIT || c.kind() == Cue.Kind.SUPERLATIVE
          || c.kind() == Cue.Kind.DIRECTION) {
        return c.descending();
      }
    }
    return true;
  }

  /** The most or least frequent value of a column: grouped by it, by count, the first row. */
  void mode(Link link, ColumnEntry column, List<Cue> before) {
    Cue s = Reading.find(before, Cue.Kind.SUPERLATIVE);
    if (s != null) {
      used.add(s);
    }
    boolean descending = !reading.tokens.get(link.from - 2).is("least");
    Group g = Group.byColumn(col(column));
    if (!containsGroup(g)) {
      groups.add(g);
    }
    if (!projections.contains(col(column))) {
      projections.add(col(column));
      shownBy.put(col(column), link);
    }
    sorting.add(new Order(OrderKind.COUNT, null, null, descending, column.table.name));
    if (d.limit == null) {
      d.limit = 1;
    }
  }

  void mostCounted(TableEntry counted, List<Cue> before) {
    Cue s = Reading.find(before, Cue.Kind.SUPERLATIVE);
    boolean descending = s == null ? direction(null, true) : s.descending();
    if (s != null) {
      used.add(s);
    }
    use(before, Cue.Kind.COUNT);
    use(before, Cue.Kind.SORT);
    sorting.add(new Order(OrderKind.COUNT, null, null, descending, counted.name));
    if (s != null && d.limit == null) {
      d.limit = 1;
    }
    if (counted != subject && !aggregates.isEmpty() && groups.isEmpty()) {
      groups.add(Group.byTable(subject.name));
    }
    d.countedTable = counted;
  }

  void matched(Link link, ColumnEntry column) {
    Token literal = literalAfter(link);
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
}
