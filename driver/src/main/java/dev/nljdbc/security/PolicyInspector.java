package dev.nljdbc.security;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.expression.AnalyticExpression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.JdbcNamedParameter;
import net.sf.jsqlparser.expression.JdbcParameter;
import net.sf.jsqlparser.expression.JsonTableFunction;
import net.sf.jsqlparser.expression.LambdaExpression;
import net.sf.jsqlparser.expression.MethodCallExpression;
import net.sf.jsqlparser.expression.NextValExpression;
import net.sf.jsqlparser.expression.OracleHint;
import net.sf.jsqlparser.expression.RawFunction;
import net.sf.jsqlparser.expression.StringValue;
import net.sf.jsqlparser.expression.UserVariable;
import net.sf.jsqlparser.expression.VariableAssignment;
import net.sf.jsqlparser.expression.XmlTableFunction;
import net.sf.jsqlparser.expression.operators.relational.NamedExpressionList;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.Statements;
import net.sf.jsqlparser.statement.UnsupportedStatement;
import net.sf.jsqlparser.statement.delete.Delete;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.merge.Merge;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.Pivot;
import net.sf.jsqlparser.statement.select.PivotXml;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SetOperationList;
import net.sf.jsqlparser.statement.select.TableFunction;
import net.sf.jsqlparser.statement.select.UnPivot;
import net.sf.jsqlparser.statement.select.Values;
import net.sf.jsqlparser.statement.select.WithFunctionDeclaration;
import net.sf.jsqlparser.statement.update.Update;
import net.sf.jsqlparser.statement.upsert.Upsert;

/**
 * The read-only policy, applied to every node of the tree: statement kinds, SELECT INTO,
 * locking reads, denied functions and relations, parameter styles and literals that databases
 * could tokenise differently. It also collects the client's {@code ?} parameters in walk order.
 *
 * <p>On literals: the gate sends its own rendering of the tree, never the client's text, so
 * comments and executable comments ({@code /*! ... *}{@code /}) never reach the target. What does
 * reach it verbatim is the text of literals and quoted names. A literal holding a backslash next
 * to a quote character ends in one place for PostgreSQL and in another for MariaDB (which treats
 * backslash as an escape), and dollar-quoted or prefixed strings are strings to one database and
 * identifiers to another; such text could hide a table reference from the gate, so it is refused.
 */
final class PolicyInspector implements TreeWalker.Listener {
  private static final Set<String> STRING_PREFIXES = Set.of("N", "X", "B", "E");

  /**
   * Keywords that make the target read a relation. JSqlParser keeps some of them as plain words
   * ({@code ARRAY(TABLE orders)} is a function with an "extra keyword", {@code (TABLE orders)}
   * in FROM a table named TABLE) and renders them back, where PostgreSQL reads a subquery.
   */
  private static final Set<String> RELATION_KEYWORDS = Set.of("TABLE", "SELECT", "FROM");

  private final SecurityPolicy policy;
  private final List<String> searchPath;
  private final FunctionAllowlist allowlist;
  private final SystemRelations systemRelations;
  private final List<JdbcParameter> parameters = new ArrayList<>();
  private final SyntaxCalls syntaxCalls;

  /**
   * @param allowlist the functions a tenant's SQL may call, or null without a tenant (then only
   *     the policy's denied functions are refused)
   * @param systemRelations the system relations a tenant's SQL may read, or null without a
   *     tenant (then only the policy's denied relations are refused, and server variables may
   *     be read)
   */
  PolicyInspector(SecurityPolicy policy, List<String> searchPath, FunctionAllowlist allowlist,
      SystemRelations systemRelations) {
    this.policy = policy;
    this.searchPath = searchPath;
    this.allowlist = allowlist;
    this.systemRelations = systemRelations;
    this.syntaxCalls = new SyntaxCalls(allowlist != null && allowlist.readsSyntaxCalls());
  }

  /** The client's parameters in walk order. */
  List<JdbcParameter> parameters() {
    return parameters;
  }

  /** Whether the node is a query form the gate checks and rewrites. */
  static boolean isQuery(Object node) {
    return node instanceof PlainSelect || node instanceof SetOperationList
        || node instanceof ParenthesedSelect || node instanceof Values;
  }

  /** The one statement of the text, which must be a query form; refuses anything else. */
  static Select singleQuery(Statements statements) {
    if (statements.size() != 1) {
      throw new Refusal(statements.isEmpty() ? Rule.UNPARSEABLE : Rule.SINGLE_STATEMENT,
          statements.isEmpty() ? "the statement is empty"
              : "exactly one statement per execution is allowed, not " + statements.size());
    }
    Statement s = statements.get(0);
    if (!PolicyInspector.isQuery(s)) {
      throw PolicyInspector.notAQuery(s, false);
    }
    return (Select) s;
  }

  /** The refusal for a statement that is not a query form the gate accepts. */
  static Refusal notAQuery(Object statement, boolean nested) {
    String kind = kindOf(statement);
    if (statement instanceof Insert || statement instanceof Update
        || statement instanceof Delete || statement instanceof Merge
        || statement instanceof Upsert) {
      return new Refusal(Rule.READ_ONLY, kind + " is a write"
          + (nested ? ", also inside WITH or a subquery" : "") + "; only read-only queries may run");
    }
    if (statement instanceof Select) {
      return new Refusal(Rule.UNSUPPORTED, kind + " queries are not supported; write them as SELECT");
    }
    if (statement instanceof UnsupportedStatement) {
      return new Refusal(Rule.READ_ONLY, "the text is not a read-only query");
    }
    return new Refusal(Rule.READ_ONLY, kind + " statements are not read-only queries");
  }

  @Override
  public void enter(Object node, TreeWalker.Context ctx) {
    if (node instanceof Statement && !isQuery(node)) {
      throw notAQuery(node, true);
    }
    if (node instanceof Select select) {
      checkLocking(select);
    }
    syntaxCalls.note(node);
    if (node instanceof PlainSelect ps) {
      if ((ps.getIntoTables() != null && !ps.getIntoTables().isEmpty())
          || ps.getIntoTempTable() != null || ps.getMySqlSelectIntoClause() != null) {
        throw new Refusal(Rule.SELECT_INTO,
            "SELECT ... INTO creates tables or writes files and variables");
      }
      ps.setOracleHint(null);
    } else if (node instanceof Function call && !(node instanceof TableFunction)
        && !(node instanceof XmlTableFunction) && !(node instanceof JsonTableFunction)) {
      if (call.getExtraKeyword() != null && !xmlKeyword(call)) {
        throw new Refusal(Rule.UNSUPPORTED, "function arguments introduced by "
            + call.getExtraKeyword() + " are not supported");
      }
      if (!syntaxCalls.isSyntax(call)) {
        checkFunction(call.getMultipartName(), node instanceof RawFunction);
      }
    } else if (node instanceof AnalyticExpression analyticExpression) {
      checkFunction(List.of(nonNull(analyticExpression.getName())), false);
    } else if ((node instanceof MethodCallExpression || node instanceof LambdaExpression)
        && allowlist != null && !allowlist.allowsEverything()) {
      throw new Refusal(Rule.UNLISTED_FUNCTION, "method calls and lambdas are not supported"
          + " with a tenant configured");
    } else if (node instanceof NextValExpression) {
      throw new Refusal(Rule.DENIED_FUNCTION, "NEXT VALUE FOR advances a sequence");
    } else if (node instanceof VariableAssignment) {
      throw new Refusal(Rule.READ_ONLY, "assigning variables changes session state");
    } else if (node instanceof UserVariable variable && variable.isDoubleAdd()
        && systemRelations != null) {
      throw new Refusal(Rule.SYSTEM_VARIABLE, "@@" + variable.getName() + " is a server or"
          + " session variable; with a tenant configured they are not readable");
    } else if (node instanceof JdbcNamedParameter jdbcNamedParameter) {
      throw new Refusal(Rule.PARAMETERS, "named parameters such as :"
          + jdbcNamedParameter.getName() + " are not supported; use ?");
    } else if (node instanceof JdbcParameter p) {
      if (p.isUseFixedIndex() || !"?".equals(p.getParameterCharacter())) {
        throw new Refusal(Rule.PARAMETERS,
            "numbered parameters such as " + p + " are not supported; use ?");
      }
      parameters.add(p);
    } else if (node instanceof StringValue literal) {
      checkStringValue(literal);
    } else if (node instanceof OracleHint) {
      throw new Refusal(Rule.UNSUPPORTED, "optimizer hints are only accepted after SELECT");
    } else if (node instanceof WithFunctionDeclaration) {
      throw new Refusal(Rule.UNSUPPORTED, "functions declared in WITH are not supported");
    } else if (node instanceof Pivot || node instanceof UnPivot || node instanceof PivotXml) {
      throw new Refusal(Rule.UNSUPPORTED, "PIVOT and UNPIVOT are not supported");
    } else if (node instanceof Table relation && !ctx.qualifier) {
      checkRelation(relation, ctx);
    }
  }

  @Override
  public void string(Object owner, String value, TreeWalker.Context ctx) {
    checkText(value);
    boolean separator = owner instanceof NamedExpressionList
        && "FROM".equalsIgnoreCase(value.trim());
    if (!(owner instanceof StringValue) && !separator
        && RELATION_KEYWORDS.contains(value.trim().toUpperCase(Locale.ROOT))) {
      throw new Refusal(Rule.UNSUPPORTED, "the keyword " + value.trim()
          + " appears where the parser read a name; the database would read it as SQL");
    }
  }

  private static void checkLocking(Select s) {
    if (s.getForMode() != null || (s.getForUpdateTables() != null
        && !s.getForUpdateTables().isEmpty()) || s.isSkipLocked() || s.isNoWait()
        || s.getWait() != null) {
      String mode = s.getForMode() == null ? "UPDATE" : s.getForMode().toString();
      throw new Refusal(Rule.LOCKING_READ, "FOR " + mode + " takes row locks; only plain reads may run");
    }
  }

  /**
   * Whether the function's extra keyword is one of SQL/XML's own, which introduces a name or a
   * document and never a relation: {@code xmlelement(NAME x, ...)}, {@code xmlpi(NAME x)},
   * {@code xmlparse(DOCUMENT ...)}, {@code xmlparse(CONTENT ...)}.
   */
  private static boolean xmlKeyword(Function f) {
    List<String> parts = f.getMultipartName();
    if (parts == null || parts.size() != 1 || parts.get(0) == null) {
      return false;
    }
    String name = parts.get(0).toLowerCase(Locale.ROOT);
    String keyword = f.getExtraKeyword().trim().toUpperCase(Locale.ROOT);
    return ("NAME".equals(keyword) && ("xmlelement".equals(name) || "xmlpi".equals(name)))
        || (("DOCUMENT".equals(keyword) || "CONTENT".equals(keyword)) && "xmlparse".equals(name));
  }

  private void checkFunction(List<String> nameParts, boolean raw) {
    boolean unnamed = nameParts == null || nameParts.isEmpty();
    for (int i = 0; !unnamed && i < nameParts.size(); i++) {
      unnamed = nameParts.get(i) == null;
    }
    if (unnamed) {
      throw new Refusal(Rule.UNSUPPORTED, "a function call without a name cannot be checked");
    }
    if (raw) {
      throw new Refusal(Rule.UNSUPPORTED, "functions with unparsed arguments are not supported");
    }
    String pattern = policy.deniedFunction(nameParts);
    if (pattern != null) {
      String name = Identifiers.normalize(nameParts.get(nameParts.size() - 1));
      throw new Refusal(Rule.DENIED_FUNCTION, name + "() is denied (pattern " + pattern
          + "): functions that sleep, lock, touch files or large objects, reach other servers,"
          + " change settings or run SQL text are not allowed");
    }
    if (allowlist != null && !allowlist.allows(nameParts)) {
      throw new Refusal(Rule.UNLISTED_FUNCTION, String.join(".", nameParts) + "() is not on the"
          + " function allowlist: with a tenant configured only functions that compute from"
          + " their arguments may run, not those that read relations, SQL text, files, settings"
          + " or other sessions (see security.allowFunctions)");
    }
  }

  private void checkRelation(Table t, TreeWalker.Context ctx) {
    if (t.getNameParts().size() == 1 && "TABLE".equalsIgnoreCase(t.getName())) {
      throw new Refusal(Rule.UNSUPPORTED, "TABLE queries are not supported; write them as SELECT");
    }
    for (String part : t.getNameParts()) {
      if (part != null && part.indexOf('@') >= 0 && !Identifiers.isQuoted(part)) {
        throw new Refusal(Rule.UNSUPPORTED, "database links are not supported");
      }
    }
    String pattern = policy.deniedRelation(t.getSchemaName(), t.getName(), searchPath);
    if (pattern != null) {
      throw new Refusal(Rule.DENIED_RELATION, t.getFullyQualifiedName() + " is denied (pattern "
          + pattern + "): catalogues holding credentials, other sessions' activity or column"
          + " statistics are not allowed");
    }
    if (systemRelations != null) {
      systemRelations.check(t, ctx.scope);
    }
  }

  private static void checkStringValue(StringValue s) {
    if (!"'".equals(s.getQuoteStr())) {
      throw new Refusal(Rule.AMBIGUOUS_LITERAL,
          "dollar-quoted and other non-standard strings are not supported; use '...'");
    }
    String prefix = s.getPrefix();
    if (prefix != null && !STRING_PREFIXES.contains(prefix.toUpperCase(Locale.ROOT))) {
      throw new Refusal(Rule.AMBIGUOUS_LITERAL, "strings prefixed " + prefix + " are not supported");
    }
  }

  /**
   * Refuses text that the target could tokenise differently from JSqlParser: a backslash in a
   * literal or quoted name that also holds a quote character or ends with the backslash.
   */
  static void checkText(String value) {
    if (value.indexOf('\u0000') >= 0) {
      throw new Refusal(Rule.AMBIGUOUS_LITERAL, "NUL characters are not allowed");
    }
    if (value.indexOf('\\') < 0) {
      return;
    }
    boolean quote = value.indexOf('\'') >= 0 || value.indexOf('"') >= 0
        || value.indexOf('`') >= 0;
    if (quote || value.endsWith("\\")) {
      throw new Refusal(Rule.AMBIGUOUS_LITERAL, "a backslash next to quotes reads differently in"
          + " PostgreSQL and MariaDB; write quotes inside strings as ''");
    }
  }

  private static String kindOf(Object statement) {
    String simple = statement.getClass().getSimpleName();
    if (simple.startsWith("Parenthesed")) {
      simple = simple.substring("Parenthesed".length());
    }
    if (simple.endsWith("Statement") && simple.length() > "Statement".length()) {
      simple = simple.substring(0, simple.length() - "Statement".length());
    }
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < simple.length(); i++) {
      char c = simple.charAt(i);
      if (i > 0 && Character.isUpperCase(c)) {
        b.append(' ');
      }
      b.append(Character.toUpperCase(c));
    }
    return b.toString();
  }

  private static String nonNull(String s) {
    return s == null ? "" : s;
  }
}
