package dev.nljdbc.clarification;

import dev.nljdbc.generation.offline.spec.DateChoice;
import dev.nljdbc.language.Token;
import dev.nljdbc.language.Words;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.SQLException;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Learning (docs/requirements.md#clarification, C6): each answer that led to a successful query is
 * stored per user, with its frequency; an ambiguity is resolved without asking when the user's
 * successful answers to the same kind of ambiguity about the same term, in questions similar to
 * this one (token Jaccard similarity above {@value #MIN_SIMILARITY}), add up to a frequency of at
 * least {@value #MIN_FREQUENCY}, and the answer still fits the question's options. Two answers
 * are standing choices, settled by one successful answer for every later question of the user:
 * which date of a table a period means ({@link DateChoice}), and what a word no name places
 * means ({@link Ambiguity.Rewrite#MEANING}), which is the user's vocabulary.
 */
final class PatternBook {
  static final double MIN_SIMILARITY = 0.7;
  static final int MIN_FREQUENCY = 3;
  private static final Logger LOG = LoggerFactory.getLogger(PatternBook.class);

  private final StateStore store;

  PatternBook(StateStore store) {
    this.store = store;
  }

  /** The learned answer to an ambiguity in a question, if the user's history settles it. */
  Optional<String> match(String user, String question, Ambiguity a) {
    if (user == null) {
      return Optional.empty();
    }
    List<StateStore.PatternRow> rows;
    try {
      rows = store.patterns(user, a.type().label(), a.key());
    } catch (SQLException | RuntimeException e) {
      store.report(LOG, "learned clarifications unavailable; asking instead", e);
      return Optional.empty();
    }
    boolean standing = DateChoice.isKey(a.term()) || a.rewrite() == Ambiguity.Rewrite.MEANING;
    Map<String, Integer> support = new HashMap<>();
    for (StateStore.PatternRow row : rows) {
      if (standing || similarity(question, row.queryPattern()) > MIN_SIMILARITY) {
        support.merge(row.response(), row.frequency(), Integer::sum);
      }
    }
    String best = null;
    int bestSupport = 0;
    for (StateStore.PatternRow row : rows) {
      int s = support.getOrDefault(row.response(), 0);
      if (s > bestSupport) {
        best = row.response();
        bestSupport = s;
      }
    }
    if (best == null || bestSupport < (standing ? 1 : MIN_FREQUENCY) || !fits(a, best)) {
      return Optional.empty();
    }
    return Optional.of(best);
  }

  /** Records answers whose query ran successfully. */
  void learn(String user, String question, String intent, List<Answered> answers, Instant now) {
    if (user == null) {
      return;
    }
    for (Answered a : answers) {
      Ambiguity am = a.ambiguity();
      String normal = normalize(question);
      String key = md5(user + ":" + normal + ":" + am.type().label() + ":" + am.key() + ":"
          + a.answer().toLowerCase(Locale.ROOT));
      String metadata = "{\"learned\":" + a.learned() + ",\"kind\":\"" + am.kind().label()
          + "\"}";
      try {
        store.recordPattern(user, key, normal, intent, am.type().label(), am.key(), am.question(),
            a.answer(), metadata, now);
      } catch (SQLException | RuntimeException e) {
        store.report(LOG, "a learned clarification was not stored", e);
        return;
      }
    }
  }

  /** Token Jaccard similarity of two questions, ignoring case. */
  static double similarity(String a, String b) {
    Set<String> x = tokens(a);
    Set<String> y = tokens(b);
    if (x.isEmpty() || y.isEmpty()) {
      return 0;
    }
    Set<String> both = new HashSet<>(x);
    both.retainAll(y);
    Set<String> either = new HashSet<>(x);
    either.addAll(y);
    return (double) both.size() / either.size();
  }

  private static boolean fits(Ambiguity a, String answer) {
    if (a.kind() != QuestionKind.MULTIPLE_CHOICE || a.allowsOther()) {
      return true;
    }
    for (String option : a.options()) {
      if (option.equalsIgnoreCase(answer)) {
        return true;
      }
    }
    return false;
  }

  private static Set<String> tokens(String text) {
    Set<String> tokens = new HashSet<>();
    for (Token w : Words.of(text).list()) {
      tokens.add(w.lower());
    }
    return tokens;
  }

  static String normalize(String question) {
    return Texts.oneLine(question).toLowerCase(Locale.ROOT);
  }

  private static String md5(String text) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("MD5")
          .digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
