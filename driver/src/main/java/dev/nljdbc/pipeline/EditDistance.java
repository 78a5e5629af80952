package dev.nljdbc.pipeline;

/** Edit distance with adjacent transpositions (optimal string alignment), bounded. */
final class EditDistance {
  private EditDistance() {
  }

  /**
   * How many insertions, deletions, substitutions or swaps of neighbours turn one word into the
   * other, or {@code limit + 1} when more than {@code limit}.
   */
  static int bounded(String a, String b, int limit) {
    int n = a.length();
    int m = b.length();
    if (Math.abs(n - m) > limit) {
      return limit + 1;
    }
    int[][] d = new int[n + 1][m + 1];
    for (int i = 0; i <= n; i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= m; j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= n; i++) {
      int rowMin = Integer.MAX_VALUE;
      for (int j = 1; j <= m; j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        int v = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2)
            && a.charAt(i - 2) == b.charAt(j - 1)) {
          v = Math.min(v, d[i - 2][j - 2] + 1);
        }
        d[i][j] = v;
        rowMin = Math.min(rowMin, v);
      }
      if (rowMin > limit) {
        return limit + 1;
      }
    }
    return Math.min(d[n][m], limit + 1);
  }
}
