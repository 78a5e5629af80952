package dev.nljdbc.clarification;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One thing a question leaves open, as a detector found it, with how an answer is applied.
 *
 * @param type what kind of ambiguity
 * @param term the ambiguous part as typed ("price", "recent"): the resolution's key and what
 *     learning matches on
 * @param span the text of the question an answer replaces, or null when it replaces none
 * @param question the question for the person
 * @param kind how it is answered
 * @param options the options of a multiple-choice question (real column, table or value names);
 *     empty otherwise
 * @param allowsOther whether an answer outside the options is accepted (a value not sampled)
 * @param severity critical or important; minor ambiguities are never asked
 * @param rewrite how an answer changes the question
 * @param detail words the rewrite needs ("volume over" for a threshold, "region" for a value)
 */
public record Ambiguity(AmbiguityType type, String term, String span, String question,
    QuestionKind kind, List<String> options, boolean allowsOther, Severity severity,
    Rewrite rewrite, String detail) {

  /** How an answer changes the draft. */
  public enum Rewrite {
    /** The answer is the column or table the term means: a resolution. */
    PICK,
    /** The answer is the table the question is about: "... from readings". */
    SOURCE,
    /** The answer is a period replacing the vague word: "orders last 7 days". */
    PERIOD,
    /** The answer is a threshold replacing the vague adjective: "... with volume over 1000". */
    COMPARE,
    /**
     * The answer follows the span, underscores read as spaces: "top 10", "greater than 500",
     * "average net weight".
     */
    AFTER,
    /** The answer is the value the span asks for: "region Europe". */
    VALUE,
    /** The answer goes to the generator as a resolution only (a model's free finding). */
    NOTE,
    /**
     * The answer is what a word no name places means: it replaces the word, a table, column or
     * value read as words ("show the escalations" with {@code tickets.prio = 'urgent'} becomes
     * "show the tickets with prio urgent"). Learned after one successful use.
     */
    MEANING
  }

  /** Checks the fields and copies the options. */
  public Ambiguity {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(term, "term");
    Objects.requireNonNull(question, "question");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(severity, "severity");
    Objects.requireNonNull(rewrite, "rewrite");
    options = options == null ? List.of() : List.copyOf(options);
    if (kind == QuestionKind.MULTIPLE_CHOICE && options.size() < 2) {
      throw new IllegalArgumentException("a multiple-choice question needs two options or more");
    }
  }

  /** The term in lower case, the key learning matches on. */
  public String key() {
    return term.strip().toLowerCase(Locale.ROOT);
  }

  /** Whether this ambiguity is about the same words as another (one question per term). */
  boolean overlaps(Ambiguity other) {
    String a = key();
    String b = other.key();
    return a.equals(b) || a.contains(b) || b.contains(a);
  }
}
