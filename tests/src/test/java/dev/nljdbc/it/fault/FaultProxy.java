package dev.nljdbc.it.fault;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A TCP proxy on loopback between nljdbc and a database, which a test controls: forward, drop
 * every open connection, refuse new ones, or stall (accept but pass no bytes). It stands in for
 * a database that restarts, crashes or hangs, without touching the real server.
 */
public final class FaultProxy implements AutoCloseable {
  /** What the proxy does with traffic. */
  public enum Mode {
    /** Pass bytes both ways. */
    FORWARD,
    /** Close new connections at once, as a stopped server's closed port does. */
    REFUSE,
    /** Accept connections and hold them without passing any bytes. */
    STALL
  }

  private final ServerSocket listener;
  private final String targetHost;
  private final int targetPort;
  private final Set<Socket> open = ConcurrentHashMap.newKeySet();
  private volatile Mode mode = Mode.FORWARD;
  private final Thread acceptor;

  /** A proxy to the given host and port, listening on a free loopback port. */
  public FaultProxy(String targetHost, int targetPort) throws IOException {
    this.targetHost = targetHost;
    this.targetPort = targetPort;
    this.listener = new ServerSocket(0, 200, InetAddress.getLoopbackAddress());
    this.acceptor = new Thread(this::acceptLoop, "fault-proxy-" + listener.getLocalPort());
    acceptor.setDaemon(true);
    acceptor.start();
  }

  /** The port clients connect to. */
  public int port() {
    return listener.getLocalPort();
  }

  /** Changes what the proxy does with new traffic. */
  public void mode(Mode newMode) {
    this.mode = newMode;
  }

  /** Closes every connection that passes through the proxy now, as a crashed database does. */
  public void dropAll() {
    for (Socket s : open) {
      closeQuietly(s);
    }
    open.clear();
  }

  @Override
  public void close() {
    closeQuietly(listener);
    dropAll();
  }

  private void acceptLoop() {
    while (!listener.isClosed()) {
      Socket client;
      try {
        client = listener.accept();
      } catch (IOException e) {
        return;
      }
      Mode now = mode;
      if (now == Mode.REFUSE) {
        closeQuietly(client);
        continue;
      }
      open.add(client);
      if (now == Mode.STALL) {
        continue;
      }
      try {
        Socket server = new Socket(targetHost, targetPort);
        open.add(server);
        pump(client, server);
        pump(server, client);
      } catch (IOException e) {
        closeQuietly(client);
      }
    }
  }

  private void pump(Socket from, Socket to) {
    Thread t = new Thread(() -> {
      byte[] buffer = new byte[16384];
      try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
        int n;
        while ((n = in.read(buffer)) >= 0) {
          if (mode == Mode.STALL) {
            while (mode == Mode.STALL && !from.isClosed()) {
              Thread.sleep(50);
            }
          }
          out.write(buffer, 0, n);
          out.flush();
        }
      } catch (IOException | InterruptedException e) {
        // the other side or the test closed the connection
      } finally {
        closeQuietly(from);
        closeQuietly(to);
        open.remove(from);
        open.remove(to);
      }
    }, "fault-proxy-pump");
    t.setDaemon(true);
    t.start();
  }

  private static void closeQuietly(java.io.Closeable c) {
    try {
      c.close();
    } catch (IOException e) {
      // already closed
    }
  }
}
