package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.Defaults;
import dev.nljdbc.generation.offline.index.NameScore;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.link.Reading;
import dev.nljdbc.generation.offline.link.TermLink;
import dev.nljdbc.generation.offline.words.Cue;
import dev.nljdbc.language.Synonyms;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordForms;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The subject of a question and the targets settled around it, for {@link RoleAssigner}: the
 * first counted or entity table, else the table of a counted value, the sales table of a money
 * word, the table of the first term with a role, or the context; then each term's target is
 * re-picked among its near-best candidates, the subject's neighbourhood first.
 */
final class SubjectChooser {

  private static final Set<String> SALES_WORDS = Set.of("sale", "order", "invoice",
      "payment", "transaction", "purchase", "booking", "receipt");
  /** "How many" counts a value's rows when it stands this close before the value. */
  private static final int COUNT_CUE_REACH = 3;
  /** The fewest letters of a table word read as a shortened sales word ("inv", "pmt"). */
  private static final int MIN_SALES_ABBREVIATION = 3;
  /**
   * Candidates this close to a term's best score may be re-picked for their table; further ones
   * are other meanings of the words, not the same meaning in another table.
   */
  private static final double NEAR_BEST = 0.15;
  /** What a shown column gains in a table the question groups by: it names the group. */
  private static final double PREFERRED_RANK = 0.35;
  /** What a candidate in the subject gains: "name" is the subject's name. */
  private static final double SUBJECT_RANK = 0.3;
  /** What a candidate gains in a table one or two foreign keys from the subject. */
  private static final double NEIGHBOUR_RANK = 0.15;
  /** What a candidate gains in a table of the conversation's context. */
  private static final double CONTEXT_RANK = 0.1;
  /** Ranks closer than this are equal: sums of the same bonuses differ in the last bits. */
  private static final double EPSILON = 1e-9;

  private final Reading reading;
  /** How many tables look as much like a record of sales as the one chosen. */
  private int salesTies;
  private final Set<TableEntry> context;
  private final RoleAssigner.Roles out;

  SubjectChooser(Reading reading, Set<TableEntry> context, RoleAssigner.Roles out) {
    this.reading = reading;
    this.context = context;
    this.out = out;
  }

  /** Chooses the subject: the fixed one when given, else from the terms' roles. */
  void chooseSubject(TableEntry fixedSubject) {
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
          && Reading.any(reading.cuesBefore(link.from, COUNT_CUE_REACH), Cue.Kind.COUNT)) {
        out.subject = t.table();
        return;
      }
    }
    TableEntry staff = HeadCount.staffTable(reading);
    if (staff != null) {
      out.subject = staff;
      out.headcount = true;
      return;
    }
    TableEntry sales = salesTable();
    if (sales != null) {
      out.subject = sales;
      out.moneySubject = true;
      out.moneySubjectGuessed = salesTies > 1;
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
        if (SALES_WORDS.contains(lemma) || Synonyms.of(lemma).contains("sale")
            || abbreviatesSalesWord(lemma)) {
          score += 2;
        }
      }
      if (Defaults.dateColumn(table) != null) {
        score += 1;
      }
      if (score > bestScore) {
        best = table;
        bestScore = score;
        salesTies = 1;
      } else if (score == bestScore) {
        salesTies++;
      }
    }
    return best;
  }

  /** Whether a table word shortens a word of sales ("inv" for invoice, "pmt" for payment). */
  private static boolean abbreviatesSalesWord(String word) {
    for (String w : SALES_WORDS) {
      if (word.length() >= MIN_SALES_ABBREVIATION && NameScore.abbreviation(word, w)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the term names the column with its table ("name of the warehouses"). */
  private boolean qualified(Link link, TableEntry table) {
    if (link.to - link.from < 2) {
      return false;
    }
    for (int k = link.from; k < link.to; k++) {
      String w = reading.tokens.get(k).lower();
      for (String tw : table.words) {
        if (WordForms.similarity(w, tw) >= WordForms.SAME_WORD) {
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
  void settleTargets() {
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
        if (current.score() - t.score() > NEAR_BEST) {
          continue;
        }
        double rank = rank(t, near, preferred);
        if (rank > bestRank + EPSILON) {
          best = t;
          bestRank = rank;
        }
      }
      out.targets.put(link, best);
      List<Link.Target> tied = new ArrayList<>();
      for (Link.Target t : link.targets) {
        if (t.kind() == best.kind() && Math.abs(rank(t, near, preferred) - bestRank) < EPSILON
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
      rank += PREFERRED_RANK;
    } else if (t.table() == out.subject) {
      rank += SUBJECT_RANK;
    } else if (near.contains(t.table())) {
      rank += NEIGHBOUR_RANK;
    } else if (context.contains(t.table())) {
      rank += CONTEXT_RANK;
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
}
