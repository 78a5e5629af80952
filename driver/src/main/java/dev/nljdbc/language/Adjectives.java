package dev.nljdbc.language;

import java.util.List;
import java.util.Map;

/**
 * Comparative and superlative adjectives and the column concept they measure:
 * "oldest" and "older" measure age upwards, "cheapest" and "cheaper" price downwards.
 */
public final class Adjectives {

  /**
   * The concept an adjective measures.
   *
   * @param columnWords words of columns that hold it (age; price, cost)
   * @param more whether the adjective means more of it ("older": true, "cheaper": false)
   * @param temporal whether a date column may hold it (oldest: the earliest date)
   */
  public record Concept(List<String> columnWords, boolean more, boolean temporal) {
  }

  private static final List<String> AGE = List.of("age", "birth", "born", "dob");
  private static final List<String> PRICE = List.of("price", "cost", "fee", "amount", "fare");
  private static final List<String> WEIGHT = List.of("weight", "kg", "mass", "ton", "tonne");
  private static final List<String> HEIGHT = List.of("height", "tall");
  private static final List<String> LENGTH = List.of("length", "duration", "distance", "km",
      "mile", "long");
  private static final List<String> SIZE = List.of("size", "area", "capacity", "population",
      "surface", "volume", "amount", "count", "number");
  private static final List<String> SPEED = List.of("speed", "power", "acceleration");
  private static final List<String> DATE = List.of("date", "time", "created", "year", "day");
  private static final List<String> MONEY = List.of("worth", "wealth", "salary", "income",
      "revenue", "earning", "amount", "budget", "money");

  private static final Map<String, Concept> WORDS = Map.ofEntries(
      Map.entry("oldest", new Concept(AGE, true, true)),
      Map.entry("older", new Concept(AGE, true, true)),
      Map.entry("youngest", new Concept(AGE, false, true)),
      Map.entry("younger", new Concept(AGE, false, true)),
      Map.entry("newest", new Concept(DATE, true, true)),
      Map.entry("newer", new Concept(DATE, true, true)),
      Map.entry("latest", new Concept(DATE, true, true)),
      Map.entry("later", new Concept(DATE, true, true)),
      Map.entry("earliest", new Concept(DATE, false, true)),
      Map.entry("earlier", new Concept(DATE, false, true)),
      Map.entry("cheapest", new Concept(PRICE, false, false)),
      Map.entry("cheaper", new Concept(PRICE, false, false)),
      Map.entry("priciest", new Concept(PRICE, true, false)),
      Map.entry("pricier", new Concept(PRICE, true, false)),
      Map.entry("costliest", new Concept(PRICE, true, false)),
      Map.entry("costlier", new Concept(PRICE, true, false)),
      Map.entry("expensive", new Concept(PRICE, true, false)),
      Map.entry("heaviest", new Concept(WEIGHT, true, false)),
      Map.entry("heavier", new Concept(WEIGHT, true, false)),
      Map.entry("lightest", new Concept(WEIGHT, false, false)),
      Map.entry("lighter", new Concept(WEIGHT, false, false)),
      Map.entry("tallest", new Concept(HEIGHT, true, false)),
      Map.entry("taller", new Concept(HEIGHT, true, false)),
      Map.entry("longest", new Concept(LENGTH, true, false)),
      Map.entry("longer", new Concept(LENGTH, true, false)),
      Map.entry("shortest", new Concept(LENGTH, false, false)),
      Map.entry("shorter", new Concept(LENGTH, false, false)),
      Map.entry("largest", new Concept(SIZE, true, false)),
      Map.entry("larger", new Concept(SIZE, true, false)),
      Map.entry("biggest", new Concept(SIZE, true, false)),
      Map.entry("bigger", new Concept(SIZE, true, false)),
      Map.entry("smallest", new Concept(SIZE, false, false)),
      Map.entry("smaller", new Concept(SIZE, false, false)),
      Map.entry("fastest", new Concept(SPEED, true, false)),
      Map.entry("faster", new Concept(SPEED, true, false)),
      Map.entry("slowest", new Concept(SPEED, false, false)),
      Map.entry("slower", new Concept(SPEED, false, false)),
      Map.entry("richest", new Concept(MONEY, true, false)),
      Map.entry("richer", new Concept(MONEY, true, false)),
      Map.entry("poorest", new Concept(MONEY, false, false)),
      Map.entry("poorer", new Concept(MONEY, false, false)));

  private Adjectives() {}

  /** The concept of an adjective, or null. */
  public static Concept of(String lowerWord) {
    return WORDS.get(lowerWord);
  }
}
