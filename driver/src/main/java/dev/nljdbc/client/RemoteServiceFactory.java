package dev.nljdbc.client;

import dev.nljdbc.error.UrlMask;
import java.net.MalformedURLException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import org.apache.calcite.avatica.AvaticaConnection;
import org.apache.calcite.avatica.ConnectionConfig;
import org.apache.calcite.avatica.remote.AvaticaHttpClient;
import org.apache.calcite.avatica.remote.RemoteProtobufService;
import org.apache.calcite.avatica.remote.Service;

/** Connects a remote client to an Avatica server over HTTP, with the server's message names. */
public final class RemoteServiceFactory implements Service.Factory {
  @Override
  public Service create(AvaticaConnection connection) {
    ConnectionConfig config = connection.config();
    URL url;
    try {
      url = new URI(config.url()).toURL();
    } catch (MalformedURLException | URISyntaxException | IllegalArgumentException e) {
      throw new IllegalArgumentException("bad server URL " + UrlMask.mask(config.url()) + ": "
          + UrlMask.scrub(e.getMessage(), config.url()), e);
    }
    AvaticaHttpClient http = config.httpClientFactory().getClient(url, config,
        connection.getKerberosConnection());
    return new RemoteProtobufService(http, new WireNames());
  }
}
