package dev.nljdbc.security;

import dev.nljdbc.error.SqlState;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import net.sf.jsqlparser.expression.JdbcParameter;
import net.sf.jsqlparser.parser.Token;
import net.sf.jsqlparser.statement.select.Select;

/**
 * The single gate every statement passes before it reaches the target: SQL from the client, SQL
 * the pipeline generates, prepared statements and batches alike.
 *
 * <p>Design note. {@link #admit} parses the text with JSqlParser (unparseable text is refused),
 * requires one statement of a query kind, and walks the whole tree once: the read-only policy
 * ({@link PolicyInspector}), with a tenant the filter check ({@link FilterPresence}) and the
 * rewrite of every tenant table reference into a filtered derived table ({@link TenantRewriter}).
 * The tree is rendered back to text (comments and hints never reach the target), parameters are
 * mapped from the client's order to the rendering's, and the final text is parsed again and
 * checked again ({@link FinalSqlValidator}): every tenant reference restricted, the restrictions'
 * parameters exactly those bound to the tenant, the rendering stable. Any doubt refuses the
 * statement with SQLState 42501 naming the {@link Rule}. Results are cached by SQL text in the
 * engine's {@link GateCaches}, across its gates that share the policy and catalogue; the tenant
 * value is bound, never spliced.
 *
 * <p>A statement that differs from an admitted one only in its literals ({@link StatementShape})
 * skips the first parse and the rewrite: its final SQL is the learnt {@link AdmissionTemplate}
 * with its own literals. If every literal is plain and the text tokenises exactly as the
 * validated final SQL did but for them ({@link LiteralSplice}), it parses to the validated tree
 * but for literal values, on which no rule depends, and is admitted without a parse; otherwise
 * that text is parsed and validated as above. Should it fail, the statement is checked in full,
 * so the shortcut can only ever admit a final SQL that validates.
 */
public final class SecurityGate {
  private final SecurityPolicy policy;
  private final TenantScope tenant;
  private final TenantTables tables;
  private final TenantValue tenantValue;
  private final SecurityAudit audit;
  private final SecurityMetrics metrics;
  private final GateCaches caches;
  private final FinalSqlValidator validator;

  /** A gate with the default policy, no tenant, and caches and counters of its own. */
  public SecurityGate() {
    this(SecurityPolicy.defaults());
  }

  /** A gate with the given policy, no tenant, and caches and counters of its own. */
  public SecurityGate(SecurityPolicy policy) {
    this.policy = Objects.requireNonNull(policy, "policy");
    this.tenant = null;
    this.tables = null;
    this.tenantValue = null;
    this.audit = new SecurityAudit(null, null);
    this.metrics = new SecurityMetrics();
    this.caches = new GateCaches();
    this.validator = new FinalSqlValidator(policy, null, false);
  }

  /**
   * A gate for one session, with caches and counters of its own.
   *
   * @param policy the read-only policy
   * @param tenant the session's tenant, or null for none
   * @param tables the target's catalogue, required with a tenant
   * @param user the audit identity, or null
   * @throws SQLException 22023 when the tenant value does not convert to a tenant column's type
   *     or the catalogue was loaded for another column
   */
  public SecurityGate(SecurityPolicy policy, TenantScope tenant, TenantTables tables, String user)
      throws SQLException {
    this(policy, tenant, tables, user, new GateCaches(), new SecurityMetrics());
  }

  /**
   * As {@link #SecurityGate(SecurityPolicy, TenantScope, TenantTables, String)}, counting into
   * {@code metrics}, with caches of its own.
   */
  public SecurityGate(SecurityPolicy policy, TenantScope tenant, TenantTables tables, String user,
      SecurityMetrics metrics) throws SQLException {
    this(policy, tenant, tables, user, new GateCaches(), metrics);
  }

  /**
   * A gate for one session of an engine, sharing the engine's caches and counters.
   *
   * @param policy the read-only policy
   * @param tenant the session's tenant, or null for none
   * @param tables the target's catalogue, required with a tenant
   * @param user the audit identity, or null
   * @param caches the engine's outcomes and learnt templates
   * @param metrics the engine's counters
   * @throws SQLException 22023 when the tenant value does not convert to a tenant column's type
   *     or the catalogue was loaded for another column
   */
  public SecurityGate(SecurityPolicy policy, TenantScope tenant, TenantTables tables, String user,
      GateCaches caches, SecurityMetrics metrics) throws SQLException {
    this.policy = Objects.requireNonNull(policy, "policy");
    this.metrics = Objects.requireNonNull(metrics, "metrics");
    this.caches = Objects.requireNonNull(caches, "caches");
    this.tenant = tenant;
    if (tenant != null) {
      if (tables == null) {
        throw SqlState.INVALID_PARAMETER_VALUE.exception(
            "tenant.column " + tenant.column() + " needs the target's catalogue");
      }
      if (!tables.tenantColumn().equalsIgnoreCase(tenant.column())) {
        throw SqlState.INVALID_PARAMETER_VALUE.exception("the catalogue was loaded for tenant"
            + " column " + tables.tenantColumn() + ", not " + tenant.column());
      }
      this.tables = tables;
      this.tenantValue = new TenantValue(tenant.value(), tables);
    } else {
      this.tables = tables;
      this.tenantValue = null;
    }
    this.audit = new SecurityAudit(user, tenant == null ? null : tenant.toString());
    this.validator = new FinalSqlValidator(policy, this.tables, tenant != null);
  }

  /** The counters this gate reports to. */
  public SecurityMetrics metrics() {
    return metrics;
  }

  /**
   * Admits a single read-only query, rewritten for the tenant, or refuses it.
   *
   * @throws StatementRefusedException SQLState 42501, naming the rule
   */
  public AdmittedStatement admit(String sql) throws SQLException {
    GateCacheKey key = key(sql == null ? "" : sql);
    Object outcome = caches.outcomes().getIfPresent(key);
    if (outcome == null) {
      outcome = check(sql);
      if (!(outcome instanceof Refusal) || ((Refusal) outcome).cacheable()) {
        caches.outcomes().put(key, outcome);
      }
    }
    if (outcome instanceof Refusal) {
      Refusal r = (Refusal) outcome;
      metrics.onRefused();
      audit.refused(r.rule(), r.detail(), sql);
      throw new StatementRefusedException(r.rule(), r.detail(), r.syntaxError());
    }
    Admission a = (Admission) outcome;
    boolean hybridInjection = tenant != null && tenant.policy() == TenantPolicy.HYBRID
        && a.rewritten && !a.filterPresent;
    metrics.onAdmitted(a.rewritten, hybridInjection);
    if (a.rewritten) {
      audit.rewritten(!a.filterPresent, tenant.policy() == TenantPolicy.HYBRID, sql);
    }
    return new AdmittedStatement(a, tenantValue);
  }

  private GateCacheKey key(String text) {
    return new GateCacheKey(policy, tables, tenant == null ? null : tenant.policy(),
        tenant == null ? null : tenant.value(), text);
  }

  /**
   * Checks the statement; text JSqlParser refused is checked again with the keywords it uses as
   * names quoted ({@link KeywordNames}), and that check decides unless it fails to parse too.
   */
  private Object check(String sql) {
    Object outcome = checkAsWritten(sql);
    if (outcome instanceof Refusal r && r.rule() == Rule.UNPARSEABLE && r.cacheable()
        && tables != null) {
      String named = KeywordNames.quote(sql, tables.dialect());
      Object again = named == null ? outcome : checkAsWritten(named);
      if (!(again instanceof Refusal r2 && r2.rule() == Rule.UNPARSEABLE)) {
        return again;
      }
    }
    return outcome;
  }

  private Object checkAsWritten(String sql) {
    try {
      if (sql == null || sql.isBlank()) {
        throw new Refusal(Rule.UNPARSEABLE, "the statement is empty");
      }
      if (sql.length() > policy.maxSqlLength()) {
        throw new Refusal(Rule.TOO_LONG, "the statement has " + sql.length()
            + " characters; the limit is " + policy.maxSqlLength());
      }
      Spellings.Normalized text = normalized(sql);
      StatementShape shape = StatementShape.of(text.text, tenant == null ? null : tenant.value());
      Admission known = shape == null ? null : fromTemplate(shape, text.questionOperators);
      return known != null ? known : admission(text.text, shape, text.questionOperators);
    } catch (Refusal r) {
      return r;
    } catch (StackOverflowError e) {
      return new Refusal(Rule.UNSUPPORTED, "the statement is nested too deeply to check");
    } catch (RuntimeException e) {
      return new Refusal(Rule.UNSUPPORTED, "the statement could not be checked ("
          + e.getClass().getSimpleName() + ")");
    }
  }

  /**
   * The text as the gate parses it (see {@link Spellings}). Text with an invalid Unicode escape
   * is a syntax error, unless it is plainly no query, which is refused as such.
   */
  private Spellings.Normalized normalized(String sql) {
    try {
      return Spellings.of(sql, tables);
    } catch (Refusal r) {
      Refusal kind = SqlParsing.unparseable(sql);
      throw kind.rule() == Rule.UNPARSEABLE ? r : kind;
    }
  }

  /**
   * The admission of a statement whose shape the gate has admitted before: the learnt final SQL
   * with this statement's literals. When the client escaped no {@code ?} operator as {@code ??}
   * and that text tokenises as the validated one but for plain literals, it is admitted as the
   * learnt one was; otherwise it is parsed and validated as every final SQL is. Null when there is
   * no template, the filled-in text does not validate or holds fewer {@code ?} operators than the
   * client escaped as {@code ??} (the shape does not tell {@code ??} from {@code ?}); the
   * statement is then checked in full.
   */
  private Admission fromTemplate(StatementShape shape, int escapedOperators) {
    AdmissionTemplate template = caches.templates().getIfPresent(key(shape.key()));
    if (template == null) {
      return null;
    }
    Admission learnt = template.learnt();
    String[] literals = shape.literals();
    String finalSql = template.fill(literals);
    if (escapedOperators == 0 && template.tokenisesAsLearnt(finalSql, literals)) {
      metrics.onShapeReused(true);
      return new Admission(finalSql, learnt.clientCount, learnt.clientOf, learnt.tenantOf,
          learnt.rewritten, learnt.filterPresent, learnt.bindKinds);
    }
    try {
      FinalSqlValidator.Validated v = validator.validate(finalSql, learnt.clientOf.length);
      if (!sameRestrictions(v.restricted, learnt.tenantOf)
          || v.questionOperators < escapedOperators) {
        return null;
      }
      metrics.onShapeReused(false);
      Admission admission = new Admission(finalSql, learnt.clientCount, learnt.clientOf,
          v.restricted, learnt.rewritten, learnt.filterPresent, v.bindKinds);
      if (!template.splices()) {
        relearn(shape, admission, v.parsed);
      }
      return admission;
    } catch (RuntimeException | StackOverflowError e) {
      return null;
    }
  }

  /**
   * Replaces a template that cannot skip the parse (it was learnt from literals that are not
   * plain) by one learnt from this validated statement of the same shape, when that one can.
   */
  private void relearn(StatementShape shape, Admission admission, ParsedText parsed) {
    List<Token> tokens = finalTokens(admission, parsed);
    AdmissionTemplate template = tokens == null ? null : AdmissionTemplate.learn(shape, admission,
        tokens, tenant == null ? null : tenant.value(), tree(parsed));
    if (template != null && template.splices()) {
      caches.templates().put(key(shape.key()), template);
    }
  }

  /** The query of a validated final SQL's parse. */
  private static Select tree(ParsedText parsed) {
    return PolicyInspector.singleQuery(parsed.statements());
  }

  /**
   * The tokens of an admitted final SQL as written: the parse read pgjdbc's {@code ??} escapes
   * there as single operators.
   */
  private static List<Token> finalTokens(Admission admission, ParsedText parsed) {
    return admission.sql.contains("??") ? SqlParsing.tokenList(admission.sql) : parsed.tokens();
  }

  private static boolean sameRestrictions(TenantTables.TenantColumn[] found,
      TenantTables.TenantColumn[] expected) {
    if (found.length != expected.length) {
      return false;
    }
    for (int i = 0; i < found.length; i++) {
      if ((found[i] == null) != (expected[i] == null)
          || (found[i] != null && !found[i].typeKey().equals(expected[i].typeKey()))) {
        return false;
      }
    }
    return true;
  }

  private List<String> searchPath() {
    return tables == null ? List.of() : tables.searchPath();
  }

  /** Checks the statement in full and, when it is admitted, learns its shape's template. */
  private Admission admission(String sql, StatementShape shape, int escapedOperators) {
    Select select = PolicyInspector.singleQuery(
        SqlParsing.parse(sql, shape == null ? null : shape.tokens(), policy).statements());
    if (shape != null) {
      shape.checkComments();
    } else {
      SqlParsing.checkComments(sql);
    }
    List<String> searchPath = searchPath();

    PolicyInspector inspector = new PolicyInspector(policy, searchPath, validator.allowlist(),
        validator.systemRelations());
    FilterPresence presence = tenant == null ? null
        : new FilterPresence(tables, tenant.value());
    TenantRewriter rewriter = tenant == null ? null : new TenantRewriter(tables, policy);
    QuestionOperators operators = new QuestionOperators(QuestionOperators.supported(tables));
    TreeWalker.walk(select, Listeners.of(inspector, presence, rewriter, operators));
    Map<JdbcParameter, JdbcParameter> copies = rewriter == null ? Map.of()
        : FencePushdown.apply(rewriter.fenced(), tables);
    if (rewriter != null && InertQuery.unfenceable(select, tables)) {
      rewriter.unfence();
    } else if (rewriter != null && rewriter.fenced().size() > 1) {
      rewriter.unfence(CorrelatedSubqueries.unfenceable(select, tables));
    }
    if (operators.questionMarks() < escapedOperators) {
      throw new Refusal(Rule.PARAMETERS, "?? is pgjdbc's spelling of the operator ?, but here it"
          + " stands where no operator can");
    }

    boolean filterPresent = presence == null || presence.missing().isEmpty();
    if (tenant != null && tenant.policy() == TenantPolicy.REJECT && !filterPresent) {
      throw new Refusal(Rule.TENANT_FILTER_MISSING, "policy reject requires every tenant table"
          + " reference to be filtered where it is introduced (WHERE alias." + tenant.column()
          + " = " + tenant.value() + "); missing on " + String.join(", ", presence.missing()));
    }

    List<JdbcParameter> client = inspector.parameters();
    List<JdbcParameter> injected = rewriter == null ? List.of() : rewriter.parameters();
    checkClientNumbering(client);
    int[] clientOf = new int[client.size() + injected.size() + copies.size()];
    TenantTables.TenantColumn[] tenantOf = new TenantTables.TenantColumn[clientOf.length];
    String finalSql = render(select, client, injected, copies, clientOf, tenantOf, rewriter);
    FinalSqlValidator.Validated validated = validator.validate(finalSql, clientOf.length);
    TenantTables.TenantColumn[] restricted = validated.restricted;
    for (int i = 0; i < clientOf.length; i++) {
      boolean tenantPosition = client.isEmpty() || clientOf[i] < 0;
      if (tenantPosition != (restricted[i] != null) || (tenantOf[i] != null
          && !tenantOf[i].typeKey().equals(restricted[i].typeKey()))) {
        throw new Refusal(Rule.TENANT_VALIDATION,
            "the tenant restrictions do not use exactly the tenant parameters");
      }
    }
    Admission admission = new Admission(finalSql, client.size(), clientOf, restricted,
        !injected.isEmpty(), filterPresent, validated.bindKinds);
    learn(shape, admission, validated.parsed);
    return admission;
  }

  /**
   * Learns the shape's template from an admitted statement, matching the tokens of its final
   * SQL as written: the parse read pgjdbc's {@code ??} escapes there as single operators. When
   * the statement's literals
   * repeat, the template is learnt from a text of the same shape with distinct markers for
   * literals instead, checked in full (never run); if that text is refused, the shape stays
   * unlearnt and its statements are checked in full.
   */
  private void learn(StatementShape shape, Admission admission, ParsedText parsed) {
    if (shape == null) {
      return;
    }
    String tenantValue = tenant == null ? null : tenant.value();
    List<Token> tokens = finalTokens(admission, parsed);
    AdmissionTemplate template = tokens == null ? null
        : AdmissionTemplate.learn(shape, admission, tokens, tenantValue, tree(parsed));
    if (template != null) {
      caches.templates().put(key(shape.key()), template);
      return;
    }
    String marked = shape.withDistinctLiterals(tenantValue);
    if (marked != null) {
      try {
        admission(marked, StatementShape.of(marked, tenantValue), 0);
      } catch (RuntimeException | StackOverflowError e) {
        return;
      }
    }
  }

  private static void checkClientNumbering(List<JdbcParameter> client) {
    Set<Integer> seen = new HashSet<>();
    for (JdbcParameter p : client) {
      Integer i = p.getIndex();
      if (i == null || i < 1 || i > client.size() || !seen.add(i)) {
        throw new Refusal(Rule.PARAMETERS, "the statement's parameters cannot be numbered");
      }
    }
  }

  /**
   * Renders the tree as the final SQL. Without client parameters every parameter is a tenant
   * parameter, and {@link #validate} finds them; otherwise the tree is first rendered with
   * every parameter numbered (client parameters by their position in the client's text, tenant
   * parameters after them) to learn the rendering's parameter order, then plain. A copy of a
   * client parameter (see {@link FencePushdown}) is numbered as its original, so that both
   * positions bind the client's one value.
   */
  private static String render(Select select, List<JdbcParameter> client,
      List<JdbcParameter> injected, Map<JdbcParameter, JdbcParameter> copies, int[] clientOf,
      TenantTables.TenantColumn[] tenantOf, TenantRewriter rewriter) {
    int n = client.size();
    if (n == 0) {
      Arrays.fill(clientOf, -1);
      return select.toString();
    }
    for (JdbcParameter p : client) {
      p.setUseFixedIndex(true);
    }
    for (int k = 0; k < injected.size(); k++) {
      injected.get(k).setIndex(n + k + 1);
      injected.get(k).setUseFixedIndex(true);
    }
    Map<Integer, Integer> expected = new HashMap<>();
    for (int k = 1; k <= n + injected.size(); k++) {
      expected.put(k, 1);
    }
    copies.forEach((copy, original) -> {
      copy.setIndex(original.getIndex());
      copy.setUseFixedIndex(true);
      expected.merge(original.getIndex(), 1, Integer::sum);
    });
    List<Integer> order = SqlParsing.numberedParameters(select.toString());
    for (JdbcParameter p : client) {
      p.setUseFixedIndex(false);
    }
    for (JdbcParameter p : injected) {
      p.setUseFixedIndex(false);
    }
    for (JdbcParameter p : copies.keySet()) {
      p.setUseFixedIndex(false);
    }
    Map<Integer, Integer> found = new HashMap<>();
    for (Integer number : order) {
      found.merge(number, 1, Integer::sum);
    }
    if (order.size() != clientOf.length || !found.equals(expected)) {
      throw new Refusal(Rule.TENANT_VALIDATION, "rendering the statement lost a parameter");
    }
    for (int i = 0; i < order.size(); i++) {
      int number = order.get(i);
      if (number < 1 || number > n + injected.size()) {
        throw new Refusal(Rule.TENANT_VALIDATION, "rendering the statement lost a parameter");
      }
      if (number <= n) {
        clientOf[i] = number - 1;
      } else {
        clientOf[i] = -1;
        tenantOf[i] = rewriter.columns().get(number - n - 1);
      }
    }
    return select.toString();
  }
}
