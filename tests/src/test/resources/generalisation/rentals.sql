-- Property rentals: owners, properties, renters, leases (terminated_dt NULL = running),
-- rent payments (paid_dt NULL = unpaid), repair requests (closed_at NULL = open) and the asking
-- rent's history (valid_to NULL = current). Tenant column agency_id.
CREATE TABLE owners (own_id int PRIMARY KEY, own_nm text NOT NULL, email text NOT NULL,
  agency_id int NOT NULL);
CREATE TABLE properties (prop_id int PRIMARY KEY, own_id int NOT NULL REFERENCES owners,
  addr text NOT NULL, city text NOT NULL, prop_type text NOT NULL, bedrms int NOT NULL,
  listed_dt date NOT NULL, agency_id int NOT NULL);
CREATE TABLE renters (rnt_id int PRIMARY KEY, rnt_nm text NOT NULL, phone text NOT NULL,
  agency_id int NOT NULL);
CREATE TABLE leases (lease_id int PRIMARY KEY, prop_id int NOT NULL REFERENCES properties,
  rnt_id int NOT NULL REFERENCES renters, start_dt date NOT NULL, end_dt date NOT NULL,
  terminated_dt date, monthly_rent numeric(8,2) NOT NULL, deposit_amt numeric(8,2) NOT NULL,
  status text NOT NULL, agency_id int NOT NULL);
CREATE TABLE payments (pmt_id int PRIMARY KEY, lease_id int NOT NULL REFERENCES leases,
  due_dt date NOT NULL, paid_dt date, amt numeric(8,2) NOT NULL, late_fee numeric(8,2) NOT NULL,
  agency_id int NOT NULL);
CREATE TABLE repair_reqs (req_id int PRIMARY KEY, prop_id int NOT NULL REFERENCES properties,
  opened_at timestamp NOT NULL, closed_at timestamp, category text NOT NULL,
  cost_amt numeric(8,2), agency_id int NOT NULL);
CREATE TABLE rent_prices (price_id int PRIMARY KEY, prop_id int NOT NULL REFERENCES properties,
  asking_rent numeric(8,2) NOT NULL, valid_from date NOT NULL, valid_to date,
  agency_id int NOT NULL);
INSERT INTO owners VALUES (1, 'Greta Holm', 'greta@example.com', 1),
  (2, 'Victor Nash', 'victor@example.com', 1), (3, 'Priya Rao', 'priya@example.com', 1),
  (4, 'Hugo Meyer', 'hugo@example.com', 2);
INSERT INTO properties SELECT i, CASE WHEN i % 5 = 0 THEN 4 ELSE i % 3 + 1 END,
  i || ' ' || (ARRAY['Elm Street','Mill Lane','Harbour Road','Park Avenue'])[i % 4 + 1],
  (ARRAY['Bristol','Cardiff','Bristol','Exeter','Cardiff'])[(i / 2) % 5 + 1],
  (ARRAY['apartment','house','studio_flat','apartment'])[i % 4 + 1],
  CASE WHEN i % 4 = 2 THEN 1 ELSE 1 + i % 4 END, CURRENT_DATE - (100 + i * 41),
  CASE WHEN i % 5 = 0 THEN 2 ELSE 1 END FROM generate_series(1, 25) i;
INSERT INTO renters SELECT i,
  (ARRAY['Liam','Noor','Oskar','Pia','Quinn','Rosa','Sven','Tara'])[i % 8 + 1] || ' '
    || (ARRAY['Berg','Costa','Dahl','Evans'])[(i / 8) % 4 + 1],
  '07700 9' || lpad(i::text, 5, '0'), CASE WHEN i % 5 = 0 THEN 2 ELSE 1 END
  FROM generate_series(1, 30) i;
INSERT INTO leases SELECT i, p, r, sd, sd + 365,
  CASE WHEN sd + 365 < CURRENT_DATE THEN sd + 365 END,
  700 + (p * 83) % 900, 1000 + (p * 83) % 900,
  CASE WHEN sd + 365 < CURRENT_DATE THEN 'ended' WHEN i % 6 = 0 THEN 'notice_given'
    ELSE 'active' END, CASE WHEN p % 5 = 0 THEN 2 ELSE 1 END
  FROM (SELECT i, (i - 1) % 25 + 1 AS p,
    CASE WHEN ((i - 1) % 25 + 1) % 5 = 0 THEN 5 * (i % 6 + 1) ELSE (i * 7) % 30 + 1
      - (CASE WHEN (i * 7) % 30 % 5 = 4 THEN 1 ELSE 0 END) END AS r,
    CURRENT_DATE - (CASE WHEN i <= 25 THEN 30 + i * 12 ELSE 420 + i * 9 END) AS sd
    FROM generate_series(1, 45) i) g;
INSERT INTO payments SELECT l.lease_id * 100 + m, l.lease_id,
  (l.start_dt + (m || ' months')::interval)::date,
  CASE WHEN l.lease_id % 7 = 0 AND m >= 2 THEN NULL
    ELSE (l.start_dt + (m || ' months')::interval)::date + (l.lease_id + m) % 12 END,
  l.monthly_rent, CASE WHEN (l.lease_id + m) % 12 > 7 THEN 25 ELSE 0 END, l.agency_id
  FROM leases l CROSS JOIN generate_series(0, 11) m
  WHERE l.start_dt + (m || ' months')::interval < CURRENT_DATE;
INSERT INTO repair_reqs SELECT i, (i * 3) % 25 + 1, o,
  CASE WHEN i % 4 <> 0 THEN o + ((i % 9 + 1) || ' days')::interval END,
  (ARRAY['plumbing','electrical','pest_control','plumbing','heating'])[i % 5 + 1],
  CASE WHEN i % 4 <> 0 THEN 40 + (i * 31) % 400 END,
  CASE WHEN ((i * 3) % 25 + 1) % 5 = 0 THEN 2 ELSE 1 END
  FROM (SELECT i, CURRENT_DATE - i * 6 + time '10:30' AS o FROM generate_series(1, 60) i) g;
INSERT INTO rent_prices SELECT p * 10 + v, p, 650 + p * 20 + v * 50,
  CURRENT_DATE - 800 + v * 300, CASE WHEN v < 2 THEN CURRENT_DATE - 500 + v * 300 END,
  CASE WHEN p % 5 = 0 THEN 2 ELSE 1 END
  FROM generate_series(1, 25) p CROSS JOIN generate_series(0, 2) v;
