/* =====================================================================
   DashBite - food-delivery marketplace, data warehouse replica (PostgreSQL)
   Migrated from SQL Server: identifiers are PascalCase and must be QUOTED,
   e.g. SELECT "OrderID" FROM "Orders".

   ANALYST WIKI - CONVENTIONS
   ---------------------------------------------------------------------
   * Multi-franchise: every table carries "FranchiseID" (1 = Lisbon,
     2 = Porto, 3 = Madrid). Always report within one franchise.
   * All timestamps (*AtUtc, *Utc) are UTC. *Dt columns are plain dates.
   * Orders."StatusCd":
       PLC = placed (not yet accepted)   PRP = merchant preparing
       OTW = courier on the way          DLV = delivered (completed)
       CNC = cancelled                   FLD = failed delivery (courier
                                               could not hand over)
     "IsCancelled" is a legacy bit mirroring StatusCd = 'CNC'.
   * "Completed" / "fulfilled" orders = StatusCd = 'DLV'. Unless told
     otherwise, order counts and sales metrics use completed orders only.
   * GMV (gross merchandise value, "sales") = SUM("SubtotalAmt") of
     completed orders (food value, before delivery fee, discount and tip).
   * AOV (average order value) = AVG("SubtotalAmt") of completed orders.
   * Basket size = average number of items (SUM of "Qty" on
     "OrderLines") per completed order.
   * Platform revenue ("take") = merchant commission
     ("SubtotalAmt" * "Merchants"."CommPct" / 100) + "DlvFeeAmt",
     on completed orders.
   * Late delivery = "Deliveries"."DeliveredAtUtc" > "PromisedAtUtc"
     (no grace period). Delivery time = DeliveredAtUtc - PlacedAtUtc.
   * Refunds."StatusCd": APPR = approved, REJ = rejected, PEND = pending.
     Only APPR refunds count as money returned. Refund rate = completed
     (DLV) orders with an approved refund / completed orders. Failed
     deliveries (FLD) are refunded automatically and are NOT in the rate.
   * Active customer = at least one completed order in the last 90 days.
     Churned customer = has completed orders, but none in the last 90 days.
   * Plus members ("IsPlusMember") pay no delivery fee.
   * Merchant payouts are monthly: NetPayoutAmt = GrossAmt - CommAmt.
     Payout "StatusCd": PAID, PEND (scheduled, not yet paid), HOLD (on hold,
     e.g. compliance review).
   * Courier shifts "StatusCd": DONE = worked, NOSHOW = courier did not
     show up, SCHED = scheduled in the future.
   * Promotions: "FundedByCd" = PLAT (platform pays the discount) or
     MERCH (merchant pays). Orders."PromoID" is the voucher used, if any.
   * Ratings are 1-5 stars, separately for merchant and courier.
   ===================================================================== */

CREATE TABLE "Franchises" (
    "FranchiseID"   integer PRIMARY KEY,
    "FranchiseName" varchar(60) NOT NULL,
    "CityName"      varchar(60) NOT NULL,
    "CountryCd"     char(2) NOT NULL,
    "CurrencyCd"    char(3) NOT NULL,
    "LaunchDt"      date NOT NULL
);

CREATE TABLE "Zones" (
    "ZoneID"      integer PRIMARY KEY,
    "FranchiseID" integer NOT NULL REFERENCES "Franchises"("FranchiseID"),
    "ZoneName"    varchar(60) NOT NULL
);

CREATE TABLE "Merchants" (
    "MerchantID"   integer PRIMARY KEY,
    "FranchiseID"  integer NOT NULL REFERENCES "Franchises"("FranchiseID"),
    "MerchantName" varchar(80) NOT NULL,
    "CuisineType"  varchar(30) NOT NULL,
    "ZoneID"       integer NOT NULL REFERENCES "Zones"("ZoneID"),
    "OnboardedDt"  date NOT NULL,
    "IsActive"     boolean NOT NULL,
    "CommPct"      numeric(5,2) NOT NULL
);

CREATE TABLE "MenuItems" (
    "MenuItemID"   integer PRIMARY KEY,
    "FranchiseID"  integer NOT NULL REFERENCES "Franchises"("FranchiseID"),
    "MerchantID"   integer NOT NULL REFERENCES "Merchants"("MerchantID"),
    "ItemName"     varchar(80) NOT NULL,
    "CategoryNm"   varchar(30) NOT NULL,
    "UnitPriceAmt" numeric(8,2) NOT NULL,
    "IsAvailable"  boolean NOT NULL
);

CREATE TABLE "Customers" (
    "CustomerID"   integer PRIMARY KEY,
    "FranchiseID"  integer NOT NULL REFERENCES "Franchises"("FranchiseID"),
    "FirstName"    varchar(40) NOT NULL,
    "LastName"     varchar(40) NOT NULL,
    "EmailAddr"    varchar(120) NOT NULL,
    "SignupDt"     date NOT NULL,
    "ZoneID"       integer NOT NULL REFERENCES "Zones"("ZoneID"),
    "IsPlusMember" boolean NOT NULL
);

CREATE TABLE "Couriers" (
    "CourierID"   integer PRIMARY KEY,
    "FranchiseID" integer NOT NULL REFERENCES "Franchises"("FranchiseID"),
    "FirstName"   varchar(40) NOT NULL,
    "LastName"    varchar(40) NOT NULL,
    "VehicleType" varchar(20) NOT NULL,
    "HiredDt"     date NOT NULL,
    "IsActive"    boolean NOT NULL
);

CREATE TABLE "Promotions" (
    "PromoID"     integer PRIMARY KEY,
    "FranchiseID" integer NOT NULL REFERENCES "Franchises"("FranchiseID"),
    "PromoCd"     varchar(20) NOT NULL,
    "PromoName"   varchar(80) NOT NULL,
    "DiscPct"     numeric(5,2) NOT NULL,
    "ValidFromDt" date NOT NULL,
    "ValidToDt"   date NOT NULL,
    "FundedByCd"  varchar(5) NOT NULL
);

CREATE TABLE "Orders" (
    "OrderID"         integer PRIMARY KEY,
    "FranchiseID"     integer NOT NULL REFERENCES "Franchises"("FranchiseID"),
    "CustomerID"      integer NOT NULL REFERENCES "Customers"("CustomerID"),
    "MerchantID"      integer NOT NULL REFERENCES "Merchants"("MerchantID"),
    "PlacedAtUtc"     timestamp NOT NULL,
    "StatusCd"        char(3) NOT NULL,
    "IsCancelled"     boolean NOT NULL,
    "SubtotalAmt"     numeric(10,2) NOT NULL,
    "DlvFeeAmt"       numeric(8,2) NOT NULL,
    "DiscAmt"         numeric(8,2) NOT NULL,
    "TipAmt"          numeric(8,2) NOT NULL,
    "TotalAmt"        numeric(10,2) NOT NULL,
    "PromoID"         integer REFERENCES "Promotions"("PromoID"),
    "PaymentMethodCd" varchar(10) NOT NULL,
    "ChannelCd"       varchar(10) NOT NULL
);

CREATE TABLE "OrderLines" (
    "FranchiseID"  integer NOT NULL REFERENCES "Franchises"("FranchiseID"),
    "OrderID"      integer NOT NULL REFERENCES "Orders"("OrderID"),
    "LineNum"      integer NOT NULL,
    "MenuItemID"   integer NOT NULL REFERENCES "MenuItems"("MenuItemID"),
    "Qty"          integer NOT NULL,
    "UnitPriceAmt" numeric(8,2) NOT NULL,
    "LineAmt"      numeric(10,2) NOT NULL,
    PRIMARY KEY ("OrderID", "LineNum")
);

CREATE TABLE "Deliveries" (
    "DeliveryID"     integer PRIMARY KEY,
    "FranchiseID"    integer NOT NULL REFERENCES "Franchises"("FranchiseID"),
    "OrderID"        integer NOT NULL UNIQUE REFERENCES "Orders"("OrderID"),
    "CourierID"      integer NOT NULL REFERENCES "Couriers"("CourierID"),
    "AssignedAtUtc"  timestamp NOT NULL,
    "PickedUpAtUtc"  timestamp,
    "PromisedAtUtc"  timestamp NOT NULL,
    "DeliveredAtUtc" timestamp,
    "DistKm"         numeric(5,2) NOT NULL
);

CREATE TABLE "Refunds" (
    "RefundID"       integer PRIMARY KEY,
    "FranchiseID"    integer NOT NULL REFERENCES "Franchises"("FranchiseID"),
    "OrderID"        integer NOT NULL REFERENCES "Orders"("OrderID"),
    "RefundAmt"      numeric(10,2) NOT NULL,
    "ReasonCd"       varchar(20) NOT NULL,
    "StatusCd"       varchar(4) NOT NULL,
    "RequestedAtUtc" timestamp NOT NULL
);

CREATE TABLE "MerchantPayouts" (
    "PayoutID"       integer PRIMARY KEY,
    "FranchiseID"    integer NOT NULL REFERENCES "Franchises"("FranchiseID"),
    "MerchantID"     integer NOT NULL REFERENCES "Merchants"("MerchantID"),
    "PeriodStartDt"  date NOT NULL,
    "PeriodEndDt"    date NOT NULL,
    "GrossAmt"       numeric(12,2) NOT NULL,
    "CommAmt"        numeric(12,2) NOT NULL,
    "NetPayoutAmt"   numeric(12,2) NOT NULL,
    "StatusCd"       varchar(4) NOT NULL,
    "ScheduledPayDt" date NOT NULL,
    "PaidDt"         date
);

CREATE TABLE "Ratings" (
    "RatingID"      integer PRIMARY KEY,
    "FranchiseID"   integer NOT NULL REFERENCES "Franchises"("FranchiseID"),
    "OrderID"       integer NOT NULL UNIQUE REFERENCES "Orders"("OrderID"),
    "MerchantStars" smallint NOT NULL,
    "CourierStars"  smallint NOT NULL,
    "CommentTxt"    varchar(200),
    "RatedAtUtc"    timestamp NOT NULL
);

CREATE TABLE "CourierShifts" (
    "ShiftID"       integer PRIMARY KEY,
    "FranchiseID"   integer NOT NULL REFERENCES "Franchises"("FranchiseID"),
    "CourierID"     integer NOT NULL REFERENCES "Couriers"("CourierID"),
    "ShiftStartUtc" timestamp NOT NULL,
    "ShiftEndUtc"   timestamp NOT NULL,
    "StatusCd"      varchar(6) NOT NULL
);

/* ----------------------------- data ------------------------------- */

INSERT INTO "Franchises" VALUES
 (1, 'DashBite Lisboa', 'Lisbon', 'PT', 'EUR', CURRENT_DATE - 1400),
 (2, 'DashBite Porto',  'Porto',  'PT', 'EUR', CURRENT_DATE - 1100),
 (3, 'DashBite Madrid', 'Madrid', 'ES', 'EUR', CURRENT_DATE - 900);

INSERT INTO "Zones" ("ZoneID", "FranchiseID", "ZoneName")
SELECT f * 10 + z, f,
       CASE f
         WHEN 1 THEN (ARRAY['Baixa','Alfama','Belem','Parque das Nacoes','Benfica'])[z]
         WHEN 2 THEN (ARRAY['Ribeira','Boavista','Foz','Campanha','Matosinhos'])[z]
         ELSE        (ARRAY['Centro','Salamanca','Chamberi','Retiro','Malasana'])[z]
       END
FROM generate_series(1, 3) f CROSS JOIN generate_series(1, 5) z;

INSERT INTO "Merchants" ("MerchantID", "FranchiseID", "MerchantName", "CuisineType", "ZoneID", "OnboardedDt", "IsActive", "CommPct")
SELECT f * 1000 + n, f,
       (ARRAY['Casa','Golden','Little','Urban','Green','Royal','Happy','Blue','Old Town','Sunny','Lucky','Spicy','Fresh','Prime','Night Owl'])[1 + n % 15]
         || ' ' ||
       (ARRAY['Pizza','Sushi','Burger','Thai','Curry','Taco','Tasca'])[1 + n % 7],
       (ARRAY['Pizza','Japanese','Burgers','Thai','Indian','Mexican','Portuguese'])[1 + n % 7],
       f * 10 + 1 + n % 5,
       CASE WHEN n > 26 + f * 5 THEN CURRENT_DATE - (30 + f * 5 - n + 1) * 20
            ELSE CURRENT_DATE - 760 - (n * 53) % 300 END,
       (n % 11 <> 0),
       15 + (n % 4) * 5
FROM generate_series(1, 3) f CROSS JOIN LATERAL generate_series(1, 30 + f * 5) n;

INSERT INTO "MenuItems" ("MenuItemID", "FranchiseID", "MerchantID", "ItemName", "CategoryNm", "UnitPriceAmt", "IsAvailable")
SELECT m."MerchantID" * 10 + k, m."FranchiseID", m."MerchantID",
       CASE WHEN k <= 3 THEN (ARRAY['Margherita','Pepperoni','Quattro Formaggi',
                                    'Salmon Nigiri Set','California Roll','Chicken Katsu',
                                    'Classic Cheeseburger','Bacon Burger','Veggie Burger',
                                    'Pad Thai','Green Curry','Tom Yum Soup',
                                    'Butter Chicken','Lamb Rogan Josh','Paneer Tikka',
                                    'Beef Tacos','Chicken Burrito','Nachos Grande',
                                    'Bacalhau a Bras','Francesinha','Bifana'])[((m."MerchantID" % 1000) % 7) * 3 + k]
            WHEN k = 4 THEN 'Side Salad'
            WHEN k = 5 THEN 'Fries'
            WHEN k = 6 THEN 'Soft Drink'
            WHEN k = 7 THEN 'Mineral Water'
            ELSE 'Dessert of the Day' END,
       CASE WHEN k <= 3 THEN 'Main' WHEN k <= 5 THEN 'Side' WHEN k <= 7 THEN 'Drink' ELSE 'Dessert' END,
       CASE WHEN k <= 3 THEN 8.50 + (((m."MerchantID" % 1000) * 7 + k * 3) % 10) * 0.75
            WHEN k <= 5 THEN 3.50
            WHEN k = 6 THEN 2.50
            WHEN k = 7 THEN 1.80
            ELSE 4.90 END,
       ((m."MerchantID" + k) % 13 <> 0)
FROM "Merchants" m CROSS JOIN generate_series(1, 8) k;

INSERT INTO "Customers" ("CustomerID", "FranchiseID", "FirstName", "LastName", "EmailAddr", "SignupDt", "ZoneID", "IsPlusMember")
SELECT f * 100000 + n, f,
       (ARRAY['Ana','Joao','Maria','Pedro','Ines','Tiago','Sofia','Miguel','Beatriz','Rui',
              'Carla','Diego','Lucia','Pablo','Marta','Hugo','Elena','Bruno','Sara','Nuno'])[1 + n % 20],
       (ARRAY['Silva','Santos','Ferreira','Pereira','Oliveira','Costa','Rodrigues','Martins','Garcia','Lopez',
              'Sousa','Fernandes','Goncalves','Gomes','Ribeiro','Carvalho','Almeida','Moreno','Alves'])[1 + (n * 7) % 19],
       lower((ARRAY['Ana','Joao','Maria','Pedro','Ines','Tiago','Sofia','Miguel','Beatriz','Rui',
              'Carla','Diego','Lucia','Pablo','Marta','Hugo','Elena','Bruno','Sara','Nuno'])[1 + n % 20])
         || '.' || n || '@mailbox.example',
       CASE WHEN n > 230 + f * 50 THEN CURRENT_DATE - (250 + f * 50 - n) * 3
            ELSE CURRENT_DATE - 60 - ((n * 37) % 660) END,
       f * 10 + 1 + (n * 3) % 5,
       (n % 6 = 0)
FROM generate_series(1, 3) f CROSS JOIN LATERAL generate_series(1, 250 + f * 50) n;

INSERT INTO "Couriers" ("CourierID", "FranchiseID", "FirstName", "LastName", "VehicleType", "HiredDt", "IsActive")
SELECT f * 1000 + 500 + n, f,
       (ARRAY['Andre','Filipa','Carlos','Joana','Ricardo','Lara','Vasco','Rita','Jorge','Alba',
              'Sergio','Nadia','Omar','Irene','Raul','Leonor','Mateo','Clara'])[1 + (n * 5) % 18],
       (ARRAY['Mendes','Pinto','Cardoso','Teixeira','Moura','Nunes','Vieira','Ruiz','Diaz','Castro','Marques','Reis'])[1 + n % 12],
       (ARRAY['Bike','E-Bike','Scooter','Car'])[1 + n % 4],
       CURRENT_DATE - (30 + (n * 41) % 700),
       (n % 9 <> 0)
FROM generate_series(1, 3) f CROSS JOIN LATERAL generate_series(1, 20 + f * 4) n;

INSERT INTO "Promotions" ("PromoID", "FranchiseID", "PromoCd", "PromoName", "DiscPct", "ValidFromDt", "ValidToDt", "FundedByCd")
SELECT f * 100 + k, f,
       (ARRAY['WELCOME10','LUNCH15','WEEKEND20','AUTUMN10','HOLIDAY25','NEWYEAR15','SPRING20','SUMMER10'])[k],
       (ARRAY['Welcome offer','Lunch deal','Weekend treat','Autumn savings','Holiday special','New year kick-off','Spring sale','Summer bites'])[k],
       (ARRAY[10,15,20,10,25,15,20,10])[k],
       CURRENT_DATE - 730 + (k - 1) * 91,
       CURRENT_DATE - 730 + (k - 1) * 91 + CASE WHEN k = 8 THEN 120 ELSE 90 END,
       CASE WHEN k % 2 = 0 THEN 'MERCH' ELSE 'PLAT' END
FROM generate_series(1, 3) f CROSS JOIN generate_series(1, 8) k;

WITH b0 AS (
    SELECT f, n, 1200 + f * 300 AS nn,
           1 + floor((250 + f * 50 - 20) * power((n * 0.7548776662) % 1, 1.3))::int AS cl,
           1 + floor((30 + f * 5) * power((n * 0.6180339887) % 1, 1.5))::int AS ml
    FROM generate_series(1, 3) f CROSS JOIN LATERAL generate_series(1, 1200 + f * 300) n
), b1 AS (
    SELECT b0.*,
           CASE WHEN n > nn - 6 THEN 0
                WHEN cl % 4 = 0 AND (n * 11) % 730 < 120 THEN (n * 11) % 730 + 150
                ELSE 1 + (n * 11) % 729 END AS da
    FROM b0
), b AS (
    SELECT b1.*,
           f * 1000 * 1000 + n AS oid,
           f * 100000 + cl AS cust,
           f * 1000 + CASE WHEN ml > 26 + f * 5 AND da > 15 THEN ml - 8 ELSE ml END AS merch,
           CASE WHEN da = 0 THEN CURRENT_DATE + interval '8 hours' + (n % 6) * interval '10 minutes'
                ELSE CURRENT_DATE - da + interval '11 hours' + ((n * 29) % 660) * interval '1 minute' END AS placed,
           CASE WHEN da = 0 THEN (ARRAY['PLC','PRP','OTW'])[1 + n % 3]
                WHEN n % 17 = 0 OR n % 23 = 0 THEN 'CNC'
                WHEN n % 41 = 0 THEN 'FLD'
                ELSE 'DLV' END AS st,
           CASE WHEN n % 6 = 0 THEN f * 100 + least(8, 1 + (730 - da) / 91) END AS promo
    FROM b1
), s AS (
    SELECT b.*, c."IsPlusMember" AS plus, p."DiscPct" AS pct,
           (SELECT sum(mi."UnitPriceAmt" * (1 + ((b.n * k) % 7 = 0)::int + ((b.n + k) % 11 = 0)::int))
              FROM generate_series(1, 1 + b.n % 4) k
              JOIN "MenuItems" mi ON mi."MenuItemID" = b.merch * 10 + 1 + (b.n + 3 * k) % 8) AS sub
    FROM b
    JOIN "Customers" c ON c."CustomerID" = b.cust
    LEFT JOIN "Promotions" p ON p."PromoID" = b.promo
), t AS (
    SELECT s.*,
           CASE WHEN plus THEN 0 ELSE 1.49 + (n % 4) * 0.50 END AS fee,
           coalesce(round(sub * pct / 100, 2), 0) AS disc,
           CASE WHEN st = 'DLV' THEN (n % 5) * 0.50 ELSE 0 END AS tip
    FROM s
)
INSERT INTO "Orders" ("OrderID", "FranchiseID", "CustomerID", "MerchantID", "PlacedAtUtc", "StatusCd", "IsCancelled",
                      "SubtotalAmt", "DlvFeeAmt", "DiscAmt", "TipAmt", "TotalAmt", "PromoID", "PaymentMethodCd", "ChannelCd")
SELECT oid, f, cust, merch, placed, st, st = 'CNC', sub, fee, disc, tip, sub + fee - disc + tip, promo,
       (ARRAY['CARD','CARD','WALLET','CASH','CARD'])[1 + (n * 3) % 5],
       CASE WHEN n % 4 = 0 THEN 'WEB' ELSE 'APP' END
FROM t;

INSERT INTO "OrderLines" ("FranchiseID", "OrderID", "LineNum", "MenuItemID", "Qty", "UnitPriceAmt", "LineAmt")
SELECT o."FranchiseID", o."OrderID", k, mi."MenuItemID", q.qty, mi."UnitPriceAmt", mi."UnitPriceAmt" * q.qty
FROM "Orders" o
CROSS JOIN LATERAL generate_series(1, 1 + (o."OrderID" % 1000000) % 4) k
CROSS JOIN LATERAL (SELECT 1 + (((o."OrderID" % 1000000) * k) % 7 = 0)::int + (((o."OrderID" % 1000000) + k) % 11 = 0)::int AS qty) q
JOIN "MenuItems" mi ON mi."MenuItemID" = o."MerchantID" * 10 + 1 + ((o."OrderID" % 1000000) + 3 * k) % 8;

INSERT INTO "Deliveries" ("DeliveryID", "FranchiseID", "OrderID", "CourierID", "AssignedAtUtc", "PickedUpAtUtc", "PromisedAtUtc", "DeliveredAtUtc", "DistKm")
SELECT o."FranchiseID" * 10000000 + x.n, o."FranchiseID", o."OrderID",
       o."FranchiseID" * 1000 + 500 + x.cl,
       o."PlacedAtUtc" + interval '2 minutes',
       o."PlacedAtUtc" + (8 + (x.n * 3) % 12) * interval '1 minute',
       o."PlacedAtUtc" + interval '40 minutes',
       CASE WHEN o."StatusCd" = 'DLV' THEN
            o."PlacedAtUtc" + (8 + (x.n * 3) % 12 + 8 + (x.n * 7) % 25 + CASE WHEN x.cl % 5 = 0 THEN 10 ELSE 0 END) * interval '1 minute'
       END,
       0.8 + ((x.n * 13) % 50) / 10.0
FROM "Orders" o
CROSS JOIN LATERAL (SELECT o."OrderID" % 1000000 AS n,
                           1 + ((o."OrderID" % 1000000) * 13 + (o."OrderID" % 1000000) / 50) % (20 + o."FranchiseID" * 4) AS cl) x
WHERE o."StatusCd" IN ('DLV', 'FLD', 'OTW');

INSERT INTO "Refunds" ("RefundID", "FranchiseID", "OrderID", "RefundAmt", "ReasonCd", "StatusCd", "RequestedAtUtc")
SELECT o."OrderID" + 500000, o."FranchiseID", o."OrderID",
       CASE WHEN o."StatusCd" = 'FLD' THEN o."TotalAmt"
            WHEN (o."OrderID" % 1000000) % 4 = 1 THEN o."SubtotalAmt"
            ELSE round(o."SubtotalAmt" * 0.30, 2) END,
       CASE WHEN o."StatusCd" = 'FLD' THEN 'NOT_DELIVERED'
            WHEN d."DeliveredAtUtc" > d."PromisedAtUtc" AND (o."OrderID" % 1000000) % 19 = 0 THEN 'LATE'
            ELSE (ARRAY['MISSING_ITEM','WRONG_ITEM','QUALITY','SPILLED'])[1 + (o."OrderID" % 1000000) % 4] END,
       CASE WHEN o."PlacedAtUtc" > CURRENT_DATE - 5 THEN 'PEND'
            WHEN (o."OrderID" % 1000000) % 7 = 0 THEN 'REJ'
            ELSE 'APPR' END,
       coalesce(d."DeliveredAtUtc", o."PlacedAtUtc" + interval '70 minutes') + interval '1 hour'
FROM "Orders" o
JOIN "Deliveries" d ON d."OrderID" = o."OrderID"
WHERE o."StatusCd" = 'FLD'
   OR (o."StatusCd" = 'DLV' AND ((o."OrderID" % 1000000) % 19 = 0 OR (o."OrderID" % 1000000) % 31 = 0));

INSERT INTO "MerchantPayouts" ("PayoutID", "FranchiseID", "MerchantID", "PeriodStartDt", "PeriodEndDt", "GrossAmt", "CommAmt", "NetPayoutAmt", "StatusCd", "ScheduledPayDt", "PaidDt")
SELECT row_number() OVER (ORDER BY g."MerchantID", g.ps) + 9000,
       g."FranchiseID", g."MerchantID", g.ps, (g.ps + interval '1 month' - interval '1 day')::date,
       g.gross, round(g.gross * m."CommPct" / 100, 2), g.gross - round(g.gross * m."CommPct" / 100, 2),
       CASE WHEN m."MerchantID" % 9 = 0 AND g.ps >= date_trunc('month', CURRENT_DATE) - interval '3 months' THEN 'HOLD'
            WHEN g.ps = date_trunc('month', CURRENT_DATE) - interval '1 month' THEN 'PEND'
            ELSE 'PAID' END,
       (g.ps + interval '1 month' + interval '9 days')::date,
       CASE WHEN m."MerchantID" % 9 = 0 AND g.ps >= date_trunc('month', CURRENT_DATE) - interval '3 months' THEN NULL
            WHEN g.ps = date_trunc('month', CURRENT_DATE) - interval '1 month' THEN NULL
            ELSE (g.ps + interval '1 month' + interval '9 days' + ((m."MerchantID" % 3) * interval '1 day'))::date END
FROM (SELECT o."FranchiseID", o."MerchantID", date_trunc('month', o."PlacedAtUtc")::date AS ps, sum(o."SubtotalAmt") AS gross
      FROM "Orders" o
      WHERE o."StatusCd" = 'DLV' AND o."PlacedAtUtc" < date_trunc('month', CURRENT_DATE)
      GROUP BY 1, 2, 3) g
JOIN "Merchants" m ON m."MerchantID" = g."MerchantID";

INSERT INTO "Ratings" ("RatingID", "FranchiseID", "OrderID", "MerchantStars", "CourierStars", "CommentTxt", "RatedAtUtc")
SELECT o."OrderID" + 700000, o."FranchiseID", o."OrderID",
       r.ms,
       CASE WHEN d."DeliveredAtUtc" > d."PromisedAtUtc" THEN (ARRAY[2,3,1,3,4])[1 + r.n % 5]
            ELSE (ARRAY[5,4,5,5,4,3])[1 + r.n % 6] END,
       CASE WHEN r.ms <= 2 THEN (ARRAY['Food arrived cold','Missing the drink','Not what I ordered'])[1 + r.n % 3]
            WHEN r.ms = 5 AND r.n % 4 = 0 THEN 'Great as always!'
            ELSE NULL END,
       d."DeliveredAtUtc" + (20 + r.n % 200) * interval '1 minute'
FROM "Orders" o
JOIN "Deliveries" d ON d."OrderID" = o."OrderID"
CROSS JOIN LATERAL (SELECT o."OrderID" % 1000000 AS n,
                           (ARRAY[5,4,5,3,5,4,2,5,4,1,5,4,3])[1 + ((o."OrderID" % 1000000) * 7 + o."MerchantID" % 5) % 13] AS ms) r
WHERE o."StatusCd" = 'DLV' AND r.n % 3 <> 0;

INSERT INTO "CourierShifts" ("ShiftID", "FranchiseID", "CourierID", "ShiftStartUtc", "ShiftEndUtc", "StatusCd")
SELECT row_number() OVER (ORDER BY c."CourierID", d) + 40000, c."FranchiseID", c."CourierID",
       CURRENT_DATE - d + (10 + (c."CourierID" % 3) * 2) * interval '1 hour',
       CURRENT_DATE - d + (10 + (c."CourierID" % 3) * 2 + 4 + (c."CourierID" + d) % 3) * interval '1 hour',
       CASE WHEN d < 0 THEN 'SCHED'
            WHEN (d * c."CourierID") % 17 = 0 OR (c."CourierID" % 7 = 0 AND d % 5 = 0) THEN 'NOSHOW'
            ELSE 'DONE' END
FROM "Couriers" c CROSS JOIN generate_series(-7, 59) d
WHERE c."IsActive" AND (d + c."CourierID") % 3 <> 0;
