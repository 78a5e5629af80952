package dev.nljdbc.it.clients;

import java.util.ArrayList;
import java.util.List;
import schemacrawler.schema.Catalog;
import schemacrawler.schema.Table;
import schemacrawler.schemacrawler.LoadOptionsBuilder;
import schemacrawler.schemacrawler.SchemaCrawlerOptions;
import schemacrawler.schemacrawler.SchemaCrawlerOptionsBuilder;
import schemacrawler.schemacrawler.SchemaInfoLevelBuilder;
import schemacrawler.tools.utility.SchemaCrawlerUtility;
import us.fatehi.utility.datasource.DatabaseConnectionSource;
import us.fatehi.utility.datasource.DatabaseConnectionSources;
import us.fatehi.utility.datasource.MultiUseUserCredentials;

/** SchemaCrawler's catalog walk over a URL, in a JVM of its own; prints "table:columns:pk". */
public final class SchemaCrawlerProbe {
  private SchemaCrawlerProbe() {
  }

  /**
   * Arguments: the URL, and for a target's own URL the database's name in SchemaCrawler
   * ({@code postgresql}, {@code mysql}). The last output line lists the tables, sorted.
   */
  public static void main(String[] args) throws Exception {
    if (args.length > 1) {
      // A target's own URL: SchemaCrawler's generic walk, with no plugin for the database.
      System.setProperty("SC_WITHOUT_DATABASE_PLUGIN", args[1]);
    }
    DatabaseConnectionSource source = DatabaseConnectionSources.newDatabaseConnectionSource(
        args[0], new MultiUseUserCredentials("", ""));
    SchemaCrawlerOptions options = SchemaCrawlerOptionsBuilder.newSchemaCrawlerOptions()
        .withLoadOptions(LoadOptionsBuilder.builder()
            .withSchemaInfoLevel(SchemaInfoLevelBuilder.standard()).toOptions());
    Catalog catalog = SchemaCrawlerUtility.getCatalog(source, options);
    List<String> tables = new ArrayList<>();
    for (Table t : catalog.getTables()) {
      tables.add(t.getName().toLowerCase(java.util.Locale.ROOT) + ":" + t.getColumns().size()
          + ":" + (t.getPrimaryKey() != null));
    }
    tables.sort(null);
    System.out.println(String.join(" ", tables));
  }
}
