package dev.nljdbc.meta;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nljdbc.error.SqlState;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Catalog calls that the Avatica protocol does not carry (primary, imported and exported keys,
 * cross references, indexes, privileges, best row identifiers, version columns, user-defined
 * types, client info properties) travel from nljdbc's client as a statement of the form
 * {@code /catalog <operation> <JSON array of arguments>}, answered from the target.
 */
public enum CatalogCommand {
  PRIMARY_KEYS("primaryKeys", 3) {
    @Override
    MetadataQueries.Call call(List<Object> a, String user) {
      return md -> md.getPrimaryKeys(s(a, 0), s(a, 1), s(a, 2));
    }
  },
  IMPORTED_KEYS("importedKeys", 3) {
    @Override
    MetadataQueries.Call call(List<Object> a, String user) {
      return md -> md.getImportedKeys(s(a, 0), s(a, 1), s(a, 2));
    }
  },
  EXPORTED_KEYS("exportedKeys", 3) {
    @Override
    MetadataQueries.Call call(List<Object> a, String user) {
      return md -> md.getExportedKeys(s(a, 0), s(a, 1), s(a, 2));
    }
  },
  CROSS_REFERENCE("crossReference", 6) {
    @Override
    MetadataQueries.Call call(List<Object> a, String user) {
      return md -> md.getCrossReference(s(a, 0), s(a, 1), s(a, 2), s(a, 3), s(a, 4), s(a, 5));
    }
  },
  INDEX_INFO("indexInfo", 5) {
    @Override
    MetadataQueries.Call call(List<Object> a, String user) {
      return md -> md.getIndexInfo(s(a, 0), s(a, 1), s(a, 2), b(a, 3), b(a, 4));
    }
  },
  TABLE_PRIVILEGES("tablePrivileges", 3) {
    @Override
    MetadataQueries.Call call(List<Object> a, String user) {
      return md -> md.getTablePrivileges(s(a, 0), s(a, 1), s(a, 2));
    }
  },
  COLUMN_PRIVILEGES("columnPrivileges", 4) {
    @Override
    MetadataQueries.Call call(List<Object> a, String user) {
      return md -> md.getColumnPrivileges(s(a, 0), s(a, 1), s(a, 2), s(a, 3));
    }
  },
  BEST_ROW_IDENTIFIER("bestRowIdentifier", 5) {
    @Override
    MetadataQueries.Call call(List<Object> a, String user) {
      return md -> md.getBestRowIdentifier(s(a, 0), s(a, 1), s(a, 2), i(a, 3), b(a, 4));
    }
  },
  VERSION_COLUMNS("versionColumns", 3) {
    @Override
    MetadataQueries.Call call(List<Object> a, String user) {
      return md -> md.getVersionColumns(s(a, 0), s(a, 1), s(a, 2));
    }
  },
  UDTS("udts", 4) {
    @Override
    MetadataQueries.Call call(List<Object> a, String user) {
      return md -> md.getUDTs(s(a, 0), s(a, 1), s(a, 2), ints(a, 3));
    }
  },
  CLIENT_INFO_PROPERTIES("clientInfoProperties", 0) {
    @Override
    MetadataQueries.Call call(List<Object> a, String user) {
      return md -> md.getClientInfoProperties();
    }
  },
  /**
   * The target's identifier case rules, quote string, terms and user name: one
   * {@code NAME, VALUE} row each.
   */
  IDENTIFIERS("identifiers", 0) {
    @Override
    MetadataQueries.Call call(List<Object> a, String user) {
      return md -> IdentifierRules.of(md, user);
    }
  };

  /** The statement prefix of a catalog call. */
  public static final String PREFIX = "/catalog ";
  private static final ObjectMapper JSON = new ObjectMapper();

  private final String operation;
  private final int arity;

  CatalogCommand(String operation, int arity) {
    this.operation = operation;
    this.arity = arity;
  }

  abstract MetadataQueries.Call call(List<Object> arguments, String user);

  /** The statement text that carries this call with its arguments. */
  public String statement(Object... arguments) {
    try {
      return PREFIX + operation + " " + JSON.writeValueAsString(Arrays.asList(arguments));
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException(e);
    }
  }

  /** Whether the text is a catalog call. */
  static boolean matches(String text) {
    return text.regionMatches(true, 0, PREFIX, 0, PREFIX.length());
  }

  /**
   * Parses a catalog call's text into the call to run on the target.
   *
   * @param user the user the client signed in as, or null on a server without users
   */
  static MetadataQueries.Call parse(String text, String user) throws SQLException {
    String rest = text.substring(PREFIX.length()).strip();
    int space = rest.indexOf(' ');
    String op = (space < 0 ? rest : rest.substring(0, space)).toLowerCase(Locale.ROOT);
    for (CatalogCommand c : values()) {
      if (c.operation.toLowerCase(Locale.ROOT).equals(op)) {
        try {
          List<Object> args = space < 0 ? List.of()
              : Arrays.asList(JSON.readValue(rest.substring(space + 1), Object[].class));
          if (args.size() != c.arity) {
            throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(
                "/catalog " + c.operation + " takes " + c.arity + " arguments");
          }
          return c.call(args, user);
        } catch (JsonProcessingException e) {
          throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(
              "/catalog arguments must be a JSON array", e);
        }
      }
    }
    throw SqlState.SYNTAX_ERROR_OR_ACCESS_RULE_VIOLATION.exception(
        "unknown catalog operation '" + op + "'");
  }

  private static String s(List<Object> a, int i) {
    Object v = a.get(i);
    return v == null || v.toString().isEmpty() ? null : v.toString();
  }

  private static boolean b(List<Object> a, int i) {
    return Boolean.TRUE.equals(a.get(i));
  }

  private static int i(List<Object> a, int i) {
    return a.get(i) instanceof Number n ? n.intValue() : 0;
  }

  private static int[] ints(List<Object> a, int i) {
    if (!(a.get(i) instanceof List<?> list)) {
      return null;
    }
    return list.stream().mapToInt(v -> v instanceof Number n ? n.intValue() : 0).toArray();
  }
}
