-- =====================================================================
-- TICKETING PLATFORM  -  box office / promoter database
-- Migrated from MySQL 5.7 (2019). Tables and columns were created in
-- camelCase without quotes, so PostgreSQL folded them to lowercase:
-- ticketOrder -> ticketorder, faceValue -> facevalue, isRefunded -> isrefunded.
--
-- CONVENTIONS
--  * orgid        tenant = the organisation (box office account) owning the row.
--                 Present in every table. Never join across orgids.
--  * Flags        MySQL TINYINT(1) migrated as smallint: 1 = yes, 0 = no
--                 (isactive, isstanding, isheadliner, iscomp, isrefunded, isoptin).
--  * Money        numeric(10,2), organisation currency, tax included.
--  * Dates        *date columns are DATE, *at columns are TIMESTAMP (venue local time).
--
--  venue          closedate NULL = venue still operating. capacity = sum of its halls.
--  hall           a room / stage / section inside a venue. seatcount = licensed capacity.
--                 isstanding = 1 for standing (general admission only) rooms.
--  performer      acts (bands, solo artists, comedians). firstname/lastname = lead contact.
--  promoter       promoters who put on events, commissionpct = our commission on gross.
--  staffuser      rolecode BOX = box office, OPS = door / operations, FIN = finance,
--                 MGR = venue manager. enddate NULL = still employed.
--  event          eventdate = show date, doorstime = doors open, onsaledate = first day
--                 tickets could be bought.
--                 status: S = scheduled (announced, not on sale yet), O = on sale,
--                         P = postponed (new date TBC), X = cancelled,
--                         C = completed (the show took place).
--                 category: CONC concert, COM comedy, CLAS classical, THEA theatre.
--  eventperformer billingorder 1 = headliner (isheadliner = 1), 2+ = support acts.
--                 feeamt = guaranteed fee agreed with the act.
--  pricelevel     ticket tier of one event. tiercode: GA general admission,
--                 RES reserved seating, VIP, EB early bird.
--                 qtyavailable = allocation (capacity) of that tier.
--  customer       ticket buyers. isoptin = 1 accepts marketing e-mails.
--  promocode      discountpct off face value. validto NULL = open-ended.
--  ticketorder    channel: WEB website, APP mobile app, BOX box office, PHN phone,
--                         AGT agent / reseller.
--                 status : P = paid, R = refunded, X = expired basket (never paid),
--                          H = on hold (reserved, awaiting payment).
--                 A "walk-up" is a BOX order placed on the day of the event. Walk-ups
--                 may have no customerid. staffid = box office seller (BOX only).
--                 subtotalamt = tickets after discount, feeamt = booking fees,
--                 totalamt = subtotalamt + feeamt.
--  orderline      qty tickets of one pricelevel at unitprice (face value, 0 for comps);
--                 discountamt = promo discount on the line.
--  ticket         one row per issued ticket (only paid or refunded orders issue tickets).
--                 iscomp = 1 complimentary ticket. isrefunded = 1 ticket refunded / void.
--                 seatlabel NULL for general admission.
--  scan           door scans. scanresult OK = admitted, DUP = already scanned,
--                 INV = invalid / void ticket rejected. A no-show is a valid ticket of a
--                 completed event without an OK scan.
--  refund         reasoncode EVX event cancelled, CUS customer request,
--                 DUP duplicate purchase, FRD fraud / chargeback. staffid = processed by.
--  payout         settlement to the promoter after the show: grossamt = ticket revenue,
--                 feesamt = our commission, netamt = grossamt - feesamt.
--                 status P = pending, S = sent (paidat filled), H = on hold (dispute).
--
--  REPORTING DEFINITIONS (as used by finance / box office)
--  * Tickets sold   = ticket rows with isrefunded = 0 (comps included).
--  * Capacity       = SUM(pricelevel.qtyavailable) of the event, sell-through = sold / capacity.
--                     Sold out = sold >= capacity.
--  * Gross          = SUM(ticketorder.subtotalamt) of paid orders (status P), booking fees excluded.
--  * Attendance     = tickets with an OK scan. No-show = sold ticket of a completed event without one.
-- =====================================================================

CREATE TABLE venue (
    venueid     integer PRIMARY KEY,
    orgid       integer NOT NULL,
    venuename   varchar(80) NOT NULL,
    city        varchar(50) NOT NULL,
    addr1       varchar(100),
    postcode    varchar(12),
    capacity    integer,
    opendate    date,
    closedate   date,
    isactive    smallint NOT NULL DEFAULT 1
);

CREATE TABLE hall (
    hallid      integer PRIMARY KEY,
    orgid       integer NOT NULL,
    venueid     integer NOT NULL REFERENCES venue(venueid),
    hallname    varchar(60) NOT NULL,
    seatcount   integer NOT NULL,
    isstanding  smallint NOT NULL DEFAULT 0
);

CREATE TABLE performer (
    performerid integer PRIMARY KEY,
    orgid       integer NOT NULL,
    stagename   varchar(80) NOT NULL,
    firstname   varchar(40),
    lastname    varchar(40),
    genre       varchar(30),
    countrycode char(2),
    agentemail  varchar(100)
);

CREATE TABLE promoter (
    promoterid       integer PRIMARY KEY,
    orgid            integer NOT NULL,
    companyname      varchar(80) NOT NULL,
    contactfirstname varchar(40),
    contactlastname  varchar(40),
    email            varchar(100),
    commissionpct    numeric(5,2) NOT NULL,
    isactive         smallint NOT NULL DEFAULT 1
);

CREATE TABLE staffuser (
    staffid     integer PRIMARY KEY,
    orgid       integer NOT NULL,
    venueid     integer REFERENCES venue(venueid),
    firstname   varchar(40) NOT NULL,
    lastname    varchar(40) NOT NULL,
    rolecode    varchar(3) NOT NULL,
    hiredate    date NOT NULL,
    enddate     date
);

CREATE TABLE event (
    eventid     integer PRIMARY KEY,
    orgid       integer NOT NULL,
    venueid     integer NOT NULL REFERENCES venue(venueid),
    hallid      integer NOT NULL REFERENCES hall(hallid),
    promoterid  integer NOT NULL REFERENCES promoter(promoterid),
    eventname   varchar(120) NOT NULL,
    category    varchar(4),
    eventdate   date NOT NULL,
    doorstime   time,
    onsaledate  date,
    status      char(1) NOT NULL,
    createdat   timestamp
);

CREATE TABLE eventperformer (
    eventperformerid integer PRIMARY KEY,
    orgid        integer NOT NULL,
    eventid      integer NOT NULL REFERENCES event(eventid),
    performerid  integer NOT NULL REFERENCES performer(performerid),
    billingorder smallint NOT NULL,
    isheadliner  smallint NOT NULL DEFAULT 0,
    feeamt       numeric(10,2)
);

CREATE TABLE pricelevel (
    pricelevelid integer PRIMARY KEY,
    orgid        integer NOT NULL,
    eventid      integer NOT NULL REFERENCES event(eventid),
    tiercode     varchar(3) NOT NULL,
    levelname    varchar(40) NOT NULL,
    facevalue    numeric(10,2) NOT NULL,
    qtyavailable integer NOT NULL
);

CREATE TABLE customer (
    customerid  integer PRIMARY KEY,
    orgid       integer NOT NULL,
    firstname   varchar(40) NOT NULL,
    lastname    varchar(40) NOT NULL,
    email       varchar(100),
    phone       varchar(20),
    city        varchar(50),
    postcode    varchar(12),
    dob         date,
    isoptin     smallint NOT NULL DEFAULT 0,
    createdat   timestamp NOT NULL
);

CREATE TABLE promocode (
    promocodeid integer PRIMARY KEY,
    orgid       integer NOT NULL,
    code        varchar(20) NOT NULL,
    descr       varchar(100),
    discountpct numeric(5,2) NOT NULL,
    validfrom   date NOT NULL,
    validto     date,
    maxuses     integer,
    isactive    smallint NOT NULL DEFAULT 1
);

CREATE TABLE ticketorder (
    orderid     integer PRIMARY KEY,
    orgid       integer NOT NULL,
    customerid  integer REFERENCES customer(customerid),
    eventid     integer NOT NULL REFERENCES event(eventid),
    orderdate   timestamp NOT NULL,
    channel     varchar(3) NOT NULL,
    status      char(1) NOT NULL,
    promocodeid integer REFERENCES promocode(promocodeid),
    staffid     integer REFERENCES staffuser(staffid),
    subtotalamt numeric(10,2),
    feeamt      numeric(10,2),
    totalamt    numeric(10,2)
);

CREATE TABLE orderline (
    orderlineid  integer PRIMARY KEY,
    orgid        integer NOT NULL,
    orderid      integer NOT NULL REFERENCES ticketorder(orderid),
    pricelevelid integer NOT NULL REFERENCES pricelevel(pricelevelid),
    qty          integer NOT NULL,
    unitprice    numeric(10,2) NOT NULL,
    discountamt  numeric(10,2) NOT NULL DEFAULT 0
);

CREATE TABLE ticket (
    ticketid    integer PRIMARY KEY,
    orgid       integer NOT NULL,
    orderlineid integer NOT NULL REFERENCES orderline(orderlineid),
    eventid     integer NOT NULL REFERENCES event(eventid),
    barcode     varchar(20) NOT NULL,
    seatlabel   varchar(10),
    iscomp      smallint NOT NULL DEFAULT 0,
    isrefunded  smallint NOT NULL DEFAULT 0,
    issuedat    timestamp NOT NULL
);

CREATE TABLE scan (
    scanid      integer PRIMARY KEY,
    orgid       integer NOT NULL,
    ticketid    integer NOT NULL REFERENCES ticket(ticketid),
    scannedat   timestamp NOT NULL,
    gateno      varchar(5),
    scanresult  varchar(3) NOT NULL,
    staffid     integer REFERENCES staffuser(staffid)
);

CREATE TABLE refund (
    refundid    integer PRIMARY KEY,
    orgid       integer NOT NULL,
    orderid     integer NOT NULL REFERENCES ticketorder(orderid),
    refunddate  timestamp NOT NULL,
    refundamt   numeric(10,2) NOT NULL,
    reasoncode  varchar(3) NOT NULL,
    staffid     integer REFERENCES staffuser(staffid)
);

CREATE TABLE payout (
    payoutid    integer PRIMARY KEY,
    orgid       integer NOT NULL,
    promoterid  integer NOT NULL REFERENCES promoter(promoterid),
    eventid     integer NOT NULL REFERENCES event(eventid),
    grossamt    numeric(12,2) NOT NULL,
    feesamt     numeric(12,2) NOT NULL,
    netamt      numeric(12,2) NOT NULL,
    payoutdate  date NOT NULL,
    paidat      timestamp,
    status      char(1) NOT NULL
);

-- ---------------------------------------------------------------- venues
INSERT INTO venue (venueid, orgid, venuename, city, addr1, postcode, capacity, opendate, closedate, isactive)
SELECT g, (g - 1) % 3 + 1,
       (ARRAY['Riverside Arena','The Corn Exchange','Apollo Theatre','Harbour Hall','Electric Ballroom','Grand Pavilion',
              'Northgate Stadium','The Jazz Cellar','Civic Auditorium','Lakeside Amphitheatre','Old Mill Studio','Empire Music Hall'])[g],
       (ARRAY['Manchester','Leeds','Bristol','Manchester','Sheffield','Bristol','Liverpool','Leeds','Cardiff','Salford','York','Bath'])[g],
       (10 + g * 7) || ' ' || (ARRAY['Quay Street','Market Place','High Street','Dock Road','Mill Lane','Park Avenue'])[(g % 6) + 1],
       (ARRAY['M3','LS1','BS1','M4','S1','BS8','L3','LS2','CF10','M50','YO1','BA1'])[g] || ' ' || (g % 9 + 1) || 'AB',
       0,
       DATE '1998-03-01' + (g * 811 % 6000),
       CASE WHEN g = 11 THEN CURRENT_DATE - 430 END,
       CASE WHEN g = 11 THEN 0 ELSE 1 END
FROM generate_series(1, 12) g;

-- ---------------------------------------------------------------- halls (2 per venue)
INSERT INTO hall (hallid, orgid, venueid, hallname, seatcount, isstanding)
SELECT g, (((g + 1) / 2) - 1) % 3 + 1, (g + 1) / 2,
       CASE WHEN g % 2 = 1 THEN (ARRAY['Main Hall','Main Stage','Auditorium'])[g % 3 + 1]
            ELSE (ARRAY['Studio','Upper Room','Balcony Bar'])[g % 3 + 1] END,
       CASE WHEN g % 2 = 1 THEN 300 + (g * 37 % 5) * 100 ELSE 150 + (g * 13 % 4) * 50 + (g % 5) * 10 END,
       CASE WHEN g % 4 IN (1, 2) THEN 1 ELSE 0 END
FROM generate_series(1, 24) g;

UPDATE venue v SET capacity = h.cap
FROM (SELECT venueid, SUM(seatcount) AS cap FROM hall GROUP BY venueid) h
WHERE h.venueid = v.venueid;

-- ---------------------------------------------------------------- performers (20 per org)
INSERT INTO performer (performerid, orgid, stagename, firstname, lastname, genre, countrycode, agentemail)
SELECT g, (g - 1) % 3 + 1,
       (ARRAY['The Midnight Owls','Scarlet Harbour','Jonny Vega','Paper Lanterns','Mia Castell','Dave Kettering',
              'Northern Static','The Velvet Drones','Ruth Adebayo','Copper Sky','Lena Holt Quartet','The Brass Foxes',
              'Sam Okafor','Glasshouse','Priya Lal','Tom Birch','Hollow Pines','The Night Shift','Ellie Marsh','Big Ron Comedy',
              'Neon Tide','Stone & Feather','Kit Morales','The Lighthouse Keepers','Ada Brennan','Rusty Nails','Orchestra Nova',
              'Marco Bellini','Wild Geese','The Docklands','Grace Tan','Harry Fenwick','Silver Arrows','Yusuf Demir','Blue Fjord',
              'Chloe Barnes','Velvet Underpass','Luca Ferri Trio','The Comedy Store Allstars','Fiona Reid','Electric Meadow',
              'Oscar Lindqvist','The Hummingbirds','Ben Archer','Crimson Vale','Nadia Petrova','Jake Lowry','The Loose Ends',
              'Sinfonia North','Ivy League','Raj Patel','Dusty Roads','The Paper Kites','Holly Wren','Max Payne Band',
              'Gemma Collins','The Tall Stories','Aurora Strings','Nick Doyle','The Wandering Minds'])[g],
       (ARRAY['James','Sarah','Jonny','Mark','Mia','Dave','Liam','Chris','Ruth','Paul','Lena','Gary','Sam','Anna','Priya',
              'Tom','Rob','Kate','Ellie','Ron'])[(g - 1) % 20 + 1],
       (ARRAY['Wright','Collins','Vega','Hughes','Castell','Kettering','Shaw','Doherty','Adebayo','Green','Holt','Price',
              'Okafor','Bell','Lal','Birch','Walsh','Moore','Marsh','Dixon'])[(g * 7) % 20 + 1],
       (ARRAY['Rock','Pop','Comedy','Jazz','Folk','Electronic','Classical','Theatre','Hip-Hop','Rock'])[
            CASE WHEN g IN (20, 39, 6, 16, 32, 47, 56, 59) THEN 3
                 WHEN g IN (27, 49, 58, 11) THEN 7
                 WHEN g IN (57, 60, 22) THEN 8
                 ELSE (g * 3) % 10 + 1 END],
       (ARRAY['GB','GB','IE','US','GB','FR','GB','DE','GB','SE'])[g % 10 + 1],
       'bookings' || g || '@' || (ARRAY['wma-agency.com','primaltalent.co.uk','coda-music.com','x-ray.uk'])[g % 4 + 1]
FROM generate_series(1, 60) g;

UPDATE performer SET genre = 'Jazz' WHERE genre IN ('Comedy', 'Classical', 'Theatre')
  AND performerid NOT IN (20, 39, 6, 16, 32, 47, 56, 59, 27, 49, 58, 11, 57, 60, 22);

-- ---------------------------------------------------------------- promoters (5 per org)
INSERT INTO promoter (promoterid, orgid, companyname, contactfirstname, contactlastname, email, commissionpct, isactive)
SELECT g, (g - 1) % 3 + 1,
       (ARRAY['Live Nation North','SJM Concerts','Kilimanjaro Live','DHP Family','Academy Events','Metropolis Music',
              'Off The Kerb','Crosstown Concerts','Festival Republic','Futuresound','Hope Street Promotions','Blue Moon Live',
              'Gigantic Events','Soundcrash','Northern Lights Ents'])[g],
       (ARRAY['Alan','Beth','Carl','Dina','Ed','Fay','Gus','Helen','Ian','Jo','Ken','Lucy','Mo','Nina','Owen'])[g],
       (ARRAY['Mercer','Foster','Quinn','Ahmed','Tranter','Lloyd','Barker','Sutton','Nolan','Cooke','Ward','Hale','Farah','Kaur','Pike'])[g],
       'accounts@' || lower(replace((ARRAY['livenation','sjm','kililive','dhp','academy','metropolis','offthekerb','crosstown',
              'festrep','futuresound','hopestreet','bluemoon','gigantic','soundcrash','nlights'])[g], ' ', '')) || '.co.uk',
       (ARRAY[8.00, 10.00, 7.50, 12.00, 9.00])[(g - 1) / 3 + 1],
       CASE WHEN g = 14 THEN 0 ELSE 1 END
FROM generate_series(1, 15) g;

-- ---------------------------------------------------------------- staff (15 per org)
INSERT INTO staffuser (staffid, orgid, venueid, firstname, lastname, rolecode, hiredate, enddate)
SELECT g, (g - 1) % 3 + 1,
       ((g - 1) % 3 + 1) + 3 * ((((g - 1) / 3)) % 3),
       (ARRAY['Amy','Ben','Cara','Dan','Eve','Finn','Gina','Hugo','Isla','Jack','Kim','Leo','Maya','Nate','Olga',
              'Pete','Rosa','Stan','Tara','Umar','Vera','Will','Xena','Yara','Zack','Abby','Bill','Cleo','Dean','Edie',
              'Fred','Gail','Hank','Iris','Joel','Kara','Lars','Mona','Ned','Oona','Phil','Rhea','Seth','Tess','Vic'])[g],
       (ARRAY['Taylor','Brown','Wilson','Evans','Thomas','Roberts','Johnson','Lewis','Walker','Robinson','Wood','Thompson',
              'White','Watson','Jackson','Wright','Green','Harris','Cooper','King','Lee','Martin','Clarke','James','Morgan',
              'Hughes','Edwards','Hill','Moore','Clark','Harrison','Scott','Young','Morris','Hall','Ward','Turner','Carter',
              'Phillips','Mitchell','Patel','Adams','Campbell','Anderson','Allen'])[g],
       (ARRAY['MGR','FIN','BOX','BOX','OPS'])[(((g - 1) / 3) + 1) % 5 + 1],
       CASE WHEN (g - 1) / 3 + 1 IN (13, 15) THEN CURRENT_DATE - 20 - (g * 53 % 300)
            ELSE CURRENT_DATE - 420 - (g * 53 % 1900) END,
       CASE WHEN g % 7 = 0 THEN CURRENT_DATE - (g * 11 % 150) END
FROM generate_series(1, 45) g;

-- ---------------------------------------------------------------- events (60 per org)
INSERT INTO event (eventid, orgid, venueid, hallid, promoterid, eventname, category, eventdate, doorstime, onsaledate, status, createdat)
SELECT e.g, e.o, h.venueid, h.hallid, 3 * ((e.k * 7) % 5) + e.o, 'TBC', 'CONC',
       e.d, TIME '18:30' + (e.g % 4) * INTERVAL '30 minutes',
       e.d - (45 + (e.g % 4) * 15),
       CASE WHEN e.g % 23 = 0 THEN 'X'
            WHEN e.d >= CURRENT_DATE AND e.g % 19 = 0 THEN 'P'
            WHEN e.d < CURRENT_DATE THEN 'C'
            WHEN e.d - (45 + (e.g % 4) * 15) > CURRENT_DATE THEN 'S'
            ELSE 'O' END,
       (e.d - (45 + (e.g % 4) * 15) - 20 - (e.g % 10)) + TIME '10:15'
FROM (SELECT g, (g - 1) % 3 + 1 AS o, (g - 1) / 3 + 1 AS k,
             CURRENT_DATE + ((g * 37) % 470) - 375 AS d
      FROM generate_series(1, 180) g) e
JOIN (SELECT hallid, venueid, orgid,
             row_number() OVER (PARTITION BY orgid ORDER BY hallid) AS rn,
             count(*) OVER (PARTITION BY orgid) AS cnt
      FROM hall WHERE venueid <> 11) h
  ON h.orgid = e.o AND h.rn = (e.k * 5 + e.k / 7) % h.cnt + 1;

-- postponed shows had gone on sale before they were postponed
UPDATE event SET onsaledate = eventdate - 140 WHERE status = 'P';

-- ---------------------------------------------------------------- line-ups
INSERT INTO eventperformer (eventperformerid, orgid, eventid, performerid, billingorder, isheadliner, feeamt)
SELECT row_number() OVER (ORDER BY x.eventid, x.bo), x.orgid, x.eventid, x.performerid, x.bo,
       CASE WHEN x.bo = 1 THEN 1 ELSE 0 END,
       CASE WHEN x.bo = 1 THEN 5000 + (x.eventid * 137 % 20) * 1000 ELSE 500 + (x.eventid % 6) * 250 END
FROM (
    SELECT eventid, orgid, 1 AS bo, 3 * (((eventid - 1) / 3 + 1) * 11 % 20) + orgid AS performerid FROM event
    UNION ALL
    SELECT eventid, orgid, 2, 3 * ((((eventid - 1) / 3 + 1) * 11 + 7) % 20) + orgid FROM event WHERE eventid % 3 <> 0
    UNION ALL
    SELECT eventid, orgid, 3, 3 * ((((eventid - 1) / 3 + 1) * 11 + 13) % 20) + orgid FROM event WHERE eventid % 5 = 0
) x;

UPDATE event e
SET eventname = p.stagename || ' - ' ||
        CASE p.genre WHEN 'Comedy' THEN (ARRAY['Stand-Up Live','Work In Progress','Laughing Matters Tour'])[e.eventid % 3 + 1]
                     WHEN 'Classical' THEN (ARRAY['Beethoven Night','Winter Gala','Film Scores Live'])[e.eventid % 3 + 1]
                     WHEN 'Theatre' THEN (ARRAY['Matinee Special','Opening Night','The Christmas Show'])[e.eventid % 3 + 1]
                     ELSE (ARRAY['Live','World Tour','Unplugged','Farewell Tour','In Concert','Album Launch'])[e.eventid % 6 + 1] END,
    category = CASE p.genre WHEN 'Comedy' THEN 'COM' WHEN 'Classical' THEN 'CLAS' WHEN 'Theatre' THEN 'THEA' ELSE 'CONC' END
FROM eventperformer ep
JOIN performer p ON p.performerid = ep.performerid
WHERE ep.eventid = e.eventid AND ep.isheadliner = 1;

-- ---------------------------------------------------------------- price levels
INSERT INTO pricelevel (pricelevelid, orgid, eventid, tiercode, levelname, facevalue, qtyavailable)
SELECT row_number() OVER (ORDER BY e.eventid, t.ord), e.orgid, e.eventid, t.tier,
       CASE t.tier WHEN 'GA' THEN 'General Admission' WHEN 'RES' THEN 'Reserved Seating'
                   WHEN 'VIP' THEN 'VIP Package' ELSE 'Early Bird' END,
       CASE t.tier WHEN 'GA' THEN 25 + (e.eventid * 7 % 8) * 5
                   WHEN 'RES' THEN 40 + (e.eventid * 7 % 8) * 5
                   WHEN 'VIP' THEN 75 + (e.eventid * 7 % 8) * 10
                   ELSE 19.50 + (e.eventid * 7 % 8) * 4 END,
       CASE WHEN t.tier = 'EB' THEN 40
            WHEN h.isstanding = 1 AND t.tier = 'GA' THEN (h.seatcount * 0.85)::int - 40
            WHEN h.isstanding = 1 AND t.tier = 'VIP' THEN (h.seatcount * 0.15)::int
            WHEN t.tier = 'GA' THEN (h.seatcount * 0.30)::int - 40
            WHEN t.tier = 'RES' THEN (h.seatcount * 0.60)::int
            ELSE (h.seatcount * 0.10)::int END
FROM event e
JOIN hall h ON h.hallid = e.hallid
JOIN (VALUES ('EB', 0), ('GA', 1), ('RES', 2), ('VIP', 3)) t(tier, ord)
  ON (t.tier <> 'RES' OR h.isstanding = 0) AND (t.tier <> 'EB' OR e.eventid % 4 = 0);

-- ---------------------------------------------------------------- customers (600 per org)
INSERT INTO customer (customerid, orgid, firstname, lastname, email, phone, city, postcode, dob, isoptin, createdat)
SELECT g, (g - 1) % 3 + 1, f.fn, l.ln,
       CASE WHEN g % 17 = 0 THEN NULL ELSE lower(f.fn) || '.' || lower(l.ln) || g || '@' ||
            (ARRAY['gmail.com','hotmail.co.uk','outlook.com','yahoo.co.uk','icloud.com'])[g % 5 + 1] END,
       CASE WHEN g % 5 = 0 THEN NULL ELSE '07' || lpad((700000000 + g * 7919 % 99999999)::text, 9, '0') END,
       CASE (g - 1) % 3
            WHEN 0 THEN (ARRAY['Manchester','Manchester','Manchester','Salford','Stockport','Liverpool','Manchester','Bolton','Salford','London'])[(g * 7 + g / 50) % 10 + 1]
            WHEN 1 THEN (ARRAY['Leeds','Leeds','Leeds','Bradford','Sheffield','York','Leeds','Wakefield','Sheffield','Harrogate'])[(g * 7 + g / 50) % 10 + 1]
            ELSE (ARRAY['Bristol','Bristol','Bristol','Bath','Cardiff','Newport','Bristol','Bath','Swindon','London'])[(g * 7 + g / 50) % 10 + 1] END,
       CASE (g - 1) % 3
            WHEN 0 THEN (ARRAY['M','M','M','M','SK','L','M','BL','M','E'])[(g * 7 + g / 50) % 10 + 1]
            WHEN 1 THEN (ARRAY['LS','LS','LS','BD','S','YO','LS','WF','S','HG'])[(g * 7 + g / 50) % 10 + 1]
            ELSE (ARRAY['BS','BS','BS','BA','CF','NP','BS','BA','SN','E'])[(g * 7 + g / 50) % 10 + 1] END
         || (g % 20 + 1) || ' ' || (g % 9 + 1) || 'XY',
       CASE WHEN g % 4 = 0 THEN NULL ELSE DATE '1958-01-01' + (g * 397 % 16000) END,
       CASE WHEN (g / 3) % 3 = 0 THEN 0 ELSE 1 END,
       (CURRENT_DATE - (g * 17 % 900)) + TIME '08:00' + (g * 41 % 840) * INTERVAL '1 minute'
FROM generate_series(1, 1800) g
CROSS JOIN LATERAL (SELECT (ARRAY['Oliver','Amelia','George','Isla','Harry','Ava','Noah','Mia','Jack','Ivy','Leo','Grace',
        'Arthur','Freya','Muhammad','Lily','Oscar','Emily','Charlie','Sophie','Jacob','Chloe','Thomas','Ella','Alfie',
        'Poppy','Henry','Evie','William','Ruby','James','Daisy','Joshua','Alice','Daniel','Zara','Samuel','Hannah','Ethan','Megan'])[(g * 7) % 40 + 1] AS fn) f
CROSS JOIN LATERAL (SELECT (ARRAY['Smith','Jones','Williams','Taylor','Brown','Davies','Evans','Wilson','Thomas','Johnson',
        'Roberts','Robinson','Thompson','Wright','Walker','White','Edwards','Hughes','Green','Hall','Lewis','Harris','Clarke',
        'Patel','Jackson','Wood','Turner','Martin','Cooper','Hill','Ward','Morris','Moore','Clark','Lee','King','Baker',
        'Harrison','Morgan','Khan'])[(g * 11 + g / 37) % 40 + 1] AS ln) l;

-- ---------------------------------------------------------------- promo codes (5 per org)
INSERT INTO promocode (promocodeid, orgid, code, descr, discountpct, validfrom, validto, maxuses, isactive)
SELECT g, (g - 1) % 3 + 1,
       (ARRAY['EARLY10','STUDENT15','VIP20','SUMMER25','FRIENDS5'])[(g - 1) / 3 + 1],
       (ARRAY['Early booking 10% off','Student discount','VIP members 20%','Summer season sale','Friends & family'])[(g - 1) / 3 + 1],
       (ARRAY[10, 15, 20, 25, 5])[(g - 1) / 3 + 1],
       CURRENT_DATE - 420 + ((g - 1) / 3) * 20,
       CASE WHEN (g - 1) / 3 IN (1, 4) THEN NULL
            WHEN (g - 1) / 3 = 3 THEN CURRENT_DATE - 420 + 60 + 120
            ELSE CURRENT_DATE + 30 END,
       CASE WHEN (g - 1) / 3 = 2 THEN 200 ELSE 1000 END,
       CASE WHEN (g - 1) / 3 = 3 THEN 0 ELSE 1 END
FROM generate_series(1, 15) g;

-- ---------------------------------------------------------------- orders
INSERT INTO ticketorder (orderid, orgid, customerid, eventid, orderdate, channel, status, promocodeid, staffid, subtotalamt, feeamt, totalamt)
SELECT s.j, s.o,
       CASE WHEN s.walkup AND s.j % 2 = 0 THEN NULL
            ELSE 3 * (floor(560 * power(((s.j * 4391) % 10007) / 10007.0, 1.4)))::int + s.o END,
       ev.eventid,
       CASE WHEN s.walkup THEN ev.eventdate + TIME '17:00' + ((s.j * 13) % 150) * INTERVAL '1 minute'
            ELSE GREATEST(ev.onsaledate, LEAST(ev.eventdate, CURRENT_DATE) - 1 - ((s.j * 31) % 60))
                 + TIME '07:00' + ((s.j * 37) % 960) * INTERVAL '1 minute' END,
       CASE WHEN s.walkup OR s.comp OR s.j % 13 = 0 THEN 'BOX'
            ELSE (ARRAY['WEB','WEB','WEB','WEB','WEB','WEB','APP','APP','PHN','AGT'])[s.j % 10 + 1] END,
       CASE WHEN ev.status = 'X' THEN 'R'
            WHEN s.comp OR s.walkup THEN 'P'
            WHEN s.j % 29 = 0 THEN 'X'
            WHEN s.j % 41 = 0 AND ev.eventdate >= CURRENT_DATE THEN 'H'
            WHEN s.j % 37 = 0 THEN 'R'
            ELSE 'P' END,
       NULL,
       CASE WHEN s.walkup OR s.comp OR s.j % 13 = 0
            THEN 3 * ((ARRAY[2, 3, 7, 8, 12, 2])[(s.j / 24) % 6 + 1] - 1) + s.o END,
       0, 0, 0
FROM (SELECT j, (j - 1) % 3 + 1 AS o,
             ((j / 3) % 8 = 5) AS walkup0,
             (j % 23 = 0 AND (j / 3) % 8 <> 5) AS comp,
             ((j * 7919) % 10007) / 10007.0 AS u
      FROM generate_series(1, 15000) j) s0
CROSS JOIN LATERAL (SELECT s0.j, s0.o, s0.comp, s0.u, s0.walkup0 AS walkup) s
JOIN (SELECT ee.eventid, ee.orgid, ee.eventdate, ee.onsaledate, ee.status,
             row_number() OVER (PARTITION BY ee.orgid ORDER BY hh.seatcount DESC, ee.eventid % 7, ee.eventid) AS rn,
             count(*) OVER (PARTITION BY ee.orgid) AS cnt
      FROM event ee JOIN hall hh ON hh.hallid = ee.hallid
      WHERE ee.status <> 'S' AND ee.onsaledate <= CURRENT_DATE - 1) ev
  ON ev.orgid = s.o AND ev.rn = floor(ev.cnt * power(s.u, 1.5))::int + 1
WHERE NOT (s.walkup AND ev.status <> 'C');

-- promo codes on some web/app orders, only when valid on the order date
UPDATE ticketorder t SET promocodeid = p.promocodeid
FROM promocode p
WHERE p.orgid = t.orgid
  AND p.promocodeid = 3 * (t.orderid % 5) + t.orgid
  AND t.orderid % 7 = 0 AND t.channel IN ('WEB', 'APP')
  AND t.orderdate::date >= p.validfrom AND (p.validto IS NULL OR t.orderdate::date <= p.validto);

-- ---------------------------------------------------------------- order lines
INSERT INTO orderline (orderlineid, orgid, orderid, pricelevelid, qty, unitprice, discountamt)
SELECT row_number() OVER (ORDER BY x.orderid, x.ln), x.orgid, x.orderid, pl.pricelevelid, x.qty,
       CASE WHEN x.comp THEN 0 ELSE pl.facevalue END, 0
FROM (
    SELECT orderid, orgid, eventid, 1 AS ln, (orderid % 23 = 0 AND (orderid / 3) % 8 <> 5) AS comp,
           CASE WHEN orderid % 23 = 0 AND (orderid / 3) % 8 <> 5 THEN 2 ELSE 1 + (orderid * 3 % 4) END AS qty,
           orderid AS pick
    FROM ticketorder
    UNION ALL
    SELECT orderid, orgid, eventid, 2, false, 1 + orderid % 2, orderid + 1
    FROM ticketorder WHERE orderid % 4 = 0 AND NOT (orderid % 23 = 0 AND (orderid / 3) % 8 <> 5)
) x
JOIN (SELECT pricelevelid, eventid, facevalue,
             row_number() OVER (PARTITION BY eventid ORDER BY CASE tiercode WHEN 'GA' THEN 1 WHEN 'RES' THEN 2 WHEN 'VIP' THEN 3 ELSE 4 END) AS rn,
             count(*) OVER (PARTITION BY eventid) AS cnt
      FROM pricelevel) pl
  ON pl.eventid = x.eventid
 AND pl.rn = LEAST(pl.cnt, floor(pl.cnt * power(((x.pick * 3571 + 17) % 9973) / 9973.0, 1.5))::int + 1);

UPDATE orderline ol SET discountamt = round(ol.unitprice * ol.qty * p.discountpct / 100, 2)
FROM ticketorder t JOIN promocode p ON p.promocodeid = t.promocodeid
WHERE t.orderid = ol.orderid;

UPDATE ticketorder t
SET subtotalamt = x.sub,
    feeamt = CASE WHEN t.channel = 'BOX' OR x.sub = 0 THEN 0 ELSE 1.50 * x.q END,
    totalamt = x.sub + CASE WHEN t.channel = 'BOX' OR x.sub = 0 THEN 0 ELSE 1.50 * x.q END
FROM (SELECT orderid, SUM(qty * unitprice - discountamt) AS sub, SUM(qty) AS q FROM orderline GROUP BY orderid) x
WHERE x.orderid = t.orderid;

-- ---------------------------------------------------------------- tickets (paid + refunded orders)
INSERT INTO ticket (ticketid, orgid, orderlineid, eventid, barcode, seatlabel, iscomp, isrefunded, issuedat)
SELECT row_number() OVER (ORDER BY ol.orderlineid, n.n), ol.orgid, ol.orderlineid, t.eventid,
       'T' || t.orgid || lpad((ol.orderlineid * 10 + n.n)::text, 8, '0') || chr(65 + (ol.orderlineid + n.n) % 26),
       CASE WHEN pl.tiercode IN ('RES', 'VIP') AND h.isstanding = 0
            THEN chr(65 + (ol.orderlineid % 20)) || '-' || ((ol.orderlineid * 3 + n.n) % 30 + 1) END,
       CASE WHEN ol.unitprice = 0 THEN 1 ELSE 0 END,
       CASE WHEN t.status = 'R' THEN 1 ELSE 0 END,
       t.orderdate + INTERVAL '2 minutes'
FROM orderline ol
JOIN ticketorder t ON t.orderid = ol.orderid
JOIN pricelevel pl ON pl.pricelevelid = ol.pricelevelid
JOIN event e ON e.eventid = t.eventid
JOIN hall h ON h.hallid = e.hallid
CROSS JOIN LATERAL generate_series(1, ol.qty) n(n)
WHERE t.status IN ('P', 'R');

-- allocations: never below what was sold, some events sold out exactly
UPDATE pricelevel pl SET qtyavailable = GREATEST(pl.qtyavailable, s.sold)
FROM (SELECT ol.pricelevelid, COUNT(*) AS sold
      FROM ticket tk JOIN orderline ol ON ol.orderlineid = tk.orderlineid
      WHERE tk.isrefunded = 0 GROUP BY ol.pricelevelid) s
WHERE s.pricelevelid = pl.pricelevelid;

UPDATE pricelevel pl SET qtyavailable = s.sold
FROM (SELECT ol.pricelevelid, COUNT(*) AS sold
      FROM ticket tk JOIN orderline ol ON ol.orderlineid = tk.orderlineid
      WHERE tk.isrefunded = 0 GROUP BY ol.pricelevelid) s, event e
WHERE s.pricelevelid = pl.pricelevelid AND e.eventid = pl.eventid
  AND e.eventid % 7 = 3 AND e.status IN ('O', 'C');

-- ---------------------------------------------------------------- door scans
INSERT INTO scan (scanid, orgid, ticketid, scannedat, gateno, scanresult, staffid)
SELECT row_number() OVER (ORDER BY x.scannedat, x.ticketid, x.scanresult), x.orgid, x.ticketid, x.scannedat, x.gateno, x.scanresult,
       3 * ((ARRAY[4, 9, 14])[x.ticketid % 3 + 1] - 1) + x.orgid
FROM (
    SELECT tk.ticketid, tk.orgid,
           e.eventdate + e.doorstime + ((tk.ticketid * 7) % 100 - 10) * INTERVAL '1 minute' AS scannedat,
           'G' || (tk.ticketid % 4 + 1) AS gateno, 'OK' AS scanresult
    FROM ticket tk JOIN event e ON e.eventid = tk.eventid
    WHERE e.status = 'C' AND tk.isrefunded = 0 AND tk.ticketid % 11 <> 0
    UNION ALL
    SELECT tk.ticketid, tk.orgid,
           e.eventdate + e.doorstime + ((tk.ticketid * 7) % 100 - 8) * INTERVAL '1 minute',
           'G' || (tk.ticketid % 4 + 1), 'DUP'
    FROM ticket tk JOIN event e ON e.eventid = tk.eventid
    WHERE e.status = 'C' AND tk.isrefunded = 0 AND tk.ticketid % 11 <> 0 AND tk.ticketid % 47 = 0
    UNION ALL
    SELECT tk.ticketid, tk.orgid,
           e.eventdate + e.doorstime + ((tk.ticketid * 7) % 60) * INTERVAL '1 minute',
           'G' || (tk.ticketid % 4 + 1), 'INV'
    FROM ticket tk JOIN event e ON e.eventid = tk.eventid
    WHERE e.status = 'C' AND tk.isrefunded = 1 AND tk.ticketid % 3 = 0
) x;

-- ---------------------------------------------------------------- refunds
INSERT INTO refund (refundid, orgid, orderid, refunddate, refundamt, reasoncode, staffid)
SELECT row_number() OVER (ORDER BY t.orderid), t.orgid, t.orderid,
       CASE WHEN e.status = 'X'
            THEN GREATEST(t.orderdate + INTERVAL '3 hours', LEAST(e.eventdate - 7, CURRENT_DATE - 1) + TIME '11:30')
            ELSE LEAST(t.orderdate + (t.orderid % 10 + 1) * INTERVAL '1 day', (CURRENT_DATE - 1) + TIME '16:00') END,
       CASE WHEN e.status = 'X' THEN t.totalamt ELSE t.subtotalamt END,
       CASE WHEN e.status = 'X' THEN 'EVX'
            ELSE (ARRAY['CUS','CUS','CUS','DUP','CUS','FRD'])[t.orderid % 6 + 1] END,
       3 * ((ARRAY[1, 6, 11, 1, 6, 1])[(t.orderid / 3) % 6 + 1] - 1) + t.orgid
FROM ticketorder t JOIN event e ON e.eventid = t.eventid
WHERE t.status = 'R';

-- ---------------------------------------------------------------- promoter payouts
INSERT INTO payout (payoutid, orgid, promoterid, eventid, grossamt, feesamt, netamt, payoutdate, paidat, status)
SELECT row_number() OVER (ORDER BY e.eventdate, e.eventid), e.orgid, e.promoterid, e.eventid,
       g.gross, round(g.gross * p.commissionpct / 100, 2), g.gross - round(g.gross * p.commissionpct / 100, 2),
       e.eventdate + 7,
       CASE WHEN e.eventdate + 7 < CURRENT_DATE AND e.eventid % 17 <> 0 THEN (e.eventdate + 8) + TIME '09:45' END,
       CASE WHEN e.eventid % 17 = 0 THEN 'H'
            WHEN e.eventdate + 7 < CURRENT_DATE THEN 'S' ELSE 'P' END
FROM event e
JOIN promoter p ON p.promoterid = e.promoterid
JOIN (SELECT eventid, SUM(subtotalamt) AS gross FROM ticketorder WHERE status = 'P' GROUP BY eventid) g ON g.eventid = e.eventid
WHERE e.status = 'C';
