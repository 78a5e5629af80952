package dev.nljdbc.demo;

import static dev.nljdbc.demo.Ticker.AAPL;
import static dev.nljdbc.demo.Ticker.AMZN;
import static dev.nljdbc.demo.Ticker.ASML;
import static dev.nljdbc.demo.Ticker.BABA;
import static dev.nljdbc.demo.Ticker.BHP;
import static dev.nljdbc.demo.Ticker.CBA;
import static dev.nljdbc.demo.Ticker.GOOG;
import static dev.nljdbc.demo.Ticker.MSFT;
import static dev.nljdbc.demo.Ticker.MTN;
import static dev.nljdbc.demo.Ticker.NESN;
import static dev.nljdbc.demo.Ticker.NPN;
import static dev.nljdbc.demo.Ticker.PBR;
import static dev.nljdbc.demo.Ticker.SAP;
import static dev.nljdbc.demo.Ticker.SBK;
import static dev.nljdbc.demo.Ticker.SONY;
import static dev.nljdbc.demo.Ticker.TSM;
import static dev.nljdbc.demo.Ticker.VALE;

import java.util.List;

/**
 * The tenants, each with its size, where its customers live (weights in {@link Region} order)
 * and the symbols on its market watchlist.
 */
enum Corporation {
  NORTHWIND_HOME(101, "Northwind Home", "northwind", 1.3, 220,
      new double[] {7, 20, 15, 40, 10, 8}, List.of(AAPL, MSFT, SAP, TSM, VALE, BHP, MTN)),
  MAISON_CUISINE(105, "Maison Cuisine", "maisoncuisine", 1.0, 180,
      new double[] {20, 40, 10, 15, 8, 7}, List.of(AAPL, MSFT, ASML, SONY, PBR, CBA, NPN, MTN)),
  HARBOR_KITCHEN(110, "Harbor Kitchen Supply", "harborkitchen", 0.7, 140,
      new double[] {7, 12, 35, 15, 6, 25}, List.of(AAPL, GOOG, ASML, BABA, VALE, BHP, NPN)),
  ALPINE_LIVING(115, "Alpine Living", "alpineliving", 0.4, 90,
      new double[] {15, 10, 8, 25, 35, 7}, List.of(AAPL, AMZN, NESN, BABA, PBR, CBA, SBK));

  private final int id;
  private final String label;
  private final String domain;
  private final double ordersPerDay;
  private final int customerCount;
  private final double[] regionWeights;
  private final List<Ticker> watchlist;

  Corporation(int id, String label, String domain, double ordersPerDay, int customerCount,
      double[] regionWeights, List<Ticker> watchlist) {
    this.id = id;
    this.label = label;
    this.domain = domain;
    this.ordersPerDay = ordersPerDay;
    this.customerCount = customerCount;
    this.regionWeights = regionWeights;
    this.watchlist = watchlist;
  }

  int id() {
    return id;
  }

  String label() {
    return label;
  }

  /** Mail domain of the corporation's staff. */
  String mailDomain() {
    return domain + ".example";
  }

  /** Average orders per day at the start of the history, before growth and seasonality. */
  double ordersPerDay() {
    return ordersPerDay;
  }

  int customerCount() {
    return customerCount;
  }

  /** Relative weight of customers living in {@code region}. */
  double regionWeight(Region region) {
    return regionWeights[region.ordinal()];
  }

  List<Ticker> watchlist() {
    return watchlist;
  }
}
