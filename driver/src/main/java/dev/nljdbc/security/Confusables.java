package dev.nljdbc.security;

import java.text.Normalizer;
import java.util.Map;

/**
 * Folds text that looks alike to one spelling, so that a name typed with look-alike characters
 * is the name: {@code Gl\u03bfbex} (a Greek omicron), {@code \u0413lobex} (a Cyrillic Ge),
 * {@code \uff27\uff4c\uff4f\uff42\uff45\uff58} (full-width letters) and {@code Glo\u200bbex}
 * (a zero-width space) all read as {@code Globex}.
 *
 * <p>Design note. The fold is NFKC (full-width, mathematical and ligature forms to their plain
 * letters), then the removal of invisible format characters (zero-width spaces and joiners,
 * soft hyphens, direction marks) and of combining marks (accents), then a small table of Greek
 * and Cyrillic letters that are drawn like Latin ones, after Unicode's confusables list
 * (UTS #39) restricted to letters that a reader cannot tell apart in ordinary fonts. Case is
 * kept. Digits are never folded, so ids stay as typed. It is applied to both sides of every
 * comparison the question guard makes, the tenants' names as well as the question.
 */
public final class Confusables {
  private static final Map<Character, Character> LATIN = Map.ofEntries(
      // Cyrillic capitals
      Map.entry('\u0410', 'A'), Map.entry('\u0412', 'B'), Map.entry('\u0415', 'E'),
      Map.entry('\u041a', 'K'), Map.entry('\u041c', 'M'), Map.entry('\u041d', 'H'),
      Map.entry('\u041e', 'O'), Map.entry('\u0420', 'P'), Map.entry('\u0421', 'C'),
      Map.entry('\u0422', 'T'), Map.entry('\u0425', 'X'), Map.entry('\u0405', 'S'),
      Map.entry('\u0406', 'I'), Map.entry('\u0408', 'J'), Map.entry('\u0413', 'G'),
      Map.entry('\u04ae', 'Y'), Map.entry('\u051a', 'Q'), Map.entry('\u051c', 'W'),
      // Cyrillic small letters
      Map.entry('\u0430', 'a'), Map.entry('\u0435', 'e'), Map.entry('\u043e', 'o'),
      Map.entry('\u0440', 'p'), Map.entry('\u0441', 'c'), Map.entry('\u0443', 'y'),
      Map.entry('\u0445', 'x'), Map.entry('\u0455', 's'), Map.entry('\u0456', 'i'),
      Map.entry('\u0458', 'j'), Map.entry('\u0501', 'd'), Map.entry('\u051b', 'q'),
      Map.entry('\u051d', 'w'), Map.entry('\u04bb', 'h'),
      // Greek capitals
      Map.entry('\u0391', 'A'), Map.entry('\u0392', 'B'), Map.entry('\u0395', 'E'),
      Map.entry('\u0396', 'Z'), Map.entry('\u0397', 'H'), Map.entry('\u0399', 'I'),
      Map.entry('\u039a', 'K'), Map.entry('\u039c', 'M'), Map.entry('\u039d', 'N'),
      Map.entry('\u039f', 'O'), Map.entry('\u03a1', 'P'), Map.entry('\u03a4', 'T'),
      Map.entry('\u03a5', 'Y'), Map.entry('\u03a7', 'X'),
      // Greek small letters
      Map.entry('\u03bf', 'o'), Map.entry('\u03b1', 'a'), Map.entry('\u03b9', 'i'),
      Map.entry('\u03ba', 'k'), Map.entry('\u03bd', 'v'), Map.entry('\u03c1', 'p'),
      Map.entry('\u03c5', 'u'), Map.entry('\u03c7', 'x'),
      // Latin look-alikes outside ASCII
      Map.entry('\u0131', 'i'), Map.entry('\u0261', 'g'), Map.entry('\u01c0', 'l'));

  private Confusables() {
  }

  /** The text with look-alike characters folded (see the class note); case is kept. */
  public static String fold(String text) {
    if (text == null || isAscii(text)) {
      return text;
    }
    String compatible = Normalizer.normalize(text, Normalizer.Form.NFKC);
    String decomposed = Normalizer.normalize(compatible, Normalizer.Form.NFD);
    StringBuilder out = new StringBuilder(decomposed.length());
    for (int i = 0; i < decomposed.length(); i++) {
      char c = decomposed.charAt(i);
      int type = Character.getType(c);
      if (type == Character.FORMAT || type == Character.NON_SPACING_MARK
          || type == Character.ENCLOSING_MARK) {
        continue;
      }
      out.append(LATIN.getOrDefault(c, c));
    }
    return Normalizer.normalize(out, Normalizer.Form.NFC);
  }

  private static boolean isAscii(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) > 0x7f) {
        return false;
      }
    }
    return true;
  }
}
