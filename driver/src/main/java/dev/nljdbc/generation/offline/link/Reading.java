package dev.nljdbc.generation.offline.link;

import dev.nljdbc.generation.offline.index.SchemaIndex;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.words.Comparison;
import dev.nljdbc.generation.offline.words.ComparisonParser;
import dev.nljdbc.generation.offline.words.Cue;
import dev.nljdbc.generation.offline.words.CueReader;
import dev.nljdbc.language.Lexicon;
import dev.nljdbc.language.PeriodParser;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.Tokenizer;
import dev.nljdbc.language.WordNumbers;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Set;

/**
 * A question as the engine read it: tokens, periods, comparisons, cue phrases, schema links,
 * quoted strings nothing matched, and content words nothing matched.
 */
public final class Reading {

  /** How many words back a negation may stand and still apply ("have not placed any order"). */
  private static final int NEGATION_REACH = 6;

  public final String question;
  public final SchemaIndex index;
  public final List<Token> tokens;
  public final List<PeriodParser.Mention> periods;
  public final List<Comparison> comparisons;
  public final List<Cue> cues;
  public final List<Link> links;
  public final List<Token> literals;
  public final List<String> unmatched;
  /**
   * What accounts for each word as read: links, periods, trends, time and comparison words.
   * The planner accounts for more on its own copy.
   */
  public final WordLedger ledger;
  /** The clarification answers the question came with (a table's event date among them). */
  public java.util.Map<String, String> resolutions = java.util.Map.of();

  private Reading(String question, SchemaIndex index, List<Token> tokens,
      List<PeriodParser.Mention> periods,
      List<Comparison> comparisons, List<Cue> cues, List<Link> links, List<Token> literals,
      List<String> unmatched, WordLedger ledger) {
    this.question = question;
    this.index = index;
    this.tokens = tokens;
    this.periods = periods;
    this.comparisons = comparisons;
    this.cues = cues;
    this.links = links;
    this.literals = literals;
    this.unmatched = unmatched;
    this.ledger = ledger;
  }

  /** Reads a question against a schema; {@code context} tables are preferred when linking. */
  public static Reading of(String question, SchemaIndex index, Set<TableEntry> context,
      java.util.Map<String, String> resolutions, java.time.LocalDate today) {
    RateNouns rates = RateNouns.read(StateWords.split(Tokenizer.tokenize(question), index),
        index);
    List<Token> tokens = SharedHeads.distribute(WordNumbers.normalize(rates.tokens), index);
    BitSet taken = new BitSet();
    List<PeriodParser.Mention> periods = PeriodParser.parse(tokens, today);
    for (PeriodParser.Mention m : periods) {
      taken.set(m.from(), m.to());
    }
    List<Cue> cues = new ArrayList<>(CueReader.reserved(tokens, taken));
    BitSet nameParts = new BitSet();
    for (int i = 1; i < tokens.size(); i++) {
      if (tokens.get(i).kind() == Token.Kind.NUMBER && tokens.get(i - 1).isWord()
          && index.namesWithNumber(tokens.get(i - 1).lower(), tokens.get(i).text())) {
        nameParts.set(i);
      }
    }
    List<Comparison> comparisons = ComparisonParser.parse(tokens, taken, nameParts);
    SchemaLinker linker = new SchemaLinker(index);
    List<Link> links = linker.link(tokens, taken, context);
    rates.narrow(tokens, links);
    linker.resolve(links, resolutions);
    BitSet named = (BitSet) taken.clone();
    for (Link l : links) {
      if (l.to - l.from > 1) {
        for (int k = l.from; k < l.to; k++) {
          if (Lexicon.TREND.contains(tokens.get(k).lower())) {
            named.set(k);
          }
        }
      }
    }
    quantityWordsOfNames(tokens, links, named);
    capitalisedValues(tokens, links, named);
    cues.addAll(CueReader.read(tokens, named));
    cues.sort((a, b) -> Integer.compare(a.from(), b.from()));
    List<Token> literals = new ArrayList<>();
    for (Token t : tokens) {
      if (t.kind() == Token.Kind.QUOTED && !taken.get(t.index()) && !covered(links, t.index())) {
        literals.add(t);
      }
    }
    BitSet read = (BitSet) taken.clone();
    for (Cue c : cues) {
      if (c.kind() == Cue.Kind.TREND && c.unit() != null) {
        read.set(c.from(), c.to());
      }
    }
    List<String> unmatched = SchemaLinker.unmatched(tokens, read, links);
    WordLedger ledger = ledger(tokens, periods, cues, links);
    OrdinaryWords.account(tokens, ledger, periods, index.wordNet);
    Reading reading = new Reading(question, index, tokens, periods, comparisons, cues, links,
        literals, unmatched, ledger);
    reading.resolutions = resolutions == null ? java.util.Map.of() : resolutions;
    return reading;
  }

  /**
   * The ledger of what the reading accounts for: each link's words by its best target (a name,
   * a value, or only a comment), periods and trend units, and the time and comparison words,
   * which are never unknown words.
   */
  private static WordLedger ledger(List<Token> tokens, List<PeriodParser.Mention> periods,
      List<Cue> cues, List<Link> links) {
    WordLedger ledger = WordLedger.of(tokens);
    for (PeriodParser.Mention m : periods) {
      ledger.account(m.from(), m.to(), WordLedger.Evidence.PERIOD, 1, "period");
    }
    for (Cue c : cues) {
      if (c.kind() == Cue.Kind.TREND && c.unit() != null) {
        ledger.account(c.from(), c.to(), WordLedger.Evidence.PERIOD, 1, "trend");
      }
    }
    for (Link l : links) {
      Link.Target best = l.best();
      if (best == null) {
        continue;
      }
      WordLedger.Evidence e = best.kind() == LinkKind.VALUE
          ? l.guessed ? WordLedger.Evidence.GUESSED_VALUE : WordLedger.Evidence.VALUE
          : best.score() < SchemaLinker.MIN_SCORE ? WordLedger.Evidence.COMMENT
          : WordLedger.Evidence.NAME;
      ledger.account(l.from, l.to, e, Math.min(1, best.score()), WordLedger.LINK);
    }
    for (Token t : tokens) {
      if (t.isWord() && Lexicon.isTimeOrComparison(t.lower()) && ledger.at(t.index()) == null) {
        ledger.account(t.index(), WordLedger.Evidence.TIME_WORD, 1, "time or comparison word");
      }
    }
    return ledger;
  }

  /**
   * "First" or "last" in or right before a term whose column has that word in its name ("a
   * first reply" for {@code first_rply_at}, "last login" for {@code last_login_at}) is part
   * of the name, not "earliest" or "latest".
   */
  private static void quantityWordsOfNames(List<Token> tokens, List<Link> links, BitSet named) {
    for (Link l : links) {
      Link.Target best = l.best();
      if (best == null || best.kind() != LinkKind.COLUMN) {
        continue;
      }
      for (int k = Math.max(0, l.from - 1); k < l.to; k++) {
        String w = tokens.get(k).lower();
        if (Lexicon.QUANTITY.contains(w) && best.column().words.contains(w)) {
          named.set(k);
        }
      }
    }
  }

  /**
   * A stored value spelled with a capital inside the question ("and in Growth?" for a fund
   * named so) is a name, not a cue word that happens to spell it ("growth" as a trend).
   */
  private static void capitalisedValues(List<Token> tokens, List<Link> links, BitSet named) {
    for (Link l : links) {
      Link.Target best = l.best();
      if (best == null || best.kind() != LinkKind.VALUE || l.from == 0) {
        continue;
      }
      boolean capitalised = true;
      for (int k = l.from; k < l.to && capitalised; k++) {
        String text = tokens.get(k).text();
        capitalised = tokens.get(k).isWord() && !text.isEmpty()
            && Character.isUpperCase(text.charAt(0));
      }
      if (capitalised) {
        named.set(l.from, l.to);
      }
    }
  }

  private static boolean covered(List<Link> links, int index) {
    for (Link l : links) {
      if (l.covers(index)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Marks an unmatched word as read by a planning rule ("active" for a flag the rule keeps):
   * it no longer counts as a word nothing places.
   */
  public void place(Token token) {
    unmatched.remove(token.text());
  }

  /** The link covering a token, or null. */
  public Link linkAt(int index) {
    for (Link l : links) {
      if (l.covers(index)) {
        return l;
      }
    }
    return null;
  }

  /** The cues covering a token. */
  public List<Cue> cuesAt(int index) {
    List<Cue> result = new ArrayList<>();
    for (Cue c : cues) {
      if (index >= c.from() && index < c.to()) {
        result.add(c);
      }
    }
    return result;
  }

  public boolean has(Cue.Kind kind) {
    for (Cue c : cues) {
      if (c.kind() == kind) {
        return true;
      }
    }
    return false;
  }

  public Cue first(Cue.Kind kind) {
    for (Cue c : cues) {
      if (c.kind() == kind) {
        return c;
      }
    }
    return null;
  }

  /**
   * The cues just before a token, nearest first: walking back over cue words, commas, "and"
   * and at most {@code maxStopWords} function words, up to the previous link or content word.
   */
  public List<Cue> cuesBefore(int index, int maxStopWords) {
    List<Cue> result = new ArrayList<>();
    int stops = 0;
    for (int k = index - 1; k >= 0 && stops <= maxStopWords; k--) {
      if (linkAt(k) != null) {
        break;
      }
      List<Cue> here = new ArrayList<>();
      for (Cue c : cuesAt(k)) {
        if (linkAt(c.from()) == null) {
          here.add(c);
        }
      }
      for (Cue c : here) {
        if (!result.contains(c)) {
          result.add(c);
        }
      }
      Token t = tokens.get(k);
      if (!here.isEmpty() || t.is(",")) {
        continue;
      }
      if (t.is("and") || t.isWord() && (Lexicon.isStop(t.lower()) || isClassifier(k))) {
        stops++;
        continue;
      }
      break;
    }
    return result;
  }

  /**
   * Whether a negation comes before a token within its clause: up to six words back, stopping
   * at another term, a comma or a conjunction ("have not placed any order").
   */
  public boolean negatedBefore(int index) {
    for (int k = index - 1; k >= 0 && k >= index - NEGATION_REACH; k--) {
      if (linkAt(k) != null) {
        return false;
      }
      Token t = tokens.get(k);
      if (t.is(",") || t.is("and") || t.is("or") || t.is("but") || t.is("who")
          || t.is("which") || t.is("that")) {
        return false;
      }
      for (Cue c : cuesAt(k)) {
        if (c.kind() == Cue.Kind.NEGATION) {
          return true;
        }
      }
    }
    return false;
  }

  /** "Types of", "kinds of", "sorts of": words that only classify what follows. */
  boolean isClassifier(int index) {
    Token t = tokens.get(index);
    return (t.is("type") || t.is("types") || t.is("kind") || t.is("kinds") || t.is("sorts"))
        && index + 1 < tokens.size() && tokens.get(index + 1).is("of");
  }

  /** Whether a classifier ("types of") comes right before a token. */
  public boolean classifiedBefore(int index) {
    return index >= 2 && isClassifier(index - 2);
  }

  /** The nearest cue before a token that is not of the ignored kinds, or null. */
  public Cue nearestCue(List<Cue> before, Cue.Kind... ignored) {
    for (Cue c : before) {
      boolean skip = false;
      for (Cue.Kind k : ignored) {
        skip |= c.kind() == k;
      }
      if (!skip) {
        return c;
      }
    }
    return null;
  }

  public static boolean any(List<Cue> cues, Cue.Kind kind) {
    for (Cue c : cues) {
      if (c.kind() == kind) {
        return true;
      }
    }
    return false;
  }

  public static Cue find(List<Cue> cues, Cue.Kind kind) {
    for (Cue c : cues) {
      if (c.kind() == kind) {
        return c;
      }
    }
    return null;
  }
}
