package dev.nljdbc.security;

import net.sf.jsqlparser.schema.Table;

/** The CTE names visible at a point of a query, innermost first; immutable. */
final class CteScope {
  static final CteScope EMPTY = new CteScope(null, null);

  private final CteScope parent;
  private final String name;

  private CteScope(CteScope parent, String name) {
    this.parent = parent;
    this.name = name;
  }

  /** This scope with one more CTE name. */
  CteScope with(String cteName) {
    return new CteScope(this, cteName);
  }

  /**
   * Whether the table reference certainly names a visible CTE: it is unqualified and spelled as
   * a CTE in scope (see {@link Identifiers#sameCteName}). Anything else is a physical table.
   */
  boolean names(Table table) {
    if (table.getNameParts().size() != 1) {
      return false;
    }
    String reference = table.getName();
    for (CteScope s = this; s.name != null; s = s.parent) {
      if (Identifiers.sameCteName(reference, s.name)) {
        return true;
      }
    }
    return false;
  }
}
