-- Software support desk: customers, agents, tickets with four dates (closed_at NULL = not
-- closed, agent_id NULL = unassigned), ticket messages and support plans (valid_to NULL =
-- current plan). Tenant column acct_id.
CREATE TABLE customers (cust_id int PRIMARY KEY, cust_nm text NOT NULL, tier text NOT NULL,
  signup_dt date NOT NULL, country text NOT NULL, acct_id int NOT NULL);
CREATE TABLE agents (agent_id int PRIMARY KEY, agent_nm text NOT NULL, team text NOT NULL,
  active_flg boolean NOT NULL, acct_id int NOT NULL);
CREATE TABLE tickets (tkt_id int PRIMARY KEY, cust_id int NOT NULL REFERENCES customers,
  agent_id int REFERENCES agents, subj text NOT NULL, prio text NOT NULL, status text NOT NULL,
  created_at timestamp NOT NULL, first_resp_at timestamp, closed_at timestamp,
  acct_id int NOT NULL);
CREATE TABLE ticket_msgs (msg_id int PRIMARY KEY, tkt_id int NOT NULL REFERENCES tickets,
  sent_at timestamp NOT NULL, from_agent boolean NOT NULL, body_len int NOT NULL,
  acct_id int NOT NULL);
CREATE TABLE support_plans (plan_id int PRIMARY KEY, cust_id int NOT NULL REFERENCES customers,
  plan_nm text NOT NULL, resp_hrs int NOT NULL, monthly_fee numeric(8,2) NOT NULL,
  valid_from date NOT NULL, valid_to date, acct_id int NOT NULL);
INSERT INTO customers SELECT i,
  (ARRAY['Apex','Brightline','Cedar','Dynamo','Ember','Flux','Granite','Helix','Ion','Juniper',
    'Kestrel','Lumen'])[i] || ' ' || (ARRAY['Labs','Systems','Works'])[i % 3 + 1],
  (ARRAY['free','pro','enterprise','pro'])[i % 4 + 1], CURRENT_DATE - (60 + i * 97),
  (ARRAY['Germany','France','Spain','Germany','Italy'])[i % 5 + 1],
  CASE WHEN i % 6 = 0 THEN 2 ELSE 1 END FROM generate_series(1, 12) i;
INSERT INTO agents VALUES (1, 'Nadia Kerr', 'level_1', true, 1),
  (2, 'Owen Pratt', 'level_1', true, 1), (3, 'Paula Quist', 'level_2', true, 1),
  (4, 'Rui Santos', 'billing', true, 1), (5, 'Sofia Tamm', 'level_2', false, 1),
  (6, 'Uma Vance', 'level_1', true, 2);
INSERT INTO tickets SELECT i, c, CASE WHEN c % 6 = 0 THEN 6 WHEN i % 9 = 0 THEN NULL
    ELSE (ARRAY[1,2,1,3,4,1,2,3,5,1])[i % 10 + 1] END,
  (ARRAY['Login fails','Invoice wrong','Export slow','API error','Password reset',
    'Data missing'])[i % 6 + 1],
  (ARRAY['low','normal','normal','high','urgent','normal'])[i % 6 + 1],
  CASE WHEN i <= 12 THEN 'open' WHEN i <= 20 THEN 'in_progress'
    WHEN i <= 26 THEN 'waiting_on_customer' WHEN i % 5 = 0 THEN 'resolved' ELSE 'closed' END,
  cr, CASE WHEN i % 9 = 0 AND i <= 26 THEN NULL ELSE cr + ((i % 30 + 1) || ' hours')::interval END,
  CASE WHEN i > 26 THEN cr + ((i % 10 + 1) || ' days')::interval END,
  CASE WHEN c % 6 = 0 THEN 2 ELSE 1 END
  FROM (SELECT i, (i * 5) % 12 + 1 AS c,
    CURRENT_DATE - (i * 3) + time '08:00' + (i % 9) * interval '1 hour' AS cr
    FROM generate_series(1, 200) i) g;
INSERT INTO ticket_msgs SELECT t.tkt_id * 10 + m, t.tkt_id,
  t.created_at + ((m * 5) || ' hours')::interval, m % 2 = 1, 80 + (t.tkt_id * 13 + m * 7) % 900,
  t.acct_id FROM tickets t CROSS JOIN generate_series(0, 3) m WHERE m <= t.tkt_id % 4;
INSERT INTO support_plans SELECT c * 10 + v, c,
  (ARRAY['basic','standard','premium'])[(c + v) % 3 + 1], (ARRAY[48, 24, 4])[(c + v) % 3 + 1],
  (ARRAY[0, 99, 499])[(c + v) % 3 + 1], CURRENT_DATE - 700 + v * 400,
  CASE WHEN v = 0 AND c % 2 = 0 THEN CURRENT_DATE - 300 END,
  CASE WHEN c % 6 = 0 THEN 2 ELSE 1 END
  FROM generate_series(1, 12) c CROSS JOIN generate_series(0, 1) v WHERE v = 0 OR c % 2 = 0;
