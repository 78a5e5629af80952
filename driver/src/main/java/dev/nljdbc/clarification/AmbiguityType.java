package dev.nljdbc.clarification;

import java.util.Locale;

/** What kind of ambiguity a clarification question is about: the {@code AMBIGUITY} column. */
public enum AmbiguityType {
  /** Several columns match a term ("price": buy_price, sell_price, close_price). */
  COLUMN_AMBIGUITY,
  /** A filter the question needs but does not give ("for a specific region"). */
  MISSING_FILTER,
  /** A qualifier without specifics ("recent", "top" without a number). */
  VAGUE_TERM,
  /** A comparison without a value ("high volume", "more than"). */
  THRESHOLD,
  /** Several tables match a term. */
  TABLE_AMBIGUITY,
  /** An aggregate without the measure or grouping it applies to ("average readings"). */
  AGGREGATION,
  /** A question too vague to act on ("show me data"). */
  INTENT;

  /** The label users see, e.g. {@code column_ambiguity}. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The type with this label, or null. */
  public static AmbiguityType fromLabel(String label) {
    if (label == null) {
      return null;
    }
    String l = label.strip().toLowerCase(Locale.ROOT).replace(' ', '_').replace('-', '_');
    for (AmbiguityType t : values()) {
      if (t.label().equals(l)) {
        return t;
      }
    }
    switch (l) {
      case "table":
        return TABLE_AMBIGUITY;
      case "column":
        return COLUMN_AMBIGUITY;
      case "aggregation_ambiguity":
        return AGGREGATION;
      case "threshold_ambiguity":
        return THRESHOLD;
      case "intent_ambiguity":
        return INTENT;
      default:
        return null;
    }
  }
}
