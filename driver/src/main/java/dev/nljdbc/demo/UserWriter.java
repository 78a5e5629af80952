package dev.nljdbc.demo;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;

/**
 * Writes each corporation's staff accounts: an admin from the start, others joining over time,
 * and a few created last calendar month so that "users from last month" has an answer.
 */
final class UserWriter {

  private static final int LAST_MONTH_HIRES = 3;

  private final DemoTimeline timeline;
  private final Set<String> emails = new HashSet<>();
  private int nextId = 1;

  UserWriter(DemoTimeline timeline) {
    this.timeline = timeline;
  }

  void write(Connection connection) throws SQLException {
    try (BatchInsert insert = new BatchInsert(connection, "users", "user_id", "corp_id", "name",
        "email", "role", "status", "created_at", "last_login")) {
      for (Corporation corporation : Corporation.values()) {
        write(insert, corporation);
      }
    }
  }

  private void write(BatchInsert insert, Corporation corporation) throws SQLException {
    Random random = DemoRandom.of("users", corporation.id());
    int yesterday = timeline.lastDay() - 1;
    LocalDate lastMonth = timeline.date(timeline.lastDay()).withDayOfMonth(1).minusMonths(1);
    int[] createdDays = new int[12 + corporation.customerCount() / 10];
    for (int i = 0; i < createdDays.length; i++) {
      createdDays[i] = i < LAST_MONTH_HIRES
          ? timeline.day(lastMonth) + random.nextInt(lastMonth.lengthOfMonth())
          : random.nextInt(yesterday + 400) - 400;
    }
    createdDays[LAST_MONTH_HIRES] = -400;
    Arrays.sort(createdDays);
    for (int i = 0; i < createdDays.length; i++) {
      int createdDay = createdDays[i];
      String[] name = PersonNames.next(random);
      String role = i == 0 ? "admin" : role(random);
      boolean recent = createdDay > yesterday - 60;
      boolean active = recent || random.nextDouble() < 0.85 || role.equals("admin");
      Integer lastLoginDay = null;
      if (!active) {
        lastLoginDay = createdDay + random.nextInt(Math.max(1, yesterday - 90 - createdDay));
      } else if (!recent || random.nextBoolean()) {
        lastLoginDay = Math.max(createdDay, yesterday - random.nextInt(30));
      }
      LocalDateTime createdAt = timeline.timestamp(createdDay, random);
      LocalDateTime lastLogin = null;
      if (lastLoginDay != null) {
        lastLogin = timeline.timestamp(lastLoginDay, random);
        if (lastLogin.isBefore(createdAt)) {
          lastLogin = createdAt.plusMinutes(5);
        }
      }
      insert.row(nextId++, corporation.id(), name[0] + " " + name[1],
          email(name, corporation), role, active ? "active" : "inactive", createdAt, lastLogin);
    }
  }

  private static String role(Random random) {
    double draw = random.nextDouble();
    return draw < 0.1 ? "manager" : draw < 0.5 ? "analyst" : "viewer";
  }

  private String email(String[] name, Corporation corporation) {
    String mailbox = PersonNames.mailbox(name);
    String email = mailbox + "@" + corporation.mailDomain();
    for (int suffix = 2; !emails.add(email); suffix++) {
      email = mailbox + suffix + "@" + corporation.mailDomain();
    }
    return email;
  }
}
