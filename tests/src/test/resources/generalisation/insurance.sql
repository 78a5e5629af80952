-- Insurance: policy holders, agents (left_dt NULL = still with the carrier), policies with a
-- product type (cancelled_on NULL = not cancelled), premium instalments (paid_dt NULL = unpaid),
-- claims with four dates (assessed_dt and settled_dt NULL = not yet), adjusters who review
-- claims (a link table, a claim may be reviewed twice) and the premium's history (valid_to NULL
-- = current). Tenant column carrier_id.
CREATE TABLE holders (hld_id int PRIMARY KEY, hld_nm text NOT NULL, birth_dt date NOT NULL,
  city text NOT NULL, email text, joined_dt date NOT NULL, carrier_id int NOT NULL);
CREATE TABLE agents (agt_id int PRIMARY KEY, agt_nm text NOT NULL, region text NOT NULL,
  hired_dt date NOT NULL, left_dt date, carrier_id int NOT NULL);
CREATE TABLE policies (pol_id int PRIMARY KEY, pol_no text NOT NULL,
  hld_id int NOT NULL REFERENCES holders, agt_id int NOT NULL REFERENCES agents,
  product_type text NOT NULL, start_dt date NOT NULL, end_dt date NOT NULL, cancelled_on date,
  prem_amt numeric(9,2) NOT NULL, cover_amt numeric(12,2) NOT NULL, carrier_id int NOT NULL);
CREATE TABLE prem_payments (pay_id int PRIMARY KEY, pol_id int NOT NULL REFERENCES policies,
  due_dt date NOT NULL, paid_dt date, pay_amt numeric(9,2) NOT NULL,
  disc_amt numeric(9,2) NOT NULL, carrier_id int NOT NULL);
CREATE TABLE claims (clm_id int PRIMARY KEY, pol_id int NOT NULL REFERENCES policies,
  incident_dt date NOT NULL, reported_dt date NOT NULL, assessed_dt date, settled_dt date,
  clm_amt numeric(10,2) NOT NULL, paid_out_amt numeric(10,2), clm_status text NOT NULL,
  cause text NOT NULL, carrier_id int NOT NULL);
CREATE TABLE adjusters (adj_id int PRIMARY KEY, adj_nm text NOT NULL, carrier_id int NOT NULL);
CREATE TABLE claim_reviews (review_id int PRIMARY KEY, clm_id int NOT NULL REFERENCES claims,
  adj_id int NOT NULL REFERENCES adjusters, reviewed_dt date NOT NULL, carrier_id int NOT NULL);
CREATE TABLE policy_hist (hist_id int PRIMARY KEY, pol_id int NOT NULL REFERENCES policies,
  prem_amt numeric(9,2) NOT NULL, valid_from date NOT NULL, valid_to date,
  carrier_id int NOT NULL);
INSERT INTO holders SELECT i,
  (ARRAY['Alma','Bruno','Chloe','Dario','Edda','Felix','Greta','Hugo','Iris','Jonas'])[i % 10 + 1]
    || ' ' || (ARRAY['Lund','Marsh','Okoro','Price'])[(i / 10) % 4 + 1],
  CURRENT_DATE - (7000 + (i * 613) % 18000),
  (ARRAY['Lyon','Nantes','Lille','Nice','Lyon'])[(i / 3) % 5 + 1],
  CASE WHEN i % 6 = 0 THEN NULL ELSE lower((ARRAY['alma','bruno','chloe','dario','edda','felix',
    'greta','hugo','iris','jonas'])[i % 10 + 1]) || i || '@example.com' END,
  CURRENT_DATE - (200 + (i * 71) % 1500), CASE WHEN i % 5 = 0 THEN 2 ELSE 1 END
  FROM generate_series(1, 40) i;
INSERT INTO agents VALUES
  (1, 'Nadia Kowalski', 'north', CURRENT_DATE - 2400, NULL, 1),
  (2, 'Paul Ferreira', 'south', CURRENT_DATE - 1800, NULL, 1),
  (3, 'Yuki Tanaka', 'north', CURRENT_DATE - 1100, NULL, 1),
  (4, 'Omar Benali', 'east', CURRENT_DATE - 3100, CURRENT_DATE - 150, 1),
  (5, 'Ruth Adler', 'west', CURRENT_DATE - 500, NULL, 1),
  (6, 'Kofi Mensah', 'north', CURRENT_DATE - 1400, NULL, 2),
  (7, 'Lea Vogel', 'south', CURRENT_DATE - 900, NULL, 2);
INSERT INTO policies SELECT i, 'P-' || lpad(i::text, 5, '0'), h,
  CASE WHEN h % 5 = 0 THEN 6 + i % 2 ELSE (ARRAY[1,2,1,3,4,2,5,1,3])[i % 9 + 1] END,
  (ARRAY['home','motor','motor','travel','life','home_contents','motor'])[i % 7 + 1],
  sd, sd + 365,
  CASE WHEN i % 9 = 0 THEN LEAST(sd + 30 + (i % 5) * 10, CURRENT_DATE - 1) END,
  200 + (i * 67) % 900, 10000 * (1 + i % 7), CASE WHEN h % 5 = 0 THEN 2 ELSE 1 END
  FROM (SELECT i, (i - 1) % 40 + 1 AS h, CURRENT_DATE - (10 + (i * 23) % 900) AS sd
    FROM generate_series(1, 60) i) g;
INSERT INTO prem_payments SELECT p.pol_id * 100 + m, p.pol_id,
  (p.start_dt + (m || ' months')::interval)::date,
  CASE WHEN p.pol_id % 7 = 0 AND m >= 2 THEN NULL
    ELSE (p.start_dt + (m || ' months')::interval)::date + (p.pol_id + m) % 10 - 3 END,
  round(p.prem_amt / 12, 2), CASE WHEN m = 0 AND p.pol_id % 3 = 0 THEN 10 ELSE 0 END,
  p.carrier_id
  FROM policies p CROSS JOIN generate_series(0, 11) m
  WHERE p.start_dt + (m || ' months')::interval < CURRENT_DATE
    AND (p.cancelled_on IS NULL OR p.start_dt + (m || ' months')::interval < p.cancelled_on);
INSERT INTO claims SELECT i, pol, inc, rep,
  CASE WHEN i % 6 IN (0, 3, 4, 5) THEN LEAST(rep + 5 + i % 10, CURRENT_DATE) END,
  CASE WHEN i % 6 IN (3, 4) THEN LEAST(rep + 12 + i % 10 + i % 5, CURRENT_DATE) END,
  300 + (i * 211) % 9000,
  CASE WHEN i % 6 IN (3, 4) THEN round((300 + (i * 211) % 9000) * 0.8, 2) END,
  (ARRAY['rejected','under_review','awaiting_documents','settled','settled','approved'])[i % 6 + 1],
  (ARRAY['water_damage','theft','collision','fire','storm','collision','theft'])[i % 7 + 1],
  (SELECT carrier_id FROM policies WHERE pol_id = pol)
  FROM (SELECT i, (i * 7) % 60 + 1 AS pol, CURRENT_DATE - (30 + (i * 13) % 700) AS inc,
    CURRENT_DATE - (30 + (i * 13) % 700) + i % 6 + 1 AS rep FROM generate_series(1, 50) i) g;
INSERT INTO adjusters VALUES (1, 'Ivan Petrov', 1), (2, 'Sofia Marin', 1), (3, 'Ben Carter', 1),
  (4, 'Ana Silva', 1), (5, 'Lars Eklund', 2);
INSERT INTO claim_reviews SELECT c.clm_id * 10 + k, c.clm_id,
  CASE WHEN c.carrier_id = 2 THEN 5 ELSE (c.clm_id + k) % 4 + 1 END,
  c.reported_dt + 2 + k * 3, c.carrier_id
  FROM claims c CROSS JOIN generate_series(1, 2) k
  WHERE c.clm_status <> 'awaiting_documents' AND (k = 1 OR c.clm_id % 3 = 0);
INSERT INTO policy_hist SELECT p.pol_id * 10 + v, p.pol_id,
  p.prem_amt - (p.pol_id % 3 - v) * 25,
  p.start_dt + v * ((CURRENT_DATE - p.start_dt) / 3),
  CASE WHEN v < p.pol_id % 3 THEN p.start_dt + (v + 1) * ((CURRENT_DATE - p.start_dt) / 3) END,
  p.carrier_id
  FROM policies p CROSS JOIN generate_series(0, 2) v WHERE v <= p.pol_id % 3;
