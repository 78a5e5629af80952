package dev.nljdbc.server.console;

import java.io.PrintWriter;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.jline.utils.AttributedString;
import org.jline.utils.AttributedStyle;

/**
 * Prints what a statement returned: the SQL that ran (dimmed) and its reading, a table, or a clarification as
 * numbered options; then the row count, and a notice when the result was cut at a row cap.
 * Values wider than a column wrap onto further lines, so SQL in {@code /history} and
 * {@code /explain} is readable whole; {@code \x} switches to one line per column. A listing
 * longer than the screen is paged ({@link Pager}).
 */
final class ResultPrinter {
  private static final String RAN = "nljdbc ran: ";
  private static final String CUT = "result cut at ";
  private static final String READING = "Reading: ";
  private static final int MAX_WIDTH = 60;
  private static final List<String> CLARIFICATION = List.of("CLARIFICATION_ID", "QUESTION_ID",
      "QUESTION", "KIND", "OPTIONS");

  /** The widest a value is shown in expanded display before it wraps. */
  private static final int EXPANDED_WIDTH = 100;

  private final PrintWriter out;
  private final boolean color;
  private final Pager pager;
  private boolean expanded;

  /**
   * A printer to a writer.
   *
   * @param pager pages long listings; null prints them whole
   */
  ResultPrinter(PrintWriter out, boolean color, Pager pager) {
    this.out = out;
    this.color = color;
    this.pager = pager;
  }

  /** A line of a listing, through the pager when there is one. */
  private void listing(String line) {
    if (pager == null) {
      out.println(line);
    } else {
      pager.println(out, line);
    }
  }

  /** Switches expanded display (one line per column, psql's {@code \x}); its new state. */
  boolean toggleExpanded() {
    expanded = !expanded;
    return expanded;
  }

  /** Prints a result set and the statement's warnings around it. */
  void print(Statement statement, ResultSet rs, long startedNanos) throws SQLException {
    printRan(statement.getWarnings());
    ResultSetMetaData md = rs.getMetaData();
    List<String> labels = new ArrayList<>();
    for (int i = 1; i <= md.getColumnCount(); i++) {
      labels.add(md.getColumnLabel(i));
    }
    List<String[]> rows = new ArrayList<>();
    while (rs.next()) {
      String[] row = new String[labels.size()];
      for (int i = 0; i < row.length; i++) {
        row[i] = rs.getString(i + 1);
      }
      rows.add(row);
    }
    if (labels.stream().map(l -> l.toUpperCase(Locale.ROOT)).toList()
        .containsAll(CLARIFICATION)) {
      printClarification(labels, rows);
    } else {
      printTable(labels, rows);
      footer(rows.size(), startedNanos);
    }
    printCut(statement.getWarnings());
    out.flush();
  }

  /** Prints rows under their labels, with the row count. */
  void printRows(List<String> labels, List<String[]> rows, long startedNanos) {
    printTable(labels, rows);
    footer(rows.size(), startedNanos);
    out.flush();
  }

  private void footer(int rows, long startedNanos) {
    double seconds = (System.nanoTime() - startedNanos) / 1e9;
    out.println(dim(String.format(Locale.ROOT, "(%d row%s, %.2f s)", rows,
        rows == 1 ? "" : "s", seconds)));
  }

  /** An error line. */
  void error(String text) {
    out.println(styled("Error: " + text, AttributedStyle.DEFAULT.foreground(AttributedStyle.RED)));
    out.flush();
  }

  /** A plain line. */
  void line(String text) {
    out.println(text);
    out.flush();
  }

  /** The SQL that ran, dimmed, then its reading in plain English. */
  private void printRan(SQLWarning first) {
    for (SQLWarning w = first; w != null; w = w.getNextWarning()) {
      if (w.getMessage() != null && w.getMessage().startsWith(RAN)) {
        out.println(dim(w.getMessage().substring(RAN.length()).strip()));
      }
    }
    for (SQLWarning r = first; r != null; r = r.getNextWarning()) {
      if (r.getMessage() != null && r.getMessage().startsWith(READING)) {
        out.println(r.getMessage().strip());
      }
    }
  }

  private void printCut(SQLWarning w) {
    for (; w != null; w = w.getNextWarning()) {
      if (w.getMessage() != null && w.getMessage().startsWith(CUT)) {
        out.println(styled("Only part of the result: " + w.getMessage(),
            AttributedStyle.DEFAULT.foreground(AttributedStyle.YELLOW)));
      }
    }
  }

  private void printClarification(List<String> labels, List<String[]> rows) {
    int qid = index(labels, "QUESTION_ID");
    int question = index(labels, "QUESTION");
    int options = index(labels, "OPTIONS");
    out.println("I need to know more before running this:");
    for (String[] row : rows) {
      out.println(row[qid] + ". " + row[question]);
      if (row[options] != null && !row[options].isBlank()) {
        String[] opts = row[options].split(" \\| ");
        for (int i = 0; i < opts.length; i++) {
          out.println("     " + (i + 1) + ") " + opts[i]);
        }
      }
    }
    String example = rows.size() > 1 ? "/answer q1=..., q2=..." : "/answer q1=...";
    out.println(dim("Answer with a number, an option or " + example + "; /new drops the question."));
  }

  private void printTable(List<String> labels, List<String[]> rows) {
    if (pager != null) {
      pager.start();
    }
    if (expanded) {
      printExpanded(labels, rows);
      return;
    }
    int[] widths = new int[labels.size()];
    for (int i = 0; i < widths.length; i++) {
      widths[i] = Math.min(MAX_WIDTH, labels.get(i).length());
    }
    for (String[] row : rows) {
      for (int i = 0; i < row.length; i++) {
        widths[i] = Math.min(MAX_WIDTH, Math.max(widths[i], text(row[i]).length()));
      }
    }
    printRow(labels.toArray(new String[0]), widths);
    StringBuilder rule = new StringBuilder();
    for (int i = 0; i < widths.length; i++) {
      rule.append(i == 0 ? "-" : "-+-").append("-".repeat(widths[i]));
    }
    listing(rule.append('-').toString());
    for (String[] row : rows) {
      printRow(row, widths);
    }
  }

  /** One row; a value wider than its column wraps onto the lines below, never cut. */
  private void printRow(String[] cells, int[] widths) {
    List<List<String>> wrapped = new ArrayList<>();
    int height = 1;
    for (int i = 0; i < cells.length; i++) {
      List<String> lines = wrap(text(cells[i]), widths[i]);
      wrapped.add(lines);
      height = Math.max(height, lines.size());
    }
    for (int line = 0; line < height; line++) {
      StringBuilder b = new StringBuilder(" ");
      for (int i = 0; i < cells.length; i++) {
        List<String> lines = wrapped.get(i);
        String t = line < lines.size() ? lines.get(line) : "";
        b.append(i == 0 ? "" : " | ").append(t).append(" ".repeat(widths[i] - t.length()));
      }
      listing(b.toString().stripTrailing());
    }
  }

  /** Expanded display: a block per row, a line per column ({@code label | value}). */
  private void printExpanded(List<String> labels, List<String[]> rows) {
    int labelWidth = labels.stream().mapToInt(String::length).max().orElse(0);
    for (int r = 0; r < rows.size(); r++) {
      listing(dim("-[ RECORD " + (r + 1) + " ]" + "-".repeat(Math.max(3, labelWidth))));
      String[] row = rows.get(r);
      for (int i = 0; i < row.length; i++) {
        List<String> lines = wrap(text(row[i]), EXPANDED_WIDTH);
        for (int line = 0; line < lines.size(); line++) {
          String label = line == 0 ? labels.get(i) : "";
          listing((label + " ".repeat(labelWidth - label.length()) + " | "
              + lines.get(line)).stripTrailing());
        }
      }
    }
  }

  /** The text in lines of at most the width, broken after spaces where it has them. */
  static List<String> wrap(String text, int width) {
    List<String> lines = new ArrayList<>();
    String rest = text;
    while (rest.length() > width) {
      int cut = rest.lastIndexOf(' ', width);
      int end = cut > 0 ? cut : width;
      lines.add(rest.substring(0, end).stripTrailing());
      rest = rest.substring(cut > 0 ? cut + 1 : width);
    }
    lines.add(rest);
    return lines;
  }

  private static String text(String value) {
    return value == null ? "NULL" : value.replace('\n', ' ');
  }

  private static int index(List<String> labels, String name) {
    return Arrays.asList(labels.stream().map(l -> l.toUpperCase(Locale.ROOT))
        .toArray(String[]::new)).indexOf(name);
  }

  private String dim(String text) {
    return styled(text, AttributedStyle.DEFAULT.faint());
  }

  private String styled(String text, AttributedStyle style) {
    return color ? new AttributedString(text, style).toAnsi() : text;
  }
}
