package dev.nljdbc.it.generalisation;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A schema's turns, read from a {@code .turns} resource: a {@code tenant COLUMN VALUE} line,
 * then blocks that start with {@code == dev} or {@code == held-out}, each a single question or
 * a dialog. {@code > text} is what the person types, {@code = SQL} the gold, {@code =+ SQL} the
 * gold with extra answer columns allowed, {@code ? KIND} a clarification of that ambiguity kind
 * that counts as right too ({@code ? *}: any kind).
 */
record TurnFile(String name, String tenantColumn, String tenantValue, List<Block> blocks) {

  /** One expected exchange. */
  record Turn(String text, String gold, boolean extraColumns, String clarification) {
  }

  /** A single question or a dialog, in the dev or the held-out half. */
  record Block(boolean dev, List<Turn> turns) {
  }

  static TurnFile read(String name) throws IOException {
    String text;
    try (InputStream in = TurnFile.class.getResourceAsStream("/generalisation/" + name + ".turns")) {
      if (in == null) {
        throw new IOException("no turns for " + name);
      }
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    String column = null;
    String value = null;
    List<Block> blocks = new ArrayList<>();
    List<Turn> turns = null;
    String said = null;
    String gold = null;
    boolean extra = false;
    String ask = null;
    for (String raw : text.split("\n")) {
      String line = raw.strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      if (line.startsWith("tenant ")) {
        String[] parts = line.split("\\s+");
        column = parts[1];
        value = parts[2];
      } else if (line.startsWith("== ")) {
        if (said != null) {
          turns.add(new Turn(said, gold, extra, ask));
          said = null;
        }
        String split = line.substring(3).strip();
        if (!split.equals("dev") && !split.equals("held-out")) {
          throw new IOException(name + ": unknown split " + line);
        }
        turns = new ArrayList<>();
        blocks.add(new Block(split.equals("dev"), turns));
      } else if (line.startsWith("> ")) {
        if (said != null) {
          turns.add(new Turn(said, gold, extra, ask));
        }
        said = line.substring(2).strip();
        gold = null;
        extra = false;
        ask = null;
      } else if (line.startsWith("=+ ")) {
        gold = line.substring(3).strip();
        extra = true;
      } else if (line.startsWith("= ")) {
        gold = line.substring(2).strip();
      } else if (line.startsWith("? ")) {
        ask = line.substring(2).strip();
      } else {
        throw new IOException(name + ": cannot read " + line);
      }
    }
    if (said != null) {
      turns.add(new Turn(said, gold, extra, ask));
    }
    return new TurnFile(name, column, value, blocks);
  }
}
