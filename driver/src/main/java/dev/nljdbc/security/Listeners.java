package dev.nljdbc.security;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.select.FromItem;

/** Runs several walk listeners in order; the first replacement of a relation wins. */
final class Listeners implements TreeWalker.Listener {
  private final List<TreeWalker.Listener> all;

  private Listeners(List<TreeWalker.Listener> all) {
    this.all = all;
  }

  /** The listeners, nulls skipped. */
  static TreeWalker.Listener of(TreeWalker.Listener... listeners) {
    List<TreeWalker.Listener> list = new ArrayList<>();
    for (TreeWalker.Listener l : listeners) {
      if (l != null) {
        list.add(l);
      }
    }
    return new Listeners(List.copyOf(list));
  }

  @Override
  public void enter(Object node, TreeWalker.Context ctx) {
    for (TreeWalker.Listener l : all) {
      l.enter(node, ctx);
    }
  }

  @Override
  public void string(Object owner, String value, TreeWalker.Context ctx) {
    for (TreeWalker.Listener l : all) {
      l.string(owner, value, ctx);
    }
  }

  @Override
  public FromItem relation(Table table, TreeWalker.Context ctx) {
    FromItem replacement = null;
    for (TreeWalker.Listener l : all) {
      FromItem r = l.relation(table, ctx);
      if (replacement == null) {
        replacement = r;
      }
    }
    return replacement;
  }

  @Override
  public Object replace(Object node, TreeWalker.Context ctx) {
    Object replacement = null;
    for (TreeWalker.Listener l : all) {
      Object r = l.replace(node, ctx);
      if (replacement == null) {
        replacement = r;
      }
    }
    return replacement;
  }

  @Override
  public void otherTable(Table table, TreeWalker.Context ctx) {
    for (TreeWalker.Listener l : all) {
      l.otherTable(table, ctx);
    }
  }
}
