package dev.nljdbc.it.clients;

import java.sql.Connection;
import java.sql.DriverManager;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Table;
import org.jooq.impl.DSL;

/**
 * jOOQ's metadata walk over a URL, in a JVM of its own (with the drop-in jar, as an application
 * that loads it would): prints, per table whose name starts with the given prefix,
 * "table:columns:primary key:references:indexes", sorted, and the dialect family first.
 */
public final class JooqProbe {
  private JooqProbe() {
  }

  /** Arguments: the URL and the table name prefix. The last output line is the walk. */
  public static void main(String[] args) throws Exception {
    try (Connection c = DriverManager.getConnection(args[0])) {
      DSLContext ctx = DSL.using(c);
      List<String> tables = new ArrayList<>();
      for (Table<?> t : ctx.meta().getTables()) {
        String name = t.getName().toLowerCase(Locale.ROOT);
        if (!name.startsWith(args[1])) {
          continue;
        }
        String columns = Stream.of(t.fields()).map(Field::getName)
            .map(n -> n.toLowerCase(Locale.ROOT)).collect(Collectors.joining(","));
        String pk = t.getPrimaryKey() == null ? "none" : t.getPrimaryKey().getFields().stream()
            .map(Field::getName).map(n -> n.toLowerCase(Locale.ROOT))
            .collect(Collectors.joining(","));
        tables.add(name + ":" + columns + ":" + pk + ":" + t.getReferences().size() + ":"
            + t.getIndexes().size());
      }
      tables.sort(null);
      System.out.println(ctx.dialect().family() + " " + String.join(" ", tables));
    }
  }
}
