-- =====================================================================================
--  CLAIMS / POLICY ADMINISTRATION DATABASE  -  insurance agency network
-- =====================================================================================
--  Conventions (DBA notes)
--  * Module prefixes: agy_ = agency, agt_ = agents (producers), prd_ = products,
--    ptr_ = parties (policyholders / insureds), pol_ = policy admin & billing,
--    clm_ = claims (incidents, claims, adjusters, reserves, payments).
--  * Every table carries agcy_no (the agency that owns the record = tenant).
--  * Date columns end in _dt. eff_dt = first day of cover, exp_dt = day cover ends
--    (policy term is 12 months). iss_dt = date the policy was bound / issued.
--    rpt_dt on a claim = FNOL date (first notice of loss). inc_dt = date of loss.
--  * Money columns end in _amt (USD, 2 decimals). pol_policy.prem_amt is the annual
--    written premium of the term. Rates/percentages end in _pct.
--  * Flags end in _flg and hold 'Y' / 'N'.
--  * Status / type codes are short letters, see COMMENT ON COLUMN below:
--      pol_sts_cd : P pending (future eff_dt), A active / in force, C cancelled,
--                   L lapsed (cancelled for non-payment), E expired (term ended)
--      clm_sts_cd : O open, C closed, D denied (closed without payment), R reopened
--      lob_cd     : AUT personal auto, HOM homeowners/renters, CML commercial package,
--                   WC workers compensation, LIF life, UMB umbrella
--  * Reserves (clm_rsv) are stored as MOVEMENTS: the outstanding reserve of a claim is
--    SUM(rsv_chg_amt). Closed/denied claims have a closing movement bringing it to 0.
--  * Claim payments (clm_pmt): pmt_typ_cd I indemnity (loss payment), E expense
--    (adjusting/legal), S subrogation/salvage recovery (money RECEIVED, positive amount).
--    Voided payments have void_flg = 'Y' and must be excluded from paid totals.
--  * "Open claims" = clm_sts_cd 'O' or 'R' (reopened claims are open again).
--  * Written premium of a period = SUM(prem_amt) of terms whose eff_dt falls in the period.
--  * Paid loss ratio = indemnity paid (pmt_typ_cd 'I', not voided) in a period divided by
--    premium written in the same period.
--  * Renewed business: a renewal term is a new pol_policy row whose prev_pol_id points
--    to the expiring term, prev_pol_id IS NULL means new business.
-- =====================================================================================

CREATE TABLE agy_agency (
    agcy_no      integer PRIMARY KEY,
    agcy_nm      varchar(80) NOT NULL,
    city_nm      varchar(60),
    st_cd        char(2),
    opn_dt       date,
    actv_flg     char(1) NOT NULL DEFAULT 'Y'
);

CREATE TABLE agt_agent (
    agt_id       integer PRIMARY KEY,
    agcy_no      integer NOT NULL REFERENCES agy_agency(agcy_no),
    frst_nm      varchar(40) NOT NULL,
    last_nm      varchar(40) NOT NULL,
    agt_role_cd  char(1) NOT NULL,
    lic_no       varchar(20),
    hire_dt      date NOT NULL,
    term_dt      date,
    comm_pct     numeric(5,2),
    email_adr    varchar(120)
);

CREATE TABLE prd_product (
    prd_id       integer PRIMARY KEY,
    agcy_no      integer NOT NULL REFERENCES agy_agency(agcy_no),
    prd_cd       varchar(10) NOT NULL,
    prd_nm       varchar(80) NOT NULL,
    lob_cd       varchar(3) NOT NULL,
    carr_nm      varchar(80) NOT NULL,
    actv_flg     char(1) NOT NULL DEFAULT 'Y'
);

CREATE TABLE ptr_party (
    pty_id       integer PRIMARY KEY,
    agcy_no      integer NOT NULL REFERENCES agy_agency(agcy_no),
    pty_typ_cd   char(1) NOT NULL,
    frst_nm      varchar(40),
    last_nm      varchar(40),
    org_nm       varchar(100),
    brth_dt      date,
    city_nm      varchar(60),
    st_cd        char(2),
    zip_cd       varchar(10),
    email_adr    varchar(120),
    phn_no       varchar(20),
    crt_dt       date NOT NULL
);

CREATE TABLE pol_policy (
    pol_id       integer PRIMARY KEY,
    agcy_no      integer NOT NULL REFERENCES agy_agency(agcy_no),
    pol_no       varchar(20) NOT NULL,
    pty_id       integer NOT NULL REFERENCES ptr_party(pty_id),
    agt_id       integer NOT NULL REFERENCES agt_agent(agt_id),
    prd_id       integer NOT NULL REFERENCES prd_product(prd_id),
    prev_pol_id  integer REFERENCES pol_policy(pol_id),
    pol_sts_cd   char(1) NOT NULL,
    iss_dt       date NOT NULL,
    eff_dt       date NOT NULL,
    exp_dt       date NOT NULL,
    canc_dt      date,
    prem_amt     numeric(12,2) NOT NULL,
    pay_freq_cd  char(1) NOT NULL
);

CREATE TABLE pol_cvg (
    cvg_id       integer PRIMARY KEY,
    agcy_no      integer NOT NULL REFERENCES agy_agency(agcy_no),
    pol_id       integer NOT NULL REFERENCES pol_policy(pol_id),
    cvg_cd       varchar(4) NOT NULL,
    lmt_amt      numeric(14,2),
    ded_amt      numeric(12,2),
    cvg_prem_amt numeric(12,2) NOT NULL
);

CREATE TABLE pol_instl (
    instl_id     integer PRIMARY KEY,
    agcy_no      integer NOT NULL REFERENCES agy_agency(agcy_no),
    pol_id       integer NOT NULL REFERENCES pol_policy(pol_id),
    instl_no     integer NOT NULL,
    due_dt       date NOT NULL,
    due_amt      numeric(12,2) NOT NULL,
    paid_dt      date,
    paid_amt     numeric(12,2),
    instl_sts_cd char(1) NOT NULL
);

CREATE TABLE pol_canc (
    canc_id      integer PRIMARY KEY,
    agcy_no      integer NOT NULL REFERENCES agy_agency(agcy_no),
    pol_id       integer NOT NULL REFERENCES pol_policy(pol_id),
    canc_dt      date NOT NULL,
    canc_rsn_cd  varchar(2) NOT NULL,
    init_by_cd   char(1) NOT NULL,
    rtn_prem_amt numeric(12,2) NOT NULL DEFAULT 0
);

CREATE TABLE pol_rnwl (
    rnwl_id      integer PRIMARY KEY,
    agcy_no      integer NOT NULL REFERENCES agy_agency(agcy_no),
    pol_id       integer NOT NULL REFERENCES pol_policy(pol_id),
    new_pol_id   integer REFERENCES pol_policy(pol_id),
    rnwl_due_dt  date NOT NULL,
    ntc_sent_dt  date,
    offr_prem_amt numeric(12,2),
    rnwl_sts_cd  char(1) NOT NULL
);

CREATE TABLE clm_adj (
    adj_id       integer PRIMARY KEY,
    agcy_no      integer NOT NULL REFERENCES agy_agency(agcy_no),
    frst_nm      varchar(40) NOT NULL,
    last_nm      varchar(40) NOT NULL,
    adj_typ_cd   char(1) NOT NULL,
    auth_lmt_amt numeric(12,2),
    hire_dt      date,
    actv_flg     char(1) NOT NULL DEFAULT 'Y'
);

CREATE TABLE clm_inc (
    inc_id       integer PRIMARY KEY,
    agcy_no      integer NOT NULL REFERENCES agy_agency(agcy_no),
    pol_id       integer NOT NULL REFERENCES pol_policy(pol_id),
    inc_dt       date NOT NULL,
    inc_typ_cd   varchar(3) NOT NULL,
    cat_cd       varchar(10),
    city_nm      varchar(60),
    st_cd        char(2),
    plc_rpt_flg  char(1) NOT NULL DEFAULT 'N',
    inc_desc     varchar(200)
);

CREATE TABLE clm_claim (
    clm_id       integer PRIMARY KEY,
    agcy_no      integer NOT NULL REFERENCES agy_agency(agcy_no),
    clm_no       varchar(20) NOT NULL,
    inc_id       integer NOT NULL REFERENCES clm_inc(inc_id),
    pol_id       integer NOT NULL REFERENCES pol_policy(pol_id),
    adj_id       integer REFERENCES clm_adj(adj_id),
    clmt_typ_cd  char(1) NOT NULL,
    rpt_dt       date NOT NULL,
    rpt_chnl_cd  char(1) NOT NULL,
    clm_sts_cd   char(1) NOT NULL,
    clsd_dt      date,
    est_loss_amt numeric(12,2) NOT NULL,
    sev_cd       char(1) NOT NULL,
    siu_flg      char(1) NOT NULL DEFAULT 'N',
    lit_flg      char(1) NOT NULL DEFAULT 'N'
);

CREATE TABLE clm_rsv (
    rsv_id       integer PRIMARY KEY,
    agcy_no      integer NOT NULL REFERENCES agy_agency(agcy_no),
    clm_id       integer NOT NULL REFERENCES clm_claim(clm_id),
    rsv_typ_cd   char(1) NOT NULL,
    chg_dt       date NOT NULL,
    rsv_chg_amt  numeric(12,2) NOT NULL,
    chg_rsn_cd   char(1) NOT NULL
);

CREATE TABLE clm_pmt (
    pmt_id       integer PRIMARY KEY,
    agcy_no      integer NOT NULL REFERENCES agy_agency(agcy_no),
    clm_id       integer NOT NULL REFERENCES clm_claim(clm_id),
    pmt_dt       date NOT NULL,
    pmt_typ_cd   char(1) NOT NULL,
    pmt_amt      numeric(12,2) NOT NULL,
    payee_nm     varchar(100),
    pmt_mthd_cd  varchar(3) NOT NULL,
    void_flg     char(1) NOT NULL DEFAULT 'N'
);

-- =====================================================================================
--  DATA
-- =====================================================================================

INSERT INTO agy_agency (agcy_no, agcy_nm, city_nm, st_cd, opn_dt, actv_flg) VALUES
 (1, 'Harborview Insurance Group', 'Portland', 'OR', DATE '2004-03-01', 'Y'),
 (2, 'Keystone Mutual Agency', 'Harrisburg', 'PA', DATE '2011-09-15', 'Y'),
 (3, 'Lone Pine Risk Partners', 'Austin', 'TX', DATE '2016-05-02', 'Y');

-- 8 agents per agency (ids (a-1)*8+1 .. a*8)
INSERT INTO agt_agent (agt_id, agcy_no, frst_nm, last_nm, agt_role_cd, lic_no, hire_dt, term_dt, comm_pct, email_adr)
SELECT g,
       1 + (g-1)/8,
       (ARRAY['Megan','Luis','Priya','Tom','Angela','Derek','Yuki','Carlos','Hannah','Omar','Grace','Victor',
              'Nina','Ravi','Julia','Sean','Fatima','Brian','Chloe','Marcus','Elena','Kevin','Aisha','Peter'])[g],
       (ARRAY['Sullivan','Ortega','Raman','Becker','Moore','Chan','Tanaka','Mendez','Fischer','Haddad','Lee','Novak',
              'Petrov','Shah','Brooks','Kelly','Rahman','Walsh','Dubois','Grant','Rossi','Nguyen','Bello','Lund'])[g],
       CASE WHEN (g-1)%8 = 0 THEN 'M' WHEN (g-1)%8 IN (6,7) THEN 'C' ELSE 'P' END,
       'LIC' || lpad((g*7919 % 100000)::text, 6, '0'),
       CURRENT_DATE - (400 + (g*211) % 3000),
       CASE WHEN g IN (5, 14, 22) THEN CURRENT_DATE - (20 + g*3) ELSE NULL END,
       CASE WHEN (g-1)%8 IN (6,7) THEN 0 ELSE 10 + (g % 5) END,
       lower((ARRAY['Megan','Luis','Priya','Tom','Angela','Derek','Yuki','Carlos','Hannah','Omar','Grace','Victor',
              'Nina','Ravi','Julia','Sean','Fatima','Brian','Chloe','Marcus','Elena','Kevin','Aisha','Peter'])[g]) || '.' || g || '@agency' || (1 + (g-1)/8) || '.com'
FROM generate_series(1, 24) g;

-- 8 products per agency
INSERT INTO prd_product (prd_id, agcy_no, prd_cd, prd_nm, lob_cd, carr_nm, actv_flg)
SELECT (a-1)*8 + k, a,
       (ARRAY['PA-STD','PA-PLUS','HO3','HO4','CPP','WC','TL20','PUMB'])[k],
       (ARRAY['Personal Auto Standard','Personal Auto Plus','Homeowners HO-3','Renters HO-4',
              'Commercial Package','Workers Compensation','Term Life 20','Personal Umbrella'])[k],
       (ARRAY['AUT','AUT','HOM','HOM','CML','WC','LIF','UMB'])[k],
       CASE WHEN k IN (1,2) THEN (ARRAY['Granite State Casualty','Pacific Crest Insurance','Lone Star Indemnity'])[a]
            WHEN k IN (3,4) THEN (ARRAY['Evergreen Home Assurance','Keystone Fire & Marine','Bluebonnet Property Co'])[a]
            WHEN k IN (5,6) THEN 'Atlas Commercial Underwriters'
            WHEN k = 7 THEN 'Northwind Life'
            ELSE 'Summit Excess & Surplus' END,
       CASE WHEN (k = 8 AND a = 3) OR (k = 4 AND a = 2) OR (k = 2 AND a = 1) THEN 'N' ELSE 'Y' END
FROM generate_series(1,3) a CROSS JOIN generate_series(1,8) k;

-- 300 parties per agency, every 5th party is an organisation
INSERT INTO ptr_party (pty_id, agcy_no, pty_typ_cd, frst_nm, last_nm, org_nm, brth_dt, city_nm, st_cd, zip_cd, email_adr, phn_no, crt_dt)
SELECT (a-1)*300 + j, a,
       CASE WHEN j % 5 = 0 THEN 'O' ELSE 'I' END,
       (ARRAY['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','David','Elizabeth','William','Barbara',
              'Richard','Susan','Joseph','Jessica','Thomas','Sarah','Daniel','Karen','Matthew','Nancy','Anthony','Lisa',
              'Mark','Betty','Steven','Sandra','Paul','Ashley','Andrew'])[1 + (j*7 + a) % 31],
       (ARRAY['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Hernandez',
              'Lopez','Gonzalez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin','Lee','Perez','Thompson',
              'White','Harris','Sanchez','Clark','Ramirez','Lewis','Robinson','Walker','Young','Allen','King','Wright',
              'Scott','Torres'])[1 + (j*11 + a*3) % 37],
       CASE WHEN j % 5 = 0 THEN
            (ARRAY['Riverside','Summit','Oakmont','Bluewater','Ironwood','Prairie','Cedar','Golden Gate','Northstar','Maple'])[1 + (j/5) % 10]
            || ' ' ||
            (ARRAY['Bakery LLC','Logistics Inc','Dental Group','Auto Repair','Construction Co','Cafe','Landscaping LLC','Realty','Plumbing Inc','Hardware'])[1 + (j/5 + a) % 10]
            ELSE NULL END,
       CASE WHEN j % 5 = 0 THEN NULL ELSE CURRENT_DATE - (6800 + (j*397 + a*101) % 20000) END,
       CASE a WHEN 1 THEN (ARRAY['Portland','Beaverton','Salem','Eugene','Gresham','Vancouver'])[1 + j % 6]
              WHEN 2 THEN (ARRAY['Harrisburg','Lancaster','York','Hershey','Carlisle','Reading'])[1 + j % 6]
              ELSE (ARRAY['Austin','Round Rock','San Marcos','Georgetown','Pflugerville','Cedar Park'])[1 + j % 6] END,
       CASE a WHEN 1 THEN CASE WHEN j % 6 = 5 THEN 'WA' ELSE 'OR' END WHEN 2 THEN 'PA' ELSE 'TX' END,
       lpad(((a*31000 + j*37) % 99999)::text, 5, '0'),
       CASE WHEN j % 9 = 0 THEN NULL ELSE 'client' || ((a-1)*300 + j) || '@mail.example.com' END,
       '555-' || lpad(((j*7919 + a) % 10000)::text, 4, '0'),
       CURRENT_DATE - (30 + (j*53 + a*17) % 2500)
FROM generate_series(1,3) a CROSS JOIN generate_series(1,300) j;

-- ---------- Policies, first generation (ids 1..1500) ----------
INSERT INTO pol_policy (pol_id, agcy_no, pol_no, pty_id, agt_id, prd_id, prev_pol_id, pol_sts_cd, iss_dt, eff_dt, exp_dt, canc_dt, prem_amt, pay_freq_cd)
SELECT g, a,
       'P' || a || '-' || lpad(g::text, 6, '0'),
       CASE WHEN k IN (5,6) THEN (a-1)*300 + 5 * (1 + (g*7) % 60)
            ELSE (a-1)*300 + CASE WHEN ((g*7) % 300 + 1) % 5 = 0 THEN (g*7) % 300 ELSE (g*7) % 300 + 1 END END,
       CASE WHEN (a-1)*8 + CASE WHEN (g*5) % 8 IN (6,7) THEN 2 + (g % 5) ELSE 1 + (g*5) % 8 END IN (5, 14, 22)
                 AND eff > CURRENT_DATE - 100 THEN (a-1)*8 + 2
            ELSE (a-1)*8 + CASE WHEN (g*5) % 8 IN (6,7) THEN 2 + (g % 5) ELSE 1 + (g*5) % 8 END END,
       (a-1)*8 + k,
       NULL,
       CASE WHEN eff > CURRENT_DATE THEN 'P'
            WHEN g % 13 = 0 THEN 'C'
            WHEN g % 17 = 0 THEN 'L'
            WHEN eff + 365 <= CURRENT_DATE THEN 'E'
            ELSE 'A' END,
       eff - (g % 15),
       eff,
       eff + 365,
       CASE WHEN eff <= CURRENT_DATE AND (g % 13 = 0 OR g % 17 = 0)
            THEN eff + ((g*3) % greatest(1, least(eff + 365, CURRENT_DATE) - eff)) END,
       CASE k WHEN 1 THEN 900 + (g*17) % 900
              WHEN 2 THEN 1300 + (g*23) % 1200
              WHEN 3 THEN 1100 + (g*31) % 1900
              WHEN 4 THEN 180 + (g*7) % 220
              WHEN 5 THEN 4000 + (g*131) % 16000
              WHEN 6 THEN 2500 + (g*97) % 12000
              WHEN 7 THEN 350 + (g*13) % 900
              ELSE 250 + (g*11) % 400 END + (g % 100) / 100.0,
       CASE WHEN k IN (5,6) THEN CASE WHEN g % 2 = 0 THEN 'Q' ELSE 'A' END
            ELSE (ARRAY['M','A','Q','M','S'])[1 + g % 5] END
FROM (
  SELECT g,
         CASE WHEN g % 10 < 4 THEN 1 WHEN g % 10 < 7 THEN 2 ELSE 3 END AS a,
         (ARRAY[1,1,2,3,3,4,5,6,7,8,1,3])[1 + (g*7) % 12] AS k,
         CURRENT_DATE - ((g*37) % 720) + 20 AS eff
  FROM generate_series(1, 1500) g
) s;

-- ---------- Renewal terms (ids 5000+n) of expired first-generation policies ----------
INSERT INTO pol_policy (pol_id, agcy_no, pol_no, pty_id, agt_id, prd_id, prev_pol_id, pol_sts_cd, iss_dt, eff_dt, exp_dt, canc_dt, prem_amt, pay_freq_cd)
SELECT 5000 + p.pol_id, p.agcy_no, p.pol_no || '-R1', p.pty_id,
       CASE WHEN p.agt_id IN (5, 14, 22) AND p.exp_dt > CURRENT_DATE - 100 THEN (p.agcy_no - 1)*8 + 2 ELSE p.agt_id END,
       p.prd_id, p.pol_id,
       CASE WHEN p.pol_id % 19 = 0 THEN 'C' ELSE 'A' END,
       p.exp_dt - 10, p.exp_dt, p.exp_dt + 365,
       CASE WHEN p.pol_id % 19 = 0 THEN p.exp_dt + ((p.pol_id*7) % greatest(1, CURRENT_DATE - p.exp_dt)) END,
       round(p.prem_amt * (1 + (3 + p.pol_id % 7) / 100.0), 2),
       p.pay_freq_cd
FROM pol_policy p
WHERE p.pol_sts_cd = 'E' AND p.pol_id % 4 <> 0;

-- ---------- Coverages: 2 per policy ----------
INSERT INTO pol_cvg (cvg_id, agcy_no, pol_id, cvg_cd, lmt_amt, ded_amt, cvg_prem_amt)
SELECT p.pol_id * 10 + n, p.agcy_no, p.pol_id,
       CASE pr.lob_cd WHEN 'AUT' THEN (ARRAY['COLL','BI'])[n]
                      WHEN 'HOM' THEN CASE WHEN pr.prd_cd = 'HO4' THEN (ARRAY['CONT','LIAB'])[n] ELSE (ARRAY['DWL','LIAB'])[n] END
                      WHEN 'CML' THEN (ARRAY['PROP','GL'])[n]
                      WHEN 'WC'  THEN (ARRAY['WC','EL'])[n]
                      WHEN 'LIF' THEN (ARRAY['DTH','ADB'])[n]
                      ELSE (ARRAY['XS','UMUM'])[n] END,
       CASE pr.lob_cd WHEN 'AUT' THEN (ARRAY[50000, 100000])[n]
                      WHEN 'HOM' THEN (ARRAY[250000 + (p.pol_id % 10)*25000, 300000])[n]
                      WHEN 'CML' THEN (ARRAY[1000000, 2000000])[n]
                      WHEN 'WC'  THEN (ARRAY[1000000, 500000])[n]
                      WHEN 'LIF' THEN (ARRAY[250000 + (p.pol_id % 4)*250000, 100000])[n]
                      ELSE (ARRAY[1000000, 500000])[n] END,
       CASE WHEN pr.lob_cd IN ('AUT','HOM','CML') AND n = 1 THEN (ARRAY[250,500,1000,2500])[1 + p.pol_id % 4] ELSE 0 END,
       CASE WHEN n = 1 THEN round(p.prem_amt * 0.65, 2) ELSE p.prem_amt - round(p.prem_amt * 0.65, 2) END
FROM pol_policy p JOIN prd_product pr ON pr.prd_id = p.prd_id
CROSS JOIN generate_series(1,2) n;

-- ---------- Instalments ----------
INSERT INTO pol_instl (instl_id, agcy_no, pol_id, instl_no, due_dt, due_amt, paid_dt, paid_amt, instl_sts_cd)
SELECT row_number() OVER (ORDER BY pol_id, k), agcy_no, pol_id, k, due_dt, due_amt,
       CASE WHEN sts = 'P' THEN due_dt - ((pol_id + k) % 8) + CASE WHEN (pol_id + k) % 11 = 0 THEN 12 ELSE 0 END END,
       CASE WHEN sts = 'P' THEN due_amt END,
       sts
FROM (
  SELECT p.pol_id, p.agcy_no, k.k, d.due_dt,
         round(p.prem_amt / c.n, 2) AS due_amt,
         CASE WHEN d.due_dt > CURRENT_DATE THEN 'B'
              WHEN p.pol_sts_cd = 'L' AND d.due_dt >= p.canc_dt - 45 THEN 'O'
              WHEN p.pol_sts_cd = 'A' AND p.pol_id % 23 = 0 AND d.due_dt > CURRENT_DATE - 40 THEN 'O'
              WHEN p.pol_id % 97 = 0 AND k.k = 1 THEN 'W'
              ELSE 'P' END AS sts
  FROM pol_policy p
  CROSS JOIN LATERAL (SELECT CASE p.pay_freq_cd WHEN 'A' THEN 1 WHEN 'S' THEN 2 WHEN 'Q' THEN 4 ELSE 12 END AS n) c
  CROSS JOIN LATERAL generate_series(1, c.n) k(k)
  CROSS JOIN LATERAL (SELECT (p.eff_dt + ((k.k - 1) * (12 / c.n)) * interval '1 month')::date AS due_dt) d
  WHERE p.canc_dt IS NULL OR d.due_dt < p.canc_dt
) s;

-- ---------- Cancellations ----------
INSERT INTO pol_canc (canc_id, agcy_no, pol_id, canc_dt, canc_rsn_cd, init_by_cd, rtn_prem_amt)
SELECT row_number() OVER (ORDER BY p.pol_id), p.agcy_no, p.pol_id, p.canc_dt,
       CASE WHEN p.pol_sts_cd = 'L' THEN 'NP'
            ELSE (ARRAY['IR','IR','SP','UW','RP','IR','FR'])[1 + p.pol_id % 7] END,
       CASE WHEN p.pol_sts_cd = 'L' THEN 'C'
            WHEN (ARRAY['IR','IR','SP','UW','RP','IR','FR'])[1 + p.pol_id % 7] IN ('UW','FR') THEN 'C'
            ELSE 'I' END,
       CASE WHEN p.pol_sts_cd = 'L' OR (ARRAY['IR','IR','SP','UW','RP','IR','FR'])[1 + p.pol_id % 7] = 'FR' THEN 0
            ELSE round(p.prem_amt * (p.exp_dt - p.canc_dt) / 365.0 * 0.9, 2) END
FROM pol_policy p
WHERE p.pol_sts_cd IN ('C','L');

-- ---------- Renewals ----------
-- expired first-generation terms (renewed or not) + in-force terms expiring in the next 90 days
INSERT INTO pol_rnwl (rnwl_id, agcy_no, pol_id, new_pol_id, rnwl_due_dt, ntc_sent_dt, offr_prem_amt, rnwl_sts_cd)
SELECT row_number() OVER (ORDER BY pol_id), agcy_no, pol_id, new_pol_id, rnwl_due_dt, ntc_sent_dt, offr_prem_amt, rnwl_sts_cd
FROM (
  SELECT p.agcy_no, p.pol_id, r.pol_id AS new_pol_id, p.exp_dt AS rnwl_due_dt,
         p.exp_dt - 45 AS ntc_sent_dt,
         coalesce(r.prem_amt, round(p.prem_amt * 1.06, 2)) AS offr_prem_amt,
         CASE WHEN r.pol_id IS NOT NULL THEN 'A' WHEN p.pol_id % 3 = 0 THEN 'N' ELSE 'D' END AS rnwl_sts_cd
  FROM pol_policy p LEFT JOIN pol_policy r ON r.prev_pol_id = p.pol_id
  WHERE p.pol_sts_cd = 'E'
  UNION ALL
  SELECT p.agcy_no, p.pol_id, NULL, p.exp_dt,
         CASE WHEN p.exp_dt - 45 <= CURRENT_DATE AND p.pol_id % 4 <> 1 THEN p.exp_dt - 45 END,
         CASE WHEN p.exp_dt - 45 <= CURRENT_DATE AND p.pol_id % 4 <> 1 THEN round(p.prem_amt * (1 + (2 + p.pol_id % 9) / 100.0), 2) END,
         CASE WHEN p.exp_dt - 45 <= CURRENT_DATE AND p.pol_id % 4 <> 1 THEN 'O' ELSE 'P' END
  FROM pol_policy p
  WHERE p.pol_sts_cd = 'A' AND p.exp_dt <= CURRENT_DATE + 90
) s;

-- ---------- Adjusters: 5 per agency ----------
INSERT INTO clm_adj (adj_id, agcy_no, frst_nm, last_nm, adj_typ_cd, auth_lmt_amt, hire_dt, actv_flg)
SELECT g, 1 + (g-1)/5,
       (ARRAY['Rachel','Gary','Sofia','Dmitri','Lauren','Frank','Mei','Jorge','Alicia','Tyler','Ingrid','Samuel','Keisha','Oscar','Wendy'])[g],
       (ARRAY['Coleman','Pruitt','Alvarez','Ivanov','Hughes','Benton','Zhou','Castillo','Reyes','Brennan','Larsen','Okafor','Price','Delgado','Frost'])[g],
       CASE WHEN (g-1)%5 IN (3,4) THEN 'I' ELSE 'S' END,
       (ARRAY[25000, 50000, 10000, 100000, 15000])[1 + (g-1)%5],
       CURRENT_DATE - (300 + (g*331) % 2500),
       CASE WHEN g = 9 THEN 'N' ELSE 'Y' END
FROM generate_series(1,15) g;

-- ---------- Incidents (loss events) ----------
INSERT INTO clm_inc (inc_id, agcy_no, pol_id, inc_dt, inc_typ_cd, cat_cd, city_nm, st_cd, plc_rpt_flg, inc_desc)
SELECT row_number() OVER (ORDER BY p.pol_id, n), p.agcy_no, p.pol_id,
       x.inc_dt,
       t.typ,
       CASE WHEN t.typ IN ('WND','HAI') AND p.agcy_no = 3 AND x.inc_dt > CURRENT_DATE - 200 THEN 'CAT-TX-' || to_char(CURRENT_DATE, 'YY') || '1'
            WHEN t.typ = 'WND' AND p.agcy_no = 2 THEN 'CAT-PA-' || to_char(CURRENT_DATE, 'YY') || '2' END,
       pt.city_nm, pt.st_cd,
       CASE WHEN t.typ IN ('COL','THF','INJ','FIR') THEN 'Y' ELSE 'N' END,
       CASE t.typ WHEN 'COL' THEN 'Vehicle collision' WHEN 'THF' THEN 'Theft / break-in' WHEN 'GLS' THEN 'Glass breakage'
                  WHEN 'FIR' THEN 'Fire damage' WHEN 'WTR' THEN 'Water damage / burst pipe' WHEN 'WND' THEN 'Wind / storm damage'
                  WHEN 'HAI' THEN 'Hail damage' WHEN 'INJ' THEN 'Bodily injury' WHEN 'SLP' THEN 'Slip and fall on premises'
                  WHEN 'DTH' THEN 'Death of insured' ELSE 'Other loss' END
FROM pol_policy p
JOIN prd_product pr ON pr.prd_id = p.prd_id
JOIN ptr_party pt ON pt.pty_id = p.pty_id
CROSS JOIN LATERAL generate_series(1, CASE WHEN p.pol_id % 11 = 0 THEN 2 ELSE 1 END) n
CROSS JOIN LATERAL (SELECT p.eff_dt + (p.pol_id*13 + n*41) % 365 AS inc_dt) x
CROSS JOIN LATERAL (SELECT CASE pr.lob_cd
        WHEN 'AUT' THEN (ARRAY['COL','COL','COL','THF','GLS','HAI','INJ'])[1 + (p.pol_id + n) % 7]
        WHEN 'HOM' THEN (ARRAY['WTR','WTR','WND','FIR','THF','HAI','SLP'])[1 + (p.pol_id + n) % 7]
        WHEN 'CML' THEN (ARRAY['FIR','WTR','SLP','THF','WND'])[1 + (p.pol_id + n) % 5]
        WHEN 'WC'  THEN 'INJ'
        WHEN 'LIF' THEN 'DTH'
        ELSE 'INJ' END AS typ) t
WHERE p.pol_sts_cd <> 'P'
  AND x.inc_dt <= least(p.exp_dt - 1, coalesce(p.canc_dt, p.exp_dt), CURRENT_DATE)
  AND (p.pol_id * 7) % 13 < CASE pr.lob_cd WHEN 'LIF' THEN 1 WHEN 'UMB' THEN 1 ELSE 5 END
  AND (pr.lob_cd <> 'LIF' OR p.pol_id % 3 = 0);

-- ---------- Claims (one per incident, some incidents have a second claimant) ----------
INSERT INTO clm_claim (clm_id, agcy_no, clm_no, inc_id, pol_id, adj_id, clmt_typ_cd, rpt_dt, rpt_chnl_cd, clm_sts_cd, clsd_dt, est_loss_amt, sev_cd, siu_flg, lit_flg)
SELECT id, agcy_no,
       'C' || agcy_no || to_char(rpt_dt, 'YY') || '-' || lpad(id::text, 5, '0'),
       inc_id, pol_id,
       CASE WHEN sts = 'O' AND (rpt_dt >= CURRENT_DATE - 3 OR id % 9 = 0) THEN NULL
            ELSE (agcy_no - 1)*5 + 1 + CASE WHEN (agcy_no - 1)*5 + 1 + id % 5 = 9 AND rpt_dt > CURRENT_DATE - 180 THEN (id + 1) % 5 ELSE id % 5 END END,
       CASE WHEN n = 2 THEN 'T' ELSE 'F' END,
       rpt_dt,
       (ARRAY['P','W','A','M','P','A'])[1 + id % 6],
       sts,
       CASE WHEN sts IN ('C','D') THEN rpt_dt + lag END,
       amt,
       CASE WHEN amt >= 25000 THEN 'H' WHEN amt >= 5000 THEN 'M' ELSE 'L' END,
       CASE WHEN id % 29 = 0 THEN 'Y' ELSE 'N' END,
       CASE WHEN typ IN ('INJ','SLP') AND id % 4 = 0 THEN 'Y' ELSE 'N' END
FROM (
  SELECT t.*, CASE WHEN sts_raw IN ('C','D') AND rpt_dt + lag > CURRENT_DATE THEN 'O' ELSE sts_raw END AS sts
  FROM (
    SELECT u.*, CASE WHEN rpt_dt > CURRENT_DATE - 30 THEN 2 + id % 10 ELSE 7 + (id*7) % 150 END AS lag
    FROM (
      SELECT (row_number() OVER (ORDER BY i.inc_id, n))::int AS id, i.agcy_no, i.inc_id, i.pol_id, n, i.inc_typ_cd AS typ,
             least(i.inc_dt + (i.inc_id + n) % 12, CURRENT_DATE) AS rpt_dt,
             CASE WHEN least(i.inc_dt + (i.inc_id + n) % 12, CURRENT_DATE) > CURRENT_DATE - 30
                       THEN CASE WHEN (i.inc_id + n) % 5 = 0 THEN 'C' ELSE 'O' END
                  ELSE (ARRAY['D','O','O','R','C','C','C','C','C','C','O'])[1 + (i.inc_id*3 + n) % 11] END AS sts_raw,
             round((CASE i.inc_typ_cd WHEN 'COL' THEN 2500 + (i.inc_id*377) % 14000
                                      WHEN 'THF' THEN 800 + (i.inc_id*211) % 9000
                                      WHEN 'GLS' THEN 250 + (i.inc_id*37) % 900
                                      WHEN 'HAI' THEN 3000 + (i.inc_id*251) % 12000
                                      WHEN 'WTR' THEN 4000 + (i.inc_id*433) % 30000
                                      WHEN 'WND' THEN 6000 + (i.inc_id*389) % 40000
                                      WHEN 'FIR' THEN 15000 + (i.inc_id*997) % 120000
                                      WHEN 'SLP' THEN 5000 + (i.inc_id*613) % 45000
                                      WHEN 'INJ' THEN 8000 + (i.inc_id*701) % 70000
                                      WHEN 'DTH' THEN 250000
                                      ELSE 2000 END) * 0.45 * CASE WHEN n = 2 THEN 0.6 ELSE 1 END + (i.inc_id % 100) / 100.0, 2) AS amt
      FROM clm_inc i
      CROSS JOIN LATERAL generate_series(1, CASE WHEN i.inc_id % 9 = 0 AND i.inc_typ_cd IN ('COL','SLP','INJ') THEN 2 ELSE 1 END) n
    ) u
  ) t
) s;

-- ---------- Reserves (movements) ----------
INSERT INTO clm_rsv (rsv_id, agcy_no, clm_id, rsv_typ_cd, chg_dt, rsv_chg_amt, chg_rsn_cd)
SELECT row_number() OVER (ORDER BY clm_id, ord), agcy_no, clm_id, typ, chg_dt, amt, rsn
FROM (
  -- initial indemnity reserve at FNOL (+1 day)
  SELECT c.clm_id, 1 AS ord, c.agcy_no, 'I' AS typ, least(c.rpt_dt + 1, CURRENT_DATE) AS chg_dt,
         round(c.est_loss_amt * 0.9, 2) AS amt, 'I' AS rsn
  FROM clm_claim c
  UNION ALL
  -- expense reserve on bigger claims
  SELECT c.clm_id, 2, c.agcy_no, 'E', least(c.rpt_dt + 2, CURRENT_DATE),
         round(500 + (c.clm_id*53) % 3000 + 0.0, 2), 'I'
  FROM clm_claim c WHERE c.sev_cd IN ('M','H')
  UNION ALL
  -- reserve revision after investigation
  SELECT c.clm_id, 3, c.agcy_no, 'I', c.rpt_dt + 20,
         round(c.est_loss_amt * CASE WHEN c.clm_id % 8 = 0 THEN -0.25 ELSE 0.3 END, 2), 'A'
  FROM clm_claim c WHERE c.clm_id % 4 = 0 AND c.rpt_dt + 20 <= coalesce(c.clsd_dt, CURRENT_DATE)
) s;

-- closing movements bring closed / denied claims to zero outstanding
INSERT INTO clm_rsv (rsv_id, agcy_no, clm_id, rsv_typ_cd, chg_dt, rsv_chg_amt, chg_rsn_cd)
SELECT (SELECT max(rsv_id) FROM clm_rsv) + row_number() OVER (ORDER BY r.clm_id, r.rsv_typ_cd),
       c.agcy_no, c.clm_id, r.rsv_typ_cd, c.clsd_dt, -sum(r.rsv_chg_amt), 'C'
FROM clm_rsv r JOIN clm_claim c ON c.clm_id = r.clm_id
WHERE c.clm_sts_cd IN ('C','D')
GROUP BY r.clm_id, r.rsv_typ_cd, c.agcy_no, c.clm_id, c.clsd_dt;

-- ---------- Claim payments ----------
INSERT INTO clm_pmt (pmt_id, agcy_no, clm_id, pmt_dt, pmt_typ_cd, pmt_amt, payee_nm, pmt_mthd_cd, void_flg)
SELECT row_number() OVER (ORDER BY clm_id, ord), agcy_no, clm_id, pmt_dt, typ, amt, payee, mthd,
       CASE WHEN (clm_id + ord) % 37 = 0 THEN 'Y' ELSE 'N' END
FROM (
  -- closed claims: indemnity paid in 1 or 2 instalments
  SELECT c.clm_id, 1 AS ord, c.agcy_no,
         CASE WHEN c.clm_id % 3 = 0 THEN c.rpt_dt + (c.clsd_dt - c.rpt_dt) / 2 ELSE c.clsd_dt END AS pmt_dt,
         'I' AS typ,
         round(c.est_loss_amt * CASE WHEN c.clm_id % 3 = 0 THEN 0.5 ELSE 0.92 END, 2) AS amt,
         CASE WHEN c.clm_id % 4 = 0 THEN 'Precision Auto Body' ELSE coalesce(pt.org_nm, pt.frst_nm || ' ' || pt.last_nm) END AS payee,
         CASE WHEN c.clm_id % 3 = 1 THEN 'CHK' ELSE 'EFT' END AS mthd
  FROM clm_claim c JOIN pol_policy p ON p.pol_id = c.pol_id JOIN ptr_party pt ON pt.pty_id = p.pty_id
  WHERE c.clm_sts_cd = 'C'
  UNION ALL
  SELECT c.clm_id, 2, c.agcy_no, c.clsd_dt, 'I', round(c.est_loss_amt * 0.45, 2),
         coalesce(pt.org_nm, pt.frst_nm || ' ' || pt.last_nm), 'EFT'
  FROM clm_claim c JOIN pol_policy p ON p.pol_id = c.pol_id JOIN ptr_party pt ON pt.pty_id = p.pty_id
  WHERE c.clm_sts_cd = 'C' AND c.clm_id % 3 = 0
  UNION ALL
  -- open / reopened claims older than a month: partial indemnity payment
  SELECT c.clm_id, 3, c.agcy_no, c.rpt_dt + 15 + c.clm_id % 10, 'I', round(c.est_loss_amt * 0.3, 2),
         coalesce(pt.org_nm, pt.frst_nm || ' ' || pt.last_nm), 'EFT'
  FROM clm_claim c JOIN pol_policy p ON p.pol_id = c.pol_id JOIN ptr_party pt ON pt.pty_id = p.pty_id
  WHERE c.clm_sts_cd IN ('O','R') AND c.rpt_dt < CURRENT_DATE - 30 AND c.clm_id % 2 = 0
  UNION ALL
  -- expense payments (independent adjusters, lawyers, experts)
  SELECT c.clm_id, 4, c.agcy_no, least(c.rpt_dt + 10 + c.clm_id % 20, coalesce(c.clsd_dt, CURRENT_DATE)), 'E',
         round(300 + (c.clm_id*29) % 2500 + 0.5, 2),
         (ARRAY['Crawford Field Services','Baxter & Lowe LLP','Summit Appraisal Group','Delta Forensic Engineering'])[1 + c.clm_id % 4],
         'EFT'
  FROM clm_claim c WHERE c.sev_cd IN ('M','H') AND c.rpt_dt < CURRENT_DATE - 10
  UNION ALL
  -- subrogation recoveries on closed auto collision claims
  SELECT c.clm_id, 5, c.agcy_no, c.clsd_dt, 'S', round(c.est_loss_amt * 0.4, 2),
         'Recovery from third-party carrier', 'EFT'
  FROM clm_claim c JOIN clm_inc i ON i.inc_id = c.inc_id
  WHERE c.clm_sts_cd = 'C' AND i.inc_typ_cd = 'COL' AND c.clm_id % 3 = 1
) s;

-- =====================================================================================
--  DOCUMENTATION
-- =====================================================================================
COMMENT ON TABLE agy_agency IS 'Agencies of the network (tenant). One row per agency office.';
COMMENT ON COLUMN agy_agency.agcy_no IS 'Agency number (tenant key).';
COMMENT ON COLUMN agy_agency.agcy_nm IS 'Agency name.';
COMMENT ON COLUMN agy_agency.st_cd IS 'US state code.';
COMMENT ON COLUMN agy_agency.opn_dt IS 'Date the agency opened.';
COMMENT ON COLUMN agy_agency.actv_flg IS 'Y = agency active, N = closed.';

COMMENT ON TABLE agt_agent IS 'Agency staff: producers (agents who write business), CSRs and the agency principal.';
COMMENT ON COLUMN agt_agent.agcy_no IS 'Agency number (tenant).';
COMMENT ON COLUMN agt_agent.frst_nm IS 'First name.';
COMMENT ON COLUMN agt_agent.last_nm IS 'Last name.';
COMMENT ON COLUMN agt_agent.agt_role_cd IS 'Role: P = producer (licensed sales agent), C = customer service rep (CSR), M = agency principal / manager.';
COMMENT ON COLUMN agt_agent.lic_no IS 'Producer licence number.';
COMMENT ON COLUMN agt_agent.hire_dt IS 'Date joined the agency.';
COMMENT ON COLUMN agt_agent.term_dt IS 'Date left the agency, NULL = still employed.';
COMMENT ON COLUMN agt_agent.comm_pct IS 'Commission rate in percent of written premium.';
COMMENT ON COLUMN agt_agent.email_adr IS 'E-mail address.';

COMMENT ON TABLE prd_product IS 'Insurance products sold by the agency, each placed with a carrier and belonging to a line of business.';
COMMENT ON COLUMN prd_product.agcy_no IS 'Agency number (tenant).';
COMMENT ON COLUMN prd_product.prd_cd IS 'Short product code.';
COMMENT ON COLUMN prd_product.prd_nm IS 'Product name.';
COMMENT ON COLUMN prd_product.lob_cd IS 'Line of business: AUT personal auto, HOM homeowners/renters, CML commercial package, WC workers compensation, LIF life, UMB personal umbrella.';
COMMENT ON COLUMN prd_product.carr_nm IS 'Insurance carrier (company that underwrites the risk).';
COMMENT ON COLUMN prd_product.actv_flg IS 'Y = product still sold, N = withdrawn from sale.';

COMMENT ON TABLE ptr_party IS 'Parties: policyholders / insureds (people or organisations). Clients of the agency.';
COMMENT ON COLUMN ptr_party.agcy_no IS 'Agency number (tenant).';
COMMENT ON COLUMN ptr_party.pty_typ_cd IS 'Party type: I = individual (person), O = organisation (business client).';
COMMENT ON COLUMN ptr_party.frst_nm IS 'First name (for organisations: contact person).';
COMMENT ON COLUMN ptr_party.last_nm IS 'Last name (for organisations: contact person).';
COMMENT ON COLUMN ptr_party.org_nm IS 'Organisation / business name, NULL for individuals.';
COMMENT ON COLUMN ptr_party.brth_dt IS 'Date of birth (individuals only).';
COMMENT ON COLUMN ptr_party.st_cd IS 'US state code of mailing address.';
COMMENT ON COLUMN ptr_party.zip_cd IS 'ZIP code.';
COMMENT ON COLUMN ptr_party.email_adr IS 'E-mail address, NULL if unknown.';
COMMENT ON COLUMN ptr_party.phn_no IS 'Phone number.';
COMMENT ON COLUMN ptr_party.crt_dt IS 'Date the party became a client of the agency (record created).';

COMMENT ON TABLE pol_policy IS 'Policy terms. One row per 12-month term, a renewal is a new row pointing to the expiring term through prev_pol_id.';
COMMENT ON COLUMN pol_policy.agcy_no IS 'Agency number (tenant).';
COMMENT ON COLUMN pol_policy.pol_no IS 'Policy number shown to the client.';
COMMENT ON COLUMN pol_policy.pty_id IS 'Policyholder (named insured).';
COMMENT ON COLUMN pol_policy.agt_id IS 'Producer / agent of record who wrote the policy.';
COMMENT ON COLUMN pol_policy.prd_id IS 'Product (and hence line of business and carrier).';
COMMENT ON COLUMN pol_policy.prev_pol_id IS 'Expiring term this policy renews, NULL = new business.';
COMMENT ON COLUMN pol_policy.pol_sts_cd IS 'Policy status: P pending (bound, not yet effective), A active / in force, C cancelled, L lapsed (cancelled for non-payment of premium), E expired (term ended).';
COMMENT ON COLUMN pol_policy.iss_dt IS 'Issue / bind date (paperwork date, premium is booked as written on eff_dt).';
COMMENT ON COLUMN pol_policy.eff_dt IS 'Effective date: first day of cover.';
COMMENT ON COLUMN pol_policy.exp_dt IS 'Expiration date: end of the term.';
COMMENT ON COLUMN pol_policy.canc_dt IS 'Cancellation / lapse date, NULL unless status C or L.';
COMMENT ON COLUMN pol_policy.prem_amt IS 'Written premium for the full term (annual premium, USD), booked on eff_dt.';
COMMENT ON COLUMN pol_policy.pay_freq_cd IS 'Payment plan: A annual (1 instalment), S semi-annual (2), Q quarterly (4), M monthly (12).';

COMMENT ON TABLE pol_cvg IS 'Coverages on a policy, with limit, deductible and the premium share of the coverage.';
COMMENT ON COLUMN pol_cvg.agcy_no IS 'Agency number (tenant).';
COMMENT ON COLUMN pol_cvg.cvg_cd IS 'Coverage: BI bodily injury liability, COLL collision, DWL dwelling, CONT contents, LIAB personal liability, PROP commercial property, GL general liability, WC workers comp statutory, EL employers liability, DTH death benefit, ADB accidental death rider, XS excess liability, UMUM uninsured/underinsured motorist.';
COMMENT ON COLUMN pol_cvg.lmt_amt IS 'Limit of insurance (USD).';
COMMENT ON COLUMN pol_cvg.ded_amt IS 'Deductible (USD).';
COMMENT ON COLUMN pol_cvg.cvg_prem_amt IS 'Premium for this coverage (USD).';

COMMENT ON TABLE pol_instl IS 'Premium instalments (billing schedule) of a policy term.';
COMMENT ON COLUMN pol_instl.agcy_no IS 'Agency number (tenant).';
COMMENT ON COLUMN pol_instl.instl_no IS 'Instalment sequence number within the term.';
COMMENT ON COLUMN pol_instl.due_dt IS 'Due date.';
COMMENT ON COLUMN pol_instl.due_amt IS 'Amount billed / due (USD).';
COMMENT ON COLUMN pol_instl.paid_dt IS 'Date payment received, NULL if not paid.';
COMMENT ON COLUMN pol_instl.paid_amt IS 'Amount received (USD), NULL if not paid.';
COMMENT ON COLUMN pol_instl.instl_sts_cd IS 'Instalment status: B billed / not yet due, P paid, O overdue (past due, unpaid), W waived.';

COMMENT ON TABLE pol_canc IS 'Cancellations of policies (including lapses for non-payment).';
COMMENT ON COLUMN pol_canc.agcy_no IS 'Agency number (tenant).';
COMMENT ON COLUMN pol_canc.canc_dt IS 'Cancellation effective date.';
COMMENT ON COLUMN pol_canc.canc_rsn_cd IS 'Reason: NP non-payment of premium, IR insured request, SP sold property / vehicle, UW underwriting reasons, RP replaced by another carrier, FR fraud / misrepresentation.';
COMMENT ON COLUMN pol_canc.init_by_cd IS 'Initiated by: I insured, C carrier.';
COMMENT ON COLUMN pol_canc.rtn_prem_amt IS 'Return premium refunded to the insured (USD).';

COMMENT ON TABLE pol_rnwl IS 'Renewal pipeline: one row per expiring term (renewal offer and outcome).';
COMMENT ON COLUMN pol_rnwl.agcy_no IS 'Agency number (tenant).';
COMMENT ON COLUMN pol_rnwl.pol_id IS 'Expiring policy term.';
COMMENT ON COLUMN pol_rnwl.new_pol_id IS 'Renewal term created, NULL if not renewed (yet).';
COMMENT ON COLUMN pol_rnwl.rnwl_due_dt IS 'Renewal date (= expiration date of the expiring term).';
COMMENT ON COLUMN pol_rnwl.ntc_sent_dt IS 'Date the renewal offer / notice was sent, NULL if not sent yet.';
COMMENT ON COLUMN pol_rnwl.offr_prem_amt IS 'Renewal premium offered (USD).';
COMMENT ON COLUMN pol_rnwl.rnwl_sts_cd IS 'Renewal status: P pending (offer not yet sent), O offered (awaiting client), A accepted / renewed, D declined by insured, N non-renewed by carrier.';

COMMENT ON TABLE clm_adj IS 'Claims adjusters handling claims for the agency (staff or independent).';
COMMENT ON COLUMN clm_adj.agcy_no IS 'Agency number (tenant).';
COMMENT ON COLUMN clm_adj.frst_nm IS 'First name.';
COMMENT ON COLUMN clm_adj.last_nm IS 'Last name.';
COMMENT ON COLUMN clm_adj.adj_typ_cd IS 'Adjuster type: S staff adjuster, I independent adjuster.';
COMMENT ON COLUMN clm_adj.auth_lmt_amt IS 'Settlement authority limit (USD).';
COMMENT ON COLUMN clm_adj.hire_dt IS 'Start date with the agency.';
COMMENT ON COLUMN clm_adj.actv_flg IS 'Y = active, N = no longer handling claims.';

COMMENT ON TABLE clm_inc IS 'Incidents / loss events reported against a policy. One incident can give rise to several claims.';
COMMENT ON COLUMN clm_inc.agcy_no IS 'Agency number (tenant).';
COMMENT ON COLUMN clm_inc.inc_dt IS 'Date of loss.';
COMMENT ON COLUMN clm_inc.inc_typ_cd IS 'Cause of loss: COL collision, THF theft, GLS glass, HAI hail, WTR water damage, WND wind/storm, FIR fire, SLP slip and fall, INJ bodily injury, DTH death.';
COMMENT ON COLUMN clm_inc.cat_cd IS 'Catastrophe event code when the loss belongs to a declared CAT event, NULL otherwise.';
COMMENT ON COLUMN clm_inc.st_cd IS 'US state of the loss location.';
COMMENT ON COLUMN clm_inc.plc_rpt_flg IS 'Y = police / fire report filed.';
COMMENT ON COLUMN clm_inc.inc_desc IS 'Short description of the loss.';

COMMENT ON TABLE clm_claim IS 'Claims. rpt_dt is the first notice of loss (FNOL).';
COMMENT ON COLUMN clm_claim.agcy_no IS 'Agency number (tenant).';
COMMENT ON COLUMN clm_claim.clm_no IS 'Claim number.';
COMMENT ON COLUMN clm_claim.adj_id IS 'Assigned adjuster, NULL = not yet assigned.';
COMMENT ON COLUMN clm_claim.clmt_typ_cd IS 'Claimant type: F first party (the insured), T third party.';
COMMENT ON COLUMN clm_claim.rpt_dt IS 'FNOL date: date the claim was first reported.';
COMMENT ON COLUMN clm_claim.rpt_chnl_cd IS 'FNOL channel: P phone, W web portal, A through the agent, M mobile app.';
COMMENT ON COLUMN clm_claim.clm_sts_cd IS 'Claim status: O open, C closed (settled), D denied (closed without indemnity), R reopened.';
COMMENT ON COLUMN clm_claim.clsd_dt IS 'Date closed, NULL while open or reopened.';
COMMENT ON COLUMN clm_claim.est_loss_amt IS 'Estimated gross loss amount at FNOL / claimed amount (USD).';
COMMENT ON COLUMN clm_claim.sev_cd IS 'Severity: L low (< 5k), M medium (5k-25k), H high (>= 25k).';
COMMENT ON COLUMN clm_claim.siu_flg IS 'Y = referred to Special Investigations Unit (suspected fraud).';
COMMENT ON COLUMN clm_claim.lit_flg IS 'Y = claim in litigation.';

COMMENT ON TABLE clm_rsv IS 'Reserve movements. Outstanding reserve = SUM(rsv_chg_amt) per claim (and type).';
COMMENT ON COLUMN clm_rsv.agcy_no IS 'Agency number (tenant).';
COMMENT ON COLUMN clm_rsv.rsv_typ_cd IS 'Reserve type: I indemnity (loss), E expense (LAE).';
COMMENT ON COLUMN clm_rsv.chg_dt IS 'Date of the reserve change.';
COMMENT ON COLUMN clm_rsv.rsv_chg_amt IS 'Change of reserve (USD): positive = increase, negative = decrease / take-down.';
COMMENT ON COLUMN clm_rsv.chg_rsn_cd IS 'Reason: I initial reserve, A adjustment after review, C closing take-down.';

COMMENT ON TABLE clm_pmt IS 'Claim payments (payouts) and recoveries.';
COMMENT ON COLUMN clm_pmt.agcy_no IS 'Agency number (tenant).';
COMMENT ON COLUMN clm_pmt.pmt_dt IS 'Payment / receipt date.';
COMMENT ON COLUMN clm_pmt.pmt_typ_cd IS 'Type: I indemnity (loss payment), E expense (adjusting, legal, experts - LAE), S subrogation / salvage recovery received.';
COMMENT ON COLUMN clm_pmt.pmt_amt IS 'Amount (USD), always positive, for S it is money received.';
COMMENT ON COLUMN clm_pmt.payee_nm IS 'Payee (or payer for recoveries).';
COMMENT ON COLUMN clm_pmt.pmt_mthd_cd IS 'Method: CHK cheque, EFT electronic transfer.';
COMMENT ON COLUMN clm_pmt.void_flg IS 'Y = payment voided (exclude from paid totals).';

-- identifiers and remaining columns
COMMENT ON COLUMN agt_agent.agt_id IS 'Agent identifier.';
COMMENT ON COLUMN agy_agency.city_nm IS 'City of the agency office.';
COMMENT ON COLUMN clm_adj.adj_id IS 'Adjuster identifier.';
COMMENT ON COLUMN clm_claim.clm_id IS 'Claim identifier (internal).';
COMMENT ON COLUMN clm_claim.inc_id IS 'Incident (loss event) the claim arises from.';
COMMENT ON COLUMN clm_claim.pol_id IS 'Policy term the claim is made under.';
COMMENT ON COLUMN clm_inc.city_nm IS 'City of the loss location.';
COMMENT ON COLUMN clm_inc.inc_id IS 'Incident identifier.';
COMMENT ON COLUMN clm_inc.pol_id IS 'Policy term in force at the date of loss.';
COMMENT ON COLUMN clm_pmt.clm_id IS 'Claim paid on.';
COMMENT ON COLUMN clm_pmt.pmt_id IS 'Payment identifier.';
COMMENT ON COLUMN clm_rsv.clm_id IS 'Claim the reserve belongs to.';
COMMENT ON COLUMN clm_rsv.rsv_id IS 'Reserve movement identifier.';
COMMENT ON COLUMN pol_canc.canc_id IS 'Cancellation identifier.';
COMMENT ON COLUMN pol_canc.pol_id IS 'Cancelled (or lapsed) policy term.';
COMMENT ON COLUMN pol_cvg.cvg_id IS 'Coverage line identifier.';
COMMENT ON COLUMN pol_cvg.pol_id IS 'Policy term.';
COMMENT ON COLUMN pol_instl.instl_id IS 'Instalment identifier.';
COMMENT ON COLUMN pol_instl.pol_id IS 'Policy term billed.';
COMMENT ON COLUMN pol_policy.pol_id IS 'Policy term identifier (internal).';
COMMENT ON COLUMN pol_rnwl.rnwl_id IS 'Renewal record identifier.';
COMMENT ON COLUMN prd_product.prd_id IS 'Product identifier.';
COMMENT ON COLUMN ptr_party.city_nm IS 'City of mailing address.';
COMMENT ON COLUMN ptr_party.pty_id IS 'Party identifier.';
