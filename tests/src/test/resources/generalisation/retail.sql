-- =====================================================================
-- RETAIL ERP / POS  (hosted "StoreLine" ERP, legacy schema, rel 4.x)
-- Multi-company: every table carries CO_NO (company number). Each company
-- is a separate specialty outdoor / sporting goods retailer:
--   co_no 1 = Ridgeline Outdoor, 2 = Trailhead Sports Co, 3 = Bluewater Gear
--
-- CONVENTIONS A NEW ANALYST IS TOLD
-- * Money is NUMERIC(11,2) in the company's currency (USD). Costs are in
--   unit_cst, selling prices in rtl_prc / unit_prc.
-- * STR_MST.stat_cd : 'O' = open, 'C' = closed for good (cls_dt set),
--   'R' = temporarily closed for remodel.  str_typ_cd : 'F' flagship,
--   'S' standard, 'O' outlet.  "Open stores" = stat_cd = 'O'.
-- * EMP_MST.stat_cd : 'A' = active, 'L' = on leave, 'T' = terminated
--   (term_dt set). Associates = all store employees. job_cd: 'SM' store
--   manager, 'ASM' assistant store manager, 'SA' sales associate,
--   'CSH' cashier, 'STK' stock / receiving. ft_pt_flg 'F' full-time / 'P'
--   part-time. pay_typ_cd 'H' hourly (pay_rt = $/hour), 'S' salaried
--   (pay_rt = annual salary).
-- * EMP_SHFT: one row per scheduled shift. stat_cd 'W' worked,
--   'N' no-show, 'C' called out, 'S' scheduled (future, not yet worked).
--   hrs_wrkd is paid hours (break deducted), 0 for N/C, NULL for S.
-- * ITM_MST.stat_cd : 'A' active, 'C' clearance (sold at 70% of rtl_prc),
--   'D' discontinued.  Category via cat_cd -> CAT_MST, dept_cd on CAT_MST:
--   'HG' hardgoods, 'SG' softgoods, 'FW' footwear.
-- * VND_MST.stat_cd 'A' active / 'I' inactive.
-- * POS_HDR = one register transaction. txn_typ_cd 'S' sale, 'R' return.
--   stat_cd 'C' completed, 'V' voided (a voided transaction never counts).
--   txn_dt is the business date of the transaction.
-- * POS_DTL = transaction lines. On return transactions qty_sld and ext_amt
--   are NEGATIVE (rtn_rsn_cd set: 'DEF' defective, 'SIZ' wrong size/fit,
--   'CHG' changed mind, 'DMG' damaged in shipping). ln_void_flg = 'Y' means
--   the line was voided at the register and does not count.
--   ext_amt = qty_sld * unit_prc (before discount), disc_amt = promotion /
--   coupon discount on the line (positive number, negative on returns is
--   not used - returns carry 0 discount).
-- * REVENUE: "gross sales" = SUM(ext_amt) of non-voided lines of completed
--   sale transactions. "Net sales" = SUM(ext_amt - disc_amt) over
--   non-voided lines of ALL completed transactions (sales and returns, so
--   returns reduce it). Units sold = SUM(qty_sld) over non-voided lines of
--   completed transactions (returns net out, same basis as net sales). Tax is
--   never revenue. POS_HDR carries the same totals already summed
--   (gross_amt, disc_amt, net_amt, tax_amt) for convenience.
-- * Margin = net sales - SUM(qty_sld * itm_mst.unit_cst).
-- * Basket / transaction counts = completed SALE transactions.
-- * PRMO_MST: prmo_typ_cd 'P' = price promotion (applies to a category),
--   'C' = coupon (any item). stat_cd 'A' active, 'E' expired,
--   'X' cancelled. A promotion is running on a date when stat_cd <> 'X'
--   and the date is between strt_dt and end_dt.
-- * LOY_MBR: loyalty members. tier_cd 'B' bronze, 'S' silver, 'G' gold.
--   stat_cd 'A' active, 'C' closed account. pts_bal = current points.
--   POS_HDR.pts_ern / pts_rdm = points earned / redeemed on a transaction.
-- * STR_INV = current on-hand per store and item (qty_oh can go negative,
--   a known POS timing issue). rord_pt = reorder point. qty_oo = on order.
-- * INV_CNT = physical stock count history (cycle 'C' or annual 'A').
--   Variance = phys_qty - bk_qty (negative = shrink).
-- * STR_XFR = store-to-store transfers. stat_cd 'R' requested,
--   'T' in transit (shipped, not received), 'C' completed (received),
--   'X' cancelled.
-- * PO_HDR / PO_DTL = purchase orders to vendors. stat_cd 'O' open,
--   'P' partially received, 'R' received in full / closed, 'X' cancelled.
--   PO value = SUM(ord_qty * unit_cst).
-- =====================================================================

CREATE TABLE rgn_mst (
  co_no      INTEGER     NOT NULL,
  rgn_cd     CHAR(3)     NOT NULL,
  rgn_nm     VARCHAR(30) NOT NULL,
  rgn_dir_nm VARCHAR(40),
  PRIMARY KEY (co_no, rgn_cd)
);

CREATE TABLE str_mst (
  co_no      INTEGER     NOT NULL,
  str_no     SMALLINT    NOT NULL,
  str_nm     VARCHAR(40) NOT NULL,
  rgn_cd     CHAR(3)     NOT NULL,
  cty_nm     VARCHAR(30),
  st_cd      CHAR(2),
  opn_dt     DATE        NOT NULL,
  cls_dt     DATE,
  stat_cd    CHAR(1)     NOT NULL DEFAULT 'O',
  str_typ_cd CHAR(1)     NOT NULL DEFAULT 'S',
  sq_ft      INTEGER,
  PRIMARY KEY (co_no, str_no),
  FOREIGN KEY (co_no, rgn_cd) REFERENCES rgn_mst (co_no, rgn_cd)
);

CREATE TABLE emp_mst (
  co_no      INTEGER     NOT NULL,
  emp_no     INTEGER     NOT NULL,
  fst_nm     VARCHAR(20) NOT NULL,
  lst_nm     VARCHAR(25) NOT NULL,
  str_no     SMALLINT    NOT NULL,
  job_cd     VARCHAR(3)  NOT NULL,
  hire_dt    DATE        NOT NULL,
  term_dt    DATE,
  stat_cd    CHAR(1)     NOT NULL DEFAULT 'A',
  ft_pt_flg  CHAR(1)     NOT NULL DEFAULT 'P',
  pay_typ_cd CHAR(1)     NOT NULL DEFAULT 'H',
  pay_rt     NUMERIC(11,2),
  PRIMARY KEY (co_no, emp_no),
  FOREIGN KEY (co_no, str_no) REFERENCES str_mst (co_no, str_no)
);

CREATE TABLE emp_shft (
  co_no       INTEGER  NOT NULL,
  shft_id     INTEGER  NOT NULL,
  emp_no      INTEGER  NOT NULL,
  str_no      SMALLINT NOT NULL,
  shft_dt     DATE     NOT NULL,
  strt_tm     TIME,
  end_tm      TIME,
  hrs_wrkd    NUMERIC(4,2),
  stat_cd     CHAR(1)  NOT NULL,
  PRIMARY KEY (co_no, shft_id),
  FOREIGN KEY (co_no, emp_no) REFERENCES emp_mst (co_no, emp_no),
  FOREIGN KEY (co_no, str_no) REFERENCES str_mst (co_no, str_no)
);

CREATE TABLE cat_mst (
  co_no    INTEGER     NOT NULL,
  cat_cd   CHAR(4)     NOT NULL,
  cat_desc VARCHAR(30) NOT NULL,
  dept_cd  CHAR(2)     NOT NULL,
  PRIMARY KEY (co_no, cat_cd)
);

CREATE TABLE vnd_mst (
  co_no       INTEGER     NOT NULL,
  vnd_no      INTEGER     NOT NULL,
  vnd_nm      VARCHAR(40) NOT NULL,
  ctry_cd     CHAR(2),
  pay_trm_cd  VARCHAR(4),
  lead_tm_dys SMALLINT,
  stat_cd     CHAR(1)     NOT NULL DEFAULT 'A',
  PRIMARY KEY (co_no, vnd_no)
);

CREATE TABLE itm_mst (
  co_no     INTEGER     NOT NULL,
  itm_no    INTEGER     NOT NULL,
  itm_desc  VARCHAR(30) NOT NULL,
  cat_cd    CHAR(4)     NOT NULL,
  vnd_no    INTEGER     NOT NULL,
  unit_cst  NUMERIC(11,2) NOT NULL,
  rtl_prc   NUMERIC(11,2) NOT NULL,
  stat_cd   CHAR(1)     NOT NULL DEFAULT 'A',
  seas_flg  CHAR(1)     NOT NULL DEFAULT 'N',
  crt_dt    DATE,
  PRIMARY KEY (co_no, itm_no),
  FOREIGN KEY (co_no, cat_cd) REFERENCES cat_mst (co_no, cat_cd),
  FOREIGN KEY (co_no, vnd_no) REFERENCES vnd_mst (co_no, vnd_no)
);

CREATE TABLE str_inv (
  co_no      INTEGER  NOT NULL,
  str_no     SMALLINT NOT NULL,
  itm_no     INTEGER  NOT NULL,
  qty_oh     INTEGER  NOT NULL DEFAULT 0,
  qty_oo     INTEGER  NOT NULL DEFAULT 0,
  rord_pt    INTEGER  NOT NULL DEFAULT 0,
  lst_rcv_dt DATE,
  PRIMARY KEY (co_no, str_no, itm_no),
  FOREIGN KEY (co_no, str_no) REFERENCES str_mst (co_no, str_no),
  FOREIGN KEY (co_no, itm_no) REFERENCES itm_mst (co_no, itm_no)
);

CREATE TABLE inv_cnt (
  co_no      INTEGER  NOT NULL,
  cnt_id     INTEGER  NOT NULL,
  str_no     SMALLINT NOT NULL,
  itm_no     INTEGER  NOT NULL,
  cnt_dt     DATE     NOT NULL,
  cnt_typ_cd CHAR(1)  NOT NULL,
  bk_qty     INTEGER  NOT NULL,
  phys_qty   INTEGER  NOT NULL,
  cnt_emp_no INTEGER,
  PRIMARY KEY (co_no, cnt_id),
  FOREIGN KEY (co_no, str_no) REFERENCES str_mst (co_no, str_no),
  FOREIGN KEY (co_no, itm_no) REFERENCES itm_mst (co_no, itm_no),
  FOREIGN KEY (co_no, cnt_emp_no) REFERENCES emp_mst (co_no, emp_no)
);

CREATE TABLE loy_mbr (
  co_no          INTEGER     NOT NULL,
  cust_loy_no    VARCHAR(10) NOT NULL,
  fst_nm         VARCHAR(20),
  lst_nm         VARCHAR(25),
  eml_addr       VARCHAR(60),
  enrl_dt        DATE        NOT NULL,
  hm_str_no      SMALLINT,
  tier_cd        CHAR(1)     NOT NULL DEFAULT 'B',
  pts_bal        INTEGER     NOT NULL DEFAULT 0,
  eml_opt_in_flg CHAR(1)     NOT NULL DEFAULT 'N',
  stat_cd        CHAR(1)     NOT NULL DEFAULT 'A',
  PRIMARY KEY (co_no, cust_loy_no),
  FOREIGN KEY (co_no, hm_str_no) REFERENCES str_mst (co_no, str_no)
);

CREATE TABLE prmo_mst (
  co_no       INTEGER     NOT NULL,
  prmo_cd     VARCHAR(8)  NOT NULL,
  prmo_desc   VARCHAR(40) NOT NULL,
  prmo_typ_cd CHAR(1)     NOT NULL,
  disc_pct    NUMERIC(5,2) NOT NULL,
  cat_cd      CHAR(4),
  strt_dt     DATE        NOT NULL,
  end_dt      DATE        NOT NULL,
  stat_cd     CHAR(1)     NOT NULL DEFAULT 'A',
  PRIMARY KEY (co_no, prmo_cd),
  FOREIGN KEY (co_no, cat_cd) REFERENCES cat_mst (co_no, cat_cd)
);

CREATE TABLE pos_hdr (
  co_no       INTEGER     NOT NULL,
  txn_id      BIGINT      NOT NULL,
  str_no      SMALLINT    NOT NULL,
  reg_no      SMALLINT    NOT NULL,
  txn_dt      DATE        NOT NULL,
  txn_tm      TIME,
  csh_emp_no  INTEGER,
  cust_loy_no VARCHAR(10),
  txn_typ_cd  CHAR(1)     NOT NULL DEFAULT 'S',
  stat_cd     CHAR(1)     NOT NULL DEFAULT 'C',
  orig_txn_id BIGINT,
  tndr_cd     CHAR(2),
  gross_amt   NUMERIC(11,2) DEFAULT 0,
  disc_amt    NUMERIC(11,2) DEFAULT 0,
  net_amt     NUMERIC(11,2) DEFAULT 0,
  tax_amt     NUMERIC(11,2) DEFAULT 0,
  pts_ern     INTEGER     DEFAULT 0,
  pts_rdm     INTEGER     DEFAULT 0,
  PRIMARY KEY (co_no, txn_id),
  FOREIGN KEY (co_no, str_no) REFERENCES str_mst (co_no, str_no),
  FOREIGN KEY (co_no, csh_emp_no) REFERENCES emp_mst (co_no, emp_no),
  FOREIGN KEY (co_no, cust_loy_no) REFERENCES loy_mbr (co_no, cust_loy_no)
);

CREATE TABLE pos_dtl (
  co_no       INTEGER     NOT NULL,
  txn_id      BIGINT      NOT NULL,
  ln_no       SMALLINT    NOT NULL,
  itm_no      INTEGER     NOT NULL,
  qty_sld     INTEGER     NOT NULL,
  unit_prc    NUMERIC(11,2) NOT NULL,
  ext_amt     NUMERIC(11,2) NOT NULL,
  disc_amt    NUMERIC(11,2) NOT NULL DEFAULT 0,
  prmo_cd     VARCHAR(8),
  rtn_rsn_cd  VARCHAR(3),
  ln_void_flg CHAR(1)     NOT NULL DEFAULT 'N',
  PRIMARY KEY (co_no, txn_id, ln_no),
  FOREIGN KEY (co_no, txn_id) REFERENCES pos_hdr (co_no, txn_id),
  FOREIGN KEY (co_no, itm_no) REFERENCES itm_mst (co_no, itm_no),
  FOREIGN KEY (co_no, prmo_cd) REFERENCES prmo_mst (co_no, prmo_cd)
);

CREATE TABLE str_xfr (
  co_no      INTEGER  NOT NULL,
  xfr_no     INTEGER  NOT NULL,
  frm_str_no SMALLINT NOT NULL,
  to_str_no  SMALLINT NOT NULL,
  itm_no     INTEGER  NOT NULL,
  xfr_qty    INTEGER  NOT NULL,
  req_dt     DATE     NOT NULL,
  shp_dt     DATE,
  rcv_dt     DATE,
  stat_cd    CHAR(1)  NOT NULL,
  req_emp_no INTEGER,
  PRIMARY KEY (co_no, xfr_no),
  FOREIGN KEY (co_no, frm_str_no) REFERENCES str_mst (co_no, str_no),
  FOREIGN KEY (co_no, to_str_no) REFERENCES str_mst (co_no, str_no),
  FOREIGN KEY (co_no, itm_no) REFERENCES itm_mst (co_no, itm_no),
  FOREIGN KEY (co_no, req_emp_no) REFERENCES emp_mst (co_no, emp_no)
);

CREATE TABLE po_hdr (
  co_no         INTEGER  NOT NULL,
  po_no         INTEGER  NOT NULL,
  vnd_no        INTEGER  NOT NULL,
  shp_to_str_no SMALLINT NOT NULL,
  ord_dt        DATE     NOT NULL,
  exp_dlv_dt    DATE,
  rcv_dt        DATE,
  stat_cd       CHAR(1)  NOT NULL,
  PRIMARY KEY (co_no, po_no),
  FOREIGN KEY (co_no, vnd_no) REFERENCES vnd_mst (co_no, vnd_no),
  FOREIGN KEY (co_no, shp_to_str_no) REFERENCES str_mst (co_no, str_no)
);

CREATE TABLE po_dtl (
  co_no    INTEGER  NOT NULL,
  po_no    INTEGER  NOT NULL,
  ln_no    SMALLINT NOT NULL,
  itm_no   INTEGER  NOT NULL,
  ord_qty  INTEGER  NOT NULL,
  rcv_qty  INTEGER  NOT NULL DEFAULT 0,
  unit_cst NUMERIC(11,2) NOT NULL,
  PRIMARY KEY (co_no, po_no, ln_no),
  FOREIGN KEY (co_no, po_no) REFERENCES po_hdr (co_no, po_no),
  FOREIGN KEY (co_no, itm_no) REFERENCES itm_mst (co_no, itm_no)
);

-- ---------------------------------------------------------------- data

INSERT INTO rgn_mst (co_no, rgn_cd, rgn_nm, rgn_dir_nm) VALUES
(1, 'NE ', 'Northeast', 'Martha Keane'),
(1, 'SE ', 'Southeast', 'Darnell Hughes'),
(1, 'MW ', 'Midwest', 'Olga Lindqvist'),
(2, 'PNW', 'Pacific Northwest', 'Grace Whitfield'),
(2, 'MTN', 'Mountain', 'Travis Yazzie'),
(2, 'SW ', 'Southwest', 'Elena Marquez'),
(3, 'GLK', 'Great Lakes', 'Henry Novak'),
(3, 'ATL', 'Mid-Atlantic', 'Priya Raman'),
(3, 'GLF', 'Gulf Coast', 'Leon Broussard');

INSERT INTO str_mst (co_no, str_no, str_nm, rgn_cd, cty_nm, st_cd, opn_dt, cls_dt, stat_cd, str_typ_cd, sq_ft)
SELECT v.co_no, v.str_no, v.str_nm, v.rgn_cd, v.cty_nm, v.st_cd, CURRENT_DATE - v.opn_ago,
       CASE WHEN v.cls_ago IS NULL THEN NULL ELSE CURRENT_DATE - v.cls_ago END, v.stat_cd, v.typ, v.sq_ft
FROM (VALUES
(1, 101, 'RIDGELINE BOSTON', 'NE ', 'Boston', 'MA', 4200, NULL, 'O', 'F', 22000),
(1, 102, 'RIDGELINE PORTLAND ME', 'NE ', 'Portland', 'ME', 3100, NULL, 'O', 'S', 12000),
(1, 103, 'RIDGELINE BURLINGTON', 'NE ', 'Burlington', 'VT', 2500, NULL, 'O', 'S', 9000),
(1, 104, 'RIDGELINE ASHEVILLE', 'SE ', 'Asheville', 'NC', 2900, NULL, 'O', 'S', 14000),
(1, 105, 'RIDGELINE ATLANTA', 'SE ', 'Atlanta', 'GA', 1800, NULL, 'O', 'S', 18000),
(1, 106, 'RIDGELINE CHATTANOOGA OUTLET', 'SE ', 'Chattanooga', 'TN', 1500, 200, 'C', 'O', 8000),
(1, 107, 'RIDGELINE MINNEAPOLIS', 'MW ', 'Minneapolis', 'MN', 2200, NULL, 'O', 'S', 16000),
(1, 108, 'RIDGELINE MADISON', 'MW ', 'Madison', 'WI', 90, NULL, 'O', 'S', 10000),
(2, 201, 'TRAILHEAD SEATTLE FLAGSHIP', 'PNW', 'Seattle', 'WA', 5000, NULL, 'O', 'F', 30000),
(2, 202, 'TRAILHEAD BELLEVUE', 'PNW', 'Bellevue', 'WA', 3600, NULL, 'O', 'S', 15000),
(2, 203, 'TRAILHEAD PORTLAND', 'PNW', 'Portland', 'OR', 3300, NULL, 'O', 'S', 17000),
(2, 204, 'TRAILHEAD SPOKANE', 'PNW', 'Spokane', 'WA', 2100, NULL, 'O', 'S', 11000),
(2, 205, 'TRAILHEAD BOISE', 'MTN', 'Boise', 'ID', 2600, NULL, 'O', 'S', 12000),
(2, 206, 'TRAILHEAD BOZEMAN', 'MTN', 'Bozeman', 'MT', 1900, NULL, 'O', 'S', 9500),
(2, 207, 'TRAILHEAD DENVER', 'MTN', 'Denver', 'CO', 4100, NULL, 'O', 'F', 25000),
(2, 208, 'TRAILHEAD SALT LAKE CITY', 'MTN', 'Salt Lake City', 'UT', 3000, NULL, 'O', 'S', 16000),
(2, 209, 'TRAILHEAD PHOENIX', 'SW ', 'Phoenix', 'AZ', 2700, NULL, 'O', 'S', 14000),
(2, 210, 'TRAILHEAD TUCSON OUTLET', 'SW ', 'Tucson', 'AZ', 1700, 300, 'C', 'O', 7000),
(2, 211, 'TRAILHEAD ALBUQUERQUE', 'SW ', 'Albuquerque', 'NM', 1400, NULL, 'R', 'S', 12000),
(2, 212, 'TRAILHEAD FLAGSTAFF', 'SW ', 'Flagstaff', 'AZ', 150, NULL, 'O', 'S', 8000),
(3, 301, 'BLUEWATER CLEVELAND', 'GLK', 'Cleveland', 'OH', 3500, NULL, 'O', 'S', 13000),
(3, 302, 'BLUEWATER DULUTH', 'GLK', 'Duluth', 'MN', 2000, NULL, 'O', 'S', 9000),
(3, 303, 'BLUEWATER ANNAPOLIS', 'ATL', 'Annapolis', 'MD', 3900, NULL, 'O', 'F', 20000),
(3, 304, 'BLUEWATER WILMINGTON', 'ATL', 'Wilmington', 'NC', 2400, NULL, 'O', 'S', 11000),
(3, 305, 'BLUEWATER SARASOTA', 'GLF', 'Sarasota', 'FL', 2800, NULL, 'O', 'S', 12500),
(3, 306, 'BLUEWATER MOBILE', 'GLF', 'Mobile', 'AL', 1300, NULL, 'O', 'O', 7500)
) AS v(co_no, str_no, str_nm, rgn_cd, cty_nm, st_cd, opn_ago, cls_ago, stat_cd, typ, sq_ft);

-- employees: first nstr are store managers, next nstr assistant managers
INSERT INTO emp_mst (co_no, emp_no, fst_nm, lst_nm, str_no, job_cd, hire_dt, term_dt, stat_cd, ft_pt_flg, pay_typ_cd, pay_rt)
SELECT z.co_no, z.co_no * 10000 + z.g,
       (ARRAY['James','Maria','Robert','Linda','Michael','Jennifer','David','Patricia','Daniel','Emily',
              'Carlos','Aisha','Kevin','Sofia','Brian','Hannah','Jason','Mei','Tyler','Olivia',
              'Marcus','Chloe','Ethan','Nadia','Logan','Rosa','Derek','Leah','Owen','Tanya'])[1 + z.g % 30],
       (ARRAY['Anderson','Brooks','Chen','Dawson','Ellis','Fischer','Garcia','Holt','Iverson','Jensen',
              'Kowalski','Larsen','Moreno','Nguyen','Okafor','Patel','Quinn','Reyes','Sato','Thompson',
              'Underwood','Vargas','Walsh','Xu','Young','Zimmerman','Baker','Carter','Dunn'])[1 + (z.g * 7) % 29],
       z.str_no,
       CASE WHEN z.g <= z.nstr THEN 'SM' WHEN z.g <= 2 * z.nstr THEN 'ASM'
            WHEN z.g % 3 = 0 THEN 'SA' WHEN z.g % 3 = 1 THEN 'CSH' ELSE 'STK' END,
       z.hire_dt,
       CASE WHEN z.str_stat = 'C' THEN z.cls_dt
            WHEN z.g > 2 * z.nstr AND z.g % 8 = 0 THEN z.hire_dt + (CURRENT_DATE - z.hire_dt) / 2 END,
       CASE WHEN z.str_stat = 'C' THEN 'T'
            WHEN z.g > 2 * z.nstr AND z.g % 8 = 0 THEN 'T' WHEN z.g % 17 = 0 THEN 'L' ELSE 'A' END,
       CASE WHEN z.g <= 2 * z.nstr OR z.g % 4 = 0 THEN 'F' ELSE 'P' END,
       CASE WHEN z.g <= z.nstr THEN 'S' ELSE 'H' END,
       CASE WHEN z.g <= z.nstr THEN 62000 + (z.g % 5) * 3500 + z.co_no * 1000
            WHEN z.g <= 2 * z.nstr THEN 21.50 + (z.g % 4) * 0.75
            ELSE 15.25 + (z.g % 7) * 0.50 + z.co_no * 0.25 END
FROM (
  SELECT x.co_no, x.g, x.nstr, x.str_no, s.stat_cd AS str_stat, s.cls_dt,
         GREATEST(x.hire_dt0, s.opn_dt + 3) AS hire_dt
    FROM (SELECT t.co_no, g, t.nstr, (t.co_no * 100 + 1 + (g % t.nstr))::smallint AS str_no,
                 CURRENT_DATE - ((g * 37 + t.co_no * 11) % 2400) - 5 - CASE WHEN g <= 2 * t.nstr THEN 700 ELSE 0 END AS hire_dt0
            FROM (VALUES (1, 8, 64), (2, 12, 110), (3, 6, 42)) AS t(co_no, nstr, nemp)
            CROSS JOIN LATERAL generate_series(1, t.nemp) AS g) x
    JOIN str_mst s ON s.co_no = x.co_no AND s.str_no = x.str_no
) z;

INSERT INTO emp_shft (co_no, shft_id, emp_no, str_no, shft_dt, strt_tm, end_tm, hrs_wrkd, stat_cd)
SELECT y.co_no,
       row_number() OVER (PARTITION BY y.co_no ORDER BY y.shft_dt, y.emp_no),
       y.emp_no, y.str_no, y.shft_dt, y.strt_tm, y.strt_tm + make_interval(hours => y.len),
       CASE WHEN y.stat_cd = 'W' THEN y.len - CASE WHEN y.len >= 6 THEN 0.5 ELSE 0 END
            WHEN y.stat_cd = 'S' THEN NULL ELSE 0 END,
       y.stat_cd
FROM (
  SELECT e.co_no, e.emp_no, e.str_no, CURRENT_DATE - d AS shft_dt,
         TIME '07:00' + make_interval(hours => ((e.emp_no + d) % 4) * 2) AS strt_tm,
         CASE WHEN e.ft_pt_flg = 'F' THEN 8 ELSE 4 + (e.emp_no + d) % 3 END AS len,
         CASE WHEN d < 0 THEN 'S'
              WHEN (e.emp_no * 3 + d) % 29 = 0 THEN 'N'
              WHEN (e.emp_no + d * 5) % 23 = 0 THEN 'C'
              ELSE 'W' END AS stat_cd
    FROM emp_mst e
    CROSS JOIN generate_series(-10, 119) AS d
   WHERE CURRENT_DATE - d >= e.hire_dt
     AND CURRENT_DATE - d <= COALESCE(e.term_dt, CURRENT_DATE + 30)
     AND NOT (e.stat_cd = 'L' AND d < 45)
     AND (e.emp_no + d) % 7 < CASE WHEN e.ft_pt_flg = 'F' THEN 5 ELSE 3 END
) y;

INSERT INTO cat_mst (co_no, cat_cd, cat_desc, dept_cd)
SELECT t.co_no, c.cat_cd, c.cat_desc, c.dept_cd
FROM (VALUES (1), (2), (3)) AS t(co_no)
CROSS JOIN (VALUES
 ('CAMP', 'CAMPING', 'HG'),
 ('FTWR', 'FOOTWEAR', 'FW'),
 ('APRL', 'APPAREL', 'SG'),
 ('FISH', 'FISHING', 'HG'),
 ('CYCL', 'CYCLING', 'HG'),
 ('CLMB', 'CLIMBING', 'HG'),
 ('WATR', 'WATER SPORTS', 'HG'),
 ('ACCS', 'ACCESSORIES', 'SG')
) AS c(cat_cd, cat_desc, dept_cd);

INSERT INTO vnd_mst (co_no, vnd_no, vnd_nm, ctry_cd, pay_trm_cd, lead_tm_dys, stat_cd)
SELECT t.co_no, 5000 + v.i, v.vnd_nm, v.ctry_cd, v.trm, v.lead + t.co_no,
       CASE WHEN v.i = 10 THEN 'I' WHEN v.i = 6 AND t.co_no = 3 THEN 'I' ELSE 'A' END
FROM (VALUES (1), (2), (3)) AS t(co_no)
CROSS JOIN (VALUES
 (1, 'CASCADE PACK CO', 'US', 'N30', 21),
 (2, 'GRANITE FOOTWEAR INC', 'US', 'N45', 35),
 (3, 'NORTHWIND APPAREL', 'CA', 'N60', 42),
 (4, 'RIVERBEND TACKLE', 'US', 'N30', 14),
 (5, 'SPOKE & CHAIN CYCLES', 'TW', 'N60', 56),
 (6, 'VERTEX CLIMBING SUPPLY', 'US', 'N30', 18),
 (7, 'TIDEWATER PADDLE', 'US', 'N45', 28),
 (8, 'EMBER STOVE WORKS', 'US', 'N30', 12),
 (9, 'ALPINE TEXTILE LTD', 'VN', 'N60', 63),
 (10, 'HARBOR OPTICS', 'CN', 'N30', 30)
) AS v(i, vnd_nm, ctry_cd, trm, lead);

INSERT INTO itm_mst (co_no, itm_no, itm_desc, cat_cd, vnd_no, unit_cst, rtl_prc, stat_cd, seas_flg, crt_dt)
SELECT t.co_no, 10000 + v.i, v.itm_desc, v.cat_cd, 5000 + v.vi,
       round(v.prc * t.fct * 0.52, 2),
       round(v.prc * t.fct, 0) - 0.01,
       CASE WHEN v.i IN (10, 15) THEN 'D' WHEN v.i IN (29, 36) THEN 'C'
            WHEN v.i = 33 AND t.co_no = 2 THEN 'C' ELSE 'A' END,
       CASE WHEN v.cat_cd IN ('WATR', 'FISH', 'CYCL') OR v.i IN (19, 20) THEN 'Y' ELSE 'N' END,
       CURRENT_DATE - 800 - (v.i * 23) % 900
FROM (VALUES (1, 1.00), (2, 1.05), (3, 0.95)) AS t(co_no, fct)
CROSS JOIN (VALUES
 (1, '2P DOME TENT', 'CAMP', 1, 249.99),
 (2, '4P CABIN TENT', 'CAMP', 1, 399.99),
 (3, 'SLEEPING BAG 20F', 'CAMP', 1, 179.99),
 (4, 'SLEEPING PAD INSUL', 'CAMP', 1, 89.99),
 (5, 'BACKPACK 65L', 'CAMP', 1, 229.99),
 (6, 'DAYPACK 24L', 'CAMP', 1, 79.99),
 (7, 'CANISTER STOVE', 'CAMP', 8, 59.99),
 (8, 'CAMP COOK SET', 'CAMP', 8, 49.99),
 (9, 'FUEL CANISTER 230G', 'CAMP', 8, 6.99),
 (10, 'HEADLAMP 350LM', 'ACCS', 10, 39.99),
 (11, 'HIKING BOOT MENS', 'FTWR', 2, 189.99),
 (12, 'HIKING BOOT WMNS', 'FTWR', 2, 179.99),
 (13, 'TRAIL RUNNER MENS', 'FTWR', 2, 139.99),
 (14, 'TRAIL RUNNER WMNS', 'FTWR', 2, 139.99),
 (15, 'CAMP SANDAL', 'FTWR', 2, 59.99),
 (16, 'WOOL SOCK HIKER', 'ACCS', 9, 22.99),
 (17, 'RAIN SHELL MENS', 'APRL', 3, 199.99),
 (18, 'RAIN SHELL WMNS', 'APRL', 3, 199.99),
 (19, 'DOWN JACKET MENS', 'APRL', 3, 279.99),
 (20, 'DOWN JACKET WMNS', 'APRL', 3, 279.99),
 (21, 'FLEECE PULLOVER', 'APRL', 9, 69.99),
 (22, 'BASE LAYER TOP', 'APRL', 9, 54.99),
 (23, 'HIKING PANT CONVERTIBLE', 'APRL', 3, 79.99),
 (24, 'SUN HAT', 'ACCS', 9, 29.99),
 (25, 'SPIN ROD 7FT', 'FISH', 4, 89.99),
 (26, 'SPIN REEL 3000', 'FISH', 4, 79.99),
 (27, 'FLY ROD 9FT 5WT', 'FISH', 4, 299.99),
 (28, 'TACKLE BOX LG', 'FISH', 4, 34.99),
 (29, 'WADERS BOOTFOOT', 'FISH', 4, 159.99),
 (30, 'MTN BIKE HELMET', 'CYCL', 5, 119.99),
 (31, 'BIKE TUBE 29IN', 'CYCL', 5, 8.99),
 (32, 'BIKE LIGHT SET', 'CYCL', 5, 49.99),
 (33, 'CYCLING GLOVE', 'CYCL', 5, 29.99),
 (34, 'CLIMBING HARNESS', 'CLMB', 6, 69.99),
 (35, 'CLIMBING SHOE', 'CLMB', 6, 149.99),
 (36, 'DYNAMIC ROPE 60M', 'CLMB', 6, 219.99),
 (37, 'CHALK BAG', 'CLMB', 6, 19.99),
 (38, 'TOURING KAYAK 14FT', 'WATR', 7, 1299.99),
 (39, 'KAYAK PADDLE', 'WATR', 7, 159.99),
 (40, 'PFD ADULT', 'WATR', 7, 99.99)
) AS v(i, itm_desc, cat_cd, vi, prc);

INSERT INTO str_inv (co_no, str_no, itm_no, qty_oh, qty_oo, rord_pt, lst_rcv_dt)
SELECT s.co_no, s.str_no, i.itm_no,
       CASE WHEN i.stat_cd = 'D' THEN (i.itm_no + s.str_no) % 3
            ELSE ((i.itm_no * 7 + s.str_no * 13) % 45) - 2 END,
       CASE WHEN (i.itm_no + s.str_no) % 5 = 0 AND i.stat_cd = 'A' THEN 6 + (i.itm_no % 4) * 6 ELSE 0 END,
       CASE WHEN i.stat_cd = 'D' THEN 0 ELSE 4 + (i.itm_no % 6) END,
       CURRENT_DATE - ((i.itm_no * 3 + s.str_no) % 75)
FROM str_mst s
JOIN itm_mst i ON i.co_no = s.co_no
WHERE s.stat_cd <> 'C';

INSERT INTO inv_cnt (co_no, cnt_id, str_no, itm_no, cnt_dt, cnt_typ_cd, bk_qty, phys_qty, cnt_emp_no)
SELECT z.co_no, row_number() OVER (PARTITION BY z.co_no ORDER BY z.cnt_dt, z.str_no, z.itm_no),
       z.str_no, z.itm_no, z.cnt_dt, z.typ, z.bk_qty,
       GREATEST(0, z.bk_qty - z.shrink), z.cnt_emp_no
FROM (
  SELECT s.co_no, s.str_no, i.itm_no,
         CURRENT_DATE - (k * 91 + (i.itm_no * s.str_no) % 20) - 2 AS cnt_dt,
         CASE WHEN k = 2 THEN 'A' ELSE 'C' END AS typ,
         ((i.itm_no * 5 + s.str_no * 3 + k) % 30) + 2 AS bk_qty,
         CASE WHEN (i.itm_no + s.str_no + k) % 4 = 0 THEN 1 + (i.itm_no % 3)
              WHEN (i.itm_no + s.str_no + k) % 11 = 0 THEN -1 ELSE 0 END AS shrink,
         e.emp_no AS cnt_emp_no
    FROM str_mst s
    JOIN itm_mst i ON i.co_no = s.co_no
    JOIN emp_mst e ON e.co_no = s.co_no AND e.str_no = s.str_no AND e.job_cd = 'ASM'
    CROSS JOIN generate_series(0, 3) AS k
   WHERE s.stat_cd <> 'C' AND (i.itm_no + s.str_no) % 3 = 0
     AND CURRENT_DATE - (k * 91 + (i.itm_no * s.str_no) % 20) - 2 >= s.opn_dt
) z;

INSERT INTO loy_mbr (co_no, cust_loy_no, fst_nm, lst_nm, eml_addr, enrl_dt, hm_str_no, tier_cd, pts_bal, eml_opt_in_flg, stat_cd)
SELECT x.co_no, '7' || x.co_no || lpad(x.g::text, 6, '0'), x.fst, x.lst,
       lower(x.fst) || '.' || lower(x.lst) || x.g || '@example.com',
       CURRENT_DATE - ((x.g * 17) % 1500) - 1,
       CASE WHEN s.stat_cd = 'C' THEN x.hm_str_no + 1 ELSE x.hm_str_no END,
       x.tier_cd,
       CASE WHEN x.g % 25 = 0 THEN 0
            WHEN x.tier_cd = 'G' THEN 2500 + (x.g * 37) % 3000
            WHEN x.tier_cd = 'S' THEN 800 + (x.g * 37) % 1200
            ELSE (x.g * 37) % 600 END,
       CASE WHEN x.g % 3 <> 0 THEN 'Y' ELSE 'N' END,
       CASE WHEN x.g % 25 = 0 THEN 'C' ELSE 'A' END
FROM (SELECT t.co_no, t.nstr, g,
             (t.co_no * 100 + 1 + ((g * 5) % t.nstr))::smallint AS hm_str_no,
             CASE WHEN g % 10 = 0 THEN 'G' WHEN g % 10 IN (3, 6, 9) THEN 'S' ELSE 'B' END AS tier_cd,
             (ARRAY['Amy','Ben','Cara','Dylan','Erin','Finn','Gwen','Hugo','Ivy','Jack',
                    'Kara','Liam','Mia','Noah','Opal','Paul','Quinn','Ruby','Sam','Tess',
                    'Uma','Victor','Wren','Xavier','Yara','Zack','Abby','Cole','Dana','Eli'])[1 + (g * 11) % 30] AS fst,
             (ARRAY['Adams','Bell','Cruz','Diaz','Evans','Flores','Gray','Hall','Ito','James',
                    'King','Lopez','Mills','Ness','Ortiz','Price','Rossi','Scott','Tran','Upton',
                    'Vance','Wong','York','Zhang','Banks','Cole','Drake','Fox','Hart'])[1 + (g + 3) % 29] AS lst
        FROM (VALUES (1, 8, 300), (2, 12, 500), (3, 6, 200)) AS t(co_no, nstr, nmbr)
        CROSS JOIN LATERAL generate_series(1, t.nmbr) AS g) x
JOIN str_mst s ON s.co_no = x.co_no AND s.str_no = x.hm_str_no;

INSERT INTO prmo_mst (co_no, prmo_cd, prmo_desc, prmo_typ_cd, disc_pct, cat_cd, strt_dt, end_dt, stat_cd)
SELECT t.co_no, p.cd, p.dsc, p.typ, p.pct + CASE WHEN t.co_no = 3 THEN 5 ELSE 0 END, p.cat,
       CURRENT_DATE - 700 + p.k * 60 + t.co_no * 2,
       CURRENT_DATE - 700 + p.k * 60 + t.co_no * 2 + CASE WHEN p.k % 2 = 0 THEN 30 ELSE 45 END,
       CASE WHEN p.k = 8 THEN 'X'
            WHEN CURRENT_DATE - 700 + p.k * 60 + t.co_no * 2 + CASE WHEN p.k % 2 = 0 THEN 30 ELSE 45 END < CURRENT_DATE THEN 'E'
            ELSE 'A' END
FROM (VALUES (1), (2), (3)) AS t(co_no)
CROSS JOIN (VALUES
 (0, 'CMP10', 'CAMP GEAR EVENT', 'P', 15, 'CAMP'),
 (1, 'FTW20', 'FOOTWEAR EVENT', 'P', 20, 'FTWR'),
 (2, 'CPN10', '10 PCT OFF COUPON', 'C', 10, NULL),
 (3, 'PDL15', 'PADDLE DAYS', 'P', 15, 'WATR'),
 (4, 'APR25', 'APPAREL MARKDOWN', 'P', 25, 'APRL'),
 (5, 'FSH10', 'FISHING OPENER', 'P', 10, 'FISH'),
 (6, 'MBR15', 'MEMBER APPRECIATION COUPON', 'C', 15, NULL),
 (7, 'CYC20', 'CYCLING TUNE-UP SALE', 'P', 20, 'CYCL'),
 (8, 'CLB15', 'CLIMBING GYM PROMO', 'P', 15, 'CLMB'),
 (9, 'HOL20', 'HOLIDAY COUPON', 'C', 20, NULL),
 (10, 'FTW15', 'TRAIL SHOE EVENT', 'P', 15, 'FTWR'),
 (11, 'CMP20', 'CAMP GEAR BLOWOUT', 'P', 20, 'CAMP')
) AS p(k, cd, dsc, typ, pct, cat);

-- POS headers (line totals are computed with the same line logic used for POS_DTL below)
INSERT INTO pos_hdr (co_no, txn_id, str_no, reg_no, txn_dt, txn_tm, csh_emp_no, cust_loy_no, txn_typ_cd, stat_cd, orig_txn_id, tndr_cd,
                     gross_amt, disc_amt, net_amt, tax_amt, pts_ern, pts_rdm)
WITH hh AS (
  SELECT h.co_no, h.g, h.txn_id, h.str_no, h.reg_no, h.txn_dt, h.txn_tm,
         CASE WHEN h.g % 20 < 9 AND NOT (h.g % 13 = 0 AND h.txn_id % 3 = 0)
              THEN '7' || h.co_no || lpad((1 + (h.g * 31 + h.g / 20) % h.nmbr)::text, 6, '0') END AS cust_loy_no,
         CASE WHEN h.g % 13 = 0 THEN 'R' ELSE 'S' END AS txn_typ_cd,
         CASE WHEN h.g % 41 = 0 THEN 'V' ELSE 'C' END AS stat_cd
  FROM (
    SELECT t.co_no, g, t.nmbr, t.co_no * 1000000 + g AS txn_id,
           (t.co_no * 100 + 1 + CASE WHEN (g * 3) % (t.nstr + 2) >= t.nstr THEN 0 ELSE (g * 3) % (t.nstr + 2) END)::smallint AS str_no,
           1 + g % 3 AS reg_no,
           CURRENT_DATE - ((g * 13) % 730) AS txn_dt,
           TIME '09:00' + make_interval(mins => (g * 17) % 660) AS txn_tm
      FROM (VALUES (1, 8, 300, 2600), (2, 12, 500, 4200), (3, 6, 200, 1500)) AS t(co_no, nstr, nmbr, ntxn)
      CROSS JOIN LATERAL generate_series(1, t.ntxn) AS g
  ) h
  JOIN str_mst s ON s.co_no = h.co_no AND s.str_no = h.str_no
  WHERE h.txn_dt >= s.opn_dt
    AND h.txn_dt <= COALESCE(s.cls_dt, CASE WHEN s.stat_cd = 'R' THEN CURRENT_DATE - 40 ELSE CURRENT_DATE END)
    AND NOT (h.txn_dt < CURRENT_DATE - 365 AND h.g % 5 = 0)
),
ll AS (
  SELECT l.co_no, l.txn_id, l.ln_no, l.itm_no, l.qty AS qty_sld, l.unit_prc, l.qty * l.unit_prc AS ext_amt,
         CASE WHEN p.prmo_cd IS NOT NULL THEN round(l.qty * l.unit_prc * p.disc_pct / 100, 2) ELSE 0 END AS disc_amt,
         p.prmo_cd,
         CASE WHEN l.txn_typ_cd = 'R' THEN (ARRAY['DEF','SIZ','CHG','DMG','SIZ'])[1 + (l.g % 5)] END AS rtn_rsn_cd,
         CASE WHEN (l.g * 3 + l.ln_no) % 53 = 0 THEN 'Y' ELSE 'N' END AS ln_void_flg
    FROM (
      SELECT h.co_no, h.txn_id, h.txn_dt, h.txn_typ_cd, (h.txn_id % 1000000)::int AS g, ln AS ln_no,
             i.itm_no, i.cat_cd,
             CASE WHEN h.txn_typ_cd = 'R' THEN -1 ELSE 1 END
               * (1 + CASE WHEN (h.txn_id + ln) % 7 = 0 THEN 2 WHEN (h.txn_id + ln) % 4 = 0 THEN 1 ELSE 0 END
                    + CASE WHEN i.itm_no IN (10009, 10031, 10016) THEN 2 ELSE 0 END) AS qty,
             CASE WHEN i.stat_cd = 'C' THEN round(i.rtl_prc * 0.7, 2) ELSE i.rtl_prc END AS unit_prc,
             (h.txn_id + ln) % 3 = 0 AND h.txn_typ_cd = 'S' AS promo_ok
        FROM hh h
        CROSS JOIN LATERAL generate_series(1, CASE WHEN h.txn_typ_cd = 'R' THEN 1 ELSE 1 + (h.txn_id % 4)::int END) AS ln
        JOIN itm_mst i ON i.co_no = h.co_no
                      AND i.itm_no = 10001 + ((h.txn_id * 7 + ln * 11 + (h.txn_id / 5) * 3) % 40)
    ) l
    LEFT JOIN LATERAL (
      SELECT pm.prmo_cd, pm.disc_pct FROM prmo_mst pm
       WHERE pm.co_no = l.co_no AND l.promo_ok AND pm.stat_cd <> 'X'
         AND l.txn_dt BETWEEN pm.strt_dt AND pm.end_dt
         AND (pm.cat_cd IS NULL OR pm.cat_cd = l.cat_cd)
       ORDER BY pm.disc_pct DESC, pm.prmo_cd LIMIT 1
    ) p ON TRUE
),
tot AS (
  SELECT co_no, txn_id, sum(ext_amt) AS gross, sum(disc_amt) AS disc
    FROM ll WHERE ln_void_flg = 'N' GROUP BY co_no, txn_id
)
SELECT hh.co_no, hh.txn_id, hh.str_no, hh.reg_no, hh.txn_dt, hh.txn_tm,
       (SELECT e.emp_no FROM emp_mst e
         WHERE e.co_no = hh.co_no AND e.str_no = hh.str_no AND e.job_cd IN ('CSH', 'SA', 'ASM')
         ORDER BY (e.emp_no * 7 + hh.g) % 13, e.emp_no LIMIT 1),
       hh.cust_loy_no, hh.txn_typ_cd, hh.stat_cd,
       CASE WHEN hh.txn_typ_cd = 'R' THEN
         (SELECT max(o.txn_id) FROM hh o
           WHERE o.co_no = hh.co_no AND o.txn_typ_cd = 'S' AND o.stat_cd = 'C'
             AND o.txn_dt BETWEEN hh.txn_dt - 30 AND hh.txn_dt - 1) END,
       CASE WHEN (hh.g + hh.g / 10) % 10 < 2 THEN 'CA' WHEN (hh.g + hh.g / 10) % 10 < 7 THEN 'CC'
            WHEN (hh.g + hh.g / 10) % 10 < 9 THEN 'DB' ELSE 'GC' END,
       tot.gross, tot.disc, tot.gross - tot.disc, round((tot.gross - tot.disc) * 0.075, 2),
       CASE WHEN hh.cust_loy_no IS NOT NULL AND hh.stat_cd = 'C' AND hh.txn_typ_cd = 'S'
            THEN floor(tot.gross - tot.disc)::int ELSE 0 END,
       CASE WHEN hh.cust_loy_no IS NOT NULL AND hh.stat_cd = 'C' AND hh.txn_typ_cd = 'S'
             AND hh.txn_id % 9 = 0 AND tot.gross - tot.disc >= 100 THEN 500 ELSE 0 END
FROM hh
JOIN tot ON tot.co_no = hh.co_no AND tot.txn_id = hh.txn_id;

-- POS lines
INSERT INTO pos_dtl (co_no, txn_id, ln_no, itm_no, qty_sld, unit_prc, ext_amt, disc_amt, prmo_cd, rtn_rsn_cd, ln_void_flg)
SELECT l.co_no, l.txn_id, l.ln_no, l.itm_no, l.qty AS qty_sld, l.unit_prc, l.qty * l.unit_prc AS ext_amt,
         CASE WHEN p.prmo_cd IS NOT NULL THEN round(l.qty * l.unit_prc * p.disc_pct / 100, 2) ELSE 0 END AS disc_amt,
         p.prmo_cd,
         CASE WHEN l.txn_typ_cd = 'R' THEN (ARRAY['DEF','SIZ','CHG','DMG','SIZ'])[1 + (l.g % 5)] END AS rtn_rsn_cd,
         CASE WHEN (l.g * 3 + l.ln_no) % 53 = 0 THEN 'Y' ELSE 'N' END AS ln_void_flg
    FROM (
      SELECT h.co_no, h.txn_id, h.txn_dt, h.txn_typ_cd, (h.txn_id % 1000000)::int AS g, ln AS ln_no,
             i.itm_no, i.cat_cd,
             CASE WHEN h.txn_typ_cd = 'R' THEN -1 ELSE 1 END
               * (1 + CASE WHEN (h.txn_id + ln) % 7 = 0 THEN 2 WHEN (h.txn_id + ln) % 4 = 0 THEN 1 ELSE 0 END
                    + CASE WHEN i.itm_no IN (10009, 10031, 10016) THEN 2 ELSE 0 END) AS qty,
             CASE WHEN i.stat_cd = 'C' THEN round(i.rtl_prc * 0.7, 2) ELSE i.rtl_prc END AS unit_prc,
             (h.txn_id + ln) % 3 = 0 AND h.txn_typ_cd = 'S' AS promo_ok
        FROM pos_hdr h
        CROSS JOIN LATERAL generate_series(1, CASE WHEN h.txn_typ_cd = 'R' THEN 1 ELSE 1 + (h.txn_id % 4)::int END) AS ln
        JOIN itm_mst i ON i.co_no = h.co_no
                      AND i.itm_no = 10001 + ((h.txn_id * 7 + ln * 11 + (h.txn_id / 5) * 3) % 40)
    ) l
    LEFT JOIN LATERAL (
      SELECT pm.prmo_cd, pm.disc_pct FROM prmo_mst pm
       WHERE pm.co_no = l.co_no AND l.promo_ok AND pm.stat_cd <> 'X'
         AND l.txn_dt BETWEEN pm.strt_dt AND pm.end_dt
         AND (pm.cat_cd IS NULL OR pm.cat_cd = l.cat_cd)
       ORDER BY pm.disc_pct DESC, pm.prmo_cd LIMIT 1
    ) p ON TRUE;

INSERT INTO str_xfr (co_no, xfr_no, frm_str_no, to_str_no, itm_no, xfr_qty, req_dt, shp_dt, rcv_dt, stat_cd, req_emp_no)
SELECT q.co_no, q.co_no * 100000 + q.g, q.frm, q.too, q.itm_no, q.qty, q.req_dt,
       CASE WHEN q.st IN ('T', 'C') THEN q.req_dt + 1 + q.g % 3 END,
       CASE WHEN q.st = 'C' THEN q.req_dt + 3 + q.g % 5 END,
       q.st,
       (SELECT e.emp_no FROM emp_mst e WHERE e.co_no = q.co_no AND e.str_no = q.too AND e.job_cd = 'SM' ORDER BY e.emp_no LIMIT 1)
FROM (
  SELECT r.*,
         CASE WHEN r.req_dt > CURRENT_DATE - 3 THEN 'R'
              WHEN r.g % 13 = 0 THEN 'X'
              WHEN r.g % 37 = 0 THEN 'T'
              WHEN r.req_dt > CURRENT_DATE - 9 THEN 'T'
              ELSE 'C' END AS st
    FROM (
      SELECT t.co_no, g,
             (t.co_no * 100 + 1 + g % t.nstr)::smallint AS frm,
             (t.co_no * 100 + 1 + CASE WHEN (g * 5 + 1) % t.nstr = g % t.nstr THEN (g + 1) % t.nstr ELSE (g * 5 + 1) % t.nstr END)::smallint AS too,
             10001 + (g * 3) % 40 AS itm_no,
             2 + g % 6 AS qty,
             CURRENT_DATE - ((g * 3) % 300) AS req_dt
        FROM (VALUES (1, 8, 150), (2, 12, 260), (3, 6, 90)) AS t(co_no, nstr, nx)
        CROSS JOIN LATERAL generate_series(1, t.nx) AS g
    ) r
) q
WHERE NOT EXISTS (SELECT 1 FROM str_mst s WHERE s.co_no = q.co_no AND s.str_no IN (q.frm, q.too)
                     AND (s.stat_cd <> 'O' OR s.opn_dt > q.req_dt));

INSERT INTO po_hdr (co_no, po_no, vnd_no, shp_to_str_no, ord_dt, exp_dlv_dt, rcv_dt, stat_cd)
SELECT q.co_no, q.co_no * 100000 + 40000 + q.g, q.vnd_no, q.str_no, q.ord_dt, q.exp_dt,
       CASE WHEN q.st IN ('R', 'P') THEN q.exp_dt + (q.g % 7) - 2 END,
       q.st
FROM (
  SELECT r.*, r.ord_dt + v.lead_tm_dys AS exp_dt,
         CASE WHEN r.g % 17 = 0 THEN 'X'
              WHEN r.ord_dt + v.lead_tm_dys + 4 > CURRENT_DATE THEN 'O'
              WHEN r.g % 9 = 0 THEN 'P'
              WHEN r.g % 23 = 0 THEN 'O'
              ELSE 'R' END AS st
    FROM (
      SELECT t.co_no, g,
             5000 + CASE WHEN 1 + g % 10 = 10 AND (g * 4) % 540 < 300 THEN 9 ELSE 1 + g % 10 END AS vnd_no,
             (t.co_no * 100 + 1 + (g * 3) % t.nstr)::smallint AS str_no,
             CURRENT_DATE - ((g * 4) % 540) AS ord_dt
        FROM (VALUES (1, 8, 110), (2, 12, 190), (3, 6, 70)) AS t(co_no, nstr, npo)
        CROSS JOIN LATERAL generate_series(1, t.npo) AS g
    ) r
    JOIN vnd_mst v ON v.co_no = r.co_no AND v.vnd_no = r.vnd_no
) q
WHERE NOT EXISTS (SELECT 1 FROM str_mst s WHERE s.co_no = q.co_no AND s.str_no = q.str_no
                     AND (s.stat_cd <> 'O' OR s.opn_dt > q.ord_dt));

INSERT INTO po_dtl (co_no, po_no, ln_no, itm_no, ord_qty, rcv_qty, unit_cst)
SELECT h.co_no, h.po_no, vi.rn, vi.itm_no,
       6 * (1 + (h.po_no + vi.rn) % 5),
       CASE WHEN h.stat_cd = 'R' THEN 6 * (1 + (h.po_no + vi.rn) % 5) - CASE WHEN h.po_no % 5 = 0 AND vi.rn = 1 THEN 2 ELSE 0 END
            WHEN h.stat_cd = 'P' AND vi.rn % 2 = 1 THEN 6 * (1 + (h.po_no + vi.rn) % 5)
            ELSE 0 END,
       vi.unit_cst
FROM po_hdr h
JOIN (SELECT co_no, vnd_no, itm_no, unit_cst, row_number() OVER (PARTITION BY co_no, vnd_no ORDER BY itm_no) AS rn
        FROM itm_mst) vi
  ON vi.co_no = h.co_no AND vi.vnd_no = h.vnd_no AND vi.rn <= 2 + h.po_no % 4;

CREATE INDEX pos_hdr_dt_ix ON pos_hdr (co_no, txn_dt);
CREATE INDEX pos_hdr_str_ix ON pos_hdr (co_no, str_no, txn_dt);
CREATE INDEX pos_hdr_loy_ix ON pos_hdr (co_no, cust_loy_no);
CREATE INDEX pos_dtl_itm_ix ON pos_dtl (co_no, itm_no);
CREATE INDEX emp_shft_emp_ix ON emp_shft (co_no, emp_no, shft_dt);
CREATE INDEX emp_mst_str_ix ON emp_mst (co_no, str_no);
CREATE INDEX itm_mst_cat_ix ON itm_mst (co_no, cat_cd);
CREATE INDEX inv_cnt_str_ix ON inv_cnt (co_no, str_no, cnt_dt);
CREATE INDEX str_xfr_ix ON str_xfr (co_no, req_dt);
CREATE INDEX po_hdr_vnd_ix ON po_hdr (co_no, vnd_no, ord_dt);
