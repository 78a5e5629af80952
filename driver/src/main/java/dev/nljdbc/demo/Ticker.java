package dev.nljdbc.demo;

/** The stock symbols quoted in {@code market_quotes}, each listed in one region. */
enum Ticker {
  AAPL(Region.NORTH_AMERICA, 130.0, 60_000_000),
  MSFT(Region.NORTH_AMERICA, 240.0, 25_000_000),
  GOOG(Region.NORTH_AMERICA, 90.0, 28_000_000),
  AMZN(Region.NORTH_AMERICA, 85.0, 45_000_000),
  SAP(Region.EUROPE, 105.0, 1_500_000),
  ASML(Region.EUROPE, 610.0, 900_000),
  NESN(Region.EUROPE, 112.0, 4_000_000),
  BABA(Region.ASIA, 88.0, 18_000_000),
  SONY(Region.ASIA, 85.0, 1_200_000),
  TSM(Region.ASIA, 75.0, 12_000_000),
  VALE(Region.SOUTH_AMERICA, 17.0, 30_000_000),
  PBR(Region.SOUTH_AMERICA, 10.5, 25_000_000),
  BHP(Region.OCEANIA, 46.0, 7_000_000),
  CBA(Region.OCEANIA, 100.0, 2_000_000),
  NPN(Region.AFRICA, 3_000.0, 1_100_000),
  MTN(Region.AFRICA, 140.0, 5_000_000),
  SBK(Region.AFRICA, 170.0, 3_000_000);

  private final Region region;
  private final double startPrice;
  private final long baseVolume;

  Ticker(Region region, double startPrice, long baseVolume) {
    this.region = region;
    this.startPrice = startPrice;
    this.baseVolume = baseVolume;
  }

  /** Region of the exchange that lists the symbol. */
  Region region() {
    return region;
  }

  /** Last price on the first day of the demo's history. */
  double startPrice() {
    return startPrice;
  }

  /** Typical daily volume. */
  long baseVolume() {
    return baseVolume;
  }
}
