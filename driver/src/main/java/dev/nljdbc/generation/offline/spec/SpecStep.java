package dev.nljdbc.generation.offline.spec;

import dev.nljdbc.generation.offline.index.ColumnEntry;
import dev.nljdbc.generation.offline.index.TableEntry;
import dev.nljdbc.generation.offline.link.Link;
import dev.nljdbc.generation.offline.link.Reading;
import dev.nljdbc.generation.offline.spec.QuerySpec.Agg;
import dev.nljdbc.generation.offline.spec.QuerySpec.Col;
import dev.nljdbc.generation.offline.spec.QuerySpec.Filter;
import dev.nljdbc.generation.offline.spec.QuerySpec.Group;
import dev.nljdbc.generation.offline.spec.QuerySpec.Order;
import dev.nljdbc.generation.offline.words.Comparison;
import dev.nljdbc.generation.offline.words.Cue;
import dev.nljdbc.language.Token;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** A step of the planner: works on the shared {@link SpecDraft} under the draft's own names. */
abstract class SpecStep {

  /**
   * The confidence penalties, a scale below {@code SpecBuilder}'s starting confidence (0.95): a
   * default the schema makes likely (the only measure) costs this little.
   */
  static final double DOUBT_SLIGHT = 0.05;
  /** A default picked among several, or a cue that applied only in part. */
  static final double DOUBT_SOME = 0.1;
  /**
   * Words that were left out (a number or a quoted string no column could take), or the measure
   * of a money word picked among several.
   */
  static final double DOUBT_MUCH = 0.15;
  /**
   * A needed part of the query guessed among several or missing (the measure of an aggregate, a
   * compared column), or a trend without a date.
   */
  static final double DOUBT_SERIOUS = 0.2;
  /** A restriction the user asked for and the query lacks (a period without a date column). */
  static final double DOUBT_GRAVE = 0.25;

  /** The score of a word a step surely accounted for (the table's only measure). */
  static final double SURE = 1;
  /** The score of a word a step accounted for by a guess among several readings. */
  static final double GUESSED = 0.5;

  final SpecDraft d;
  final Reading reading;
  final RoleAssigner.Roles roles;
  final TableEntry subject;
  final List<Col> projections;
  final List<Agg> aggregates;
  final List<Group> groups;
  final List<Filter> filters;
  final List<Order> sorting;
  final List<String> assumptions;
  final Set<Cue> used;
  final Set<Comparison> aggregateComparisons;
  final List<TableEntry> entities;
  final Set<Link> moneyEntities;
  final Set<Token> usedLiterals;
  final Map<Col, Link> shownBy;

  SpecStep(SpecDraft d) {
    this.d = d;
    this.reading = d.reading;
    this.roles = d.roles;
    this.subject = d.subject;
    this.projections = d.projections;
    this.aggregates = d.aggregates;
    this.groups = d.groups;
    this.filters = d.filters;
    this.sorting = d.sorting;
    this.assumptions = d.assumptions;
    this.used = d.used;
    this.aggregateComparisons = d.aggregateComparisons;
    this.entities = d.entities;
    this.moneyEntities = d.moneyEntities;
    this.usedLiterals = d.usedLiterals;
    this.shownBy = d.shownBy;
  }

  static Col col(ColumnEntry c) {
    return SpecDraft.col(c);
  }

  static boolean reachesManyToOne(TableEntry from, TableEntry to) {
    return SpecDraft.reachesManyToOne(from, to);
  }

  ColumnEntry find(Col c) {
    return d.find(c);
  }

  TableEntry find(String table) {
    return d.find(table);
  }

  boolean use(List<Cue> cues, Cue.Kind kind) {
    return d.use(cues, kind);
  }

  boolean direction(Link link, boolean fallback) {
    return d.direction(link, fallback);
  }

  boolean hasCount() {
    return d.hasCount();
  }

  boolean hasHaving() {
    return d.hasHaving();
  }

  boolean hasCountOrder() {
    return d.hasCountOrder();
  }

  boolean aggregateIntent() {
    return d.aggregateIntent();
  }

  boolean mentioned(ColumnEntry column) {
    return d.mentioned(column);
  }

  ColumnEntry dateColumn() {
    return d.dateColumn();
  }

  ColumnEntry yearColumn() {
    return d.yearColumn();
  }

  Link previousLink(Link link) {
    return d.previousLink(link);
  }

  boolean containsGroup(Group g) {
    return d.containsGroup(g);
  }

  void addFirstGroup(Group g) {
    d.addFirstGroup(g);
  }

  boolean aggregatedColumn(Col p) {
    return d.aggregatedColumn(p);
  }

  void extreme(ColumnEntry column, boolean descending) {
    d.extreme(column, descending);
  }

  boolean hasEntityBefore(ColumnEntry column) {
    return d.hasEntityBefore(column);
  }
}
