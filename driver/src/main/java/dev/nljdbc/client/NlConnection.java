package dev.nljdbc.client;

import java.util.Map;
import java.util.Properties;
import org.apache.calcite.avatica.AvaticaConnection;
import org.apache.calcite.avatica.AvaticaFactory;
import org.apache.calcite.avatica.Meta;
import org.apache.calcite.avatica.UnregisteredDriver;

/** A connection to an nljdbc server. */
final class NlConnection extends AvaticaConnection {
  private volatile Map<Meta.DatabaseProperty, Object> databaseProperties;
  private volatile Map<String, String> identifierRules;

  NlConnection(UnregisteredDriver driver, AvaticaFactory factory, String url, Properties info) {
    super(driver, factory, url, info);
  }

  /** What the target database says of itself, asked once per connection. */
  Map<Meta.DatabaseProperty, Object> databaseProperties() {
    Map<Meta.DatabaseProperty, Object> props = databaseProperties;
    if (props == null) {
      props = meta.getDatabaseProperties(handle);
      databaseProperties = props;
    }
    return props;
  }

  /** The target's identifier case rules and quote string, asked once per connection. */
  Map<String, String> identifierRules() {
    return identifierRules;
  }

  void identifierRules(Map<String, String> rules) {
    identifierRules = rules;
  }
}
