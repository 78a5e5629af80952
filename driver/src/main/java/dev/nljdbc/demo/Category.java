package dev.nljdbc.demo;

import java.util.List;

/** The product categories, each with the items sold in it and their base list prices. */
enum Category {
  COOKWARE(1, "Cookware", List.of(
      new Item("Dutch Oven", 189_00), new Item("Skillet", 79_00), new Item("Saucepan", 99_00),
      new Item("Stockpot", 139_00), new Item("Saute Pan", 119_00), new Item("Braiser", 169_00),
      new Item("Wok", 89_00))),
  BAKEWARE(2, "Bakeware", List.of(
      new Item("Baking Dish", 59_00), new Item("Loaf Pan", 34_00), new Item("Pie Dish", 39_00),
      new Item("Muffin Tin", 29_00), new Item("Sheet Pan", 25_00))),
  CUTLERY(3, "Cutlery", List.of(
      new Item("Chef's Knife", 129_00), new Item("Paring Knife", 49_00),
      new Item("Bread Knife", 89_00), new Item("Santoku Knife", 119_00),
      new Item("Knife Block Set", 349_00))),
  SMALL_APPLIANCES(4, "Small Appliances", List.of(
      new Item("Stand Mixer", 449_00), new Item("Food Processor", 229_00),
      new Item("Blender", 149_00), new Item("Toaster", 79_00), new Item("Coffee Maker", 129_00),
      new Item("Hand Mixer", 59_00))),
  KITCHEN_TOOLS(5, "Kitchen Tools", List.of(
      new Item("Spatula", 12_00), new Item("Whisk", 14_00), new Item("Tongs", 16_00),
      new Item("Peeler", 11_00), new Item("Ladle", 15_00), new Item("Measuring Cups", 19_00))),
  TABLEWARE(6, "Tableware", List.of(
      new Item("Dinner Plate Set", 89_00), new Item("Serving Bowl", 49_00),
      new Item("Mug Set", 39_00), new Item("Pasta Bowl Set", 59_00))),
  STORAGE(7, "Storage", List.of(
      new Item("Storage Canister", 45_00), new Item("Food Container Set", 35_00),
      new Item("Spice Jar Set", 29_00), new Item("Butter Dish", 32_00)));

  /** An item sold in a category, at a base list price in cents before the brand's premium. */
  record Item(String name, long basePriceCents) {}

  private final int id;
  private final String label;
  private final List<Item> items;

  Category(int id, String label, List<Item> items) {
    this.id = id;
    this.label = label;
    this.items = items;
  }

  int id() {
    return id;
  }

  String label() {
    return label;
  }

  List<Item> items() {
    return items;
  }
}
