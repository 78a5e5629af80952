package dev.nljdbc.security;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.parser.Token;
import net.sf.jsqlparser.statement.select.Select;

/**
 * The gate's second, independent check of a final SQL (story 3, AC4): the text is parsed again
 * and every rule is checked again on that parse, the policy's ({@link PolicyInspector}) and the
 * tenant restrictions' ({@link TenantValidator}); the rendering must be stable and the parameters
 * exactly those expected. Any failure is a {@link Rule#TENANT_VALIDATION} refusal.
 */
final class FinalSqlValidator {
  private final SecurityPolicy policy;
  private final TenantTables tables;
  private final List<String> searchPath;
  private final boolean tenantScoped;
  private final FunctionAllowlist allowlist;
  private final SystemRelations systemRelations;

  /**
   * @param tables the catalogue, or null without one
   * @param tenantScoped whether the gate has a tenant, whose restrictions are then required
   */
  FinalSqlValidator(SecurityPolicy policy, TenantTables tables, boolean tenantScoped) {
    this.policy = policy;
    this.tables = tables;
    this.searchPath = tables == null ? List.of() : tables.searchPath();
    this.tenantScoped = tenantScoped;
    this.allowlist = tenantScoped ? FunctionAllowlist.of(tables.dialect(), policy.allowedFunctions())
        : null;
    this.systemRelations = tenantScoped ? SystemRelations.of(tables) : null;
  }

  /** The functions a tenant may call, or null without a tenant. */
  FunctionAllowlist allowlist() {
    return allowlist;
  }

  /** The system relations a tenant may read, or null without a tenant. */
  SystemRelations systemRelations() {
    return systemRelations;
  }

  /**
   * Parses the final SQL again and checks it again, independently of the rewrite.
   *
   * @param parameters how many parameters the final SQL must have
   * @return the parse, and per parameter position the tenant column its restriction compares
   *     (null for a position that is no tenant restriction)
   */
  Validated validate(String finalSql, int parameters) {
    ParsedText again;
    Spellings.Normalized text;
    try {
      text = Spellings.of(finalSql, tables);
      again = SqlParsing.parse(text.text, policy);
    } catch (Refusal r) {
      throw new Refusal(Rule.TENANT_VALIDATION, "the final SQL does not parse", r.cacheable());
    }
    Select select = PolicyInspector.singleQuery(again.statements());
    PolicyInspector inspector = new PolicyInspector(policy, searchPath, allowlist, systemRelations);
    TenantValidator validator = tenantScoped ? new TenantValidator(tables, policy,
        InertQuery.unfenceable(select, tables), CorrelatedSubqueries.lazily(select, tables))
        : null;
    QuestionOperators operators = new QuestionOperators(QuestionOperators.supported(tables));
    TreeWalker.walk(select, Listeners.of(inspector, validator, operators));
    List<Token> tokens = again.tokens();
    TargetLexicon.check(tokens != null ? tokens : SqlParsing.tokenList(text.text),
        tables == null ? null : tables.dialect());
    if (!select.toString().equals(finalSql)) {
      throw new Refusal(Rule.TENANT_VALIDATION, "the final SQL does not render stably");
    }
    int marks = again.count(SqlParsing.QUESTION_MARK);
    if (marks < 0) {
      marks = SqlParsing.countParameters(text.text);
    }
    marks -= text.questionOperators;
    if (inspector.parameters().size() != parameters || marks != parameters) {
      throw new Refusal(Rule.TENANT_VALIDATION, "the final SQL has an unexpected parameter count");
    }
    TenantTables.TenantColumn[] restricted = new TenantTables.TenantColumn[parameters];
    if (validator != null) {
      List<Integer> found = validator.restrictionParameters();
      List<TenantTables.TenantColumn> columns = validator.restrictionColumns();
      for (int k = 0; k < found.size(); k++) {
        Integer position = found.get(k);
        if (position == null || position < 1 || position > parameters
            || restricted[position - 1] != null || columns.get(k) == null) {
          throw new Refusal(Rule.TENANT_VALIDATION,
              "the tenant restrictions do not use exactly the tenant parameters");
        }
        restricted[position - 1] = columns.get(k);
      }
    }
    Map<Integer, Set<BindKind>> kinds = new HashMap<>();
    if (validator != null) {
      validator.bindKinds().forEach((position, allowed) -> {
        if (position == null || position < 1 || position > parameters
            || restricted[position - 1] != null) {
          throw new Refusal(Rule.TENANT_VALIDATION,
              "a condition inside the tenant filter uses a tenant parameter");
        }
        kinds.put(position - 1, allowed);
      });
    }
    return new Validated(again, restricted, operators.questionMarks(), kinds);
  }

  /** What {@link #validate} found in the final SQL. */
  static final class Validated {
    final ParsedText parsed;
    final TenantTables.TenantColumn[] restricted;
    /** How many {@code ?} operators (not parameters) the final SQL holds. */
    final int questionOperators;
    /** Per 0-based position compared inside a fence: the kinds it may be bound as. */
    final Map<Integer, Set<BindKind>> bindKinds;

    Validated(ParsedText parsed, TenantTables.TenantColumn[] restricted, int questionOperators,
        Map<Integer, Set<BindKind>> bindKinds) {
      this.parsed = parsed;
      this.restricted = restricted;
      this.questionOperators = questionOperators;
      this.bindKinds = bindKinds;
    }
  }
}
