package dev.nljdbc.config;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The README's property table is the enum's: a property added, renamed or changed shows here. */
class PropertyTableTest {
  @Test
  void readme_carriesThePropertyTableOfTheEnum() throws Exception {
    String readme = Files.readString(Path.of("..", "README.md"));
    String table = PropertyTable.markdown();
    assertTrue(readme.contains(table),
        "README.md's property table differs from NlProperty; replace it with:\n" + table);
  }
}
