-- FlexFit platform: gym and studio management SaaS. Multi-tenant: every table has operator_id.
-- Tenants: 1 = IronPeak Gyms (UK/DE/NL/IE chain), 2 = Studio Lumen, 3 = PulseBox.
-- Data team conventions (wiki):
--  * member = a row in accounts; sites = clubs/locations; corporate_accounts = employers sponsoring members.
--  * contracts = memberships/subscriptions. Active membership = contracts.status in ('active','trialing','frozen','past_due') and ended_on is null.
--    Churn / cancellations are dated by contracts.ended_on; new members / sign-ups by contracts.started_on (accounts.created_at is the app registration).
--    Status values: trialing, active, frozen, past_due, cancelled. Cancelled contracts have ended_on and cancel_reason.
--  * Frozen = freeze_from <= today and (freeze_until is null or freeze_until >= today); past freezes stay on the row.
--  * plan_prices holds monthly fee history; current price = valid_to is null. A price applies on day d when valid_from <= d < valid_to.
--  * charges = monthly membership billing. Membership revenue = sum(charges.amount) with status in ('paid'), dated by billed_on.
--    failed = card/SEPA failure, past_due = unpaid after due_on, refunded = paid then refunded (not revenue).
--  * Retail revenue = sum(quantity * unit_price - discount_amount) on pos_line_items, dated by sold_at.
--  * PT revenue = pt_packages.price dated by purchased_on. Remaining sessions = sessions_included minus sessions with status completed or no_show.
--  * check-in / visit = access_events with result = 'granted'.
--  * Class attendance: reservations.status in (booked, attended, no_show, late_cancel, cancelled). Attendance rate = attended / (attended+no_show+late_cancel).
--    Fill rate = attended / class capacity. Cancelled class slots have cancelled_at set.
--  * Staff: staff_users.manager_id points to the manager; left_on not null = no longer employed.
CREATE TABLE countries (
  operator_id int NOT NULL,
  code char(2) NOT NULL,
  name text NOT NULL,
  currency text NOT NULL,
  vat_rate numeric(5,2) NOT NULL,
  PRIMARY KEY (operator_id, code)
);
CREATE TABLE sites (
  operator_id int NOT NULL,
  id int NOT NULL,
  name text NOT NULL,
  city text NOT NULL,
  country_code char(2) NOT NULL,
  site_kind text NOT NULL,
  max_occupancy int,
  opened_on date NOT NULL,
  closed_on date,
  PRIMARY KEY (operator_id, id),
  FOREIGN KEY (operator_id, country_code) REFERENCES countries (operator_id, code)
);
CREATE TABLE corporate_accounts (
  operator_id int NOT NULL,
  id int NOT NULL,
  company_name text NOT NULL,
  discount_pct numeric(5,2) NOT NULL,
  signed_on date NOT NULL,
  terminated_on date,
  PRIMARY KEY (operator_id, id)
);
CREATE TABLE staff_users (
  operator_id int NOT NULL,
  id int NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  role text NOT NULL,
  site_id int,
  manager_id int,
  hourly_rate numeric(8,2),
  hired_on date NOT NULL,
  left_on date,
  PRIMARY KEY (operator_id, id),
  FOREIGN KEY (operator_id, site_id) REFERENCES sites (operator_id, id),
  FOREIGN KEY (operator_id, manager_id) REFERENCES staff_users (operator_id, id)
);
CREATE TABLE accounts (
  operator_id int NOT NULL,
  id int NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  birth_date date,
  home_site_id int NOT NULL,
  corporate_account_id int,
  marketing_opt_in boolean NOT NULL DEFAULT false,
  created_at timestamp NOT NULL,
  PRIMARY KEY (operator_id, id),
  FOREIGN KEY (operator_id, home_site_id) REFERENCES sites (operator_id, id),
  FOREIGN KEY (operator_id, corporate_account_id) REFERENCES corporate_accounts (operator_id, id)
);
CREATE TABLE plans (
  operator_id int NOT NULL,
  id int NOT NULL,
  code text NOT NULL,
  name text NOT NULL,
  tier text NOT NULL,
  min_term_months int NOT NULL,
  includes_classes boolean NOT NULL,
  PRIMARY KEY (operator_id, id)
);
CREATE TABLE plan_prices (
  operator_id int NOT NULL,
  id int NOT NULL,
  plan_id int NOT NULL,
  monthly_fee numeric(10,2) NOT NULL,
  joining_fee numeric(10,2) NOT NULL,
  valid_from date NOT NULL,
  valid_to date,
  PRIMARY KEY (operator_id, id),
  FOREIGN KEY (operator_id, plan_id) REFERENCES plans (operator_id, id)
);
CREATE TABLE contracts (
  operator_id int NOT NULL,
  id int NOT NULL,
  account_id int NOT NULL,
  plan_id int NOT NULL,
  site_id int NOT NULL,
  status text NOT NULL,
  started_on date NOT NULL,
  trial_ends_on date,
  freeze_from date,
  freeze_until date,
  cancel_requested_on date,
  ended_on date,
  cancel_reason text,
  PRIMARY KEY (operator_id, id),
  FOREIGN KEY (operator_id, account_id) REFERENCES accounts (operator_id, id),
  FOREIGN KEY (operator_id, plan_id) REFERENCES plans (operator_id, id),
  FOREIGN KEY (operator_id, site_id) REFERENCES sites (operator_id, id)
);
CREATE TABLE charges (
  operator_id int NOT NULL,
  id int NOT NULL,
  contract_id int NOT NULL,
  account_id int NOT NULL,
  period_start date NOT NULL,
  billed_on date NOT NULL,
  due_on date NOT NULL,
  amount numeric(10,2) NOT NULL,
  status text NOT NULL,
  paid_on date,
  refunded_on date,
  failure_code text,
  PRIMARY KEY (operator_id, id),
  FOREIGN KEY (operator_id, contract_id) REFERENCES contracts (operator_id, id),
  FOREIGN KEY (operator_id, account_id) REFERENCES accounts (operator_id, id)
);
CREATE TABLE access_events (
  operator_id int NOT NULL,
  id int NOT NULL,
  account_id int NOT NULL,
  site_id int NOT NULL,
  scanned_at timestamp NOT NULL,
  result text NOT NULL,
  deny_reason text,
  PRIMARY KEY (operator_id, id),
  FOREIGN KEY (operator_id, account_id) REFERENCES accounts (operator_id, id),
  FOREIGN KEY (operator_id, site_id) REFERENCES sites (operator_id, id)
);
CREATE TABLE class_slots (
  operator_id int NOT NULL,
  id int NOT NULL,
  site_id int NOT NULL,
  instructor_id int NOT NULL,
  class_name text NOT NULL,
  starts_at timestamp NOT NULL,
  duration_min int NOT NULL,
  capacity int NOT NULL,
  cancelled_at timestamp,
  PRIMARY KEY (operator_id, id),
  FOREIGN KEY (operator_id, site_id) REFERENCES sites (operator_id, id),
  FOREIGN KEY (operator_id, instructor_id) REFERENCES staff_users (operator_id, id)
);
CREATE TABLE reservations (
  operator_id int NOT NULL,
  id int NOT NULL,
  slot_id int NOT NULL,
  account_id int NOT NULL,
  booked_at timestamp NOT NULL,
  status text NOT NULL,
  cancelled_at timestamp,
  PRIMARY KEY (operator_id, id),
  FOREIGN KEY (operator_id, slot_id) REFERENCES class_slots (operator_id, id),
  FOREIGN KEY (operator_id, account_id) REFERENCES accounts (operator_id, id)
);
CREATE TABLE pt_packages (
  operator_id int NOT NULL,
  id int NOT NULL,
  account_id int NOT NULL,
  trainer_id int NOT NULL,
  sessions_included int NOT NULL,
  price numeric(10,2) NOT NULL,
  purchased_on date NOT NULL,
  expires_on date NOT NULL,
  PRIMARY KEY (operator_id, id),
  FOREIGN KEY (operator_id, account_id) REFERENCES accounts (operator_id, id),
  FOREIGN KEY (operator_id, trainer_id) REFERENCES staff_users (operator_id, id)
);
CREATE TABLE pt_sessions (
  operator_id int NOT NULL,
  id int NOT NULL,
  package_id int NOT NULL,
  scheduled_at timestamp NOT NULL,
  status text NOT NULL,
  PRIMARY KEY (operator_id, id),
  FOREIGN KEY (operator_id, package_id) REFERENCES pt_packages (operator_id, id)
);
CREATE TABLE skus (
  operator_id int NOT NULL,
  id int NOT NULL,
  sku_code text NOT NULL,
  name text NOT NULL,
  category text NOT NULL,
  list_price numeric(10,2) NOT NULL,
  unit_cost numeric(10,2) NOT NULL,
  discontinued boolean NOT NULL DEFAULT false,
  PRIMARY KEY (operator_id, id)
);
CREATE TABLE pos_line_items (
  operator_id int NOT NULL,
  id int NOT NULL,
  receipt_no text NOT NULL,
  site_id int NOT NULL,
  staff_id int NOT NULL,
  account_id int,
  sku_id int NOT NULL,
  sold_at timestamp NOT NULL,
  quantity int NOT NULL,
  unit_price numeric(10,2) NOT NULL,
  discount_amount numeric(10,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (operator_id, id),
  FOREIGN KEY (operator_id, site_id) REFERENCES sites (operator_id, id),
  FOREIGN KEY (operator_id, staff_id) REFERENCES staff_users (operator_id, id),
  FOREIGN KEY (operator_id, account_id) REFERENCES accounts (operator_id, id),
  FOREIGN KEY (operator_id, sku_id) REFERENCES skus (operator_id, id)
);
-- ---------------- data ----------------
INSERT INTO countries (operator_id, code, name, currency, vat_rate)
SELECT t, v.c, v.n, v.cur, v.vat FROM generate_series(1,3) t,
 (VALUES ('GB','United Kingdom','GBP',20.00),('DE','Germany','EUR',19.00),('NL','Netherlands','EUR',21.00),('IE','Ireland','EUR',23.00),('ES','Spain','EUR',21.00)) v(c,n,cur,vat);
INSERT INTO sites (operator_id, id, name, city, country_code, site_kind, max_occupancy, opened_on, closed_on)
SELECT t, v.id, v.n, v.city, v.cc, v.kind, v.occ + t*10, CURRENT_DATE - (v.age + t*30), CASE WHEN v.id = 8 THEN CURRENT_DATE - 400 END
FROM generate_series(1,3) t,
 (VALUES (1,'Shoreditch','London','GB','gym',220,2600),(2,'Camden Studio','London','GB','studio',60,1900),(3,'Manchester Piccadilly','Manchester','GB','gym',250,1500),
         (4,'Berlin Mitte','Berlin','DE','gym',240,1300),(5,'Munich Schwabing','Munich','DE','studio',70,800),(6,'Amsterdam Zuid','Amsterdam','NL','gym',200,1100),
         (7,'Dublin Docklands','Dublin','IE','gym',180,500),(8,'Leeds Central','Leeds','GB','gym',150,2400)) v(id,n,city,cc,kind,occ,age);
INSERT INTO corporate_accounts (operator_id, id, company_name, discount_pct, signed_on, terminated_on)
SELECT t, v.id, v.n, v.d, CURRENT_DATE - v.age, CASE WHEN v.id = 5 THEN CURRENT_DATE - 200 END
FROM generate_series(1,3) t,
 (VALUES (1,'Northwind Bank',20.00,1200),(2,'Acme Logistics',15.00,900),(3,'Globex Pharma',25.00,700),(4,'Initech',10.00,400),(5,'Umbrella Health',15.00,1000),(6,'Contoso Retail',12.50,150)) v(id,n,d,age);
INSERT INTO staff_users (operator_id, id, first_name, last_name, role, site_id, manager_id, hourly_rate, hired_on, left_on)
SELECT t, 1, 'Helen', 'Marsh', 'regional_manager', NULL, NULL, 48.00, CURRENT_DATE - 2900, NULL FROM generate_series(1,3) t;
INSERT INTO staff_users (operator_id, id, first_name, last_name, role, site_id, manager_id, hourly_rate, hired_on, left_on)
SELECT t, g, (ARRAY['Tom','Priya','Lukas','Sophie','Daan','Aoife','Marco','Grace'])[g-1], (ARRAY['Reid','Shah','Becker','Turner','de Vries','Byrne','Rossi','Okafor'])[g-1],
 'site_manager', g-1, 1, 30.00 + g, CURRENT_DATE - (2000 - g*100), NULL
FROM generate_series(1,3) t, generate_series(2,9) g;
INSERT INTO staff_users (operator_id, id, first_name, last_name, role, site_id, manager_id, hourly_rate, hired_on, left_on)
SELECT t, g, (ARRAY['Jake','Mia','Noah','Lena','Ravi','Zoe','Ollie','Hannah','Felix','Chloe','Sam','Ines'])[1+g%12],
 (ARRAY['Walsh','Kowalski','Fischer','Jansen','Murphy','Patel','Evans','Schmidt','Bakker','Lopez'])[1+(g*3)%10],
 (ARRAY['trainer','instructor','front_desk'])[1+g%3], 1+g%8, 2+g%8, 15.00 + (g%3)*6 + (g%5), CURRENT_DATE - (150 + (g*97)%1500),
 CASE WHEN g%15 = 12 THEN CURRENT_DATE - (20 + g) END
FROM generate_series(1,3) t, generate_series(10,30) g;
INSERT INTO accounts (operator_id, id, first_name, last_name, email, birth_date, home_site_id, corporate_account_id, marketing_opt_in, created_at)
SELECT t, g, (ARRAY['Anna','Ben','Chloe','Dev','Emma','Finn','Grace','Hugo','Isla','Jonas','Katie','Liam','Maya','Nils','Olivia','Pablo','Ruth','Sean'])[1+g%18],
 (ARRAY['Smith','Meyer','Jansen','Patel','Kelly','Brown','Weber','Visser','Walsh','Garcia','Taylor','Novak','Hughes','Wagner'])[1+(g*7)%14],
 'user' || g || '@example.' || (ARRAY['com','de','nl','ie'])[1+g%4],
 DATE '1960-01-01' + ((g*397) % 16000), 1+g%7, CASE WHEN g%5 = 0 THEN 1+(g/10)%6 END, g%3 = 0,
 CURRENT_DATE - ((g*13) % 1400 + 20) + interval '9 hours' + (g%600) * interval '1 minute'
FROM generate_series(1,3) t, generate_series(1, 640 - t*40) g;
INSERT INTO plans (operator_id, id, code, name, tier, min_term_months, includes_classes)
SELECT t, v.id, v.c, v.n, v.tier, v.term, v.cls FROM generate_series(1,3) t,
 (VALUES (1,'BASIC','Basic','basic',12,false),(2,'PLUS','Plus','standard',12,true),(3,'PREMIUM','Premium All Access','premium',12,true),(4,'OFFPEAK','Off-Peak','basic',1,false),(5,'STUDENT','Student','basic',6,true)) v(id,c,n,tier,term,cls);
INSERT INTO plan_prices (operator_id, id, plan_id, monthly_fee, joining_fee, valid_from, valid_to)
SELECT t, (p-1)*3 + k, p, round((ARRAY[24.99,39.99,64.99,19.99,21.99])[p] * (1 + (k-1)*0.08) + (t-1)*2, 0) - 0.01, CASE WHEN k = 3 THEN 0 ELSE 29.00 END,
 CURRENT_DATE - (ARRAY[1300,540,120])[k], CASE WHEN k < 3 THEN CURRENT_DATE - (ARRAY[540,120])[k] END
FROM generate_series(1,3) t, generate_series(1,5) p, generate_series(1,3) k;
INSERT INTO contracts (operator_id, id, account_id, plan_id, site_id, status, started_on, trial_ends_on, freeze_from, freeze_until, cancel_requested_on, ended_on, cancel_reason)
SELECT x.t, x.g, a.id, x.plan, a.home_site_id, x.st, x.st_on,
 CASE WHEN x.st = 'trialing' OR x.g%4 = 0 THEN x.st_on + 14 END,
 CASE WHEN x.st = 'frozen' THEN CURRENT_DATE - x.g%40 WHEN x.g%10 = 6 AND x.st_on < CURRENT_DATE - 90 THEN x.st_on + 40 END,
 CASE WHEN x.st = 'frozen' THEN (CASE WHEN x.g%3 = 0 THEN NULL ELSE CURRENT_DATE + 10 + x.g%50 END) WHEN x.g%10 = 6 AND x.st_on < CURRENT_DATE - 90 THEN x.st_on + 70 END,
 CASE WHEN x.st = 'cancelled' THEN GREATEST(x.st_on, (CASE WHEN x.g%8 = 0 THEN x.st_on + 14 ELSE (CASE WHEN x.g%8 = 0 THEN x.st_on + 14 ELSE GREATEST(x.st_on, LEAST(x.st_on + 30 + (x.g*11)%500, CURRENT_DATE - 1 - x.g%25)) END) END) - 30) END,
 CASE WHEN x.st = 'cancelled' THEN (CASE WHEN x.g%8 = 0 THEN x.st_on + 14 ELSE GREATEST(x.st_on, LEAST(x.st_on + 30 + (x.g*11)%500, CURRENT_DATE - 1 - x.g%25)) END) END,
 CASE WHEN x.st = 'cancelled' THEN (ARRAY['relocation','price','injury','not_using','switched_competitor','medical','other'])[1+(x.g/10)%7] END
FROM (SELECT t, g, 1+(g*7)%5 AS plan,
   CASE WHEN g%10 IN (0,1) OR (g%10 = 7 AND g%3 = 0) THEN 'cancelled' WHEN g%10 = 2 THEN 'frozen' WHEN g%10 = 3 THEN 'past_due' WHEN g%10 = 4 AND g%20 = 4 THEN 'trialing' ELSE 'active' END AS st,
   CASE WHEN g%20 = 4 THEN CURRENT_DATE - g%13 ELSE CURRENT_DATE - ((g*37 + t*11) % 1150) - 15 END AS st_on
  FROM generate_series(1,3) t, generate_series(1, 760 - t*60) g) x
JOIN accounts a ON a.operator_id = x.t AND a.id = 1 + (x.g - 1) % (640 - x.t*40);
INSERT INTO charges (operator_id, id, contract_id, account_id, period_start, billed_on, due_on, amount, status, paid_on, refunded_on, failure_code)
SELECT y.operator_id, row_number() OVER (PARTITION BY y.operator_id ORDER BY y.cid, y.m), y.cid, y.account_id, y.bd, y.bd, y.bd + 7,
 round(y.fee * (1 - coalesce(y.disc, 0)/100), 2), y.st,
 CASE WHEN y.st IN ('paid','refunded') THEN y.bd + (y.cid + y.m)%4 END,
 CASE WHEN y.st = 'refunded' THEN y.bd + 10 + y.m%9 END,
 CASE WHEN y.st IN ('failed','past_due') THEN (ARRAY['insufficient_funds','card_expired','do_not_honor','sepa_return'])[1+(y.cid+y.m)%4] END
FROM (SELECT c.operator_id, c.id AS cid, c.account_id, m.m, (c.started_on + m.m * interval '1 month')::date AS bd, pp.monthly_fee AS fee,
   CASE WHEN ca.terminated_on IS NULL OR ca.terminated_on > (c.started_on + m.m * interval '1 month')::date THEN ca.discount_pct END AS disc,
   CASE WHEN c.status = 'past_due' AND (c.started_on + m.m * interval '1 month')::date > CURRENT_DATE - 45 THEN 'past_due'
        WHEN (c.id*3 + m.m) % 17 = 0 THEN 'failed' WHEN (c.id + m.m*5) % 23 = 0 THEN 'refunded' ELSE 'paid' END AS st
  FROM contracts c
  JOIN generate_series(0, 40) m(m) ON (c.started_on + m.m * interval '1 month')::date <= coalesce(c.ended_on, CURRENT_DATE)
  JOIN plan_prices pp ON pp.operator_id = c.operator_id AND pp.plan_id = c.plan_id AND pp.valid_from <= (c.started_on + m.m * interval '1 month')::date AND (pp.valid_to IS NULL OR pp.valid_to > (c.started_on + m.m * interval '1 month')::date)
  JOIN accounts a ON a.operator_id = c.operator_id AND a.id = c.account_id
  LEFT JOIN corporate_accounts ca ON ca.operator_id = a.operator_id AND ca.id = a.corporate_account_id
  WHERE c.status <> 'trialing' AND NOT (c.trial_ends_on IS NOT NULL AND m.m = 0)
    AND NOT (c.freeze_from IS NOT NULL AND (c.started_on + m.m * interval '1 month')::date BETWEEN c.freeze_from AND coalesce(c.freeze_until, CURRENT_DATE))) y;
INSERT INTO access_events (operator_id, id, account_id, site_id, scanned_at, result, deny_reason)
SELECT x.t, x.g, a.id, CASE WHEN x.g%9 = 0 THEN 1 + (x.g/9)%7 WHEN a.home_site_id = 8 THEN 3 ELSE a.home_site_id END,
 CURRENT_DATE - (x.g % 365) + (6 + (x.g*5) % 16) * interval '1 hour' + ((x.g*7) % 60) * interval '1 minute',
 CASE WHEN x.g%41 = 0 OR x.g%53 = 0 THEN 'denied' ELSE 'granted' END,
 CASE WHEN x.g%41 = 0 THEN 'payment_overdue' WHEN x.g%53 = 0 THEN 'no_active_contract' END
FROM (SELECT t, g FROM generate_series(1,3) t, generate_series(1, 9000 - t*1000) g) x
JOIN accounts a ON a.operator_id = x.t AND a.id = 1 + (x.g*7 + (x.g/600)) % (640 - x.t*40);
INSERT INTO class_slots (operator_id, id, site_id, instructor_id, class_name, starts_at, duration_min, capacity, cancelled_at)
SELECT t, g, 1 + g%7, (ARRAY[16,25,10,19,28,13,22])[1 + g%7],
 (ARRAY['Spin','Yoga','HIIT','Pilates','Boxfit','Zumba','Body Pump'])[1 + (g/7 + g)%7],
 CURRENT_DATE - 150 + (g/10) + (ARRAY[7,9,12,18,19,20,7,18,12,19])[1 + g%10] * interval '1 hour',
 CASE WHEN (g/7 + g)%7 IN (0,4) THEN 45 ELSE 60 END, (ARRAY[20,16,24,14,12,30,20])[1 + (g/7 + g)%7],
 CASE WHEN g%37 = 0 THEN CURRENT_DATE - 150 + (g/10) - 1 + interval '15 hours' END
FROM generate_series(1,3) t, generate_series(1, 1800) g;
INSERT INTO reservations (operator_id, id, slot_id, account_id, booked_at, status, cancelled_at)
SELECT s.operator_id, row_number() OVER (PARTITION BY s.operator_id ORDER BY s.id, k.k), s.id, 1 + (s.id*13 + k.k*37) % (640 - s.operator_id*40),
 s.starts_at - (1 + k.k%5) * interval '1 day' - (k.k*17 % 600) * interval '1 minute',
 CASE WHEN s.cancelled_at IS NOT NULL THEN 'cancelled' WHEN (s.id + k.k) % 7 = 0 THEN 'cancelled' WHEN s.starts_at > now() THEN 'booked'
      WHEN (s.id + k.k) % 11 = 0 THEN 'no_show' WHEN (s.id*2 + k.k) % 13 = 0 THEN 'late_cancel' ELSE 'attended' END,
 CASE WHEN s.cancelled_at IS NOT NULL THEN s.cancelled_at WHEN (s.id + k.k) % 7 = 0 THEN s.starts_at - interval '2 days'
      WHEN s.starts_at <= now() AND (s.id + k.k) % 11 <> 0 AND (s.id*2 + k.k) % 13 = 0 THEN s.starts_at - interval '3 hours' END
FROM class_slots s JOIN generate_series(1, 32) k(k) ON k.k <= 4 + (s.id*7) % (s.capacity + 2);
INSERT INTO pt_packages (operator_id, id, account_id, trainer_id, sessions_included, price, purchased_on, expires_on)
SELECT t, g, 1 + (g*11) % (640 - t*40), (ARRAY[24,12,18,30,21,15,27])[1 + g%7], (ARRAY[5,10,20])[1 + g%3],
 (ARRAY[5,10,20])[1 + g%3] * (ARRAY[60.00,55.00,50.00])[1 + g%3] - CASE WHEN g%8 = 0 THEN 25 ELSE 0 END,
 CURRENT_DATE - ((g*29) % 700), CURRENT_DATE - ((g*29) % 700) + (ARRAY[60,120,180])[1 + g%3]
FROM generate_series(1,3) t, generate_series(1, 420 - t*40) g;
INSERT INTO pt_sessions (operator_id, id, package_id, scheduled_at, status)
SELECT p.operator_id, row_number() OVER (PARTITION BY p.operator_id ORDER BY p.id, k.k), p.id,
 p.purchased_on + k.k * (ARRAY[7,5,6])[1 + p.id%3] + (7 + (p.id + k.k)%12) * interval '1 hour',
 CASE WHEN p.purchased_on + k.k * (ARRAY[7,5,6])[1 + p.id%3] >= CURRENT_DATE THEN 'scheduled'
      WHEN (p.id + k.k) % 9 = 0 THEN 'no_show' WHEN (p.id + k.k*2) % 13 = 0 THEN 'cancelled' ELSE 'completed' END
FROM pt_packages p JOIN generate_series(1, 20) k(k) ON k.k <= p.sessions_included - p.id % 4;
INSERT INTO skus (operator_id, id, sku_code, name, category, list_price, unit_cost, discontinued)
SELECT t, v.id, v.code, v.n, v.cat, v.price, v.cost, v.id IN (7, 14) FROM generate_series(1,3) t,
 (VALUES (1,'SUP-WHEY1','Whey Protein 1kg','supplements',34.99,18.00),(2,'SUP-BAR12','Protein Bar Box (12)','supplements',24.99,11.50),(3,'SUP-CREA','Creatine 300g','supplements',19.99,7.20),
         (4,'DRK-WATER','Still Water 500ml','drinks',1.50,0.30),(5,'DRK-ISO','Isotonic Drink','drinks',2.80,0.90),(6,'DRK-SHAKE','Protein Shake (bar)','drinks',4.50,1.40),(7,'DRK-COFFEE','Coffee','drinks',2.50,0.40),
         (8,'APP-TEE','Logo T-Shirt','apparel',22.00,8.00),(9,'APP-HOOD','Logo Hoodie','apparel',45.00,17.00),(10,'APP-SOCKS','Grip Socks','apparel',9.00,2.50),
         (11,'ACC-TOWEL','Gym Towel','accessories',12.00,3.80),(12,'ACC-BOTTLE','Shaker Bottle','accessories',8.00,2.10),(13,'ACC-LOCK','Padlock','accessories',6.50,1.90),(14,'ACC-GLOVES','Lifting Gloves','accessories',18.00,6.00),(15,'ACC-BANDS','Resistance Bands Set','accessories',16.00,4.50)) v(id,code,n,cat,price,cost);
INSERT INTO pos_line_items (operator_id, id, receipt_no, site_id, staff_id, account_id, sku_id, sold_at, quantity, unit_price, discount_amount)
SELECT x.t, x.g, 'R' || (100000 + x.g/2), x.site, (ARRAY[2,17,26,11,20,29,14])[x.site],
 CASE WHEN x.g%6 = 0 THEN NULL ELSE 1 + (x.g*17) % (640 - x.t*40) END, x.sku,
 CURRENT_DATE - (x.g % 400) + (7 + x.g%14) * interval '1 hour' + (x.g%50) * interval '1 minute',
 CASE WHEN x.sku IN (4,5,7) THEN 1 + x.g%3 ELSE 1 + (x.g%10)/8 END, s.list_price,
 CASE WHEN x.g%9 = 0 THEN round(s.list_price * 0.10, 2) WHEN x.g%25 = 0 THEN round(s.list_price * 0.25, 2) ELSE 0 END
FROM (SELECT t, g, 1 + ((g/2)*3) % 7 AS site, 1 + (g*7 + g/15) % 15 AS sku FROM generate_series(1,3) t, generate_series(1, 4000 - t*500) g) x
JOIN skus s ON s.operator_id = x.t AND s.id = x.sku;
