package dev.nljdbc.generation.offline.link;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.TableEntry;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** A linked term inside the engine: its token span and its scored targets, best first. */
public final class Link {

  /** Candidate scores are published in thousandths. */
  private static final double THOUSANDTHS = 1000.0;

  /** One thing the term may mean. */
  public record Target(LinkKind kind, TableEntry table, ColumnEntry column, String value, double score) {
    public Target withScore(double s) {
      return new Target(kind, table, column, value, s);
    }

    public boolean sameAs(Target o) {
      return kind == o.kind && table == o.table && column == o.column
          && (value == null ? o.value == null : value.equals(o.value));
    }

    /** Whether a name places the target, not only a word of a comment or description. */
    public boolean byName() {
      return score >= SchemaLinker.MIN_SCORE;
    }

    public LinkCandidate toCandidate() {
      return new LinkCandidate(kind, table.name, column == null ? null : column.name, value,
          Math.round(score * THOUSANDTHS) / THOUSANDTHS);
    }
  }

  public final int from;
  public final int to;
  public final String text;
  public final int start;
  public final int end;
  public List<Target> targets;
  public String resolution;
  /**
   * Whether the values were guessed from the data alone ({@link GuessedCodes}): weak evidence
   * the ledger records as such.
   */
  public boolean guessed;

  Link(int from, int to, String text, int start, int end, List<Target> targets) {
    this.from = from;
    this.to = to;
    this.text = text;
    this.start = start;
    this.end = end;
    this.targets = sorted(targets);
  }

  static List<Target> sorted(List<Target> targets) {
    List<Target> copy = new ArrayList<>(targets);
    copy.sort(Comparator.comparingDouble((Target t) -> -t.score())
        .thenComparing(t -> t.kind().ordinal())
        .thenComparingInt(t -> t.table().ordinal)
        .thenComparingInt(t -> t.column() == null ? -1 : t.table().columns.indexOf(t.column()))
        .thenComparing(t -> t.value() == null ? "" : t.value()));
    return copy;
  }

  public Target best() {
    return targets.isEmpty() ? null : targets.get(0);
  }

  /** The targets tied with the best one. */
  List<Target> tied() {
    List<Target> tied = new ArrayList<>();
    if (targets.isEmpty()) {
      return tied;
    }
    double top = targets.get(0).score();
    for (Target t : targets) {
      if (top - t.score() <= TermLink.TIE_MARGIN) {
        tied.add(t);
      }
    }
    return tied;
  }

  boolean isAmbiguous() {
    return resolution == null && tied().size() > 1;
  }

  boolean covers(int tokenIndex) {
    return tokenIndex >= from && tokenIndex < to;
  }

  TermLink toTermLink() {
    List<LinkCandidate> candidates = new ArrayList<>();
    for (Target t : targets) {
      candidates.add(t.toCandidate());
    }
    return new TermLink(text, start, end, candidates, resolution);
  }

  @Override
  public String toString() {
    return "'" + text + "'->" + targets;
  }
}
