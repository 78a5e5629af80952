-- =====================================================================
-- Brewery group ERP export (brewing, packaging, sales, finance, HR)
-- Conventions (read before querying):
--  * company_id = tenant (operating company of the group). It is present in
--    EVERY table, lookup tables included. Companies: 10, 20, 30.
--    Always filter/join within one company_id.
--  * Surrogate keys are named <table>_id and are unique across companies.
--  * Status/type codes are NOT stored inline: they live in lookup tables
--    (order_status, batch_status, package_type, customer_type) and are
--    referenced by id. Lookup ids differ per company, so join on the
--    lookup and filter on status_code/type_code or label, never on the id.
--      order_status : OPN Open, CNF Confirmed, SHP Shipped, DLV Delivered, CAN Cancelled
--      batch_status : PLN Planned, FRM Fermenting, CND Conditioning, PKG Packaged, DMP Dumped (lost batch)
--      package_type : K50 Keg 50L, K30 Keg 30L, C24 Can 440ml case (24), B12 Bottle 330ml case (12)
--                     is_returnable = kegs that come back; deposit_amount = keg deposit charged
--      customer_type: DIST Distributor/wholesaler, PUB Pub, REST Restaurant, RETL Bottle shop/retailer,
--                     TAP own taproom (internal customer)
--  * Money is in EUR. invoice.amount_net excludes VAT; total_amount = net + vat.
--    An invoice is paid when the sum of its payments >= total_amount.
--  * employee.termination_date NULL = currently employed. is_full_time false = part-timer.
--  * brew_batch.actual_volume_l is the wort volume actually brewed (NULL until fermenting finishes).
--  * qc_test.passed_flag false = result outside spec_min..spec_max.
--  * site.is_production_site false = taproom/sales-only site (no brewing).
--  * sales_order_line.discount_pct is a fraction (0.05 = 5 %). line value = quantity*unit_price*(1-discount_pct).
-- =====================================================================

CREATE TABLE order_status (
  status_id integer PRIMARY KEY,
  company_id integer NOT NULL,
  status_code varchar(3) NOT NULL,
  label varchar(40) NOT NULL
);

CREATE TABLE batch_status (
  batch_status_id integer PRIMARY KEY,
  company_id integer NOT NULL,
  status_code varchar(3) NOT NULL,
  label varchar(40) NOT NULL
);

CREATE TABLE package_type (
  package_type_id integer PRIMARY KEY,
  company_id integer NOT NULL,
  type_code varchar(3) NOT NULL,
  label varchar(40) NOT NULL,
  litres_per_unit numeric(6,2) NOT NULL,
  is_returnable boolean NOT NULL,
  deposit_amount numeric(8,2) NOT NULL
);

CREATE TABLE customer_type (
  customer_type_id integer PRIMARY KEY,
  company_id integer NOT NULL,
  type_code varchar(4) NOT NULL,
  label varchar(40) NOT NULL
);

CREATE TABLE site (
  site_id integer PRIMARY KEY,
  company_id integer NOT NULL,
  site_name varchar(60) NOT NULL,
  city varchar(40) NOT NULL,
  is_production_site boolean NOT NULL,
  opened_date date NOT NULL
);

CREATE TABLE employee (
  employee_id integer PRIMARY KEY,
  company_id integer NOT NULL,
  site_id integer NOT NULL REFERENCES site(site_id),
  first_name varchar(40) NOT NULL,
  last_name varchar(40) NOT NULL,
  job_title varchar(40) NOT NULL,
  hire_date date NOT NULL,
  termination_date date,
  hourly_rate numeric(6,2) NOT NULL,
  is_full_time boolean NOT NULL
);

CREATE TABLE shift (
  shift_id bigint PRIMARY KEY,
  company_id integer NOT NULL,
  employee_id integer NOT NULL REFERENCES employee(employee_id),
  site_id integer NOT NULL REFERENCES site(site_id),
  shift_date date NOT NULL,
  hours_worked numeric(4,2) NOT NULL
);

CREATE TABLE recipe (
  recipe_id integer PRIMARY KEY,
  company_id integer NOT NULL,
  recipe_name varchar(60) NOT NULL,
  beer_style varchar(40) NOT NULL,
  target_abv numeric(4,2) NOT NULL,
  ibu integer NOT NULL,
  is_active boolean NOT NULL
);

CREATE TABLE brew_batch (
  brew_batch_id integer PRIMARY KEY,
  company_id integer NOT NULL,
  batch_number varchar(20) NOT NULL,
  recipe_id integer NOT NULL REFERENCES recipe(recipe_id),
  site_id integer NOT NULL REFERENCES site(site_id),
  batch_status_id integer NOT NULL REFERENCES batch_status(batch_status_id),
  brewer_employee_id integer NOT NULL REFERENCES employee(employee_id),
  tank_code varchar(10) NOT NULL,
  brew_date date NOT NULL,
  planned_volume_l numeric(8,1) NOT NULL,
  actual_volume_l numeric(8,1)
);

CREATE TABLE qc_test (
  qc_test_id integer PRIMARY KEY,
  company_id integer NOT NULL,
  brew_batch_id integer NOT NULL REFERENCES brew_batch(brew_batch_id),
  tested_by_employee_id integer NOT NULL REFERENCES employee(employee_id),
  test_date date NOT NULL,
  parameter_name varchar(40) NOT NULL,
  measured_value numeric(8,3) NOT NULL,
  spec_min numeric(8,3) NOT NULL,
  spec_max numeric(8,3) NOT NULL,
  passed_flag boolean NOT NULL
);

CREATE TABLE packaging_run (
  packaging_run_id integer PRIMARY KEY,
  company_id integer NOT NULL,
  brew_batch_id integer NOT NULL REFERENCES brew_batch(brew_batch_id),
  package_type_id integer NOT NULL REFERENCES package_type(package_type_id),
  run_date date NOT NULL,
  units_produced integer NOT NULL,
  units_rejected integer NOT NULL
);

CREATE TABLE customer (
  customer_id integer PRIMARY KEY,
  company_id integer NOT NULL,
  customer_name varchar(80) NOT NULL,
  customer_type_id integer NOT NULL REFERENCES customer_type(customer_type_id),
  city varchar(40) NOT NULL,
  credit_limit numeric(10,2) NOT NULL,
  payment_terms_days integer NOT NULL,
  opened_date date NOT NULL,
  is_active boolean NOT NULL,
  kegs_held integer NOT NULL
);

CREATE TABLE sales_order (
  sales_order_id integer PRIMARY KEY,
  company_id integer NOT NULL,
  order_number varchar(20) NOT NULL,
  customer_id integer NOT NULL REFERENCES customer(customer_id),
  site_id integer NOT NULL REFERENCES site(site_id),
  sales_rep_employee_id integer NOT NULL REFERENCES employee(employee_id),
  status_id integer NOT NULL REFERENCES order_status(status_id),
  order_date date NOT NULL,
  requested_delivery_date date NOT NULL,
  delivered_date date
);

CREATE TABLE sales_order_line (
  sales_order_line_id bigint PRIMARY KEY,
  company_id integer NOT NULL,
  sales_order_id integer NOT NULL REFERENCES sales_order(sales_order_id),
  line_no integer NOT NULL,
  recipe_id integer NOT NULL REFERENCES recipe(recipe_id),
  package_type_id integer NOT NULL REFERENCES package_type(package_type_id),
  quantity integer NOT NULL,
  unit_price numeric(10,2) NOT NULL,
  discount_pct numeric(4,3) NOT NULL
);

CREATE TABLE invoice (
  invoice_id integer PRIMARY KEY,
  company_id integer NOT NULL,
  invoice_number varchar(20) NOT NULL,
  sales_order_id integer NOT NULL REFERENCES sales_order(sales_order_id),
  invoice_date date NOT NULL,
  due_date date NOT NULL,
  amount_net numeric(12,2) NOT NULL,
  vat_amount numeric(12,2) NOT NULL,
  total_amount numeric(12,2) NOT NULL
);

CREATE TABLE payment (
  payment_id integer PRIMARY KEY,
  company_id integer NOT NULL,
  invoice_id integer NOT NULL REFERENCES invoice(invoice_id),
  payment_date date NOT NULL,
  amount numeric(12,2) NOT NULL,
  reference varchar(30) NOT NULL
);

-- ---------------- lookups ----------------
INSERT INTO order_status (status_id, company_id, status_code, label)
SELECT c*10 + k, c, (ARRAY['OPN','CNF','SHP','DLV','CAN'])[k], (ARRAY['Open','Confirmed','Shipped','Delivered','Cancelled'])[k]
FROM (VALUES (10),(20),(30)) t(c) CROSS JOIN generate_series(1,5) k;

INSERT INTO batch_status (batch_status_id, company_id, status_code, label)
SELECT c*10 + k, c, (ARRAY['PLN','FRM','CND','PKG','DMP'])[k], (ARRAY['Planned','Fermenting','Conditioning','Packaged','Dumped'])[k]
FROM (VALUES (10),(20),(30)) t(c) CROSS JOIN generate_series(1,5) k;

INSERT INTO package_type (package_type_id, company_id, type_code, label, litres_per_unit, is_returnable, deposit_amount)
SELECT c*10 + k, c, (ARRAY['K50','K30','C24','B12'])[k],
       (ARRAY['Keg 50L','Keg 30L','Can 440ml case (24)','Bottle 330ml case (12)'])[k],
       (ARRAY[50, 30, 10.56, 3.96])[k], k <= 2, (ARRAY[30, 25, 0, 0])[k]
FROM (VALUES (10),(20),(30)) t(c) CROSS JOIN generate_series(1,4) k;

INSERT INTO customer_type (customer_type_id, company_id, type_code, label)
SELECT c*10 + k, c, (ARRAY['DIST','PUB','REST','RETL','TAP'])[k],
       (ARRAY['Distributor','Pub','Restaurant','Bottle shop','Own taproom'])[k]
FROM (VALUES (10),(20),(30)) t(c) CROSS JOIN generate_series(1,5) k;

-- ---------------- sites ----------------
INSERT INTO site (site_id, company_id, site_name, city, is_production_site, opened_date)
SELECT c*10 + k, c,
       CASE c WHEN 10 THEN (ARRAY['Millbrook Brewhouse','Canal Street Brewery','Millbrook Taproom'])[k]
              WHEN 20 THEN (ARRAY['Northside Brewhouse','Harbour Brewery','Harbour Taproom'])[k]
              ELSE (ARRAY['Highland Brewhouse','Glen Brewery','Station Taproom'])[k] END,
       CASE c WHEN 10 THEN (ARRAY['Leeds','Manchester','Leeds'])[k]
              WHEN 20 THEN (ARRAY['Bristol','Plymouth','Plymouth'])[k]
              ELSE (ARRAY['Inverness','Aviemore','Inverness'])[k] END,
       k <= 2, CURRENT_DATE - (3000 - k*400 - c*3)
FROM (VALUES (10),(20),(30)) t(c) CROSS JOIN generate_series(1,3) k;

-- ---------------- employees ----------------
INSERT INTO employee (employee_id, company_id, site_id, first_name, last_name, job_title, hire_date, termination_date, hourly_rate, is_full_time)
SELECT c*1000 + g, c, c*10 + 1 + (g % 3),
       (ARRAY['Tom','Sarah','James','Emma','Liam','Olivia','Noah','Mia','Jack','Grace','Harry','Chloe','Oscar','Lucy','Ethan','Ruby','Max','Ellie','Sam','Isla'])[1 + (g*3 + c) % 20],
       (ARRAY['Smith','Jones','Taylor','Brown','Wilson','Evans','Walker','Wright','Green','Hall','Wood','Clarke','Hughes','Lewis','Baker'])[1 + (g*7) % 15],
       CASE WHEN g = 1 THEN 'Head Brewer' WHEN g = 2 THEN 'Operations Manager'
            ELSE (ARRAY['Brewer','Cellar Operator','Packaging Operator','Bartender','QC Technician','Sales Rep','Delivery Driver','Brewer'])[1 + g % 8] END,
       CURRENT_DATE - ((g*97 + c*31) % 2400),
       CASE WHEN g % 9 = 0 THEN CURRENT_DATE - ((g*97 + c*31) % 2400) / 3 END,
       CASE WHEN g = 1 THEN 28 + (c/10) * 2 WHEN g = 2 THEN 31
            ELSE (ARRAY[19,16,15,13,18,17,15,19])[1 + g % 8] + (g*7 % 5) * 0.5 + (c/10 - 2) * 0.25 END,
       g % 5 <> 0
FROM (VALUES (10,30),(20,40),(30,25)) t(c, n) CROSS JOIN generate_series(1,40) g
WHERE g <= n;

-- ---------------- shifts (last 120 days) ----------------
INSERT INTO shift (shift_id, company_id, employee_id, site_id, shift_date, hours_worked)
SELECT e.employee_id::bigint*1000 + d, e.company_id, e.employee_id,
       CASE WHEN d % 10 = 0 THEN e.company_id*10 + 1 + ((e.site_id + 1) % 3) ELSE e.site_id END,
       CURRENT_DATE - d,
       7.5 + CASE (d + e.employee_id) % 5 WHEN 0 THEN 2.5 WHEN 1 THEN -2 WHEN 2 THEN 0.5 ELSE 0 END
FROM employee e CROSS JOIN generate_series(0,119) d
WHERE ((e.is_full_time AND (d + e.employee_id) % 3 = 0) OR (NOT e.is_full_time AND (d + e.employee_id) % 7 = 0))
  AND CURRENT_DATE - d >= e.hire_date
  AND CURRENT_DATE - d <= COALESCE(e.termination_date, CURRENT_DATE);

-- ---------------- recipes ----------------
INSERT INTO recipe (recipe_id, company_id, recipe_name, beer_style, target_abv, ibu, is_active)
SELECT c*100 + k, c,
       (ARRAY['Harbour Pale Ale','Lighthouse IPA','Dockside Stout','Anchor Lager','Tidewater Wheat','Rope Walk Porter','Saltmarsh Gose','Foghorn Double IPA','Skipper Session IPA','Quayside Red Ale','Gull Rock Pilsner','Winter Ballast Barleywine'])[ni],
       (ARRAY['Pale Ale','IPA','Stout','Lager','Wheat Beer','Porter','Gose','Double IPA','Session IPA','Red Ale','Pilsner','Barleywine'])[ni],
       (ARRAY[4.8,6.2,5.0,4.5,4.6,5.4,4.2,8.0,3.9,5.2,4.9,10.5])[ni],
       (ARRAY[35,60,40,22,15,32,8,85,38,30,35,70])[ni] + (k*c) % 7,
       (k + c/10) % 6 <> 0
FROM (SELECT c, n, k, 1 + ((k - 1 + c/10) % 12) AS ni
      FROM (VALUES (10,10),(20,12),(30,8)) t(c, n) CROSS JOIN generate_series(1,12) k WHERE k <= n) s;

-- ---------------- brew batches ----------------
INSERT INTO brew_batch (brew_batch_id, company_id, batch_number, recipe_id, site_id, batch_status_id, brewer_employee_id, tank_code, brew_date, planned_volume_l, actual_volume_l)
SELECT c*10000 + g, c, 'B' || c || '-' || lpad(g::text, 4, '0'),
       c*100 + 1 + ((g*5 + g/7) % nrec),
       c*10 + CASE WHEN g % 3 = 0 THEN 2 ELSE 1 END,
       c*10 + CASE WHEN bd > CURRENT_DATE THEN 1
                   WHEN (g + c/10) % 17 = 0 THEN 5
                   WHEN CURRENT_DATE - bd <= 14 THEN 2
                   WHEN CURRENT_DATE - bd <= 28 THEN 3
                   ELSE 4 END,
       c*1000 + (ARRAY[7,8,15,16,23,24,1,7,7,15])[1 + g % 10],
       'FV-' || lpad((CASE WHEN g % 10 = 0 THEN 1 + c/10 ELSE 1 + (g*3 + g/9 + c/10) % 8 END)::text, 2, '0'),
       bd,
       CASE WHEN g % 3 = 0 THEN 1000 ELSE 2000 END,
       CASE WHEN bd > CURRENT_DATE - 7 THEN NULL
            ELSE CASE WHEN g % 3 = 0 THEN 1000 ELSE 2000 END - ((g*37 + c) % (120 + c*2)) END
FROM (SELECT c, nb, nrec, g, CURRENT_DATE - (g*(CASE c WHEN 10 THEN 5 WHEN 20 THEN 4 ELSE 6 END) - 10 + c/10 - 1) AS bd
      FROM (VALUES (10,140,10),(20,170,12),(30,110,8)) t(c, nb, nrec) CROSS JOIN generate_series(1,170) g
      WHERE g <= nb) s;

-- ---------------- QC tests ----------------
INSERT INTO qc_test (qc_test_id, company_id, brew_batch_id, tested_by_employee_id, test_date, parameter_name, measured_value, spec_min, spec_max, passed_flag)
SELECT b.brew_batch_id*10 + p, b.company_id, b.brew_batch_id,
       b.company_id*1000 + (ARRAY[4,12,20])[1 + (b.brew_batch_id + p) % 3],
       b.brew_date + p*7 - 3,
       (ARRAY['pH','ABV %','Dissolved oxygen ppb'])[p],
       CASE p WHEN 1 THEN 4.2 + ((b.brew_batch_id*7) % 5) * 0.05 + CASE WHEN fail THEN 0.6 ELSE 0 END
              WHEN 2 THEN r.target_abv + (((b.brew_batch_id*13) % 7) - 3) * 0.1 - CASE WHEN fail THEN 0.6 ELSE 0 END
              ELSE 20 + (b.brew_batch_id*11) % 25 + CASE WHEN fail THEN 40 ELSE 0 END END,
       CASE p WHEN 1 THEN 4.0 WHEN 2 THEN r.target_abv - 0.3 ELSE 0 END,
       CASE p WHEN 1 THEN 4.6 WHEN 2 THEN r.target_abv + 0.3 ELSE 50 END,
       NOT fail
FROM (SELECT bb.*, p, ((bb.brew_batch_id*7 + p*3) % 13 = 0 OR (bs.status_code = 'DMP' AND p = 1)) AS fail, bs.status_code
      FROM brew_batch bb JOIN batch_status bs ON bs.batch_status_id = bb.batch_status_id
      CROSS JOIN generate_series(1,3) p) b
JOIN recipe r ON r.recipe_id = b.recipe_id
WHERE b.status_code <> 'PLN' AND b.brew_date + p*7 - 3 <= CURRENT_DATE
  AND (p = 1 OR b.status_code IN ('CND','PKG','DMP'));

-- ---------------- packaging runs ----------------
INSERT INTO packaging_run (packaging_run_id, company_id, brew_batch_id, package_type_id, run_date, units_produced, units_rejected)
SELECT b.brew_batch_id*10 + k, b.company_id, b.brew_batch_id, b.company_id*10 + k,
       b.brew_date + 24 + k,
       floor(b.actual_volume_l * (ARRAY[0.5,0.2,0.3,0.1])[k] / pt.litres_per_unit),
       CASE WHEN k >= 3 THEN (b.brew_batch_id*k + b.company_id/10) % 11 ELSE (b.brew_batch_id*k) % 4 END
FROM brew_batch b
JOIN batch_status bs ON bs.batch_status_id = b.batch_status_id AND bs.status_code = 'PKG'
CROSS JOIN generate_series(1,4) k
JOIN package_type pt ON pt.package_type_id = b.company_id*10 + k
WHERE (k IN (1,3)) OR (k = 2 AND b.brew_batch_id % 2 = 0) OR (k = 4 AND b.brew_batch_id % 5 = 0 AND b.company_id <> 30);

-- ---------------- customers ----------------
INSERT INTO customer (customer_id, company_id, customer_name, customer_type_id, city, credit_limit, payment_terms_days, opened_date, is_active, kegs_held)
SELECT c*1000 + g, c,
       CASE WHEN g = 1 THEN (SELECT site_name FROM site WHERE site_id = c*10 + 3)
            WHEN tk = 1 THEN (ARRAY['Westcountry','Severn','Tamar','Cotswold','Mendip','Dart','Exmoor','Avon'])[1 + (g/10) % 8]
                 || CASE WHEN g % 10 = 0 THEN ' Wholesale' ELSE ' Drinks Ltd' END
            WHEN tk = 2 THEN (ARRAY['Red Lion','Crown','Kings Arms','Royal Oak','White Hart','Plough','Swan','Black Bull','Ship','Fox'])[1 + (g/10 + c/10) % 10]
                 || (ARRAY[' Inn',' Tavern',' Hotel',' Alehouse'])[g % 10 - 1]
            WHEN tk = 3 THEN 'The ' || (ARRAY['Olive','Anchor','Harbour','Oak','Fig','Larder','Copper','Salt','Ember'])[1 + (g/10) % 9]
                 || CASE WHEN g % 10 = 6 THEN ' Bistro' ELSE ' Kitchen' END
            ELSE (ARRAY['Hop','Cask','Barrel','Malt','Bottle','Tap','Grain','Keg','Yeast'])[1 + (g/10) % 9]
                 || CASE WHEN g % 10 = 8 THEN ' & Bottle' ELSE ' Beer Shop' END END,
       c*10 + tk,
       (ARRAY['Bristol','Plymouth','Exeter','Bath','Cardiff','Leeds','Manchester','Inverness'])[1 + (g*3 + c/10) % 8],
       CASE tk WHEN 1 THEN 25000 WHEN 5 THEN 50000 ELSE 5000 + (g % 4) * 2500 END,
       CASE tk WHEN 1 THEN 45 WHEN 5 THEN 7 ELSE 30 END,
       CURRENT_DATE - (600 + (g*61) % 1500) + CASE WHEN g % 13 = 0 THEN 550 ELSE 0 END,
       g % 11 <> 0,
       CASE WHEN tk IN (1,2,3) THEN (g*7) % 25 ELSE 0 END
FROM (SELECT c, g, CASE WHEN g = 1 THEN 5 WHEN g % 10 IN (0,1) THEN 1 WHEN g % 10 IN (2,3,4,5) THEN 2 WHEN g % 10 IN (6,7) THEN 3 ELSE 4 END AS tk
      FROM (VALUES (10,60),(20,80),(30,45)) t(c, n) CROSS JOIN generate_series(1,80) g WHERE g <= n) s;

-- ---------------- sales orders ----------------
INSERT INTO sales_order (sales_order_id, company_id, order_number, customer_id, site_id, sales_rep_employee_id, status_id, order_date, requested_delivery_date, delivered_date)
SELECT c*100000 + g, c, 'SO' || c || '-' || lpad(g::text, 5, '0'),
       CASE WHEN g % 17 = 0 THEN c*1000 + 1 WHEN g % 3 = 0 THEN c*1000 + 2 + (g/3) % 10 ELSE c*1000 + 1 + (g*7) % n END,
       c*10 + CASE WHEN g % 5 = 0 THEN 2 ELSE 1 END,
       c*1000 + 5 + 8*(g % (CASE WHEN c = 30 THEN 3 ELSE 4 END)),
       c*10 + st,
       od, od + 3 + g % 5,
       CASE WHEN st = 4 THEN od + 2 + g % 4 END
FROM (SELECT c, n, g, od,
             CASE WHEN g % 23 = 0 THEN 5
                  WHEN CURRENT_DATE - od < 3 THEN 1
                  WHEN CURRENT_DATE - od < 6 THEN 2
                  WHEN CURRENT_DATE - od < 9 THEN 3
                  ELSE 4 END AS st
      FROM (SELECT c, n, g, CURRENT_DATE - ((g*37 + c) % 540) AS od
            FROM (VALUES (10,60,900),(20,80,1100),(30,45,700)) t(c, n, no) CROSS JOIN generate_series(1,1100) g
            WHERE g <= no) a) s;

-- ---------------- sales order lines ----------------
INSERT INTO sales_order_line (sales_order_line_id, company_id, sales_order_id, line_no, recipe_id, package_type_id, quantity, unit_price, discount_pct)
SELECT so.sales_order_id::bigint*10 + l, so.company_id, so.sales_order_id, l,
       r.recipe_id, pt.package_type_id,
       (CASE WHEN pt.is_returnable THEN 1 + (so.sales_order_id*l) % 6 ELSE 5 + (so.sales_order_id*l) % 20 END)
         * CASE WHEN ct.type_code = 'DIST' THEN 4 ELSE 1 END,
       round((CASE pt.type_code WHEN 'K50' THEN 150 WHEN 'K30' THEN 98 WHEN 'C24' THEN 42 ELSE 22 END) * (0.8 + r.target_abv / 20), 2),
       CASE WHEN ct.type_code = 'DIST' THEN 0.1 WHEN ct.type_code = 'TAP' THEN 0.25 WHEN so.sales_order_id % 7 = 0 THEN 0.05 ELSE 0 END
FROM sales_order so
JOIN customer cu ON cu.customer_id = so.customer_id
JOIN customer_type ct ON ct.customer_type_id = cu.customer_type_id
CROSS JOIN generate_series(1,3) l
CROSS JOIN LATERAL (SELECT (so.sales_order_id*3 + l*5 + (so.sales_order_id/7)*2) % (nr + 5) AS x, nr
                    FROM (SELECT CASE so.company_id WHEN 10 THEN 10 WHEN 20 THEN 12 ELSE 8 END AS nr) q) rx
JOIN recipe r ON r.recipe_id = so.company_id*100 + 1 + CASE WHEN rx.x >= rx.nr THEN (rx.x - rx.nr) % (1 + so.sales_order_id % 5) ELSE rx.x END
JOIN package_type pt ON pt.package_type_id = so.company_id*10 +
       CASE WHEN so.company_id = 30 AND (so.sales_order_id + l) % 4 = 3 THEN 3 ELSE 1 + (so.sales_order_id + l) % 4 END
WHERE l <= 1 + so.sales_order_id % 3;

-- ---------------- invoices ----------------
INSERT INTO invoice (invoice_id, company_id, invoice_number, sales_order_id, invoice_date, due_date, amount_net, vat_amount, total_amount)
SELECT so.company_id*100000 + 50000 + (so.sales_order_id % 100000), so.company_id,
       'INV' || so.company_id || '-' || lpad((so.sales_order_id % 100000)::text, 5, '0'),
       so.sales_order_id, so.order_date + 1, so.order_date + 1 + cu.payment_terms_days,
       t.net, round(t.net * 0.2, 2), t.net + round(t.net * 0.2, 2)
FROM sales_order so
JOIN order_status os ON os.status_id = so.status_id AND os.status_code IN ('SHP','DLV')
JOIN customer cu ON cu.customer_id = so.customer_id
JOIN (SELECT sales_order_id, round(sum(quantity*unit_price*(1-discount_pct)), 2) AS net
      FROM sales_order_line GROUP BY sales_order_id) t ON t.sales_order_id = so.sales_order_id;

-- ---------------- payments ----------------
INSERT INTO payment (payment_id, company_id, invoice_id, payment_date, amount, reference)
SELECT i.invoice_id, i.company_id, i.invoice_id, pd,
       CASE WHEN i.invoice_id % 13 = 0 AND i.type_code <> 'TAP' THEN round(i.total_amount * 0.6, 2) ELSE i.total_amount END,
       'PAY-' || i.invoice_id
FROM (SELECT inv.*, ct.type_code,
             CASE WHEN ct.type_code = 'TAP' THEN inv.invoice_date + 2
                  ELSE inv.invoice_date + 5 + (inv.invoice_id*7) % (CASE WHEN inv.invoice_id % 4 = 0 THEN 70 ELSE 40 END) END AS pd
      FROM invoice inv
      JOIN sales_order so ON so.sales_order_id = inv.sales_order_id
      JOIN customer cu ON cu.customer_id = so.customer_id
      JOIN customer_type ct ON ct.customer_type_id = cu.customer_type_id) i
WHERE (i.type_code = 'TAP' OR i.invoice_id % 9 <> 0) AND i.pd <= CURRENT_DATE;
