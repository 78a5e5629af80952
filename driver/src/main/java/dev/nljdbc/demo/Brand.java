package dev.nljdbc.demo;

import static dev.nljdbc.demo.Category.BAKEWARE;
import static dev.nljdbc.demo.Category.COOKWARE;
import static dev.nljdbc.demo.Category.CUTLERY;
import static dev.nljdbc.demo.Category.KITCHEN_TOOLS;
import static dev.nljdbc.demo.Category.SMALL_APPLIANCES;
import static dev.nljdbc.demo.Category.STORAGE;
import static dev.nljdbc.demo.Category.TABLEWARE;

import java.util.EnumSet;
import java.util.Set;

/** The brands of the {@code brands} reference table, with their price premium and range. */
enum Brand {
  LE_CREUSET(1, "Le Creuset", "France", 1.45,
      EnumSet.of(COOKWARE, BAKEWARE, TABLEWARE, STORAGE, KITCHEN_TOOLS)),
  STAUB(2, "Staub", "France", 1.35, EnumSet.of(COOKWARE, TABLEWARE, BAKEWARE)),
  ALL_CLAD(3, "All-Clad", "United States", 1.40, EnumSet.of(COOKWARE, KITCHEN_TOOLS)),
  LODGE(4, "Lodge", "United States", 0.55, EnumSet.of(COOKWARE, BAKEWARE)),
  KITCHENAID(5, "KitchenAid", "United States", 1.10,
      EnumSet.of(SMALL_APPLIANCES, KITCHEN_TOOLS, BAKEWARE)),
  CUISINART(6, "Cuisinart", "United States", 0.85, EnumSet.of(SMALL_APPLIANCES, COOKWARE)),
  ZWILLING(7, "Zwilling", "Germany", 1.20, EnumSet.of(CUTLERY, COOKWARE, STORAGE)),
  WUSTHOF(8, "Wusthof", "Germany", 1.25, EnumSet.of(CUTLERY)),
  MAUVIEL(9, "Mauviel", "France", 1.60, EnumSet.of(COOKWARE)),
  OXO(10, "OXO", "United States", 0.70, EnumSet.of(KITCHEN_TOOLS, STORAGE, BAKEWARE)),
  EMILE_HENRY(11, "Emile Henry", "France", 1.05, EnumSet.of(BAKEWARE, TABLEWARE)),
  TEFAL(12, "Tefal", "France", 0.65, EnumSet.of(COOKWARE, SMALL_APPLIANCES));

  private final int id;
  private final String label;
  private final String country;
  private final double premium;
  private final Set<Category> categories;

  Brand(int id, String label, String country, double premium, Set<Category> categories) {
    this.id = id;
    this.label = label;
    this.country = country;
    this.premium = premium;
    this.categories = categories;
  }

  int id() {
    return id;
  }

  String label() {
    return label;
  }

  String country() {
    return country;
  }

  /** Multiplier applied to a category item's base price. */
  double premium() {
    return premium;
  }

  Set<Category> categories() {
    return categories;
  }
}
