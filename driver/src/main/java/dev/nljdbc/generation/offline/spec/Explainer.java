package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.spec.QuerySpec.Agg;
import dev.nljdbc.generation.offline.spec.QuerySpec.Col;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.spec.QuerySpec.Group;
import dev.nljdbc.generation.offline.spec.QuerySpec.Order;
import dev.nljdbc.generation.offline.words.AggFunc;
import dev.nljdbc.generation.offline.words.CompareOp;
import dev.nljdbc.language.NameWords;
import dev.nljdbc.language.Period;
import dev.nljdbc.language.WordForms;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/** Says in a sentence what a spec asks: "Counts visits per region in 2024". */
public final class Explainer {

  private static final BigDecimal HALF = new BigDecimal("0.5");

  private Explainer() {}

  public static String explain(QuerySpec spec) {
    StringBuilder s = new StringBuilder();
    String subject = NameWords.human(spec.subject());
    boolean onlyCount = spec.aggregates().size() == 1
        && spec.aggregates().get(0).func() == AggFunc.COUNT
        && spec.aggregates().get(0).column() == null;
    Agg share = spec.aggregates().size() == 1
        && spec.aggregates().get(0).func() == AggFunc.SHARE ? spec.aggregates().get(0) : null;
    if (share != null) {
      List<String> conditions = new ArrayList<>();
      for (Filter f : share.when()) {
        conditions.add(filter(f));
      }
      s.append("Shows the percentage of ").append(subject).append(' ')
          .append(String.join(" and ", conditions));
    } else if (onlyCount) {
      String of = spec.aggregates().get(0).of();
      s.append("Counts ").append(NameWords.human(of == null ? spec.subject() : of));
    } else if (!spec.aggregates().isEmpty()) {
      List<String> parts = new ArrayList<>();
      for (Agg a : spec.aggregates()) {
        parts.add(agg(a));
      }
      s.append("Shows ").append(join(parts)).append(" of ").append(subject);
    } else if (!spec.projections().isEmpty()) {
      List<String> parts = new ArrayList<>();
      for (Col c : spec.projections()) {
        parts.add(NameWords.human(c.column()));
      }
      s.append("Lists ").append(spec.distinct() ? "the distinct " : "the ").append(join(parts))
          .append(" of ").append(subject);
    } else if (!spec.groups().isEmpty()) {
      s.append("Counts ").append(subject);
    } else {
      s.append("Lists ").append(spec.filters().isEmpty() ? "all " : "").append(subject);
    }
    for (Group g : spec.groups()) {
      s.append(" per ").append(group(g));
    }
    List<String> conditions = new ArrayList<>();
    for (Filter f : spec.filters()) {
      conditions.add(filter(f));
    }
    if (!conditions.isEmpty()) {
      s.append(' ').append(String.join(" and ", conditions));
    }
    if (!spec.sorting().isEmpty()) {
      s.append(", ").append(order(spec.sorting().get(0), spec));
    }
    if (spec.limit() != null) {
      s.append(spec.limit() == 1 ? ", first row only" : ", first " + spec.limit() + " rows");
      if (spec.ties()) {
        s.append(" and any that tie with the last");
      }
    }
    return s.append('.').toString();
  }

  private static String agg(Agg a) {
    if (a.column() == null) {
      return "the number of " + NameWords.human(a.of());
    }
    if (a.func() == AggFunc.PERCENTILE) {
      return percentile(a.fraction()) + measure(a);
    }
    if (a.years() || a.until() != null) {
      return "the " + a.func().words + " " + measure(a);
    }
    String column = NameWords.human(a.column().column());
    if (a.func() == AggFunc.COUNT) {
      return "the number of " + (a.distinct() ? "distinct " : "") + column + " values";
    }
    if (column.startsWith(a.func().words + " ")) {
      return "the " + column;
    }
    return "the " + a.func().words + " " + column;
  }

  /** What an aggregate measures: a column, days or years between dates. */
  private static String measure(Agg a) {
    String from = NameWords.human(a.column().column());
    if (a.years()) {
      return "years from " + from + " to " + (a.until() == null ? "today"
          : NameWords.human(a.until().column()) + " (today where it is missing)");
    }
    if (a.until() != null) {
      return "days from " + from + " to " + NameWords.human(a.until().column());
    }
    return from;
  }

  /** "the median ", "the 90th percentile of ". */
  private static String percentile(BigDecimal fraction) {
    if (fraction.compareTo(HALF) == 0) {
      return "the median ";
    }
    String n = fraction.movePointRight(2).stripTrailingZeros().toPlainString();
    return "the " + n + ordinalSuffix(n) + " percentile of ";
  }

  /** "st", "nd", "rd" or "th" after a whole number: 1st, 22nd, 90th, 11th. */
  private static String ordinalSuffix(String n) {
    if (n.contains(".") || n.endsWith("11") || n.endsWith("12") || n.endsWith("13")) {
      return n.contains(".") ? "" : "th";
    }
    switch (n.charAt(n.length() - 1)) {
      case '1':
        return "st";
      case '2':
        return "nd";
      case '3':
        return "rd";
      default:
        return "th";
    }
  }

  private static String group(Group g) {
    if (g.bucket() != null) {
      return g.bucket().word() + " of " + NameWords.human(g.column().column());
    }
    if (g.column() != null) {
      return NameWords.human(g.column().column());
    }
    return singular(NameWords.human(g.table()));
  }

  private static String singular(String words) {
    int space = words.lastIndexOf(' ');
    return words.substring(0, space + 1) + WordForms.lemma(words.substring(space + 1));
  }

  private static String filter(Filter f) {
    String column = f.column() == null ? "" : NameWords.human(f.column().column());
    switch (f.kind()) {
      case VALUES:
        return (f.negated() ? "excluding " : "where ") + column + " is " + or(f.values());
      case COMPARE:
        if (f.op() == CompareOp.BETWEEN) {
          return "with " + column + " between " + f.number().toPlainString() + " and "
              + f.upper().toPlainString();
        }
        return "with " + column + " " + f.op().words + " " + number(f);
      case LATER:
        return "where " + column + (f.negated() ? " is not after " : " is after ")
            + NameWords.human(f.other());
      case CURRENT:
        return "in their current version (latest " + column + " per "
            + NameWords.human(f.other()) + ")";
      case SELF:
        return "whose " + column + " is the " + NameWords.human(f.other()) + " of the rows "
            + innerWords(f);
      case PERIOD:
        StringBuilder phrases = new StringBuilder(periodWords(f.period().phrase()));
        for (Period more : f.morePeriods()) {
          phrases.append(" or ").append(periodWords(more.phrase()));
        }
        return phrases + " (" + column + ")";
      case CONTAINS:
        return "where " + column + (f.negated() ? " does not contain '" : " contains '")
            + f.values().get(0) + "'";
      case ABSENT:
        if (f.column() != null) {
          return "whose " + column + " no " + singular(NameWords.human(f.other())) + " "
              + innerWords(f) + " has";
        }
        return "that have no " + NameWords.human(f.other()) + inner(f);
      case PRESENT:
        if (f.column() != null) {
          return "whose " + column + " some " + singular(NameWords.human(f.other())) + " "
              + innerWords(f) + " has too";
        }
        return "that have " + NameWords.human(f.other()) + inner(f);
      case COUNT:
        return "with " + f.op().words + " " + f.number().toPlainString() + " "
            + NameWords.human(f.other());
      case ANY:
        List<String> alternatives = new ArrayList<>();
        for (Filter i : f.inner()) {
          alternatives.add(filter(i));
        }
        return String.join(" or ", alternatives);
      case AGGREGATE:
        if (column.isEmpty()) {
          return "having " + f.op().words + " " + number(f) + " rows";
        }
        return "whose " + f.agg().words + " " + column + " is " + f.op().words + " "
            + number(f);
      default:
        return "where " + column + (f.negated() ? " is set" : " is missing");
    }
  }

  /** The filters on the other table's rows, in words: " (where status is open)". */
  private static String inner(Filter f) {
    if (f.inner().isEmpty()) {
      return "";
    }
    List<String> parts = new ArrayList<>();
    for (Filter i : f.inner()) {
      parts.add(filter(i));
    }
    return " (" + join(parts) + ")";
  }

  /** The filters on the other table's rows, joined in words: "status is open and ...". */
  private static String innerWords(Filter f) {
    List<String> parts = new ArrayList<>();
    for (Filter i : f.inner()) {
      parts.add(filter(i));
    }
    return String.join(" and ", parts);
  }

  private static String number(Filter f) {
    if (f.number() == null && f.agg() != null) {
      return "the " + f.agg().words + " of all";
    }
    return f.number() == null ? "the average" : f.number().toPlainString();
  }

  private static String order(Order o, QuerySpec spec) {
    String dir = o.descending() ? "highest" : "lowest";
    switch (o.kind()) {
      case COUNT:
        return (o.descending() ? "most" : "fewest") + " "
            + NameWords.human(o.of() == null ? spec.subject() : o.of()) + " first";
      case AGGREGATE:
        String measure = NameWords.human(o.column().column());
        return dir + " " + (measure.startsWith(o.agg().words + " ") ? "" : o.agg().words + " ")
            + measure + " first";
      case BUCKET:
        return "in time order";
      default:
        return (o.descending() ? "sorted by " + NameWords.human(o.column().column())
            + " descending" : "sorted by " + NameWords.human(o.column().column()));
    }
  }

  private static String or(List<String> values) {
    if (values.size() == 1) {
      return values.get(0);
    }
    return String.join(", ", values.subList(0, values.size() - 1)) + " or "
        + values.get(values.size() - 1);
  }

  private static String join(List<String> parts) {
    if (parts.size() == 1) {
      return parts.get(0);
    }
    return String.join(", ", parts.subList(0, parts.size() - 1)) + " and "
        + parts.get(parts.size() - 1);
  }

  /** A period's phrase as it reads after a noun: "in 2024", "since May". */
  private static String periodWords(String phrase) {
    return (phrase.startsWith("in ") || phrase.startsWith("since ")
        || phrase.startsWith("before ") || phrase.startsWith("after ")
        || phrase.startsWith("during ") || phrase.startsWith("from ")
        || phrase.startsWith("between ") || phrase.startsWith("for ") ? "" : "in ") + phrase;
  }
}
