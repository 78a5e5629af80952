package dev.nljdbc.demo;

import java.util.List;
import java.util.Locale;
import java.util.Random;

/** Random person names drawn from a fixed, international list. */
final class PersonNames {

  private static final List<String> FIRST = List.of(
      "Amara", "Kwame", "Thandiwe", "Chidi", "Fatima", "Youssef", "Sophie", "Lukas", "Elena",
      "Matteo", "Ingrid", "Pierre", "Aisha", "Hiroshi", "Mei", "Arjun", "Priya", "Min-jun",
      "Linh", "Olivia", "James", "Emma", "Noah", "Ava", "Liam", "Mateo", "Valentina", "Camila",
      "Santiago", "Lucas", "Isabela", "Jack", "Charlotte", "Aroha", "Mia", "Oliver", "Grace",
      "Daniel", "Sara", "Tomas");

  private static final List<String> LAST = List.of(
      "Okafor", "Mensah", "Ndlovu", "Adeyemi", "Haddad", "Mbeki", "Dubois", "Muller", "Rossi",
      "Novak", "Larsen", "Garcia", "Fernandez", "Tanaka", "Chen", "Patel", "Sharma", "Kim",
      "Nguyen", "Smith", "Johnson", "Brown", "Williams", "Martin", "Silva", "Santos", "Lopez",
      "Rodriguez", "Wilson", "Taylor", "Walker", "Ngata", "Campbell", "Anderson", "Kowalski",
      "Jensen", "Moreau", "Schmidt", "Costa", "Park");

  private PersonNames() {}

  /** A name as {first, last}. */
  static String[] next(Random random) {
    return new String[] {FIRST.get(random.nextInt(FIRST.size())),
        LAST.get(random.nextInt(LAST.size()))};
  }

  /** The mailbox part of an address for {first, last}, e.g. "min-jun.kim". */
  static String mailbox(String[] name) {
    return (name[0] + "." + name[1]).toLowerCase(Locale.ROOT);
  }
}
