package dev.nljdbc.generation.offline.words;

/** Comparison operators of filters. */
public enum CompareOp {
  EQ("=", "is"),
  NE("<>", "is not"),
  GT(">", "over"),
  GE(">=", "at least"),
  LT("<", "under"),
  LE("<=", "at most"),
  BETWEEN("BETWEEN", "between");

  public final String sql;
  public final String words;

  CompareOp(String sql, String words) {
    this.sql = sql;
    this.words = words;
  }

  CompareOp negated() {
    switch (this) {
      case EQ:
        return NE;
      case NE:
        return EQ;
      case GT:
        return LE;
      case GE:
        return LT;
      case LT:
        return GE;
      case LE:
        return GT;
      default:
        return this;
    }
  }
}
