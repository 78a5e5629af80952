package dev.nljdbc.generation.offline.link;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.ColumnKind;
import dev.nljdbc.generation.offline.index.NameScore;
import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.language.ActNouns;
import dev.nljdbc.language.MeasureWords;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.WordForms;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The noun of an act before a rate word ("conversion rate", "win rate", "cancellation rate",
 * "churn rate", "return rate") reads as the state the act leaves rows in, spelled as the schema
 * spells it: a sampled status value ({@code converted}, {@code WON}, {@code COMPLETED}), a word
 * of a yes/no column ({@code is_returned}, {@code returned_yn}) or of a nullable date
 * ({@code cancelled_at}, {@code churn_dt}). The rate is then the share of rows in that state
 * (the planner's share of rows). The state is looked for first in the tables the question
 * names, a status value before a flag before a date. A noun that is itself a word of a column's
 * name ("conversion rate" of {@code conversion_rate}) or a stored value stays as it is.
 */
final class RateNouns {

  /** The shortest column word taken for an abbreviation of the verb ("cmpl", "canc"). */
  private static final int MIN_ABBREVIATION = 3;
  /** Sampled values read as yes or no. */
  private static final Set<String> YES_NO = Set.of("t", "f", "y", "n", "yes", "no", "true",
      "false", "1", "0");

  /** A state found for a noun: its word and what it stands for. */
  private record State(String word, Link.Target target) {}

  /** The question's tokens, each noun of an act before a rate word replaced. */
  final List<Token> tokens;
  /** What each replaced word stands for, by the character its token starts at. */
  private final Map<Integer, Link.Target> meant = new HashMap<>();

  private RateNouns(List<Token> tokens) {
    this.tokens = tokens;
  }

  /** Reads the tokens, replacing each noun of an act before a rate word by its state's word. */
  static RateNouns read(List<Token> tokens, SchemaIndex index) {
    List<Token> result = new ArrayList<>(tokens);
    RateNouns rates = new RateNouns(result);
    for (int i = 0; i + 1 < tokens.size(); i++) {
      Token t = tokens.get(i);
      if (t.kind() != Token.Kind.WORD || !MeasureWords.RATE.contains(tokens.get(i + 1).lower())
          || namedOrStored(t.lower(), index)) {
        continue;
      }
      Set<String> verbs = ActNouns.verbsOf(t.lower());
      State state = verbs.isEmpty() ? null : state(tokens, index, verbs);
      if (state != null) {
        result.set(i, new Token(state.word(), Token.Kind.WORD, i, t.start(), t.end()));
        rates.meant.put(t.start(), state.target());
      }
    }
    return rates;
  }

  /**
   * Makes each replaced word's link stand for the state found: "cancelled" of an order
   * cancellation rate is the orders' {@code cancelled_at}, not a bookings status of that name.
   */
  void narrow(List<Token> read, List<Link> links) {
    for (Map.Entry<Integer, Link.Target> e : meant.entrySet()) {
      Link.Target target = e.getValue();
      Link covering = null;
      for (Link l : links) {
        if (l.start <= e.getKey() && e.getKey() < l.end) {
          covering = l;
        }
      }
      if (covering != null) {
        List<Link.Target> same = new ArrayList<>();
        for (Link.Target t : covering.targets) {
          if (t.column() == target.column()) {
            same.add(t);
          }
        }
        double top = covering.best() == null ? 1 : covering.best().score();
        covering.targets = same.isEmpty() ? List.of(target.withScore(top)) : same;
        continue;
      }
      for (Token t : read) {
        if (t.start() == e.getKey()) {
          links.add(new Link(t.index(), t.index() + 1, t.text(), t.start(), t.end(),
              List.of(target)));
          links.sort((a, b) -> Integer.compare(a.from, b.from));
          break;
        }
      }
    }
  }

  private static boolean namedOrStored(String word, SchemaIndex index) {
    if (!index.valuesStartingWith(word).isEmpty()) {
      return true;
    }
    for (TableEntry table : index.tables) {
      for (ColumnEntry c : table.columns) {
        if (c.words.contains(word)) {
          return true;
        }
      }
    }
    return false;
  }

  /** The schema's word for the state, in the tables the question names first, or null. */
  private static State state(List<Token> tokens, SchemaIndex index, Set<String> verbs) {
    List<TableEntry> order = new ArrayList<>();
    for (TableEntry table : index.tables) {
      if (named(tokens, table)) {
        order.add(table);
      }
    }
    for (TableEntry table : index.tables) {
      if (!order.contains(table)) {
        order.add(table);
      }
    }
    for (TableEntry table : order) {
      State found = stateIn(table, verbs);
      if (found != null) {
        return found;
      }
    }
    return null;
  }

  private static boolean named(List<Token> tokens, TableEntry table) {
    for (Token t : tokens) {
      for (String w : table.words) {
        if (t.isWord() && (WordForms.lemma(w).equals(WordForms.lemma(t.lower()))
            || NameScore.abbreviation(w, t.lower()))) {
          return true;
        }
      }
    }
    return false;
  }

  /** A status value, else a flag's word, else a nullable date's word of the state, or null. */
  private static State stateIn(TableEntry table, Set<String> verbs) {
    for (ColumnEntry c : table.columns) {
      if (c.kind == ColumnKind.TEXT && !c.tenant && !c.isKey() && !flag(c)) {
        State found = valueState(c, verbs);
        if (found != null) {
          return found;
        }
      }
    }
    for (ColumnEntry c : table.columns) {
      if (flag(c) && !c.tenant) {
        String word = nameWord(c, verbs);
        if (word != null) {
          return new State(word, new Link.Target(LinkKind.COLUMN, table, c, null, 1));
        }
      }
    }
    for (ColumnEntry c : table.columns) {
      if (c.isTemporal() && c.info.nullable() && !c.tenant) {
        String word = nameWord(c, verbs);
        if (word != null) {
          return new State(word, new Link.Target(LinkKind.COLUMN, table, c, null, 1));
        }
      }
    }
    return null;
  }

  /** A sampled value that states one of the verbs, with its word, unless every value does. */
  private static State valueState(ColumnEntry c, Set<String> verbs) {
    State found = null;
    int matching = 0;
    for (String v : c.samples()) {
      String word = null;
      for (String w : v.toLowerCase(Locale.ROOT).split("[^a-z]+")) {
        if (word == null && ActNouns.statesOneOf(w, verbs)) {
          word = w;
        }
      }
      if (word != null) {
        matching++;
        found = found != null ? found
            : new State(word, new Link.Target(LinkKind.VALUE, c.table, c, v, 1));
      }
    }
    return matching < c.samples().size() ? found : null;
  }

  private static String nameWord(ColumnEntry c, Set<String> verbs) {
    for (String w : c.words) {
      String lower = w.toLowerCase(Locale.ROOT);
      if (ActNouns.statesOneOf(lower, verbs)) {
        return lower;
      }
      for (String verb : verbs) {
        if (lower.length() >= MIN_ABBREVIATION && NameScore.abbreviation(lower, verb)) {
          return lower;
        }
      }
    }
    return null;
  }

  /** A yes/no column: a boolean, or one whose sampled values are all yes or no. */
  private static boolean flag(ColumnEntry c) {
    if (c.kind == ColumnKind.BOOLEAN) {
      return true;
    }
    List<String> values = c.samples();
    if (values.isEmpty() || values.size() > 2) {
      return false;
    }
    for (String v : values) {
      if (!YES_NO.contains(v.toLowerCase(Locale.ROOT))) {
        return false;
      }
    }
    return true;
  }
}
