package dev.nljdbc.language;

import java.time.LocalDate;
import java.time.Month;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Finds periods in a question: relative ones ("today", "yesterday", "this year", "last month",
 * "last 7 days", "in the past 3 months", "year to date") become bounds the database computes
 * from its current date; absolute ones ("in 2025", "Q4 2024", "March 2024", "since March",
 * "before 2024", "between 2020 and 2022", "since 2024-03-01") become dates. A month or quarter
 * without a year is the most recent one that has begun, by the given today.
 *
 * <p>The one period recogniser of the driver: the engine reads the bounds of each
 * {@link Mention}; rules that edit the wording of a question (expansion) read its parts as word
 * spans ({@link #spans(Words)}: a year, a part of a year, or a whole period); clarification asks
 * whether a text names a period at all ({@link #namesPeriod(Words)}). A new period phrase is
 * added here once, in {@code tryAt}, and every reader knows it.
 */
public final class PeriodParser {

  /** The earliest number read as a year ("in 1995"); smaller four-digit numbers are values. */
  public static final int MIN_YEAR = 1900;
  /** The latest number read as a year. */
  public static final int MAX_YEAR = 2100;
  /** Beyond this many units ("the next 5000 days") a rolling period is no period. */
  private static final int MAX_ROLLING_UNITS = 1000;
  /** Phrases of three tokens: "year to date", "2019 or later", "2019 and 2021". */
  private static final int THREE_TOKENS = 3;
  /** The month the second half of a year starts in (H2). */
  private static final int SECOND_HALF_START = 7;
  /** The months of a half year. */
  private static final int HALF_YEAR = 6;
  /** The months of a quarter. */
  private static final int QUARTER = 3;
  /** The quarters of a year; "last quarter" of a year is the fourth. */
  private static final int QUARTERS = 4;
  /** The most units a relative period counts ("last 1000 days"); more is a value. */
  private static final int MAX_UNITS = 1000;
  /** The ordinal words of quarters; any other ordinal ("fourth", "last") is the fourth. */
  private static final Map<String, Integer> QUARTER_NUMBERS = Map.of("first", 1, "second", 2,
      "third", 3);
  /** A period found between two token positions. */
  public record Mention(int from, int to, Period period) {
  }

  /** What part of a period a word span names; a part replaces the same part when edited. */
  public enum SpanKind {
    /** A calendar year ("2023"). */
    YEAR,
    /** A part of a year ("Q4", "March", "first quarter"). */
    PART_OF_YEAR,
    /** A whole period ("last month", "past 30 days", "year to date", "2024-03-01"). */
    WHOLE
  }

  /**
   * A part of a period as words of a {@link Words}: {@code from} (inclusive) to {@code to}
   * (exclusive); the preposition before it ("in", "since") is not part of it.
   */
  public record Span(SpanKind kind, int from, int to) {
  }

  /**
   * Words that state a period or a bound of one even where no whole period is read ("before
   * shipping", "during the week"): with one of these a vague time word is already settled.
   */
  private static final Set<String> PERIOD_WORDS = Set.of("today", "yesterday", "tomorrow",
      "last", "this", "past", "previous", "since", "between", "before", "after", "during", "ytd",
      "mtd", "qtd", "hour", "hours");

  private static final Map<String, Month> MONTHS = Map.ofEntries(
      Map.entry("january", Month.JANUARY), Map.entry("jan", Month.JANUARY),
      Map.entry("february", Month.FEBRUARY), Map.entry("feb", Month.FEBRUARY),
      Map.entry("march", Month.MARCH), Map.entry("mar", Month.MARCH),
      Map.entry("april", Month.APRIL), Map.entry("apr", Month.APRIL),
      Map.entry("may", Month.MAY), Map.entry("june", Month.JUNE), Map.entry("jun", Month.JUNE),
      Map.entry("july", Month.JULY), Map.entry("jul", Month.JULY),
      Map.entry("august", Month.AUGUST), Map.entry("aug", Month.AUGUST),
      Map.entry("september", Month.SEPTEMBER), Map.entry("sep", Month.SEPTEMBER),
      Map.entry("sept", Month.SEPTEMBER), Map.entry("october", Month.OCTOBER),
      Map.entry("oct", Month.OCTOBER), Map.entry("november", Month.NOVEMBER),
      Map.entry("nov", Month.NOVEMBER), Map.entry("december", Month.DECEMBER),
      Map.entry("dec", Month.DECEMBER));
  private static final Set<String> AMBIGUOUS_MONTHS = Set.of("may", "mar", "jan", "jun", "sep",
      "dec", "oct", "nov", "aug", "apr", "feb", "jul");
  private static final Set<String> LEAD_IN = Set.of("in", "during", "for", "of", "since", "from",
      "before", "after", "until", "till", "through", "throughout", "on", "by");
  private static final Set<String> ORDINAL_QUARTERS = Set.of("first", "second", "third",
      "fourth");

  private final List<Token> tokens;
  private final LocalDate today;
  private final List<Mention> found = new ArrayList<>();

  private PeriodParser(List<Token> tokens, LocalDate today) {
    this.tokens = tokens;
    this.today = today;
  }

  public static List<Mention> parse(List<Token> tokens, LocalDate today) {
    PeriodParser parser = new PeriodParser(tokens, today);
    parser.run();
    return parser.found;
  }

  /**
   * The periods of a text as word spans: a relative or dated period is one {@link SpanKind#WHOLE}
   * span; a period of calendar parts gives a span per part ("Q4 2024" is a part of a year and a
   * year), so that one part can be replaced and the other kept.
   */
  public static List<Span> spans(Words words) {
    List<Token> tokens = words.tokens();
    List<Span> spans = new ArrayList<>(2);
    for (Mention m : parse(tokens, LocalDate.now())) {
      Period p = m.period();
      boolean relative = p.from() != null && !p.from().isAbsolute()
          || p.to() != null && !p.to().isAbsolute();
      if (relative) {
        int from = m.from();
        while (from < m.to() - 1 && (LEAD_IN.contains(tokens.get(from).lower())
            || tokens.get(from).is("the"))) {
          from++;
        }
        addSpan(words, spans, SpanKind.WHOLE, tokens.get(from), tokens.get(m.to() - 1));
        continue;
      }
      for (int k = m.from(); k < m.to(); k++) {
        Token t = tokens.get(k);
        String w = t.lower();
        if (t.kind() == Token.Kind.DATE) {
          addSpan(words, spans, SpanKind.WHOLE, t, t);
        } else if (t.kind() == Token.Kind.NUMBER && w.length() == 4) {
          addSpan(words, spans, SpanKind.YEAR, t, t);
        } else if (ORDINAL_QUARTERS.contains(w) && k + 1 < m.to()
            && tokens.get(k + 1).is("quarter")) {
          addSpan(words, spans, SpanKind.PART_OF_YEAR, t, tokens.get(k + 1));
          k++;
        } else if (MONTHS.containsKey(w) || w.matches("q[1-4]|h[12]")) {
          addSpan(words, spans, SpanKind.PART_OF_YEAR, t, t);
        }
      }
    }
    return spans;
  }

  private static void addSpan(Words words, List<Span> spans, SpanKind kind, Token first,
      Token last) {
    int from = words.wordIndexOf(first);
    int to = words.wordIndexOf(last);
    if (from >= 0 && to >= from) {
      spans.add(new Span(kind, from, to + 1));
    }
  }

  /**
   * Whether a text names a period or a bound of one: a period this parser reads, a year, a
   * calendar unit or month, or a word such as "since" or "before".
   */
  public static boolean namesPeriod(Words words) {
    for (String w : words.lower()) {
      if (PERIOD_WORDS.contains(w) || MONTHS.containsKey(w) && !AMBIGUOUS_MONTHS.contains(w)
          || w.matches("q[1-4]|(19|20)\\d\\d") || TimeUnit.of(w) != null && !w.startsWith("date")
          && !w.endsWith("ly") && !w.startsWith("annual")) {
        return true;
      }
    }
    return !words.periods().isEmpty();
  }

  private void run() {
    int i = 0;
    while (i < tokens.size()) {
      int next = tryAt(i);
      i = next > i ? next : i + 1;
    }
  }

  /** Parses a period starting at i; returns the index after it, or i when there is none. */
  private int tryAt(int i) {
    String w = lower(i);
    String prev = lower(i - 1);
    int end;
    if ((end = range(i)) > i) {
      return end;
    }
    switch (w) {
      case "today":
        return add(i, i + 1, relative(DateBound.Anchor.TODAY, 0, 1, TimeUnit.DAY));
      case "yesterday":
        return add(i, i + 1, Period.of(DateBound.relative(DateBound.Anchor.TODAY, -1,
            TimeUnit.DAY), DateBound.relative(DateBound.Anchor.TODAY, 0, TimeUnit.DAY), null));
      case "ytd":
        return add(i, i + 1, Period.of(DateBound.relative(DateBound.Anchor.START_OF_YEAR, 0,
            TimeUnit.YEAR), null, null));
      case "mtd":
        return add(i, i + 1, Period.of(DateBound.relative(DateBound.Anchor.START_OF_MONTH, 0,
            TimeUnit.MONTH), null, null));
      case "qtd":
        return add(i, i + 1, Period.of(DateBound.relative(DateBound.Anchor.START_OF_QUARTER, 0,
            TimeUnit.QUARTER), null, null));
      case "this": case "current":
        return current(i);
      case "last": case "past": case "previous": case "prior": case "recent":
        return past(i);
      case "next": case "coming":
        return next(i);
      case "upcoming":
        return fromToday(i, i);
      case "future":
        return lower(i - 1).equals("the") && lower(i - 2).equals("in") ? fromToday(i - 2, i) : i;
      case "year":
        if (lower(i + 1).equals("to") && lower(i + 2).equals("date")) {
          return add(i, i + THREE_TOKENS, Period.of(DateBound.relative(
              DateBound.Anchor.START_OF_YEAR, 0, TimeUnit.YEAR), null, null));
        }
        if (isYear(i + 1)) {
          return year(i + 1, i);
        }
        return i;
      default:
        break;
    }
    if ((end = ago(i)) > i) {
      return end;
    }
    if (ORDINAL_QUARTERS.contains(w) && lower(i + 1).equals("quarter")) {
      return quarter(i, ordinalQuarter(w), i + 2);
    }
    if (w.matches("q[1-4]")) {
      return quarter(i, w.charAt(1) - '0', i + 1);
    }
    if (w.matches("h[12]") && isYear(i + 1)) {
      int y = number(i + 1);
      LocalDate start = LocalDate.of(y, w.equals("h1") ? 1 : SECOND_HALF_START, 1);
      return add(i, i + 2, Period.of(DateBound.absolute(start),
          DateBound.absolute(start.plusMonths(HALF_YEAR)), null));
    }
    if (MONTHS.containsKey(w)) {
      return month(i);
    }
    if (isYear(i) && !comparatorBefore(i) && !unitAfter(i)) {
      return year(i, i);
    }
    if (tokens.get(i).kind() == Token.Kind.DATE) {
      return date(i, prev);
    }
    return i;
  }

  /** "3 months ago", "two weeks ago": that one unit, counted back from the current one. */
  private int ago(int i) {
    int n = tokens.get(i).kind() == Token.Kind.NUMBER ? number(i) : WordNumbers.value(lower(i));
    TimeUnit unit = TimeUnit.of(lower(i + 1));
    if (n <= 0 || n > MAX_UNITS || unit == null || !lower(i + 2).equals("ago")
        || lower(i + 1).startsWith("date")) {
      return i;
    }
    return add(i, i + THREE_TOKENS, relative(DateBound.Anchor.startOf(unit), -n, 1, unit));
  }

  private int current(int i) {
    TimeUnit unit = TimeUnit.of(lower(i + 1));
    if (unit == null || lower(i + 1).endsWith("s") || unit == TimeUnit.DAY
        && !lower(i + 1).equals("day")) {
      return i;
    }
    return add(i, i + 2, relative(DateBound.Anchor.startOf(unit), 0, 1, unit));
  }

  private int past(int i) {
    String w = lower(i);
    Count count = countAt(i + 1);
    boolean rolling = count.given || w.equals("past") || w.equals("recent")
        || lower(i - 1).equals("the");
    int n = count.n;
    int at = count.next;
    TimeUnit unit = TimeUnit.of(lower(at));
    if (unit == null || n <= 0 || n > MAX_UNITS) {
      return i;
    }
    if (unit == TimeUnit.DAY && lower(at).startsWith("date")) {
      return i;
    }
    if (rolling) {
      return add(i, at + 1, Period.of(DateBound.relative(DateBound.Anchor.TODAY, -n, unit),
          null, null));
    }
    if (unit == TimeUnit.DAY) {
      return add(i, at + 1, Period.of(DateBound.relative(DateBound.Anchor.TODAY, -1, unit),
          DateBound.relative(DateBound.Anchor.TODAY, 0, unit), null));
    }
    return add(i, at + 1, relative(DateBound.Anchor.startOf(unit), -1, 1, unit));
  }

  /** A count of units, 1 unless given, and the token after it. */
  private record Count(int n, int next, boolean given) {
  }

  /** The count that may stand at a token ("3", "three"): given, or 1 and not given. */
  private Count countAt(int at) {
    if (tokens.size() > at && tokens.get(at).kind() == Token.Kind.NUMBER) {
      return new Count(number(at), at + 1, true);
    }
    int spelled = WordNumbers.value(lower(at));
    return spelled > 0 ? new Count(spelled, at + 1, true) : new Count(1, at, false);
  }

  /** "Upcoming", "in the future": from today on, no end. */
  private int fromToday(int from, int i) {
    return add(from, i + 1, Period.of(DateBound.relative(DateBound.Anchor.TODAY, 0,
        TimeUnit.DAY), null, null));
  }

  /** "next week" (the calendar week after this one), "next 7 days" (from today on). */
  private int next(int i) {
    Count count = countAt(i + 1);
    int n = count.n;
    int at = count.next;
    boolean rolling = count.given;
    TimeUnit unit = TimeUnit.of(lower(at));
    if (unit == null || n <= 0 || n > MAX_ROLLING_UNITS || unit == TimeUnit.DAY
        && lower(at).startsWith("date")) {
      return i;
    }
    if (rolling) {
      return add(i, at + 1, Period.of(DateBound.relative(DateBound.Anchor.TODAY, 0,
          TimeUnit.DAY), DateBound.relative(DateBound.Anchor.TODAY, n, unit), null));
    }
    if (unit == TimeUnit.DAY) {
      return add(i, at + 1, relative(DateBound.Anchor.TODAY, 1, 1, unit));
    }
    return add(i, at + 1, relative(DateBound.Anchor.startOf(unit), 1, 1, unit));
  }

  private static Period relative(DateBound.Anchor anchor, int offset, int length, TimeUnit unit) {
    return Period.of(DateBound.relative(anchor, offset, unit),
        DateBound.relative(anchor, offset + length, unit), null);
  }

  /** "between 2020 and 2022", "from 2020 to 2022", "2020-2022", "between dates". */
  private int range(int i) {
    String w = lower(i);
    int a = w.equals("between") || w.equals("from") ? i + 1 : i;
    if (isYear(a) && (lower(a + 1).equals("and") && w.equals("between")
        || lower(a + 1).equals("to") && w.equals("from") || lower(a + 1).equals("-"))
        && isYear(a + 2) && number(a + 2) >= number(a)) {
      int y1 = number(a);
      int y2 = number(a + 2);
      return add(i, a + THREE_TOKENS, new Period(DateBound.absolute(LocalDate.of(y1, 1, 1)),
          DateBound.absolute(LocalDate.of(y2 + 1, 1, 1)), null, y1, y2));
    }
    if (isDate(a) && (lower(a + 1).equals("and") || lower(a + 1).equals("to")
        || lower(a + 1).equals("-")) && isDate(a + 2) && a != i) {
      return add(i, a + THREE_TOKENS, Period.of(DateBound.absolute(date(a)),
          DateBound.absolute(date(a + 2).plusDays(1)), null));
    }
    return i;
  }

  private int year(int at, int from) {
    int y = number(at);
    if (lower(from - 1).equals("the") && LEAD_IN.contains(lower(from - 2))) {
      from--;
    }
    String lead = lower(from - 1);
    String tail = lower(at + 1) + " " + lower(at + 2);
    if (tail.equals("or after") || tail.equals("or later") || tail.equals("and after")
        || tail.equals("and later") || lower(at + 1).equals("onwards")
        || lower(at + 1).equals("onward") || tail.equals("or more")) {
      int end = lower(at + 1).startsWith("onward") ? at + 2 : at + THREE_TOKENS;
      int begin = LEAD_IN.contains(lead) ? from - 1 : from;
      return add(begin, end, new Period(DateBound.absolute(LocalDate.of(y, 1, 1)), null, null, y,
          null));
    }
    if (tail.equals("or before") || tail.equals("or earlier") || tail.equals("and before")
        || tail.equals("and earlier")) {
      int begin = LEAD_IN.contains(lead) ? from - 1 : from;
      return add(begin, at + THREE_TOKENS, new Period(null,
          DateBound.absolute(LocalDate.of(y + 1, 1, 1)), null, null, y));
    }
    LocalDate start = LocalDate.of(y, 1, 1);
    LocalDate next = start.plusYears(1);
    int begin = LEAD_IN.contains(lead) ? from - 1 : from;
    switch (lead) {
      case "since": case "from":
        return add(begin, at + 1, new Period(DateBound.absolute(start), null, null, y, null));
      case "after":
        return add(begin, at + 1, new Period(DateBound.absolute(next), null, null, y + 1, null));
      case "before":
        return add(begin, at + 1, new Period(null, DateBound.absolute(start), null, null, y - 1));
      case "until": case "till": case "through":
        return add(begin, at + 1, new Period(null, DateBound.absolute(next), null, null, y));
      default:
        return add(begin, at + 1, new Period(DateBound.absolute(start), DateBound.absolute(next),
            null, y, y));
    }
  }

  private int quarter(int i, int q, int after) {
    YearAt trailing = trailingYear(after);
    int end = trailing.end();
    Integer y = trailing.year();
    if (y == null && isYear(i - 1)) {
      y = number(i - 1);
      i = i - 1;
    }
    if (y == null) {
      LocalDate start = LocalDate.of(today.getYear(), (q - 1) * QUARTER + 1, 1);
      y = start.isAfter(today) ? today.getYear() - 1 : today.getYear();
    }
    LocalDate start = LocalDate.of(y, (q - 1) * QUARTER + 1, 1);
    int begin = LEAD_IN.contains(lower(i - 1)) ? i - 1 : i;
    return add(begin, end, Period.of(DateBound.absolute(start),
        DateBound.absolute(start.plusMonths(QUARTER)), null));
  }

  private int month(int i) {
    String w = lower(i);
    String lead = lower(i - 1);
    Month month = MONTHS.get(w);
    YearAt trailing = trailingYear(i + 1);
    int end = trailing.end();
    Integer y = trailing.year();
    if (y == null && AMBIGUOUS_MONTHS.contains(w) && !LEAD_IN.contains(lead)
        && !capitalisedLastWord(i)) {
      return i;
    }
    if (y == null) {
      y = month.getValue() > today.getMonthValue() ? today.getYear() - 1 : today.getYear();
    }
    LocalDate start = LocalDate.of(y, month, 1);
    int begin = LEAD_IN.contains(lead) ? i - 1 : i;
    switch (lead) {
      case "since": case "from":
        return add(begin, end, Period.of(DateBound.absolute(start), null, null));
      case "after":
        return add(begin, end, Period.of(DateBound.absolute(start.plusMonths(1)), null, null));
      case "before":
        return add(begin, end, Period.of(null, DateBound.absolute(start), null));
      case "until": case "till": case "through":
        return add(begin, end, Period.of(null, DateBound.absolute(start.plusMonths(1)), null));
      default:
        return add(begin, end, Period.of(DateBound.absolute(start),
            DateBound.absolute(start.plusMonths(1)), null));
    }
  }

  /**
   * Whether a token is written with a capital and ends the text without being its first word
   * ("what about May?"): a month name that is also a word ("may", "mar") is a month there.
   */
  private boolean capitalisedLastWord(int i) {
    if (i == 0 || !Character.isUpperCase(tokens.get(i).text().charAt(0))) {
      return false;
    }
    for (int k = i + 1; k < tokens.size(); k++) {
      if (tokens.get(k).kind() != Token.Kind.SYMBOL) {
        return false;
      }
    }
    return true;
  }

  private int date(int i, String lead) {
    LocalDate d = date(i);
    if (d == null) {
      return i;
    }
    int begin = LEAD_IN.contains(lead) ? i - 1 : i;
    switch (lead) {
      case "since": case "from":
        return add(begin, i + 1, Period.of(DateBound.absolute(d), null, null));
      case "after":
        return add(begin, i + 1, Period.of(DateBound.absolute(d.plusDays(1)), null, null));
      case "before":
        return add(begin, i + 1, Period.of(null, DateBound.absolute(d), null));
      case "until": case "till": case "through": case "by":
        return add(begin, i + 1, Period.of(null, DateBound.absolute(d.plusDays(1)), null));
      default:
        return add(begin, i + 1, Period.of(DateBound.absolute(d),
            DateBound.absolute(d.plusDays(1)), null));
    }
  }

  private int add(int from, int to, Period period) {
    StringBuilder phrase = new StringBuilder();
    for (int k = from; k < to; k++) {
      if (k > from) {
        phrase.append(' ');
      }
      phrase.append(tokens.get(k).text());
    }
    found.add(new Mention(from, to, new Period(period.from(), period.to(),
        phrase.toString().toLowerCase(Locale.ROOT), period.firstYear(), period.lastYear())));
    return to;
  }

  private boolean comparatorBefore(int i) {
    return Set.of("than", "over", "under", "above", "below", "top", "first", "limit", "exactly",
        ">", "<", ">=", "<=", "=", "!=", "<>", "least", "most", "equal", "equals", "exceeding",
        "bottom", "last", "between", "$").contains(lower(i - 1));
  }

  private boolean unitAfter(int i) {
    String next = lower(i + 1);
    return !next.isEmpty() && Character.isLetter(next.charAt(0)) && TimeUnit.of(next) == null
        && !LEAD_IN.contains(next) && !Lexicon.isStop(next) && !MONTHS.containsKey(next)
        && !next.matches("q[1-4]") && Lexicon.isContent(next) && isUnitWord(next);
  }

  private static boolean isUnitWord(String word) {
    return Set.of("kg", "kgs", "g", "km", "m", "mi", "miles", "lbs", "lb", "tons", "tonnes",
        "t", "usd", "eur", "dollars", "euros", "units", "pieces", "items", "people", "hours",
        "minutes", "seconds", "ml", "l", "liters", "litres", "meters", "metres",
        "cm", "mm", "pounds", "points", "percent", "%", "gb", "mb")
        .contains(word);
  }

  /** A year written after a quarter or month ("2024", "of 2024"), and where the period ends. */
  private record YearAt(Integer year, int end) {
  }

  private YearAt trailingYear(int at) {
    if (isYear(at)) {
      return new YearAt(number(at), at + 1);
    }
    if (lower(at).equals("of") && isYear(at + 1)) {
      return new YearAt(number(at + 1), at + 2);
    }
    return new YearAt(null, at);
  }

  private boolean isYear(int i) {
    if (i < 0 || i >= tokens.size() || tokens.get(i).kind() != Token.Kind.NUMBER) {
      return false;
    }
    String t = tokens.get(i).text();
    if (!t.matches("\\d{4}")) {
      return false;
    }
    int y = Integer.parseInt(t);
    return y >= MIN_YEAR && y <= MAX_YEAR;
  }

  private boolean isDate(int i) {
    return i >= 0 && i < tokens.size() && tokens.get(i).kind() == Token.Kind.DATE
        && date(i) != null;
  }

  private LocalDate date(int i) {
    try {
      return LocalDate.parse(tokens.get(i).text());
    } catch (java.time.format.DateTimeParseException e) {
      return null;
    }
  }

  private int number(int i) {
    try {
      return (int) Double.parseDouble(tokens.get(i).text());
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  private static int ordinalQuarter(String w) {
    return QUARTER_NUMBERS.getOrDefault(w, QUARTERS);
  }

  private String lower(int i) {
    return i >= 0 && i < tokens.size() ? tokens.get(i).lower() : "";
  }
}
