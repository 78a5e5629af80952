-- =====================================================================
-- FloorLink MES / ERP-lite  --  shop-floor + purchasing data model
-- Multi-tenant SaaS: every table carries org_id (the manufacturing company).
--   org_id 1 = Apex Precision Components (CNC machining, US/MX)
--   org_id 2 = Northwind Plastics Molding (injection molding, US/MX)
--   org_id 3 = Celtic Electronics Assembly (EMS / PCBA, IE/MY)
--
-- Conventions a new analyst is told on day one:
--  * Naming: _id surrogate keys, _cd short codes, _nm names, _no business numbers,
--    _dt calendar dates, _ts timestamps (plant local time), _flg 'Y'/'N',
--    qty_* quantities in the item's unit of measure (uom), *_amt / *_cost money in
--    the company's currency (org 1,2 USD; org 3 EUR - see po_hdr.currency_cd).
--  * "Active" master data = active_flg = 'Y'. Employees: emp_stat_cd 'ACT' active,
--    'LOA' leave of absence, 'TERM' terminated (term_dt set).
--  * employee.role_cd: OPR operator, SUP shift supervisor, QE quality engineer,
--    PLN production planner, BUY buyer, MGR plant manager.
--  * Shifts: shift_cd 'A' 06:00-14:00 (1st/day), 'B' 14:00-22:00 (2nd/swing),
--    'C' 22:00-06:00 (3rd/night). Office staff are 'D' (days).
--  * work_ctr.wc_type_cd: MACH machining, FIN finishing, INSP inspection,
--    MOLD injection molding, ASSY assembly, PACK pack-out, SMT surface mount,
--    THT through-hole, TEST test. Production (prod_run) is booked on the first three
--    work centres of each plant; the 4th (inspection/pack/test) only logs downtime.
--  * machine.stat_cd is the CURRENT state: RUN running, IDLE no job loaded,
--    DOWN broken down (has an open dt_event), RETD retired/decommissioned.
--  * item.item_type_cd: FG finished good (what we build for customers), RM raw
--    material / purchased component, PKG packaging. Only FG have a list_price_amt.
--  * bom_line: components per 1 unit of parent. A line is current when
--    eff_to_dt IS NULL (or >= today); superseded lines keep their eff_to_dt.
--  * wo_hdr.wo_stat_cd lifecycle: PLN planned (not released), REL released to floor
--    (not started), WIP in process, CMPL production complete (not yet closed),
--    CLSD closed (costed), CANC cancelled. "Open" work orders = PLN, REL, WIP.
--    "Completed" = CMPL or CLSD; completion date = cmpl_ts.
--    On-time delivery (OTD): completed with cmpl_ts::date <= due_dt.
--    Late / past due open WO: open and due_dt < today.
--  * Revenue (contract manufacturing sales) = qty_cmpl * unit_price_amt on
--    completed work orders (CMPL, CLSD), dated by cmpl_ts.
--  * prod_run: one run slice of a work order on one machine in one shift, dated by
--    start_ts. qty_good = good pieces first time through, qty_rework = pieces sent to
--    rework, qty_scrap = scrapped pieces (scrap_rsn_cd: DIM dimensional out of
--    tolerance, SURF cosmetic/surface, MATL bad material, SETUP setup/first-off,
--    HANDL handling damage).
--    Total produced = qty_good + qty_scrap + qty_rework.
--    Scrap rate = qty_scrap / total produced. First pass yield (FPY) = qty_good / total.
--    Scrap cost = qty_scrap * item.std_cost_amt.
--  * dt_event: machine downtime, dated by start_ts; duration = end_ts - start_ts
--    (dur_min stores it in minutes; NULL while still down). Reason codes in
--    dt_reason; planned_flg = 'Y' for planned stops (PM, changeover, breaks,
--    no schedule) - "unplanned downtime" = planned_flg 'N'.
--    A "breakdown" = unplanned equipment failure, rsn_cat_cd 'EQUIP' (MECH, ELEC, TOOL).
--    MTBF = production run time / number of breakdowns; MTTR = avg dur_min of breakdowns.
--  * qc_insp.insp_type_cd: IQC incoming (on a PO receipt), FAI first article (first
--    run of a WO), FQC final inspection (on WO completion). result_cd PASS / FAIL.
--    Every FAIL raises an NCR.
--  * ncr (non-conformance report): src_cd INT internal, SUPP supplier.
--    ncr_stat_cd OPEN, MRB (at material review board), CLSD closed, VOID.
--    "Open NCRs" = OPEN or MRB. disp_cd (disposition): UAI use-as-is, RWK rework,
--    SCRP scrap, RTV return to vendor. sev_cd MIN minor, MAJ major, CRIT critical.
--  * supplier.supp_stat_cd: APPR approved, COND conditionally approved (on
--    probation), DISQ disqualified.
--  * po_hdr.po_stat_cd: DRFT draft (not sent), OPEN sent, nothing received,
--    PART partially received, RCVD fully received, CLSD closed/invoiced, CANC.
--    "Open POs" = OPEN or PART. PO value = sum(po_line.qty_ord * unit_cost_amt);
--    open value = sum((qty_ord - qty_rcvd) * unit_cost_amt).
--    Supplier on-time = last_rcpt_dt <= promise_dt.
-- =====================================================================

CREATE TABLE plant (
    org_id        integer      NOT NULL,
    plant_id      integer      PRIMARY KEY,
    plant_cd      varchar(8)   NOT NULL,
    plant_nm      varchar(60)  NOT NULL,
    city_nm       varchar(40),
    state_cd      varchar(4),
    country_cd    char(2)      NOT NULL,
    active_flg    char(1)      NOT NULL DEFAULT 'Y'
);

CREATE TABLE work_ctr (
    org_id          integer      NOT NULL,
    wc_id           integer      PRIMARY KEY,
    plant_id        integer      NOT NULL REFERENCES plant(plant_id),
    wc_cd           varchar(12)  NOT NULL,
    wc_nm           varchar(60)  NOT NULL,
    wc_type_cd      varchar(4)   NOT NULL,
    labor_rate_amt  numeric(10,2) NOT NULL,
    active_flg      char(1)      NOT NULL DEFAULT 'Y'
);

CREATE TABLE machine (
    org_id           integer      NOT NULL,
    mach_id          integer      PRIMARY KEY,
    wc_id            integer      NOT NULL REFERENCES work_ctr(wc_id),
    asset_tag        varchar(16)  NOT NULL,
    mach_nm          varchar(60)  NOT NULL,
    mfr_nm           varchar(40),
    install_dt       date,
    ideal_cycle_sec  numeric(8,2) NOT NULL,
    stat_cd          varchar(4)   NOT NULL
);

CREATE TABLE employee (
    org_id        integer      NOT NULL,
    emp_id        integer      PRIMARY KEY,
    badge_no      varchar(10)  NOT NULL,
    first_nm      varchar(30)  NOT NULL,
    last_nm       varchar(30)  NOT NULL,
    role_cd       varchar(4)   NOT NULL,
    plant_id      integer      NOT NULL REFERENCES plant(plant_id),
    shift_cd      char(1)      NOT NULL,
    hire_dt       date         NOT NULL,
    term_dt       date,
    emp_stat_cd   varchar(4)   NOT NULL
);

CREATE TABLE customer (
    org_id        integer      NOT NULL,
    cust_id       integer      PRIMARY KEY,
    cust_no       varchar(10)  NOT NULL,
    cust_nm       varchar(60)  NOT NULL,
    country_cd    char(2)      NOT NULL,
    pay_terms_cd  varchar(4)   NOT NULL,
    active_flg    char(1)      NOT NULL DEFAULT 'Y'
);

CREATE TABLE supplier (
    org_id          integer      NOT NULL,
    supp_id         integer      PRIMARY KEY,
    supp_no         varchar(10)  NOT NULL,
    supp_nm         varchar(60)  NOT NULL,
    country_cd      char(2)      NOT NULL,
    lead_time_days  integer      NOT NULL,
    supp_stat_cd    varchar(4)   NOT NULL
);

CREATE TABLE item (
    org_id          integer       NOT NULL,
    item_id         integer       PRIMARY KEY,
    item_no         varchar(20)   NOT NULL,
    item_desc       varchar(80)   NOT NULL,
    item_type_cd    varchar(4)    NOT NULL,
    uom_cd          varchar(4)    NOT NULL,
    std_cost_amt    numeric(12,4) NOT NULL,
    list_price_amt  numeric(12,4),
    pref_supp_id    integer       REFERENCES supplier(supp_id),
    active_flg      char(1)       NOT NULL DEFAULT 'Y'
);

CREATE TABLE bom_line (
    org_id          integer       NOT NULL,
    bom_line_id     integer       PRIMARY KEY,
    parent_item_id  integer       NOT NULL REFERENCES item(item_id),
    comp_item_id    integer       NOT NULL REFERENCES item(item_id),
    line_no         integer       NOT NULL,
    qty_per         numeric(10,4) NOT NULL,
    scrap_pct       numeric(5,2)  NOT NULL DEFAULT 0,
    eff_from_dt     date          NOT NULL,
    eff_to_dt       date
);

CREATE TABLE wo_hdr (
    org_id          integer       NOT NULL,
    wo_id           integer       PRIMARY KEY,
    wo_no           varchar(16)   NOT NULL,
    plant_id        integer       NOT NULL REFERENCES plant(plant_id),
    wc_id           integer       NOT NULL REFERENCES work_ctr(wc_id),
    item_id         integer       NOT NULL REFERENCES item(item_id),
    cust_id         integer       NOT NULL REFERENCES customer(cust_id),
    planner_emp_id  integer       REFERENCES employee(emp_id),
    wo_stat_cd      varchar(4)    NOT NULL,
    qty_ord         integer       NOT NULL,
    qty_cmpl        integer       NOT NULL DEFAULT 0,
    unit_price_amt  numeric(12,4) NOT NULL,
    create_ts       timestamp     NOT NULL,
    rel_ts          timestamp,
    sched_start_dt  date          NOT NULL,
    due_dt          date          NOT NULL,
    cmpl_ts         timestamp
);

CREATE TABLE prod_run (
    org_id        integer      NOT NULL,
    run_id        integer      PRIMARY KEY,
    wo_id         integer      NOT NULL REFERENCES wo_hdr(wo_id),
    mach_id       integer      NOT NULL REFERENCES machine(mach_id),
    emp_id        integer      NOT NULL REFERENCES employee(emp_id),
    shift_cd      char(1)      NOT NULL,
    start_ts      timestamp    NOT NULL,
    end_ts        timestamp,
    qty_good      integer      NOT NULL DEFAULT 0,
    qty_scrap     integer      NOT NULL DEFAULT 0,
    qty_rework    integer      NOT NULL DEFAULT 0,
    scrap_rsn_cd  varchar(6)
);

CREATE TABLE dt_reason (
    org_id        integer      NOT NULL,
    rsn_cd        varchar(6)   NOT NULL,
    rsn_desc      varchar(60)  NOT NULL,
    rsn_cat_cd    varchar(6)   NOT NULL,
    planned_flg   char(1)      NOT NULL,
    PRIMARY KEY (org_id, rsn_cd)
);

CREATE TABLE dt_event (
    org_id        integer      NOT NULL,
    dt_event_id   integer      PRIMARY KEY,
    mach_id       integer      NOT NULL REFERENCES machine(mach_id),
    rsn_cd        varchar(6)   NOT NULL,
    start_ts      timestamp    NOT NULL,
    end_ts        timestamp,
    dur_min       integer,
    shift_cd      char(1)      NOT NULL,
    rptd_emp_id   integer      REFERENCES employee(emp_id),
    cmnt_txt      varchar(200),
    FOREIGN KEY (org_id, rsn_cd) REFERENCES dt_reason(org_id, rsn_cd)
);

CREATE TABLE po_hdr (
    org_id        integer      NOT NULL,
    po_id         integer      PRIMARY KEY,
    po_no         varchar(16)  NOT NULL,
    supp_id       integer      NOT NULL REFERENCES supplier(supp_id),
    plant_id      integer      NOT NULL REFERENCES plant(plant_id),
    buyer_emp_id  integer      REFERENCES employee(emp_id),
    po_dt         date         NOT NULL,
    po_stat_cd    varchar(4)   NOT NULL,
    currency_cd   char(3)      NOT NULL
);

CREATE TABLE po_line (
    org_id         integer       NOT NULL,
    po_line_id     integer       PRIMARY KEY,
    po_id          integer       NOT NULL REFERENCES po_hdr(po_id),
    line_no        integer       NOT NULL,
    item_id        integer       NOT NULL REFERENCES item(item_id),
    qty_ord        integer       NOT NULL,
    qty_rcvd       integer       NOT NULL DEFAULT 0,
    unit_cost_amt  numeric(12,4) NOT NULL,
    need_dt        date          NOT NULL,
    promise_dt     date          NOT NULL,
    last_rcpt_dt   date
);

CREATE TABLE qc_insp (
    org_id            integer      NOT NULL,
    insp_id           integer      PRIMARY KEY,
    insp_type_cd      varchar(4)   NOT NULL,
    item_id           integer      NOT NULL REFERENCES item(item_id),
    wo_id             integer      REFERENCES wo_hdr(wo_id),
    run_id            integer      REFERENCES prod_run(run_id),
    po_line_id        integer      REFERENCES po_line(po_line_id),
    insp_ts           timestamp    NOT NULL,
    inspector_emp_id  integer      REFERENCES employee(emp_id),
    qty_sampled       integer      NOT NULL,
    qty_rej           integer      NOT NULL DEFAULT 0,
    result_cd         varchar(4)   NOT NULL
);

CREATE TABLE ncr (
    org_id        integer      NOT NULL,
    ncr_id        integer      PRIMARY KEY,
    ncr_no        varchar(16)  NOT NULL,
    insp_id       integer      REFERENCES qc_insp(insp_id),
    item_id       integer      NOT NULL REFERENCES item(item_id),
    src_cd        varchar(4)   NOT NULL,
    supp_id       integer      REFERENCES supplier(supp_id),
    sev_cd        varchar(4)   NOT NULL,
    qty_nc        integer      NOT NULL,
    ncr_stat_cd   varchar(4)   NOT NULL,
    disp_cd       varchar(4),
    owner_emp_id  integer      REFERENCES employee(emp_id),
    opened_ts     timestamp    NOT NULL,
    closed_ts     timestamp
);

-- ---------------------------------------------------------------------
-- reference data
-- ---------------------------------------------------------------------
INSERT INTO plant (org_id, plant_id, plant_cd, plant_nm, city_nm, state_cd, country_cd, active_flg) VALUES
 (1, 1, 'DAL1', 'Dallas Machining',      'Dallas',        'TX',  'US', 'Y'),
 (1, 2, 'MTY1', 'Monterrey Plant',       'Monterrey',     'NL',  'MX', 'Y'),
 (2, 3, 'GRR1', 'Grand Rapids Molding',  'Grand Rapids',  'MI',  'US', 'Y'),
 (2, 4, 'CLT1', 'Charlotte Molding',     'Charlotte',     'NC',  'US', 'Y'),
 (2, 5, 'JRZ1', 'Juarez Assembly',       'Ciudad Juarez', 'CHH', 'MX', 'Y'),
 (3, 6, 'GAL1', 'Galway EMS',            'Galway',        NULL,  'IE', 'Y'),
 (3, 7, 'PEN1', 'Penang EMS',            'Penang',        NULL,  'MY', 'Y');

INSERT INTO work_ctr (org_id, wc_id, plant_id, wc_cd, wc_nm, wc_type_cd, labor_rate_amt, active_flg)
SELECT p.org_id, p.plant_id * 10 + k, p.plant_id,
       p.plant_cd || '-' || (ARRAY['CNCM','CNCT','DBW','FINS','IMLG','IMSM','USW','PACK','SMT','THT','BOX','FCT'])[(p.org_id - 1) * 4 + k],
       (ARRAY['CNC Milling','CNC Turning','Deburr & Wash','Final Inspection',
              'Injection Molding - Large Tonnage','Injection Molding - Small Tonnage','Ultrasonic Welding','Pack-out',
              'SMT Line','Through-Hole / Wave Solder','Box Build','Functional Test'])[(p.org_id - 1) * 4 + k],
       (ARRAY['MACH','MACH','FIN','INSP','MOLD','MOLD','ASSY','PACK','SMT','THT','ASSY','TEST'])[(p.org_id - 1) * 4 + k],
       CASE WHEN p.country_cd IN ('MX','MY') THEN 18 + k * 2 ELSE 42 + k * 3 END,
       'Y'
FROM plant p CROSS JOIN generate_series(1, 4) AS k;

INSERT INTO machine (org_id, mach_id, wc_id, asset_tag, mach_nm, mfr_nm, install_dt, ideal_cycle_sec, stat_cd)
SELECT w.org_id, w.wc_id * 10 + m, w.wc_id,
       'A' || lpad((w.wc_id * 10 + m)::text, 5, '0'),
       (ARRAY['Haas VF-4','Okuma LB3000','Ransohoff LeanJet','Zeiss Contura CMM',
              'Engel Victory 500T','Arburg 220S','Branson 2000X','Pack Station',
              'Fuji NXT III','Vitronics Delta Wave','Assembly Bench','Teradyne ICT'])[(w.org_id - 1) * 4 + (w.wc_id % 10)]
           || ' ' || p.plant_cd || ' #' || m,
       (ARRAY['Haas','Okuma','Ransohoff','Zeiss','Engel','Arburg','Branson','Internal',
              'Fuji','Vitronics','Internal','Teradyne'])[(w.org_id - 1) * 4 + (w.wc_id % 10)],
       CURRENT_DATE - (400 + ((w.wc_id * 10 + m) * 137) % 3000),
       6 + ((w.wc_id * 10 + m) * 7) % 9,
       CASE WHEN w.wc_id % 10 = 4 AND m = 3 AND w.org_id <> 2 THEN 'RETD'
            WHEN w.wc_id * 10 + m IN (111, 322, 413, 612) THEN 'DOWN'
            WHEN m = 3 AND w.wc_id % 10 = 4 THEN 'IDLE'
            WHEN (w.wc_id * 10 + m) % 7 = 0 THEN 'IDLE'
            ELSE 'RUN' END
FROM work_ctr w JOIN plant p ON p.plant_id = w.plant_id
CROSS JOIN generate_series(1, 3) AS m;

INSERT INTO employee (org_id, emp_id, badge_no, first_nm, last_nm, role_cd, plant_id, shift_cd, hire_dt, term_dt, emp_stat_cd)
SELECT o.org_id, o.org_id * 1000 + e,
       'B' || o.org_id || lpad(e::text, 4, '0'),
       (ARRAY['James','Maria','Robert','Linda','Carlos','Patricia','Michael','Jennifer','Luis','Elizabeth',
              'David','Susan','Jose','Jessica','Thomas','Sarah','Juan','Karen','Daniel','Nancy',
              'Miguel','Lisa','Kevin','Ana','Brian','Sandra','Aidan','Siobhan','Wei','Priya',
              'Ahmad','Mei','Sean','Niamh','Raj','Laura','Diego','Emma','Hassan','Olivia'])[1 + (e * 7 + o.org_id * 3) % 40],
       (ARRAY['Smith','Garcia','Johnson','Martinez','Brown','Lopez','Davis','Hernandez','Miller','Gonzalez',
              'Wilson','Perez','Moore','Sanchez','Taylor','Ramirez','Anderson','Torres','Thomas','Flores',
              'Jackson','Rivera','White','Gomez','Harris','Diaz','Murphy','Kelly','Tan','Lim',
              'Walsh','Byrne','Ryan','Chen','Kumar','Nguyen','Reyes','Cruz','OBrien','Lee'])[1 + (e * 11 + e / 40 * 7 + o.org_id * 5) % 40],
       CASE WHEN e <= 28 THEN 'OPR' WHEN e <= 33 THEN 'SUP' WHEN e <= 37 THEN 'QE'
            WHEN e <= 40 THEN 'PLN' WHEN e <= 43 THEN 'BUY' ELSE 'MGR' END,
       CASE o.org_id WHEN 1 THEN 1 WHEN 2 THEN 3 ELSE 6 END + e % CASE o.org_id WHEN 2 THEN 3 ELSE 2 END,
       CASE WHEN e <= 33 THEN (ARRAY['A','B','C'])[1 + (e * 2 + e / 3) % 3] ELSE 'D' END,
       CURRENT_DATE - (60 + (e * 97 + o.org_id * 13) % 3200),
       CASE WHEN e IN (5, 17, 26) THEN CURRENT_DATE - (10 + (e * 11 + o.org_id) % 150) END,
       CASE WHEN e IN (5, 17, 26) THEN 'TERM' WHEN e = 12 THEN 'LOA' ELSE 'ACT' END
FROM (VALUES (1), (2), (3)) AS o(org_id) CROSS JOIN generate_series(1, 45) AS e;

INSERT INTO customer (org_id, cust_id, cust_no, cust_nm, country_cd, pay_terms_cd, active_flg) VALUES
 (1, 101, 'C10001', 'Lockwood Aerospace',          'US', 'N45', 'Y'),
 (1, 102, 'C10002', 'Meridian Medical Devices',    'US', 'N30', 'Y'),
 (1, 103, 'C10003', 'Trident Defense Systems',     'US', 'N60', 'Y'),
 (1, 104, 'C10004', 'Granite Hydraulics',          'CA', 'N30', 'Y'),
 (1, 105, 'C10005', 'Vantage Robotics',            'US', 'N45', 'Y'),
 (1, 106, 'C10006', 'Summit Oil Tools',            'MX', 'N60', 'N'),
 (2, 201, 'NW-0101', 'HomeChef Appliances',        'US', 'N45', 'Y'),
 (2, 202, 'NW-0102', 'AquaPure Filtration',        'US', 'N30', 'Y'),
 (2, 203, 'NW-0103', 'Kidsville Toys',             'US', 'N60', 'Y'),
 (2, 204, 'NW-0104', 'Brightline Automotive',      'US', 'N45', 'Y'),
 (2, 205, 'NW-0105', 'MedCo Disposables',          'US', 'N30', 'Y'),
 (2, 206, 'NW-0106', 'GreenLeaf Packaging',        'CA', 'N30', 'Y'),
 (2, 207, 'NW-0107', 'Orbit Consumer Electronics', 'MX', 'N60', 'N'),
 (3, 301, 'CE301', 'Nordic Medical Monitors',      'SE', 'N30', 'Y'),
 (3, 302, 'CE302', 'Helios Solar Inverters',       'DE', 'N45', 'Y'),
 (3, 303, 'CE303', 'Brightline Automotive',        'US', 'N60', 'Y'),
 (3, 304, 'CE304', 'Skyward Drones',               'IE', 'N30', 'Y'),
 (3, 305, 'CE305', 'Atlas Industrial Controls',    'GB', 'N45', 'Y'),
 (3, 306, 'CE306', 'Quantum Networks',             'NL', 'N30', 'Y');

INSERT INTO supplier (org_id, supp_id, supp_no, supp_nm, country_cd, lead_time_days, supp_stat_cd) VALUES
 (1, 101, 'V1001', 'Alcoa Bar Stock Supply',     'US', 14, 'APPR'),
 (1, 102, 'V1002', 'Precision Fasteners Inc',    'US',  7, 'APPR'),
 (1, 103, 'V1003', 'MetalMart Distributors',     'US', 10, 'COND'),
 (1, 104, 'V1004', 'Kennametal Tooling',         'US', 21, 'APPR'),
 (1, 105, 'V1005', 'Sandvik Coromant',           'SE', 28, 'APPR'),
 (1, 106, 'V1006', 'Ohio Anodizing Co',          'US', 10, 'APPR'),
 (1, 107, 'V1007', 'Midwest Heat Treat',         'US', 12, 'DISQ'),
 (1, 108, 'V1008', 'Global Packaging Corp',      'US',  5, 'APPR'),
 (2, 201, 'NWV-01', 'Dow Resins',                'US', 21, 'APPR'),
 (2, 202, 'NWV-02', 'SABIC Polymers',            'SA', 35, 'APPR'),
 (2, 203, 'NWV-03', 'ColorMatrix Masterbatch',   'US', 14, 'COND'),
 (2, 204, 'NWV-04', 'Uline',                     'US',  3, 'APPR'),
 (2, 205, 'NWV-05', 'Midwest Mold Components',   'US', 18, 'APPR'),
 (2, 206, 'NWV-06', 'Precision Fasteners Inc',   'US',  7, 'APPR'),
 (2, 207, 'NWV-07', 'Great Lakes Corrugated',    'US',  5, 'DISQ'),
 (2, 208, 'NWV-08', 'Hi-Tech Inserts LLC',       'MX', 12, 'APPR'),
 (3, 301, 'S301', 'Arrow Electronics',           'US', 21, 'APPR'),
 (3, 302, 'S302', 'Digi-Key',                    'US',  5, 'APPR'),
 (3, 303, 'S303', 'Mouser Electronics',          'US',  5, 'APPR'),
 (3, 304, 'S304', 'Avnet EMEA',                  'DE', 28, 'APPR'),
 (3, 305, 'S305', 'PCB Fab Asia',                'CN', 35, 'COND'),
 (3, 306, 'S306', 'Molex Connectors',            'US', 21, 'APPR'),
 (3, 307, 'S307', 'Kester Solder',               'US', 10, 'APPR'),
 (3, 308, 'S308', 'Global Packaging Corp',       'IE',  7, 'APPR');

INSERT INTO item (org_id, item_id, item_no, item_desc, item_type_cd, uom_cd, std_cost_amt, list_price_amt, pref_supp_id, active_flg)
SELECT o.org_id, o.org_id * 1000 + i,
       (ARRAY['AP-','NWP-','CEA-'])[o.org_id] || CASE WHEN i <= 12 THEN 'F' WHEN i <= 26 THEN 'R' ELSE 'P' END || lpad((i * 10 + o.org_id)::text, 4, '0'),
       (ARRAY[
         'Hydraulic Manifold Block','Turbine Mounting Bracket','Bone Screw Housing','Actuator Piston Rod','Valve Body 2in','Gearbox Output Shaft',
         'Robot Arm Joint Housing','Drill Collar Sub','Landing Gear Bushing','Surgical Handle Ti','Pump Impeller SS','Sensor Mount Plate',
         'Al 6061 Bar 3in','Al 7075 Plate 1in','SS 316 Round 2in','SS 17-4 Bar 1.5in','Ti-6Al-4V Bar 1in','4140 Steel Bar 4in','Brass C360 Rod',
         'Delrin Rod 2in','Helicoil Insert M6','O-Ring Viton 2-210','SHCS M8x25','Dowel Pin 6mm','Anodize Service','Heat Treat Service',
         'VCI Bag 12x18','Foam Insert Tray','Shipping Carton 18in','Pallet 48x40',
         'Blender Jar Lid','Filter Housing 10in','Toy Brick 2x4 Red','Door Handle Bezel','Syringe Barrel 10ml','Clamshell Tray 8oz',
         'Remote Control Case','Cup Holder Insert','Filter Cap Assembly','Vent Louver Assembly','Spray Trigger Body','Battery Cover',
         'PP Homopolymer Resin','ABS Resin Natural','PC Resin Clear','HDPE Resin','Nylon 66 GF30','Black Masterbatch','Red Masterbatch',
         'Brass Threaded Insert','Silicone Gasket','SS Spring','Label Roll 2x4','Mold Release Spray','Regrind PP','TPE Overmold Resin',
         'Poly Bag 6x9','Corrugated Box 24x16','Pallet 48x40','Stretch Wrap',
         'Patient Monitor Mainboard','Inverter Control PCBA','ECU Sensor Board','Drone Flight Controller','PLC IO Module','Router Power Board',
         'Display Driver PCBA','Battery Mgmt Board','Gateway Box Build','Motor Driver PCBA','LED Driver Board','Comms Daughter Card',
         'Bare PCB 4-layer','Bare PCB 8-layer','MCU ARM Cortex-M4','DC-DC Converter IC','MLCC 0402 100nF','Resistor 0603 10k','Header Connector 2x10',
         'USB-C Connector','Electrolytic Cap 470uF','Solder Paste SAC305','Enclosure Aluminium','Wire Harness 12pin','Thermal Pad','Conformal Coating',
         'ESD Bag 8x10','ESD Tray','Shipping Carton Small','Pallet EUR'])[(o.org_id - 1) * 30 + i],
       CASE WHEN i <= 12 THEN 'FG' WHEN i <= 26 THEN 'RM' ELSE 'PKG' END,
       CASE WHEN o.org_id = 2 AND i BETWEEN 13 AND 19 THEN 'KG'
            WHEN o.org_id = 1 AND i BETWEEN 13 AND 20 THEN 'FT'
            WHEN o.org_id = 2 AND i IN (25, 30) THEN 'RL'
            ELSE 'EA' END,
       CASE WHEN i <= 12 THEN round((12 + (i * 37 + o.org_id * 11) % 160) * (CASE o.org_id WHEN 2 THEN 0.25 ELSE 1 END), 2)
            ELSE round(0.15 + ((i * 13 + o.org_id * 7) % 40) * (CASE o.org_id WHEN 3 THEN 0.2 ELSE 0.55 END), 4) END,
       CASE WHEN i <= 12 THEN round((12 + (i * 37 + o.org_id * 11) % 160) * (CASE o.org_id WHEN 2 THEN 0.25 ELSE 1 END) * (1.25 + (i % 4) * 0.05), 2) END,
       CASE WHEN i > 12 THEN o.org_id * 100 + 1 + i % 8 END,
       CASE WHEN i = 30 OR (i = 12 AND o.org_id = 1) THEN 'N' ELSE 'Y' END
FROM (VALUES (1), (2), (3)) AS o(org_id) CROSS JOIN generate_series(1, 30) AS i;

INSERT INTO bom_line (org_id, bom_line_id, parent_item_id, comp_item_id, line_no, qty_per, scrap_pct, eff_from_dt, eff_to_dt)
SELECT o.org_id, (o.org_id * 1000 + i) * 10 + n, o.org_id * 1000 + i,
       o.org_id * 1000 + CASE WHEN n = 3 THEN 27 + i % 3
                              WHEN n = 4 THEN 13 + (i + 5) % 14
                              ELSE 13 + (i + n * 4) % 14 END,
       (n + 1) * 10,
       CASE WHEN n = 3 THEN 1 ELSE round(0.25 + ((i * 3 + n * 5) % 8) * 0.5, 4) END,
       CASE WHEN n = 0 THEN 3 WHEN n = 1 THEN 1.5 ELSE 0 END,
       CASE WHEN n = 4 THEN CURRENT_DATE - 119 ELSE CURRENT_DATE - 900 END,
       CASE WHEN n = 1 AND i % 4 = 0 THEN CURRENT_DATE - 120 END
FROM (VALUES (1), (2), (3)) AS o(org_id) CROSS JOIN generate_series(1, 12) AS i CROSS JOIN generate_series(0, 4) AS n
WHERE n < 4 OR i % 4 = 0;

INSERT INTO dt_reason (org_id, rsn_cd, rsn_desc, rsn_cat_cd, planned_flg)
SELECT o.org_id, r.rsn_cd, r.rsn_desc, r.rsn_cat_cd, r.planned_flg
FROM (VALUES (1), (2), (3)) AS o(org_id)
CROSS JOIN (VALUES
  ('MECH', 'Mechanical breakdown',            'EQUIP', 'N'),
  ('ELEC', 'Electrical / controls fault',     'EQUIP', 'N'),
  ('TOOL', 'Tooling / mold / stencil issue',  'EQUIP', 'N'),
  ('MATL', 'Waiting for material',            'LOGIS', 'N'),
  ('NOOP', 'No operator available',           'LABOR', 'N'),
  ('QUAL', 'Quality hold',                    'QUAL',  'N'),
  ('CHG',  'Changeover / setup',              'PROC',  'Y'),
  ('PM',   'Planned preventive maintenance',  'MAINT', 'Y'),
  ('BRK',  'Scheduled break / meeting',       'LABOR', 'Y'),
  ('NOSCH','No production scheduled',         'PLAN',  'Y')
) AS r(rsn_cd, rsn_desc, rsn_cat_cd, planned_flg);

-- ---------------------------------------------------------------------
-- work orders (wo_seq = wo_id - org_id*100000; qty_cmpl = sum of good qty booked)
-- ---------------------------------------------------------------------
INSERT INTO wo_hdr (org_id, wo_id, wo_no, plant_id, wc_id, item_id, cust_id, planner_emp_id, wo_stat_cd,
                    qty_ord, qty_cmpl, unit_price_amt, create_ts, rel_ts, sched_start_dt, due_dt, cmpl_ts)
SELECT b.org_id, b.wo_id, b.wo_no, b.plant_id, b.plant_id * 10 + 1 + (b.w / 3) % 3, b.item_id, b.cust_id, b.planner_emp_id, b.stat,
       b.qty_ord,
       COALESCE((SELECT sum(ceil(b.qty_ord::numeric / b.nr)
                            - floor(ceil(b.qty_ord::numeric / b.nr) * (1 + (b.w * 3 + k * 5 + b.org_id) % 7) / 100.0)
                            - floor(ceil(b.qty_ord::numeric / b.nr) * ((2 * b.w + k) % 3) / 100.0))
                 FROM generate_series(1, b.nr) AS k
                 WHERE b.stat IN ('WIP','CMPL','CLSD')
                   AND b.sched_start_dt + ((k - 1) * b.lt) / b.nr < CURRENT_DATE), 0),
       i.list_price_amt,
       (b.sched_start_dt - 7 - b.w % 5) + time '09:15',
       CASE WHEN b.stat <> 'PLN' THEN (b.sched_start_dt - 2) + time '07:30' END,
       b.sched_start_dt,
       b.sched_start_dt + 18 + (b.w % 3) * 2,
       CASE WHEN b.stat IN ('CMPL','CLSD') THEN (b.sched_start_dt + b.lt) + time '15:30' + (b.w % 90) * interval '1 minute' END
FROM (
  SELECT x.*, 
         CASE WHEN x.d <= 4 THEN CURRENT_DATE + (6 - x.d) ELSE CURRENT_DATE - x.d END AS sched_start_dt
  FROM (
    SELECT o.org_id, o.org_id * 100000 + w AS wo_id, w,
           (ARRAY['APW','NWW','CEW'])[o.org_id] || lpad((20000 + w)::text, 6, '0') AS wo_no,
           CASE o.org_id WHEN 1 THEN 1 WHEN 2 THEN 3 ELSE 6 END + w % CASE o.org_id WHEN 2 THEN 3 ELSE 2 END AS plant_id,
           o.org_id * 1000 + 1 + (w * 5) % 12 AS item_id,
           o.org_id * 100 + CASE WHEN o.org_id = 2 AND (w * 3) % 13 = 9 AND (w * 37) % 455 < 200 THEN 5 WHEN o.org_id = 2 THEN (ARRAY[1,1,1,2,2,3,4,5,6,7,2,4,1])[1 + (w * 3) % 13] ELSE (ARRAY[1,1,2,2,3,4,5,6,1,3,2])[1 + (w * 3) % 11] END AS cust_id,
           o.org_id * 1000 + 38 + w % 3 AS planner_emp_id,
           (w * 37) % 455 AS d,
           5 + (w * 13) % 20 AS lt,
           1 + w % 4 AS nr,
           (100 * (1 + w % 8) + (w % 5) * 25) * CASE o.org_id WHEN 3 THEN 1 ELSE 2 END AS qty_ord,
           CASE WHEN (w * 37) % 455 <= 4 THEN CASE WHEN w % 2 = 0 THEN 'PLN' ELSE 'REL' END
                WHEN (w * 37) % 455 <= 24 THEN 'WIP'
                WHEN w % 31 = 7 THEN 'CANC'
                WHEN (w * 37) % 455 <= 90 AND w % 23 = 0 THEN 'WIP'
                WHEN (w * 37) % 455 <= 60 AND w % 3 = 0 THEN 'CMPL'
                ELSE 'CLSD' END AS stat
    FROM (VALUES (1, 420), (2, 390), (3, 330)) AS o(org_id, n_wo)
    CROSS JOIN LATERAL generate_series(0, o.n_wo - 1) AS w
  ) x
) b
JOIN item i ON i.item_id = b.item_id;

INSERT INTO prod_run (org_id, run_id, wo_id, mach_id, emp_id, shift_cd, start_ts, end_ts, qty_good, qty_scrap, qty_rework, scrap_rsn_cd)
SELECT r.org_id, r.wo_id * 10 + r.k, r.wo_id,
       r.wc_id * 10 + 1 + (r.w + r.k) % 3,
       r.org_id * 1000 + CASE WHEN 1 + (r.w * 3 + r.k * 11) % 28 IN (5, 12, 17, 26, 28) AND r.run_dt >= CURRENT_DATE - 165 THEN 1 + (r.w + r.k) % 4 ELSE 1 + (r.w * 3 + r.k * 11) % 28 END,
       (ARRAY['A','B','C'])[1 + (r.w + r.k) % 3],
       r.run_dt + (6 + 8 * ((r.w + r.k) % 3)) * interval '1 hour',
       r.run_dt + (6 + 8 * ((r.w + r.k) % 3)) * interval '1 hour' + (240 + (r.w * 7 + r.k * 13) % 210) * interval '1 minute',
       r.pq - r.sq - r.rq, r.sq, r.rq,
       CASE WHEN r.sq > 0 THEN (ARRAY['DIM','SURF','MATL','SETUP','HANDL','DIM','SURF'])[1 + (r.w + r.k * 2) % 7] END
FROM (
  SELECT h.org_id, h.wo_id, h.wc_id, s.w, k, s.pq,
         h.sched_start_dt + ((k - 1) * s.lt) / s.nr AS run_dt,
         floor(s.pq * (1 + (s.w * 3 + k * 5 + h.org_id) % 7) / 100.0)::int AS sq,
         floor(s.pq * ((2 * s.w + k) % 3) / 100.0)::int AS rq
  FROM wo_hdr h
  CROSS JOIN LATERAL (SELECT h.wo_id - h.org_id * 100000 AS w,
                             5 + ((h.wo_id - h.org_id * 100000) * 13) % 20 AS lt,
                             1 + (h.wo_id - h.org_id * 100000) % 4 AS nr,
                             ceil(h.qty_ord::numeric / (1 + (h.wo_id - h.org_id * 100000) % 4))::int AS pq) s
  CROSS JOIN LATERAL generate_series(1, s.nr) AS k
  WHERE h.wo_stat_cd IN ('WIP','CMPL','CLSD')
    AND h.sched_start_dt + ((k - 1) * s.lt) / s.nr < CURRENT_DATE
) r;

-- ---------------------------------------------------------------------
-- downtime
-- ---------------------------------------------------------------------
INSERT INTO dt_event (org_id, dt_event_id, mach_id, rsn_cd, start_ts, end_ts, dur_min, shift_cd, rptd_emp_id, cmnt_txt)
SELECT e.org_id, e.org_id * 100000 + e.g, e.mach_id, e.rsn_cd, e.st,
       e.st + e.dur * interval '1 minute', e.dur,
       CASE WHEN extract(hour FROM e.st) BETWEEN 6 AND 13 THEN 'A' WHEN extract(hour FROM e.st) BETWEEN 14 AND 21 THEN 'B' ELSE 'C' END,
       e.org_id * 1000 + 1 + (e.g * 5) % 28,
       CASE e.rsn_cd WHEN 'MECH' THEN 'Spindle / hydraulic fault, maint called'
                     WHEN 'ELEC' THEN 'Controller alarm, reset by maint'
                     WHEN 'TOOL' THEN 'Tool/mold damage'
                     WHEN 'MATL' THEN 'Waiting on material from stores'
                     WHEN 'CHG'  THEN 'Job changeover'
                     WHEN 'PM'   THEN 'Scheduled PM'
                     ELSE NULL END
FROM (
  SELECT x.*,
         (CURRENT_DATE - ((x.g * 29) % 400)) + ((x.g * 5) % 24) * interval '1 hour' + (x.g % 60) * interval '1 minute' AS st,
         CASE x.rsn_cd WHEN 'MECH' THEN 45 + (x.g * 37) % 400
                       WHEN 'ELEC' THEN 20 + (x.g * 37) % 180
                       WHEN 'TOOL' THEN 30 + (x.g * 37) % 150
                       WHEN 'CHG'  THEN 20 + (x.g * 37) % 70
                       WHEN 'PM'   THEN 60 + (x.g * 37) % 180
                       WHEN 'BRK'  THEN 15 + (x.g * 37) % 30
                       ELSE 15 + (x.g * 37) % 120 END AS dur
  FROM (
    SELECT o.org_id, g, m.mach_id,
           (ARRAY['MECH','CHG','ELEC','MATL','TOOL','CHG','PM','MECH','NOOP','QUAL','BRK','MECH','NOSCH','TOOL'])[1 + ((g * 7919 + o.org_id * 13) % 97) % 14] AS rsn_cd
    FROM (VALUES (1, 520), (2, 470), (3, 400)) AS o(org_id, n_ev)
    CROSS JOIN LATERAL generate_series(1, o.n_ev) AS g
    JOIN (SELECT mach_id, org_id, row_number() OVER (PARTITION BY org_id ORDER BY mach_id) AS rn,
                 count(*) OVER (PARTITION BY org_id) AS cnt
          FROM machine WHERE stat_cd <> 'RETD') m
      ON m.org_id = o.org_id AND m.rn = 1 + (g * 7) % m.cnt
  ) x
) e;

-- open breakdowns for machines currently DOWN
INSERT INTO dt_event (org_id, dt_event_id, mach_id, rsn_cd, start_ts, end_ts, dur_min, shift_cd, rptd_emp_id, cmnt_txt)
SELECT m.org_id, m.org_id * 100000 + 90000 + m.mach_id % 10000, m.mach_id,
       CASE WHEN m.mach_id % 2 = 0 THEN 'ELEC' ELSE 'MECH' END,
       (CURRENT_DATE - 1 - m.mach_id % 3) + time '10:20',
       NULL, NULL, 'A', m.org_id * 1000 + 2,
       'Machine down - awaiting spare parts'
FROM machine m WHERE m.stat_cd = 'DOWN';

-- ---------------------------------------------------------------------
-- purchasing
-- ---------------------------------------------------------------------
INSERT INTO po_hdr (org_id, po_id, po_no, supp_id, plant_id, buyer_emp_id, po_dt, po_stat_cd, currency_cd)
SELECT o.org_id, o.org_id * 10000 + p,
       (ARRAY['4500','NWPO','CEPO'])[o.org_id] || lpad((3000 + p)::text, 6, '0'),
       o.org_id * 100 + CASE WHEN 1 + (p * 3) % 8 = 7 AND (p * 23) % 420 < 150 THEN 4 ELSE 1 + (p * 3) % 8 END,
       CASE o.org_id WHEN 1 THEN 1 WHEN 2 THEN 3 ELSE 6 END + p % CASE o.org_id WHEN 2 THEN 3 ELSE 2 END,
       o.org_id * 1000 + 41 + p % 3,
       CURRENT_DATE - ((p * 23) % 420),
       CASE WHEN p % 37 = 5 THEN 'CANC'
            WHEN (p * 23) % 420 <= 10 THEN CASE WHEN p % 4 = 0 THEN 'DRFT' ELSE 'OPEN' END
            WHEN (p * 23) % 420 <= 45 THEN (ARRAY['OPEN','PART','RCVD'])[1 + p % 3]
            WHEN p % 17 = 0 THEN 'PART'
            WHEN p % 19 = 0 THEN 'OPEN'
            ELSE 'CLSD' END,
       CASE o.org_id WHEN 3 THEN 'EUR' ELSE 'USD' END
FROM (VALUES (1, 160), (2, 140), (3, 120)) AS o(org_id, n_po)
CROSS JOIN LATERAL generate_series(0, o.n_po - 1) AS p;

INSERT INTO po_line (org_id, po_line_id, po_id, line_no, item_id, qty_ord, qty_rcvd, unit_cost_amt, need_dt, promise_dt, last_rcpt_dt)
SELECT x.org_id, x.po_id * 10 + x.l, x.po_id, x.l * 10, x.item_id, x.qty_ord,
       CASE WHEN x.po_stat_cd IN ('RCVD','CLSD') THEN x.qty_ord
            WHEN x.po_stat_cd = 'PART' THEN CASE WHEN x.l = 1 THEN x.qty_ord ELSE x.qty_ord / 2 END
            ELSE 0 END,
       i.std_cost_amt,
       x.po_dt + x.lead_time_days,
       x.po_dt + x.lead_time_days + (x.p % 3),
       CASE WHEN x.po_stat_cd IN ('RCVD','CLSD','PART')
            THEN LEAST(x.po_dt + x.lead_time_days + (x.p % 3) + ((x.p * 7 + x.l * 3) % 12) - 7
                       + CASE WHEN x.supp_stat_cd <> 'APPR' THEN 6 ELSE 0 END, CURRENT_DATE - 1) END
FROM (
  SELECT h.org_id, h.po_id, h.po_dt, h.po_stat_cd, h.po_id - h.org_id * 10000 AS p, l,
         h.org_id * 1000 + 13 + ((h.po_id - h.org_id * 10000) * 5 + l * 3) % 18 AS item_id,
         50 * (1 + ((h.po_id - h.org_id * 10000) + l) % 10) AS qty_ord,
         s.lead_time_days, s.supp_stat_cd
  FROM po_hdr h
  JOIN supplier s ON s.supp_id = h.supp_id
  CROSS JOIN LATERAL generate_series(1, 1 + (h.po_id - h.org_id * 10000) % 4) AS l
) x
JOIN item i ON i.item_id = x.item_id;

-- ---------------------------------------------------------------------
-- quality: inspections
-- ---------------------------------------------------------------------
-- FQC on every completed work order
INSERT INTO qc_insp (org_id, insp_id, insp_type_cd, item_id, wo_id, run_id, po_line_id, insp_ts, inspector_emp_id, qty_sampled, qty_rej, result_cd)
SELECT h.org_id, 1000000 + h.wo_id, 'FQC', h.item_id, h.wo_id, NULL, NULL,
       h.cmpl_ts + interval '2 hours',
       h.org_id * 1000 + 34 + (h.wo_id % 4),
       LEAST(h.qty_cmpl, 32 + (h.wo_id % 4) * 13),
       CASE WHEN h.wo_id % 13 = 0 THEN 2 + h.wo_id % 3 WHEN h.wo_id % 7 = 0 THEN 1 ELSE 0 END,
       CASE WHEN h.wo_id % 13 = 0 THEN 'FAIL' ELSE 'PASS' END
FROM wo_hdr h WHERE h.wo_stat_cd IN ('CMPL','CLSD');

-- FAI on the first run of each work order
INSERT INTO qc_insp (org_id, insp_id, insp_type_cd, item_id, wo_id, run_id, po_line_id, insp_ts, inspector_emp_id, qty_sampled, qty_rej, result_cd)
SELECT r.org_id, 10000000 + r.run_id, 'FAI', h.item_id, r.wo_id, r.run_id, NULL,
       r.start_ts + interval '45 minutes',
       r.org_id * 1000 + 34 + ((r.wo_id / 3) % 4),
       5,
       CASE WHEN (r.wo_id * 7) % 19 = 0 THEN 1 + r.wo_id % 2 ELSE 0 END,
       CASE WHEN (r.wo_id * 7) % 19 = 0 THEN 'FAIL' ELSE 'PASS' END
FROM prod_run r JOIN wo_hdr h ON h.wo_id = r.wo_id
WHERE r.run_id % 10 = 1;

-- IQC on PO receipts
INSERT INTO qc_insp (org_id, insp_id, insp_type_cd, item_id, wo_id, run_id, po_line_id, insp_ts, inspector_emp_id, qty_sampled, qty_rej, result_cd)
SELECT l.org_id, 20000000 + l.po_line_id, 'IQC', l.item_id, NULL, NULL, l.po_line_id,
       l.last_rcpt_dt + time '13:00',
       l.org_id * 1000 + 34 + (l.po_line_id % 4),
       LEAST(l.qty_rcvd, 20),
       CASE WHEN (s.supp_stat_cd <> 'APPR' AND l.po_line_id % 4 = 0) OR l.po_line_id % 23 = 0 THEN 3 ELSE 0 END,
       CASE WHEN (s.supp_stat_cd <> 'APPR' AND l.po_line_id % 4 = 0) OR l.po_line_id % 23 = 0 THEN 'FAIL' ELSE 'PASS' END
FROM po_line l JOIN po_hdr h ON h.po_id = l.po_id JOIN supplier s ON s.supp_id = h.supp_id
WHERE l.qty_rcvd > 0;

-- ---------------------------------------------------------------------
-- quality: NCRs (one per failed inspection)
-- ---------------------------------------------------------------------
INSERT INTO ncr (org_id, ncr_id, ncr_no, insp_id, item_id, src_cd, supp_id, sev_cd, qty_nc, ncr_stat_cd, disp_cd, owner_emp_id, opened_ts, closed_ts)
SELECT q.org_id, q.org_id * 10000 + q.rn,
       'NCR-' || to_char(q.insp_ts, 'YYYY') || '-' || q.org_id || lpad(q.rn::text, 4, '0'),
       q.insp_id, q.item_id,
       CASE WHEN q.insp_type_cd = 'IQC' THEN 'SUPP' ELSE 'INT' END,
       q.supp_id,
       (ARRAY['MIN','MAJ','MIN','CRIT','MAJ','MIN'])[1 + q.rn % 6],
       CASE WHEN q.insp_type_cd = 'IQC' THEN q.qty_rcvd / 4 WHEN q.insp_type_cd = 'FAI' THEN 5 ELSE 10 + (q.rn * 7) % 60 END,
       q.stat,
       CASE WHEN q.stat IN ('CLSD') THEN
              CASE WHEN q.insp_type_cd = 'IQC' THEN (ARRAY['RTV','UAI','RTV','SCRP'])[1 + q.rn % 4]
                   ELSE (ARRAY['RWK','SCRP','UAI','RWK','SCRP'])[1 + q.rn % 5] END
            WHEN q.stat = 'MRB' AND q.rn % 2 = 0 THEN 'RWK' END,
       q.org_id * 1000 + 34 + q.rn % 4,
       q.insp_ts + interval '30 minutes',
       CASE WHEN q.stat IN ('CLSD','VOID') THEN q.insp_ts + interval '30 minutes' + (3 + (q.rn * 7) % 28) * interval '1 day' END
FROM (
  SELECT i.*, h.supp_id, l.qty_rcvd,
         row_number() OVER (PARTITION BY i.org_id ORDER BY i.insp_ts, i.insp_id) AS rn,
         CASE WHEN i.insp_ts >= CURRENT_DATE - 30 THEN CASE WHEN i.insp_id % 2 = 0 THEN 'MRB' ELSE 'OPEN' END
              WHEN i.insp_id % 11 = 0 THEN 'OPEN'
              WHEN i.insp_id % 17 = 0 THEN 'VOID'
              WHEN i.insp_ts >= CURRENT_DATE - 75 AND i.insp_id % 2 = 1 THEN 'MRB'
              ELSE 'CLSD' END AS stat
  FROM qc_insp i
  LEFT JOIN po_line l ON l.po_line_id = i.po_line_id
  LEFT JOIN po_hdr h ON h.po_id = l.po_id
  WHERE i.result_cd = 'FAIL'
) q;

CREATE INDEX ix_wo_hdr_org_stat ON wo_hdr (org_id, wo_stat_cd);
CREATE INDEX ix_wo_hdr_item ON wo_hdr (item_id);
CREATE INDEX ix_prod_run_wo ON prod_run (wo_id);
CREATE INDEX ix_prod_run_mach_ts ON prod_run (mach_id, start_ts);
CREATE INDEX ix_dt_event_mach_ts ON dt_event (mach_id, start_ts);
CREATE INDEX ix_qc_insp_wo ON qc_insp (wo_id);
CREATE INDEX ix_ncr_org_stat ON ncr (org_id, ncr_stat_cd);
CREATE INDEX ix_po_line_po ON po_line (po_id);
CREATE INDEX ix_po_hdr_supp ON po_hdr (supp_id);
