package dev.nljdbc.generation.offline.link;

/**
 * One thing a term of a question may mean.
 *
 * @param kind a table, a column or a value
 * @param table the table (of the column or value)
 * @param column the column, or null for a table
 * @param value the sampled value, or null unless {@code kind} is VALUE
 * @param score how well the term matches, between 0 and about 1.2 (context adds a little)
 */
public record LinkCandidate(LinkKind kind, String table, String column, String value,
    double score) {

  /** What a person would pick: {@code buy_price}, {@code quotes}, or the value itself. */
  public String label() {
    switch (kind) {
      case TABLE:
        return table;
      case COLUMN:
        return column;
      default:
        return value;
    }
  }

  /** The qualified name: {@code quotes.bid}, or {@code areas.name = 'Asia'}. */
  public String qualified() {
    switch (kind) {
      case TABLE:
        return table;
      case COLUMN:
        return table + "." + column;
      default:
        return table + "." + column + " = '" + value + "'";
    }
  }

  LinkCandidate withScore(double newScore) {
    return new LinkCandidate(kind, table, column, value, newScore);
  }
}
