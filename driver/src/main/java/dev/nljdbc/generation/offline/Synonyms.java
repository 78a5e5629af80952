package dev.nljdbc.generation.offline;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Generic English synonyms and abbreviations of business vocabulary (customer, client, buyer;
 * vehicle, truck, van; qty, quantity): words that may name the same table or column in any
 * schema. Not a list per data set.
 */
final class Synonyms {

  private static final List<List<String>> GROUPS = List.of(
      List.of("customer", "client", "buyer", "purchaser", "shopper", "patron", "cust"),
      List.of("vehicle", "truck", "van", "lorry", "car", "automobile"),
      List.of("product", "item", "article", "merchandise", "sku", "prod"),
      List.of("employee", "staff", "worker", "personnel", "emp", "workforce", "colleague"),
      List.of("price", "cost", "fee", "charge", "tariff"),
      List.of("supplier", "vendor", "provider", "seller"),
      List.of("user", "account", "member", "login"),
      List.of("driver", "chauffeur", "operator"),
      List.of("company", "firm", "corporation", "business", "organization", "organisation",
          "enterprise", "corp"),
      List.of("salary", "wage", "pay", "compensation", "earning"),
      List.of("amount", "amt", "sum"),
      List.of("quantity", "qty", "quantities"),
      List.of("number", "num", "nbr", "no", "count"),
      List.of("weight", "mass", "kg", "kilogram", "ton", "tonne", "lb", "pound"),
      List.of("distance", "km", "kilometer", "kilometre", "mile", "mileage"),
      List.of("description", "desc", "descr", "detail"),
      List.of("department", "dept", "division"),
      List.of("address", "addr", "location"),
      List.of("telephone", "phone", "tel", "mobile", "cell"),
      List.of("email", "mail", "e-mail"),
      List.of("shipment", "delivery", "consignment", "parcel", "package", "shipping"),
      List.of("warehouse", "depot", "hub", "storehouse", "facility"),
      List.of("store", "shop", "outlet", "branch"),
      List.of("student", "pupil", "learner"),
      List.of("teacher", "instructor", "professor", "lecturer", "tutor"),
      List.of("course", "class", "subject", "module"),
      List.of("movie", "film"),
      List.of("song", "track", "tune"),
      List.of("singer", "vocalist", "artist", "performer"),
      List.of("manager", "boss", "supervisor"),
      List.of("revenue", "sale", "turnover", "income", "proceed"),
      List.of("profit", "margin", "gain"),
      List.of("city", "town"),
      List.of("country", "nation"),
      List.of("region", "area", "zone", "territory"),
      List.of("invoice", "bill"),
      List.of("payment", "transaction"),
      List.of("order", "purchase", "booking", "sale"),
      List.of("age", "old"),
      List.of("date", "day"),
      List.of("identifier", "id", "code"),
      List.of("name", "title", "label"),
      List.of("type", "kind", "category"),
      List.of("capacity", "size"),
      List.of("year", "yr"),
      List.of("percentage", "percent", "pct", "rate", "ratio"),
      List.of("nationality", "citizenship"),
      List.of("owner", "holder", "proprietor"),
      List.of("pet", "animal"),
      List.of("doctor", "physician", "professional", "vet"),
      List.of("trip", "journey", "route"),
      List.of("language", "tongue"),
      List.of("population", "inhabitant", "resident"),
      List.of("horsepower", "hp", "power"),
      List.of("gender", "sex"),
      List.of("rating", "score", "grade", "mark"),
      List.of("birthday", "birth", "dob"));

  private static final Map<String, Set<String>> BY_WORD = index();

  private Synonyms() {}

  /** The other words of the word's synonym groups (lemma forms), empty when it has none. */
  static Set<String> of(String lemma) {
    return BY_WORD.getOrDefault(lemma, Set.of());
  }

  private static Map<String, Set<String>> index() {
    Map<String, Set<String>> map = new HashMap<>();
    for (List<String> group : GROUPS) {
      for (String word : group) {
        Set<String> others = map.computeIfAbsent(word, w -> new LinkedHashSet<>());
        for (String other : group) {
          if (!other.equals(word)) {
            others.add(other);
          }
        }
      }
    }
    return map;
  }
}
