package dev.nljdbc.generation.offline.confidence;

import dev.nljdbc.generation.QueryEvidence;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.LinkKind;
import dev.nljdbc.generation.offline.link.Reading;
import dev.nljdbc.generation.offline.link.WordLedger;
import dev.nljdbc.generation.offline.plan.QueryPlan;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordForms;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the evidence of a generated query from the engine's reading of the question and the
 * plan it built: link scores as the linker gave them, never recomputed or changed.
 */
public final class ReadingEvidence {
  /** The score any name needs: below it only a comment word places a term. */
  private static final double NAME_SCORE = 0.7;
  /** Below this share of its name's words a term names only a part of it. */
  private static final double PART_SHARE = 0.5;

  private ReadingEvidence() {
  }

  /**
   * The evidence of a query.
   *
   * @param reading the engine's reading of the question
   * @param plan the plan of the query
   * @param engineConfidence the engine's own confidence of its draft
   * @param ledger what accounts for each word once the planner built the query: its unknown
   *     words and the words only a step's guess accounts for are the unplaced ones, the words a
   *     step surely built a measure from the measure words
   */
  public static QueryEvidence of(Reading reading, QueryPlan plan, double engineConfidence,
      WordLedger ledger) {
    double weakest = Double.MAX_VALUE;
    double sum = 0;
    double margin = 1;
    int indirect = 0;
    int partial = 0;
    int values = 0;
    int commentOnly = 0;
    boolean subjectNamed = false;
    String subject = plan.spec().subject();
    for (Link l : reading.links) {
      Link.Target best = l.best();
      if (best == null) {
        continue;
      }
      weakest = Math.min(weakest, best.score());
      sum += best.score();
      if (l.targets.size() > 1) {
        margin = Math.min(margin, best.score() - l.targets.get(1).score());
      }
      if (best.score() < NAME_SCORE) {
        commentOnly++;
      }
      if (best.kind() == LinkKind.VALUE) {
        values++;
        continue;
      }
      List<String> name = nameWords(best);
      List<String> own = best.kind() == LinkKind.TABLE ? best.table().words
          : best.column().words;
      int matchedOwn = 0;
      for (String w : own) {
        if (matchedBySpan(reading.tokens, l, w)) {
          matchedOwn++;
        }
      }
      if (!own.isEmpty() && (double) matchedOwn / own.size() < PART_SHARE) {
        partial++;
      }
      if (hasIndirectWord(reading.tokens, l, name)) {
        indirect++;
      }
      if (best.kind() == LinkKind.TABLE && best.table().name.equalsIgnoreCase(subject)) {
        subjectNamed = true;
      }
    }
    int terms = reading.links.size();
    int placed = 0;
    for (Token t : reading.tokens) {
      if (t.isWord() && Lexicon.isContent(t.lower()) && t.text().length() >= 2
          && reading.linkAt(t.index()) != null) {
        placed++;
      }
    }
    int unplaced = ledger.unknown().size() + ledger.guessed().size()
        + ledger.count(WordLedger.Evidence.ORDINARY, 0);
    int measureWords = ledger.count(WordLedger.Evidence.MEASURE, 1);
    double covered = placed + unplaced == 0 ? 1 : (double) placed / (placed + unplaced);
    return new QueryEvidence(terms == 0 ? 0 : weakest, terms == 0 ? 0 : sum / terms, covered,
        unplaced, indirect, partial, values, commentOnly, Math.max(0, margin),
        plan.joins().size(), subjectNamed ? 1 : 0, engineConfidence, terms,
        plan.assumptions().size(), placed + unplaced, plan.where().size() + plan.having().size(),
        plan.groupBy().size(), plan.orderBy().isEmpty() && plan.limit() == null ? 0 : 1,
        reading.cues.size(), reading.comparisons.size(), measureWords);
  }

  /** The words that may name a target: its table's, and its column's for a column. */
  private static List<String> nameWords(Link.Target target) {
    List<String> words = new ArrayList<>(target.table().words);
    if (target.column() != null) {
      words.addAll(target.column().words);
    }
    return words;
  }

  /** Whether a word of the term's span is the name word in some form. */
  private static boolean matchedBySpan(List<Token> tokens, Link l, String nameWord) {
    for (int k = l.from; k < l.to; k++) {
      Token t = tokens.get(k);
      if (t.isWord() && WordForms.similarity(t.lower(), nameWord) > 0) {
        return true;
      }
    }
    return false;
  }

  /** Whether a content word of the term's span matches no word of the name in any form. */
  private static boolean hasIndirectWord(List<Token> tokens, Link l, List<String> name) {
    for (int k = l.from; k < l.to; k++) {
      Token t = tokens.get(k);
      if (!t.isWord() || Lexicon.isStop(t.lower())) {
        continue;
      }
      boolean direct = false;
      for (String w : name) {
        direct |= WordForms.similarity(t.lower(), w) > 0 || t.lower().equals(w);
      }
      if (!direct) {
        return true;
      }
    }
    return false;
  }
}
