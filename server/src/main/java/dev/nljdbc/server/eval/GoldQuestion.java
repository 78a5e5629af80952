package dev.nljdbc.server.eval;

/**
 * One question of a test set as the person typed it, with its gold SQL.
 *
 * @param text what is sent to the driver
 * @param goldSql the reference query, run directly on the database
 */
record GoldQuestion(String text, String goldSql) {
}
