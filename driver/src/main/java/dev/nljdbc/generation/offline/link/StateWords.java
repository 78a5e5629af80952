package dev.nljdbc.generation.offline.link;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.NameScore;
import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.language.NameKinds;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordForms;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Words that name a state rather than a thing. A negative participle ("unpaid", "unassigned",
 * "unresolved") reads as "not" and the participle, so that the participle can link to the
 * column it names and the negation applies; so does a state whose opposite a nullable date
 * column records ("open" where a {@code closed_at} column exists is "not closed"). A word that
 * is itself a stored value is left alone. A nullable column of text that rows have or lack
 * ("suppliers without a fax number", "books with an isbn") names its state too.
 */
public final class StateWords {

  /** The shortest column word that a longer word may start with and still name it. */
  private static final int MIN_STEM = 4;
  private static final Pattern NEGATIVE_PARTICIPLE = Pattern.compile("un([a-z]{2,}(?:ed|id|en|wn))");

  /** A state and the opposite state a date column records: "open" is "not closed". */
  private static final Map<String, String> OPPOSITES = Map.of("open", "closed", "outstanding",
      "paid", "ongoing", "ended", "unfinished", "finished");

  /** Words of having that may come before a state a date column records ("without a ..."). */
  private static final Set<String> HAVING = Set.of("without", "with", "no", "has", "have", "had");
  /** Words that end the phrase of a thing rows have or lack. */
  private static final Set<String> PHRASE_ENDS = Set.of("and", "or", "but", "who", "that",
      "which", "in", "from", "at", "on", "sorted", "ordered");
  /** Articles between a word of having and the term. */
  private static final Set<String> ARTICLES = Set.of("a", "an", "any", "no");

  private StateWords() {}

  /** The tokens with each negative participle that is no stored value split in two. */
  static List<Token> split(List<Token> tokens, SchemaIndex index) {
    List<Token> result = new ArrayList<>(tokens.size());
    for (Token t : tokens) {
      String lower = t.lower();
      var m = NEGATIVE_PARTICIPLE.matcher(lower);
      String opposite = OPPOSITES.get(lower);
      if (t.kind() == Token.Kind.WORD && m.matches() && index.valuesStartingWith(lower).isEmpty()) {
        result.add(new Token("not", Token.Kind.WORD, result.size(), t.start(), t.start() + 2));
        result.add(new Token(m.group(1), Token.Kind.WORD, result.size(), t.start() + 2, t.end()));
      } else if (t.kind() == Token.Kind.WORD && opposite != null
          && index.valuesStartingWith(lower).isEmpty() && namesDateColumn(index, opposite)) {
        result.add(new Token("not", Token.Kind.WORD, result.size(), t.start(), t.start()));
        result.add(new Token(opposite, Token.Kind.WORD, result.size(), t.start(), t.end()));
      } else {
        result.add(new Token(t.text(), t.kind(), result.size(), t.start(), t.end()));
      }
    }
    return result;
  }

  private static boolean namesDateColumn(SchemaIndex index, String word) {
    for (SchemaIndex.Named n : index.named(word)) {
      if (n.column() != null && n.column().isTemporal() && n.column().info.nullable()
          && n.column().words.contains(word)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a term that links to a nullable date column names its state ("doctors who have
   * left", "paid invoices", "dropped enrolments"): the term is one word of the column's own name
   * other than a date word, and no date word follows it.
   */
  public static boolean namesState(Reading reading, Link link, ColumnEntry column) {
    if (!column.isTemporal() && column.info.nullable() && !column.isNumeric()) {
      return had(reading, link) && namesColumn(reading, link, column) && endsPhrase(reading, link);
    }
    if (!column.isTemporal() || !column.info.nullable()) {
      return false;
    }
    if (had(reading, link) && namesColumn(reading, link, column)) {
      return true;
    }
    for (int k = link.from + 1; k < link.to; k++) {
      if (!namesTable(reading.tokens.get(k).lower(), column.table)) {
        return false;
      }
    }
    String word = reading.tokens.get(link.from).lower();
    if (isDateWord(word) || link.to - link.from == 1 && listed(reading, link)) {
      return false;
    }
    if (link.to < reading.tokens.size() && isDateWord(reading.tokens.get(link.to).lower())) {
      return false;
    }
    for (String w : column.words) {
      if (!isDateWord(w) && (w.equals(word) || WordForms.lemma(w).equals(WordForms.lemma(word))
          || word.startsWith(w) && w.length() >= MIN_STEM)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the term is something rows have or lack ("without a first response", "with no
   * first response", "has a closing date"): a word of having before it, an article between,
   * and no date word after it.
   */
  private static boolean had(Reading reading, Link link) {
    int k = link.from - 1;
    while (k >= 0 && ARTICLES.contains(reading.tokens.get(k).lower())) {
      k--;
    }
    if (k < 0 || k == link.from - 1 && !reading.tokens.get(k).is("without")
        || !HAVING.contains(reading.tokens.get(k).lower())) {
      return false;
    }
    if (link.to < reading.tokens.size() && isDateWord(reading.tokens.get(link.to).lower())) {
      return false;
    }
    for (var period : reading.periods) {
      if (period.from() >= link.to) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether nothing but one more word of the thing ("fax number") stands between the term
   * and the end of its phrase: then it is something rows have or lack, not a column a value
   * follows ("with a category of toys").
   */
  private static boolean endsPhrase(Reading reading, Link link) {
    int k = link.to;
    if (k < reading.tokens.size() && reading.tokens.get(k).isWord()
        && !PHRASE_ENDS.contains(reading.tokens.get(k).lower()) && reading.linkAt(k) == null) {
      k++;
    }
    return k >= reading.tokens.size() || !reading.tokens.get(k).isWord()
        && reading.tokens.get(k).kind() != Token.Kind.NUMBER
        && reading.tokens.get(k).kind() != Token.Kind.QUOTED
        || PHRASE_ENDS.contains(reading.tokens.get(k).lower());
  }

  /**
   * Whether each word of the term is a date word or a word of the column's name, and one of
   * them a word of its name other than a date word ("first response", "graduation date").
   */
  private static boolean namesColumn(Reading reading, Link link, ColumnEntry column) {
    boolean named = false;
    for (int k = link.from; k < link.to; k++) {
      String word = reading.tokens.get(k).lower();
      boolean found = false;
      for (String w : column.words) {
        found |= !isDateWord(w) && (WordForms.similarity(w, word) >= WordForms.WEAK_FORM
            || NameScore.abbreviation(w, word));
      }
      if (!found && !isDateWord(word)) {
        return false;
      }
      named |= found;
    }
    return named;
  }

  /** Whether a one-word term stands in a list of columns to show ("the name and joined of"). */
  private static boolean listed(Reading reading, Link link) {
    String before = link.from > 0 ? reading.tokens.get(link.from - 1).lower() : "";
    String after = link.to < reading.tokens.size() ? reading.tokens.get(link.to).lower() : "";
    return switch (before) {
      case "the", "and", ",", "show", "list", "display", "give", "their", "its" -> true;
      default -> after.equals("of") || after.equals("and") || after.equals(",");
    };
  }

  /** Whether the word is a word of the table's name, or the name abbreviates it ("reqs"). */
  private static boolean namesTable(String word, TableEntry table) {
    for (String w : table.words) {
      if (WordForms.lemma(w).equals(WordForms.lemma(word)) || NameScore.abbreviation(w, word)) {
        return true;
      }
    }
    return false;
  }

  private static boolean isDateWord(String w) {
    return NameKinds.isTime(w) || NameKinds.isTimePreposition(w)
        || "when".equals(w.toLowerCase(Locale.ROOT));
  }
}
