-- Fundraising data warehouse (Kimball star schema) shared by three UK charities.
-- Tenant column: org_key (every table). 1 = Brightwater Hospice, 2 = Paws & Whiskers Rescue,
-- 3 = Northfield Food Bank Network.
--
-- Business conventions
-- * dim_date: one row per calendar day per org. date_key is an integer yyyymmdd and every *_date_key
--   column in the facts references it. The fiscal year runs 1 April - 31 March. fiscal_year is the
--   calendar year in which the fiscal year STARTS (FY2025/26 = 1 Apr 2025 - 31 Mar 2026 -> fiscal_year 2025,
--   fiscal_year_name 'FY2025/26'). fiscal_quarter 1 = Apr-Jun ... 4 = Jan-Mar.
-- * dim_donor is a slowly changing dimension type 2. donor_id is the CRM supporter number and identifies
--   the person/organisation; donor_key identifies one version. The current version has is_current = 'Y'
--   and valid_to = 9999-12-31. Facts point at the version valid on the fact's date, so COUNT DISTINCT
--   donor_id (not donor_key) when counting donors, and use the is_current = 'Y' row for current attributes
--   (segment, city, Gift Aid declaration...).
-- * fact_gift holds one-off gifts (donations, in-memory, sponsorship, corporate, trust grants, legacies).
--   status: 'Banked' = money received and banked; 'Pending' = received but not yet banked (banked_date_key NULL),
--   'Refunded' = given back to the donor (see fact_refund); 'Bounced' = cheque/card payment failed.
--   Gift income = SUM(gift_amount) of status 'Banked' gifts, dated by gift_date_key.
-- * Regular giving: dim_pledge is a direct debit / standing order commitment (status 'Active', 'Cancelled',
--   cancelled_date NULL = still running). fact_pledge_payment has one row per instalment: status 'Collected'
--   (amount_collected > 0, collected_date_key set), 'Failed' (bounced DD, amount_collected 0), 'Pending'
--   (due, not yet cleared) and 'Scheduled' (future instalment). Regular giving income = SUM(amount_collected)
--   of 'Collected' payments, dated by due_date_key.
-- * Total fundraised income = gift income + regular giving income. Event registration fees and sponsorship
--   recorded in fact_event_registration are reported separately as event income.
-- * A "donor" for a period = a distinct donor_id with at least one Banked gift or Collected pledge payment
--   in the period. Average gift = average gift_amount of Banked gifts. Lapsed donor = gave before but not
--   in the last 12 months. Retention = share of last FY's donors who gave again this FY.
-- * Gift Aid: gift_aid_amount = 25% of the gift when the donor had a Gift Aid declaration and the gift is
--   eligible (gift_aid_eligible = 'Y'); else 0. Gifts and payments are claimed from HMRC in quarterly
--   claims (fact_gift_aid_claim); gift_aid_claim_key NULL = not claimed yet. Claim status 'Draft' (not yet
--   submitted), 'Submitted' (waiting for HMRC, paid_date_key NULL), 'Paid'. "Gift Aid claimed" = claim_amount
--   of Submitted + Paid claims; "received" = amount_received of Paid claims.
-- * fee_amount = payment processing fee (card, PayPal, DD bureau). Net income = amount - fee.
-- * Campaign cost_amount = money spent on the campaign/appeal. Cost per pound raised (cost/income ratio)
--   = cost_amount / gift income attributed to the campaign. end_date NULL = ongoing campaign.
-- * dim_fundraiser = fundraising staff; manager_fundraiser_key is the line manager; leave_date NULL = still employed.
--   fundraiser_key on a gift = the relationship manager (NULL = unmanaged / mass-market gift).
-- * Events: fact_event_registration.status 'Registered' (future event), 'Attended', 'No Show', 'Cancelled'.
--   attended_flag 'Y'/'N', NULL while the event has not happened. Event income = registration_fee_paid +
--   sponsorship_raised.
-- * Volunteers: dim_volunteer.end_date NULL = active volunteer; hours in fact_volunteer_shift.
-- * All flags are 'Y'/'N' text. Money is GBP.

CREATE TABLE dim_organisation (
  org_key integer PRIMARY KEY,
  org_name text NOT NULL,
  charity_number text NOT NULL,
  cause_area text NOT NULL,
  head_office_city text NOT NULL
);

INSERT INTO dim_organisation VALUES
(1, 'Brightwater Hospice', '1098231', 'Hospice care', 'Bristol'),
(2, 'Paws & Whiskers Rescue', '1156004', 'Animal welfare', 'Leeds'),
(3, 'Northfield Food Bank Network', '1177420', 'Poverty relief', 'Newcastle');

CREATE TABLE dim_date (
  org_key integer NOT NULL REFERENCES dim_organisation(org_key),
  date_key integer NOT NULL,
  full_date date NOT NULL,
  day_of_month integer NOT NULL,
  day_name text NOT NULL,
  day_of_week integer NOT NULL,
  is_weekend text NOT NULL,
  week_of_year integer NOT NULL,
  month_num integer NOT NULL,
  month_name text NOT NULL,
  month_short text NOT NULL,
  year_month text NOT NULL,
  calendar_quarter integer NOT NULL,
  calendar_year integer NOT NULL,
  fiscal_year integer NOT NULL,
  fiscal_year_name text NOT NULL,
  fiscal_quarter integer NOT NULL,
  fiscal_month_num integer NOT NULL,
  is_month_end text NOT NULL,
  PRIMARY KEY (org_key, date_key)
);

INSERT INTO dim_date
SELECT o.org_key,
       to_char(d, 'YYYYMMDD')::int,
       d::date,
       extract(day FROM d)::int,
       trim(to_char(d, 'Day')),
       extract(isodow FROM d)::int,
       CASE WHEN extract(isodow FROM d) IN (6, 7) THEN 'Y' ELSE 'N' END,
       extract(week FROM d)::int,
       extract(month FROM d)::int,
       trim(to_char(d, 'Month')),
       to_char(d, 'Mon'),
       to_char(d, 'YYYY-MM'),
       extract(quarter FROM d)::int,
       extract(year FROM d)::int,
       extract(year FROM d - interval '3 months')::int,
       'FY' || extract(year FROM d - interval '3 months')::int || '/' || lpad(((extract(year FROM d - interval '3 months')::int + 1) % 100)::text, 2, '0'),
       extract(quarter FROM d - interval '3 months')::int,
       extract(month FROM d - interval '3 months')::int,
       CASE WHEN extract(month FROM d + interval '1 day') <> extract(month FROM d) THEN 'Y' ELSE 'N' END
FROM dim_organisation o,
     generate_series(date_trunc('year', current_date) - interval '4 years', current_date + interval '420 days', interval '1 day') d
ORDER BY o.org_key, d;

CREATE TABLE dim_segment (
  segment_key integer PRIMARY KEY,
  org_key integer NOT NULL REFERENCES dim_organisation(org_key),
  segment_code text NOT NULL,
  segment_name text NOT NULL,
  description text
);

INSERT INTO dim_segment
SELECT (o.org_key - 1) * 10 + s.idx, o.org_key, s.code, s.name, s.descr
FROM dim_organisation o,
     (VALUES (1, 'MAJOR', 'Major Donor', 'Gives 5,000 GBP or more a year, personally managed'),
             (2, 'MID', 'Mid-Value', 'Gives 500-5,000 GBP a year'),
             (3, 'REGULAR', 'Regular Giver', 'Has a direct debit / standing order'),
             (4, 'CASH', 'Cash Donor', 'One-off donors responding to appeals'),
             (5, 'LAPSED', 'Lapsed', 'No gift in the last 12 months'),
             (6, 'CORP', 'Corporate & Trust', 'Companies, trusts and foundations'),
             (7, 'LEGACY', 'Legacy Pledger', 'Has told us they left a gift in their will')) s(idx, code, name, descr)
ORDER BY 1;

CREATE TABLE dim_payment_method (
  payment_method_key integer PRIMARY KEY,
  org_key integer NOT NULL REFERENCES dim_organisation(org_key),
  method_code text NOT NULL,
  method_name text NOT NULL,
  is_electronic text NOT NULL
);

INSERT INTO dim_payment_method
SELECT (o.org_key - 1) * 10 + m.idx, o.org_key, m.code, m.name, m.elec
FROM dim_organisation o,
     (VALUES (1, 'CARD', 'Credit/Debit Card', 'Y'), (2, 'DD', 'Direct Debit', 'Y'), (3, 'CASH', 'Cash', 'N'),
             (4, 'CHQ', 'Cheque', 'N'), (5, 'BACS', 'Bank Transfer', 'Y'), (6, 'PAYPAL', 'PayPal', 'Y'),
             (7, 'SO', 'Standing Order', 'Y')) m(idx, code, name, elec)
ORDER BY 1;

CREATE TABLE dim_fundraiser (
  fundraiser_key integer PRIMARY KEY,
  org_key integer NOT NULL REFERENCES dim_organisation(org_key),
  staff_number text NOT NULL,
  full_name text NOT NULL,
  job_title text NOT NULL,
  team text NOT NULL,
  manager_fundraiser_key integer REFERENCES dim_fundraiser(fundraiser_key),
  hire_date date NOT NULL,
  leave_date date,
  annual_target numeric(12,2)
);

INSERT INTO dim_fundraiser
SELECT (o.org_key - 1) * 12 + f.idx,
       o.org_key,
       (ARRAY['BH', 'PW', 'NF'])[o.org_key] || '-S' || lpad(f.idx::text, 3, '0'),
       CASE o.org_key WHEN 1 THEN f.n1 WHEN 2 THEN f.n2 ELSE f.n3 END,
       f.title, f.team,
       CASE WHEN f.mgr IS NULL THEN NULL ELSE (o.org_key - 1) * 12 + f.mgr END,
       current_date - (f.tenure_days + o.org_key * 40),
       CASE WHEN f.idx = 11 THEN current_date - (150 + o.org_key * 20) WHEN f.idx = 10 AND o.org_key = 2 THEN current_date - 400 ELSE NULL END,
       f.target * (CASE o.org_key WHEN 1 THEN 1 WHEN 2 THEN 0.6 ELSE 0.4 END)
FROM dim_organisation o,
     (VALUES (1, 'Helen Marsh', 'Karen Doyle', 'Simon Price', 'Director of Fundraising', 'Leadership', NULL, 3100, NULL),
             (2, 'Tom Okafor', 'Nadia Rahman', 'Joanne Kerr', 'Head of Individual Giving', 'Individual Giving', 1, 2500, 400000),
             (3, 'Priya Shah', 'Mark Ellison', 'Ravi Menon', 'Head of Major Gifts', 'Major Gifts', 1, 2200, 500000),
             (4, 'Gareth Lloyd', 'Becky Stone', 'Claire Dunn', 'Head of Events & Community', 'Events', 1, 1900, 250000),
             (5, 'Sophie Turner', 'Owen Parry', 'Megan Hale', 'Individual Giving Officer', 'Individual Giving', 2, 1300, 150000),
             (6, 'Daniel Reyes', 'Leah Francis', 'Aaron Booth', 'Regular Giving Manager', 'Individual Giving', 2, 1100, 200000),
             (7, 'Amira Haddad', 'Gemma Lowe', 'Isaac Noble', 'Major Gifts Manager', 'Major Gifts', 3, 900, 300000),
             (8, 'James Whitfield', 'Peter Quinn', 'Hannah Ward', 'Legacy Manager', 'Legacies', 3, 1600, 350000),
             (9, 'Chloe Bennett', 'Ellie Marsh', 'Ryan Shaw', 'Events Officer', 'Events', 4, 700, 120000),
             (10, 'Liam O''Connor', 'Josh Bray', 'Kirsty Bell', 'Community Fundraiser', 'Community', 4, 600, 80000),
             (11, 'Rachel Green', 'Zoe Hart', 'Dan Fisher', 'Community Fundraiser', 'Community', 4, 800, 80000),
             (12, 'Marcus Webb', 'Anna Vickers', 'Lucy Carr', 'Trusts & Corporate Officer', 'Trusts', 3, 500, 180000)
     ) f(idx, n1, n2, n3, title, team, mgr, tenure_days, target)
ORDER BY 1;

CREATE TABLE dim_donor (
  donor_key integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  org_key integer NOT NULL REFERENCES dim_organisation(org_key),
  donor_id text NOT NULL,
  donor_type text NOT NULL,
  title text,
  first_name text,
  last_name text,
  organisation_name text,
  donor_name text NOT NULL,
  email text,
  postcode text,
  city text,
  region text,
  segment_key integer NOT NULL REFERENCES dim_segment(segment_key),
  gift_aid_declared text NOT NULL,
  contact_opt_in text NOT NULL,
  is_deceased text NOT NULL,
  date_of_death date,
  created_date date NOT NULL,
  valid_from date NOT NULL,
  valid_to date NOT NULL,
  is_current text NOT NULL
);

INSERT INTO dim_donor (org_key, donor_id, donor_type, title, first_name, last_name, organisation_name, donor_name,
  email, postcode, city, region, segment_key, gift_aid_declared, contact_opt_in, is_deceased, date_of_death,
  created_date, valid_from, valid_to, is_current)
WITH b AS (
  SELECT o.org_key, n,
         CASE WHEN n % 50 = 0 THEN 'Trust' WHEN n % 25 = 0 THEN 'Company' ELSE 'Individual' END AS dtype,
         (ARRAY['Oliver','Amelia','George','Isla','Harry','Ava','Jack','Mia','Noah','Emily','Charlie','Grace','Jacob','Sophia','Thomas','Lily','Arthur','Freya','William','Evie','Margaret','David','Susan','Peter','Ruth','Anil','Fatima','Kwame','Siobhan','Hamish'])[1 + (n * 7 + o.org_key) % 30] AS fn,
         (ARRAY['Smith','Jones','Taylor','Brown','Williams','Wilson','Johnson','Davies','Patel','Robinson','Wright','Thompson','Evans','Walker','White','Roberts','Green','Hall','Wood','Jackson','Clarke','Khan','Hughes','Edwards','Murphy','Campbell','Kaur','Ahmed','Morgan','Fletcher'])[1 + (n * 11 + n / 30) % 30] AS ln,
         (ARRAY['Barclays Community Fund','Greggs Foundation','Rotary Club of Bath','Lloyds Bank Foundation','Tesco Stronger Starts','Masonic Charitable Foundation','Sainsbury''s Local Fund','Nationwide Community Grants','The Clothworkers'' Company','Aviva Community Fund'])[1 + (n / 25) % 10] AS orgname,
         1 + (n * 3 + o.org_key) % 10 AS city_idx,
         1 + (n * 3 + o.org_key + 4) % 10 AS old_city_idx,
         current_date - CASE WHEN n % 4 = 1 THEN 500 + (n * 37) % 600 ELSE 30 + (n * 37) % 1060 END AS start_d,
         CASE WHEN n % 50 = 1 THEN 1 WHEN n % 25 = 0 THEN 6 WHEN n % 41 = 5 THEN 7 WHEN n % 4 = 1 THEN 5
              WHEN n % 3 = 0 THEN 3 WHEN n % 10 = 7 THEN 2 ELSE 4 END AS seg_idx,
         CASE WHEN n % 41 = 5 THEN 'Y' ELSE 'N' END AS dec
  FROM (VALUES (1, 420), (2, 260), (3, 200)) o(org_key, cnt), generate_series(1, o.cnt) n
), v AS (
  SELECT b.*, ver.v,
         b.start_d + (current_date - b.start_d) / 2 AS change_d
  FROM b, (VALUES (0), (1)) ver(v)
  WHERE ver.v = 1 OR b.n % 5 = 0
)
SELECT org_key,
       (ARRAY['BH', 'PW', 'NF'])[org_key] || '-' || lpad(n::text, 6, '0'),
       dtype,
       CASE WHEN dtype <> 'Individual' THEN NULL ELSE (ARRAY['Mr','Mrs','Ms','Dr','Miss','Mr','Mrs','Rev'])[1 + n % 8] END,
       CASE WHEN dtype <> 'Individual' THEN NULL ELSE fn END,
       CASE WHEN dtype <> 'Individual' THEN NULL ELSE ln END,
       CASE WHEN dtype <> 'Individual' THEN orgname ELSE NULL END,
       CASE WHEN dtype <> 'Individual' THEN orgname ELSE fn || ' ' || ln END,
       CASE WHEN n % 6 = 0 AND dtype = 'Individual' THEN NULL
            WHEN dtype <> 'Individual' THEN 'grants' || n || '@example.org'
            ELSE lower(fn) || '.' || lower(ln) || n || '@example.com' END,
       (ARRAY['SW','M','LS','BS','B','NR','BN','NE','NG','CF'])[CASE WHEN v = 0 THEN old_city_idx ELSE city_idx END] || (1 + n % 19) || ' ' || (n % 9 + 1) || chr(65 + n % 26) || chr(65 + (n * 7) % 26),
       (ARRAY['London','Manchester','Leeds','Bristol','Birmingham','Norwich','Brighton','Newcastle','Nottingham','Cardiff'])[CASE WHEN v = 0 THEN old_city_idx ELSE city_idx END],
       (ARRAY['London','North West','Yorkshire','South West','West Midlands','East of England','South East','North East','East Midlands','Wales'])[CASE WHEN v = 0 THEN old_city_idx ELSE city_idx END],
       (org_key - 1) * 10 + CASE WHEN v = 0 AND seg_idx IN (1, 2, 3) THEN 4 WHEN v = 0 AND seg_idx = 5 THEN 4 ELSE seg_idx END,
       CASE WHEN dtype <> 'Individual' THEN 'N' WHEN v = 0 THEN 'N' WHEN n % 3 = 1 AND n % 4 <> 1 THEN 'N' ELSE 'Y' END,
       CASE WHEN n % 8 = 3 THEN 'N' ELSE 'Y' END,
       CASE WHEN v = 1 THEN dec ELSE 'N' END,
       CASE WHEN v = 1 AND dec = 'Y' THEN greatest(start_d + 45, current_date - (40 + (n * 53) % 650)) ELSE NULL END,
       start_d,
       CASE WHEN v = 0 THEN start_d WHEN n % 5 = 0 THEN change_d ELSE start_d END,
       CASE WHEN v = 0 THEN change_d - 1 ELSE DATE '9999-12-31' END,
       CASE WHEN v = 0 THEN 'N' ELSE 'Y' END
FROM v
ORDER BY org_key, n, v;

CREATE TABLE dim_campaign (
  campaign_key integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  org_key integer NOT NULL REFERENCES dim_organisation(org_key),
  campaign_code text NOT NULL,
  campaign_name text NOT NULL,
  campaign_type text NOT NULL,
  channel text NOT NULL,
  start_date date NOT NULL,
  end_date date,
  target_amount numeric(12,2),
  budget_amount numeric(12,2),
  cost_amount numeric(12,2) NOT NULL,
  owner_fundraiser_key integer REFERENCES dim_fundraiser(fundraiser_key)
);

INSERT INTO dim_campaign (org_key, campaign_code, campaign_name, campaign_type, channel, start_date, end_date,
  target_amount, budget_amount, cost_amount, owner_fundraiser_key)
SELECT * FROM (
  SELECT o.org_key, c.code, c.name, c.ctype, c.channel,
         (date_trunc('year', current_date) - interval '4 years')::date, NULL::date,
         NULL::numeric, c.budget * o.org_key * 0 + c.budget / o.org_key, c.cost / o.org_key,
         (o.org_key - 1) * 12 + c.owner
  FROM dim_organisation o,
       (VALUES ('GEN', 'General Donations', 'General', 'Mixed', 20000, 14250, 2),
               ('RG', 'Regular Giving Recruitment', 'Regular Giving', 'Face to Face', 90000, 86400, 6),
               ('LEG', 'Legacy Marketing', 'Legacy', 'Direct Mail', 30000, 27800, 8),
               ('EVT', 'Challenge Events', 'Event', 'Event', 60000, 52300, 9),
               ('MG', 'Major Gifts Programme', 'Major Gifts', 'Personal', 25000, 21900, 7),
               ('IM', 'In Memory Giving', 'In Memory', 'Digital', 8000, 6100, 5)
       ) c(code, name, ctype, channel, budget, cost, owner)
  UNION ALL
  SELECT o.org_key, a.code || '-' || y, a.name || ' ' || y, 'Appeal', a.channel,
         make_date(y, a.m1, a.d1), (make_date(y, a.m1, a.d1) + a.len)::date,
         a.target / o.org_key, a.budget / o.org_key,
         round((a.budget * (0.8 + ((y + o.org_key) % 5) * 0.07) / o.org_key)::numeric, 2)
           * CASE WHEN make_date(y, a.m1, a.d1) + a.len > current_date THEN 0.6 ELSE 1 END,
         (o.org_key - 1) * 12 + a.owner
  FROM dim_organisation o,
       generate_series(extract(year FROM current_date)::int - 3, extract(year FROM current_date)::int) y,
       (VALUES ('SPR', 'Spring Appeal', 'Direct Mail', 3, 1, 91, 60000, 9000, 5),
               ('SUM', 'Summer Email Appeal', 'Email', 6, 1, 91, 25000, 2500, 5),
               ('GT', 'Giving Tuesday', 'Digital', 11, 25, 10, 15000, 1200, 2),
               ('XMAS', 'Christmas Appeal', 'Direct Mail', 11, 1, 91, 120000, 18000, 5)
       ) a(code, name, channel, m1, d1, len, target, budget, owner)
  WHERE make_date(y, a.m1, a.d1) <= current_date
  UNION ALL
  SELECT o.org_key, 'EMG-1',
         CASE o.org_key WHEN 1 THEN 'Ward Refurbishment Appeal' WHEN 2 THEN 'Emergency Vet Fund' ELSE 'Winter Crisis Appeal' END,
         'Emergency', 'Multi-channel', current_date - 430, current_date - 310, 150000 / o.org_key, 20000 / o.org_key, 17650.00 / o.org_key,
         (o.org_key - 1) * 12 + 1
  FROM dim_organisation o
) x
ORDER BY 1, 6, 2;

CREATE TABLE dim_event (
  event_key integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  org_key integer NOT NULL REFERENCES dim_organisation(org_key),
  event_code text NOT NULL,
  event_name text NOT NULL,
  event_type text NOT NULL,
  campaign_key integer NOT NULL REFERENCES dim_campaign(campaign_key),
  venue text,
  city text NOT NULL,
  event_date_key integer NOT NULL,
  capacity integer NOT NULL,
  registration_fee numeric(8,2) NOT NULL,
  sponsorship_target numeric(8,2),
  event_cost numeric(12,2) NOT NULL,
  lead_fundraiser_key integer REFERENCES dim_fundraiser(fundraiser_key),
  FOREIGN KEY (org_key, event_date_key) REFERENCES dim_date(org_key, date_key)
);

INSERT INTO dim_event (org_key, event_code, event_name, event_type, campaign_key, venue, city, event_date_key,
  capacity, registration_fee, sponsorship_target, event_cost, lead_fundraiser_key)
SELECT o.org_key, t.code || '-' || y, t.name || ' ' || y, t.etype,
       (SELECT c.campaign_key FROM dim_campaign c WHERE c.org_key = o.org_key AND c.campaign_code = 'EVT'),
       t.venue, CASE WHEN t.city = 'HQ' THEN o.head_office_city ELSE t.city END,
       to_char(make_date(y, t.m, t.d), 'YYYYMMDD')::int,
       t.cap / o.org_key, t.fee, t.target, round(t.cost / o.org_key, 2),
       (o.org_key - 1) * 12 + CASE WHEN t.etype = 'Gala Dinner' THEN 4 WHEN t.etype = 'Quiz' THEN 10 ELSE 9 END
FROM dim_organisation o,
     generate_series(extract(year FROM current_date)::int - 3, extract(year FROM current_date)::int + 1) y,
     (VALUES ('MW', 'Midnight Walk', 'Sponsored Walk', 6, 14, 'Harbourside', 'HQ', 400, 25.00, 150.00, 8200.00),
             ('GALA', 'Summer Gala Dinner', 'Gala Dinner', 7, 11, 'The Grand Hotel', 'HQ', 200, 85.00, NULL, 15400.00),
             ('GNR', 'Great North Run Team', 'Challenge', 9, 7, NULL, 'Newcastle', 60, 50.00, 400.00, 3100.00),
             ('QUIZ', 'Christmas Quiz Night', 'Quiz', 12, 5, 'Community Hall', 'HQ', 120, 10.00, NULL, 650.00),
             ('TREK', 'Ben Nevis Trek', 'Trek', 5, 16, NULL, 'Fort William', 40, 99.00, 750.00, 5200.00),
             ('LM', 'London Marathon Team', 'Challenge', 4, 26, NULL, 'London', 25, 100.00, 2000.00, 4300.00)
     ) t(code, name, etype, m, d, venue, city, cap, fee, target, cost)
WHERE make_date(y, t.m, t.d) BETWEEN current_date - 1000 AND current_date + 240
ORDER BY o.org_key, make_date(y, t.m, t.d);

CREATE TABLE dim_pledge (
  pledge_key integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  org_key integer NOT NULL REFERENCES dim_organisation(org_key),
  pledge_ref text NOT NULL,
  donor_key integer NOT NULL REFERENCES dim_donor(donor_key),
  campaign_key integer NOT NULL REFERENCES dim_campaign(campaign_key),
  signed_up_by_fundraiser_key integer REFERENCES dim_fundraiser(fundraiser_key),
  payment_method_key integer NOT NULL REFERENCES dim_payment_method(payment_method_key),
  frequency text NOT NULL,
  instalment_amount numeric(10,2) NOT NULL,
  start_date date NOT NULL,
  cancelled_date date,
  cancellation_reason text,
  status text NOT NULL,
  gift_aid_flag text NOT NULL
);

INSERT INTO dim_pledge (org_key, pledge_ref, donor_key, campaign_key, signed_up_by_fundraiser_key, payment_method_key,
  frequency, instalment_amount, start_date, cancelled_date, cancellation_reason, status, gift_aid_flag)
WITH p AS (
  SELECT d.org_key, d.donor_id, d.date_of_death, substr(d.donor_id, 4)::int AS n, d.created_date + (substr(d.donor_id, 4)::int % 60) AS sd
  FROM dim_donor d
  WHERE d.is_current = 'Y' AND d.donor_type = 'Individual' AND substr(d.donor_id, 4)::int % 3 = 0
), p2 AS (
  SELECT p.*,
         CASE WHEN n % 4 = 1 THEN current_date - 400 - (n * 13) % 150
              WHEN n % 7 = 0 THEN sd + ((current_date - sd) * (n % 5 + 1)) / 7
              WHEN n % 41 = 5 THEN date_of_death
              ELSE NULL END AS cd
  FROM p WHERE sd < current_date - 10
)
SELECT p2.org_key,
       'DD' || (ARRAY['BH', 'PW', 'NF'])[p2.org_key] || lpad(p2.n::text, 6, '0'),
       dv.donor_key,
       (SELECT c.campaign_key FROM dim_campaign c WHERE c.org_key = p2.org_key AND c.campaign_code = 'RG'),
       CASE WHEN p2.n % 2 = 0 THEN NULL WHEN p2.n % 5 = 3 THEN (p2.org_key - 1) * 12 + 10 ELSE (p2.org_key - 1) * 12 + 6 END,
       (p2.org_key - 1) * 10 + CASE WHEN p2.n % 11 = 0 THEN 7 ELSE 2 END,
       CASE WHEN p2.n % 15 = 0 THEN 'Quarterly' WHEN p2.n % 27 = 0 THEN 'Annual' ELSE 'Monthly' END,
       CASE WHEN p2.n % 27 = 0 THEN 120 WHEN p2.n % 15 = 0 THEN 30 ELSE (ARRAY[5, 8, 10, 10, 12, 15, 20, 25])[1 + p2.n % 8] END,
       p2.sd,
       CASE WHEN p2.cd IS NOT NULL AND p2.cd > p2.sd THEN p2.cd ELSE NULL END,
       CASE WHEN p2.cd IS NULL OR p2.cd <= p2.sd THEN NULL WHEN p2.n % 41 = 5 THEN 'Deceased'
            ELSE (ARRAY['Financial reasons', 'No reason given', 'Moved to another charity', 'Unhappy with contact', 'Bank instruction cancelled'])[1 + p2.n % 5] END,
       CASE WHEN p2.cd IS NOT NULL AND p2.cd > p2.sd THEN 'Cancelled' ELSE 'Active' END,
       dv.gift_aid_declared
FROM p2
JOIN dim_donor dv ON dv.org_key = p2.org_key AND dv.donor_id = p2.donor_id AND p2.sd BETWEEN dv.valid_from AND dv.valid_to
ORDER BY p2.org_key, p2.n;

CREATE TABLE fact_gift_aid_claim (
  gift_aid_claim_key integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  org_key integer NOT NULL REFERENCES dim_organisation(org_key),
  claim_ref text NOT NULL,
  period_start_date_key integer NOT NULL,
  period_end_date_key integer NOT NULL,
  submitted_date_key integer,
  paid_date_key integer,
  claim_amount numeric(12,2) NOT NULL DEFAULT 0,
  amount_received numeric(12,2),
  status text NOT NULL,
  FOREIGN KEY (org_key, period_start_date_key) REFERENCES dim_date(org_key, date_key),
  FOREIGN KEY (org_key, period_end_date_key) REFERENCES dim_date(org_key, date_key),
  FOREIGN KEY (org_key, submitted_date_key) REFERENCES dim_date(org_key, date_key),
  FOREIGN KEY (org_key, paid_date_key) REFERENCES dim_date(org_key, date_key)
);

INSERT INTO fact_gift_aid_claim (org_key, claim_ref, period_start_date_key, period_end_date_key, submitted_date_key, paid_date_key, status)
SELECT o.org_key,
       'GA-' || (ARRAY['BH', 'PW', 'NF'])[o.org_key] || '-' || to_char(q, 'YYYY') || 'Q' || extract(quarter FROM q),
       to_char(q, 'YYYYMMDD')::int,
       to_char(q + interval '3 months' - interval '1 day', 'YYYYMMDD')::int,
       CASE WHEN (q + interval '3 months' + interval '34 days')::date <= current_date THEN to_char(q + interval '3 months' + interval '34 days', 'YYYYMMDD')::int END,
       CASE WHEN (q + interval '3 months' + interval '64 days')::date <= current_date THEN to_char(q + interval '3 months' + interval '64 days', 'YYYYMMDD')::int END,
       CASE WHEN (q + interval '3 months' + interval '64 days')::date <= current_date THEN 'Paid'
            WHEN (q + interval '3 months' + interval '34 days')::date <= current_date THEN 'Submitted' ELSE 'Draft' END
FROM dim_organisation o,
     generate_series(date_trunc('quarter', current_date - interval '3 years'), date_trunc('quarter', current_date) - interval '3 months', interval '3 months') q
ORDER BY o.org_key, q;

CREATE TABLE fact_gift (
  gift_key integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  org_key integer NOT NULL REFERENCES dim_organisation(org_key),
  gift_ref text NOT NULL,
  donor_key integer NOT NULL REFERENCES dim_donor(donor_key),
  campaign_key integer NOT NULL REFERENCES dim_campaign(campaign_key),
  fundraiser_key integer REFERENCES dim_fundraiser(fundraiser_key),
  payment_method_key integer NOT NULL REFERENCES dim_payment_method(payment_method_key),
  gift_aid_claim_key integer REFERENCES fact_gift_aid_claim(gift_aid_claim_key),
  gift_date_key integer NOT NULL,
  banked_date_key integer,
  gift_type text NOT NULL,
  status text NOT NULL,
  gift_amount numeric(12,2) NOT NULL,
  gift_aid_eligible text NOT NULL,
  gift_aid_amount numeric(12,2) NOT NULL,
  fee_amount numeric(10,2) NOT NULL,
  is_anonymous text NOT NULL,
  FOREIGN KEY (org_key, gift_date_key) REFERENCES dim_date(org_key, date_key),
  FOREIGN KEY (org_key, banked_date_key) REFERENCES dim_date(org_key, date_key)
);

INSERT INTO fact_gift (org_key, gift_ref, donor_key, campaign_key, fundraiser_key, payment_method_key, gift_date_key,
  banked_date_key, gift_type, status, gift_amount, gift_aid_eligible, gift_aid_amount, fee_amount, is_anonymous)
WITH g AS (
  SELECT o.org_key, gs, 1 + (gs * 37 + gs / 11) % o.cnt AS n
  FROM (VALUES (1, 420, 3300), (2, 260, 1500), (3, 200, 1100)) o(org_key, cnt, ng), generate_series(1, o.ng) gs
), g2 AS (
  SELECT g.*,
         (ARRAY['BH', 'PW', 'NF'])[g.org_key] || '-' || lpad(g.n::text, 6, '0') AS donor_id,
         current_date - CASE WHEN n % 4 = 1 THEN 500 + (n * 37) % 600 ELSE 30 + (n * 37) % 1060 END AS sd,
         CASE WHEN n % 41 = 5 THEN greatest(current_date - CASE WHEN n % 4 = 1 THEN 500 + (n * 37) % 600 ELSE 30 + (n * 37) % 1060 END + 45, current_date - (40 + (n * 53) % 650)) - 1
              WHEN n % 4 = 1 THEN current_date - 400 - (n * 13) % 150
              ELSE current_date - 1 END AS ed
  FROM g
), g3 AS (
  SELECT g2.*, g2.sd + ((gs * 53 + n) % (greatest(g2.ed, g2.sd) - g2.sd + 1)) AS gdate
  FROM g2
), g4 AS (
  SELECT g3.*, dv.donor_key, dv.donor_type, dv.gift_aid_declared,
         CASE WHEN dv.donor_type = 'Trust' THEN 'Trust Grant' WHEN dv.donor_type = 'Company' THEN 'Corporate'
              WHEN gs % 19 = 0 THEN 'In Memory' WHEN gs % 13 = 0 THEN 'Sponsorship' ELSE 'Donation' END AS gtype,
         CASE WHEN dv.donor_type <> 'Individual' THEN (ARRAY[500, 1000, 2500, 750, 5000, 1500])[1 + gs % 6]
              WHEN n % 50 = 1 THEN (ARRAY[500, 1000, 2500, 5000, 750, 10000])[1 + gs % 6]
              WHEN n % 10 = 7 THEN (ARRAY[100, 250, 150, 500, 200])[1 + gs % 5]
              ELSE (ARRAY[5, 10, 10, 15, 20, 25, 12.5, 30, 50, 100, 25, 20])[1 + (gs * 7) % 12] END AS amt,
         CASE WHEN dv.donor_type <> 'Individual' OR n % 50 = 1 THEN 5
              ELSE (ARRAY[1, 1, 1, 6, 3, 4, 5, 1, 6, 3, 1])[1 + gs % 11] END AS pm
  FROM g3
  JOIN dim_donor dv ON dv.org_key = g3.org_key AND dv.donor_id = g3.donor_id AND g3.gdate BETWEEN dv.valid_from AND dv.valid_to
), g5 AS (
  SELECT g4.*,
         CASE WHEN gdate >= current_date - 5 THEN 'Pending' WHEN gs % 61 = 0 THEN 'Refunded'
              WHEN gs % 83 = 0 AND pm IN (1, 4) THEN 'Bounced' ELSE 'Banked' END AS st,
         CASE WHEN gift_aid_declared = 'Y' AND donor_type = 'Individual' AND n % 50 <> 1 THEN 'Y'
              WHEN gift_aid_declared = 'Y' AND donor_type = 'Individual' AND n % 50 = 1 AND gs % 2 = 0 THEN 'Y'
              ELSE 'N' END AS ga
  FROM g4
)
SELECT org_key,
       (ARRAY['BH', 'PW', 'NF'])[org_key] || '-G' || lpad(gs::text, 7, '0'),
       donor_key,
       CASE WHEN gtype = 'In Memory' THEN (SELECT c.campaign_key FROM dim_campaign c WHERE c.org_key = g5.org_key AND c.campaign_code = 'IM')
            WHEN gtype = 'Sponsorship' THEN (SELECT c.campaign_key FROM dim_campaign c WHERE c.org_key = g5.org_key AND c.campaign_code = 'EVT')
            WHEN n % 50 = 1 OR donor_type <> 'Individual' THEN (SELECT c.campaign_key FROM dim_campaign c WHERE c.org_key = g5.org_key AND c.campaign_code = 'MG')
            ELSE (SELECT c.campaign_key FROM dim_campaign c
                  WHERE c.org_key = g5.org_key AND c.campaign_type IN ('General', 'Appeal', 'Emergency')
                    AND gdate BETWEEN c.start_date AND coalesce(c.end_date, current_date)
                  ORDER BY (c.campaign_type = 'General' AND gs % 3 <> 0), (c.campaign_key * (gs + 3)) % 17, c.campaign_key LIMIT 1) END,
       CASE WHEN n % 50 = 1 THEN (org_key - 1) * 12 + CASE WHEN n % 100 = 1 THEN 3 ELSE 7 END
            WHEN donor_type <> 'Individual' THEN (org_key - 1) * 12 + 12
            WHEN n % 10 = 7 THEN (org_key - 1) * 12 + 5
            WHEN gtype = 'Sponsorship' AND gs % 2 = 0 THEN (org_key - 1) * 12 + 9
            ELSE NULL END,
       (org_key - 1) * 10 + pm,
       to_char(gdate, 'YYYYMMDD')::int,
       CASE WHEN st IN ('Pending', 'Bounced') THEN NULL
            ELSE to_char(gdate + CASE pm WHEN 4 THEN 5 WHEN 5 THEN 1 ELSE 2 END, 'YYYYMMDD')::int END,
       gtype, st, amt, ga,
       CASE WHEN ga = 'Y' THEN round(amt * 0.25, 2) ELSE 0 END,
       CASE pm WHEN 1 THEN round(amt * 0.014 + 0.20, 2) WHEN 6 THEN round(amt * 0.029 + 0.30, 2) ELSE 0 END,
       CASE WHEN gs % 29 = 0 THEN 'Y' ELSE 'N' END
FROM g5
ORDER BY org_key, gs;

-- legacy gifts from deceased supporters (received months after death; some still being administered)
INSERT INTO fact_gift (org_key, gift_ref, donor_key, campaign_key, fundraiser_key, payment_method_key, gift_date_key,
  banked_date_key, gift_type, status, gift_amount, gift_aid_eligible, gift_aid_amount, fee_amount, is_anonymous)
SELECT d.org_key,
       (ARRAY['BH', 'PW', 'NF'])[d.org_key] || '-L' || substr(d.donor_id, 4),
       d.donor_key,
       (SELECT c.campaign_key FROM dim_campaign c WHERE c.org_key = d.org_key AND c.campaign_code = 'LEG'),
       (d.org_key - 1) * 12 + 8,
       (d.org_key - 1) * 10 + 5,
       to_char((d.date_of_death + 60 + substr(d.donor_id, 4)::int % 60), 'YYYYMMDD')::int,
       CASE WHEN (d.date_of_death + 60 + substr(d.donor_id, 4)::int % 60) >= current_date - 5 THEN NULL
            ELSE to_char((d.date_of_death + 60 + substr(d.donor_id, 4)::int % 60) + 3, 'YYYYMMDD')::int END,
       'Legacy',
       CASE WHEN (d.date_of_death + 60 + substr(d.donor_id, 4)::int % 60) >= current_date - 5 THEN 'Pending' ELSE 'Banked' END,
       (ARRAY[5000, 12500, 25000, 48000, 7500, 100000, 2000])[1 + substr(d.donor_id, 4)::int % 7],
       'N', 0, 0, 'N'
FROM dim_donor d
WHERE d.is_deceased = 'Y' AND d.is_current = 'Y' AND d.date_of_death + 60 + substr(d.donor_id, 4)::int % 60 < current_date
ORDER BY d.org_key, d.donor_id;

CREATE TABLE fact_refund (
  refund_key integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  org_key integer NOT NULL REFERENCES dim_organisation(org_key),
  gift_key integer NOT NULL REFERENCES fact_gift(gift_key),
  donor_key integer NOT NULL REFERENCES dim_donor(donor_key),
  refund_date_key integer NOT NULL,
  refund_amount numeric(12,2) NOT NULL,
  refund_reason text NOT NULL,
  approved_by_fundraiser_key integer REFERENCES dim_fundraiser(fundraiser_key),
  FOREIGN KEY (org_key, refund_date_key) REFERENCES dim_date(org_key, date_key)
);

INSERT INTO fact_refund (org_key, gift_key, donor_key, refund_date_key, refund_amount, refund_reason, approved_by_fundraiser_key)
SELECT g.org_key, g.gift_key, g.donor_key,
       to_char(least(to_date(g.gift_date_key::text, 'YYYYMMDD') + 3 + g.gift_key % 25, current_date), 'YYYYMMDD')::int,
       g.gift_amount,
       (ARRAY['Donor request', 'Duplicate payment', 'Chargeback', 'Processing error'])[1 + g.gift_key % 4],
       (g.org_key - 1) * 12 + 2
FROM fact_gift g
WHERE g.status = 'Refunded'
ORDER BY g.org_key, g.gift_key;

CREATE TABLE fact_pledge_payment (
  pledge_payment_key integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  org_key integer NOT NULL REFERENCES dim_organisation(org_key),
  pledge_key integer NOT NULL REFERENCES dim_pledge(pledge_key),
  donor_key integer NOT NULL REFERENCES dim_donor(donor_key),
  gift_aid_claim_key integer REFERENCES fact_gift_aid_claim(gift_aid_claim_key),
  instalment_number integer NOT NULL,
  due_date_key integer NOT NULL,
  collected_date_key integer,
  status text NOT NULL,
  amount_due numeric(10,2) NOT NULL,
  amount_collected numeric(10,2),
  gift_aid_amount numeric(10,2) NOT NULL,
  fee_amount numeric(10,2) NOT NULL,
  failure_reason text,
  FOREIGN KEY (org_key, due_date_key) REFERENCES dim_date(org_key, date_key),
  FOREIGN KEY (org_key, collected_date_key) REFERENCES dim_date(org_key, date_key)
);

INSERT INTO fact_pledge_payment (org_key, pledge_key, donor_key, instalment_number, due_date_key, collected_date_key,
  status, amount_due, amount_collected, gift_aid_amount, fee_amount, failure_reason)
WITH s AS (
  SELECT p.*, d.donor_id, k.due::date AS due, k.inst
  FROM dim_pledge p
  JOIN dim_donor d ON d.donor_key = p.donor_key
  CROSS JOIN LATERAL (
    SELECT due, row_number() OVER (ORDER BY due) AS inst
    FROM generate_series(p.start_date::timestamp, (least(coalesce(p.cancelled_date - 1, current_date + 31), current_date + 31))::timestamp,
                         CASE p.frequency WHEN 'Monthly' THEN interval '1 month' WHEN 'Quarterly' THEN interval '3 months' ELSE interval '1 year' END) due
  ) k
), s2 AS (
  SELECT s.*,
         CASE WHEN s.due > current_date THEN 'Scheduled'
              WHEN (s.pledge_key * 3 + s.inst) % 19 = 0 THEN 'Failed'
              WHEN s.due + 3 > current_date THEN 'Pending'
              ELSE 'Collected' END AS st
  FROM s
)
SELECT s2.org_key, s2.pledge_key,
       coalesce(dv.donor_key, s2.donor_key),
       s2.inst,
       to_char(s2.due, 'YYYYMMDD')::int,
       CASE WHEN s2.st = 'Collected' THEN to_char(s2.due + 3, 'YYYYMMDD')::int END,
       s2.st,
       s2.instalment_amount,
       CASE WHEN s2.st = 'Collected' THEN s2.instalment_amount WHEN s2.st = 'Failed' THEN 0 ELSE NULL END,
       CASE WHEN s2.st = 'Collected' AND coalesce(dv.gift_aid_declared, s2.gift_aid_flag) = 'Y' THEN round(s2.instalment_amount * 0.25, 2) ELSE 0 END,
       CASE WHEN s2.st = 'Collected' AND s2.payment_method_key % 10 = 2 THEN 0.22 ELSE 0 END,
       CASE WHEN s2.st = 'Failed' THEN (ARRAY['Insufficient funds', 'Instruction cancelled by payer', 'Account closed'])[1 + s2.inst % 3] END
FROM s2
LEFT JOIN dim_donor dv ON dv.org_key = s2.org_key AND dv.donor_id = s2.donor_id AND least(s2.due, current_date) BETWEEN dv.valid_from AND dv.valid_to
ORDER BY s2.org_key, s2.pledge_key, s2.inst;

UPDATE fact_gift g SET gift_aid_claim_key = c.gift_aid_claim_key
FROM fact_gift_aid_claim c
WHERE c.org_key = g.org_key AND g.gift_date_key BETWEEN c.period_start_date_key AND c.period_end_date_key
  AND g.status = 'Banked' AND g.gift_aid_amount > 0;

UPDATE fact_pledge_payment p SET gift_aid_claim_key = c.gift_aid_claim_key
FROM fact_gift_aid_claim c
WHERE c.org_key = p.org_key AND p.due_date_key BETWEEN c.period_start_date_key AND c.period_end_date_key
  AND p.status = 'Collected' AND p.gift_aid_amount > 0;

UPDATE fact_gift_aid_claim c SET claim_amount =
  coalesce((SELECT sum(g.gift_aid_amount) FROM fact_gift g WHERE g.gift_aid_claim_key = c.gift_aid_claim_key), 0)
  + coalesce((SELECT sum(p.gift_aid_amount) FROM fact_pledge_payment p WHERE p.gift_aid_claim_key = c.gift_aid_claim_key), 0);

UPDATE fact_gift_aid_claim SET amount_received = claim_amount WHERE status = 'Paid';

CREATE TABLE fact_event_registration (
  registration_key integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  org_key integer NOT NULL REFERENCES dim_organisation(org_key),
  event_key integer NOT NULL REFERENCES dim_event(event_key),
  donor_key integer NOT NULL REFERENCES dim_donor(donor_key),
  registration_date_key integer NOT NULL,
  cancelled_date_key integer,
  status text NOT NULL,
  attended_flag text,
  registration_fee_paid numeric(8,2) NOT NULL,
  sponsorship_raised numeric(10,2) NOT NULL,
  ticket_quantity integer NOT NULL,
  FOREIGN KEY (org_key, registration_date_key) REFERENCES dim_date(org_key, date_key),
  FOREIGN KEY (org_key, cancelled_date_key) REFERENCES dim_date(org_key, date_key)
);

INSERT INTO fact_event_registration (org_key, event_key, donor_key, registration_date_key, cancelled_date_key, status,
  attended_flag, registration_fee_paid, sponsorship_raised, ticket_quantity)
WITH r AS (
  SELECT e.*, to_date(e.event_date_key::text, 'YYYYMMDD') AS edate, r.r,
         (ARRAY['BH', 'PW', 'NF'])[e.org_key] || '-' || lpad((1 + (e.event_key * 31 + r.r * 17) % (CASE e.org_key WHEN 1 THEN 420 WHEN 2 THEN 260 ELSE 200 END))::text, 6, '0') AS donor_id
  FROM dim_event e, generate_series(1, (e.capacity * (55 + (e.event_key % 5) * 9)) / 100) r(r)
), r2 AS (
  SELECT r.*, r.edate - (3 + (r.r * 7) % 120) AS rdate FROM r
)
SELECT r2.org_key, r2.event_key, dv.donor_key,
       to_char(r2.rdate, 'YYYYMMDD')::int,
       CASE WHEN r2.r % 13 = 0 THEN to_char(least(r2.rdate + 9, current_date), 'YYYYMMDD')::int END,
       CASE WHEN r2.r % 13 = 0 THEN 'Cancelled' WHEN r2.edate > current_date THEN 'Registered'
            WHEN r2.r % 9 = 0 THEN 'No Show' ELSE 'Attended' END,
       CASE WHEN r2.r % 13 = 0 OR r2.edate > current_date THEN NULL WHEN r2.r % 9 = 0 THEN 'N' ELSE 'Y' END,
       r2.registration_fee * CASE WHEN r2.event_type = 'Gala Dinner' AND r2.r % 4 = 0 THEN 2 ELSE 1 END,
       CASE WHEN r2.sponsorship_target IS NULL OR r2.r % 13 = 0 THEN 0
            WHEN r2.edate > current_date THEN round(r2.sponsorship_target * ((r2.r * 13) % 60) / 100.0, 2)
            ELSE round(r2.sponsorship_target * ((r2.r * 13) % 150) / 100.0, 2) END,
       CASE WHEN r2.event_type = 'Gala Dinner' AND r2.r % 4 = 0 THEN 2 ELSE 1 END
FROM r2
JOIN dim_donor dv ON dv.org_key = r2.org_key AND dv.donor_id = r2.donor_id AND r2.rdate BETWEEN dv.valid_from AND dv.valid_to
WHERE r2.rdate <= current_date
ORDER BY r2.org_key, r2.event_key, r2.r;

CREATE TABLE dim_volunteer (
  volunteer_key integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  org_key integer NOT NULL REFERENCES dim_organisation(org_key),
  volunteer_ref text NOT NULL,
  full_name text NOT NULL,
  volunteer_role text NOT NULL,
  location text NOT NULL,
  start_date date NOT NULL,
  end_date date,
  dbs_checked text NOT NULL,
  donor_id text
);

INSERT INTO dim_volunteer (org_key, volunteer_ref, full_name, volunteer_role, location, start_date, end_date, dbs_checked, donor_id)
SELECT o.org_key,
       (ARRAY['BH', 'PW', 'NF'])[o.org_key] || '-V' || lpad(n::text, 4, '0'),
       (ARRAY['Brenda','Colin','Dorothy','Edward','Fiona','Gordon','Irene','Keith','Linda','Malcolm','Nora','Philip','Sheila','Trevor','Wendy','Yusuf','Aisha','Ben','Carys','Dylan'])[1 + (n * 3 + o.org_key) % 20]
         || ' ' || (ARRAY['Hughes','Baker','Carter','Mitchell','Price','Bailey','Reid','Shaw','Holmes','Lawson','Pearce','Dixon','Begum','Francis','Gill'])[1 + (n * 7) % 15],
       (ARRAY['Shop Assistant', 'Event Marshal', 'Office Support', 'Bucket Collector', 'Befriender', 'Shop Assistant', 'Driver'])[1 + n % 7],
       (ARRAY['Clifton Shop', 'Head Office', 'Bedminster Shop', 'Community', 'Head Office'])[1 + n % 5],
       current_date - (60 + (n * 53) % 1000),
       CASE WHEN n % 6 = 0 THEN current_date - (n * 7) % 50 - 5 ELSE NULL END,
       CASE WHEN n % 5 = 2 THEN 'N' ELSE 'Y' END,
       CASE WHEN n % 4 = 0 THEN (ARRAY['BH', 'PW', 'NF'])[o.org_key] || '-' || lpad((n * 5)::text, 6, '0') END
FROM (VALUES (1, 60), (2, 35), (3, 45)) o(org_key, cnt), generate_series(1, o.cnt) n
ORDER BY o.org_key, n;

CREATE TABLE fact_volunteer_shift (
  shift_key integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  org_key integer NOT NULL REFERENCES dim_organisation(org_key),
  volunteer_key integer NOT NULL REFERENCES dim_volunteer(volunteer_key),
  shift_date_key integer NOT NULL,
  event_key integer REFERENCES dim_event(event_key),
  hours_worked numeric(4,1) NOT NULL,
  expenses_claimed numeric(8,2) NOT NULL,
  FOREIGN KEY (org_key, shift_date_key) REFERENCES dim_date(org_key, date_key)
);

INSERT INTO fact_volunteer_shift (org_key, volunteer_key, shift_date_key, event_key, hours_worked, expenses_claimed)
SELECT v.org_key, v.volunteer_key, to_char(v.start_date + k * (7 + v.volunteer_key % 8), 'YYYYMMDD')::int, NULL,
       (ARRAY[2, 3, 3.5, 4, 6, 7.5])[1 + (v.volunteer_key + k) % 6],
       CASE WHEN (v.volunteer_key + k) % 5 = 0 THEN 6.40 ELSE 0 END
FROM dim_volunteer v, generate_series(0, 200) k
WHERE v.volunteer_role <> 'Event Marshal'
  AND v.start_date + k * (7 + v.volunteer_key % 8) <= coalesce(v.end_date, current_date - 1)
ORDER BY v.org_key, v.volunteer_key, k;

INSERT INTO fact_volunteer_shift (org_key, volunteer_key, shift_date_key, event_key, hours_worked, expenses_claimed)
SELECT v.org_key, v.volunteer_key, e.event_date_key, e.event_key, 6 + (e.event_key % 3), 12.50
FROM dim_volunteer v
JOIN dim_event e ON e.org_key = v.org_key
WHERE v.volunteer_role IN ('Event Marshal', 'Bucket Collector')
  AND to_date(e.event_date_key::text, 'YYYYMMDD') BETWEEN v.start_date AND least(coalesce(v.end_date, current_date), current_date - 1)
ORDER BY v.org_key, e.event_key, v.volunteer_key;
