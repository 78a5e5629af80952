package dev.nljdbc.language;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import net.sf.extjwnl.JWNLException;
import net.sf.extjwnl.data.IndexWord;
import net.sf.extjwnl.data.POS;
import net.sf.extjwnl.data.Pointer;
import net.sf.extjwnl.data.PointerType;
import net.sf.extjwnl.data.PointerUtils;
import net.sf.extjwnl.data.Synset;
import net.sf.extjwnl.data.Word;
import net.sf.extjwnl.dictionary.Dictionary;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What WordNet 3.1 (through extJWNL, its data inside the jar) says about an English noun: its
 * other forms (its lemma, and derivationally related words: "completion" gives complete), the
 * other words of its commonest senses ("clients" gives customer), the words one step up from
 * its commonest sense ("mountaineer" gives climber); and the proper nouns an adjective pertains
 * to ("French" gives France). Verbs, adjectives and adverbs are not read for names: the verbs
 * and adverbs of questions ("live", "complete", "alphabetically") name no column.
 *
 * <p>The dictionary is loaded once per JVM, on first use (a few seconds, some tens of
 * megabytes), and every word's answer is kept. When it cannot be loaded, {@link #shared()} is
 * empty and the engine links by spelling alone. Lookups are serialised: the dictionary is not
 * documented as thread-safe, and each word is looked up once.
 */
public final class WordNetLexicon {

  private static final Logger LOG = LoggerFactory.getLogger(WordNetLexicon.class);

  /** The senses of a word taken for its meanings: its commonest ones. */
  private static final int SENSES = 3;
  /** Words kept at most: far more than the words of any session's questions. */
  private static final int MAX_CACHED = 50_000;
  /** Endings of the nouns of an act ("termination", "clearance", "settlement"). */
  private static final List<String> ACT_ENDINGS = List.of("tion", "sion", "ance", "ence",
      "ment");
  /**
   * Endings of inflected forms ("doors", "refunded", "taken"): only a word with one is looked
   * up through WordNet's morphology, which takes far longer than a lemma's look-up.
   */
  private static final List<String> INFLECTED = List.of("s", "ed", "ing", "er", "est", "en");
  /**
   * How often a verb's senses must have been tagged in WordNet's corpus for it to be a verb of
   * everyday use ("get" 732 times, "put" 275, "take" 732; "sell" 96, "pay" 197, "book" 5).
   */
  private static final int LIGHT_VERB_USES = 250;
  /**
   * How many times more often a light verb's senses are tagged than the word's senses as a noun
   * ("take": 732 against 0; "shows", "runs" and "left" are nouns often enough to name things).
   */
  private static final int RARE_NOUN = 20;
  /** Whether {@link #preload()} has started the load. */
  private static final AtomicBoolean PRELOADING = new AtomicBoolean();

  /**
   * The words WordNet relates to one word read as a noun; a word of several words ("first
   * name") has its words separated by spaces.
   *
   * @param forms the noun's lemma and the verbs and adjectives derived from it or it from them
   *     ("completion": complete; "mountaineer" gives no mountain), all lower case
   * @param synonyms the other words of its commonest senses ("clients": customer)
   * @param broader the words one step up from its commonest sense ("mountaineer": climber)
   * @param places proper nouns the word as an adjective pertains to ("French": France)
   */
  public record Related(List<String> forms, List<String> synonyms, List<String> broader,
      List<String> places) {
    /** Copies the lists. */
    public Related {
      forms = List.copyOf(forms);
      synonyms = List.copyOf(synonyms);
      broader = List.copyOf(broader);
      places = List.copyOf(places);
    }

    /** Nothing related. */
    public static final Related NONE = new Related(List.of(), List.of(), List.of(), List.of());
  }

  private final Dictionary dictionary;
  private final Map<String, Related> cache = new ConcurrentHashMap<>();
  private final Map<String, Set<String>> verbs = new ConcurrentHashMap<>();
  private final Map<String, Boolean> known = new ConcurrentHashMap<>();
  private final Map<String, Integer> uses = new ConcurrentHashMap<>();
  private final Map<String, List<Set<String>>> neighbours = new ConcurrentHashMap<>();
  private final Map<String, Boolean> light = new ConcurrentHashMap<>();
  private final Map<String, Boolean> persons = new ConcurrentHashMap<>();

  private WordNetLexicon(Dictionary dictionary) {
    this.dictionary = dictionary;
  }

  /** The JVM's lexicon, loaded on first call; empty when the dictionary cannot be read. */
  public static Optional<WordNetLexicon> shared() {
    return Holder.INSTANCE;
  }

  /**
   * Starts loading the lexicon on a daemon thread, once per JVM, so that a session's first
   * question does not wait for it; {@link #shared()} then waits only for what is left.
   */
  public static void preload() {
    if (PRELOADING.compareAndSet(false, true)) {
      Thread t = new Thread(WordNetLexicon::shared, "nljdbc-wordnet-load");
      t.setDaemon(true);
      t.start();
    }
  }

  /** Loads the lexicon once, when {@link #shared()} is first called. */
  private static final class Holder {
    static final Optional<WordNetLexicon> INSTANCE = load();

    private static Optional<WordNetLexicon> load() {
      long start = System.nanoTime();
      try {
        Dictionary d = Dictionary.getDefaultResourceInstance();
        LOG.debug("WordNet loaded in {} ms", (System.nanoTime() - start) / 1_000_000);
        return Optional.of(new WordNetLexicon(d));
      } catch (JWNLException | RuntimeException | LinkageError e) {
        LOG.warn("WordNet could not be loaded; linking by spelling only: {}", e.toString());
        return Optional.empty();
      }
    }
  }

  /** The words related to a (lower-case) word; {@link Related#NONE} when WordNet has none. */
  public Related related(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    Related found = cache.get(w);
    if (found != null) {
      return found;
    }
    synchronized (this) {
      found = cache.get(w);
      if (found == null) {
        found = lookUp(w);
        if (cache.size() < MAX_CACHED) {
          cache.put(w, found);
        }
      }
    }
    return found;
  }

  /**
   * The verbs a (lower-case) noun names the act of: the word itself when WordNet has it as a
   * verb ("churn", "win", "return"), and the verbs derivationally related to its commonest
   * senses ("conversion": convert, "cancellation": cancel, "completion": complete).
   */
  public Set<String> verbsOf(String noun) {
    String w = noun.toLowerCase(Locale.ROOT);
    Set<String> found = verbs.get(w);
    if (found != null) {
      return found;
    }
    synchronized (this) {
      found = verbs.get(w);
      if (found == null) {
        found = lookUpVerbs(w);
        if (verbs.size() < MAX_CACHED) {
          verbs.put(w, found);
        }
      }
    }
    return found;
  }

  /**
   * The base form of a (lower-case) word read as a verb, through WordNet's morphology and its
   * irregular forms ("cancelled": cancel, "won": win, "completed": complete), or null when
   * WordNet has no such verb.
   */
  public synchronized String verbBase(String word) {
    try {
      IndexWord verb = dictionary.lookupIndexWord(POS.VERB, word.toLowerCase(Locale.ROOT));
      return verb == null ? null : verb.getLemma().toLowerCase(Locale.ROOT);
    } catch (JWNLException e) {
      LOG.debug("WordNet lookup of verb '{}' failed: {}", word, e.toString());
      return null;
    }
  }

  /**
   * Whether WordNet has the (lower-case) word, or its base form, as a common word in any part
   * of speech ("together", "refunded", "doors"), not only as a name or initials ("Reid",
   * "DNA", "PLO"); each word's answer is kept.
   */
  public boolean isWord(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    Boolean found = known.get(w);
    if (found != null) {
      return found;
    }
    synchronized (this) {
      found = known.get(w);
      if (found == null) {
        found = lookUpAnyPart(w);
        if (known.size() < MAX_CACHED) {
          known.put(w, found);
        }
      }
    }
    return found;
  }

  /** Whether WordNet has the (lower-case) word itself as a lemma, not only as a form. */
  public synchronized boolean isLemma(String word) {
    try {
      for (POS pos : POS.getAllPOS()) {
        if (dictionary.getIndexWord(pos, word.toLowerCase(Locale.ROOT)) != null) {
          return true;
        }
      }
    } catch (JWNLException e) {
      LOG.debug("WordNet lookup of '{}' failed: {}", word, e.toString());
    }
    return false;
  }

  /** Whether one of the word's senses writes it in lower case, as a common word. */
  private static boolean common(IndexWord index) {
    if (index == null) {
      return false;
    }
    for (Synset sense : index.getSenses()) {
      for (Word w : sense.getWords()) {
        if (w.getLemma().equals(index.getLemma())) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * How often the (lower-case) word's senses were tagged in WordNet's corpus, in all parts of
   * speech ("rate" often, "lyrate" never): how familiar a word it is; 0 when WordNet lacks it.
   */
  public int familiarity(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    Integer found = uses.get(w);
    if (found != null) {
      return found;
    }
    synchronized (this) {
      found = uses.get(w);
      if (found == null) {
        found = countUses(w);
        if (uses.size() < MAX_CACHED) {
          uses.put(w, found);
        }
      }
    }
    return found;
  }

  private int countUses(String word) {
    int total = 0;
    try {
      for (POS pos : POS.getAllPOS()) {
        IndexWord index = dictionary.lookupIndexWord(pos, word);
        if (index == null) {
          continue;
        }
        for (Synset sense : index.getSenses()) {
          Word own = own(sense, index.getLemma());
          total += own == null ? 0 : own.getUseCount();
        }
      }
    } catch (JWNLException e) {
      LOG.debug("WordNet lookup of '{}' failed: {}", word, e.toString());
    }
    return total;
  }

  private boolean lookUpAnyPart(String word) {
    try {
      for (POS pos : POS.getAllPOS()) {
        if (common(dictionary.getIndexWord(pos, word))) {
          return true;
        }
      }
      if (INFLECTED.stream().noneMatch(word::endsWith)) {
        return false;
      }
      for (POS pos : POS.getAllPOS()) {
        if (common(dictionary.lookupIndexWord(pos, word))) {
          return true;
        }
      }
      return false;
    } catch (JWNLException e) {
      LOG.debug("WordNet lookup of '{}' failed: {}", word, e.toString());
      return false;
    }
  }

  /**
   * Whether WordNet has the (lower-case) word, or its base form, as an adjective ("open",
   * "active", "closed", "pending").
   */
  public synchronized boolean isAdjective(String word) {
    try {
      return dictionary.lookupIndexWord(POS.ADJECTIVE, word.toLowerCase(Locale.ROOT)) != null;
    } catch (JWNLException e) {
      LOG.debug("WordNet lookup of adjective '{}' failed: {}", word, e.toString());
      return false;
    }
  }

  /**
   * The verbs a (lower-case) word of state comes from: a regular participle's base
   * ("terminated": terminate) or the verbs a noun of an act names ("cancellation": cancel;
   * "terminations": terminate, by its ending when WordNet relates it to no verb); empty for
   * other words ("left", "stores").
   */
  public Set<String> stateVerbs(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    if (w.endsWith("ed")) {
      String base = verbBase(w);
      return base == null ? Set.of() : Set.of(base);
    }
    for (String end : ACT_ENDINGS) {
      if (w.endsWith(end) || w.endsWith(end + "s")) {
        Set<String> verbs = new LinkedHashSet<>(verbsOf(w));
        verbs.remove(w);
        String stem = w.endsWith("s") ? w.substring(0, w.length() - 1) : w;
        if (verbs.isEmpty() && stem.endsWith("ation")) {
          String base = verbBase(stem.substring(0, stem.length() - "ion".length()) + "e");
          if (base != null) {
            verbs.add(base);
          }
        }
        return Set.copyOf(verbs);
      }
    }
    return Set.of();
  }

  /**
   * The verbs near a (lower-case) verb lemma, by kind: the other words of its commonest senses
   * ("expire": run out) and the verbs one or two steps up from them ("lapse": end; "expire":
   * discontinue, then end), each lower case with words separated by spaces; empty when WordNet
   * has no such verb.
   *
   * @return two sets, the synonyms first, then the broader verbs
   */
  public List<Set<String>> verbNeighbours(String lemma) {
    String w = lemma.toLowerCase(Locale.ROOT);
    List<Set<String>> found = neighbours.get(w);
    if (found != null) {
      return found;
    }
    synchronized (this) {
      found = neighbours.computeIfAbsent(w, this::lookUpNeighbours);
    }
    return found;
  }

  /**
   * Whether a (lower-case) word is a form of a verb of everyday use whose sense lies in the
   * words around it ("got", "made", "put", "gone", "done"): its verb's senses were tagged at
   * least {@value #LIGHT_VERB_USES} times in WordNet's corpus, {@value #RARE_NOUN} times more
   * than the word's senses as a noun ("place", "shows" and "book" name things too, "sell" and
   * "pay" are too rare to be light).
   */
  public boolean isLightVerb(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    Boolean found = light.get(w);
    if (found != null) {
      return found;
    }
    synchronized (this) {
      found = light.computeIfAbsent(w, this::lookUpLight);
    }
    return found;
  }

  private boolean lookUpLight(String word) {
    try {
      IndexWord verb = dictionary.lookupIndexWord(POS.VERB, word);
      if (verb == null) {
        return false;
      }
      int verbUses = uses(verb);
      IndexWord noun = dictionary.lookupIndexWord(POS.NOUN, word);
      return verbUses >= LIGHT_VERB_USES
          && (noun == null || uses(noun) * RARE_NOUN < verbUses);
    } catch (JWNLException e) {
      LOG.debug("WordNet lookup of verb '{}' failed: {}", word, e.toString());
      return false;
    }
  }

  private static int uses(IndexWord index) {
    int total = 0;
    for (Synset sense : index.getSenses()) {
      Word own = own(sense, index.getLemma());
      total += own == null ? 0 : own.getUseCount();
    }
    return total;
  }

  /**
   * The words of every sense of a verb of two words, a verb and its particle ("leave out":
   * exclude, omit, take out...), lower case; empty when WordNet has no such verb.
   */
  public synchronized Set<String> phrasalVerb(String verb, String particle) {
    Set<String> words = new LinkedHashSet<>();
    try {
      IndexWord index = dictionary.getIndexWord(POS.VERB, verb.toLowerCase(Locale.ROOT) + " "
          + particle.toLowerCase(Locale.ROOT));
      for (Synset sense : index == null ? List.<Synset>of() : index.getSenses()) {
        for (Word w : sense.getWords()) {
          words.add(w.getLemma().toLowerCase(Locale.ROOT).replace('_', ' '));
        }
      }
    } catch (JWNLException e) {
      LOG.debug("WordNet lookup of verb '{} {}' failed: {}", verb, particle, e.toString());
    }
    return words;
  }

  /**
   * Whether a (lower-case) noun names people: its commonest sense is a kind of person
   * ("kids": child, "members", "clients", "employees") or a group whose members are people
   * ("people": person, "staff": staff member); a place whose members are people is no group
   * ("Germany": German), nor an institution ("school": its staff and teachers).
   */
  public boolean isPersonNoun(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    Boolean found = persons.get(w);
    if (found != null) {
      return found;
    }
    synchronized (this) {
      found = persons.computeIfAbsent(w, this::lookUpPerson);
    }
    return found;
  }

  private boolean lookUpPerson(String word) {
    try {
      IndexWord noun = dictionary.lookupIndexWord(POS.NOUN, word);
      IndexWord person = dictionary.getIndexWord(POS.NOUN, "person");
      if (noun == null || noun.getSenses().isEmpty() || person == null) {
        return false;
      }
      IndexWord group = dictionary.getIndexWord(POS.NOUN, "group");
      IndexWord institution = dictionary.getIndexWord(POS.NOUN, "institution");
      Synset human = person.getSenses().get(0);
      Synset first = noun.getSenses().get(0);
      if (kindOf(first, human)) {
        return true;
      }
      if (group == null || institution == null || !kindOf(first, group.getSenses().get(0))
          || kindOf(first, institution.getSenses().get(0))) {
        return false;
      }
      for (Pointer p : first.getPointers(PointerType.MEMBER_MERONYM)) {
        if (kindOf(p.getTargetSynset(), human)) {
          return true;
        }
      }
      return false;
    } catch (JWNLException e) {
      LOG.debug("WordNet lookup of noun '{}' failed: {}", word, e.toString());
      return false;
    }
  }

  /**
   * Whether a (lower-case) word that names people may stand for the people a noun of a table
   * names, a kind of person ("employees"; a school is none): a group of persons names any
   * people ("people", "staff"), a kind of person only its own kinds ("workers" names
   * employees; "students" names no teachers).
   */
  public synchronized boolean namesPeopleOf(String word, String tableNoun) {
    try {
      IndexWord noun = dictionary.lookupIndexWord(POS.NOUN, word.toLowerCase(Locale.ROOT));
      IndexWord table = dictionary.lookupIndexWord(POS.NOUN, tableNoun.toLowerCase(Locale.ROOT));
      IndexWord person = dictionary.getIndexWord(POS.NOUN, "person");
      if (noun == null || table == null || person == null || noun.getSenses().isEmpty()
          || table.getSenses().isEmpty()
          || !kindOf(table.getSenses().get(0), person.getSenses().get(0))) {
        return false;
      }
      Synset first = noun.getSenses().get(0);
      if (!kindOf(first, person.getSenses().get(0))) {
        return isPersonNoun(word);
      }
      return kindOf(table.getSenses().get(0), first);
    } catch (JWNLException e) {
      LOG.debug("WordNet lookup of nouns '{}', '{}' failed: {}", word, tableNoun, e.toString());
      return false;
    }
  }

  /** Whether a sense is the other one or, through its hypernyms, a kind of it. */
  private static boolean kindOf(Synset sense, Synset ancestor) throws JWNLException {
    return sense.equals(ancestor)
        || PointerUtils.getHypernymTree(sense).findFirst(ancestor) != null;
  }

  private List<Set<String>> lookUpNeighbours(String lemma) {
    Set<String> synonyms = new LinkedHashSet<>();
    Set<String> broader = new LinkedHashSet<>();
    try {
      IndexWord verb = dictionary.getIndexWord(POS.VERB, lemma);
      if (verb != null) {
        List<Synset> senses = verb.getSenses();
        for (int s = 0; s < Math.min(SENSES, senses.size()); s++) {
          for (Word other : senses.get(s).getWords()) {
            add(synonyms, other.getLemma(), lemma);
          }
          for (Pointer p : senses.get(s).getPointers(PointerType.HYPERNYM)) {
            for (Word other : p.getTargetSynset().getWords()) {
              add(broader, other.getLemma(), lemma);
            }
            for (Pointer q : p.getTargetSynset().getPointers(PointerType.HYPERNYM)) {
              for (Word other : q.getTargetSynset().getWords()) {
                add(broader, other.getLemma(), lemma);
              }
            }
          }
        }
      }
    } catch (JWNLException e) {
      LOG.debug("WordNet lookup of verb '{}' failed: {}", lemma, e.toString());
    }
    broader.removeAll(synonyms);
    return List.of(Set.copyOf(synonyms), Set.copyOf(broader));
  }

  private Set<String> lookUpVerbs(String word) {
    Set<String> out = new LinkedHashSet<>();
    try {
      IndexWord self = dictionary.getIndexWord(POS.VERB, word);
      if (self != null) {
        out.add(self.getLemma().toLowerCase(Locale.ROOT));
      }
      IndexWord noun = dictionary.lookupIndexWord(POS.NOUN, word);
      if (noun != null) {
        List<Synset> senses = noun.getSenses();
        for (int s = 0; s < Math.min(SENSES, senses.size()); s++) {
          Word own = own(senses.get(s), noun.getLemma());
          for (Pointer p : own == null ? List.<Pointer>of()
              : own.getPointers(PointerType.DERIVATION)) {
            Word target = targetWord(p);
            if (target != null && target.getPOS() == POS.VERB) {
              out.add(target.getLemma().toLowerCase(Locale.ROOT));
            }
          }
        }
      }
    } catch (JWNLException e) {
      LOG.debug("WordNet lookup of '{}' failed: {}", word, e.toString());
      return Set.of();
    }
    return Set.copyOf(out);
  }

  private Related lookUp(String word) {
    Set<String> forms = new LinkedHashSet<>();
    Set<String> synonyms = new LinkedHashSet<>();
    Set<String> broader = new LinkedHashSet<>();
    List<String> places = new ArrayList<>();
    try {
      IndexWord noun = dictionary.lookupIndexWord(POS.NOUN, word);
      if (noun != null) {
        add(forms, noun.getLemma(), word);
        List<Synset> senses = noun.getSenses();
        for (int s = 0; s < Math.min(SENSES, senses.size()); s++) {
          Synset sense = senses.get(s);
          Word own = own(sense, noun.getLemma());
          for (Pointer p : own == null ? List.<Pointer>of()
              : own.getPointers(PointerType.DERIVATION)) {
            Word target = targetWord(p);
            if (target != null && target.getPOS() != POS.NOUN) {
              add(forms, target.getLemma(), word);
            }
          }
          for (Word other : sense.getWords()) {
            add(synonyms, other.getLemma(), word);
          }
          if (s == 0) {
            for (Pointer p : sense.getPointers(PointerType.HYPERNYM)) {
              for (Word other : p.getTargetSynset().getWords()) {
                add(broader, other.getLemma(), word);
              }
            }
          }
        }
      }
      IndexWord adjective = dictionary.lookupIndexWord(POS.ADJECTIVE, word);
      if (adjective != null) {
        for (Synset sense : adjective.getSenses()) {
          Word own = own(sense, adjective.getLemma());
          for (Pointer p : own == null ? List.<Pointer>of()
              : own.getPointers(PointerType.PERTAINYM)) {
            Word target = targetWord(p);
            if (target != null && Character.isUpperCase(target.getLemma().charAt(0))
                && !places.contains(target.getLemma())) {
              places.add(target.getLemma());
            }
          }
        }
      }
    } catch (JWNLException e) {
      LOG.debug("WordNet lookup of '{}' failed: {}", word, e.toString());
      return Related.NONE;
    }
    synonyms.removeAll(forms);
    broader.removeAll(forms);
    broader.removeAll(synonyms);
    if (forms.isEmpty() && synonyms.isEmpty() && broader.isEmpty() && places.isEmpty()) {
      return Related.NONE;
    }
    return new Related(new ArrayList<>(forms), new ArrayList<>(synonyms),
        new ArrayList<>(broader), places);
  }

  /** The word a lexical pointer leads to, or null for a pointer between senses. */
  private static Word targetWord(Pointer p) throws JWNLException {
    return p.getTarget() instanceof Word w ? w : null;
  }

  /** The sense's word that is the looked-up lemma, or null. */
  private static Word own(Synset sense, String lemma) {
    for (Word w : sense.getWords()) {
      if (w.getLemma().equalsIgnoreCase(lemma)) {
        return w;
      }
    }
    return null;
  }

  /** Adds a common noun's lemma, lower case with words separated by spaces, unless the word. */
  private static void add(Set<String> words, String lemma, String word) {
    if (lemma == null || lemma.isEmpty() || Character.isUpperCase(lemma.charAt(0))) {
      return;
    }
    String l = lemma.toLowerCase(Locale.ROOT).replace('_', ' ').replace('-', ' ');
    if (!l.equals(word) && l.chars().allMatch(c -> c == ' ' || Character.isLetter(c))) {
      words.add(l);
    }
  }
}
