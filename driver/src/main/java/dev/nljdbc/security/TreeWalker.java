package dev.nljdbc.security;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.AllTableColumns;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.WithItem;

/**
 * A complete walk over a JSqlParser tree, by reflection over every field of every node.
 *
 * <p>Design note. Tenant rewriters that walk the tree with hand-written visitors leak wherever
 * the visitor forgets a clause (a subquery in a window's ORDER BY, a function argument, a
 * LATERAL item). This walker does not know clauses: it visits every field of every JSqlParser
 * object, so a table reference cannot hide. It knows three things only. A {@link Table} held in
 * a field declared {@link FromItem} (a FROM item or a join's item) is a relation the listener
 * may replace. A {@link Table} that qualifies a column ({@code o.id}, {@code o.*}) is a
 * qualifier. Any other {@link Table} is reported as a relation in a position that cannot be
 * restricted. And a {@link Select} with a WITH list opens a CTE scope: each CTE body sees the
 * CTEs before it (and itself under RECURSIVE); the query sees them all.
 */
final class TreeWalker {
  private static final int MAX_DEPTH = 1500;
  private static final String ROOT_PACKAGE = packageRoot();
  private static final String PARSER_PACKAGE = ROOT_PACKAGE + "parser.";

  private static final ClassValue<Child[]> CHILDREN = new ClassValue<>() {
    @Override
    protected Child[] computeValue(Class<?> type) {
      return childrenOf(type);
    }
  };

  /** Receives the walk's events. */
  interface Listener {
    /** Every JSqlParser object, before its fields. */
    default void enter(Object node, Context ctx) {}

    /** Every string held by the tree (names, literals, keywords), with the node holding it. */
    default void string(Object owner, String value, Context ctx) {}

    /** A table in a FROM or JOIN position; returns its replacement or null to keep it. */
    default FromItem relation(Table table, Context ctx) {
      return null;
    }

    /** A table in a position that is neither a FROM/JOIN item nor a column qualifier. */
    default void otherTable(Table table, Context ctx) {}

    /** Any other node, after its fields; returns its replacement or null to keep it. */
    default Object replace(Object node, Context ctx) {
      return null;
    }
  }

  /** Where the walk is: CTE scope, the SELECT whose FROM list is being walked, the join. */
  static final class Context {
    static final Context ROOT = new Context(CteScope.EMPTY, null, null, false);

    final CteScope scope;
    final PlainSelect select;
    final Join join;
    final boolean qualifier;

    private Context(CteScope scope, PlainSelect select, Join join, boolean qualifier) {
      this.scope = scope;
      this.select = select;
      this.join = join;
      this.qualifier = qualifier;
    }

    Context scope(CteScope s) {
      return new Context(s, select, join, qualifier);
    }

    Context select(PlainSelect s) {
      return new Context(scope, s, null, qualifier);
    }

    Context join(Join j) {
      return new Context(scope, select, j, qualifier);
    }

    Context qualifier() {
      return new Context(scope, select, join, true);
    }
  }

  private enum Role { RELATION, QUALIFIER, OTHER }

  private static final class Child {
    final Field field;
    final Role role;
    final Role elementRole;
    final boolean withItems;

    Child(Field field, Role role, Role elementRole, boolean withItems) {
      this.field = field;
      this.role = role;
      this.elementRole = elementRole;
      this.withItems = withItems;
    }
  }

  private final Listener listener;
  private final IdentityHashMap<Object, Boolean> ancestors = new IdentityHashMap<>();
  private int depth;

  private TreeWalker(Listener listener) {
    this.listener = listener;
  }

  /** Walks the tree from {@code root}. */
  static void walk(Object root, Listener listener) {
    new TreeWalker(listener).node(root, Context.ROOT);
  }

  /** Whether the object belongs to JSqlParser's tree model. */
  static boolean isNode(Object o) {
    return o != null && o.getClass().getName().startsWith(ROOT_PACKAGE)
        && !o.getClass().getName().startsWith(PARSER_PACKAGE) && !(o instanceof Enum);
  }

  private void node(Object n, Context ctx) {
    if (ancestors.put(n, Boolean.TRUE) != null) {
      return;
    }
    if (++depth > MAX_DEPTH) {
      throw new Refusal(Rule.UNSUPPORTED, "the statement is nested too deeply to check");
    }
    try {
      listener.enter(n, ctx);
      Context inner = n instanceof PlainSelect ? ctx.select((PlainSelect) n) : ctx;
      if (n instanceof Select select) {
        inner = withItems(select, inner);
      }
      for (Child c : CHILDREN.get(n.getClass())) {
        if (c.withItems) {
          continue;
        }
        Object v = c.field.get(n);
        Context cc = (n instanceof Join join && c.role == Role.RELATION) ? inner.join(join) : inner;
        value(v, c.role, c.elementRole, n, c.field, cc);
      }
      if (n instanceof Collection) {
        // ExpressionList and its kin are JSqlParser nodes and lists at once.
        value(new ArrayList<>((Collection<?>) n), Role.OTHER, Role.OTHER, n, null, inner);
      }
    } catch (IllegalAccessException e) {
      throw new Refusal(Rule.UNSUPPORTED, "the statement cannot be inspected");
    } finally {
      depth--;
      ancestors.remove(n);
    }
  }

  private Context withItems(Select s, Context ctx) {
    List<WithItem<?>> items = s.getWithItemsList();
    if (items == null || items.isEmpty()) {
      return ctx;
    }
    boolean recursive = false;
    for (WithItem<?> w : items) {
      recursive |= w.isRecursive();
    }
    CteScope scope = ctx.scope;
    for (WithItem<?> w : items) {
      String name = w.getAlias() == null ? null : w.getAlias().getName();
      CteScope body = recursive && name != null ? scope.with(name) : scope;
      node(w, ctx.scope(body));
      if (name != null) {
        scope = scope.with(name);
      }
    }
    return ctx.scope(scope);
  }

  private void value(Object v, Role role, Role elementRole, Object owner, Field field,
      Context ctx) throws IllegalAccessException {
    if (v == null) {
      return;
    }
    if (v instanceof String text) {
      listener.string(owner, text, ctx);
    } else if (isNode(v)) {
      Object replacement = element(v, role, owner, ctx);
      if (replacement != null) {
        field.set(owner, replacement);
      }
    } else if (v instanceof List) {
      @SuppressWarnings("unchecked")
      List<Object> list = (List<Object>) v;
      for (int i = 0; i < list.size(); i++) {
        Object e = list.get(i);
        Object replacement = element(e, elementRole, owner, ctx);
        if (replacement != null) {
          list.set(i, replacement);
        }
      }
    } else if (v instanceof Collection) {
      for (Object e : new ArrayList<>((Collection<?>) v)) {
        element(e, Role.OTHER, owner, ctx);
      }
    } else if (v instanceof Map) {
      for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
        element(e.getKey(), Role.OTHER, owner, ctx);
        element(e.getValue(), Role.OTHER, owner, ctx);
      }
    } else if (v instanceof Object[]) {
      for (Object e : (Object[]) v) {
        element(e, Role.OTHER, owner, ctx);
      }
    }
  }

  private Object element(Object v, Role role, Object owner, Context ctx)
      throws IllegalAccessException {
    if (v == null) {
      return null;
    }
    if (v instanceof String text) {
      listener.string(owner, text, ctx);
      return null;
    }
    if (!isNode(v)) {
      if (v instanceof Collection || v instanceof Map || v instanceof Object[]) {
        value(v, Role.OTHER, Role.OTHER, owner, null, ctx);
      }
      return null;
    }
    if (v instanceof Table t) {
      if (role == Role.QUALIFIER) {
        node(t, ctx.qualifier());
        return null;
      }
      node(t, ctx);
      if (role == Role.RELATION) {
        return listener.relation(t, ctx);
      }
      listener.otherTable(t, ctx);
      return null;
    }
    node(v, ctx);
    return listener.replace(v, ctx);
  }

  private static Child[] childrenOf(Class<?> type) {
    List<Child> children = new ArrayList<>();
    for (Class<?> k = type; k != null && k.getName().startsWith(ROOT_PACKAGE);
        k = k.getSuperclass()) {
      for (Field f : k.getDeclaredFields()) {
        int mod = f.getModifiers();
        if (Modifier.isStatic(mod) || f.isSynthetic() || f.getType().isPrimitive()) {
          continue;
        }
        String typeName = f.getType().getName();
        if (typeName.startsWith(PARSER_PACKAGE) || f.getName().equals("resolvedTable")) {
          continue;
        }
        f.setAccessible(true);
        Role role = Role.OTHER;
        if (f.getType() == FromItem.class) {
          role = Role.RELATION;
        } else if (f.getName().equals("table")
            && (k == Column.class || k == AllTableColumns.class)) {
          role = Role.QUALIFIER;
        }
        Role elementRole = elementType(f) == FromItem.class ? Role.RELATION : Role.OTHER;
        boolean withItems = k == Select.class && f.getName().equals("withItemsList");
        children.add(new Child(f, role, elementRole, withItems));
      }
    }
    return children.toArray(new Child[0]);
  }

  private static Type elementType(Field f) {
    Type g = f.getGenericType();
    if (g instanceof ParameterizedType parameterizedType) {
      Type[] args = parameterizedType.getActualTypeArguments();
      if (args.length == 1) {
        return args[0];
      }
    }
    return null;
  }

  private static String packageRoot() {
    String statementPackage = Statement.class.getPackageName();
    return statementPackage.substring(0, statementPackage.length() - "statement".length());
  }
}
