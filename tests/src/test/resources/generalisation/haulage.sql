-- Haulage: regional road-freight carrier platform (in-house .NET-era "TMS").
-- Tenants (carrierId): 1 = Northway Haulage Ltd, 2 = Fenland Freight, 3 = Severn Road Transport.
-- Conventions:
--  revenue = sum of "tblInvoice"."ivNetAmt" (excl. VAT), dated by "ivInvoiceDt"; load revenue = "ldRevenueAmt".
--  active customer = "cuClosedDt" IS NULL; active driver = "drLeaveDt" IS NULL.
--  current rate = "tblRateCard" row with "rcValidToDt" IS NULL.
--  outstanding/owed = invoice total ("ivTotalAmt") minus sum of payments; overdue = outstanding > 0 and "ivDueDt" < CURRENT_DATE.
--  late delivery = "ldDeliveryActualDt" > "ldDeliveryPlannedDt". Load status: PLAN, TRANS, DELV, CANC.
--  open work order / incident = closed date IS NULL. Driver type: EMP = employee, CON = contractor.
--  loads are dated by planned pickup date ("ldPickupPlannedDt") unless stated.
CREATE TABLE "tblCustomer" ("cuId" int PRIMARY KEY, "carrierId" int NOT NULL, "cuName" text NOT NULL, "cuAcctNbr" text, "cuCountryCd" text, "cuCity" text, "cuSegmentCd" text, "cuCreditLimitAmt" numeric(12,2), "cuAcctMgr" text, "cuOpenedDt" date, "cuClosedDt" date);
CREATE TABLE "tblCustSite" ("csId" int PRIMARY KEY, "carrierId" int NOT NULL, "csCustId" int REFERENCES "tblCustomer", "csSiteName" text, "csCity" text, "csPostCd" text, "csDockFlg" boolean);
CREATE TABLE "tblRateCard" ("rcId" int PRIMARY KEY, "carrierId" int NOT NULL, "rcCustId" int REFERENCES "tblCustomer", "rcRatePerKmAmt" numeric(8,3), "rcFuelSurchargePct" numeric(5,2), "rcValidFromDt" date, "rcValidToDt" date);
CREATE TABLE "tblDriver" ("drId" int PRIMARY KEY, "carrierId" int NOT NULL, "drFirstName" text, "drLastName" text, "drTypeCd" text, "drSupervisorId" int REFERENCES "tblDriver", "drLicenceCd" text, "drHireDt" date, "drLeaveDt" date, "drBaseRateAmt" numeric(8,2));
CREATE TABLE "tblTractor" ("trId" int PRIMARY KEY, "carrierId" int NOT NULL, "trRegNbr" text, "trMake" text, "trModelYr" int, "trPurchDt" date, "trDisposedDt" date);
CREATE TABLE "tblTrailer" ("tlId" int PRIMARY KEY, "carrierId" int NOT NULL, "tlFleetNbr" text, "tlTypeCd" text, "tlCapacityKg" int);
CREATE TABLE "tblLoad" ("ldId" int PRIMARY KEY, "carrierId" int NOT NULL, "ldRefNbr" text, "ldCustId" int REFERENCES "tblCustomer", "ldOriginSiteId" int REFERENCES "tblCustSite", "ldDriverId" int REFERENCES "tblDriver", "ldTractorId" int REFERENCES "tblTractor", "ldTrailerId" int REFERENCES "tblTrailer", "ldStatusCd" text, "ldPickupPlannedDt" date, "ldPickupActualDt" date, "ldDeliveryPlannedDt" date, "ldDeliveryActualDt" date, "ldDistanceKm" int, "ldWeightKg" int, "ldRevenueAmt" numeric(12,2), "ldDestCity" text);
CREATE TABLE "tblStop" ("stId" int PRIMARY KEY, "carrierId" int NOT NULL, "stLoadId" int REFERENCES "tblLoad", "stSeqNbr" int, "stTypeCd" text, "stCity" text, "stPlannedDt" date, "stActualDt" date);
CREATE TABLE "tblFuelPurchase" ("fpId" int PRIMARY KEY, "carrierId" int NOT NULL, "fpDriverId" int REFERENCES "tblDriver", "fpTractorId" int REFERENCES "tblTractor", "fpCardNbr" text, "fpPurchaseDt" date, "fpLitersQty" numeric(8,2), "fpPricePerLtrAmt" numeric(6,3), "fpTotalAmt" numeric(10,2), "fpCountryCd" text);
CREATE TABLE "tblWorkOrder" ("woId" int PRIMARY KEY, "carrierId" int NOT NULL, "woTractorId" int REFERENCES "tblTractor", "woTypeCd" text, "woStatusCd" text, "woOpenedDt" date, "woClosedDt" date, "woCostAmt" numeric(10,2), "woOdometerKm" int);
CREATE TABLE "tblIncident" ("icId" int PRIMARY KEY, "carrierId" int NOT NULL, "icLoadId" int REFERENCES "tblLoad", "icTypeCd" text, "icReportedDt" date, "icClaimAmt" numeric(10,2), "icSettledAmt" numeric(10,2), "icClosedDt" date);
CREATE TABLE "tblInvoice" ("ivId" int PRIMARY KEY, "carrierId" int NOT NULL, "ivLoadId" int REFERENCES "tblLoad", "ivCustId" int REFERENCES "tblCustomer", "ivInvoiceNbr" text, "ivInvoiceDt" date, "ivDueDt" date, "ivNetAmt" numeric(12,2), "ivTaxAmt" numeric(12,2), "ivTotalAmt" numeric(12,2), "ivStatusCd" text);
CREATE TABLE "tblPayment" ("pmId" int PRIMARY KEY, "carrierId" int NOT NULL, "pmInvoiceId" int REFERENCES "tblInvoice", "pmPaidDt" date, "pmAmt" numeric(12,2), "pmMethodCd" text);
CREATE TABLE "tblDriverPay" ("dpId" serial PRIMARY KEY, "carrierId" int NOT NULL, "dpDriverId" int REFERENCES "tblDriver", "dpPeriodStartDt" date, "dpLoadQty" int, "dpKm" int, "dpGrossAmt" numeric(10,2));
INSERT INTO "tblCustomer" SELECT i, (i-1)%3+1,
 ('{Acme Foods,Baltic Timber,Crown Paper,Delta Steel,Evergreen Garden,Fairway Drinks,Granite Build,Harbour Fish,Ironbridge Tools,Jupiter Chemicals,Kestrel Retail,Lakeside Dairy}'::text[])[(i-1)%12+1] || CASE WHEN i>36 THEN ' Group' WHEN i>12 THEN ' ' || ('{Ltd,plc,GmbH}'::text[])[(i-1)/12] ELSE '' END,
 'C' || lpad(i::text,5,'0'), ('{GB,GB,GB,IE,DE,NL,FR}'::text[])[(i*5)%7+1],
 ('{Leeds,Manchester,Birmingham,Glasgow,Bristol,Hull,Cardiff,Dublin,Hamburg,Rotterdam}'::text[])[(i*3)%10+1],
 ('{RETAIL,FMCG,INDUSTRIAL,AGRI}'::text[])[i%4+1], 1000 + (i%8)*500,
 ('{Sarah Collins,Tom Baker,Priya Shah}'::text[])[(i/3)%3+1], CURRENT_DATE - 730 - ((i*37)%900), CASE WHEN i%7=0 THEN CURRENT_DATE - (i*3) END
 FROM generate_series(1,60) i;
INSERT INTO "tblCustSite" SELECT s, (((s-1)%60))%3+1, (s-1)%60+1, 'Site ' || s, ('{Leeds,Manchester,Birmingham,Glasgow,Bristol,Hull,Cardiff,Dublin,Hamburg,Rotterdam,Sheffield,York}'::text[])[(s*7)%12+1], 'PC' || s, s%4<>0 FROM generate_series(1,180) s;
INSERT INTO "tblRateCard" SELECT i, (((i-1)%60))%3+1, (i-1)%60+1, round(1.10 + ((i-1)%60%9)*0.05 + ((i-1)/60)*0.08, 3), 5 + ((i-1)/60)*2.5,
 CASE WHEN i<=60 THEN CURRENT_DATE - 900 ELSE CURRENT_DATE - 200 - (i%30) END, CASE WHEN i<=60 THEN CURRENT_DATE - 201 - (i%30) END
 FROM generate_series(1,120) i;
INSERT INTO "tblDriver" SELECT i, (i-1)%3+1,
 ('{James,Oliver,Emma,Mohammed,Lucy,Daniel,Aisha,Liam,Grace,Piotr,Chloe,Ryan,Hannah,Marek,Zoe}'::text[])[(i-1)%15+1],
 ('{Walker,Hughes,Patel,Kowalski,Evans,Murphy,Green,Taylor,Brennan,Novak,Wright,Khan}'::text[])[(i*5)%12+1],
 CASE WHEN i%4=0 THEN 'CON' ELSE 'EMP' END, CASE WHEN i>3 THEN (i-1)%3+1 END, CASE WHEN i%5=0 THEN 'C1E' ELSE 'CE' END,
 CURRENT_DATE - (800 + i*71), CASE WHEN i%5=1 AND i>3 THEN CURRENT_DATE - (i*8) END, 14 + (i%5)
 FROM generate_series(1,45) i;
INSERT INTO "tblTractor" SELECT i, (i-1)%3+1, 'YX' || (60+i%15) || ' ' || chr(65+i%26) || chr(66+(i*3)%24) || chr(67+(i*7)%23), ('{Volvo,Scania,DAF,Mercedes,MAN}'::text[])[i%5+1], 2015 + i%9, CURRENT_DATE - (300 + i*60), CASE WHEN i%10=0 THEN CURRENT_DATE - i*5 END FROM generate_series(1,30) i;
INSERT INTO "tblTrailer" SELECT i, (i-1)%3+1, 'TR' || lpad(i::text,3,'0'), ('{CURTAIN,REEFER,FLATBED,BOX}'::text[])[i%4+1], 20000 + (i%3)*4000 FROM generate_series(1,40) i;
INSERT INTO "tblLoad" SELECT i, (i-1)%3+1, 'L' || lpad(i::text,6,'0'), (i-1)%60+1, (i-1)%60+1 + 60*(i%3), (i-1)%3+1 + 3*((i*7)%15), (i-1)%3+1 + 3*((i*11)%10), (i-1)%3+1 + 3*((i*7)%13),
 CASE WHEN i%29=0 THEN 'CANC' WHEN pp > CURRENT_DATE THEN 'PLAN' WHEN dp + CASE WHEN (i + i/60)%4=0 THEN i%3+1 ELSE 0 END > CURRENT_DATE THEN 'TRANS' ELSE 'DELV' END,
 pp, CASE WHEN i%29<>0 AND pp <= CURRENT_DATE THEN pp + CASE WHEN i%5=0 THEN 1 ELSE 0 END END,
 dp, CASE WHEN i%29<>0 AND dp + CASE WHEN (i + i/60)%4=0 THEN i%3+1 ELSE 0 END <= CURRENT_DATE THEN dp + CASE WHEN (i + i/60)%4=0 THEN i%3+1 ELSE 0 END END,
 80 + (i*53)%900, 4000 + (i*311)%24000, round((80 + (i*53)%900) * (1.2 + (i%7)*0.1), 2),
 ('{Leeds,Manchester,Birmingham,Glasgow,Bristol,Hull,Cardiff,Dublin,Hamburg,Rotterdam,Sheffield,York,London,Southampton}'::text[])[(i*5)%14+1]
 FROM (SELECT i, CURRENT_DATE - ((i*37)%720) + 10 AS pp, CURRENT_DATE - ((i*37)%720) + 10 + 1 + i%3 AS dp FROM generate_series(1,1800) i) g;
INSERT INTO "tblStop" SELECT "ldId"*2-1, "tblLoad"."carrierId", "ldId", 1, 'P', c."csCity", "ldPickupPlannedDt", "ldPickupActualDt" FROM "tblLoad" JOIN "tblCustSite" c ON c."csId" = "ldOriginSiteId";
INSERT INTO "tblStop" SELECT "ldId"*2, "carrierId", "ldId", 2, 'D', "ldDestCity", "ldDeliveryPlannedDt", "ldDeliveryActualDt" FROM "tblLoad";
INSERT INTO "tblFuelPurchase" SELECT i, (i-1)%3+1, (i-1)%3+1 + 3*((i*7)%15), (i-1)%3+1 + 3*((i*11)%10), 'FC' || lpad(((i-1)%3+1 + 3*((i*7)%15))::text,4,'0'), CURRENT_DATE - ((i*13)%500),
 200 + (i*17)%400, round(1.35 + (i%20)*0.01, 3), round((200 + (i*17)%400) * (1.35 + (i%20)*0.01), 2), CASE WHEN i%9=0 THEN 'FR' WHEN i%13=0 THEN 'IE' ELSE 'GB' END
 FROM generate_series(1,2400) i;
INSERT INTO "tblWorkOrder" SELECT i, (i-1)%3+1, (i-1)%3+1 + 3*((i*7)%10), ('{SERVICE,TYRES,BRAKES,MOT,REPAIR}'::text[])[i%5+1],
 CASE WHEN (i*11)%600 < 20 THEN 'OPEN' ELSE 'CLOSED' END, CURRENT_DATE - ((i*11)%600), CASE WHEN (i*11)%600 >= 20 THEN CURRENT_DATE - ((i*11)%600) + 1 + i%6 END,
 150 + (i*97)%2500, 100000 + i*1300 FROM generate_series(1,300) i;
INSERT INTO "tblIncident" SELECT i, l."carrierId", i*9 - i%3, ('{DMG,DLY,ACC,SHORT}'::text[])[i%4+1], l."ldDeliveryPlannedDt" + 1, 200 + (i*131)%4000,
 CASE WHEN i%5<>0 THEN round((200 + (i*131)%4000)*0.6,2) END, CASE WHEN i%5<>0 THEN l."ldDeliveryPlannedDt" + 20 + i%40 END
 FROM generate_series(1,190) i JOIN "tblLoad" l ON l."ldId" = i*9 - i%3 WHERE l."ldDeliveryPlannedDt" < CURRENT_DATE;
INSERT INTO "tblInvoice" SELECT "ldId", "carrierId", "ldId", "ldCustId", 'INV-' || lpad("ldId"::text,6,'0'), "ldDeliveryActualDt" + 1, "ldDeliveryActualDt" + 31, "ldRevenueAmt", round("ldRevenueAmt"*0.2,2), round("ldRevenueAmt"*1.2,2), 'ISSUED'
 FROM "tblLoad" WHERE "ldDeliveryActualDt" < CURRENT_DATE;
INSERT INTO "tblPayment" SELECT "ivId", "carrierId", "ivId", "ivInvoiceDt" + 15 + "ivId"%30, CASE WHEN "ivId"%11=0 THEN round("ivTotalAmt"*0.5,2) ELSE "ivTotalAmt" END, CASE WHEN "ivId"%3=0 THEN 'CHQ' ELSE 'BACS' END
 FROM "tblInvoice" WHERE "ivId"%6<>0 AND "ivInvoiceDt" + 15 + "ivId"%30 < CURRENT_DATE;
UPDATE "tblInvoice" SET "ivStatusCd" = 'PAID' WHERE "ivId" IN (SELECT "pmInvoiceId" FROM "tblPayment" WHERE "pmId"%11<>0);
INSERT INTO "tblDriverPay" ("carrierId","dpDriverId","dpPeriodStartDt","dpLoadQty","dpKm","dpGrossAmt") SELECT "carrierId", "ldDriverId", date_trunc('month',"ldDeliveryActualDt")::date, count(*), sum("ldDistanceKm"), round(sum("ldDistanceKm")*0.45 + count(*)*25, 2)
 FROM "tblLoad" WHERE "ldDeliveryActualDt" < date_trunc('month', CURRENT_DATE) GROUP BY 1,2,3;
