package dev.nljdbc.generation.offline.link;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.NameScore;
import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordForms;
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
 * computed field, named by its whole name only), and then WordNet ({@link WordNetLinks}) below
 * any spelled name. Finally, context: candidates in tables that other terms name for sure (or
 * that a refinement works on) gain a little, so "price" next to a value of {@code quotes.symbol}
 * prefers the quote prices, and candidates still within {@link TermLink#TIE_MARGIN} are a tie.
 * A single word that nothing spells may still link by meaning ({@link SemanticLinks}).
 */
final class SchemaLinker {
  /** Letters a shortened name word keeps at least ("resp" for "response"). */
  private static final int ABBREVIATION_LENGTH = 3;
  /** The longest span of words tried as one name ("date of last service"). */
  private static final int MAX_SPAN = 4;
  /** The score a span needs to link a name: every word matched, most of the name covered. */
  static final double MIN_SCORE = 0.7;
  /** What a candidate gains in a table another term names for sure: more than a tie margin. */
  private static final double FOCUS_BONUS = 0.1;
  /** What a candidate gains in a neighbour of such a table: enough to break a tie only. */
  private static final double NEIGHBOUR_BONUS = 0.03;
  /**
   * How far above the best score a clarification answer lifts its candidate: more than any two
   * scores differ, so the user's choice always wins its term.
   */
  private static final double RESOLVED_LEAD = 0.5;
  /**
   * The score a span needs when it starts with a cue word ("total amount", "last price"): near
   * exact, or the cue word stays a cue.
   */
  private static final double CUE_SPAN_SCORE = 0.9;
  /** The score a column of a shared last word needs ("first, middle and last name"). */
  private static final double ELLIPSIS_SCORE = 0.9;
  /** The most words whose initials may spell a name ("kilowatt hours" for kwh). */
  private static final int MAX_ACRONYM = 6;
  /** The fewest such words: two initials match too many short names by chance. */
  private static final int MIN_ACRONYM = 3;
  /** The score of a name spelled by initials: strong, yet below the name itself (1). */
  private static final double ACRONYM_SCORE = 0.9;
  /**
   * The share of {@link #MIN_SCORE} down to which candidates of a span are kept: the context
   * bonus may still lift them past the threshold.
   */
  private static final double KEPT_SHARE = 0.9;
  /**
   * A foreign-key column whose referenced table the words name as well scores this share of its
   * score, so "customer" links the customers table rather than orders.customer_id.
   */
  private static final double REFERENCE_FACTOR = 0.9;
  /** Words shorter than this are not looked up in comments (too many chance matches). */
  private static final int MIN_REMARK_LENGTH = 3;
  /**
   * The score of a table whose comment has the word: weak, below {@link #MIN_SCORE}, so that any
   * name wins, and a little above a column's comment.
   */
  private static final double REMARK_TABLE_SCORE = 0.45;
  /** The score of a column whose comment has the word; see {@link #REMARK_TABLE_SCORE}. */
  private static final double REMARK_COLUMN_SCORE = 0.4;
  /**
   * The score from which a term's best candidate names its table for sure, so that the other
   * terms' candidates in that table gain {@link #FOCUS_BONUS}.
   */
  private static final double SURE_SCORE = 0.9;

  private final SchemaIndex index;
  private final SemanticLinks semantic;
  SchemaLinker(SchemaIndex index) {
    this.index = index;
    this.semantic = new SemanticLinks(index.meanings());
  }

  /** The links of a question; {@code reserved} tokens (periods, numbers) are left alone. */
  List<Link> link(List<Token> tokens, BitSet reserved, Set<TableEntry> context) {
    List<Link> links = new ArrayList<>();
    BitSet used = (BitSet) reserved.clone();
    new ValueLinker(index, this).values(tokens, used, links);
    names(tokens, used, links);
    new CodeValues(index).link(tokens, used, links);
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
      targets.add(chosen.withScore(top + RESOLVED_LEAD));
      link.targets = Link.sorted(targets);
      link.resolution = choice;
    }
  }

  private static String resolutionFor(Link link, Map<String, String> resolutions) {
    String term = link.text.toLowerCase(Locale.ROOT);
    for (Map.Entry<String, String> e : resolutions.entrySet()) {
      String key = e.getKey().toLowerCase(Locale.ROOT).strip();
      if (key.equals(term) || WordForms.similarity(key, term) >= WordForms.SAME_WORD) {
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
        boolean particle = len > 1 && particleSpan(span, used);
        if (!particle && !usableSpan(span, used)) {
          continue;
        }
        List<Link.Target> targets = nameTargets(span);
        Link.Target top = targets.isEmpty() ? null : Link.sorted(targets).get(0);
        if (particle && !endsInName(top, span)) {
          continue;
        }
        double needed = len > 1 && Lexicon.isCue(span.get(0).lower())
            && !spellsColumnName(top, span) ? CUE_SPAN_SCORE : MIN_SCORE;
        if (top != null && top.score() >= needed) {
          found = newLink(tokens, i, i + len, targets);
        } else if (len == 1) {
          List<Link.Target> weak = weakTargets(tokens, i);
          found = weak.isEmpty() ? semantic.link(tokens, i) : newLink(tokens, i, i + 1, weak);
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
          if (c.kind() == LinkKind.COLUMN && c.table() == best.table()
              && c.score() >= ELLIPSIS_SCORE) {
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
    for (int len = Math.min(MAX_ACRONYM, tokens.size() - i); len >= MIN_ACRONYM; len--) {
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
            ? new Link.Target(LinkKind.TABLE, named.table(), null, null, ACRONYM_SCORE)
            : new Link.Target(LinkKind.COLUMN, named.table(), named.column(), null, ACRONYM_SCORE));
      }
      if (!targets.isEmpty()) {
        return newLink(tokens, i, i + len, targets);
      }
    }
    return null;
  }

  /**
   * Whether the stop word a span ends with is a word of the column found, right after the word
   * the span has before it ("log in" for {@code logged_in_at}): it is then part of the name.
   * "Treatments of" is not {@code date_of_treatment}: there "of" comes before the treatment.
   */
  private static boolean endsInName(Link.Target top, List<Token> span) {
    if (top == null || top.kind() != LinkKind.COLUMN || top.column() == null
        || span.size() < 2) {
      return false;
    }
    List<String> words = top.column().words;
    String stop = span.get(span.size() - 1).lower();
    String before = span.get(span.size() - 2).lower();
    for (int i = 1; i < words.size(); i++) {
      if (words.get(i).equals(stop) && abbreviates(List.of(words.get(i - 1)), before)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether every content word of a span that starts with a cue word is a word of the column
   * found, whole or abbreviated ("first reply" for {@code first_rply_at}): the cue is then
   * part of the name. "First student" for {@code first_name} is not: "student" names the table.
   */
  private static boolean spellsColumnName(Link.Target top, List<Token> span) {
    if (top == null || top.kind() != LinkKind.COLUMN || top.column() == null) {
      return false;
    }
    for (Token t : span) {
      if (t.isWord() && !Lexicon.isStop(t.lower()) && !abbreviates(top.column().words, t.lower())) {
        return false;
      }
    }
    return true;
  }

  private static boolean abbreviates(java.util.Collection<String> words, String word) {
    for (String w : words) {
      if (w.equals(word) || Math.min(w.length(), word.length()) >= ABBREVIATION_LENGTH
          && (w.startsWith(word) || word.startsWith(w))) {
        return true;
      }
    }
    return false;
  }

  private static boolean startsName(List<Token> tokens, int i, BitSet used) {
    Token t = tokens.get(i);
    return !used.get(i) && t.isWord() && !Lexicon.isStop(t.lower());
  }

  /**
   * Whether the span is usable but for a last word that is a stop word ("check in"): such a
   * span names a column only when that word is a word of the column's name
   * ({@code logged_in_at}).
   */
  private static boolean particleSpan(List<Token> span, BitSet used) {
    Token last = span.get(span.size() - 1);
    return last.isWord() && Lexicon.isStop(last.lower()) && !used.get(last.index())
        && usableSpan(span.subList(0, span.size() - 1), used);
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

  List<Link.Target> nameTargets(List<Token> span) {
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
      if (score >= MIN_SCORE * KEPT_SHARE && c != null && c.references != null
          && NameScore.score(span, new SchemaIndex.Named(c.references, null)) >= score) {
        score *= REFERENCE_FACTOR;
      }
      if (score >= MIN_SCORE * KEPT_SHARE) {
        targets.add(named.column() == null
            ? new Link.Target(LinkKind.TABLE, named.table(), null, null, score)
            : new Link.Target(LinkKind.COLUMN, named.table(), named.column(), null, score));
      }
    }
    return targets;
  }

  /**
   * A single word's weak targets: elements whose comments have it (or a model's synonym of
   * several words the question says whole over it), else WordNet's.
   */
  private List<Link.Target> weakTargets(List<Token> tokens, int i) {
    Token token = tokens.get(i);
    List<Link.Target> targets = new ArrayList<>();
    boolean remarkable = token.isWord() && Lexicon.isContent(token.lower())
        && token.text().length() >= MIN_REMARK_LENGTH;
    for (SchemaIndex.Named named : remarkable ? index.remarked(tokens, i)
        : List.<SchemaIndex.Named>of()) {
      targets.add(named.column() == null
          ? new Link.Target(LinkKind.TABLE, named.table(), null, null, REMARK_TABLE_SCORE)
          : new Link.Target(LinkKind.COLUMN, named.table(), named.column(), null,
              REMARK_COLUMN_SCORE));
    }
    return targets.isEmpty() ? new WordNetLinks(index).names(token) : targets;
  }

  static Link newLink(List<Token> tokens, int from, int to, List<Link.Target> targets) {
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

  static List<Link.Target> dedupe(List<Link.Target> targets) {
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
      boolean sure = best.kind() == LinkKind.TABLE && best.score() >= SURE_SCORE
          || best.kind() == LinkKind.VALUE && best.score() >= SURE_SCORE && sameTable(link.tied())
          || best.kind() == LinkKind.COLUMN && best.score() >= SURE_SCORE && sameTable(link.tied());
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
