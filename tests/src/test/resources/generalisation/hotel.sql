-- =====================================================================================
-- Property management system (Rails app "pms") -- db schema + seed data
-- Multi-tenant: every table carries account_id (acts_as_tenant). One account = one hotel group.
--   account 1 = Harbor & Pine Hospitality (USA, 4 hotels, USD)
--   account 2 = Alpenrose Hotels (Austria/Germany, 3 hotels, EUR)
--   account 3 = Thistle & Tide Inns (UK, 2 hotels, GBP)
-- Money columns are numeric in the hotel's currency (see the `currency` column next to them).
-- Every hotel of a given account uses the same currency, so amounts add up within an account.
--
-- Rails integer enums (the database only stores the integer):
--   reservations.status        0=pending 1=confirmed 2=checked_in 3=checked_out 4=cancelled 5=no_show
--   folios.status              0=open 1=settled 2=voided
--   housekeeping_tasks.status  0=pending 1=in_progress 2=completed 3=skipped
-- String "enums":
--   rooms.status                  vacant_clean | vacant_dirty | occupied | out_of_order
--   booking_channels.channel_type direct | ota | gds | walk_in
--   folio_line_items.charge_type  room | tax | food_beverage | minibar | spa | parking | no_show_fee | cancellation_fee
--   payments.payment_method       credit_card | debit_card | cash | bank_transfer | city_ledger
--   payments.status               captured | declined   (only captured payments count as money received)
--   housekeeping_tasks.task_type  checkout_clean | stayover | deep_clean | inspection
--   staff_members.department      Management | Front Office | Housekeeping | Maintenance | Food & Beverage | Sales & Revenue | Finance | Human Resources
--   staff_members.pay_type        hourly (pay_rate per hour) | salary (pay_rate per year)
--
-- Business conventions used by the revenue / finance team:
--   * A reservation "stayed" (a realised stay) when status is checked_in (2) or checked_out (3).
--     A room night = one night of a stayed reservation: arrival_date <= night < departure_date.
--   * Room nights sold / occupied room nights: count of folio_line_items with charge_type 'room'
--     (the night audit posts exactly one 'room' line per occupied night, posted_on = that night).
--   * Room revenue = sum(amount) of non-voided 'room' line items on folios that are not voided.
--     Total revenue = all non-voided line items on non-voided folios EXCLUDING 'tax'
--     (tax is collected for the government, it is not revenue). Revenue is dated by posted_on.
--   * Available room nights = number of rooms of the hotel (hotels.rooms_count, the counter cache =
--     count of rooms) x number of nights in the period. Out-of-order rooms still count as available.
--   * Occupancy = room nights sold / available room nights.  ADR = room revenue / room nights sold.
--     RevPAR = room revenue / available room nights.
--   * Length of stay (LOS) = departure_date - arrival_date (nights), for stayed reservations.
--   * Lead time = arrival_date - booked_at::date (days), measured on all bookings that were not cancelled.
--   * Cancellation rate = cancelled reservations / all reservations, by arrival_date unless said otherwise.
--   * No-show rate = no_show / (checked_in + checked_out + no_show) reservations arriving in the period.
--   * A repeat guest is a guest with more than one stayed reservation.
--   * Folio balance = non-voided line items - captured payments. Outstanding = balance of open folios
--     (status 0) that is > 0. Voided folios are ignored everywhere.
--   * Channel commission = commission_percent of the booking channel x reservations.total_amount, owed only on
--     stayed reservations (checked_in / checked_out), dated by arrival_date.
--   * Weekend nights = Friday and Saturday nights, all other nights are weekday nights.
--   * 'Today' / 'tonight' = current_date. The night audit has posted room charges up to last night only.
--   * rate_plan_prices is the rate history: valid_from..valid_to (inclusive), valid_to NULL = current price.
--   * Staff: terminated_on NULL = still employed. Headcount = employed staff. hotel_id NULL = corporate office.
--   * reservations.room_id NULL = no room assigned yet (or never: cancelled / no-show / pending).
--   * stays.checked_out_at NULL = guest is still in house.  folios.closed_at NULL = folio still open.
--   * guests.loyalty_tier_id NULL = not a loyalty member.
-- =====================================================================================

CREATE TABLE hotels (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL,
  name varchar NOT NULL,
  code varchar NOT NULL,
  city varchar NOT NULL,
  state varchar,
  country_code varchar(2) NOT NULL,
  star_rating integer,
  rooms_count integer NOT NULL DEFAULT 0,
  currency varchar(3) NOT NULL,
  time_zone varchar NOT NULL,
  opened_on date,
  active boolean NOT NULL DEFAULT true,
  created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL
);

CREATE TABLE room_types (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL,
  hotel_id bigint NOT NULL REFERENCES hotels(id),
  code varchar NOT NULL,
  name varchar NOT NULL,
  max_occupancy integer NOT NULL,
  base_rate numeric(10,2) NOT NULL,
  currency varchar(3) NOT NULL,
  created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL
);

CREATE TABLE rooms (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL,
  hotel_id bigint NOT NULL REFERENCES hotels(id),
  room_type_id bigint NOT NULL REFERENCES room_types(id),
  number varchar NOT NULL,
  floor integer NOT NULL,
  status varchar NOT NULL DEFAULT 'vacant_clean',
  smoking boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL
);

CREATE TABLE rate_plans (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL,
  hotel_id bigint NOT NULL REFERENCES hotels(id),
  code varchar NOT NULL,
  name varchar NOT NULL,
  refundable boolean NOT NULL,
  breakfast_included boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL
);

CREATE TABLE rate_plan_prices (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL,
  rate_plan_id bigint NOT NULL REFERENCES rate_plans(id),
  room_type_id bigint NOT NULL REFERENCES room_types(id),
  amount numeric(10,2) NOT NULL,
  currency varchar(3) NOT NULL,
  valid_from date NOT NULL,
  valid_to date,
  created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL
);

CREATE TABLE booking_channels (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL,
  name varchar NOT NULL,
  channel_type varchar NOT NULL,
  commission_percent numeric(5,2) NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL
);

CREATE TABLE loyalty_tiers (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL,
  name varchar NOT NULL,
  position integer NOT NULL,
  min_nights_per_year integer NOT NULL,
  discount_percent numeric(5,2) NOT NULL,
  created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL
);

CREATE TABLE guests (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL,
  first_name varchar NOT NULL,
  last_name varchar NOT NULL,
  email varchar,
  phone varchar,
  country_code varchar(2),
  date_of_birth date,
  vip boolean NOT NULL DEFAULT false,
  loyalty_tier_id bigint REFERENCES loyalty_tiers(id),
  loyalty_number varchar,
  marketing_opt_in boolean NOT NULL DEFAULT false,
  created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL
);

CREATE TABLE reservations (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL,
  hotel_id bigint NOT NULL REFERENCES hotels(id),
  guest_id bigint NOT NULL REFERENCES guests(id),
  room_type_id bigint NOT NULL REFERENCES room_types(id),
  room_id bigint REFERENCES rooms(id),
  rate_plan_id bigint NOT NULL REFERENCES rate_plans(id),
  booking_channel_id bigint NOT NULL REFERENCES booking_channels(id),
  confirmation_number varchar NOT NULL,
  status integer NOT NULL DEFAULT 0,
  arrival_date date NOT NULL,
  departure_date date NOT NULL,
  adults integer NOT NULL DEFAULT 1,
  children integer NOT NULL DEFAULT 0,
  nightly_rate numeric(10,2) NOT NULL,
  total_amount numeric(12,2) NOT NULL,
  currency varchar(3) NOT NULL,
  booked_at timestamp NOT NULL,
  cancelled_at timestamp,
  cancellation_reason varchar,
  special_requests text,
  created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL
);

CREATE TABLE stays (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL,
  reservation_id bigint NOT NULL REFERENCES reservations(id),
  room_id bigint NOT NULL REFERENCES rooms(id),
  checked_in_at timestamp NOT NULL,
  checked_out_at timestamp,
  key_cards_issued integer NOT NULL DEFAULT 2,
  created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL
);

CREATE TABLE folios (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL,
  reservation_id bigint NOT NULL REFERENCES reservations(id),
  guest_id bigint NOT NULL REFERENCES guests(id),
  folio_number varchar NOT NULL,
  status integer NOT NULL DEFAULT 0,
  currency varchar(3) NOT NULL,
  opened_at timestamp NOT NULL,
  closed_at timestamp,
  created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL
);

CREATE TABLE folio_line_items (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL,
  folio_id bigint NOT NULL REFERENCES folios(id),
  charge_type varchar NOT NULL,
  description varchar,
  amount numeric(10,2) NOT NULL,
  currency varchar(3) NOT NULL,
  posted_on date NOT NULL,
  voided boolean NOT NULL DEFAULT false,
  created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL
);

CREATE TABLE payments (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL,
  folio_id bigint NOT NULL REFERENCES folios(id),
  amount numeric(10,2) NOT NULL,
  currency varchar(3) NOT NULL,
  payment_method varchar NOT NULL,
  status varchar NOT NULL,
  paid_at timestamp NOT NULL,
  reference varchar,
  created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL
);

CREATE TABLE staff_members (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL,
  hotel_id bigint REFERENCES hotels(id),
  manager_id bigint REFERENCES staff_members(id),
  first_name varchar NOT NULL,
  last_name varchar NOT NULL,
  email varchar NOT NULL,
  department varchar NOT NULL,
  job_title varchar NOT NULL,
  pay_type varchar NOT NULL,
  pay_rate numeric(10,2) NOT NULL,
  currency varchar(3) NOT NULL,
  hired_on date NOT NULL,
  terminated_on date,
  created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL
);

CREATE TABLE housekeeping_tasks (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL,
  hotel_id bigint NOT NULL REFERENCES hotels(id),
  room_id bigint NOT NULL REFERENCES rooms(id),
  assigned_to_id bigint REFERENCES staff_members(id),
  task_type varchar NOT NULL,
  status integer NOT NULL DEFAULT 0,
  scheduled_on date NOT NULL,
  started_at timestamp,
  completed_at timestamp,
  notes text,
  created_at timestamp NOT NULL,
  updated_at timestamp NOT NULL
);

-- ---------------------------------------------------------------- hotels
INSERT INTO hotels (id, account_id, name, code, city, state, country_code, star_rating, rooms_count, currency, time_zone, opened_on, active, created_at, updated_at) VALUES
(1, 1, 'The Wharf Hotel Boston', 'BOS', 'Boston', 'MA', 'US', 4, 14, 'USD', 'America/New_York', current_date - 3650, true, current_date - 900, current_date - 10),
(2, 1, 'Pine Lodge Portland', 'PWM', 'Portland', 'ME', 'US', 3, 10, 'USD', 'America/New_York', current_date - 2900, true, current_date - 900, current_date - 10),
(3, 1, 'Lakeshore Chicago', 'CHI', 'Chicago', 'IL', 'US', 4, 16, 'USD', 'America/Chicago', current_date - 1500, true, current_date - 900, current_date - 10),
(4, 1, 'Magnolia House Savannah', 'SAV', 'Savannah', 'GA', 'US', 4, 12, 'USD', 'America/New_York', current_date - 1200, true, current_date - 900, current_date - 10),
(5, 2, 'Alpenrose Innsbruck', 'INN', 'Innsbruck', 'Tirol', 'AT', 4, 12, 'EUR', 'Europe/Vienna', current_date - 4000, true, current_date - 900, current_date - 10),
(6, 2, 'Alpenrose Salzburg', 'SZG', 'Salzburg', 'Salzburg', 'AT', 4, 10, 'EUR', 'Europe/Vienna', current_date - 3000, true, current_date - 900, current_date - 10),
(7, 2, 'Alpenrose München', 'MUC', 'Munich', 'Bayern', 'DE', 3, 8, 'EUR', 'Europe/Berlin', current_date - 1000, true, current_date - 900, current_date - 10),
(8, 3, 'Thistle & Tide Edinburgh', 'EDI', 'Edinburgh', 'Scotland', 'GB', 4, 10, 'GBP', 'Europe/London', current_date - 5000, true, current_date - 900, current_date - 10),
(9, 3, 'Thistle & Tide Brighton', 'BTN', 'Brighton', 'England', 'GB', 3, 8, 'GBP', 'Europe/London', current_date - 2000, true, current_date - 900, current_date - 10);
SELECT setval('hotels_id_seq', 9);

-- ---------------------------------------------------------------- room types (3 per hotel)
INSERT INTO room_types (id, account_id, hotel_id, code, name, max_occupancy, base_rate, currency, created_at, updated_at)
SELECT (h.id - 1) * 3 + t.idx, h.account_id, h.id, t.code, t.name, t.occ,
       round(t.base * (CASE h.id WHEN 1 THEN 1.25 WHEN 2 THEN 0.90 WHEN 3 THEN 1.05 WHEN 4 THEN 0.95 WHEN 5 THEN 0.85 WHEN 6 THEN 0.95 WHEN 7 THEN 0.80 WHEN 8 THEN 0.90 ELSE 0.75 END), 0),
       h.currency, current_date - 900, current_date - 900
FROM hotels h CROSS JOIN (VALUES (1, 'KNG', 'Standard King', 2, 189), (2, 'DQQ', 'Deluxe Double Queen', 4, 219), (3, 'STE', 'Junior Suite', 3, 359)) AS t(idx, code, name, occ, base);
SELECT setval('room_types_id_seq', 27);

-- ---------------------------------------------------------------- rooms
INSERT INTO rooms (id, account_id, hotel_id, room_type_id, number, floor, status, smoking, active, created_at, updated_at)
SELECT row_number() OVER (ORDER BY h.id, p), h.account_id, h.id,
       (h.id - 1) * 3 + CASE WHEN (p - 1) % 10 < 5 THEN 1 WHEN (p - 1) % 10 < 8 THEN 2 ELSE 3 END,
       ((1 + (p - 1) / 6) * 100 + ((p - 1) % 6) + 1)::text, 1 + (p - 1) / 6,
       'vacant_clean', false, true, current_date - 900, current_date - 900
FROM hotels h CROSS JOIN LATERAL generate_series(1, h.rooms_count) p;
SELECT setval('rooms_id_seq', (SELECT max(id) FROM rooms));

-- ---------------------------------------------------------------- rate plans (4 per hotel)
INSERT INTO rate_plans (id, account_id, hotel_id, code, name, refundable, breakfast_included, active, created_at, updated_at)
SELECT (h.id - 1) * 4 + t.idx, h.account_id, h.id, t.code, t.name, t.refundable, t.bkf, true, current_date - 900, current_date - 900
FROM hotels h CROSS JOIN (VALUES (1, 'BAR', 'Best Available Rate', true, false), (2, 'NRF', 'Non-Refundable Advance Purchase', false, false),
                                 (3, 'BB', 'Bed & Breakfast', true, true), (4, 'CORP', 'Corporate Negotiated Rate', true, false)) AS t(idx, code, name, refundable, bkf);
SELECT setval('rate_plans_id_seq', 36);

-- ---------------------------------------------------------------- rate history (5 price periods per rate plan x room type)
INSERT INTO rate_plan_prices (account_id, rate_plan_id, room_type_id, amount, currency, valid_from, valid_to, created_at, updated_at)
SELECT rp.account_id, rp.id, rt.id,
       round(rt.base_rate * CASE rp.code WHEN 'BAR' THEN 1.00 WHEN 'NRF' THEN 0.85 WHEN 'BB' THEN 1.12 ELSE 0.90 END * pr.f, 2),
       rt.currency, current_date + pr.s, CASE WHEN pr.e IS NULL THEN NULL ELSE current_date + pr.e - 1 END,
       current_date + pr.s - 14, current_date + pr.s - 14
FROM rate_plans rp JOIN room_types rt ON rt.hotel_id = rp.hotel_id
CROSS JOIN (VALUES (1, -800, -580, 0.92), (2, -580, -400, 0.97), (3, -400, -220, 1.00), (4, -220, -40, 1.04), (5, -40, NULL, 1.08)) AS pr(idx, s, e, f);

-- ---------------------------------------------------------------- booking channels (6 per account)
INSERT INTO booking_channels (id, account_id, name, channel_type, commission_percent, active, created_at, updated_at)
SELECT (a.id - 1) * 6 + c.idx, a.id, c.name, c.ctype, c.comm, true, current_date - 900, current_date - 900
FROM (VALUES (1), (2), (3)) AS a(id)
CROSS JOIN (VALUES (1, 'Direct - Website', 'direct', 0), (2, 'Booking.com', 'ota', 15), (3, 'Expedia', 'ota', 18),
                   (4, 'Phone / Reservations Office', 'direct', 0), (5, 'Walk-in', 'walk_in', 0), (6, 'Corporate (Amadeus GDS)', 'gds', 10)) AS c(idx, name, ctype, comm);
SELECT setval('booking_channels_id_seq', 18);

-- ---------------------------------------------------------------- loyalty tiers (4 per account)
INSERT INTO loyalty_tiers (id, account_id, name, position, min_nights_per_year, discount_percent, created_at, updated_at)
SELECT (a.id - 1) * 4 + t.idx, a.id, t.name, t.idx, t.mn, t.disc, current_date - 900, current_date - 900
FROM (VALUES (1), (2), (3)) AS a(id)
CROSS JOIN (VALUES (1, 'Classic', 0, 0), (2, 'Silver', 10, 5), (3, 'Gold', 25, 10), (4, 'Platinum', 50, 15)) AS t(idx, name, mn, disc);
SELECT setval('loyalty_tiers_id_seq', 12);

-- ---------------------------------------------------------------- guests
INSERT INTO guests (id, account_id, first_name, last_name, email, phone, country_code, date_of_birth, vip, loyalty_tier_id, loyalty_number, marketing_opt_in, created_at, updated_at)
SELECT a.base + i, a.id,
       (ARRAY['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','David','Elizabeth','William','Barbara','Richard','Susan','Joseph','Jessica','Thomas','Sarah','Carlos','Karen','Daniel','Lisa','Matthew','Nancy','Anthony','Sophie','Mark','Emma','Lukas','Hannah','Kenji','Olivia','Pierre','Chloe','Ahmed'])[1 + (i * 7 + a.id) % 35],
       (ARRAY['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Hernandez','Lopez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin','Lee','Thompson','White','Harris','Clark','Lewis','Walker','Young','Allen','King','Wright','Huber','Müller','Tanaka','Dubois','Okafor','Nguyen','Schneider'])[1 + (i * 11 + i / 37) % 37],
       'guest' || (a.base + i) || '@example.com',
       CASE WHEN i % 6 = 0 THEN NULL ELSE '+1-555-' || lpad(((i * 7919) % 10000)::text, 4, '0') END,
       CASE WHEN a.id = 1 THEN (ARRAY['US','CA','US','GB','MX','US','CA','DE','US','GB','US','FR','CA','US','MX','GB','US','JP','CA','US','DE','MX','US','AU','GB','CA','US','BR'])[1 + (i * 13) % 28]
            WHEN a.id = 2 THEN (ARRAY['AT','DE','DE','CH','IT','NL','US','GB','FR','AT'])[1 + (i * 13) % 10]
            ELSE (ARRAY['GB','GB','GB','IE','US','FR','DE','ES'])[1 + (i * 13) % 8] END,
       CASE WHEN i % 9 = 0 THEN NULL ELSE current_date - (7000 + (i * 373) % 18000) END,
       (i % 41 = 0),
       CASE WHEN i % 67 = 0 THEN (a.id - 1) * 4 + 4 WHEN i % 23 = 0 THEN (a.id - 1) * 4 + 3 WHEN i % 11 = 0 THEN (a.id - 1) * 4 + 2 WHEN i % 5 = 0 THEN (a.id - 1) * 4 + 1 ELSE NULL END,
       CASE WHEN i % 67 = 0 OR i % 23 = 0 OR i % 11 = 0 OR i % 5 = 0 THEN 'HP' || lpad((a.base + i)::text, 8, '0') ELSE NULL END,
       (i % 3 <> 0),
       current_date - 800, current_date - 800
FROM (VALUES (1, 0, 6000), (2, 6000, 3000), (3, 9000, 1800)) AS a(id, base, cnt)
CROSS JOIN LATERAL generate_series(1, a.cnt) i;
SELECT setval('guests_id_seq', 10800);

-- ---------------------------------------------------------------- reservations
-- Each room gets a deterministic sequence of booking slots (length of stay + gap), from ~25 months ago to ~3 months ahead.
INSERT INTO reservations (id, account_id, hotel_id, guest_id, room_type_id, room_id, rate_plan_id, booking_channel_id, confirmation_number, status,
                          arrival_date, departure_date, adults, children, nightly_rate, total_amount, currency, booked_at, cancelled_at, cancellation_reason,
                          special_requests, created_at, updated_at)
WITH s AS (
  SELECT r.id AS room_id, r.account_id, r.hotel_id, r.room_type_id, k,
         (1 + (k * 7 + r.id * 3) % 5)::int AS los,
         ((k * 5 + r.id) % (2 + r.hotel_id % 3) + CASE WHEN (k + r.id) % 13 = 0 THEN 3 ELSE 0 END)::int AS gap
  FROM rooms r CROSS JOIN generate_series(0, 500) k
), c AS (
  SELECT s.*, current_date - 760 + (room_id % 4)::int + ((sum(los + gap) OVER (PARTITION BY room_id ORDER BY k)) - los - gap)::int AS arrival
  FROM s
), d AS (
  SELECT c.*, row_number() OVER (ORDER BY arrival, room_id, k) AS n FROM c WHERE arrival < current_date + 90
), e AS (
  SELECT d.*, arrival + los AS departure, ((n / 20) * 37 + n * 3 + 11) % 100 AS h,
         CASE WHEN n % 20 < 6 THEN 1 WHEN n % 20 < 11 THEN 2 WHEN n % 20 < 14 THEN 3 WHEN n % 20 < 16 THEN 4 WHEN n % 20 = 16 THEN 5 ELSE 6 END AS ch
  FROM d
), f AS (
  SELECT e.*,
         CASE ch WHEN 1 THEN 5 + (n * 13) % 60 WHEN 2 THEN (n * 11) % 45 WHEN 3 THEN (n * 7) % 50 WHEN 4 THEN (n * 3) % 30 WHEN 5 THEN 0 ELSE 3 + n % 21 END::int AS lead,
         CASE ch WHEN 1 THEN 8 WHEN 2 THEN 22 WHEN 3 THEN 16 WHEN 4 THEN 6 WHEN 5 THEN 0 ELSE 10 END AS cxl,
         CASE ch WHEN 5 THEN 0 ELSE 4 END AS nsw,
         CASE WHEN ch = 6 THEN 4 WHEN ch = 5 THEN 1 ELSE 1 + n % 3 END AS plan
  FROM e
), g AS (
  SELECT f.*,
         CASE WHEN h < cxl THEN 4
              WHEN arrival > current_date THEN CASE WHEN n % 9 = 0 THEN 0 ELSE 1 END
              WHEN arrival = current_date AND n % 2 = 0 THEN 1
              WHEN arrival < current_date AND h >= cxl AND h < cxl + nsw THEN 5
              WHEN departure > current_date THEN 2
              ELSE 3 END AS st,
         (arrival - lead) + time '07:00' + make_interval(mins => ((n * 17) % 780)::int) AS booked
  FROM f
  WHERE arrival - lead <= current_date
)
SELECT g.n, g.account_id, g.hotel_id,
       ga.base + 1 + CASE WHEN g.n % 3 = 0 THEN (g.n / 3) % 200 ELSE 200 + (g.n * 7) % (ga.cnt - 200) END,
       g.room_type_id, g.room_id, (g.hotel_id - 1) * 4 + g.plan, (g.account_id - 1) * 6 + g.ch,
       (ARRAY['HPH','ALP','TTI'])[g.account_id] || '-' || lpad(g.n::text, 7, '0'),
       g.st, g.arrival, g.departure, 1 + g.n % 2, CASE WHEN g.n % 7 = 0 THEN 1 WHEN g.n % 17 = 0 THEN 2 ELSE 0 END,
       p.amount, p.amount * g.los, p.currency,
       g.booked,
       CASE WHEN g.st = 4 THEN g.booked + make_interval(days => ((least(g.arrival, current_date) - g.booked::date) / 2)::int) + interval '3 hours' END,
       CASE WHEN g.st = 4 THEN (ARRAY['Change of plans','Found a better rate','Trip cancelled by employer','Duplicate booking','Illness',NULL])[1 + g.n % 6] END,
       CASE WHEN g.n % 8 = 0 THEN 'High floor please' WHEN g.n % 13 = 0 THEN 'Late arrival' WHEN g.n % 19 = 0 THEN 'Feather-free pillows' END,
       g.booked, g.booked
FROM g
JOIN (VALUES (1, 0, 6000), (2, 6000, 3000), (3, 9000, 1800)) AS ga(id, base, cnt) ON ga.id = g.account_id
JOIN rate_plan_prices p ON p.rate_plan_id = (g.hotel_id - 1) * 4 + g.plan AND p.room_type_id = g.room_type_id
 AND g.arrival >= p.valid_from AND (p.valid_to IS NULL OR g.arrival <= p.valid_to);
SELECT setval('reservations_id_seq', (SELECT max(id) FROM reservations));

-- ---------------------------------------------------------------- stays (checked-in / checked-out reservations)
INSERT INTO stays (id, account_id, reservation_id, room_id, checked_in_at, checked_out_at, key_cards_issued, created_at, updated_at)
SELECT r.id, r.account_id, r.id, r.room_id,
       r.arrival_date + time '14:00' + make_interval(mins => ((r.id * 23) % 420)::int),
       CASE WHEN r.status = 3 THEN r.departure_date + time '07:00' + make_interval(mins => ((r.id * 29) % 300)::int) END,
       1 + r.id % 3,
       r.arrival_date + time '14:00', r.arrival_date + time '14:00'
FROM reservations r WHERE r.status IN (2, 3);
SELECT setval('stays_id_seq', (SELECT max(id) FROM stays));

-- rooms are only assigned to in-house / checked-out stays and to confirmed arrivals within the next 3 days
UPDATE reservations SET room_id = NULL
WHERE status IN (0, 4, 5) OR (status = 1 AND arrival_date > current_date + 3);

UPDATE reservations SET updated_at = coalesce(cancelled_at, greatest(created_at, least(departure_date, current_date) + time '11:00'));

-- first booking = guest profile creation
UPDATE guests g SET created_at = x.first_booked, updated_at = x.first_booked
FROM (SELECT guest_id, min(booked_at) - interval '5 minutes' AS first_booked FROM reservations GROUP BY guest_id) x
WHERE x.guest_id = g.id;

-- ---------------------------------------------------------------- folios
-- one folio per stayed reservation, plus no-show fee folios and non-refundable cancellation fee folios
INSERT INTO folios (id, account_id, reservation_id, guest_id, folio_number, status, currency, opened_at, closed_at, created_at, updated_at)
SELECT r.id, r.account_id, r.id, r.guest_id, 'F' || lpad(r.id::text, 8, '0'),
       x.st, r.currency, x.opened, CASE WHEN x.st = 1 THEN x.closed WHEN x.st = 2 THEN x.opened + interval '1 day' END,
       x.opened, coalesce(CASE WHEN x.st = 1 THEN x.closed WHEN x.st = 2 THEN x.opened + interval '1 day' END, x.opened)
FROM reservations r
CROSS JOIN LATERAL (
  SELECT CASE
           WHEN r.status = 2 THEN 0
           WHEN r.status = 3 AND r.departure_date >= current_date - 30 AND r.id % 5 = 0 THEN 0
           WHEN r.status = 3 AND r.id % 61 = 0 THEN 0
           WHEN r.status = 3 THEN 1
           WHEN r.status = 5 THEN CASE WHEN r.id % 3 = 0 THEN 0 ELSE 1 END
           WHEN r.status = 4 THEN CASE WHEN r.id % 5 = 0 THEN 2 ELSE 1 END
         END AS st,
         CASE WHEN r.status = 4 THEN r.cancelled_at ELSE r.arrival_date + time '14:00' END AS opened,
         CASE WHEN r.status = 4 THEN r.cancelled_at + interval '2 hours'
              WHEN r.status = 5 THEN r.arrival_date + interval '1 day 11 hours'
              ELSE r.departure_date + time '09:30' END AS closed
) x
WHERE r.status IN (2, 3, 5) OR (r.status = 4 AND r.rate_plan_id % 4 = 2);
SELECT setval('folios_id_seq', (SELECT max(id) FROM folios));

-- ---------------------------------------------------------------- folio line items
-- room nights (night audit posts one line per night that has passed)
INSERT INTO folio_line_items (account_id, folio_id, charge_type, description, amount, currency, posted_on, voided, created_at, updated_at)
SELECT r.account_id, r.id, 'room', 'Room charge ' || rt.code, r.nightly_rate, r.currency, d::date, false, d + interval '23 hours 30 minutes', d + interval '23 hours 30 minutes'
FROM reservations r JOIN room_types rt ON rt.id = r.room_type_id
CROSS JOIN LATERAL generate_series(r.arrival_date, least(r.departure_date, current_date) - 1, interval '1 day') d
WHERE r.status IN (2, 3);

INSERT INTO folio_line_items (account_id, folio_id, charge_type, description, amount, currency, posted_on, voided, created_at, updated_at)
SELECT r.account_id, r.id, x.ct, x.descr, x.amt, r.currency, x.posted, x.vd, x.posted + time '20:00', x.posted + time '20:00'
FROM reservations r
CROSS JOIN LATERAL (
  VALUES ('food_beverage', 'Restaurant', round(22 + (r.id % 7) * 9.5 + (r.departure_date - r.arrival_date) * 6, 2), r.arrival_date, r.id % 3 = 0, false),
         ('minibar', 'Minibar', round(8 + (r.id % 6) * 4.5, 2), r.arrival_date, r.id % 5 = 2, r.id % 47 = 2),
         ('spa', 'Spa treatment', 120.00 + (r.id % 3) * 35, r.arrival_date, r.id % 11 = 0, false),
         ('parking', 'Valet parking', 28.00 * (r.departure_date - r.arrival_date), r.arrival_date, r.id % 4 = 1, false)
) AS x(ct, descr, amt, posted, inc, vd)
WHERE r.status IN (2, 3) AND x.inc AND x.posted < current_date;

INSERT INTO folio_line_items (account_id, folio_id, charge_type, description, amount, currency, posted_on, voided, created_at, updated_at)
SELECT r.account_id, r.id, 'no_show_fee', 'No-show: first night', r.nightly_rate, r.currency, r.arrival_date, false, r.arrival_date + interval '1 day 3 hours', r.arrival_date + interval '1 day 3 hours'
FROM reservations r WHERE r.status = 5;

INSERT INTO folio_line_items (account_id, folio_id, charge_type, description, amount, currency, posted_on, voided, created_at, updated_at)
SELECT r.account_id, r.id, 'cancellation_fee', 'Non-refundable cancellation', r.total_amount, r.currency, r.cancelled_at::date, false, r.cancelled_at, r.cancelled_at
FROM reservations r JOIN folios f ON f.id = r.id WHERE r.status = 4;

-- occupancy / city tax 12% of room charges, posted at the end of the stay
INSERT INTO folio_line_items (account_id, folio_id, charge_type, description, amount, currency, posted_on, voided, created_at, updated_at)
SELECT li.account_id, li.folio_id, 'tax', 'Occupancy tax 12%', round(sum(li.amount) * 0.12, 2), li.currency, max(li.posted_on), false, max(li.posted_on) + time '23:45', max(li.posted_on) + time '23:45'
FROM folio_line_items li WHERE li.charge_type = 'room' GROUP BY li.account_id, li.folio_id, li.currency;

-- ---------------------------------------------------------------- payments
-- settled folios are paid in full, some open folios have a deposit / partial payment, a few declined card attempts
INSERT INTO payments (account_id, folio_id, amount, currency, payment_method, status, paid_at, reference, created_at, updated_at)
SELECT f.account_id, f.id,
       CASE WHEN f.status = 1 THEN t.total ELSE round(t.total * 0.4, 2) END,
       f.currency,
       CASE WHEN r.booking_channel_id % 6 = 0 THEN 'city_ledger' WHEN f.id % 10 = 1 THEN 'cash' WHEN f.id % 10 = 2 THEN 'debit_card' WHEN f.id % 25 = 3 THEN 'bank_transfer' ELSE 'credit_card' END,
       'captured',
       CASE WHEN f.status = 1 THEN f.closed_at ELSE f.opened_at + interval '10 minutes' END,
       'PAY-' || f.id,
       CASE WHEN f.status = 1 THEN f.closed_at ELSE f.opened_at + interval '10 minutes' END,
       CASE WHEN f.status = 1 THEN f.closed_at ELSE f.opened_at + interval '10 minutes' END
FROM folios f JOIN reservations r ON r.id = f.reservation_id
JOIN (SELECT folio_id, sum(amount) AS total FROM folio_line_items WHERE NOT voided GROUP BY folio_id) t ON t.folio_id = f.id
WHERE f.status = 1 OR (f.status = 0 AND f.id % 2 = 0);

INSERT INTO payments (account_id, folio_id, amount, currency, payment_method, status, paid_at, reference, created_at, updated_at)
SELECT p.account_id, p.folio_id, p.amount, p.currency, 'credit_card', 'declined', p.paid_at - interval '4 minutes', 'DECL-' || p.folio_id, p.paid_at - interval '4 minutes', p.paid_at - interval '4 minutes'
FROM payments p WHERE p.folio_id % 29 = 0 AND p.status = 'captured';

-- ---------------------------------------------------------------- staff
-- corporate office per account (hotel_id NULL): ids 11..16, 21..26, 31..36
INSERT INTO staff_members (id, account_id, hotel_id, manager_id, first_name, last_name, email, department, job_title, pay_type, pay_rate, currency, hired_on, terminated_on, created_at, updated_at)
SELECT a.id * 10 + t.p, a.id, NULL, CASE WHEN t.mgr IS NULL THEN NULL ELSE a.id * 10 + t.mgr END,
       (ARRAY['Eleanor','Marcus','Priya','Stefan','Fiona','Gregor','Aisha','Brendan','Ingrid','Tobias','Callum','Ruth','Felix','Moira','Rafael','Yuki','Heidi','Duncan'])[(a.id - 1) * 6 + t.p],
       (ARRAY['Whitfield','Okoye','Raman','Gruber','MacLeod','Bauer','Khan','Doyle','Lindqvist','Steiner','Fraser','Hollis','Wagner','Campbell','Ortega','Sato','Pichler','Reid'])[(a.id - 1) * 6 + t.p],
       'staff' || (a.id * 10 + t.p) || '@group' || a.id || '.example.com',
       t.dept, t.title, 'salary', t.pay * CASE a.id WHEN 1 THEN 1 WHEN 2 THEN 0.8 ELSE 0.75 END, (ARRAY['USD','EUR','GBP'])[a.id],
       current_date - (900 + a.id * 100 + t.p * 211), NULL, current_date - 900, current_date - 900
FROM (VALUES (1), (2), (3)) AS a(id)
CROSS JOIN (VALUES (1, NULL::int, 'Management', 'Chief Executive Officer', 240000),
                   (2, 1, 'Management', 'Chief Operating Officer', 195000),
                   (3, 1, 'Finance', 'Chief Financial Officer', 185000),
                   (4, 3, 'Finance', 'Group Accountant', 78000),
                   (5, 1, 'Human Resources', 'HR Director', 120000),
                   (6, 2, 'Sales & Revenue', 'Director of Revenue Management', 140000)) AS t(p, mgr, dept, title, pay);

-- hotel staff: ids 100 + hotel_id * 30 + position
INSERT INTO staff_members (id, account_id, hotel_id, manager_id, first_name, last_name, email, department, job_title, pay_type, pay_rate, currency, hired_on, terminated_on, created_at, updated_at)
SELECT 100 + h.id * 30 + t.p, h.account_id, h.id,
       CASE WHEN t.mgr IS NULL THEN h.account_id * 10 + 2 ELSE 100 + h.id * 30 + t.mgr END,
       (ARRAY['Angela','Ben','Carmen','Derek','Elena','Frank','Grace','Hector','Isabel','Jamal','Keisha','Liam','Monica','Nate','Oscar','Paula','Quinn','Rosa','Sam','Tina','Victor','Wendy','Xavier','Yolanda','Zach','Ana','Bruno','Clara','Dmitri'])[1 + (h.id * 7 + t.p * 3) % 29],
       (ARRAY['Alvarez','Baker','Chen','Diaz','Evans','Foster','Gomez','Hughes','Ito','Jensen','Kowalski','Lambert','Mendes','Novak','Ochoa','Patel','Quintero','Russo','Silva','Turner','Ueda','Vargas','Ward','Xu','Yates','Zimmer'])[1 + (h.id * 5 + t.p * 11) % 26],
       'staff' || (100 + h.id * 30 + t.p) || '@hotel' || h.id || '.example.com',
       t.dept, t.title, t.ptype,
       round(t.pay * CASE h.account_id WHEN 1 THEN 1 WHEN 2 THEN 0.85 ELSE 0.8 END * (1 + ((h.id + t.p) % 5) * 0.03), 2),
       h.currency,
       current_date - (60 + (h.id * 53 + t.p * 97) % 2400)::int,
       CASE WHEN (h.id * 3 + t.p) % 9 = 0 AND t.mgr IS NOT NULL AND t.p NOT IN (2, 7, 13, 15, 16) THEN current_date - (10 + (h.id * 31 + t.p * 7) % 600)::int END,
       current_date - 900, current_date - 900
FROM hotels h
CROSS JOIN (VALUES (1, NULL::int, 'Management', 'General Manager', 'salary', 135000),
                   (2, 1, 'Front Office', 'Front Office Manager', 'salary', 72000),
                   (3, 2, 'Front Office', 'Front Desk Agent', 'hourly', 19.50),
                   (4, 2, 'Front Office', 'Front Desk Agent', 'hourly', 19.50),
                   (5, 2, 'Front Office', 'Front Desk Agent', 'hourly', 18.75),
                   (6, 2, 'Front Office', 'Night Auditor', 'hourly', 21.00),
                   (7, 1, 'Housekeeping', 'Executive Housekeeper', 'salary', 62000),
                   (8, 7, 'Housekeeping', 'Room Attendant', 'hourly', 17.25),
                   (9, 7, 'Housekeeping', 'Room Attendant', 'hourly', 17.25),
                   (10, 7, 'Housekeeping', 'Room Attendant', 'hourly', 16.80),
                   (11, 7, 'Housekeeping', 'Room Attendant', 'hourly', 16.80),
                   (12, 7, 'Housekeeping', 'Housekeeping Supervisor', 'hourly', 22.00),
                   (13, 1, 'Maintenance', 'Chief Engineer', 'salary', 78000),
                   (14, 13, 'Maintenance', 'Maintenance Technician', 'hourly', 24.50),
                   (15, 1, 'Sales & Revenue', 'Revenue Manager', 'salary', 88000),
                   (16, 1, 'Food & Beverage', 'F&B Manager', 'salary', 66000),
                   (17, 16, 'Food & Beverage', 'Server', 'hourly', 14.00),
                   (18, 16, 'Food & Beverage', 'Bartender', 'hourly', 15.50),
                   (19, 7, 'Housekeeping', 'Room Attendant', 'hourly', 16.80),
                   (20, 2, 'Front Office', 'Front Desk Agent', 'hourly', 18.75)) AS t(p, mgr, dept, title, ptype, pay);
-- a couple of hires this year and last month, so "new hires" questions have rows
UPDATE staff_members SET hired_on = current_date - (20 + id % 40)::int WHERE id IN (139, 170, 259, 230);
UPDATE staff_members SET hired_on = date_trunc('year', current_date)::date + (id % 60)::int WHERE id IN (149, 190, 218);
SELECT setval('staff_members_id_seq', 1000);

-- ---------------------------------------------------------------- housekeeping tasks
-- checkout cleans for every checked-out stay, stayover service for in-house rooms today, monthly deep cleans
INSERT INTO housekeeping_tasks (account_id, hotel_id, room_id, assigned_to_id, task_type, status, scheduled_on, started_at, completed_at, notes, created_at, updated_at)
SELECT r.account_id, r.hotel_id, s.room_id,
       CASE WHEN r.id % 17 = 0 THEN NULL ELSE 100 + r.hotel_id * 30 + (ARRAY[8, 9, 10, 11, 19])[1 + r.id % 5] END,
       'checkout_clean',
       CASE WHEN r.departure_date < current_date THEN CASE WHEN r.id % 53 = 0 THEN 3 ELSE 2 END
            WHEN r.id % 3 = 0 THEN 2 WHEN r.id % 3 = 1 THEN 1 ELSE 0 END,
       r.departure_date,
       CASE WHEN r.departure_date < current_date AND r.id % 53 <> 0 THEN r.departure_date + time '11:00' + make_interval(mins => ((r.id * 7) % 120)::int)
            WHEN r.departure_date = current_date AND r.id % 3 IN (0, 1) THEN r.departure_date + time '10:30' END,
       CASE WHEN (r.departure_date < current_date AND r.id % 53 <> 0) OR (r.departure_date = current_date AND r.id % 3 = 0)
            THEN r.departure_date + time '11:00' + make_interval(mins => ((r.id * 7) % 120 + 25 + (r.id % 5) * 6 + CASE WHEN r.room_type_id % 3 = 0 THEN 20 ELSE 0 END)::int) END,
       CASE WHEN r.id % 53 = 0 THEN 'Guest extended / room blocked' END,
       r.departure_date + time '07:00', r.departure_date + time '12:00'
FROM reservations r JOIN stays s ON s.reservation_id = r.id WHERE r.status = 3;

INSERT INTO housekeeping_tasks (account_id, hotel_id, room_id, assigned_to_id, task_type, status, scheduled_on, started_at, completed_at, notes, created_at, updated_at)
SELECT r.account_id, r.hotel_id, s.room_id, 100 + r.hotel_id * 30 + (ARRAY[8, 9, 10, 11, 19])[1 + r.id % 5], 'stayover',
       CASE WHEN r.id % 4 = 0 THEN 2 ELSE 0 END, current_date,
       CASE WHEN r.id % 4 = 0 THEN current_date + time '09:00' END, CASE WHEN r.id % 4 = 0 THEN current_date + time '09:25' END,
       NULL, current_date + time '07:00', current_date + time '07:00'
FROM reservations r JOIN stays s ON s.reservation_id = r.id WHERE r.status = 2 AND r.arrival_date < current_date;

INSERT INTO housekeeping_tasks (account_id, hotel_id, room_id, assigned_to_id, task_type, status, scheduled_on, started_at, completed_at, notes, created_at, updated_at)
SELECT rm.account_id, rm.hotel_id, rm.id, 100 + rm.hotel_id * 30 + 12, 'deep_clean',
       CASE WHEN m.d >= current_date THEN 0 WHEN (rm.id + m.i) % 19 = 0 THEN 3 ELSE 2 END,
       m.d,
       CASE WHEN m.d < current_date AND (rm.id + m.i) % 19 <> 0 THEN m.d + time '13:00' END,
       CASE WHEN m.d < current_date AND (rm.id + m.i) % 19 <> 0 THEN m.d + time '13:00' + make_interval(mins => (75 + (rm.id * m.i) % 40)::int) END,
       NULL, m.d - 7 + time '08:00', m.d + time '15:00'
FROM rooms rm
CROSS JOIN LATERAL (SELECT i, (date_trunc('month', current_date) - make_interval(months => i))::date + (rm.id % 25)::int AS d FROM generate_series(-1, 11) i) m;

-- nobody is assigned work before they were hired or after they left: fall back to the supervisor, then the executive housekeeper
UPDATE housekeeping_tasks t SET assigned_to_id = 100 + t.hotel_id * 30 + 12
FROM staff_members s WHERE s.id = t.assigned_to_id AND (t.scheduled_on < s.hired_on OR t.scheduled_on > s.terminated_on);
UPDATE housekeeping_tasks t SET assigned_to_id = 100 + t.hotel_id * 30 + 7
FROM staff_members s WHERE s.id = t.assigned_to_id AND (t.scheduled_on < s.hired_on OR t.scheduled_on > s.terminated_on);

-- current room status board
UPDATE rooms SET status = 'occupied', updated_at = current_date
WHERE id IN (SELECT room_id FROM stays WHERE checked_out_at IS NULL);
UPDATE rooms SET status = 'vacant_dirty', updated_at = current_date
WHERE status <> 'occupied' AND id IN (SELECT room_id FROM housekeeping_tasks WHERE task_type = 'checkout_clean' AND scheduled_on = current_date AND status <> 2);
UPDATE rooms SET status = 'out_of_order', updated_at = current_date - 3
WHERE id IN (SELECT max(id) FROM rooms WHERE status <> 'occupied' AND hotel_id IN (1, 3, 5, 8) GROUP BY hotel_id);
UPDATE rooms SET smoking = true WHERE id % 23 = 0;
