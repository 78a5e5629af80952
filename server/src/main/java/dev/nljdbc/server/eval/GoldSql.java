package dev.nljdbc.server.eval;

import java.util.Locale;
import java.util.regex.Pattern;

/** Gold SQL as the test sets write it: repaired tokeniser artefacts and its shape. */
final class GoldSql {
  private static final Pattern SPLIT_OPERATOR = Pattern.compile("([!<>])\\s+=");
  private static final Pattern ORDER_BY = Pattern.compile("\\border\\s+by\\b");

  private GoldSql() {
  }

  /** Joins {@code ! =}, {@code > =} and {@code < =} (SParC's and CoSQL's tokeniser) back. */
  static String repair(String sql) {
    return SPLIT_OPERATOR.matcher(sql).replaceAll("$1=");
  }

  /** Whether row order is part of the answer: the gold sorts (as Spider's evaluation decides). */
  static boolean ordered(String sql) {
    return ORDER_BY.matcher(sql.toLowerCase(Locale.ROOT)).find();
  }

  /** The gold's SQL features, space-separated ({@code simple} when it has none), for breakdowns. */
  static String features(String sql) {
    String s = " " + sql.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ") + " ";
    StringBuilder out = new StringBuilder();
    feature(out, "join", s.contains(" join "));
    feature(out, "group", s.contains(" group by "));
    feature(out, "having", s.contains(" having "));
    feature(out, "nested", s.indexOf("select ", s.indexOf("select ") + 1) > 0);
    feature(out, "setop", s.contains(" union ") || s.contains(" intersect ")
        || s.contains(" except "));
    feature(out, "order", ORDER_BY.matcher(s).find());
    feature(out, "limit", s.contains(" limit "));
    feature(out, "aggregate", s.matches("(?s).*\\b(count|sum|avg|min|max) ?\\(.*"));
    feature(out, "distinct", s.contains(" distinct "));
    feature(out, "where", s.contains(" where "));
    return out.length() == 0 ? "simple" : out.toString();
  }

  private static void feature(StringBuilder out, String name, boolean present) {
    if (present) {
      out.append(out.length() == 0 ? "" : " ").append(name);
    }
  }
}
