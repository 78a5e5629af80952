package dev.nljdbc.generation.offline;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Links the words of a question to sampled values, tables and columns.
 *
 * <p>Values first: the longest run of words equal (ignoring case) to a sampled value, or a
 * quoted string. Then names, greedily, longest span first (up to four words): every word of the
 * span must match a word of the name (equal, same form, synonym), a column's own words may be
 * qualified by its table's words ("order total"), and the score grows with the share of the
 * name's words covered. Comments match single words weakly (never a semantic model's metric or
 * computed field, named by its whole name only). Finally, context: candidates in
 * tables that other terms name for sure (or that a refinement works on) gain a little, so
 * "price" next to a value of {@code quotes.symbol} prefers the quote prices, and candidates still
 * within {@link TermLink#TIE_MARGIN} of each other are a tie.
 */
final class SchemaLinker {

  private static final int MAX_SPAN = 4;
  private static final double MIN_SCORE = 0.7;
  private static final double FOCUS_BONUS = 0.1;
  private static final double NEIGHBOUR_BONUS = 0.03;

  private final SchemaIndex index;

  SchemaLinker(SchemaIndex index) {
    this.index = index;
  }

  /** The links of a question; {@code reserved} tokens (periods, numbers) are left alone. */
  List<Link> link(List<Token> tokens, BitSet reserved, Set<TableEntry> context) {
    List<Link> links = new ArrayList<>();
    BitSet used = (BitSet) reserved.clone();
    values(tokens, used, links);
    names(tokens, used, links);
    ellipses(tokens, used, links);
    links.sort((a, b) -> Integer.compare(a.from, b.from));
    focus(links, context);
    return links;
  }

  /** Content words that no link covers. */
  static List<String> unmatched(List<Token> tokens, BitSet reserved, List<Link> links) {
    List<String> words = new ArrayList<>();
    for (Token t : tokens) {
      if (!t.isWord() || reserved.get(t.index()) || !Lexicon.isContent(t.lower())
          || t.text().length() < 2) {
        continue;
      }
      boolean covered = false;
      for (Link l : links) {
        covered |= l.covers(t.index());
      }
      if (!covered) {
        words.add(t.text());
      }
    }
    return words;
  }

  /** Applies clarification answers: the named candidate wins its term. */
  void resolve(List<Link> links, Map<String, String> resolutions) {
    if (resolutions.isEmpty()) {
      return;
    }
    for (Link link : links) {
      String choice = resolutionFor(link, resolutions);
      if (choice == null) {
        continue;
      }
      Link.Target chosen = find(link, choice);
      if (chosen == null) {
        continue;
      }
      double top = link.best() == null ? 1 : link.best().score();
      List<Link.Target> targets = new ArrayList<>(link.targets);
      targets.removeIf(t -> t.sameAs(chosen));
      targets.add(chosen.withScore(top + 0.5));
      link.targets = Link.sorted(targets);
      link.resolution = choice;
    }
  }

  private static String resolutionFor(Link link, Map<String, String> resolutions) {
    String term = link.text.toLowerCase(Locale.ROOT);
    for (Map.Entry<String, String> e : resolutions.entrySet()) {
      String key = e.getKey().toLowerCase(Locale.ROOT).strip();
      if (key.equals(term) || WordForms.similarity(key, term) >= 0.95) {
        return e.getValue();
      }
    }
    return null;
  }

  private Link.Target find(Link link, String choice) {
    String c = choice.strip();
    String table = null;
    String name = c;
    int dot = c.lastIndexOf('.');
    if (dot > 0 && index.table(c.substring(0, dot)) != null) {
      table = c.substring(0, dot);
      name = c.substring(dot + 1);
    }
    for (Link.Target t : link.targets) {
      if (table != null && !t.table().name.equalsIgnoreCase(table)) {
        continue;
      }
      if (t.kind() == LinkKind.COLUMN && t.column().name.equalsIgnoreCase(name)
          || t.kind() == LinkKind.TABLE && t.table().name.equalsIgnoreCase(name)
          || t.kind() == LinkKind.VALUE && t.value().equalsIgnoreCase(c)) {
        return t;
      }
    }
    TableEntry t = index.table(table == null ? name : table);
    if (t != null && table == null) {
      return new Link.Target(LinkKind.TABLE, t, null, null, 1);
    }
    if (t != null && t.column(name) != null) {
      return new Link.Target(LinkKind.COLUMN, t, t.column(name), null, 1);
    }
    for (Link.Target target : link.targets) {
      if (target.kind() == LinkKind.COLUMN && target.table() != null
          && target.table().column(name) != null) {
        return new Link.Target(LinkKind.COLUMN, target.table(), target.table().column(name),
            null, 1);
      }
    }
    return null;
  }

  private void values(List<Token> tokens, BitSet used, List<Link> links) {
    for (int i = 0; i < tokens.size(); i++) {
      if (used.get(i)) {
        continue;
      }
      Token token = tokens.get(i);
      if (token.kind() == Token.Kind.QUOTED) {
        quotedValue(token, used, links);
        continue;
      }
      if (token.kind() != Token.Kind.WORD && token.kind() != Token.Kind.NUMBER) {
        continue;
      }
      int bestEnd = -1;
      List<Link.Target> targets = new ArrayList<>();
      for (SchemaIndex.Value value : candidates(token)) {
        int end = matchValue(tokens, i, value, used);
        if (end < 0 || !worthMatching(value, tokens.get(i))) {
          continue;
        }
        double score = value.words().size() > 1 ? 1.0
            : token.lower().equals(value.words().get(0)) ? 0.92 : 0.86;
        if (!value.sampled()) {
          if (value.words().size() == 1 && !namedLike(token, value)) {
            continue;
          }
          score -= 0.04;
        }
        if (token.kind() == Token.Kind.NUMBER) {
          score = 0.6;
        }
        if (end > bestEnd) {
          bestEnd = end;
          targets.clear();
        }
        if (end == bestEnd) {
          targets.add(new Link.Target(LinkKind.VALUE, value.column().table, value.column(),
              value.value(), score));
        }
      }
      if (bestEnd < 0) {
        targets = placeValues(token);
        if (targets.isEmpty()) {
          continue;
        }
        bestEnd = i + 1;
      }
      if (bestEnd - i == 1) {
        targets.addAll(nameTargets(tokens.subList(i, i + 1)));
      }
      links.add(newLink(tokens, i, bestEnd, dedupe(targets)));
      used.set(i, bestEnd);
      i = bestEnd - 1;
    }
  }

  /**
   * A one-word value that an adjective of place names: "Asian" for Asia, "Italian" for Italy,
   * "Chilean" for Chile, "Japanese" for Japan; found by the endings of such adjectives.
   */
  private List<Link.Target> placeValues(Token token) {
    List<Link.Target> targets = new ArrayList<>();
    String w = token.lower();
    if (!token.isWord() || w.length() < 5 || !Lexicon.isContent(w)) {
      return targets;
    }
    List<String> bases = new ArrayList<>();
    if (w.endsWith("an")) {
      bases.add(w.substring(0, w.length() - 1));
      bases.add(w.substring(0, w.length() - 2));
    }
    if (w.endsWith("ian")) {
      bases.add(w.substring(0, w.length() - 3) + "y");
    }
    if (w.endsWith("ese")) {
      bases.add(w.substring(0, w.length() - 3));
      bases.add(w.substring(0, w.length() - 3) + "a");
    }
    if (w.endsWith("ish")) {
      bases.add(w.substring(0, w.length() - 3) + "and");
      bases.add(w.substring(0, w.length() - 3) + "ey");
    }
    for (String base : bases) {
      for (SchemaIndex.Value v : index.valuesStartingWith(base)) {
        if (v.words().size() == 1 && v.words().get(0).equals(base)) {
          targets.add(new Link.Target(LinkKind.VALUE, v.column().table, v.column(), v.value(),
              0.85));
        }
      }
    }
    return targets;
  }

  private List<SchemaIndex.Value> candidates(Token token) {
    List<SchemaIndex.Value> values = new ArrayList<>(index.valuesStartingWith(token.lower()));
    if (token.isWord() && token.text().length() > 3) {
      java.util.Set<String> forms = WordForms.strong(token.lower());
      if (token.text().length() > 5) {
        forms.addAll(WordForms.weak(token.lower()));
      }
      for (String form : forms) {
        if (!form.equals(token.lower())) {
          for (SchemaIndex.Value v : index.valuesStartingWith(form)) {
            if (v.words().size() == 1) {
              values.add(v);
            }
          }
        }
      }
    }
    return values;
  }

  /**
   * Whether a word stands for a lookup value (one of a thousand names): it is written as the
   * value is ("Kabul", not "kabul" for Kabul), and it is no common function or cue word.
   */
  private static boolean namedLike(Token token, SchemaIndex.Value value) {
    String v = value.value();
    if (!Lexicon.isContent(token.lower()) || token.text().length() < 2) {
      return false;
    }
    if (token.kind() == Token.Kind.NUMBER) {
      return v.equals(token.text());
    }
    return token.text().equals(v) || Character.isUpperCase(token.text().charAt(0))
        && token.text().equalsIgnoreCase(v);
  }

  private static boolean worthMatching(SchemaIndex.Value value, Token first) {
    if (value.words().size() > 1) {
      return true;
    }
    String w = value.words().get(0);
    if (w.length() < 2 || Lexicon.isStop(w) || Lexicon.NEGATION.contains(w)) {
      return false;
    }
    return first.kind() != Token.Kind.NUMBER || first.text().length() >= 1;
  }

  /** The end of a match of the value's words from token i (hyphens skipped), or -1. */
  private static int matchValue(List<Token> tokens, int i, SchemaIndex.Value value, BitSet used) {
    int t = i;
    List<String> words = value.words();
    for (int k = 0; k < words.size(); k++) {
      while (t < tokens.size() && k > 0 && (tokens.get(t).is("-") || isArticle(tokens.get(t))
          && !isArticle(words.get(k)))) {
        t++;
      }
      if (t >= tokens.size() || used.get(t)) {
        return -1;
      }
      String lower = tokens.get(t).lower();
      boolean same = lower.equals(words.get(k))
          || k > 0 && k == words.size() - 1 && lower.length() > 3
          && WordForms.lemma(lower).equals(WordForms.lemma(words.get(k)))
          || words.size() == 1 && WordForms.similarity(lower, words.get(k))
          >= (value.sampled() && lower.length() > 5 ? 0.8 : 0.95);
      if (!same) {
        return -1;
      }
      t++;
    }
    return t;
  }

  private static boolean isArticle(Token token) {
    return token.is("the") || token.is("a") || token.is("an");
  }

  private static boolean isArticle(String word) {
    return word.equals("the") || word.equals("a") || word.equals("an");
  }

  private void quotedValue(Token token, BitSet used, List<Link> links) {
    List<String> words = SchemaIndex.valueWords(token.text());
    List<Link.Target> targets = new ArrayList<>();
    if (!words.isEmpty()) {
      for (SchemaIndex.Value value : index.valuesStartingWith(words.get(0))) {
        if (value.value().equalsIgnoreCase(token.text()) || value.words().equals(words)) {
          targets.add(new Link.Target(LinkKind.VALUE, value.column().table, value.column(),
              value.value(), 1.0));
        }
      }
    }
    if (!targets.isEmpty()) {
      links.add(new Link(token.index(), token.index() + 1, token.text(), token.start(),
          token.end(), dedupe(targets)));
      used.set(token.index());
    }
  }

  private void names(List<Token> tokens, BitSet used, List<Link> links) {
    int i = 0;
    while (i < tokens.size()) {
      if (!startsName(tokens, i, used)) {
        i++;
        continue;
      }
      Link found = acronymAt(tokens, i, used);
      for (int len = Math.min(MAX_SPAN, tokens.size() - i); len >= 1 && found == null; len--) {
        List<Token> span = tokens.subList(i, i + len);
        if (!usableSpan(span, used)) {
          continue;
        }
        List<Link.Target> targets = nameTargets(span);
        double needed = len > 1 && Lexicon.isCue(span.get(0).lower()) ? 0.9 : MIN_SCORE;
        if (!targets.isEmpty() && Link.sorted(targets).get(0).score() >= needed) {
          found = newLink(tokens, i, i + len, targets);
        } else if (len == 1) {
          List<Link.Target> weak = remarkTargets(span.get(0));
          if (!weak.isEmpty()) {
            found = newLink(tokens, i, i + 1, weak);
          }
        }
      }
      if (found == null) {
        i++;
        continue;
      }
      links.add(found);
      used.set(found.from, found.to);
      i = found.to;
    }
  }

  /**
   * "First, middle, and last name": words listed before a two-word column name share its last
   * word, when that gives a column of the same table.
   */
  private void ellipses(List<Token> tokens, BitSet used, List<Link> links) {
    List<Link> added = new ArrayList<>();
    for (Link link : links) {
      Link.Target best = link.best();
      if (best == null || best.kind() != LinkKind.COLUMN || link.to - link.from != 2) {
        continue;
      }
      Token head = tokens.get(link.to - 1);
      for (int k = link.from - 1; k >= 0; k--) {
        Token t = tokens.get(k);
        if (t.is(",") || t.is("and") || t.is("or")) {
          continue;
        }
        if (!t.isWord() || used.get(k) || Lexicon.isStop(t.lower())) {
          break;
        }
        List<Link.Target> targets = new ArrayList<>();
        for (Link.Target c : nameTargets(List.of(t, head))) {
          if (c.kind() == LinkKind.COLUMN && c.table() == best.table() && c.score() >= 0.9) {
            targets.add(c);
          }
        }
        if (targets.isEmpty()) {
          break;
        }
        added.add(new Link(k, k + 1, t.text() + " " + head.text(), t.start(), t.end(),
            targets));
        used.set(k);
      }
    }
    links.addAll(added);
  }

  /** "Kilowatt hours" for a column named kwh: the initials of three to six words. */
  private Link acronymAt(List<Token> tokens, int i, BitSet used) {
    for (int len = Math.min(6, tokens.size() - i); len >= 3; len--) {
      StringBuilder initials = new StringBuilder();
      boolean words = true;
      for (int k = i; k < i + len; k++) {
        Token t = tokens.get(k);
        words &= t.isWord() && !used.get(k) && Character.isLetter(t.text().charAt(0));
        if (words) {
          initials.append(t.lower().charAt(0));
        }
      }
      if (!words) {
        continue;
      }
      List<Link.Target> targets = new ArrayList<>();
      for (SchemaIndex.Named named : index.acronym(initials.toString())) {
        targets.add(named.column() == null
            ? new Link.Target(LinkKind.TABLE, named.table(), null, null, 0.9)
            : new Link.Target(LinkKind.COLUMN, named.table(), named.column(), null, 0.9));
      }
      if (!targets.isEmpty()) {
        return newLink(tokens, i, i + len, targets);
      }
    }
    return null;
  }

  private static boolean startsName(List<Token> tokens, int i, BitSet used) {
    Token t = tokens.get(i);
    return !used.get(i) && t.isWord() && !Lexicon.isStop(t.lower());
  }

  private static boolean usableSpan(List<Token> span, BitSet used) {
    boolean content = false;
    for (int k = 0; k < span.size(); k++) {
      Token t = span.get(k);
      if (used.get(t.index())) {
        return false;
      }
      if (t.kind() == Token.Kind.NUMBER && k > 0) {
        continue;
      }
      if (!t.isWord()) {
        return false;
      }
      if (k > 0 && Lexicon.isStop(t.lower()) && !t.is("of") && !t.is("the")) {
        return false;
      }
      content |= Lexicon.isContent(t.lower());
    }
    Token last = span.get(span.size() - 1);
    return content && !(last.isWord() && Lexicon.isStop(last.lower()));
  }

  private List<Link.Target> nameTargets(List<Token> span) {
    Set<SchemaIndex.Named> candidates = new LinkedHashSet<>();
    for (Token t : span) {
      if (t.isWord() && !Lexicon.isStop(t.lower())) {
        candidates.addAll(index.named(t.lower()));
      }
    }
    List<Link.Target> targets = new ArrayList<>();
    for (SchemaIndex.Named named : candidates) {
      double score = NameScore.score(span, named);
      ColumnEntry c = named.column();
      if (score >= MIN_SCORE * 0.9 && c != null && c.references != null
          && NameScore.score(span, new SchemaIndex.Named(c.references, null)) >= score) {
        score *= 0.9;
      }
      if (score >= MIN_SCORE * 0.9) {
        targets.add(named.column() == null
            ? new Link.Target(LinkKind.TABLE, named.table(), null, null, score)
            : new Link.Target(LinkKind.COLUMN, named.table(), named.column(), null, score));
      }
    }
    return targets;
  }

  private List<Link.Target> remarkTargets(Token token) {
    List<Link.Target> targets = new ArrayList<>();
    if (!token.isWord() || !Lexicon.isContent(token.lower()) || token.text().length() < 3) {
      return targets;
    }
    for (SchemaIndex.Named named : index.remarked(token.lower())) {
      if (named.column() != null && named.column().derived) {
        continue;
      }
      targets.add(named.column() == null
          ? new Link.Target(LinkKind.TABLE, named.table(), null, null, 0.45)
          : new Link.Target(LinkKind.COLUMN, named.table(), named.column(), null, 0.4));
    }
    return targets;
  }

  private static Link newLink(List<Token> tokens, int from, int to, List<Link.Target> targets) {
    Token first = tokens.get(from);
    Token last = tokens.get(to - 1);
    StringBuilder text = new StringBuilder();
    for (int k = from; k < to; k++) {
      if (k > from && !tokens.get(k).is("-") && !tokens.get(k - 1).is("-")) {
        text.append(' ');
      }
      text.append(tokens.get(k).text());
    }
    return new Link(from, to, text.toString(), first.start(), last.end(), dedupe(targets));
  }

  private static List<Link.Target> dedupe(List<Link.Target> targets) {
    List<Link.Target> result = new ArrayList<>();
    for (Link.Target t : Link.sorted(targets)) {
      boolean seen = false;
      for (Link.Target r : result) {
        seen |= r.sameAs(t);
      }
      if (!seen) {
        result.add(t);
      }
    }
    return result;
  }

  /** Boosts candidates in tables other terms name for sure, and their neighbours. */
  private void focus(List<Link> links, Set<TableEntry> context) {
    Set<TableEntry> focus = new LinkedHashSet<>(context);
    for (Link link : links) {
      Link.Target best = link.best();
      if (best == null) {
        continue;
      }
      boolean sure = best.kind() == LinkKind.TABLE && best.score() >= 0.9
          || best.kind() == LinkKind.VALUE && best.score() >= 0.9 && sameTable(link.tied())
          || best.kind() == LinkKind.COLUMN && best.score() >= 0.9 && sameTable(link.tied());
      if (sure) {
        focus.add(best.table());
      }
    }
    if (focus.isEmpty()) {
      return;
    }
    Set<TableEntry> neighbours = new LinkedHashSet<>();
    for (TableEntry t : focus) {
      for (TableEntry.Edge e : t.outgoing) {
        neighbours.add(e.parent());
      }
      for (TableEntry.Edge e : t.incoming) {
        neighbours.add(e.child());
      }
    }
    for (Link link : links) {
      List<Link.Target> boosted = new ArrayList<>();
      for (Link.Target t : link.targets) {
        double bonus = focus.contains(t.table()) ? FOCUS_BONUS
            : neighbours.contains(t.table()) ? NEIGHBOUR_BONUS : 0;
        boosted.add(t.withScore(t.score() + bonus));
      }
      link.targets = Link.sorted(boosted);
    }
  }

  private static boolean sameTable(List<Link.Target> targets) {
    Set<TableEntry> tables = new LinkedHashSet<>();
    for (Link.Target t : targets) {
      tables.add(t.table());
    }
    return tables.size() == 1;
  }
}
