-- =====================================================================================
-- PropMgmt analytics replica  --  "Data team wiki: read me first"
-- Multi-company hosted property management platform. Every table carries mgmt_co_id
-- (the management company that is our customer). NOTE: we never call them "tenants" here,
-- the people who live in units are RESIDENTS (lessees), the companies are MGMT COs.
--
-- Conventions new analysts are told:
--  * properties = apartment communities, units belong to a property. unit_status is the
--    current physical/leasing status of the unit:
--      occupied          resident in place, no notice
--      occupied_notice   resident in place but has given notice to vacate ("on notice")
--      vacant_ready      vacant, made ready, available to rent
--      vacant_not_ready  vacant, make-ready (turn) not finished
--      vacant_leased     vacant but pre-leased (a future lease exists)
--      down              offline / down unit (renovation, damage) - NOT rentable
--    "Vacant" = any status starting with 'vacant'.  "Rentable units" = all units except 'down'.
--    Physical occupancy % = units in ('occupied','occupied_notice') / rentable units.
--  * market_rent on units = current asking rent. Gross potential rent (GPR) = sum(market_rent).
--  * leases.lease_status:
--      current   in-place lease, resident living there
--      notice    in-place lease, resident has given notice (still occupying)
--      future    signed lease, not moved in yet (pre-lease)
--      past      lease is over (expired/renewed, or resident moved out)
--      cancelled application/lease cancelled before move-in
--    "Active lease" / "in-place lease" / "on the rent roll" = lease_status in ('current','notice').
--    lease_type: 'new' or 'renewal'. A renewal lease has no move_in_date (resident already in).
--    move_in_date = actual move-in (NULL if not moved in / renewal). move_out_date = actual
--    move-out (NULL while still in place). Move-ins in a period = move_in_date in the period,
--    move-outs = move_out_date in the period. Lease expirations = lease_end_date of active leases.
--    A current lease whose lease_end_date has passed is month-to-month (MTM).
--  * lease_residents links residents to leases, role 'primary' (head of household),
--    'co_lessee', 'guarantor'. Guarantors do not live in the unit.
--  * charges = resident ledger charges (the "AR" side). charge_code joins to charge_codes,
--    charge_codes.gl_category: rent, fees, utilities, concessions, damages.
--    Concessions (CONC) are NEGATIVE charges. Rent is billed in full on the 1st (no proration).
--    "Rent revenue" = charge_code 'RENT' by charge_date. "Total billed"/"revenue" = all charges
--    (concessions included, i.e. net). Late fees = 'LATE'.
--  * receipts = resident payments. receipt_status: cleared, pending, returned (NSF / bounced).
--    "Collections"/"cash collected" = cleared receipts by receipt_date. Returned receipts never count.
--  * Balance owed on a lease = sum(charges with due_date <= today) - sum(receipts not returned).
--    "Delinquent" = active lease (current/notice) with balance > 0. Former residents (past
--    leases) with a balance are "collections" accounts.
--  * work_orders.status: open, assigned, in_progress, on_hold, completed, cancelled.
--    "Open" work orders in reporting = anything not completed or cancelled.
--    "Overdue" = open and due_date < today. Priority: emergency, high, normal, low.
--    Turnaround/completion time = completed_at - reported_at. category 'make_ready' = unit turn
--    after a move-out. unit_id NULL = common-area work order.
--  * vendors are per mgmt company, vendor insurance expired if insurance_expiration_date < today.
--  * staff: termination_date NULL = active employee. property_id NULL = regional staff.
--  * inspections.status: scheduled, completed, cancelled. result only for completed ones.
--  * move_out_notices: notice to vacate. notice_type resident_notice / eviction / skip (abandoned).
--  * guest_cards = prospect / lead traffic. status: active, applied, leased, lost, denied.
-- =====================================================================================

CREATE TABLE mgmt_companies (
    mgmt_co_id   integer PRIMARY KEY,
    company_name text NOT NULL,
    hq_state     char(2) NOT NULL,
    onboarded_on date NOT NULL
);

CREATE TABLE properties (
    property_id    integer PRIMARY KEY,
    mgmt_co_id     integer NOT NULL REFERENCES mgmt_companies(mgmt_co_id),
    property_name  text NOT NULL,
    property_code  text NOT NULL,
    property_type  text NOT NULL,
    street_address text NOT NULL,
    city           text NOT NULL,
    state          char(2) NOT NULL,
    year_built     integer NOT NULL,
    unit_count     integer NOT NULL,
    acquired_date  date NOT NULL
);

CREATE TABLE units (
    unit_id      integer PRIMARY KEY,
    mgmt_co_id   integer NOT NULL REFERENCES mgmt_companies(mgmt_co_id),
    property_id  integer NOT NULL REFERENCES properties(property_id),
    unit_number  text NOT NULL,
    floor_number integer NOT NULL,
    bedrooms     integer NOT NULL,
    bathrooms    numeric(3,1) NOT NULL,
    square_feet  integer NOT NULL,
    market_rent  numeric(10,2) NOT NULL,
    unit_status  text NOT NULL
);

CREATE TABLE residents (
    resident_id   integer PRIMARY KEY,
    mgmt_co_id    integer NOT NULL REFERENCES mgmt_companies(mgmt_co_id),
    first_name    text NOT NULL,
    last_name     text NOT NULL,
    email         text,
    phone         text,
    date_of_birth date
);

CREATE TABLE leases (
    lease_id         integer PRIMARY KEY,
    mgmt_co_id       integer NOT NULL REFERENCES mgmt_companies(mgmt_co_id),
    unit_id          integer NOT NULL REFERENCES units(unit_id),
    lease_type       text NOT NULL,
    lease_status     text NOT NULL,
    lease_start_date date NOT NULL,
    lease_end_date   date NOT NULL,
    move_in_date     date,
    move_out_date    date,
    monthly_rent     numeric(10,2) NOT NULL,
    security_deposit numeric(10,2) NOT NULL,
    signed_date      date NOT NULL
);

CREATE TABLE lease_residents (
    mgmt_co_id  integer NOT NULL REFERENCES mgmt_companies(mgmt_co_id),
    lease_id    integer NOT NULL REFERENCES leases(lease_id),
    resident_id integer NOT NULL REFERENCES residents(resident_id),
    role        text NOT NULL,
    PRIMARY KEY (lease_id, resident_id)
);

CREATE TABLE charge_codes (
    mgmt_co_id  integer NOT NULL REFERENCES mgmt_companies(mgmt_co_id),
    charge_code text NOT NULL,
    description text NOT NULL,
    gl_category text NOT NULL,
    PRIMARY KEY (mgmt_co_id, charge_code)
);

CREATE TABLE charges (
    charge_id   bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    mgmt_co_id  integer NOT NULL REFERENCES mgmt_companies(mgmt_co_id),
    lease_id    integer NOT NULL REFERENCES leases(lease_id),
    charge_code text NOT NULL,
    charge_date date NOT NULL,
    due_date    date NOT NULL,
    amount      numeric(10,2) NOT NULL,
    FOREIGN KEY (mgmt_co_id, charge_code) REFERENCES charge_codes(mgmt_co_id, charge_code)
);

CREATE TABLE receipts (
    receipt_id     bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    mgmt_co_id     integer NOT NULL REFERENCES mgmt_companies(mgmt_co_id),
    lease_id       integer NOT NULL REFERENCES leases(lease_id),
    receipt_date   date NOT NULL,
    amount         numeric(10,2) NOT NULL,
    payment_method text NOT NULL,
    receipt_status text NOT NULL,
    reference_no   text
);

CREATE TABLE staff (
    staff_id         integer PRIMARY KEY,
    mgmt_co_id       integer NOT NULL REFERENCES mgmt_companies(mgmt_co_id),
    property_id      integer REFERENCES properties(property_id),
    first_name       text NOT NULL,
    last_name        text NOT NULL,
    job_title        text NOT NULL,
    hire_date        date NOT NULL,
    termination_date date,
    annual_salary    numeric(10,2) NOT NULL
);

CREATE TABLE vendors (
    vendor_id                 integer PRIMARY KEY,
    mgmt_co_id                integer NOT NULL REFERENCES mgmt_companies(mgmt_co_id),
    vendor_name               text NOT NULL,
    trade                     text NOT NULL,
    contact_phone             text,
    insurance_expiration_date date NOT NULL,
    is_active                 boolean NOT NULL
);

CREATE TABLE work_orders (
    work_order_id     integer PRIMARY KEY,
    mgmt_co_id        integer NOT NULL REFERENCES mgmt_companies(mgmt_co_id),
    property_id       integer NOT NULL REFERENCES properties(property_id),
    unit_id           integer REFERENCES units(unit_id),
    category          text NOT NULL,
    priority          text NOT NULL,
    status            text NOT NULL,
    source            text NOT NULL,
    reported_at       timestamp NOT NULL,
    due_date          date NOT NULL,
    completed_at      timestamp,
    assigned_staff_id integer REFERENCES staff(staff_id),
    vendor_id         integer REFERENCES vendors(vendor_id),
    total_cost        numeric(10,2)
);

CREATE TABLE inspections (
    inspection_id      bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    mgmt_co_id         integer NOT NULL REFERENCES mgmt_companies(mgmt_co_id),
    unit_id            integer NOT NULL REFERENCES units(unit_id),
    lease_id           integer REFERENCES leases(lease_id),
    inspection_type    text NOT NULL,
    scheduled_date     date NOT NULL,
    completed_date     date,
    inspector_staff_id integer REFERENCES staff(staff_id),
    status             text NOT NULL,
    result             text,
    deficiency_count   integer
);

CREATE TABLE move_out_notices (
    notice_id              integer PRIMARY KEY,
    mgmt_co_id             integer NOT NULL REFERENCES mgmt_companies(mgmt_co_id),
    lease_id               integer NOT NULL REFERENCES leases(lease_id),
    notice_type            text NOT NULL,
    notice_date            date NOT NULL,
    intended_move_out_date date NOT NULL,
    move_out_reason        text NOT NULL
);

CREATE TABLE guest_cards (
    guest_card_id          integer PRIMARY KEY,
    mgmt_co_id             integer NOT NULL REFERENCES mgmt_companies(mgmt_co_id),
    property_id            integer NOT NULL REFERENCES properties(property_id),
    first_name             text NOT NULL,
    last_name              text NOT NULL,
    lead_source            text NOT NULL,
    first_contact_date     date NOT NULL,
    desired_move_in_date   date,
    desired_bedrooms       integer,
    status                 text NOT NULL,
    lost_reason            text,
    leasing_agent_staff_id integer REFERENCES staff(staff_id)
);

-- ------------------------------------------------------------------ data
INSERT INTO mgmt_companies VALUES
 (1, 'Harborview Residential', 'WA', CURRENT_DATE - 1500),
 (2, 'Summit Ridge Property Management', 'CO', CURRENT_DATE - 1200),
 (3, 'Cedar & Oak Living', 'TX', CURRENT_DATE - 900),
 (4, 'Lakeshore Apartment Group', 'IL', CURRENT_DATE - 800);

INSERT INTO properties VALUES
 (1,  1, 'Pier 19 Lofts',            'P19',  'mid_rise',  '1900 Alaskan Way',      'Seattle',      'WA', 2012, 30, CURRENT_DATE - 1400),
 (2,  1, 'Greenlake Commons',        'GLC',  'garden',    '7200 E Green Lake Dr',  'Seattle',      'WA', 1998, 36, CURRENT_DATE - 1300),
 (3,  1, 'Tacoma Narrows Flats',     'TNF',  'garden',    '4410 6th Ave',          'Tacoma',       'WA', 2004, 24, CURRENT_DATE - 1000),
 (4,  1, 'Bellevue Crossing',        'BVX',  'high_rise', '500 108th Ave NE',      'Bellevue',     'WA', 2018, 32, CURRENT_DATE - 700),
 (5,  2, 'Aspen Grove Apartments',   'AGA',  'garden',    '1200 S Holly St',       'Denver',       'CO', 2001, 34, CURRENT_DATE - 1150),
 (6,  2, 'Red Rocks Townhomes',      'RRT',  'townhome',  '88 Morrison Rd',        'Lakewood',     'CO', 2009, 20, CURRENT_DATE - 1100),
 (7,  2, 'Pearl Street Residences',  'PSR',  'mid_rise',  '2100 Pearl St',         'Boulder',      'CO', 2015, 28, CURRENT_DATE - 900),
 (8,  2, 'Cherry Creek Tower',       'CCT',  'high_rise', '3000 E 1st Ave',        'Denver',       'CO', 2019, 36, CURRENT_DATE - 500),
 (9,  3, 'Live Oak Villas',          'LOV',  'garden',    '9100 N Lamar Blvd',     'Austin',       'TX', 1995, 32, CURRENT_DATE - 880),
 (10, 3, 'Riverwalk Lofts',          'RWL',  'mid_rise',  '300 E Commerce St',     'San Antonio',  'TX', 2011, 26, CURRENT_DATE - 850),
 (11, 3, 'Bluebonnet Place',         'BBP',  'garden',    '1550 Bluebonnet Ln',    'Round Rock',   'TX', 2003, 22, CURRENT_DATE - 600),
 (12, 3, 'Heights Station',          'HTS',  'mid_rise',  '1020 Yale St',          'Houston',      'TX', 2016, 30, CURRENT_DATE - 400),
 (13, 4, 'Lincoln Park Court',       'LPC',  'mid_rise',  '2400 N Clark St',       'Chicago',      'IL', 1988, 28, CURRENT_DATE - 780),
 (14, 4, 'Oak Brook Meadows',        'OBM',  'garden',    '1700 W 22nd St',        'Oak Brook',    'IL', 2000, 34, CURRENT_DATE - 760),
 (15, 4, 'Evanston Lakeside',        'EVL',  'high_rise', '1600 Sheridan Rd',      'Evanston',     'IL', 2014, 24, CURRENT_DATE - 700),
 (16, 4, 'Naperville Townes',        'NPT',  'townhome',  '450 Jefferson Ave',     'Naperville',   'IL', 2007, 18, CURRENT_DATE - 650);

-- units: unit_id = property_id*1000 + k
INSERT INTO units (unit_id, mgmt_co_id, property_id, unit_number, floor_number, bedrooms, bathrooms, square_feet, market_rent, unit_status)
SELECT u, mgmt_co_id, property_id,
       (floor_no * 100 + ((k - 1) % 8) + 1)::text,
       floor_no, br,
       CASE br WHEN 0 THEN 1 WHEN 1 THEN 1 WHEN 2 THEN (CASE WHEN u % 2 = 0 THEN 2 ELSE 1.5 END) ELSE 2 END,
       CASE br WHEN 0 THEN 480 WHEN 1 THEN 690 WHEN 2 THEN 980 ELSE 1250 END + (u * 7) % 60,
       (CASE br WHEN 0 THEN 1150 WHEN 1 THEN 1425 WHEN 2 THEN 1850 ELSE 2350 END) + ((property_id * 53) % 7) * 60 + floor_no * 15,
       CASE
         WHEN u % 12 = 0 AND u % 24 = 0 THEN 'vacant_leased'
         WHEN u % 12 = 0 AND u % 24 = 12 AND u % 60 IN (12, 36) THEN 'down'
         WHEN u % 12 = 0 AND u % 5 < 3 THEN 'vacant_ready'
         WHEN u % 12 = 0 THEN 'vacant_not_ready'
         WHEN u % 12 IN (1, 7) THEN 'occupied_notice'
         ELSE 'occupied'
       END
FROM (
  SELECT p.property_id, p.mgmt_co_id, g.k, p.property_id * 1000 + g.k AS u,
         ((g.k - 1) / 8) + 1 AS floor_no,
         CASE WHEN ((p.property_id * 1000 + g.k) * 7) % 10 = 0 THEN 0
              WHEN ((p.property_id * 1000 + g.k) * 7) % 10 IN (1,2,3,4) THEN 1
              WHEN ((p.property_id * 1000 + g.k) * 7) % 10 IN (5,6,7,8) THEN 2
              ELSE 3 END AS br
  FROM properties p CROSS JOIN LATERAL generate_series(1, p.unit_count) AS g(k)
) s;

-- lease 1 (seq 1): the prior lease, started ~2 years ago
INSERT INTO leases (lease_id, mgmt_co_id, unit_id, lease_type, lease_status, lease_start_date, lease_end_date, move_in_date, move_out_date, monthly_rent, security_deposit, signed_date)
SELECT u.unit_id * 10 + 1, u.mgmt_co_id, u.unit_id, 'new', 'past',
       CURRENT_DATE - 730 + (u.unit_id * 37) % 90,
       (CURRENT_DATE - 730 + (u.unit_id * 37) % 90 + interval '12 months')::date - 1,
       CURRENT_DATE - 730 + (u.unit_id * 37) % 90,
       CASE WHEN u.unit_id % 5 = 2 THEN NULL ELSE (CURRENT_DATE - 730 + (u.unit_id * 37) % 90 + interval '12 months')::date - 1 END,
       round(u.market_rent * 0.94 / 5) * 5,
       CASE WHEN u.bedrooms <= 1 THEN 500 WHEN u.bedrooms = 2 THEN 750 ELSE 1000 END,
       CURRENT_DATE - 730 + (u.unit_id * 37) % 90 - (7 + u.unit_id % 20)
FROM units u;

-- lease 2 (seq 2): the most recent lease (renewal when unit_id % 5 = 2)
INSERT INTO leases (lease_id, mgmt_co_id, unit_id, lease_type, lease_status, lease_start_date, lease_end_date, move_in_date, move_out_date, monthly_rent, security_deposit, signed_date)
SELECT s.unit_id * 10 + 2, s.mgmt_co_id, s.unit_id,
       CASE WHEN s.is_renewal THEN 'renewal' ELSE 'new' END,
       CASE WHEN s.unit_id % 12 = 0 THEN 'past' WHEN s.unit_id % 12 IN (1, 7) THEN 'notice' ELSE 'current' END,
       s.start2,
       (s.start2 + CASE WHEN s.is_renewal AND s.unit_id % 3 = 0 THEN interval '10 months' ELSE interval '12 months' END)::date - 1,
       CASE WHEN s.is_renewal THEN NULL ELSE s.start2 END,
       CASE WHEN s.unit_id % 12 = 0 THEN CURRENT_DATE - (3 + (s.unit_id * 7) % 55) ELSE NULL END,
       round(s.market_rent * (0.93 + (s.unit_id % 6) / 100.0) / 5) * 5,
       CASE WHEN s.is_renewal THEN (CASE WHEN s.bedrooms <= 1 THEN 500 WHEN s.bedrooms = 2 THEN 750 ELSE 1000 END)
            WHEN s.bedrooms <= 1 THEN 500 WHEN s.bedrooms = 2 THEN 750 ELSE 1000 END,
       s.start2 - (10 + s.unit_id % 25)
FROM (
  SELECT u.*, (u.unit_id % 5 = 2) AS is_renewal,
         (CURRENT_DATE - 730 + (u.unit_id * 37) % 90 + interval '12 months')::date
           + CASE WHEN u.unit_id % 5 = 2 THEN 0 ELSE 3 + (u.unit_id * 11) % 28 END
           + CASE WHEN u.unit_id % 5 <> 2 AND u.unit_id % 4 IN (1, 3) AND u.unit_id % 12 NOT IN (1, 7) THEN (u.unit_id * 7) % 240 ELSE 0 END AS start2
  FROM units u
) s;

-- lease 3: future (pre-leased) leases
INSERT INTO leases (lease_id, mgmt_co_id, unit_id, lease_type, lease_status, lease_start_date, lease_end_date, move_in_date, move_out_date, monthly_rent, security_deposit, signed_date)
SELECT u.unit_id * 10 + 3, u.mgmt_co_id, u.unit_id, 'new', 'future',
       s.start3, (s.start3 + interval '12 months')::date - 1, NULL, NULL,
       u.market_rent,
       CASE WHEN u.bedrooms <= 1 THEN 500 WHEN u.bedrooms = 2 THEN 750 ELSE 1000 END,
       CURRENT_DATE - (1 + u.unit_id % 12)
FROM units u
JOIN LATERAL (
  SELECT CASE WHEN u.unit_id % 24 = 0 THEN CURRENT_DATE + 3 + u.unit_id % 25
              ELSE (SELECT l.lease_end_date + 10 FROM leases l WHERE l.lease_id = u.unit_id * 10 + 2) END AS start3
) s ON true
WHERE u.unit_id % 24 = 0 OR u.unit_id % 36 = 1 OR u.unit_id % 36 = 7;

-- lease 4: cancelled applications
INSERT INTO leases (lease_id, mgmt_co_id, unit_id, lease_type, lease_status, lease_start_date, lease_end_date, move_in_date, move_out_date, monthly_rent, security_deposit, signed_date)
SELECT u.unit_id * 10 + 4, u.mgmt_co_id, u.unit_id, 'new', 'cancelled',
       CURRENT_DATE - (u.unit_id * 13) % 600,
       (CURRENT_DATE - (u.unit_id * 13) % 600 + interval '12 months')::date - 1,
       NULL, NULL, u.market_rent,
       CASE WHEN u.bedrooms <= 1 THEN 500 WHEN u.bedrooms = 2 THEN 750 ELSE 1000 END,
       CURRENT_DATE - (u.unit_id * 13) % 600 - 20
FROM units u
WHERE u.unit_id % 29 = 3;

-- residents: primary = lease_id*10+1, co-lessee = +2, guarantor = +3 (renewals reuse prior lease's people)
INSERT INTO residents (resident_id, mgmt_co_id, first_name, last_name, email, phone, date_of_birth)
SELECT r.rid, r.mgmt_co_id, r.fn, r.ln,
       lower(r.fn || '.' || r.ln || (r.rid % 997)::text || '@example.com'),
       '(' || (200 + r.rid % 700)::text || ') 555-' || lpad((r.rid % 10000)::text, 4, '0'),
       DATE '1960-01-01' + (r.rid * 41) % 14000
FROM (
  SELECT x.rid, x.mgmt_co_id,
         (ARRAY['James','Maria','Robert','Linda','Michael','Patricia','David','Jennifer','William','Elizabeth',
                'Carlos','Aisha','Kevin','Priya','Brian','Sofia','Jason','Emily','Daniel','Grace',
                'Tyler','Hannah','Marcus','Olivia','Ethan','Chloe','Andre','Mei','Noah','Fatima',
                'Luis','Rachel','Omar','Megan','Samuel','Jasmine','Derek','Nina','Tomas','Kayla'])[1 + ((x.rid / 100) * 7 + ((x.rid / 10) % 10) * 11 + (x.rid % 10) * 5) % 40] AS fn,
         (ARRAY['Smith','Johnson','Garcia','Nguyen','Brown','Martinez','Lee','Patel','Wilson','Anderson',
                'Thomas','Hernandez','Moore','Kim','Jackson','Lopez','White','Harris','Clark','Lewis',
                'Robinson','Walker','Young','Allen','King','Wright','Scott','Torres','Hill','Green',
                'Adams','Baker','Nelson','Carter','Mitchell','Perez','Roberts','Turner','Phillips','Campbell'])[1 + (((x.rid / 100) * (x.rid / 100)) / 7 + (x.rid / 100) / 3 + ((x.rid / 10) % 10) * 7 + (x.rid % 10) * 17) % 40] AS ln
  FROM (
    SELECT l.lease_id * 10 + 1 AS rid, l.mgmt_co_id FROM leases l WHERE l.lease_type = 'new'
    UNION ALL
    SELECT l.lease_id * 10 + 2, l.mgmt_co_id FROM leases l WHERE l.lease_type = 'new' AND l.lease_id % 3 = 0 AND l.lease_status <> 'cancelled'
    UNION ALL
    SELECT l.lease_id * 10 + 3, l.mgmt_co_id FROM leases l WHERE l.lease_type = 'new' AND l.unit_id % 11 = 0 AND l.lease_status <> 'cancelled'
  ) x
) r;

INSERT INTO lease_residents (mgmt_co_id, lease_id, resident_id, role)
SELECT l.mgmt_co_id, l.lease_id, r.resident_id,
       CASE r.resident_id % 10 WHEN 1 THEN 'primary' WHEN 2 THEN 'co_lessee' ELSE 'guarantor' END
FROM leases l
JOIN residents r ON r.resident_id / 10 = CASE WHEN l.lease_type = 'renewal' THEN l.lease_id - 1 ELSE l.lease_id END;

INSERT INTO charge_codes (mgmt_co_id, charge_code, description, gl_category)
SELECT c.mgmt_co_id, v.code, v.descr, v.cat
FROM mgmt_companies c
CROSS JOIN (VALUES ('RENT','Residential rent','rent'),
                   ('PET','Pet rent','fees'),
                   ('PARK','Reserved parking','fees'),
                   ('UTIL','Utility reimbursement - water/sewer/trash (RUBS)','utilities'),
                   ('LATE','Late fee','fees'),
                   ('CONC','Rent concession / move-in special','concessions'),
                   ('DMG','Move-out damages and cleaning','damages')) AS v(code, descr, cat);

-- monthly recurring charges for every month of occupancy
INSERT INTO charges (mgmt_co_id, lease_id, charge_code, charge_date, due_date, amount)
SELECT m.mgmt_co_id, m.lease_id, c.code,
       CASE WHEN c.code = 'LATE' THEN m.mon + 5 ELSE m.mon END,
       CASE WHEN c.code = 'LATE' THEN m.mon + 5 ELSE m.mon END,
       CASE c.code
         WHEN 'RENT' THEN m.monthly_rent
         WHEN 'PET'  THEN 35
         WHEN 'PARK' THEN 50
         WHEN 'UTIL' THEN 38 + ((m.unit_id + extract(month FROM m.mon)::int) * 13) % 40
         WHEN 'LATE' THEN 75
         WHEN 'CONC' THEN -round(m.monthly_rent / 2)
       END
FROM (
  SELECT l.mgmt_co_id, l.lease_id, l.unit_id, l.monthly_rent, l.lease_type, l.lease_start_date,
         g.mon::date AS mon,
         row_number() OVER (PARTITION BY l.lease_id ORDER BY g.mon) AS mon_idx
  FROM leases l
  CROSS JOIN LATERAL generate_series(
       date_trunc('month', l.lease_start_date),
       CASE WHEN l.lease_status IN ('current','notice') THEN date_trunc('month', CURRENT_DATE)
            ELSE date_trunc('month', coalesce(l.move_out_date, l.lease_end_date)) - interval '1 month' END,
       interval '1 month') AS g(mon)
  WHERE l.lease_status IN ('current','notice','past')
) m
CROSS JOIN (VALUES ('RENT'),('PET'),('PARK'),('UTIL'),('LATE'),('CONC')) AS c(code)
WHERE c.code IN ('RENT','UTIL')
   OR (c.code = 'PET'  AND m.unit_id % 5 = 0)
   OR (c.code = 'PARK' AND m.unit_id % 4 = 1)
   OR (c.code = 'LATE' AND (m.unit_id * 7 + m.mon_idx) % 13 = 0 AND m.mon + 5 <= CURRENT_DATE)
   OR (c.code = 'CONC' AND m.mon_idx = 1 AND m.lease_type = 'new' AND m.unit_id % 3 = 0);

-- move-out damages
INSERT INTO charges (mgmt_co_id, lease_id, charge_code, charge_date, due_date, amount)
SELECT l.mgmt_co_id, l.lease_id, 'DMG', l.move_out_date + 14, l.move_out_date + 30, 150 + (l.unit_id % 7) * 45
FROM leases l
WHERE l.move_out_date IS NOT NULL AND l.unit_id % 4 = 0 AND l.move_out_date + 14 <= CURRENT_DATE;

-- monthly receipts = that month's charges, except delinquent residents
INSERT INTO receipts (mgmt_co_id, lease_id, receipt_date, amount, payment_method, receipt_status, reference_no)
SELECT t.mgmt_co_id, t.lease_id, t.rdate,
       CASE WHEN t.lease_status IN ('current','notice') AND t.unit_id % 11 = 7 AND t.mon = date_trunc('month', CURRENT_DATE)::date
            THEN round(t.amt / 2) ELSE t.amt END,
       CASE t.unit_id % 6 WHEN 3 THEN 'credit_card' WHEN 4 THEN 'check' WHEN 5 THEN 'money_order' ELSE 'ach' END,
       CASE WHEN (t.unit_id + extract(month FROM t.mon)::int * 7) % 53 = 0 THEN 'returned'
            WHEN t.rdate >= CURRENT_DATE - 2 THEN 'pending'
            ELSE 'cleared' END,
       'RC' || t.lease_id::text || to_char(t.mon, 'YYMM')
FROM (
  SELECT c.mgmt_co_id, c.lease_id, l.unit_id, l.lease_status,
         date_trunc('month', c.charge_date)::date AS mon,
         sum(c.amount) AS amt,
         date_trunc('month', c.charge_date)::date
           + CASE WHEN bool_or(c.charge_code = 'LATE') THEN 11 ELSE l.unit_id % 4 END AS rdate
  FROM charges c JOIN leases l ON l.lease_id = c.lease_id
  WHERE c.charge_code <> 'DMG'
  GROUP BY c.mgmt_co_id, c.lease_id, l.unit_id, l.lease_status, date_trunc('month', c.charge_date)
) t
WHERE t.rdate <= CURRENT_DATE
  AND NOT (t.lease_status IN ('current','notice') AND t.unit_id % 11 = 4
           AND t.mon >= (date_trunc('month', CURRENT_DATE) - interval '1 month')::date);

-- replacement payments for returned (NSF) receipts
INSERT INTO receipts (mgmt_co_id, lease_id, receipt_date, amount, payment_method, receipt_status, reference_no)
SELECT r.mgmt_co_id, r.lease_id, r.receipt_date + 7, r.amount, 'money_order',
       CASE WHEN r.receipt_date + 7 >= CURRENT_DATE - 2 THEN 'pending' ELSE 'cleared' END,
       r.reference_no || 'R'
FROM receipts r
WHERE r.receipt_status = 'returned' AND r.receipt_date + 7 <= CURRENT_DATE;

-- some former residents paid their damages
INSERT INTO receipts (mgmt_co_id, lease_id, receipt_date, amount, payment_method, receipt_status, reference_no)
SELECT c.mgmt_co_id, c.lease_id, c.charge_date + 25, c.amount, 'check', 'cleared', 'DMG' || c.lease_id::text
FROM charges c JOIN leases l ON l.lease_id = c.lease_id
WHERE c.charge_code = 'DMG' AND l.unit_id % 8 = 0 AND c.charge_date + 25 <= CURRENT_DATE - 3;

-- staff: property_id*100 + n, regional managers 9000+mgmt_co_id
INSERT INTO staff (staff_id, mgmt_co_id, property_id, first_name, last_name, job_title, hire_date, termination_date, annual_salary)
SELECT p.property_id * 100 + n, p.mgmt_co_id, p.property_id,
       (ARRAY['Alicia','Ben','Carmen','Dwayne','Erin','Felix','Gloria','Hector','Irene','Jamal','Karen','Leo',
              'Monica','Nate','Paula','Quinn','Rosa','Steve','Tina','Victor','Wendy','Xavier','Yolanda','Zach'])[1 + (p.property_id * 5 + n * 7) % 24],
       (ARRAY['Alvarez','Brooks','Chen','Dawson','Ellis','Fischer','Gomez','Hayes','Ibarra','Jensen','Khan','Lam',
              'Morales','Novak','Ortiz','Price','Reyes','Sullivan','Tran','Vaughn','Ward','Yates','Zimmerman','Bishop'])[1 + (p.property_id * 11 + n * 3) % 24],
       CASE n WHEN 1 THEN 'property_manager' WHEN 2 THEN 'leasing_consultant' WHEN 3 THEN 'leasing_consultant'
              WHEN 4 THEN 'maintenance_supervisor' WHEN 5 THEN 'maintenance_tech' ELSE 'leasing_consultant' END,
       CURRENT_DATE - (120 + (p.property_id * 37 + n * 211) % 1400),
       CASE WHEN n = 6 THEN CURRENT_DATE - (20 + (p.property_id * 17) % 200) ELSE NULL END,
       CASE n WHEN 1 THEN 72000 WHEN 4 THEN 64000 WHEN 5 THEN 52000 ELSE 46000 END + (p.property_id * 733) % 6000
FROM properties p
CROSS JOIN generate_series(1, 6) AS n
WHERE n <= 5 OR p.property_id % 2 = 0;

INSERT INTO staff (staff_id, mgmt_co_id, property_id, first_name, last_name, job_title, hire_date, termination_date, annual_salary)
VALUES (9001, 1, NULL, 'Diane', 'Whitaker', 'regional_manager', CURRENT_DATE - 1450, NULL, 115000),
       (9002, 2, NULL, 'Marcus', 'Oyelaran', 'regional_manager', CURRENT_DATE - 1100, NULL, 118000),
       (9003, 3, NULL, 'Becky', 'Salazar', 'regional_manager', CURRENT_DATE - 850, NULL, 109000),
       (9004, 4, NULL, 'Tom', 'Kowalski', 'regional_manager', CURRENT_DATE - 780, NULL, 112000),
       (9012, 2, NULL, 'Lena', 'Fairbanks', 'regional_maintenance_director', CURRENT_DATE - 400, NULL, 98000);

-- vendors: mgmt_co_id*100 + trade index
INSERT INTO vendors (vendor_id, mgmt_co_id, vendor_name, trade, contact_phone, insurance_expiration_date, is_active)
SELECT c.mgmt_co_id * 100 + t.idx, c.mgmt_co_id,
       (ARRAY['Peak','Front Range','Metro','Allied','Summit','Liberty','Prime','Pioneer'])[1 + (c.mgmt_co_id * 3 + t.idx) % 8] || ' ' || t.suffix,
       t.trade,
       '(800) 555-' || lpad((c.mgmt_co_id * 100 + t.idx)::text, 4, '0'),
       CURRENT_DATE + ((c.mgmt_co_id * 97 + t.idx * 61) % 420) - 90,
       NOT (t.idx = 12 AND c.mgmt_co_id % 2 = 0)
FROM mgmt_companies c
CROSS JOIN (VALUES (1,'plumbing','Plumbing & Rooter'),(2,'electrical','Electric Co.'),(3,'hvac','Heating & Air'),
                   (4,'pest_control','Pest Solutions'),(5,'appliance_repair','Appliance Service'),(6,'flooring','Flooring'),
                   (7,'painting','Painting LLC'),(8,'landscaping','Landscape Services'),(9,'roofing','Roofing'),
                   (10,'cleaning','Cleaning Crew'),(11,'elevator','Elevator Inc.'),(12,'locksmith','Lock & Key')) AS t(idx, trade, suffix);

-- work orders
INSERT INTO work_orders (work_order_id, mgmt_co_id, property_id, unit_id, category, priority, status, source, reported_at, due_date, completed_at, assigned_staff_id, vendor_id, total_cost)
SELECT w.woid, w.mgmt_co_id, w.property_id, w.unit_id, w.category, w.priority, w.status, w.source, w.reported_at,
       w.reported_at::date + CASE w.priority WHEN 'emergency' THEN 1 WHEN 'high' THEN 3 WHEN 'normal' THEN 7 ELSE 14 END,
       CASE WHEN w.status = 'completed' THEN
            w.reported_at + make_interval(days => CASE WHEN w.age >= 46 THEN w.dur ELSE least(w.dur, w.age - 1) END, hours => 2 + w.x % 6)
       END,
       CASE WHEN w.status = 'open' THEN NULL ELSE w.property_id * 100 + 4 + w.x % 2 END,
       CASE WHEN w.status <> 'open' AND w.category IN ('hvac','pest_control','flooring','elevator','landscaping','painting')
            THEN w.mgmt_co_id * 100 + CASE w.category WHEN 'hvac' THEN 3 WHEN 'pest_control' THEN 4 WHEN 'flooring' THEN 6
                                                     WHEN 'elevator' THEN 11 WHEN 'landscaping' THEN 8 ELSE 7 END END,
       CASE WHEN w.status = 'completed' THEN
            CASE WHEN w.category IN ('hvac','pest_control','flooring','elevator','landscaping','painting')
                 THEN 150 + (w.x * 37) % 900 ELSE 15 + (w.x * 13) % 120 END
       END
FROM (
  SELECT v.*,
         CASE WHEN v.age <= 45 THEN
                CASE (v.x) % 6 WHEN 0 THEN 'open' WHEN 1 THEN 'assigned' WHEN 2 THEN 'in_progress' WHEN 3 THEN 'on_hold'
                               ELSE CASE WHEN v.age >= 2 THEN 'completed' ELSE 'assigned' END END
              WHEN v.x % 25 = 0 THEN 'cancelled'
              WHEN v.x % 41 = 7 THEN 'on_hold'
              ELSE 'completed' END AS status,
         CASE v.priority WHEN 'emergency' THEN 0 WHEN 'high' THEN v.x % 5 WHEN 'normal' THEN v.x % 11 ELSE v.x % 20 END AS dur
  FROM (
    SELECT b.*,
           CASE WHEN b.x % 20 < 2 THEN 'emergency' WHEN b.x % 20 < 6 THEN 'high' WHEN b.x % 20 < 17 THEN 'normal' ELSE 'low' END AS priority,
           (CURRENT_DATE - b.reported_at::date) AS age
    FROM (
      -- in-unit service requests
      SELECT u.unit_id * 10 + j AS woid, u.mgmt_co_id, u.property_id, u.unit_id,
             (ARRAY['plumbing','electrical','hvac','appliance','pest_control','general','locks_keys','flooring','painting'])[1 + (u.unit_id + j * 7) % 9] AS category,
             CASE WHEN j = 4 THEN 'staff' WHEN (u.unit_id + j) % 5 = 0 THEN 'phone' ELSE 'resident_portal' END AS source,
             (CURRENT_DATE - (u.unit_id * 17 + j * 131) % 700) + make_interval(hours => 8 + (u.unit_id + j) % 10, mins => (u.unit_id * j) % 60) AS reported_at,
             (u.unit_id * 3 + j * 11) AS x
      FROM units u CROSS JOIN generate_series(1, 4) AS j
      WHERE (u.unit_id + j * 3) % 5 <> 0
      UNION ALL
      -- make-ready (turn) work orders after each move-out
      SELECT l.unit_id * 10 + 5 + (l.lease_id % 10), l.mgmt_co_id, u.property_id, l.unit_id,
             'make_ready', 'staff', l.move_out_date + make_interval(hours => 9), l.unit_id * 5 + 2
      FROM leases l JOIN units u ON u.unit_id = l.unit_id
      WHERE l.move_out_date IS NOT NULL
      UNION ALL
      -- common-area work orders
      SELECT 900000 + p.property_id * 100 + g, p.mgmt_co_id, p.property_id, NULL,
             (ARRAY['landscaping','common_area','elevator','pool','parking_lot','common_area'])[1 + (p.property_id + g) % 6],
             'staff',
             (CURRENT_DATE - (p.property_id * 23 + g * 47) % 700) + make_interval(hours => 7 + g % 9),
             p.property_id * 7 + g * 5
      FROM properties p CROSS JOIN generate_series(1, 18) AS g
    ) b
  ) v
) w;

-- inspections: move-in, move-out, annual
INSERT INTO inspections (mgmt_co_id, unit_id, lease_id, inspection_type, scheduled_date, completed_date, inspector_staff_id, status, result, deficiency_count)
SELECT l.mgmt_co_id, l.unit_id, l.lease_id, 'move_in', l.move_in_date, l.move_in_date,
       u.property_id * 100 + 4, 'completed',
       CASE WHEN l.lease_id % 9 = 0 THEN 'pass_with_issues' ELSE 'pass' END,
       CASE WHEN l.lease_id % 9 = 0 THEN 1 + l.lease_id % 3 ELSE 0 END
FROM leases l JOIN units u ON u.unit_id = l.unit_id
WHERE l.move_in_date IS NOT NULL;

INSERT INTO inspections (mgmt_co_id, unit_id, lease_id, inspection_type, scheduled_date, completed_date, inspector_staff_id, status, result, deficiency_count)
SELECT l.mgmt_co_id, l.unit_id, l.lease_id, 'move_out', l.move_out_date + 1,
       CASE WHEN l.move_out_date + 1 <= CURRENT_DATE THEN l.move_out_date + 1 END,
       u.property_id * 100 + 4 + l.unit_id % 2,
       CASE WHEN l.move_out_date + 1 <= CURRENT_DATE THEN 'completed' ELSE 'scheduled' END,
       CASE WHEN l.move_out_date + 1 > CURRENT_DATE THEN NULL
            WHEN l.unit_id % 4 = 0 THEN 'fail' WHEN l.unit_id % 3 = 0 THEN 'pass_with_issues' ELSE 'pass' END,
       CASE WHEN l.move_out_date + 1 > CURRENT_DATE THEN NULL
            WHEN l.unit_id % 4 = 0 THEN 3 + l.unit_id % 5 WHEN l.unit_id % 3 = 0 THEN 1 + l.unit_id % 2 ELSE 0 END
FROM leases l JOIN units u ON u.unit_id = l.unit_id
WHERE l.move_out_date IS NOT NULL;

INSERT INTO inspections (mgmt_co_id, unit_id, lease_id, inspection_type, scheduled_date, completed_date, inspector_staff_id, status, result, deficiency_count)
SELECT s.mgmt_co_id, s.unit_id, NULL, 'annual', s.sched,
       CASE WHEN s.sched <= CURRENT_DATE AND s.unit_id % 23 <> 5 THEN s.sched + (s.unit_id % 3) END,
       s.property_id * 100 + 4 + (s.unit_id + s.y) % 2,
       CASE WHEN s.sched > CURRENT_DATE THEN 'scheduled' WHEN s.unit_id % 23 = 5 THEN 'cancelled' ELSE 'completed' END,
       CASE WHEN s.sched > CURRENT_DATE OR s.unit_id % 23 = 5 THEN NULL
            WHEN (s.unit_id + s.y) % 10 = 0 THEN 'fail' WHEN (s.unit_id + s.y) % 4 = 0 THEN 'pass_with_issues' ELSE 'pass' END,
       CASE WHEN s.sched > CURRENT_DATE OR s.unit_id % 23 = 5 THEN NULL
            WHEN (s.unit_id + s.y) % 10 = 0 THEN 2 + s.unit_id % 4 WHEN (s.unit_id + s.y) % 4 = 0 THEN 1 ELSE 0 END
FROM (
  SELECT u.mgmt_co_id, u.unit_id, u.property_id, y,
         CURRENT_DATE - 640 + (u.unit_id * 7) % 365 + (y - 1) * 365 AS sched
  FROM units u CROSS JOIN generate_series(1, 2) AS y
  WHERE u.unit_status <> 'down'
) s;

-- notices to vacate
INSERT INTO move_out_notices (notice_id, mgmt_co_id, lease_id, notice_type, notice_date, intended_move_out_date, move_out_reason)
SELECT row_number() OVER (ORDER BY l.lease_id), l.mgmt_co_id, l.lease_id,
       CASE WHEN l.unit_id % 40 = 20 THEN 'eviction' WHEN l.unit_id % 45 = 9 THEN 'skip' ELSE 'resident_notice' END,
       least(coalesce(l.move_out_date, l.lease_end_date) - (30 + l.unit_id % 31), CURRENT_DATE - 1 - l.unit_id % 20),
       coalesce(l.move_out_date, l.lease_end_date),
       CASE WHEN l.unit_id % 40 = 20 THEN 'non_payment'
            ELSE (ARRAY['purchased_home','job_relocation','rent_increase','need_more_space','downsizing',
                        'roommate_change','maintenance_dissatisfaction','moving_closer_to_family','other'])[1 + (l.unit_id * 7 + l.unit_id / 3 + l.lease_id % 10) % 9] END
FROM leases l
WHERE l.move_out_date IS NOT NULL OR l.lease_status = 'notice';

-- guest cards (leads)
INSERT INTO guest_cards (guest_card_id, mgmt_co_id, property_id, first_name, last_name, lead_source, first_contact_date, desired_move_in_date, desired_bedrooms, status, lost_reason, leasing_agent_staff_id)
SELECT s.gid, s.mgmt_co_id, s.property_id, s.fn, s.ln, s.src, s.fcd, s.fcd + 20 + s.g % 30, s.g % 4,
       s.status,
       CASE WHEN s.status = 'lost' THEN (ARRAY['price','chose_competitor','no_availability','no_response','location'])[1 + (s.gid * 7) % 5] END,
       s.property_id * 100 + 2 + s.g % 2
FROM (
  SELECT p.property_id * 1000 + g AS gid, p.mgmt_co_id, p.property_id, g,
         (ARRAY['Ava','Liam','Mia','Lucas','Zoe','Mason','Ella','Logan','Aria','Caleb','Nora','Isaac','Leah','Owen','Ruby','Eli'])[1 + (p.property_id * 3 + g * 5) % 16] AS fn,
         (ARRAY['Reed','Foster','Bailey','Cruz','Diaz','Evans','Flores','Gray','Howard','Ingram','James','Kelly','Long','Murphy','Ngo','Owens'])[1 + (p.property_id * 7 + g * 3) % 16] AS ln,
         (ARRAY['zillow','apartments_com','website','walk_in','resident_referral','facebook','zillow','apartments_com','website','google'])[1 + (p.property_id + g * 3) % 10] AS src,
         CURRENT_DATE - (p.property_id * 31 + g * 17) % 720 AS fcd,
         CASE WHEN (p.property_id * 31 + g * 17) % 720 < 30 THEN
                (ARRAY['active','active','applied','lost'])[1 + g % 4]
              ELSE (ARRAY['lost','lost','leased','lost','denied','leased','lost'])[1 + (g + p.property_id) % 7] END AS status
  FROM properties p CROSS JOIN generate_series(1, 45) AS g
) s;
