package dev.nljdbc.server;

import dev.nljdbc.schema.SchemaLoader;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.semantic.LearnedAnswer;
import dev.nljdbc.semantic.ModelDraft;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code model draft --target URL [--learned]}: writes an Apache Ossie semantic model drafted
 * from a database's schema (keys, relationships, time columns, comments) and, with
 * {@code --learned}, what people taught through clarifications, for an operator to review and
 * name in {@code semantic.model}.
 */
@Command(name = "model", mixinStandardHelpOptions = true,
    description = "Works with semantic models (Apache Ossie YAML); see docs/semantic-model.md.")
final class ModelCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    spec.commandLine().usage(spec.commandLine().getOut());
    return 2;
  }

  /** Writes the draft. */
  @Command(name = "draft", mixinStandardHelpOptions = true,
      description = "Writes a semantic model drafted from the target's schema.")
  Integer draft(
      @Option(names = "--target", required = true, paramLabel = "JDBC-URL",
          description = "The database to describe.") String target,
      @Option(names = {"-n", "--user"}, paramLabel = "USER",
          description = "The target's user.") String user,
      @Option(names = {"-p", "--password"}, paramLabel = "PASSWORD", arity = "0..1",
          interactive = true, description = "The target's password.") String password,
      @Option(names = "--learned",
          description = "Adds the learned clarification answers of the state store.")
          boolean learned,
      @Option(names = "--state", paramLabel = "JDBC-URL",
          description = "The state store (the server's state.url) that --learned reads.")
          String state,
      @Option(names = "--name", paramLabel = "NAME", defaultValue = "draft",
          description = "The model's name (default: ${DEFAULT-VALUE}).") String name,
      @Option(names = {"-o", "--output"}, paramLabel = "FILE",
          description = "Where to write the YAML (default: standard output).") Path output)
      throws SQLException, IOException {
    if (learned && state == null) {
      throw new CommandLine.ParameterException(spec.commandLine(),
          "--learned needs --state: the JDBC URL of the server's state.url");
    }
    Properties properties = new Properties();
    if (user != null) {
      properties.setProperty("user", user);
    }
    if (password != null) {
      properties.setProperty("password", password);
    }
    SchemaSnapshot schema;
    try (Connection c = DriverManager.getConnection(target, properties)) {
      schema = SchemaLoader.defaults().load(c);
    }
    List<LearnedAnswer> answers = learned ? LearnedAnswer.read(state, null) : List.of();
    String yaml = ModelDraft.yaml(name, schema, answers);
    if (output == null) {
      PrintWriter out = spec.commandLine().getOut();
      out.print(yaml);
      out.flush();
    } else {
      Files.writeString(output, yaml, StandardCharsets.UTF_8);
    }
    return 0;
  }
}
