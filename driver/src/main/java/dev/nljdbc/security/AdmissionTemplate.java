package dev.nljdbc.security;

import dev.nljdbc.dialect.TenantFence;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.sf.jsqlparser.parser.Token;

/**
 * The final SQL of one admitted statement with its literals cut out, so that another statement
 * of the same {@link StatementShape} gets its final SQL by filling in its own literals.
 *
 * <p>Design note. The template is learnt from a statement the gate checked in full: each slot
 * literal of the final SQL is matched to the client's literal with the same image, which is only
 * unambiguous when the client's literals are pairwise distinct (the rendering may reorder
 * clauses: {@code OFFSET 5 LIMIT 10} becomes {@code LIMIT 10 OFFSET 5}); for a statement whose
 * literals repeat, the gate learns from a text of the same shape with distinct markers
 * ({@link StatementShape#withDistinctLiterals}). Filling in the learnt
 * statement's own literals must give its final SQL back exactly. The rewrite's fence
 * ({@code ? OFFSET 0}, {@code ? LIMIT 9223372036854775807}: the tenant restriction is the last
 * condition of its derived table) is part of the template, not a slot. A filled-in text is never
 * trusted as it is: either it tokenises exactly as the validated final SQL did but for plain
 * literals ({@link LiteralSplice}), or the gate parses and validates it as it validates every
 * final SQL, and checks the statement in full whenever that fails.
 */
final class AdmissionTemplate {
  private final String[] pieces;
  private final int[] slots;
  private final Admission learnt;
  /** The check that lets a filled-in text skip the parse, or null when none can. */
  private final LiteralSplice splice;

  private AdmissionTemplate(String[] pieces, int[] slots, Admission learnt,
      LiteralSplice splice) {
    this.pieces = pieces;
    this.slots = slots;
    this.learnt = learnt;
    this.splice = splice;
  }

  /**
   * Learns the template of an admitted statement, or returns null when it cannot be learnt
   * unambiguously.
   *
   * @param shape the client's statement's shape
   * @param admission the statement's admission
   * @param finalTokens the tokens of the admission's final SQL, in order
   * @param tenantValue the session's tenant value, or null
   * @param tree the validated parse of the admission's final SQL
   */
  static AdmissionTemplate learn(StatementShape shape, Admission admission,
      List<Token> finalTokens, String tenantValue, Object tree) {
    String[] literals = shape.literals();
    Map<String, Integer> slotOf = new HashMap<>();
    for (int i = 0; i < literals.length; i++) {
      if (slotOf.put(literals[i], i) != null) {
        return null;
      }
    }
    String text = admission.sql;
    List<String> pieces = new ArrayList<>();
    List<Integer> slots = new ArrayList<>();
    boolean[] used = new boolean[literals.length];
    int cursor = 0;
    int pieceStart = 0;
    Token previous = null;
    Token beforePrevious = null;
    int[] slotOfToken = new int[finalTokens.size()];
    Arrays.fill(slotOfToken, -1);
    int index = -1;
    for (Token t : finalTokens) {
      index++;
      int at = text.indexOf(t.image, cursor);
      if (at < 0 || !text.substring(cursor, at).isBlank()) {
        return null;
      }
      boolean fence = previous != null && beforePrevious != null
          && beforePrevious.kind == SqlParsing.QUESTION_MARK
          && ("OFFSET".equalsIgnoreCase(previous.image)
              || ("LIMIT".equalsIgnoreCase(previous.image)
                  && TenantFence.UNBOUNDED_LIMIT.literal().equals(t.image)));
      if (!fence && StatementShape.isSlot(t, previous, tenantValue)) {
        Integer slot = slotOf.get(t.image);
        if (slot == null || used[slot]) {
          return null;
        }
        used[slot] = true;
        slotOfToken[index] = slot;
        pieces.add(text.substring(pieceStart, at));
        slots.add(slot);
        pieceStart = at + t.image.length();
      }
      cursor = at + t.image.length();
      beforePrevious = previous;
      previous = t;
    }
    if (!text.substring(cursor).isBlank()) {
      return null;
    }
    for (boolean u : used) {
      if (!u) {
        return null;
      }
    }
    pieces.add(text.substring(pieceStart));
    String[] pieceArray = pieces.toArray(new String[0]);
    int[] slotArray = slots.stream().mapToInt(Integer::intValue).toArray();
    if (!text.equals(new AdmissionTemplate(pieceArray, slotArray, admission, null)
        .fill(literals))) {
      return null;
    }
    return new AdmissionTemplate(pieceArray, slotArray, admission,
        LiteralSplice.of(text, finalTokens, slotOfToken, literals, tree));
  }

  /** The final SQL with the given literals, in the order of the client's text, filled in. */
  String fill(String[] literals) {
    StringBuilder b = new StringBuilder(learnt.sql.length() + 32);
    for (int i = 0; i < slots.length; i++) {
      b.append(pieces[i]).append(literals[slots[i]]);
    }
    return b.append(pieces[slots.length]).toString();
  }

  /**
   * Whether a text this template filled in with the given literals reads as the validated final
   * SQL but for those literals (see {@link LiteralSplice}), so that it needs no parse.
   */
  boolean tokenisesAsLearnt(String filled, String[] literals) {
    return splice != null && splice.matches(filled, literals);
  }

  /** Whether filled-in texts may skip the parse at all (the learnt literals were plain). */
  boolean splices() {
    return splice != null;
  }

  /** The admission the template was learnt from: parameters, rewrite and filter flags. */
  Admission learnt() {
    return learnt;
  }

  /** Rough size in characters, for a cache's weigher (the splice holds the text's tokens). */
  int weight() {
    return (splice == null ? 2 : 3) * learnt.weight() + 8 * slots.length;
  }
}
