package dev.nljdbc;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The driver's packages in the layers docs/architecture.md draws: each layer uses only the
 * layers below it, no packages form a cycle, and the offline engine's stages use only the stages
 * before them.
 */
class ArchitectureTest {
  /**
   * The layers from the top; packages on one line are peers and may not use each other. The
   * language layer (tokens, lexicon, periods, numbers) is the bottom one: every layer may use it
   * and it uses none of them.
   */
  private static final String[][] TIERS = {
      {"driver"},
      {"client", "jdbc"},
      {"meta"},
      {"pipeline"},
      {"semantic"},
      {"clarification"},
      {"dialog"},
      {"expansion"},
      {"generation"},
      {"demo"},
      {"security", "execution", "schema", "metrics"},
      {"config", "dialect", "statement"},
      {"error"},
      {"language"},
      {"logging"},
  };

  /**
   * The offline engine's stages (sub-packages of {@code generation.offline}) and the stages each
   * may use: the flow of a question, and the SQL text comes from the plan alone.
   */
  private static final Map<String, String[]> OFFLINE_STAGES = Map.of(
      "words", new String[0],
      "index", new String[] {"words"},
      "link", new String[] {"words", "index"},
      "spec", new String[] {"words", "index", "link"},
      "plan", new String[] {"words", "index", "spec"},
      "sql", new String[] {"words", "plan"});

  /** The driver's compiled classes (the build's output directory, not the jars around it). */
  private static final JavaClasses DRIVER = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .importPath(Path.of("target", "classes"));

  @Test
  void layersUseOnlyTheLayersBelow() {
    LayeredArchitecture layers = layeredArchitecture().consideringOnlyDependenciesInLayers();
    for (String[] tier : TIERS) {
      for (String layer : tier) {
        layers = layers.layer(layer).definedBy(layer.equals("driver") ? "dev.nljdbc"
            : "dev.nljdbc." + layer + "..");
      }
    }
    for (int i = 0; i < TIERS.length; i++) {
      List<String> below = new ArrayList<>();
      for (int j = i + 1; j < TIERS.length; j++) {
        below.addAll(List.of(TIERS[j]));
      }
      for (String layer : TIERS[i]) {
        layers = below.isEmpty() ? layers.whereLayer(layer).mayNotAccessAnyLayer()
            : layers.whereLayer(layer).mayOnlyAccessLayers(below.toArray(new String[0]));
      }
    }
    layers.check(DRIVER);
  }

  @Test
  void offlineStagesUseOnlyTheStagesBeforeThem() {
    LayeredArchitecture stages = layeredArchitecture().consideringOnlyDependenciesInLayers()
        .layer("engine").definedBy("dev.nljdbc.generation.offline");
    for (String stage : OFFLINE_STAGES.keySet()) {
      stages = stages.layer(stage).definedBy("dev.nljdbc.generation.offline." + stage + "..");
    }
    stages = stages.whereLayer("engine").mayNotBeAccessedByAnyLayer();
    for (Map.Entry<String, String[]> stage : OFFLINE_STAGES.entrySet()) {
      String name = stage.getKey();
      stages = stage.getValue().length == 0 ? stages.whereLayer(name).mayNotAccessAnyLayer()
          : stages.whereLayer(name).mayOnlyAccessLayers(stage.getValue());
    }
    stages.check(DRIVER);
  }

  @Test
  void packagesAreFreeOfCycles() {
    slices().matching("dev.nljdbc.(**)").should().beFreeOfCycles().check(DRIVER);
  }
}
