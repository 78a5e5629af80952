-- =====================================================================
-- SOLAR: field-service / installation database of a solar PV installer
-- (legacy "FSM" schema, abbreviated lowercase names: *_mst masters,
--  *_hdr/*_line documents, *_txn transactions, ref_* lookups, *_hist history)
--
-- Multi-tenant: every table carries org_id (the installer company).
--   org 1 = SunPeak Solar Ltd (UK & Ireland, GBP)
--   org 2 = Zonnekracht BV   (Netherlands & Belgium, EUR)
--   org 3 = Helios Energia SL (Spain & Portugal, EUR)
--
-- Business conventions
--   * Revenue        = sum(inv_hdr.net_amt) (ex VAT) of invoices that are not
--                      voided (inv_stat_cd <> 'VD'), dated by inv_dt.
--   * Gross/billed   = net_amt + vat_amt.
--   * Outstanding    = gross of non-voided invoices minus payments received
--                      (pmt_txn.pmt_amt) against them.
--   * Overdue        = outstanding > 0 and due_dt < today.
--   * Invoice status : OPN open/unpaid, PRT part paid, PD paid, VD voided.
--   * Job types      : INST new installation, UPG upgrade (battery/EV add-on),
--                      RPR repair call-out, MNT annual maintenance/service.
--   * Job status     : SCH scheduled, INP in progress, CMP completed,
--                      HLD on hold, CX cancelled.
--   * An "install" / "installation" is a job with job_typ_cd = 'INST'.
--     Installed capacity = sys_kw of completed (CMP) INST jobs, dated cmpl_dt.
--   * Quote status   : DRF draft, SNT sent/awaiting customer, ACC accepted (won),
--                      REJ rejected (lost), EXP expired (lost, no answer).
--     Conversion / win rate = ACC / all quotes that were sent (status <> 'DRF').
--   * Customer type  : RES residential (homeowner), COM commercial, AGR farm.
--   * Active customer = has a non-voided invoice in the last 12 months.
--   * Employee status: A active, L on leave, T terminated (leaver, term_dt set).
--     Headcount = employees not terminated (emp_stat_cd <> 'T').
--   * emp_rate_hist holds the hourly pay rate history; eff_to_dt null = current.
--   * Labour cost of a job = sum(job_lab.hrs_qty * rate valid on work_dt).
--   * Materials margin = job line sell value - qty * prod_mst.unit_cost.
--     Line sell value = qty * unit_prc * (1 - disc_pct/100).
--   * Service tickets (svc_tkt): priority P1 urgent .. P3 low;
--     status OPN open, ASG assigned, RES resolved, CLS closed.
--     An open ticket is OPN or ASG.
-- =====================================================================

CREATE TABLE org_mst (
  org_id     int PRIMARY KEY,
  org_nm     text NOT NULL,
  crncy_cd   char(3) NOT NULL,
  hq_cntry_cd char(2) NOT NULL
);

CREATE TABLE ref_cntry (
  org_id    int NOT NULL REFERENCES org_mst(org_id),
  cntry_cd  char(2) NOT NULL,
  cntry_nm  text NOT NULL,
  PRIMARY KEY (org_id, cntry_cd)
);

CREATE TABLE ref_prod_cat (
  org_id    int NOT NULL REFERENCES org_mst(org_id),
  cat_cd    varchar(4) NOT NULL,
  cat_nm    text NOT NULL,
  PRIMARY KEY (org_id, cat_cd)
);

CREATE TABLE depot_mst (
  depot_id   int PRIMARY KEY,
  org_id     int NOT NULL REFERENCES org_mst(org_id),
  depot_nm   text NOT NULL,
  city_nm    text NOT NULL,
  cntry_cd   char(2) NOT NULL,
  opened_dt  date NOT NULL,
  FOREIGN KEY (org_id, cntry_cd) REFERENCES ref_cntry(org_id, cntry_cd)
);

CREATE TABLE emp_mst (
  emp_id      int PRIMARY KEY,
  org_id      int NOT NULL REFERENCES org_mst(org_id),
  first_nm    text NOT NULL,
  last_nm     text NOT NULL,
  job_ttl     text NOT NULL,
  depot_id    int REFERENCES depot_mst(depot_id),
  mgr_emp_id  int REFERENCES emp_mst(emp_id),
  hire_dt     date NOT NULL,
  term_dt     date,
  emp_stat_cd char(1) NOT NULL  -- A active, L on leave, T terminated
);

CREATE TABLE emp_rate_hist (
  rate_id     int PRIMARY KEY,
  org_id      int NOT NULL REFERENCES org_mst(org_id),
  emp_id      int NOT NULL REFERENCES emp_mst(emp_id),
  hrly_rate   numeric(8,2) NOT NULL,
  eff_from_dt date NOT NULL,
  eff_to_dt   date
);

CREATE TABLE cust_mst (
  cust_id     int PRIMARY KEY,
  org_id      int NOT NULL REFERENCES org_mst(org_id),
  cust_nm     text NOT NULL,
  cust_typ_cd varchar(3) NOT NULL,  -- RES / COM / AGR
  email_addr  text,
  city_nm     text NOT NULL,
  cntry_cd    char(2) NOT NULL,
  crt_dt      date NOT NULL,
  FOREIGN KEY (org_id, cntry_cd) REFERENCES ref_cntry(org_id, cntry_cd)
);

CREATE TABLE prod_mst (
  prod_id     int PRIMARY KEY,
  org_id      int NOT NULL REFERENCES org_mst(org_id),
  sku_cd      text NOT NULL,
  prod_desc   text NOT NULL,
  cat_cd      varchar(4) NOT NULL,
  mfr_nm      text,
  kw_rating   numeric(6,3),
  unit_cost   numeric(10,2) NOT NULL,
  list_prc    numeric(10,2) NOT NULL,
  active_flg  char(1) NOT NULL DEFAULT 'Y',
  FOREIGN KEY (org_id, cat_cd) REFERENCES ref_prod_cat(org_id, cat_cd)
);

CREATE TABLE quote_hdr (
  quote_id      int PRIMARY KEY,
  org_id        int NOT NULL REFERENCES org_mst(org_id),
  quote_no      text NOT NULL,
  cust_id       int NOT NULL REFERENCES cust_mst(cust_id),
  sales_emp_id  int REFERENCES emp_mst(emp_id),
  lead_src_cd   varchar(4) NOT NULL,  -- WEB website, REF referral, SHOW home show, PHN phone-in
  quote_dt      date NOT NULL,
  valid_until_dt date NOT NULL,
  quote_stat_cd varchar(3) NOT NULL,
  sys_kw        numeric(6,2) NOT NULL,
  quote_amt     numeric(12,2) NOT NULL
);

CREATE TABLE job_hdr (
  job_id        int PRIMARY KEY,
  org_id        int NOT NULL REFERENCES org_mst(org_id),
  job_no        text NOT NULL,
  quote_id      int REFERENCES quote_hdr(quote_id),
  cust_id       int NOT NULL REFERENCES cust_mst(cust_id),
  depot_id      int NOT NULL REFERENCES depot_mst(depot_id),
  job_typ_cd    varchar(4) NOT NULL,
  job_stat_cd   varchar(3) NOT NULL,
  lead_tech_emp_id int REFERENCES emp_mst(emp_id),
  sys_kw        numeric(6,2),
  booked_dt     date NOT NULL,
  sched_dt      date NOT NULL,
  start_dt      date,
  cmpl_dt       date,
  contract_amt  numeric(12,2)
);

CREATE TABLE job_line (
  line_id   int PRIMARY KEY,
  org_id    int NOT NULL REFERENCES org_mst(org_id),
  job_id    int NOT NULL REFERENCES job_hdr(job_id),
  line_no   int NOT NULL,
  prod_id   int NOT NULL REFERENCES prod_mst(prod_id),
  qty       numeric(8,2) NOT NULL,
  unit_prc  numeric(10,2) NOT NULL,
  disc_pct  numeric(5,2) NOT NULL DEFAULT 0
);

CREATE TABLE job_lab (
  lab_id    int PRIMARY KEY,
  org_id    int NOT NULL REFERENCES org_mst(org_id),
  job_id    int NOT NULL REFERENCES job_hdr(job_id),
  emp_id    int NOT NULL REFERENCES emp_mst(emp_id),
  work_dt   date NOT NULL,
  hrs_qty   numeric(5,2) NOT NULL
);

CREATE TABLE inv_hdr (
  inv_id      int PRIMARY KEY,
  org_id      int NOT NULL REFERENCES org_mst(org_id),
  inv_no      text NOT NULL,
  job_id      int NOT NULL REFERENCES job_hdr(job_id),
  cust_id     int NOT NULL REFERENCES cust_mst(cust_id),
  inv_dt      date NOT NULL,
  due_dt      date NOT NULL,
  net_amt     numeric(12,2) NOT NULL,
  vat_amt     numeric(12,2) NOT NULL,
  inv_stat_cd varchar(3) NOT NULL
);

CREATE TABLE pmt_txn (
  pmt_id      int PRIMARY KEY,
  org_id      int NOT NULL REFERENCES org_mst(org_id),
  inv_id      int NOT NULL REFERENCES inv_hdr(inv_id),
  pmt_dt      date NOT NULL,
  pmt_amt     numeric(12,2) NOT NULL,
  pmt_mthd_cd varchar(4) NOT NULL  -- BACS, CARD, CHQ, FIN (finance partner)
);

CREATE TABLE svc_tkt (
  tkt_id          int PRIMARY KEY,
  org_id          int NOT NULL REFERENCES org_mst(org_id),
  cust_id         int NOT NULL REFERENCES cust_mst(cust_id),
  job_id          int REFERENCES job_hdr(job_id),
  opened_dt       date NOT NULL,
  closed_dt       date,
  prty_cd         char(2) NOT NULL,
  tkt_stat_cd     varchar(3) NOT NULL,
  assigned_emp_id int REFERENCES emp_mst(emp_id),
  issue_desc      text NOT NULL
);

-- ---------------------------------------------------------------------
-- data
-- ---------------------------------------------------------------------
INSERT INTO org_mst VALUES
 (1, 'SunPeak Solar Ltd', 'GBP', 'GB'),
 (2, 'Zonnekracht BV', 'EUR', 'NL'),
 (3, 'Helios Energia SL', 'EUR', 'ES');

INSERT INTO ref_cntry (org_id, cntry_cd, cntry_nm)
SELECT o.org_id, c.cd, c.nm
FROM org_mst o CROSS JOIN (VALUES
 ('GB','United Kingdom'),('IE','Ireland'),('NL','Netherlands'),('BE','Belgium'),
 ('DE','Germany'),('FR','France'),('ES','Spain'),('PT','Portugal')) c(cd, nm);

INSERT INTO ref_prod_cat (org_id, cat_cd, cat_nm)
SELECT o.org_id, c.cd, c.nm
FROM org_mst o CROSS JOIN (VALUES
 ('PNL','Solar panels'),('INV','Inverters'),('BAT','Battery storage'),
 ('MNT','Mounting and racking'),('EVC','EV chargers'),('OPT','Optimisers'),
 ('SVC','Services and labour items')) c(cd, nm);

-- parameters per tenant (temporary helper, not part of the schema)
CREATE TEMP TABLE _p (
  org_id int, mult numeric, vat numeric, pfx text,
  n_emp int, n_cust int, n_quote int, n_svc int,
  depots text[], depot_cc text[], cities text[], city_cc text[], city_depot int[],
  fnm text[], lnm text[], co_sfx text[]
);
INSERT INTO _p VALUES
 (1, 1.00, 0.20, 'SP', 42, 620, 1100, 420,
  ARRAY['Leeds','Manchester','Bristol','Glasgow','Dublin'],
  ARRAY['GB','GB','GB','GB','IE'],
  ARRAY['Leeds','Manchester','Bristol','Glasgow','Dublin','York','Bath','Cork','Edinburgh','Sheffield','Harrogate','Stockport'],
  ARRAY['GB','GB','GB','GB','IE','GB','GB','IE','GB','GB','GB','GB'],
  ARRAY[1,2,3,4,5,1,3,5,4,1,1,2],
  ARRAY['Oliver','Amelia','Harry','Isla','Jack','Ava','George','Mia','Noah','Emily','Charlie','Sophie','Jacob','Grace','Thomas','Lily','Oscar','Freya','William','Ella','James','Chloe','Liam','Aoife'],
  ARRAY['Smith','Jones','Taylor','Brown','Wilson','Evans','Roberts','Walker','Wright','Hughes','Patel','Murphy','Kelly','Campbell','Clarke','Hall','Green','Wood','Ahmed','Byrne','Lewis','Ward','Turner'],
  ARRAY['Farms','Holdings','Ltd','Logistics','Dairy','Garden Centre','Motors','Brewery']),
 (2, 1.12, 0.21, 'ZK', 26, 360, 650, 240,
  ARRAY['Utrecht','Rotterdam','Antwerpen'],
  ARRAY['NL','NL','BE'],
  ARRAY['Utrecht','Rotterdam','Antwerpen','Amersfoort','Gouda','Gent','Delft','Mechelen'],
  ARRAY['NL','NL','BE','NL','NL','BE','NL','BE'],
  ARRAY[1,2,3,1,2,3,2,3],
  ARRAY['Daan','Emma','Sem','Julia','Lucas','Mila','Finn','Tess','Milan','Sara','Bram','Noor','Lars','Anouk','Thijs','Femke'],
  ARRAY['de Jong','Jansen','de Vries','van den Berg','Bakker','Visser','Smit','Meijer','Peeters','Janssens','Maes'],
  ARRAY['BV','Tuinbouw','Holding','Transport','Melkveehouderij','NV']),
 (3, 0.88, 0.21, 'HE', 33, 480, 800, 300,
  ARRAY['Madrid','Sevilla','Valencia','Lisboa'],
  ARRAY['ES','ES','ES','PT'],
  ARRAY['Madrid','Sevilla','Valencia','Lisboa','Toledo','Cordoba','Alicante','Setubal','Getafe'],
  ARRAY['ES','ES','ES','PT','ES','ES','ES','PT','ES'],
  ARRAY[1,2,3,4,1,2,3,4,1],
  ARRAY['Lucia','Hugo','Martina','Pablo','Sofia','Daniel','Carmen','Javier','Elena','Diego','Ines','Joao','Marta','Alvaro'],
  ARRAY['Garcia','Martinez','Lopez','Sanchez','Perez','Gomez','Fernandez','Ruiz','Silva','Santos','Moreno','Navarro','Costa'],
  ARRAY['SL','SA','Agricola','Hermanos','Bodegas','Lda']);

INSERT INTO depot_mst (depot_id, org_id, depot_nm, city_nm, cntry_cd, opened_dt)
SELECT p.org_id*100 + i, p.org_id, p.depots[i] || ' Depot', p.depots[i], p.depot_cc[i],
       current_date - (900 + i*260 + p.org_id*37)
FROM _p p CROSS JOIN generate_series(1, 5) i
WHERE i <= array_length(p.depots, 1);

-- employees: #1 director, #2..#(1+depots) ops managers, then field/sales staff
INSERT INTO emp_mst (emp_id, org_id, first_nm, last_nm, job_ttl, depot_id, mgr_emp_id, hire_dt, term_dt, emp_stat_cd)
SELECT p.org_id*1000 + n, p.org_id,
       p.fnm[((n*5 + p.org_id) % array_length(p.fnm,1)) + 1],
       p.lnm[((n*3 + n/7) % array_length(p.lnm,1)) + 1],
       CASE WHEN n = 1 THEN 'Director'
            WHEN n <= 1 + nd THEN 'Operations Manager'
            WHEN n % 5 IN (0,1) THEN 'Installer'
            WHEN n % 5 = 2 THEN 'Electrician'
            WHEN n % 5 = 3 THEN 'Sales Rep'
            ELSE 'Surveyor' END,
       CASE WHEN n = 1 THEN p.org_id*100 + 1
            WHEN n <= 1 + nd THEN p.org_id*100 + (n-1)
            ELSE p.org_id*100 + ((n-2)/5 + n-2) % nd + 1 END,
       CASE WHEN n = 1 THEN NULL
            WHEN n <= 1 + nd THEN p.org_id*1000 + 1
            ELSE p.org_id*1000 + 1 + ((n-2)/5 + n-2) % nd + 1 END,
       CASE WHEN n <= 1 + nd THEN current_date - (2600 + n*40)
            WHEN n % 7 = 0 THEN current_date - (500 + (n*137) % 1800)
            WHEN n % 9 = 0 THEN current_date - (3 + (n*11) % 85)
            ELSE current_date - (120 + (n*137) % 2300) END,
       CASE WHEN n > 1 + nd AND n % 7 = 0 THEN current_date - (1 + (n*13) % 330) END,
       CASE WHEN n > 1 + nd AND n % 7 = 0 THEN 'T'
            WHEN n > 1 + nd AND n % 11 = 0 THEN 'L'
            ELSE 'A' END
FROM _p p
CROSS JOIN LATERAL (SELECT array_length(p.depots,1) AS nd) d
CROSS JOIN LATERAL generate_series(1, p.n_emp) n
ORDER BY 1;

-- pay rate history: a new rate each anniversary
INSERT INTO emp_rate_hist (rate_id, org_id, emp_id, hrly_rate, eff_from_dt, eff_to_dt)
SELECT e.emp_id*10 + k, e.org_id, e.emp_id,
       round((CASE e.job_ttl WHEN 'Director' THEN 45 WHEN 'Operations Manager' THEN 30
                  WHEN 'Electrician' THEN 24 WHEN 'Surveyor' THEN 21 WHEN 'Sales Rep' THEN 17
                  ELSE 18 END) * p.mult * (1 + 0.04*k) + (e.emp_id % 4) * 0.5, 2),
       e.hire_dt + k*365, NULL
FROM emp_mst e JOIN _p p ON p.org_id = e.org_id
CROSS JOIN generate_series(0, 7) k
WHERE e.hire_dt + k*365 <= coalesce(e.term_dt, current_date);

UPDATE emp_rate_hist r SET eff_to_dt = x.nxt - 1
FROM (SELECT rate_id, lead(eff_from_dt) OVER (PARTITION BY emp_id ORDER BY eff_from_dt) AS nxt FROM emp_rate_hist) x
WHERE x.rate_id = r.rate_id AND x.nxt IS NOT NULL;
UPDATE emp_rate_hist r SET eff_to_dt = e.term_dt
FROM emp_mst e WHERE e.emp_id = r.emp_id AND e.term_dt IS NOT NULL AND r.eff_to_dt IS NULL;

-- customers
INSERT INTO cust_mst (cust_id, org_id, cust_nm, cust_typ_cd, email_addr, city_nm, cntry_cd, crt_dt)
SELECT p.org_id*10000 + n, p.org_id,
       CASE WHEN n % 10 < 7 THEN p.fnm[((n*7) % array_length(p.fnm,1)) + 1] || ' ' || p.lnm[((n*11 + n/13) % array_length(p.lnm,1)) + 1]
            ELSE p.lnm[((n*5) % array_length(p.lnm,1)) + 1] || ' ' || p.co_sfx[((n/3) % array_length(p.co_sfx,1)) + 1] END,
       CASE WHEN n % 10 < 7 THEN 'RES' WHEN n % 10 < 9 THEN 'COM' ELSE 'AGR' END,
       CASE WHEN n % 6 = 0 THEN NULL ELSE 'cust' || n || '@example.' || lower(p.city_cc[(n % nc) + 1]) END,
       p.cities[(n % nc) + 1], p.city_cc[(n % nc) + 1],
       current_date - (2 + (n*53) % 1400)
FROM _p p
CROSS JOIN LATERAL (SELECT array_length(p.cities,1) AS nc) c
CROSS JOIN LATERAL generate_series(1, p.n_cust) n;

-- make business names unique: add the town, then a branch number
UPDATE cust_mst c SET cust_nm = c.cust_nm || ' (' || c.city_nm || ')'
FROM (SELECT cust_id, row_number() OVER (PARTITION BY org_id, cust_nm ORDER BY cust_id) rn FROM cust_mst WHERE cust_typ_cd <> 'RES') d
WHERE d.cust_id = c.cust_id AND d.rn > 1;
UPDATE cust_mst c SET cust_nm = c.cust_nm || ' ' || d.rn
FROM (SELECT cust_id, row_number() OVER (PARTITION BY org_id, cust_nm ORDER BY cust_id) rn FROM cust_mst WHERE cust_typ_cd <> 'RES') d
WHERE d.cust_id = c.cust_id AND d.rn > 1;

-- product catalogue
INSERT INTO prod_mst (prod_id, org_id, sku_cd, prod_desc, cat_cd, mfr_nm, kw_rating, unit_cost, list_prc, active_flg)
SELECT p.org_id*100 + v.i, p.org_id, v.sku, v.dsc, v.cat, v.mfr, v.kw,
       round(v.cost * p.mult, 2), round(v.prc * p.mult, 2), v.act
FROM _p p CROSS JOIN (VALUES
 ( 1,'PNL-JA-430','JA Solar 430W mono panel','PNL','JA Solar',0.430,  95, 165,'Y'),
 ( 2,'PNL-LG-400','LONGi Hi-MO 400W panel','PNL','LONGi',0.400,       88, 150,'Y'),
 ( 3,'PNL-RE-380','REC Alpha 380W panel (legacy)','PNL','REC',0.380,  110,175,'N'),
 ( 4,'INV-SE-5K','SolarEdge 5kW inverter','INV','SolarEdge',5.000,   780,1250,'Y'),
 ( 5,'INV-GW-8K','GivEnergy 8kW hybrid inverter','INV','GivEnergy',8.000, 1100,1750,'Y'),
 ( 6,'INV-FR-20K','Fronius Symo 20kW 3-phase inverter','INV','Fronius',20.000, 2600,3900,'Y'),
 ( 7,'BAT-TP-135','Tesla Powerwall 13.5kWh','BAT','Tesla',13.500,    6200,8400,'Y'),
 ( 8,'BAT-GV-95','GivEnergy 9.5kWh battery','BAT','GivEnergy',9.500, 3300,4700,'Y'),
 ( 9,'MNT-RF-KIT','Pitched roof mounting kit (per panel)','MNT','Renusol',NULL, 28, 55,'Y'),
 (10,'MNT-GR-KIT','Ground mount frame (per panel)','MNT','Schletter',NULL, 45, 85,'Y'),
 (11,'EVC-ZP-7K','Zappi 7kW EV charger','EVC','myenergi',7.000,       520, 899,'Y'),
 (12,'EVC-OH-7K','Ohme Home Pro charger','EVC','Ohme',7.000,          480, 849,'N'),
 (13,'OPT-SE-P4','SolarEdge P401 optimiser','OPT','SolarEdge',NULL,     38,  65,'Y'),
 (14,'SVC-SCAF','Scaffolding hire (per job)','SVC',NULL,NULL,          420, 650,'Y'),
 (15,'SVC-CALL','Call-out and diagnosis','SVC',NULL,NULL,               40, 120,'Y'),
 (16,'SVC-ANNL','Annual system health check','SVC',NULL,NULL,           35,  95,'Y'),
 (17,'SVC-BIRD','Bird mesh / pigeon proofing','SVC',NULL,NULL,         160, 340,'Y')
) v(i, sku, dsc, cat, mfr, kw, cost, prc, act);

-- quotes
INSERT INTO quote_hdr (quote_id, org_id, quote_no, cust_id, sales_emp_id, lead_src_cd, quote_dt, valid_until_dt, quote_stat_cd, sys_kw, quote_amt)
SELECT p.org_id*100000 + n, p.org_id, p.pfx || '-Q' || lpad(n::text, 5, '0'),
       p.org_id*10000 + ((n*7) % p.n_cust) + 1,
       s.emp_id,
       (ARRAY['WEB','WEB','REF','SHOW','PHN','WEB','REF'])[(n % 7) + 1],
       qd, qd + 30,
       CASE WHEN n % 10 < 4 THEN 'ACC'
            WHEN n % 10 IN (4,5) THEN 'REJ'
            WHEN n % 10 IN (6,7,8) THEN CASE WHEN qd > current_date - 30 THEN 'SNT' ELSE 'EXP' END
            ELSE CASE WHEN qd > current_date - 45 THEN 'DRF' ELSE 'REJ' END END,
       kw, round(kw * 1350 * p.mult + (n % 5) * 150, 2)
FROM _p p
CROSS JOIN LATERAL generate_series(1, p.n_quote) n
CROSS JOIN LATERAL (SELECT current_date - ((n*17) % 760) AS qd,
                           CASE WHEN ((n*7) % p.n_cust + 1) % 10 < 7 THEN 3 + ((n*7) % 37) / 4.0
                                ELSE 20 + (n % 9) * 8 END AS kw) x
LEFT JOIN LATERAL (SELECT emp_id FROM (
     SELECT emp_id, row_number() OVER (ORDER BY emp_id) rn, count(*) OVER () cnt
     FROM emp_mst e WHERE e.org_id = p.org_id AND e.job_ttl = 'Sales Rep'
       AND e.hire_dt <= x.qd AND coalesce(e.term_dt, x.qd) >= x.qd) r
   WHERE rn = (n % cnt) + 1) s ON true;

-- installation jobs from accepted quotes
INSERT INTO job_hdr (job_id, org_id, job_no, quote_id, cust_id, depot_id, job_typ_cd, job_stat_cd, lead_tech_emp_id, sys_kw, booked_dt, sched_dt, start_dt, cmpl_dt)
SELECT q.quote_id, q.org_id, p.pfx || '-J' || lpad((q.quote_id % 100000)::text, 5, '0'),
       q.quote_id, q.cust_id, dep.depot_id, 'INST',
       CASE WHEN m % 17 = 0 THEN 'CX'
            WHEN m % 23 = 0 AND sd > current_date - 40 THEN 'HLD'
            WHEN sd > current_date THEN 'SCH'
            WHEN sd + 1 + m % 3 > current_date THEN 'INP'
            ELSE 'CMP' END,
       t.emp_id, q.sys_kw, q.quote_dt + 2, sd,
       CASE WHEN m % 17 = 0 OR (m % 23 = 0 AND sd > current_date - 40) OR sd > current_date THEN NULL ELSE sd END,
       CASE WHEN m % 17 = 0 OR (m % 23 = 0 AND sd > current_date - 40) OR sd + 1 + m % 3 > current_date THEN NULL ELSE sd + 1 + m % 3 END
FROM quote_hdr q
JOIN _p p ON p.org_id = q.org_id
JOIN cust_mst c ON c.cust_id = q.cust_id
CROSS JOIN LATERAL (SELECT q.quote_id % 100000 AS m, q.quote_dt + 12 + (q.quote_id % 100000) % 25 AS sd) x
CROSS JOIN LATERAL (SELECT p.org_id*100 + p.city_depot[array_position(p.cities, c.city_nm)] AS depot_id) dep
LEFT JOIN LATERAL (SELECT emp_id FROM (
     SELECT emp_id, row_number() OVER (ORDER BY emp_id) rn, count(*) OVER () cnt
     FROM emp_mst e WHERE e.depot_id = dep.depot_id AND e.job_ttl IN ('Installer','Electrician')
       AND e.hire_dt <= x.sd AND coalesce(e.term_dt, DATE '9999-12-31') >= x.sd) r
   WHERE rn = (m % cnt) + 1) t ON true
WHERE q.quote_stat_cd = 'ACC';

-- repair / maintenance / upgrade jobs for existing customers
INSERT INTO job_hdr (job_id, org_id, job_no, quote_id, cust_id, depot_id, job_typ_cd, job_stat_cd, lead_tech_emp_id, sys_kw, booked_dt, sched_dt, start_dt, cmpl_dt)
SELECT p.org_id*100000 + 50000 + n, p.org_id, p.pfx || '-S' || lpad(n::text, 5, '0'), NULL,
       c.cust_id, dep.depot_id,
       (ARRAY['RPR','MNT','MNT','RPR','UPG'])[(n % 5) + 1],
       CASE WHEN n % 19 = 0 THEN 'CX'
            WHEN sd > current_date THEN 'SCH'
            WHEN sd = current_date THEN 'INP'
            ELSE 'CMP' END,
       t.emp_id, NULL, sd - 3 - n % 10, sd,
       CASE WHEN n % 19 = 0 OR sd > current_date THEN NULL ELSE sd END,
       CASE WHEN n % 19 = 0 OR sd >= current_date THEN NULL ELSE sd END
FROM _p p
CROSS JOIN LATERAL generate_series(1, p.n_svc) n
CROSS JOIN LATERAL (SELECT current_date + 21 - ((n*29) % 640) AS sd) x
JOIN cust_mst c ON c.cust_id = p.org_id*10000 + ((n*13) % p.n_cust) + 1
CROSS JOIN LATERAL (SELECT p.org_id*100 + p.city_depot[array_position(p.cities, c.city_nm)] AS depot_id) dep
LEFT JOIN LATERAL (SELECT emp_id FROM (
     SELECT emp_id, row_number() OVER (ORDER BY emp_id) rn, count(*) OVER () cnt
     FROM emp_mst e WHERE e.depot_id = dep.depot_id AND e.job_ttl IN ('Installer','Electrician')
       AND e.hire_dt <= x.sd AND coalesce(e.term_dt, DATE '9999-12-31') >= x.sd) r
   WHERE rn = (n % cnt) + 1) t ON true;

-- job lines: installations
INSERT INTO job_line (line_id, org_id, job_id, line_no, prod_id, qty, unit_prc, disc_pct)
SELECT j.job_id*10 + l.ln, j.org_id, j.job_id, l.ln, j.org_id*100 + l.pid, l.qty, pr.list_prc, ((j.job_id % 4) * 5)
FROM job_hdr j
CROSS JOIN LATERAL (SELECT ceil(j.sys_kw / 0.43) AS npnl, j.job_id % 100000 AS m) x
CROSS JOIN LATERAL (VALUES
   (1, CASE WHEN x.m % 3 = 0 THEN 2 ELSE 1 END, x.npnl),
   (2, CASE WHEN j.sys_kw > 15 THEN 6 WHEN j.sys_kw > 6 THEN 5 ELSE 4 END, CASE WHEN j.sys_kw > 15 THEN ceil(j.sys_kw/20) ELSE 1 END),
   (3, CASE WHEN j.sys_kw > 15 AND x.m % 2 = 0 THEN 10 ELSE 9 END, x.npnl),
   (4, 14, 1),
   (5, CASE WHEN x.m % 3 = 0 THEN 7 WHEN x.m % 3 = 1 THEN 8 ELSE NULL END, CASE WHEN x.m % 3 IN (0,1) AND x.m % 2 = 0 THEN 1 ELSE 0 END),
   (6, CASE WHEN x.m % 5 = 0 THEN 11 ELSE NULL END, 1),
   (7, CASE WHEN x.m % 4 = 1 THEN 13 ELSE NULL END, x.npnl)
) l(ln, pid, qty)
JOIN prod_mst pr ON pr.prod_id = j.org_id*100 + l.pid
WHERE j.job_typ_cd = 'INST' AND l.pid IS NOT NULL AND l.qty > 0;

-- job lines: service jobs
INSERT INTO job_line (line_id, org_id, job_id, line_no, prod_id, qty, unit_prc, disc_pct)
SELECT j.job_id*10 + l.ln, j.org_id, j.job_id, l.ln, j.org_id*100 + l.pid, l.qty, pr.list_prc, 0
FROM job_hdr j
CROSS JOIN LATERAL (SELECT j.job_id % 100000 - 50000 AS m) x
CROSS JOIN LATERAL (VALUES
   (1, CASE j.job_typ_cd WHEN 'RPR' THEN 15 WHEN 'MNT' THEN 16 WHEN 'UPG' THEN 8 END, 1),
   (2, CASE WHEN j.job_typ_cd = 'RPR' AND x.m % 3 = 0 THEN 13
            WHEN j.job_typ_cd = 'RPR' AND x.m % 3 = 1 THEN 4
            WHEN j.job_typ_cd = 'MNT' AND x.m % 4 = 0 THEN 17
            WHEN j.job_typ_cd = 'UPG' AND x.m % 2 = 0 THEN 11 END, CASE WHEN j.job_typ_cd = 'RPR' AND x.m % 3 = 0 THEN 2 ELSE 1 END)
) l(ln, pid, qty)
JOIN prod_mst pr ON pr.prod_id = j.org_id*100 + l.pid
WHERE j.job_typ_cd <> 'INST' AND l.pid IS NOT NULL;

UPDATE job_hdr j SET contract_amt = s.amt
FROM (SELECT job_id, round(sum(qty * unit_prc * (1 - disc_pct/100)), 2) AS amt FROM job_line GROUP BY job_id) s
WHERE s.job_id = j.job_id;

-- labour hours on started jobs
INSERT INTO job_lab (lab_id, org_id, job_id, emp_id, work_dt, hrs_qty)
SELECT j.job_id*10 + d.k, j.org_id, j.job_id,
       CASE WHEN d.k % 2 = 0 THEN coalesce(j.lead_tech_emp_id, h.emp_id) ELSE coalesce(h.emp_id, j.lead_tech_emp_id) END,
       least(j.start_dt + d.k / 2, coalesce(j.cmpl_dt, current_date)),
       CASE WHEN j.job_typ_cd = 'INST' THEN 6 + (j.job_id + d.k) % 4 * 0.75 ELSE 1.5 + (j.job_id % 5) * 0.5 END
FROM job_hdr j
CROSS JOIN LATERAL generate_series(0, CASE WHEN j.job_typ_cd = 'INST' THEN 3 ELSE 0 END) d(k)
LEFT JOIN LATERAL (SELECT emp_id FROM emp_mst e
     WHERE e.depot_id = j.depot_id AND e.job_ttl IN ('Installer','Electrician') AND e.emp_id IS DISTINCT FROM j.lead_tech_emp_id
       AND e.hire_dt <= j.start_dt AND coalesce(e.term_dt, DATE '9999-12-31') >= j.start_dt
     ORDER BY (e.emp_id + j.job_id) % 7, e.emp_id LIMIT 1) h ON true
WHERE j.start_dt IS NOT NULL AND coalesce(j.lead_tech_emp_id, h.emp_id) IS NOT NULL;

-- invoices: one per completed job
INSERT INTO inv_hdr (inv_id, org_id, inv_no, job_id, cust_id, inv_dt, due_dt, net_amt, vat_amt, inv_stat_cd)
SELECT j.job_id, j.org_id, p.pfx || '-INV-' || lpad((j.job_id % 100000)::text, 5, '0'),
       j.job_id, j.cust_id, j.cmpl_dt,
       j.cmpl_dt + CASE WHEN c.cust_typ_cd = 'RES' THEN 14 ELSE 30 END,
       j.contract_amt, round(j.contract_amt * p.vat, 2),
       'OPN'
FROM job_hdr j JOIN _p p ON p.org_id = j.org_id JOIN cust_mst c ON c.cust_id = j.cust_id
WHERE j.job_stat_cd = 'CMP';

UPDATE inv_hdr SET inv_stat_cd = 'VD' WHERE (inv_id % 100000) % 41 = 0;

-- payments
INSERT INTO pmt_txn (pmt_id, org_id, inv_id, pmt_dt, pmt_amt, pmt_mthd_cd)
SELECT i.inv_id, i.org_id, i.inv_id,
       least(i.inv_dt + 3 + m % 25, current_date),
       CASE WHEN pay = 'F' THEN i.net_amt + i.vat_amt ELSE round((i.net_amt + i.vat_amt) / 2, 2) END,
       (ARRAY['BACS','CARD','BACS','FIN','CHQ','BACS'])[(m % 6) + 1]
FROM inv_hdr i
CROSS JOIN LATERAL (SELECT i.inv_id % 100000 AS m) x
CROSS JOIN LATERAL (SELECT CASE
     WHEN i.inv_stat_cd = 'VD' THEN NULL
     WHEN i.inv_dt < current_date - 60 THEN CASE WHEN m % 9 = 0 THEN NULL WHEN m % 7 = 0 THEN 'P' ELSE 'F' END
     WHEN i.inv_dt < current_date - 20 THEN CASE WHEN m % 2 = 0 THEN 'F' WHEN m % 5 = 1 THEN 'P' ELSE NULL END
     ELSE CASE WHEN m % 4 = 0 THEN 'F' ELSE NULL END END AS pay) y
WHERE pay IS NOT NULL;

UPDATE inv_hdr i SET inv_stat_cd = CASE WHEN s.paid >= i.net_amt + i.vat_amt THEN 'PD' ELSE 'PRT' END
FROM (SELECT inv_id, sum(pmt_amt) paid FROM pmt_txn GROUP BY inv_id) s
WHERE s.inv_id = i.inv_id AND i.inv_stat_cd <> 'VD';

-- service tickets raised after installs
INSERT INTO svc_tkt (tkt_id, org_id, cust_id, job_id, opened_dt, closed_dt, prty_cd, tkt_stat_cd, assigned_emp_id, issue_desc)
SELECT j.job_id, j.org_id, j.cust_id, j.job_id, od,
       CASE WHEN od < current_date - 10 AND m % 5 <> 0 THEN od + 1 + m % 9 END,
       (ARRAY['P1','P2','P3','P3','P2'])[((m / 3) % 5) + 1],
       CASE WHEN od < current_date - 10 AND m % 5 <> 0 THEN CASE WHEN m % 3 = 0 THEN 'RES' ELSE 'CLS' END
            WHEN m % 2 = 0 THEN 'ASG' ELSE 'OPN' END,
       CASE WHEN od < current_date - 10 AND m % 5 <> 0 OR m % 2 = 0 THEN j.lead_tech_emp_id END,
       (ARRAY['Inverter showing fault code','Low generation reported','Roof leak near mounting','Battery not charging','App not reporting data','Bird nesting under panels','EV charger tripping'])[(m % 7) + 1]
FROM job_hdr j
CROSS JOIN LATERAL (SELECT j.job_id % 100000 AS m) x
CROSS JOIN LATERAL (SELECT j.cmpl_dt + 5 + (m*7) % 300 AS od) y
WHERE j.job_typ_cd = 'INST' AND j.job_stat_cd = 'CMP' AND m % 3 <> 2 AND od <= current_date;

-- tickets still assigned to someone who has since left go back to the queue
UPDATE svc_tkt t SET assigned_emp_id = NULL, tkt_stat_cd = 'OPN'
FROM emp_mst e WHERE e.emp_id = t.assigned_emp_id AND e.emp_stat_cd = 'T' AND t.tkt_stat_cd = 'ASG';

DROP TABLE _p;
ANALYZE;
