-- Wholesale distributor of building & hardware supplies: legacy ERP extract.
-- Multi-tenant: every table carries co_id (distributor company). Tenant 1 = Hale Building Supply,
-- tenant 2 = Cascade Timber & Hardware. All dates are relative to CURRENT_DATE.

CREATE TABLE cntry (
    co_id     integer      NOT NULL,
    cntry_cd  char(2)      NOT NULL,
    cntry_nm  varchar(60)  NOT NULL,
    PRIMARY KEY (co_id, cntry_cd)
);

CREATE TABLE whse (
    co_id     integer      NOT NULL,
    whse_cd   char(3)      NOT NULL,
    whse_nm   varchar(60)  NOT NULL,
    city      varchar(40)  NOT NULL,
    st_prov   char(2),
    cntry_cd  char(2)      NOT NULL,
    sq_ft     integer,
    open_dt   date         NOT NULL,
    actv_flg  char(1)      NOT NULL DEFAULT 'Y',
    PRIMARY KEY (co_id, whse_cd),
    FOREIGN KEY (co_id, cntry_cd) REFERENCES cntry (co_id, cntry_cd)
);

-- job_cd: GM general manager, MGR department manager, SUP warehouse supervisor, REP sales rep,
--         WHO warehouse operative, DRV driver, BYR buyer, ACC accountant, HRO HR officer
-- dept_cd: EXE, SLS sales, OPS warehouse/operations, PUR purchasing, FIN finance, HR
CREATE TABLE emp (
    co_id       integer      NOT NULL,
    emp_no      integer      NOT NULL,
    first_nm    varchar(30)  NOT NULL,
    last_nm     varchar(30)  NOT NULL,
    job_cd      varchar(3)   NOT NULL,
    dept_cd     varchar(3)   NOT NULL,
    mgr_emp_no  integer,
    whse_cd     char(3),
    birth_dt    date,
    hire_dt     date         NOT NULL,
    term_dt     date,
    sal_amt     numeric(10,2) NOT NULL,
    PRIMARY KEY (co_id, emp_no),
    FOREIGN KEY (co_id, mgr_emp_no) REFERENCES emp (co_id, emp_no),
    FOREIGN KEY (co_id, whse_cd) REFERENCES whse (co_id, whse_cd)
);

-- cust_typ: BLD home builder/developer, CTR trade contractor, RTL retailer/hardware store, INS institution
-- pmt_terms: N30/N45/N60 net days, COD cash on delivery
CREATE TABLE cust (
    co_id       integer      NOT NULL,
    cust_id     integer      NOT NULL,
    cust_nm     varchar(60)  NOT NULL,
    cust_typ    char(3)      NOT NULL,
    city        varchar(40)  NOT NULL,
    st_prov     char(2),
    cntry_cd    char(2)      NOT NULL,
    whse_cd     char(3)      NOT NULL,
    rep_emp_no  integer,
    cr_lmt      numeric(12,2) NOT NULL,
    pmt_terms   varchar(3)   NOT NULL,
    disc_pct    numeric(4,1) NOT NULL DEFAULT 0,
    open_dt     date         NOT NULL,
    actv_flg    char(1)      NOT NULL DEFAULT 'Y',
    PRIMARY KEY (co_id, cust_id),
    FOREIGN KEY (co_id, cntry_cd) REFERENCES cntry (co_id, cntry_cd),
    FOREIGN KEY (co_id, whse_cd) REFERENCES whse (co_id, whse_cd),
    FOREIGN KEY (co_id, rep_emp_no) REFERENCES emp (co_id, emp_no)
);

CREATE TABLE sup (
    co_id       integer      NOT NULL,
    sup_id      integer      NOT NULL,
    sup_nm      varchar(60)  NOT NULL,
    city        varchar(40)  NOT NULL,
    cntry_cd    char(2)      NOT NULL,
    contact_nm  varchar(60),
    pmt_terms   varchar(3)   NOT NULL,
    lead_dd     integer      NOT NULL,
    actv_flg    char(1)      NOT NULL DEFAULT 'Y',
    PRIMARY KEY (co_id, sup_id),
    FOREIGN KEY (co_id, cntry_cd) REFERENCES cntry (co_id, cntry_cd)
);

CREATE TABLE prod_cat (
    co_id     integer      NOT NULL,
    cat_cd    char(3)      NOT NULL,
    cat_desc  varchar(40)  NOT NULL,
    PRIMARY KEY (co_id, cat_cd)
);

-- uom: EA each, BX box, PK pack, RL roll, SH sheet, GL gallon, PL pail
CREATE TABLE prod (
    co_id      integer      NOT NULL,
    item_no    varchar(10)  NOT NULL,
    item_desc  varchar(60)  NOT NULL,
    cat_cd     char(3)      NOT NULL,
    uom        char(2)      NOT NULL,
    std_cst    numeric(10,2) NOT NULL,
    sup_id     integer,
    add_dt     date         NOT NULL,
    disc_flg   char(1)      NOT NULL DEFAULT 'N',
    PRIMARY KEY (co_id, item_no),
    FOREIGN KEY (co_id, cat_cd) REFERENCES prod_cat (co_id, cat_cd),
    FOREIGN KEY (co_id, sup_id) REFERENCES sup (co_id, sup_id)
);

-- list price history; valid_to is the last day the price applied, NULL = current price
CREATE TABLE prc_hist (
    co_id       integer      NOT NULL,
    item_no     varchar(10)  NOT NULL,
    valid_from  date         NOT NULL,
    valid_to    date,
    list_prc    numeric(10,2) NOT NULL,
    PRIMARY KEY (co_id, item_no, valid_from),
    FOREIGN KEY (co_id, item_no) REFERENCES prod (co_id, item_no)
);

-- stock on hand per warehouse; reord_pt = reorder point, reord_qty = standard reorder quantity
CREATE TABLE stk (
    co_id        integer      NOT NULL,
    whse_cd      char(3)      NOT NULL,
    item_no      varchar(10)  NOT NULL,
    qty_oh       integer      NOT NULL,
    qty_alloc    integer      NOT NULL DEFAULT 0,
    reord_pt     integer      NOT NULL,
    reord_qty    integer      NOT NULL,
    bin_loc      varchar(10),
    last_cnt_dt  date,
    PRIMARY KEY (co_id, whse_cd, item_no),
    FOREIGN KEY (co_id, whse_cd) REFERENCES whse (co_id, whse_cd),
    FOREIGN KEY (co_id, item_no) REFERENCES prod (co_id, item_no)
);

-- po_stat: OPN open/not received, PRT partially received, RCV received, CXL cancelled
CREATE TABLE po_hdr (
    co_id       integer      NOT NULL,
    po_no       integer      NOT NULL,
    sup_id      integer      NOT NULL,
    whse_cd     char(3)      NOT NULL,
    byr_emp_no  integer,
    po_dt       date         NOT NULL,
    exp_dt      date         NOT NULL,
    rcv_dt      date,
    po_stat     char(3)      NOT NULL,
    PRIMARY KEY (co_id, po_no),
    FOREIGN KEY (co_id, sup_id) REFERENCES sup (co_id, sup_id),
    FOREIGN KEY (co_id, whse_cd) REFERENCES whse (co_id, whse_cd),
    FOREIGN KEY (co_id, byr_emp_no) REFERENCES emp (co_id, emp_no)
);

CREATE TABLE po_ln (
    co_id     integer      NOT NULL,
    po_no     integer      NOT NULL,
    ln_no     integer      NOT NULL,
    item_no   varchar(10)  NOT NULL,
    qty_ord   integer      NOT NULL,
    qty_rcv   integer      NOT NULL DEFAULT 0,
    unit_cst  numeric(10,2) NOT NULL,
    PRIMARY KEY (co_id, po_no, ln_no),
    FOREIGN KEY (co_id, po_no) REFERENCES po_hdr (co_id, po_no),
    FOREIGN KEY (co_id, item_no) REFERENCES prod (co_id, item_no)
);

-- so_stat: OPN open, HLD on credit hold, PRT partially shipped (rest on back order), SHP shipped, CXL cancelled
-- ship_via: TRK own truck, LTL freight carrier, UPS parcel, PU customer pickup
CREATE TABLE so_hdr (
    co_id       integer      NOT NULL,
    so_no       integer      NOT NULL,
    cust_id     integer      NOT NULL,
    rep_emp_no  integer,
    whse_cd     char(3)      NOT NULL,
    ord_dt      date         NOT NULL,
    req_dt      date         NOT NULL,
    shp_dt      date,
    so_stat     char(3)      NOT NULL,
    ship_via    varchar(3)   NOT NULL,
    cust_po_ref varchar(20),
    PRIMARY KEY (co_id, so_no),
    FOREIGN KEY (co_id, cust_id) REFERENCES cust (co_id, cust_id),
    FOREIGN KEY (co_id, rep_emp_no) REFERENCES emp (co_id, emp_no),
    FOREIGN KEY (co_id, whse_cd) REFERENCES whse (co_id, whse_cd)
);

-- ln_stat: OPN, SHP, BO back ordered (qty_ord - qty_shp still owed), CXL
-- unit_prc = net selling price per unit (after customer discount), unit_cst = cost per unit at time of sale
CREATE TABLE so_ln (
    co_id     integer      NOT NULL,
    so_no     integer      NOT NULL,
    ln_no     integer      NOT NULL,
    item_no   varchar(10)  NOT NULL,
    qty_ord   integer      NOT NULL,
    qty_shp   integer      NOT NULL DEFAULT 0,
    unit_prc  numeric(10,2) NOT NULL,
    unit_cst  numeric(10,2) NOT NULL,
    ln_stat   char(3)      NOT NULL,
    PRIMARY KEY (co_id, so_no, ln_no),
    FOREIGN KEY (co_id, so_no) REFERENCES so_hdr (co_id, so_no),
    FOREIGN KEY (co_id, item_no) REFERENCES prod (co_id, item_no)
);

-- one invoice per shipment; inv_amt = shipped quantity x net price; inv_stat: OPN unpaid, PRT part paid, PD paid
CREATE TABLE inv_hdr (
    co_id     integer      NOT NULL,
    inv_no    integer      NOT NULL,
    so_no     integer      NOT NULL,
    cust_id   integer      NOT NULL,
    inv_dt    date         NOT NULL,
    due_dt    date         NOT NULL,
    inv_amt   numeric(12,2) NOT NULL,
    inv_stat  char(3)      NOT NULL,
    PRIMARY KEY (co_id, inv_no),
    FOREIGN KEY (co_id, so_no) REFERENCES so_hdr (co_id, so_no),
    FOREIGN KEY (co_id, cust_id) REFERENCES cust (co_id, cust_id)
);

-- customer receipts; inv_no NULL = payment on account (not yet applied to an invoice)
-- pmt_mthd: CHK cheque, ACH bank transfer, WIR international wire, CC card
CREATE TABLE cust_pmt (
    co_id     integer      NOT NULL,
    pmt_no    integer      NOT NULL,
    cust_id   integer      NOT NULL,
    inv_no    integer,
    pmt_dt    date         NOT NULL,
    pmt_amt   numeric(12,2) NOT NULL,
    pmt_mthd  char(3)      NOT NULL,
    ref_no    varchar(20),
    PRIMARY KEY (co_id, pmt_no),
    FOREIGN KEY (co_id, cust_id) REFERENCES cust (co_id, cust_id),
    FOREIGN KEY (co_id, inv_no) REFERENCES inv_hdr (co_id, inv_no)
);

-- ===================================================================== reference data

INSERT INTO cntry (co_id, cntry_cd, cntry_nm) VALUES
 (1,'US','United States'), (1,'CA','Canada'), (1,'MX','Mexico'), (1,'GB','United Kingdom'),
 (1,'IE','Ireland'), (1,'FR','France'), (1,'DE','Germany'), (1,'IT','Italy'),
 (1,'CN','China'), (1,'TW','Taiwan'), (1,'SE','Sweden'), (1,'NL','Netherlands'),
 (2,'US','United States'), (2,'CA','Canada'), (2,'GB','United Kingdom'), (2,'FR','France'),
 (2,'CN','China'), (2,'DE','Germany');

INSERT INTO whse (co_id, whse_cd, whse_nm, city, st_prov, cntry_cd, sq_ft, open_dt, actv_flg) VALUES
 (1,'ATL','Atlanta Distribution Center','Atlanta','GA','US',220000, CURRENT_DATE - 7300,'Y'),
 (1,'DAL','Dallas Distribution Center','Dallas','TX','US',180000, CURRENT_DATE - 5200,'Y'),
 (1,'CHI','Chicago Branch','Chicago','IL','US',95000, CURRENT_DATE - 3900,'Y'),
 (1,'TOR','Toronto Branch','Mississauga','ON','CA',70000, CURRENT_DATE - 2400,'Y'),
 (1,'MEM','Memphis Overflow','Memphis','TN','US',40000, CURRENT_DATE - 6100,'N'),
 (2,'SEA','Seattle Yard','Seattle','WA','US',150000, CURRENT_DATE - 6000,'Y'),
 (2,'VAN','Vancouver Yard','Vancouver','BC','CA',90000, CURRENT_DATE - 3000,'Y');

INSERT INTO emp (co_id, emp_no, first_nm, last_nm, job_cd, dept_cd, mgr_emp_no, whse_cd, birth_dt, hire_dt, term_dt, sal_amt) VALUES
 (1,1001,'Margaret','Hale','GM','EXE',NULL,'ATL', CURRENT_DATE - 22100, CURRENT_DATE - 5800, NULL, 195000),
 (1,1002,'Daniel','Ortiz','MGR','SLS',1001,'ATL', CURRENT_DATE - 17400, CURRENT_DATE - 4100, NULL, 128000),
 (1,1003,'Priya','Nair','MGR','SLS',1001,'DAL', CURRENT_DATE - 15100, CURRENT_DATE - 2900, NULL, 124000),
 (1,1004,'Thomas','Becker','MGR','FIN',1001,'ATL', CURRENT_DATE - 18300, CURRENT_DATE - 3500, NULL, 132000),
 (1,1005,'Linda','Cho','MGR','PUR',1001,'ATL', CURRENT_DATE - 16200, CURRENT_DATE - 3300, NULL, 118000),
 (1,1006,'Robert','Kowalski','MGR','OPS',1001,'ATL', CURRENT_DATE - 20500, CURRENT_DATE - 5100, NULL, 112000),
 (1,1007,'Sandra','Mills','HRO','HR',1001,'ATL', CURRENT_DATE - 14900, CURRENT_DATE - 2500, NULL, 86000),
 (1,1008,'Marcus','Webb','SUP','OPS',1006,'DAL', CURRENT_DATE - 16900, CURRENT_DATE - 3000, NULL, 72000),
 (1,1009,'Agnieszka','Nowak','SUP','OPS',1006,'CHI', CURRENT_DATE - 13800, CURRENT_DATE - 2200, NULL, 70500),
 (1,1010,'Kevin','Tremblay','SUP','OPS',1006,'TOR', CURRENT_DATE - 12700, CURRENT_DATE - 1900, NULL, 71000),
 (1,1011,'Jason','Reed','SUP','OPS',1006,'ATL', CURRENT_DATE - 15600, CURRENT_DATE - 2600, NULL, 69000),
 (1,1012,'Emily','Carter','REP','SLS',1002,'ATL', CURRENT_DATE - 12100, CURRENT_DATE - 2000, NULL, 68000),
 (1,1013,'Brian','Walsh','REP','SLS',1002,'ATL', CURRENT_DATE - 14200, CURRENT_DATE - 1500, NULL, 64500),
 (1,1014,'Sofia','Martinez','REP','SLS',1003,'DAL', CURRENT_DATE - 11300, CURRENT_DATE - 1200, NULL, 66000),
 (1,1015,'Derek','Olsen','REP','SLS',1003,'DAL', CURRENT_DATE - 17800, CURRENT_DATE - 3100, NULL, 74000),
 (1,1016,'Hannah','Price','REP','SLS',1002,'CHI', CURRENT_DATE - 10400, CURRENT_DATE - 900, NULL, 61000),
 (1,1017,'Luis','Romero','REP','SLS',1003,'DAL', CURRENT_DATE - 9800, CURRENT_DATE - 600, NULL, 59000),
 (1,1018,'Chloe','Dubois','REP','SLS',1002,'TOR', CURRENT_DATE - 11900, CURRENT_DATE - 800, NULL, 63000),
 (1,1019,'Nathan','Brooks','REP','SLS',1002,'CHI', CURRENT_DATE - 9300, CURRENT_DATE - 250, NULL, 57000),
 (1,1020,'Olivia','Grant','REP','SLS',1003,'DAL', CURRENT_DATE - 8700, CURRENT_DATE - 45, NULL, 55000),
 (1,1021,'Gregory','Finch','REP','SLS',1002,'ATL', CURRENT_DATE - 21000, CURRENT_DATE - 3900, CURRENT_DATE - 400, 70000),
 (1,1022,'Rachel','Stone','REP','SLS',1003,'DAL', CURRENT_DATE - 12500, CURRENT_DATE - 1400, CURRENT_DATE - 200, 62000),
 (1,1023,'Tyrone','Jackson','WHO','OPS',1011,'ATL', CURRENT_DATE - 16400, CURRENT_DATE - 3400, NULL, 46000),
 (1,1024,'Miguel','Santos','WHO','OPS',1011,'ATL', CURRENT_DATE - 11700, CURRENT_DATE - 1800, NULL, 43500),
 (1,1025,'Ashley','Turner','WHO','OPS',1011,'ATL', CURRENT_DATE - 8400, CURRENT_DATE - 700, CURRENT_DATE - 60, 41000),
 (1,1026,'Cody','Fields','WHO','OPS',1011,'ATL', CURRENT_DATE - 7600, CURRENT_DATE - 120, NULL, 40000),
 (1,1027,'Juan','Herrera','WHO','OPS',1008,'DAL', CURRENT_DATE - 15300, CURRENT_DATE - 2700, NULL, 45500),
 (1,1028,'Dwayne','Harris','WHO','OPS',1008,'DAL', CURRENT_DATE - 10900, CURRENT_DATE - 1100, NULL, 42000),
 (1,1029,'Kayla','Nguyen','WHO','OPS',1008,'DAL', CURRENT_DATE - 8100, CURRENT_DATE - 300, CURRENT_DATE - 20, 40500),
 (1,1030,'Piotr','Zielinski','WHO','OPS',1009,'CHI', CURRENT_DATE - 17100, CURRENT_DATE - 2400, NULL, 45000),
 (1,1031,'Shawn','Murphy','WHO','OPS',1009,'CHI', CURRENT_DATE - 10100, CURRENT_DATE - 1300, NULL, 42500),
 (1,1032,'Tanya','Russell','WHO','OPS',1009,'CHI', CURRENT_DATE - 9000, CURRENT_DATE - 500, NULL, 41000),
 (1,1033,'Etienne','Gagnon','WHO','OPS',1010,'TOR', CURRENT_DATE - 13300, CURRENT_DATE - 1600, NULL, 47000),
 (1,1034,'Ravi','Patel','WHO','OPS',1010,'TOR', CURRENT_DATE - 9600, CURRENT_DATE - 400, NULL, 43000),
 (1,1035,'Megan','O''Neil','WHO','OPS',1010,'TOR', CURRENT_DATE - 11100, CURRENT_DATE - 2100, CURRENT_DATE - 330, 44000),
 (1,1036,'Carl','Jensen','DRV','OPS',1011,'ATL', CURRENT_DATE - 19200, CURRENT_DATE - 2900, NULL, 71500),
 (1,1037,'Bobby','Dixon','DRV','OPS',1008,'DAL', CURRENT_DATE - 10600, CURRENT_DATE - 150, NULL, 46000),
 (1,1038,'Henry','Lau','BYR','PUR',1005,'ATL', CURRENT_DATE - 15900, CURRENT_DATE - 2300, NULL, 78000),
 (1,1039,'Grace','Okafor','BYR','PUR',1005,'DAL', CURRENT_DATE - 11400, CURRENT_DATE - 1000, NULL, 72000),
 (1,1040,'Ian','Fletcher','BYR','PUR',1005,'ATL', CURRENT_DATE - 19900, CURRENT_DATE - 3000, CURRENT_DATE - 150, 80000),
 (1,1041,'Natalie','Ross','ACC','FIN',1004,'ATL', CURRENT_DATE - 13000, CURRENT_DATE - 1700, NULL, 76000),
 (1,1042,'Victor','Petrov','ACC','FIN',1004,'ATL', CURRENT_DATE - 10200, CURRENT_DATE - 600, NULL, 69000),
 (1,1043,'Diane','Ellis','HRO','HR',1007,'ATL', CURRENT_DATE - 9900, CURRENT_DATE - 350, NULL, 52000),
 (2,2001,'Walter','Quinn','GM','EXE',NULL,'SEA', CURRENT_DATE - 21500, CURRENT_DATE - 6000, NULL, 170000),
 (2,2002,'Jenna','Park','MGR','SLS',2001,'SEA', CURRENT_DATE - 14000, CURRENT_DATE - 2000, NULL, 115000),
 (2,2003,'Oscar','Lindqvist','REP','SLS',2002,'SEA', CURRENT_DATE - 12000, CURRENT_DATE - 1500, NULL, 60000),
 (2,2004,'Amelie','Roy','REP','SLS',2002,'VAN', CURRENT_DATE - 10000, CURRENT_DATE - 700, NULL, 58000),
 (2,2005,'Frank','Delgado','REP','SLS',2002,'SEA', CURRENT_DATE - 16000, CURRENT_DATE - 4000, CURRENT_DATE - 90, 64000),
 (2,2006,'Mei','Chen','BYR','PUR',2001,'SEA', CURRENT_DATE - 13000, CURRENT_DATE - 2500, NULL, 70000),
 (2,2007,'Liam','Boucher','WHO','OPS',2001,'VAN', CURRENT_DATE - 9000, CURRENT_DATE - 800, NULL, 44000),
 (2,2008,'Sam','Okoro','WHO','OPS',2001,'SEA', CURRENT_DATE - 8000, CURRENT_DATE - 30, NULL, 42000);

INSERT INTO cust (co_id, cust_id, cust_nm, cust_typ, city, st_prov, cntry_cd, whse_cd, rep_emp_no, cr_lmt, pmt_terms, disc_pct, open_dt, actv_flg) VALUES
 (1, 1,'Summit Builders Inc','BLD','Atlanta','GA','US','ATL',1012,250000,'N45',10, CURRENT_DATE - 4800,'Y'),
 (1, 2,'Lone Star Contractors LLC','CTR','Dallas','TX','US','DAL',1015,200000,'N30',5, CURRENT_DATE - 4500,'Y'),
 (1, 3,'Great Lakes Hardware Co','RTL','Chicago','IL','US','CHI',1016,180000,'N30',8, CURRENT_DATE - 3700,'Y'),
 (1, 4,'Peachtree Home Centers','RTL','Marietta','GA','US','ATL',1013,150000,'N45',8, CURRENT_DATE - 4100,'Y'),
 (1, 5,'Maple Leaf Building Supply','RTL','Toronto','ON','CA','TOR',1018,160000,'N60',8, CURRENT_DATE - 2300,'Y'),
 (1, 6,'Red River Roofing','CTR','Fort Worth','TX','US','DAL',1014,60000,'N30',0, CURRENT_DATE - 2900,'Y'),
 (1, 7,'Bayou Plumbing & Heating','CTR','Houston','TX','US','DAL',1017,45000,'N30',0, CURRENT_DATE - 1900,'Y'),
 (1, 8,'Windy City Electric','CTR','Chicago','IL','US','CHI',1016,70000,'N30',0, CURRENT_DATE - 3100,'Y'),
 (1, 9,'Ace Renovations','CTR','Savannah','GA','US','ATL',1012,30000,'N30',0, CURRENT_DATE - 1500,'Y'),
 (1,10,'Cornerstone Homes','BLD','Plano','TX','US','DAL',1015,120000,'N45',10, CURRENT_DATE - 3300,'Y'),
 (1,11,'Prairie Fence & Deck','CTR','Naperville','IL','US','CHI',1019,25000,'N30',0, CURRENT_DATE - 1200,'Y'),
 (1,12,'Quincaillerie Laurentide','RTL','Montreal','QC','CA','TOR',1018,80000,'N60',8, CURRENT_DATE - 2000,'Y'),
 (1,13,'Harbourfront Developments','BLD','Toronto','ON','CA','TOR',1018,140000,'N45',10, CURRENT_DATE - 1700,'Y'),
 (1,14,'Georgia State University Facilities','INS','Atlanta','GA','US','ATL',1013,90000,'N60',5, CURRENT_DATE - 3500,'Y'),
 (1,15,'City of Arlington Public Works','INS','Arlington','TX','US','DAL',1014,75000,'N60',5, CURRENT_DATE - 2600,'Y'),
 (1,16,'Midwest Mechanical','CTR','Milwaukee','WI','US','CHI',1019,50000,'N30',0, CURRENT_DATE - 2200,'Y'),
 (1,17,'Dixie Drywall','CTR','Macon','GA','US','ATL',1012,35000,'N30',0, CURRENT_DATE - 2700,'Y'),
 (1,18,'Alamo Hardware','RTL','San Antonio','TX','US','DAL',1017,65000,'N30',8, CURRENT_DATE - 3900,'Y'),
 (1,19,'Lakeshore Cabinets','CTR','Evanston','IL','US','CHI',1016,40000,'N30',0, CURRENT_DATE - 1600,'Y'),
 (1,20,'Sunbelt Property Maintenance','CTR','Austin','TX','US','DAL',1020,30000,'N30',0, CURRENT_DATE - 900,'Y'),
 (1,21,'Batiments Lefevre SARL','BLD','Lyon',NULL,'FR','TOR',1018,100000,'N60',10, CURRENT_DATE - 1400,'Y'),
 (1,22,'Quincaillerie Moreau','RTL','Paris',NULL,'FR','TOR',1018,50000,'N60',8, CURRENT_DATE - 1100,'Y'),
 (1,23,'Brico Sud SA','RTL','Marseille',NULL,'FR','TOR',1018,60000,'N60',8, CURRENT_DATE - 800,'Y'),
 (1,24,'Thames Valley Builders Ltd','BLD','Reading',NULL,'GB','ATL',1013,90000,'N60',10, CURRENT_DATE - 1300,'Y'),
 (1,25,'Northern Fixings Ltd','RTL','Manchester',NULL,'GB','ATL',1013,55000,'N60',8, CURRENT_DATE - 1000,'Y'),
 (1,26,'Dublin Trade Supplies','RTL','Dublin',NULL,'IE','ATL',1013,40000,'N60',8, CURRENT_DATE - 950,'Y'),
 (1,27,'Ferreteria del Norte','RTL','Monterrey','NL','MX','DAL',1017,45000,'N45',8, CURRENT_DATE - 1250,'Y'),
 (1,28,'Constructora Azteca','BLD','Mexico City',NULL,'MX','DAL',1014,85000,'N45',10, CURRENT_DATE - 1800,'Y'),
 (1,29,'Magnolia Landscaping','CTR','Athens','GA','US','ATL',1013,20000,'COD',0, CURRENT_DATE - 700,'Y'),
 (1,30,'Hill Country Homes','BLD','Austin','TX','US','DAL',1015,110000,'N45',10, CURRENT_DATE - 2800,'Y'),
 (1,31,'Badger State Builders','BLD','Madison','WI','US','CHI',1019,95000,'N45',10, CURRENT_DATE - 2100,'Y'),
 (1,32,'Rockford Rental Co','RTL','Rockford','IL','US','CHI',1016,30000,'N30',8, CURRENT_DATE - 1450,'Y'),
 (1,33,'Ottawa Valley Contracting','CTR','Ottawa','ON','CA','TOR',1018,40000,'N45',0, CURRENT_DATE - 1350,'Y'),
 (1,34,'Blue Ridge Electric','CTR','Asheville','NC','US','ATL',1012,35000,'N30',0, CURRENT_DATE - 2400,'Y'),
 (1,35,'Gulf Coast Marine Supply','RTL','Corpus Christi','TX','US','DAL',1017,40000,'N30',8, CURRENT_DATE - 1750,'Y'),
 (1,36,'Heritage Restoration','CTR','Charleston','SC','US','ATL',1012,25000,'N30',0, CURRENT_DATE - 1050,'Y'),
 (1,37,'Second City Painters','CTR','Chicago','IL','US','CHI',1019,20000,'COD',0, CURRENT_DATE - 650,'Y'),
 (1,38,'Pinnacle Commercial Interiors','CTR','Dallas','TX','US','DAL',1014,80000,'N30',5, CURRENT_DATE - 2350,'Y'),
 (1,39,'Carolina Timber Frames','CTR','Charlotte','NC','US','ATL',1013,45000,'N30',0, CURRENT_DATE - 1650,'Y'),
 (1,40,'Tri-County School District','INS','Lawrenceville','GA','US','ATL',1012,60000,'N60',5, CURRENT_DATE - 3000,'Y'),
 (1,41,'Frontier Steel Buildings','BLD','Lubbock','TX','US','DAL',1020,70000,'N45',10, CURRENT_DATE - 1950,'Y'),
 (1,42,'Northshore Property Mgmt','CTR','Waukegan','IL','US','CHI',1016,30000,'N30',0, CURRENT_DATE - 1150,'Y'),
 (1,43,'Hamilton Hardware','RTL','Hamilton','ON','CA','TOR',1018,45000,'N45',8, CURRENT_DATE - 1550,'Y'),
 (1,44,'Sooner Supply','RTL','Oklahoma City','OK','US','DAL',1020,50000,'N30',8, CURRENT_DATE - 2050,'Y'),
 (1,45,'Coastal Cabinetry','CTR','Jacksonville','FL','US','ATL',1012,30000,'N30',0, CURRENT_DATE - 850,'Y'),
 (1,46,'Liberty Plumbing','CTR','Birmingham','AL','US','ATL',1013,25000,'N30',0, CURRENT_DATE - 1850,'Y'),
 (1,47,'Grand Prairie Fencing','CTR','Grand Prairie','TX','US','DAL',1017,20000,'COD',0, CURRENT_DATE - 750,'Y'),
 (1,48,'Urban Loft Developers','BLD','Chicago','IL','US','CHI',1019,130000,'N45',10, CURRENT_DATE - 1250,'Y'),
 (1,49,'Lakeview Hospital Facilities','INS','Chicago','IL','US','CHI',1016,50000,'N60',5, CURRENT_DATE - 2450,'Y'),
 (1,50,'Savannah Historic Homes','BLD','Savannah','GA','US','ATL',1012,60000,'N45',10, CURRENT_DATE - 1950,'Y'),
 (1,51,'Rhein Bau GmbH','BLD','Cologne',NULL,'DE','ATL',1013,70000,'N60',10, CURRENT_DATE - 1020,'Y'),
 (1,52,'Big D Door & Window','CTR','Dallas','TX','US','DAL',1015,40000,'N30',0, CURRENT_DATE - 1380,'Y'),
 (1,53,'Fox Valley Decking','CTR','Aurora','IL','US','CHI',1019,25000,'N30',0, CURRENT_DATE - 980,'Y'),
 (1,54,'Atlantic Roofing','CTR','Tampa','FL','US','ATL',1012,35000,'N30',0, CURRENT_DATE - 1120,'Y'),
 (1,55,'Walk-In Cash Sales','RTL','Atlanta','GA','US','ATL',NULL,0,'COD',0, CURRENT_DATE - 7000,'Y'),
 (1,56,'Riviere Construction','BLD','Quebec City','QC','CA','TOR',1018,60000,'N60',10, CURRENT_DATE - 25,'Y'),
 (1,57,'Tyler Home Repair','CTR','Tyler','TX','US','DAL',1020,15000,'COD',0, CURRENT_DATE - 40,'Y'),
 (1,58,'Peoria Paint & Paper','RTL','Peoria','IL','US','CHI',1019,20000,'N30',8, CURRENT_DATE - 3200,'N'),
 (1,59,'Mississauga Trade Centre','RTL','Mississauga','ON','CA','TOR',1018,55000,'N45',8, CURRENT_DATE - 2600,'N'),
 (1,60,'Normandie Materiaux','RTL','Rouen',NULL,'FR','TOR',NULL,30000,'N60',8, CURRENT_DATE - 60,'Y'),
 (2, 1,'Puget Sound Framing','CTR','Tacoma','WA','US','SEA',2003,60000,'N30',0, CURRENT_DATE - 3000,'Y'),
 (2, 2,'Evergreen Homes','BLD','Bellevue','WA','US','SEA',2003,150000,'N45',10, CURRENT_DATE - 2500,'Y'),
 (2, 3,'Rainier Hardware','RTL','Olympia','WA','US','SEA',2005,40000,'N30',8, CURRENT_DATE - 2000,'Y'),
 (2, 4,'Coast Mountain Builders','BLD','Burnaby','BC','CA','VAN',2004,120000,'N45',10, CURRENT_DATE - 1800,'Y'),
 (2, 5,'Fraser Valley Decks','CTR','Surrey','BC','CA','VAN',2004,30000,'N30',0, CURRENT_DATE - 1500,'Y'),
 (2, 6,'Spokane Supply House','RTL','Spokane','WA','US','SEA',2003,50000,'N30',8, CURRENT_DATE - 1400,'Y'),
 (2, 7,'Island Renovations','CTR','Victoria','BC','CA','VAN',2004,25000,'COD',0, CURRENT_DATE - 1200,'Y'),
 (2, 8,'Cascade School District','INS','Everett','WA','US','SEA',2003,70000,'N60',5, CURRENT_DATE - 1000,'Y'),
 (2, 9,'Lyon Bois Import','RTL','Lyon',NULL,'FR','VAN',2004,40000,'N60',8, CURRENT_DATE - 900,'Y'),
 (2,10,'Yakima Valley Contractors','CTR','Yakima','WA','US','SEA',2003,35000,'N30',0, CURRENT_DATE - 800,'Y'),
 (2,11,'Whistler Chalets Ltd','BLD','Whistler','BC','CA','VAN',2004,90000,'N45',10, CURRENT_DATE - 700,'Y'),
 (2,12,'Kitsap Roofing','CTR','Bremerton','WA','US','SEA',2003,20000,'N30',0, CURRENT_DATE - 100,'Y');

INSERT INTO sup (co_id, sup_id, sup_nm, city, cntry_cd, contact_nm, pmt_terms, lead_dd, actv_flg) VALUES
 (1, 1,'Midland Fastener Corp','Cleveland','US','Gary Pruitt','N30',7,'Y'),
 (1, 2,'Shanghai Hardware Trading Co','Shanghai','CN','Li Wei','N60',45,'Y'),
 (1, 3,'Ningbo Tools Manufacturing','Ningbo','CN','Zhang Min','N60',50,'Y'),
 (1, 4,'Sheffield Steel Tools Ltd','Sheffield','GB','Alistair Grant','N45',30,'Y'),
 (1, 5,'Birmingham Brassworks Ltd','Birmingham','GB','Fiona Hughes','N45',28,'Y'),
 (1, 6,'Brennan Plumbing Products','Memphis','US','Pat Brennan','N30',10,'Y'),
 (1, 7,'Voltline Electrical Supply','Louisville','US','Dana Cole','N30',8,'Y'),
 (1, 8,'Pacific Lumber Mills','Portland','US','Rick Hanson','N30',14,'Y'),
 (1, 9,'Northwoods Forest Products','Thunder Bay','CA','Marie Lavoie','N45',18,'Y'),
 (1,10,'ColorCoat Paints Inc','Cincinnati','US',NULL,'N30',6,'Y'),
 (1,11,'Schwarzwald Werkzeug GmbH','Stuttgart','DE','Jonas Weber','N60',35,'Y'),
 (1,12,'Taichung Power Tools Co','Taichung','TW','Chen Yu-ting','N60',40,'Y'),
 (1,13,'Milano Rubinetteria SpA','Milan','IT','Giulia Ferri','N60',38,'Y'),
 (1,14,'Keystone Door Hardware','Allentown','US','Mike Kovach','N30',9,'Y'),
 (1,15,'Hull Safety Wear Ltd','Hull','GB',NULL,'N45',25,'N'),
 (2, 1,'Olympic Lumber Co','Aberdeen','US','Ted Marsh','N30',10,'Y'),
 (2, 2,'Guangzhou Fixings Ltd','Guangzhou','CN','Wang Fang','N60',45,'Y'),
 (2, 3,'Leeds Tool Works','Leeds','GB','Harry Booth','N45',30,'Y'),
 (2, 4,'BC Cedar Mills','Kamloops','CA','Dan Fraser','N30',12,'Y');

INSERT INTO prod_cat (co_id, cat_cd, cat_desc) VALUES
 (1,'FST','Fasteners'), (1,'HTL','Hand Tools'), (1,'PTL','Power Tools'), (1,'PLB','Plumbing'),
 (1,'ELE','Electrical'), (1,'LBR','Lumber & Sheet Goods'), (1,'PNT','Paint & Sundries'),
 (1,'HDW','Builders Hardware'), (1,'GDN','Garden & Outdoor'),
 (2,'LBR','Lumber'), (2,'FST','Fasteners'), (2,'HTL','Hand Tools');

-- prod rows carry the base (current) list price in a helper VALUES list used for prc_hist below
INSERT INTO prod (co_id, item_no, item_desc, cat_cd, uom, std_cst, sup_id, add_dt, disc_flg)
SELECT co_id, item_no, item_desc, cat_cd, uom, std_cst, sup_id, CURRENT_DATE - add_ago, disc_flg
FROM (VALUES
 (1,'FST-1001','Deck Screw #8 x 2-1/2in 5lb Box','FST','BX',18.40, 1,2500,'N'),
 (1,'FST-1002','Drywall Screw #6 x 1-5/8in 1lb','FST','BX', 4.10, 2,2500,'N'),
 (1,'FST-1003','Hex Bolt 1/2 x 4in Zinc (50)','FST','BX',21.50, 1,2500,'N'),
 (1,'FST-1004','Common Nail 16d 50lb Box','FST','BX',58.00, 2,2500,'N'),
 (1,'FST-1005','Concrete Anchor 3/8 x 3in (25)','FST','BX',11.25, 1,2200,'N'),
 (1,'FST-1006','Structural Screw 5/16 x 6in (50)','FST','BX',42.00, 2,1500,'N'),
 (1,'HTL-2001','Claw Hammer 16oz Fiberglass','HTL','EA', 9.80, 3,2500,'N'),
 (1,'HTL-2002','Tape Measure 25ft','HTL','EA', 6.20, 3,2500,'N'),
 (1,'HTL-2003','Framing Square 24in','HTL','EA', 7.90, 4,2400,'N'),
 (1,'HTL-2004','Wood Chisel Set 4pc','HTL','EA',14.60, 4,2000,'N'),
 (1,'HTL-2005','Hand Saw 20in','HTL','EA', 8.75, 4,2500,'N'),
 (1,'HTL-2006','Adjustable Wrench 10in','HTL','EA', 7.10, 3,2300,'N'),
 (1,'PTL-3001','Cordless Drill 18V Kit','PTL','EA',68.00,12,1900,'N'),
 (1,'PTL-3002','Circular Saw 7-1/4in','PTL','EA',54.00,12,2100,'N'),
 (1,'PTL-3003','Impact Driver 18V Bare Tool','PTL','EA',49.00,11,1300,'N'),
 (1,'PTL-3004','Rotary Hammer SDS-Plus','PTL','EA',112.00,11,1700,'N'),
 (1,'PTL-3005','Angle Grinder 4-1/2in','PTL','EA',31.00,12,2000,'N'),
 (1,'PTL-3006','Reciprocating Saw Corded','PTL','EA',47.00,11,2500,'Y'),
 (1,'PLB-4001','PEX Pipe 1/2in x 100ft','PLB','RL',24.00, 6,2500,'N'),
 (1,'PLB-4002','Copper Elbow 3/4in (10)','PLB','BX',12.40, 6,2500,'N'),
 (1,'PLB-4003','Ball Valve 3/4in Brass','PLB','EA', 8.60,13,1600,'N'),
 (1,'PLB-4004','Kitchen Faucet Single Handle','PLB','EA',46.00,13,1400,'N'),
 (1,'PLB-4005','PVC Pipe 2in x 10ft Sch40','PLB','EA', 7.20, 6,2500,'N'),
 (1,'PLB-4006','Toilet Fill Valve','PLB','EA', 5.30, 6,2200,'N'),
 (1,'ELE-5001','Romex 12/2 Wire 250ft','ELE','RL',78.00, 7,2500,'N'),
 (1,'ELE-5002','Duplex Receptacle 15A (10)','ELE','BX', 6.90, 7,2500,'N'),
 (1,'ELE-5003','LED Shop Light 4ft','ELE','EA',18.50, 2,1100,'N'),
 (1,'ELE-5004','Circuit Breaker 20A Single Pole','ELE','EA', 5.80, 7,2500,'N'),
 (1,'ELE-5005','Electrical Box 1-Gang (25)','ELE','BX', 9.40, 7,2400,'N'),
 (1,'ELE-5006','GFCI Outlet 20A','ELE','EA',11.20, 7,1800,'N'),
 (1,'LBR-6001','Stud 2x4x8 SPF','LBR','EA', 3.10, 8,2500,'N'),
 (1,'LBR-6002','Pressure Treated 2x6x12','LBR','EA', 9.40, 8,2500,'N'),
 (1,'LBR-6003','Plywood 3/4in 4x8 Sanded','LBR','SH',38.00, 9,2500,'N'),
 (1,'LBR-6004','OSB 7/16in 4x8','LBR','SH',14.80, 9,2500,'N'),
 (1,'LBR-6005','Cedar Fence Picket 6ft','LBR','EA', 2.60, 9,2100,'N'),
 (1,'LBR-6006','Drywall Sheet 1/2in 4x8','LBR','SH', 9.90, 8,2500,'N'),
 (1,'PNT-7001','Interior Latex Eggshell 5gal','PNT','PL',72.00,10,2500,'N'),
 (1,'PNT-7002','Exterior Acrylic Satin 1gal','PNT','GL',19.50,10,2300,'N'),
 (1,'PNT-7003','Primer Sealer 5gal','PNT','PL',58.00,10,2100,'N'),
 (1,'PNT-7004','Roller Kit 9in','PNT','EA', 4.80,10,2500,'N'),
 (1,'PNT-7005','Painters Tape 1.88in 6pk','PNT','PK',16.20,10,1900,'N'),
 (1,'PNT-7006','Canvas Drop Cloth 9x12','PNT','EA', 8.10, 3,2000,'N'),
 (1,'HDW-8001','Entry Lever Set Satin Nickel','HDW','EA',17.40,14,2500,'N'),
 (1,'HDW-8002','Deadbolt Single Cylinder','HDW','EA',13.90,14,2500,'N'),
 (1,'HDW-8003','Door Hinge 3.5in 3pk','HDW','PK', 4.20, 5,2500,'N'),
 (1,'HDW-8004','Cabinet Pull Brass 4in','HDW','EA', 2.30, 5,2000,'N'),
 (1,'HDW-8005','Door Closer Commercial Grade 1','HDW','EA',39.00, 5,1700,'N'),
 (1,'HDW-8006','Barn Door Hardware Kit','HDW','EA',48.00,14,20,'N'),
 (2,'LB-100','Douglas Fir 2x4x8','LBR','EA', 3.40, 1,3000,'N'),
 (2,'LB-110','Douglas Fir 2x10x16','LBR','EA',21.00, 1,3000,'N'),
 (2,'LB-200','Cedar Decking 5/4x6x12','LBR','EA',16.50, 4,2500,'N'),
 (2,'LB-300','Plywood CDX 1/2in 4x8','LBR','SH',26.00, 4,2500,'N'),
 (2,'FS-100','Framing Nail 3-1/4in 30lb','FST','BX',44.00, 2,2800,'N'),
 (2,'FS-200','Deck Screw Stainless 5lb','FST','BX',39.00, 2,2000,'N'),
 (2,'FS-300','Joist Hanger 2x10 (25)','FST','BX',31.00, 2,1800,'N'),
 (2,'HT-100','Framing Hammer 22oz','HTL','EA',14.00, 3,2600,'N'),
 (2,'HT-200','Chalk Line Reel','HTL','EA', 4.50, 3,2600,'N'),
 (2,'HT-300','Speed Square 7in','HTL','EA', 3.20, 3,10,'N')
) v(co_id, item_no, item_desc, cat_cd, uom, std_cst, sup_id, add_ago, disc_flg);

-- Price history: current price = std_cst * markup; earlier periods were lower.
-- Tenant 1 items are numbered 1..48 by item_no; the markup and the number of price changes vary by item.
INSERT INTO prc_hist (co_id, item_no, valid_from, valid_to, list_prc)
WITH p AS (
  SELECT co_id, item_no, std_cst, add_dt,
         row_number() OVER (PARTITION BY co_id ORDER BY item_no)::int AS n,
         1.55 + ((row_number() OVER (PARTITION BY co_id ORDER BY item_no)) * 7 % 11) * 0.035 AS mk
  FROM prod
)
SELECT co_id, item_no, valid_from, valid_to, list_prc FROM (
  -- period 1: old price
  SELECT co_id, item_no, GREATEST(add_dt, CURRENT_DATE - 1100) AS valid_from,
         CURRENT_DATE - 371 - (n % 5) * 9 AS valid_to,
         round(std_cst * mk * 0.90, 2) AS list_prc
  FROM p WHERE add_dt < CURRENT_DATE - 800
  UNION ALL
  -- period 2: last year's price (items with n % 4 = 0 kept it until today)
  SELECT co_id, item_no, CURRENT_DATE - 370 - (n % 5) * 9,
         CASE WHEN n % 4 = 0 THEN NULL ELSE CURRENT_DATE - 126 + (n % 6) * 10 END,
         round(std_cst * mk * CASE WHEN n % 4 = 0 THEN 1.00 ELSE 0.95 END, 2)
  FROM p WHERE add_dt < CURRENT_DATE - 800
  UNION ALL
  -- period 3: current price
  SELECT co_id, item_no, CASE WHEN add_dt < CURRENT_DATE - 800 THEN CURRENT_DATE - 125 + (n % 6) * 10 ELSE add_dt END,
         NULL, round(std_cst * mk, 2)
  FROM p WHERE NOT (add_dt < CURRENT_DATE - 800 AND n % 4 = 0)
) x;

-- ===================================================================== stock on hand
-- ATL/DAL/CHI stock every item (the new barn door kit only in ATL); TOR carries every item except n % 3 = 0.
INSERT INTO stk (co_id, whse_cd, item_no, qty_oh, qty_alloc, reord_pt, reord_qty, bin_loc, last_cnt_dt)
WITH p AS (
  SELECT pr.co_id, pr.item_no, pr.cat_cd, pr.add_dt,
         row_number() OVER (PARTITION BY pr.co_id ORDER BY pr.item_no)::int AS n
  FROM prod pr
), w AS (
  SELECT co_id, whse_cd, row_number() OVER (PARTITION BY co_id ORDER BY whse_cd)::int AS wn
  FROM whse WHERE actv_flg = 'Y'
), base AS (
  SELECT p.co_id, w.whse_cd, p.item_no, p.n, w.wn,
         CASE p.cat_cd WHEN 'LBR' THEN 400 WHEN 'FST' THEN 120 WHEN 'PTL' THEN 15 ELSE 40 END AS rp
  FROM p JOIN w ON w.co_id = p.co_id
  WHERE (p.add_dt < CURRENT_DATE - 30 OR w.whse_cd IN ('ATL','SEA'))
    AND NOT (w.whse_cd = 'TOR' AND p.n % 3 = 0)
)
SELECT co_id, whse_cd, item_no,
       CASE WHEN (n * 5 + wn * 3) % 17 = 0 THEN 0
            ELSE (rp * (4 + (n * 7 + wn * 11) % 23)) / 10 END AS qty_oh,
       CASE WHEN (n * 5 + wn * 3) % 17 = 0 THEN 0
            ELSE (rp * ((n + wn) % 4)) / 10 END AS qty_alloc,
       rp * CASE WHEN whse_cd IN ('TOR','VAN') THEN 1 ELSE 2 END / 2 + (n % 3) * 5 AS reord_pt,
       rp * 2 AS reord_qty,
       chr(64 + wn) || '-' || lpad((n % 30 + 1)::text, 2, '0') || '-' || ((n % 4) + 1)::text AS bin_loc,
       CASE WHEN (n + wn) % 9 = 0 THEN NULL ELSE CURRENT_DATE - ((n * 13 + wn * 29) % 200) END AS last_cnt_dt
FROM base;

-- ===================================================================== purchasing
INSERT INTO po_hdr (co_id, po_no, sup_id, whse_cd, byr_emp_no, po_dt, exp_dt, rcv_dt, po_stat)
WITH g AS (
  SELECT t.co_id, i, t.nsup,
         CASE WHEN t.co_id = 1 THEN (i * 11) % 503 ELSE (i * 17) % 401 END AS age
  FROM (VALUES (1, 96, 14), (2, 24, 4)) t(co_id, npo, nsup)
  CROSS JOIN LATERAL generate_series(1, t.npo) i
), h AS (
  SELECT g.co_id, g.i, g.age, s.sup_id, s.lead_dd,
         CASE WHEN g.co_id = 1 THEN (ARRAY['ATL','DAL','CHI','TOR'])[1 + g.i % 4]
              ELSE (ARRAY['SEA','VAN'])[1 + g.i % 2] END AS whse_cd,
         CASE WHEN g.co_id = 2 THEN 2006
              WHEN g.i % 3 = 0 THEN 1038
              WHEN g.i % 3 = 1 THEN 1039
              WHEN g.age > 150 THEN 1040
              ELSE 1038 END AS byr,
         CURRENT_DATE - g.age AS po_dt
  FROM g JOIN sup s ON s.co_id = g.co_id AND s.sup_id = 1 + (g.i * 5) % g.nsup
)
SELECT co_id, CASE WHEN co_id = 1 THEN 45000 + i ELSE 8000 + i END, sup_id, whse_cd,
       CASE WHEN i % 29 = 7 THEN NULL ELSE byr END,
       po_dt, po_dt + lead_dd,
       CASE WHEN i % 17 = 0 OR po_dt + lead_dd > CURRENT_DATE
                 OR (age <= lead_dd + 20 AND i % 4 = 1) THEN NULL
            ELSE LEAST(GREATEST(po_dt + lead_dd + ((i * 3) % 13 - 8), po_dt + 2), CURRENT_DATE - 1) END,
       CASE WHEN i % 17 = 0 THEN 'CXL'
            WHEN po_dt + lead_dd > CURRENT_DATE THEN 'OPN'
            WHEN age <= lead_dd + 20 AND i % 4 = 1 THEN 'OPN'
            WHEN i % 5 = 2 AND age < 200 THEN 'PRT'
            ELSE 'RCV' END
FROM h;

INSERT INTO po_ln (co_id, po_no, ln_no, item_no, qty_ord, qty_rcv, unit_cst)
WITH sp AS (
  SELECT co_id, sup_id, item_no, cat_cd, std_cst,
         row_number() OVER (PARTITION BY co_id, sup_id ORDER BY item_no)::int AS rn,
         count(*) OVER (PARTITION BY co_id, sup_id)::int AS cnt
  FROM prod WHERE add_dt < CURRENT_DATE - 30
), h AS (
  SELECT ph.*, CASE WHEN co_id = 1 THEN po_no - 45000 ELSE po_no - 8000 END AS i,
         CURRENT_DATE - po_dt AS age
  FROM po_hdr ph
), l AS (
  SELECT h.co_id, h.po_no, h.i, h.age, h.po_stat, ln
  FROM h CROSS JOIN generate_series(1, 3) ln
  WHERE ln <= 1 + h.i % 3
)
SELECT l.co_id, l.po_no, l.ln, sp.item_no, q.qty,
       CASE WHEN l.po_stat = 'RCV' THEN CASE WHEN l.i % 9 = 0 AND l.ln = 1 THEN q.qty - q.qty / 10 ELSE q.qty END
            WHEN l.po_stat = 'PRT' THEN CASE WHEN l.ln = 1 THEN q.qty / 2 ELSE 0 END
            ELSE 0 END,
       round(sp.std_cst * CASE WHEN l.age > 365 THEN 0.94 WHEN l.age > 180 THEN 0.97 ELSE 1.00 END, 2)
FROM l
JOIN h ON h.co_id = l.co_id AND h.po_no = l.po_no
JOIN sp ON sp.co_id = l.co_id AND sp.sup_id = h.sup_id
       AND sp.rn = ((l.i + l.ln) % sp.cnt) + 1
CROSS JOIN LATERAL (SELECT CASE sp.cat_cd WHEN 'LBR' THEN 200 + ((l.i * 7 + l.ln * 3) % 9) * 100
                                          WHEN 'PTL' THEN 10 + ((l.i + l.ln) % 5) * 10
                                          ELSE 50 + ((l.i * 3 + l.ln * 5) % 8) * 25 END AS qty) q
WHERE l.ln <= sp.cnt;

-- ===================================================================== sales orders
INSERT INTO so_hdr (co_id, so_no, cust_id, rep_emp_no, whse_cd, ord_dt, req_dt, shp_dt, so_stat, ship_via, cust_po_ref)
WITH g AS (
  SELECT t.co_id, i,
         CASE WHEN t.co_id = 2 THEN (i * 7) % 401
              WHEN i <= 300 THEN (i * 13) % 547
              ELSE ((i - 300) * 3) % 40 END AS age,
         CASE WHEN t.co_id = 1 THEN CASE WHEN i % 5 = 0 THEN 1 + (i / 5) % 5 ELSE 1 + ((i - i / 5) * 7) % 55 END
              ELSE 1 + (i * 7) % 11 END AS cust_id
  FROM (VALUES (1, 340), (2, 80)) t(co_id, nso)
  CROSS JOIN LATERAL generate_series(1, t.nso) i
), s AS (
  SELECT g.*,
         CASE WHEN i % 23 = 0 THEN 'CXL'
              WHEN age <= 6 THEN CASE WHEN i % 4 = 0 THEN 'HLD' ELSE 'OPN' END
              WHEN age <= 14 AND i % 3 = 0 THEN 'OPN'
              WHEN age <= 75 AND i % 6 = 1 THEN 'PRT'
              ELSE 'SHP' END AS st
  FROM g
)
SELECT s.co_id, 100000 + s.i, s.cust_id,
       CASE WHEN s.co_id = 1 AND c.rep_emp_no IS NOT NULL AND s.cust_id % 6 = 0 AND s.age > 400 THEN 1021
            WHEN s.co_id = 1 AND c.rep_emp_no IS NOT NULL AND s.cust_id % 6 = 3 AND s.age > 200 THEN 1022
            -- orders taken before the current rep was hired belong to the rep who had the account then
            WHEN s.co_id = 1 AND c.rep_emp_no = 1019 AND s.age > 250 THEN 1016
            WHEN s.co_id = 1 AND c.rep_emp_no = 1020 AND s.age > 200 THEN 1022
            WHEN s.co_id = 1 AND c.rep_emp_no = 1020 AND s.age > 45 THEN 1017
            WHEN s.co_id = 2 AND s.cust_id IN (1, 6) AND s.age > 90 THEN 2005
            ELSE c.rep_emp_no END,
       c.whse_cd,
       CURRENT_DATE - s.age,
       CURRENT_DATE - s.age + 3 + s.i % 7,
       CASE WHEN s.st IN ('PRT','SHP') THEN CURRENT_DATE - s.age + 1 + s.i % 4 END,
       s.st,
       CASE WHEN c.cust_id = 55 AND s.co_id = 1 THEN 'PU'
            WHEN c.cntry_cd NOT IN ('US','CA') THEN 'LTL'
            ELSE (ARRAY['TRK','TRK','LTL','UPS','PU'])[1 + s.i % 5] END,
       CASE WHEN c.cust_typ IN ('BLD','INS') OR s.i % 3 = 0 THEN 'PO-' || (7000 + (s.i * 37) % 2000)::text END
FROM s JOIN cust c ON c.co_id = s.co_id AND c.cust_id = s.cust_id;

INSERT INTO so_ln (co_id, so_no, ln_no, item_no, qty_ord, qty_shp, unit_prc, unit_cst, ln_stat)
WITH p AS (
  SELECT co_id, item_no, cat_cd, std_cst,
         row_number() OVER (PARTITION BY co_id ORDER BY item_no)::int AS rn,
         count(*) OVER (PARTITION BY co_id)::int AS cnt
  FROM prod WHERE add_dt < CURRENT_DATE - 30
), l AS (
  SELECT h.co_id, h.so_no, h.so_no - 100000 AS i, h.ord_dt, h.so_stat, h.cust_id, ln
  FROM so_hdr h CROSS JOIN generate_series(1, 4) ln
  WHERE ln <= 1 + (h.so_no - 100000) % 4
)
SELECT l.co_id, l.so_no, l.ln, p.item_no, q.qty,
       CASE l.so_stat WHEN 'SHP' THEN q.qty
                      WHEN 'PRT' THEN CASE WHEN l.ln = 1 THEN q.qty ELSE q.qty / 2 END
                      ELSE 0 END,
       round(ph.list_prc * (1 - c.disc_pct / 100), 2),
       round(p.std_cst * CASE WHEN CURRENT_DATE - l.ord_dt > 365 THEN 0.94
                              WHEN CURRENT_DATE - l.ord_dt > 180 THEN 0.97 ELSE 1.00 END, 2),
       CASE l.so_stat WHEN 'SHP' THEN 'SHP'
                      WHEN 'PRT' THEN CASE WHEN l.ln = 1 THEN 'SHP' ELSE 'BO' END
                      WHEN 'CXL' THEN 'CXL'
                      ELSE 'OPN' END
FROM l
JOIN p ON p.co_id = l.co_id AND p.rn = ((l.i * 11 + l.ln * 17) % p.cnt) + 1
JOIN cust c ON c.co_id = l.co_id AND c.cust_id = l.cust_id
JOIN prc_hist ph ON ph.co_id = l.co_id AND ph.item_no = p.item_no
     AND ph.valid_from <= l.ord_dt AND (ph.valid_to IS NULL OR ph.valid_to >= l.ord_dt)
CROSS JOIN LATERAL (SELECT CASE WHEN c.cust_typ = 'BLD' OR c.cust_id <= 5 THEN 2 ELSE 1 END * CASE p.cat_cd WHEN 'LBR' THEN 60 + ((l.i * 3 + l.ln * 7) % 12) * 40
                                         WHEN 'PTL' THEN 2 + (l.i + l.ln * 3) % 15
                                         WHEN 'FST' THEN 20 + ((l.i * 5 + l.ln) % 10) * 10
                                         ELSE 6 + (l.i * 3 + l.ln * 7) % 59 END AS qty) q;

-- ===================================================================== invoices & receipts
-- Payment behaviour by invoice (k = invoice sequence mod 10): 0-5 pay around terms, 6 pays very late,
-- 7 pays half then the rest late, 8 pays 30% and (if recent) nothing more, 9 recent ones never paid.
INSERT INTO inv_hdr (co_id, inv_no, so_no, cust_id, inv_dt, due_dt, inv_amt, inv_stat)
WITH inv AS (
  SELECT h.co_id, 700000 + (h.so_no - 100000) AS inv_no, h.so_no, h.cust_id, h.shp_dt AS inv_dt,
         h.shp_dt + CASE c.pmt_terms WHEN 'N30' THEN 30 WHEN 'N45' THEN 45 WHEN 'N60' THEN 60 ELSE 0 END AS due_dt,
         CASE c.pmt_terms WHEN 'N30' THEN 30 WHEN 'N45' THEN 45 WHEN 'N60' THEN 60 ELSE 0 END AS t,
         c.pmt_terms,
         (SELECT sum(l.qty_shp * l.unit_prc) FROM so_ln l WHERE l.co_id = h.co_id AND l.so_no = h.so_no) AS inv_amt
  FROM so_hdr h JOIN cust c ON c.co_id = h.co_id AND c.cust_id = h.cust_id
  WHERE h.so_stat IN ('SHP','PRT')
), plan AS (
  SELECT co_id, inv_no, inv_dt AS pmt_dt, inv_amt AS amt FROM inv WHERE pmt_terms = 'COD'
  UNION ALL
  SELECT co_id, inv_no, d, a FROM inv
  CROSS JOIN LATERAL (VALUES
     (CASE WHEN (inv_no % 10) <= 5 THEN inv_dt + t - 3 + (inv_no * 7) % 12
           WHEN (inv_no % 10) = 6 THEN inv_dt + t + 35
           WHEN (inv_no % 10) = 7 THEN inv_dt + 15
           WHEN (inv_no % 10) = 8 THEN inv_dt + 10
           WHEN (inv_no % 10) = 9 AND inv_dt < CURRENT_DATE - 200 THEN inv_dt + t + 10 END,
      CASE WHEN (inv_no % 10) = 7 THEN round(inv_amt * 0.5, 2)
           WHEN (inv_no % 10) = 8 THEN round(inv_amt * 0.3, 2)
           ELSE inv_amt END),
     (CASE WHEN (inv_no % 10) = 7 THEN inv_dt + t + 20
           WHEN (inv_no % 10) = 8 AND inv_dt < CURRENT_DATE - 400 THEN inv_dt + t + 60 END,
      CASE WHEN (inv_no % 10) = 7 THEN inv_amt - round(inv_amt * 0.5, 2)
           ELSE inv_amt - round(inv_amt * 0.3, 2) END)
  ) v(d, a)
  WHERE pmt_terms <> 'COD' AND d IS NOT NULL
), paid AS (
  SELECT co_id, inv_no, sum(amt) AS amt FROM plan WHERE pmt_dt <= CURRENT_DATE - 1 GROUP BY co_id, inv_no
)
SELECT i.co_id, i.inv_no, i.so_no, i.cust_id, i.inv_dt, i.due_dt, i.inv_amt,
       CASE WHEN p.amt IS NULL THEN 'OPN' WHEN p.amt >= i.inv_amt THEN 'PD' ELSE 'PRT' END
FROM inv i LEFT JOIN paid p ON p.co_id = i.co_id AND p.inv_no = i.inv_no;

INSERT INTO cust_pmt (co_id, pmt_no, cust_id, inv_no, pmt_dt, pmt_amt, pmt_mthd, ref_no)
WITH inv AS (
  SELECT i.co_id, i.inv_no, i.cust_id, i.inv_dt, i.inv_amt, c.pmt_terms, c.cntry_cd,
         CASE c.pmt_terms WHEN 'N30' THEN 30 WHEN 'N45' THEN 45 WHEN 'N60' THEN 60 ELSE 0 END AS t
  FROM inv_hdr i JOIN cust c ON c.co_id = i.co_id AND c.cust_id = i.cust_id
), plan AS (
  SELECT co_id, inv_no, cust_id, cntry_cd, pmt_terms, inv_dt AS pmt_dt, inv_amt AS amt FROM inv WHERE pmt_terms = 'COD'
  UNION ALL
  SELECT co_id, inv_no, cust_id, cntry_cd, pmt_terms, d, a FROM inv
  CROSS JOIN LATERAL (VALUES
     (CASE WHEN (inv_no % 10) <= 5 THEN inv_dt + t - 3 + (inv_no * 7) % 12
           WHEN (inv_no % 10) = 6 THEN inv_dt + t + 35
           WHEN (inv_no % 10) = 7 THEN inv_dt + 15
           WHEN (inv_no % 10) = 8 THEN inv_dt + 10
           WHEN (inv_no % 10) = 9 AND inv_dt < CURRENT_DATE - 200 THEN inv_dt + t + 10 END,
      CASE WHEN (inv_no % 10) = 7 THEN round(inv_amt * 0.5, 2)
           WHEN (inv_no % 10) = 8 THEN round(inv_amt * 0.3, 2)
           ELSE inv_amt END),
     (CASE WHEN (inv_no % 10) = 7 THEN inv_dt + t + 20
           WHEN (inv_no % 10) = 8 AND inv_dt < CURRENT_DATE - 400 THEN inv_dt + t + 60 END,
      CASE WHEN (inv_no % 10) = 7 THEN inv_amt - round(inv_amt * 0.5, 2)
           ELSE inv_amt - round(inv_amt * 0.3, 2) END)
  ) v(d, a)
  WHERE pmt_terms <> 'COD' AND d IS NOT NULL
), ok AS (
  SELECT *, row_number() OVER (PARTITION BY co_id ORDER BY pmt_dt, inv_no, amt)::int AS rn
  FROM plan WHERE pmt_dt <= CURRENT_DATE - 1
)
SELECT co_id, CASE WHEN co_id = 1 THEN 30000 + rn ELSE 5000 + rn END, cust_id, inv_no, pmt_dt, amt,
       CASE WHEN pmt_terms = 'COD' THEN 'CC'
            WHEN cntry_cd NOT IN ('US') THEN 'WIR'
            WHEN inv_no % 3 = 0 THEN 'CHK' ELSE 'ACH' END,
       CASE WHEN pmt_terms <> 'COD' AND cntry_cd = 'US' AND inv_no % 3 = 0 THEN 'CHK' || (10000 + (inv_no * 31) % 90000)::text END
FROM ok;

-- payments received on account, not yet matched to an invoice
INSERT INTO cust_pmt (co_id, pmt_no, cust_id, inv_no, pmt_dt, pmt_amt, pmt_mthd, ref_no) VALUES
 (1, 39001, 17, NULL, CURRENT_DATE - 12, 2500.00, 'CHK', 'CHK55120'),
 (1, 39002, 38, NULL, CURRENT_DATE - 33, 4000.00, 'ACH', NULL),
 (2, 5901, 5, NULL, CURRENT_DATE - 8, 1200.00, 'ACH', NULL);
