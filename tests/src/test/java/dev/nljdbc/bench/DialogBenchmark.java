package dev.nljdbc.bench;

import dev.nljdbc.dialect.PostgresqlDialect;
import dev.nljdbc.dialog.Conversation;
import dev.nljdbc.dialog.DetectedIntent;
import dev.nljdbc.dialog.IntentDetector;
import dev.nljdbc.dialog.PendingTurn;
import dev.nljdbc.dialog.Reply;
import dev.nljdbc.generation.GeneratedQuery;
import dev.nljdbc.generation.SqlGenerator;
import dev.nljdbc.schema.ColumnInfo;
import dev.nljdbc.schema.SchemaSnapshot;
import dev.nljdbc.schema.TableInfo;
import java.sql.SQLException;
import java.sql.Types;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The dialog layer's own costs (docs/requirements.md, D8 and W7): intent detection, a
 * whole turn's overhead with an instant generator, and the memory a ten-turn session keeps.
 */
@Fork(value = 1, jvmArgsAppend = "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn")
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class DialogBenchmark {
  private static final String[] INPUTS = {"Show me all users", "Only from last month",
      "Sort by name", "limit 10", "Show me only active users", "how many orders per status",
      "what about 2024?", "by region", "exclude returned", "top 5 customers by revenue"};
  private static final SchemaSnapshot SCHEMA = new SchemaSnapshot("1", PostgresqlDialect.DEFAULT,
      List.of(new TableInfo(null, "users", null,
          List.of(new ColumnInfo("id", Types.INTEGER, "int4", false, null, List.of()),
              new ColumnInfo("name", Types.VARCHAR, "text", true, null, List.of())),
          List.of("id"), List.of())));
  private static final SqlGenerator INSTANT = request -> new GeneratedQuery(
      "SELECT id, name FROM users", "Lists users", 0.9, null, null);

  private final IntentDetector detector = new IntentDetector();
  private Conversation conversation;
  private int next;

  /** A conversation with an instant generator. */
  @Setup(Level.Iteration)
  public void setUp() {
    conversation = Conversation.builder(INSTANT, () -> SCHEMA).sessionId("bench").build();
  }

  /** Rule-based intent detection of one input after a successful query. */
  @Benchmark
  public DetectedIntent intentDetection() {
    return detector.detect(INPUTS[next++ % INPUTS.length], true);
  }

  /** A whole natural-language turn without generation time: intent, expansion, state update. */
  @Benchmark
  public PendingTurn turnOverhead() throws SQLException {
    Reply reply = conversation.ask(INPUTS[next++ % INPUTS.length]);
    PendingTurn turn = ((Reply.Run) reply).turn();
    conversation.completed(turn, turn.sql(), 10);
    return turn;
  }

  /** Bytes a session keeps after ten turns, as the heap sees it. */
  @AuxCounters(AuxCounters.Type.EVENTS)
  @State(Scope.Thread)
  public static class Footprint {
    /** Retained bytes per ten-turn session. */
    public long bytesPerSession;
  }

  /** Builds many ten-turn sessions and reports the heap they keep, per session. */
  @Benchmark
  @BenchmarkMode(Mode.SingleShotTime)
  public Object memoryPerSession(Footprint footprint) throws SQLException {
    int sessions = 500;
    long before = usedHeap();
    Conversation[] kept = new Conversation[sessions];
    for (int s = 0; s < sessions; s++) {
      kept[s] = Conversation.builder(INSTANT, () -> SCHEMA).sessionId("s" + s).build();
      for (String input : INPUTS) {
        PendingTurn turn = ((Reply.Run) kept[s].ask(input)).turn();
        kept[s].completed(turn, turn.sql(), 10);
      }
    }
    footprint.bytesPerSession = Math.max(0, (usedHeap() - before) / sessions);
    return kept;
  }

  private static long usedHeap() {
    for (int i = 0; i < 3; i++) {
      System.gc();
    }
    Runtime rt = Runtime.getRuntime();
    return rt.totalMemory() - rt.freeMemory();
  }
}
