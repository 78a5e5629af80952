package dev.nljdbc.demo;

/** The world regions of the {@code regions} reference table. */
enum Region {
  AFRICA(1, "Africa"),
  EUROPE(2, "Europe"),
  ASIA(3, "Asia"),
  NORTH_AMERICA(4, "North America"),
  SOUTH_AMERICA(5, "South America"),
  OCEANIA(6, "Oceania");

  private final int id;
  private final String label;

  Region(int id, String label) {
    this.id = id;
    this.label = label;
  }

  int id() {
    return id;
  }

  String label() {
    return label;
  }
}
