-- Suite "carhire": car rental / fleet management SaaS, multi-tenant.
-- Naming conventions (Salesforce-export style):
--   * Tables are Salesforce custom objects: Branch__c, Vehicle__c, Rental_Agreement__c, ...
--   * Custom fields end in __c: Pickup_Date__c, Daily_Rate__c, Status__c (picklists as text).
--   * Lookup / foreign-key columns are named after the parent object: Vehicle__c, Customer__c,
--     Branch__c; when an object is referenced twice the role is prefixed (Pickup_Branch__c,
--     Return_Branch__c).
--   * Standard fields: Id (integer primary key), Name (record name / number), CreatedDate
--     (timestamp), IsDeleted (boolean soft delete, on Vehicle__c, Customer__c, Rental_Agreement__c).
--   * All identifiers are written unquoted, so PostgreSQL folds them to lower case
--     (rental_agreement__c.pickup_date__c).
--   * Tenant column: org_id (integer) in every table. Orgs 1, 2 and 3 hold data.
--   * Money columns are numeric(12,2) in the org's currency; dates relative to CURRENT_DATE.

CREATE TABLE Branch__c (
  Id integer PRIMARY KEY,
  org_id integer NOT NULL,
  Name text NOT NULL,
  City__c text,
  Region__c text,
  Branch_Type__c text,
  Phone__c text,
  Opened_Date__c date,
  CreatedDate timestamp NOT NULL
);

CREATE TABLE Vehicle_Class__c (
  Id integer PRIMARY KEY,
  org_id integer NOT NULL,
  Name text NOT NULL,
  Class_Code__c text,
  Seats__c integer,
  Base_Daily_Rate__c numeric(12,2),
  CreatedDate timestamp NOT NULL
);

CREATE TABLE Staff__c (
  Id integer PRIMARY KEY,
  org_id integer NOT NULL,
  Name text NOT NULL,
  Branch__c integer REFERENCES Branch__c(Id),
  Role__c text,
  Email__c text,
  Hire_Date__c date,
  Is_Active__c boolean NOT NULL DEFAULT true,
  CreatedDate timestamp NOT NULL
);

CREATE TABLE Vehicle__c (
  Id integer PRIMARY KEY,
  org_id integer NOT NULL,
  Name text NOT NULL,
  VIN__c text,
  Vehicle_Class__c integer REFERENCES Vehicle_Class__c(Id),
  Branch__c integer REFERENCES Branch__c(Id),
  Make__c text,
  Model__c text,
  Model_Year__c integer,
  Color__c text,
  Fuel_Type__c text,
  Odometer__c integer,
  Status__c text,
  Acquired_Date__c date,
  Purchase_Price__c numeric(12,2),
  IsDeleted boolean NOT NULL DEFAULT false,
  CreatedDate timestamp NOT NULL
);

CREATE TABLE Customer__c (
  Id integer PRIMARY KEY,
  org_id integer NOT NULL,
  Name text NOT NULL,
  Email__c text,
  Phone__c text,
  Customer_Type__c text,
  Company_Name__c text,
  Loyalty_Tier__c text,
  City__c text,
  IsDeleted boolean NOT NULL DEFAULT false,
  CreatedDate timestamp NOT NULL
);

CREATE TABLE Driver__c (
  Id integer PRIMARY KEY,
  org_id integer NOT NULL,
  Name text NOT NULL,
  Customer__c integer REFERENCES Customer__c(Id),
  License_Number__c text,
  License_Expiry__c date,
  Date_of_Birth__c date,
  Is_Primary__c boolean NOT NULL DEFAULT false,
  CreatedDate timestamp NOT NULL
);

CREATE TABLE Promotion__c (
  Id integer PRIMARY KEY,
  org_id integer NOT NULL,
  Name text NOT NULL,
  Promo_Code__c text,
  Discount_Percent__c numeric(5,2),
  Start_Date__c date,
  End_Date__c date,
  Is_Active__c boolean NOT NULL DEFAULT true,
  CreatedDate timestamp NOT NULL
);

CREATE TABLE Reservation__c (
  Id integer PRIMARY KEY,
  org_id integer NOT NULL,
  Name text NOT NULL,
  Customer__c integer REFERENCES Customer__c(Id),
  Vehicle_Class__c integer REFERENCES Vehicle_Class__c(Id),
  Pickup_Branch__c integer REFERENCES Branch__c(Id),
  Return_Branch__c integer REFERENCES Branch__c(Id),
  Pickup_Date__c date,
  Return_Date__c date,
  Status__c text,
  Channel__c text,
  Promotion__c integer REFERENCES Promotion__c(Id),
  Booked_By__c integer REFERENCES Staff__c(Id),
  Quoted_Total__c numeric(12,2),
  CreatedDate timestamp NOT NULL
);

CREATE TABLE Rental_Agreement__c (
  Id integer PRIMARY KEY,
  org_id integer NOT NULL,
  Name text NOT NULL,
  Reservation__c integer REFERENCES Reservation__c(Id),
  Customer__c integer REFERENCES Customer__c(Id),
  Driver__c integer REFERENCES Driver__c(Id),
  Vehicle__c integer REFERENCES Vehicle__c(Id),
  Pickup_Branch__c integer REFERENCES Branch__c(Id),
  Return_Branch__c integer REFERENCES Branch__c(Id),
  Agent__c integer REFERENCES Staff__c(Id),
  Pickup_Date__c date,
  Expected_Return_Date__c date,
  Actual_Return_Date__c date,
  Daily_Rate__c numeric(12,2),
  Start_Odometer__c integer,
  End_Odometer__c integer,
  Total_Amount__c numeric(12,2),
  Status__c text,
  IsDeleted boolean NOT NULL DEFAULT false,
  CreatedDate timestamp NOT NULL
);

CREATE TABLE Damage_Report__c (
  Id integer PRIMARY KEY,
  org_id integer NOT NULL,
  Name text NOT NULL,
  Vehicle__c integer REFERENCES Vehicle__c(Id),
  Rental_Agreement__c integer REFERENCES Rental_Agreement__c(Id),
  Reported_Date__c date,
  Severity__c text,
  Damage_Type__c text,
  Estimated_Cost__c numeric(12,2),
  Charged_To_Customer__c boolean NOT NULL DEFAULT false,
  Status__c text,
  CreatedDate timestamp NOT NULL
);

CREATE TABLE Maintenance_Job__c (
  Id integer PRIMARY KEY,
  org_id integer NOT NULL,
  Name text NOT NULL,
  Vehicle__c integer REFERENCES Vehicle__c(Id),
  Branch__c integer REFERENCES Branch__c(Id),
  Mechanic__c integer REFERENCES Staff__c(Id),
  Damage_Report__c integer REFERENCES Damage_Report__c(Id),
  Job_Type__c text,
  Status__c text,
  Scheduled_Date__c date,
  Completed_Date__c date,
  Cost__c numeric(12,2),
  Vendor__c text,
  CreatedDate timestamp NOT NULL
);

CREATE TABLE Invoice__c (
  Id integer PRIMARY KEY,
  org_id integer NOT NULL,
  Name text NOT NULL,
  Rental_Agreement__c integer REFERENCES Rental_Agreement__c(Id),
  Customer__c integer REFERENCES Customer__c(Id),
  Invoice_Date__c date,
  Due_Date__c date,
  Rental_Charges__c numeric(12,2),
  Damage_Charges__c numeric(12,2),
  Fuel_Charges__c numeric(12,2),
  Discount_Amount__c numeric(12,2),
  Tax_Amount__c numeric(12,2),
  Total_Amount__c numeric(12,2),
  Status__c text,
  CreatedDate timestamp NOT NULL
);

CREATE TABLE Payment__c (
  Id integer PRIMARY KEY,
  org_id integer NOT NULL,
  Name text NOT NULL,
  Invoice__c integer REFERENCES Invoice__c(Id),
  Payment_Date__c date,
  Amount__c numeric(12,2),
  Method__c text,
  Status__c text,
  CreatedDate timestamp NOT NULL
);

-- Branches: 6 per org
INSERT INTO Branch__c (Id, org_id, Name, City__c, Region__c, Branch_Type__c, Phone__c, Opened_Date__c, CreatedDate)
SELECT g, (g-1)/6 + 1,
  (ARRAY['Denver Downtown','Denver Airport','Boulder','Aurora','Colorado Springs','Fort Collins',
         'Seattle Downtown','Sea-Tac Airport','Bellevue','Tacoma','Everett','Redmond',
         'Austin Downtown','Austin Airport','Round Rock','San Marcos','Georgetown','Cedar Park'])[g],
  (ARRAY['Denver','Denver','Boulder','Aurora','Colorado Springs','Fort Collins',
         'Seattle','SeaTac','Bellevue','Tacoma','Everett','Redmond',
         'Austin','Austin','Round Rock','San Marcos','Georgetown','Cedar Park'])[g],
  (ARRAY['Metro','Metro','North','Metro','South','North',
         'Metro','Metro','Eastside','South Sound','North Sound','Eastside',
         'Central','Central','North','South','North','North'])[g],
  CASE WHEN (g-1) % 6 = 1 THEN 'Airport' ELSE 'City' END,
  '555-01' || lpad(g::text, 2, '0'),
  CURRENT_DATE - (900 + g * 97),
  (CURRENT_DATE - (900 + g * 97))::timestamp + interval '10 hours'
FROM generate_series(1, 18) g;

-- Vehicle classes: 6 per org
INSERT INTO Vehicle_Class__c (Id, org_id, Name, Class_Code__c, Seats__c, Base_Daily_Rate__c, CreatedDate)
SELECT g, (g-1)/6 + 1,
  (ARRAY['Economy','Compact','Midsize','SUV','Minivan','Luxury'])[(g-1)%6 + 1],
  (ARRAY['ECAR','CCAR','ICAR','SFAR','MVAR','LCAR'])[(g-1)%6 + 1],
  (ARRAY[4,5,5,5,7,5])[(g-1)%6 + 1],
  (ARRAY[39,45,55,79,89,149])[(g-1)%6 + 1] + ((g-1)/6) * 4,
  CURRENT_DATE - 1500 + g
FROM generate_series(1, 18) g;

-- Staff: 5 per branch (manager, 2 agents, mechanic, fleet coordinator)
INSERT INTO Staff__c (Id, org_id, Name, Branch__c, Role__c, Email__c, Hire_Date__c, Is_Active__c, CreatedDate)
SELECT g, (g-1)/30 + 1,
  (ARRAY['Olivia','Liam','Emma','Noah','Ava','Ethan','Sophia','Mason','Isabella','Lucas',
         'Mia','Logan','Amelia','James','Harper','Aiden','Evelyn','Elijah','Abigail','Carter',
         'Emily','Owen','Ella','Jack','Grace','Wyatt','Chloe','Henry','Zoe','Samuel'])[(g*7) % 30 + 1]
  || ' ' ||
  (ARRAY['Nguyen','Patel','Garcia','Smith','Johnson','Kim','Lopez','Brown','Martinez','Davis',
         'Wilson','Anderson','Thomas','Moore','Jackson','Martin','Lee','Perez','Thompson','White',
         'Harris','Clark','Lewis','Walker','Young'])[(g*11) % 25 + 1],
  ((g-1)/30)*6 + ((g-1)%30)/5 + 1,
  (ARRAY['Branch Manager','Rental Agent','Rental Agent','Mechanic','Fleet Coordinator'])[((g-1)%30)%5 + 1],
  'staff' || g || '@fleetco.example',
  CURRENT_DATE - (60 + (g * 53) % 2400),
  NOT (g % 13 = 0 AND (g-1) % 5 <> 0),
  (CURRENT_DATE - (60 + (g * 53) % 2400))::timestamp + interval '8 hours'
FROM generate_series(1, 90) g;

-- Vehicles: 120 per org
INSERT INTO Vehicle__c (Id, org_id, Name, VIN__c, Vehicle_Class__c, Branch__c, Make__c, Model__c, Model_Year__c,
  Color__c, Fuel_Type__c, Odometer__c, Status__c, Acquired_Date__c, Purchase_Price__c, IsDeleted, CreatedDate)
SELECT g, o,
  (ARRAY['CO','WA','TX'])[o] || '-' || (ARRAY['ABC','KLM','RTX','JHN','PWD','FGT'])[(i/6)%6 + 1] || lpad((100 + i*7)::text, 4, '0'),
  '1FLT' || lpad((g * 7919)::text, 9, '0'),
  (o-1)*6 + (i/6)%6 + 1,
  (o-1)*6 + i%6 + 1,
  (ARRAY['Toyota','Kia','Volkswagen','Honda','Toyota','Hyundai','Toyota','Ford','Chrysler','Honda','BMW','Mercedes-Benz'])[((i/6)%6)*2 + i%2 + 1],
  (ARRAY['Yaris','Rio','Golf','Civic','Camry','Sonata','RAV4','Explorer','Pacifica','Odyssey','5 Series','E-Class'])[((i/6)%6)*2 + i%2 + 1],
  2020 + i % 6,
  (ARRAY['White','Black','Silver','Grey','Blue','Red'])[(i*5)%6 + 1],
  CASE WHEN i % 11 = 3 THEN 'Electric' WHEN i % 7 = 2 THEN 'Hybrid' ELSE 'Petrol' END,
  4000 + (i * 1379 + o * 311) % 95000,
  CASE WHEN i % 60 = 59 OR i % 40 = 39 THEN 'Retired' ELSE 'Available' END,
  CURRENT_DATE - (120 + (i * 13 + o * 29) % 1000),
  (ARRAY[18500,21000,26500,34000,38000,56000])[(i/6)%6 + 1] + (i % 5) * 750,
  i % 60 = 59,
  (CURRENT_DATE - (120 + (i * 13 + o * 29) % 1000))::timestamp + interval '11 hours'
FROM (SELECT g, (g-1)/120 + 1 AS o, (g-1)%120 AS i FROM generate_series(1, 360) g) v;

-- Customers: 400 per org
INSERT INTO Customer__c (Id, org_id, Name, Email__c, Phone__c, Customer_Type__c, Company_Name__c, Loyalty_Tier__c, City__c, IsDeleted, CreatedDate)
SELECT g, o,
  fn || ' ' || ln,
  CASE WHEN i % 23 = 7 THEN NULL ELSE lower(fn) || '.' || lower(ln) || g || '@mail.example' END,
  CASE WHEN i % 17 = 3 THEN NULL ELSE '555-' || lpad(((g * 7331) % 10000)::text, 4, '0') END,
  CASE WHEN i % 8 = 0 THEN 'Corporate' ELSE 'Individual' END,
  CASE WHEN i % 8 = 0 THEN (ARRAY['Acme Logistics','Globex Corp','Initech','Umbrella Health','Stark Consulting','Wayne Energy','Hooli','Vandelay Imports','Soylent Foods','Cyberdyne Systems'])[(i/8)%10 + 1] END,
  CASE WHEN i % 10 < 4 THEN NULL WHEN i % 10 < 7 THEN 'Silver' WHEN i % 10 < 9 THEN 'Gold' ELSE 'Platinum' END,
  (ARRAY[ARRAY['Denver','Boulder','Aurora','Lakewood','Colorado Springs'],
         ARRAY['Seattle','Bellevue','Tacoma','Kirkland','Everett'],
         ARRAY['Austin','Round Rock','San Marcos','Pflugerville','Georgetown']])[o][(i*3)%5 + 1],
  i % 97 = 96,
  (CURRENT_DATE - (2 + (i * 7) % 1100))::timestamp + ((i % 10) || ' hours')::interval
FROM (SELECT g, (g-1)/400 + 1 AS o, (g-1)%400 AS i,
        (ARRAY['Olivia','Liam','Emma','Noah','Ava','Ethan','Sophia','Mason','Isabella','Lucas',
               'Mia','Logan','Amelia','James','Harper','Aiden','Evelyn','Elijah','Abigail','Carter',
               'Emily','Owen','Ella','Jack','Grace','Wyatt','Chloe','Henry','Zoe','Samuel',
               'Priya','Diego','Hannah','Omar','Lena','Marco','Yuki','Fatima','Tom','Rachel'])[(g*13) % 40 + 1] AS fn,
        (ARRAY['Nguyen','Patel','Garcia','Smith','Johnson','Kim','Lopez','Brown','Martinez','Davis',
               'Wilson','Anderson','Thomas','Moore','Jackson','Martin','Lee','Perez','Thompson','White',
               'Harris','Clark','Lewis','Walker','Young','Allen','King','Wright','Scott','Hill',
               'Green','Adams','Baker','Nelson','Carter','Mitchell','Roberts','Turner','Phillips','Campbell'])[(g*17) % 40 + 1] AS ln
      FROM generate_series(1, 1200) g) c;

-- Drivers: one primary driver per customer + 2 extra drivers for corporate accounts
INSERT INTO Driver__c (Id, org_id, Name, Customer__c, License_Number__c, License_Expiry__c, Date_of_Birth__c, Is_Primary__c, CreatedDate)
SELECT c.Id, c.org_id, c.Name, c.Id,
  (ARRAY['CO','WA','TX'])[c.org_id] || lpad(((c.Id * 48271) % 100000000)::text, 8, '0'),
  CURRENT_DATE + ((c.Id * 37) % 1600 - 150),
  CURRENT_DATE - (6900 + (c.Id * 131) % 17000),
  true, c.CreatedDate
FROM Customer__c c;

INSERT INTO Driver__c (Id, org_id, Name, Customer__c, License_Number__c, License_Expiry__c, Date_of_Birth__c, Is_Primary__c, CreatedDate)
SELECT 2000 + c.Id * 2 + k, c.org_id,
  (ARRAY['Ben','Kate','Raj','Sara','Luis','Nina','Paul','Anna','Ivan','Maya'])[(c.Id + k*3) % 10 + 1] || ' ' ||
  (ARRAY['Foster','Reyes','Shah','Cole','Ortiz','Price','Hayes','Ward','Bell','Cruz'])[(c.Id*3 + k) % 10 + 1],
  c.Id,
  (ARRAY['CO','WA','TX'])[c.org_id] || lpad(((c.Id * 7 + k * 104729) % 100000000)::text, 8, '0'),
  CURRENT_DATE + ((c.Id * 41 + k * 300) % 1600 - 120),
  CURRENT_DATE - (8000 + (c.Id * 17 + k * 900) % 14000),
  false, c.CreatedDate + interval '1 day'
FROM Customer__c c CROSS JOIN generate_series(0, 1) k
WHERE c.Customer_Type__c = 'Corporate';

-- Promotions: 8 per org
INSERT INTO Promotion__c (Id, org_id, Name, Promo_Code__c, Discount_Percent__c, Start_Date__c, End_Date__c, Is_Active__c, CreatedDate)
SELECT g, (g-1)/8 + 1,
  (ARRAY['Summer Saver','Weekend Special','Corporate Ten','Spring Break','Black Friday','Loyalty Boost','Airport Express','Winter Warmer'])[(g-1)%8 + 1],
  (ARRAY['SUMMER','WKND','CORP10','SPRING','BFRIDAY','LOYAL','AIRX','WINTER'])[(g-1)%8 + 1] || ((g-1)/8 + 1),
  (ARRAY[15,10,10,20,25,12,8,15])[(g-1)%8 + 1],
  CURRENT_DATE + (ARRAY[-200,-400,-450,-260,-5,-120,-60,-30])[(g-1)%8 + 1],
  CURRENT_DATE + (ARRAY[-110,40,300,-200,9,150,30,60])[(g-1)%8 + 1],
  (ARRAY[false,true,true,false,true,true,true,true])[(g-1)%8 + 1],
  (CURRENT_DATE + (ARRAY[-200,-400,-450,-260,-5,-120,-60,-30])[(g-1)%8 + 1] - 10)::timestamp
FROM generate_series(1, 24) g;

-- Reservations: 1500 per org
INSERT INTO Reservation__c (Id, org_id, Name, Customer__c, Vehicle_Class__c, Pickup_Branch__c, Return_Branch__c,
  Pickup_Date__c, Return_Date__c, Status__c, Channel__c, Promotion__c, Booked_By__c, Quoted_Total__c, CreatedDate)
SELECT g, o,
  'RES-' || lpad(g::text, 6, '0'),
  (o-1)*400 + CASE WHEN i % 4 = 0 THEN (i/4) % 25 ELSE (i * 37) % 400 END + 1,
  (o-1)*6 + cls + 1,
  (o-1)*6 + br + 1,
  (o-1)*6 + CASE WHEN i % 9 = 0 THEN (br + 1) % 6 ELSE br END + 1,
  pd, pd + dur,
  CASE WHEN pd > CURRENT_DATE THEN 'Confirmed'
       WHEN i % 10 = 0 THEN 'Cancelled'
       WHEN i % 20 = 1 THEN 'No Show'
       ELSE 'Converted' END,
  (ARRAY['Web','Web','Web','Phone','Walk-in','Partner','Mobile App'])[i % 7 + 1],
  CASE WHEN i % 6 = 0 THEN (o-1)*8 + (i/6) % 8 + 1 END,
  CASE WHEN i % 7 IN (3, 4) THEN (o-1)*30 + br*5 + 1 + (i/7) % 2 + 1 END,
  dur * (ARRAY[39,45,55,79,89,149])[cls + 1],
  (pd - (i % 30 + CASE WHEN i % 7 = 4 THEN -(i%30) ELSE 1 END))::timestamp + ((8 + i % 10) || ' hours')::interval
FROM (SELECT g, (g-1)/1500 + 1 AS o, (g-1)%1500 AS i,
        ((((g-1)%1500) * 13) % 7) % 6 AS cls,
        (((g-1)%1500) * 11) % 6 AS br,
        CURRENT_DATE - 430 + (((g-1)%1500) * 431 + ((g-1)/1500) * 17) % 475 AS pd,
        1 + ((g-1)%1500) % 12 AS dur
      FROM generate_series(1, 4500) g) r;

-- Rental agreements: one per converted reservation (walk-ins have no reservation link)
INSERT INTO Rental_Agreement__c (Id, org_id, Name, Reservation__c, Customer__c, Driver__c, Vehicle__c, Pickup_Branch__c, Return_Branch__c,
  Agent__c, Pickup_Date__c, Expected_Return_Date__c, Actual_Return_Date__c, Daily_Rate__c, Start_Odometer__c, End_Odometer__c,
  Total_Amount__c, Status__c, IsDeleted, CreatedDate)
SELECT x.Id, x.org_id, 'RA-' || lpad(x.Id::text, 6, '0'),
  CASE WHEN x.Channel__c = 'Walk-in' THEN NULL ELSE x.Id END,
  x.Customer__c,
  CASE WHEN cu.Customer_Type__c = 'Corporate' AND x.i % 3 <> 0 THEN 2000 + x.Customer__c * 2 + x.i % 2 ELSE x.Customer__c END,
  (x.org_id-1)*120 + 36 * (x.i % 3) + 6 * (x.Vehicle_Class__c - (x.org_id-1)*6 - 1) + (x.Pickup_Branch__c - (x.org_id-1)*6 - 1) + 1,
  x.Pickup_Branch__c, x.Return_Branch__c,
  (x.org_id-1)*30 + (x.Pickup_Branch__c - (x.org_id-1)*6 - 1)*5 + 1 + (x.i/7) % 2 + 1,
  x.Pickup_Date__c, x.Return_Date__c,
  CASE WHEN x.ard <= CURRENT_DATE THEN x.ard END,
  x.rate,
  8000 + (x.i * 977) % 60000,
  CASE WHEN x.ard <= CURRENT_DATE THEN 8000 + (x.i * 977) % 60000 + (x.ard - x.Pickup_Date__c) * (60 + x.i % 150) END,
  CASE WHEN x.ard <= CURRENT_DATE THEN x.rate * GREATEST(x.ard - x.Pickup_Date__c, 1) END,
  CASE WHEN x.ard <= CURRENT_DATE THEN 'Closed' ELSE 'Open' END,
  x.i % 150 = 149,
  x.Pickup_Date__c::timestamp + ((8 + x.i % 9) || ' hours')::interval
FROM (SELECT r.*, (r.Id-1) % 1500 AS i,
        r.Return_Date__c + CASE WHEN (r.Id-1) % 11 = 0 THEN 2 WHEN (r.Id-1) % 13 = 0 THEN -1 ELSE 0 END AS ard,
        vc.Base_Daily_Rate__c + ((r.Id-1) % 3) * 5 AS rate
      FROM Reservation__c r JOIN Vehicle_Class__c vc ON vc.Id = r.Vehicle_Class__c
      WHERE r.Status__c = 'Converted') x
JOIN Customer__c cu ON cu.Id = x.Customer__c;

-- Vehicles currently out on rent
UPDATE Vehicle__c SET Status__c = 'Rented'
WHERE IsDeleted = false AND Status__c <> 'Retired'
  AND Id IN (SELECT Vehicle__c FROM Rental_Agreement__c WHERE Status__c = 'Open' AND IsDeleted = false);

-- Damage reports: linked to returned agreements, plus some found during inspections
INSERT INTO Damage_Report__c (Id, org_id, Name, Vehicle__c, Rental_Agreement__c, Reported_Date__c, Severity__c, Damage_Type__c,
  Estimated_Cost__c, Charged_To_Customer__c, Status__c, CreatedDate)
SELECT a.Id, a.org_id, 'DR-' || lpad(a.Id::text, 6, '0'), a.Vehicle__c, a.Id, a.Actual_Return_Date__c,
  (ARRAY['Minor','Minor','Moderate','Minor','Major'])[(a.Id/9) % 5 + 1],
  (ARRAY['Scratch','Dent','Windshield Chip','Bumper','Interior Stain','Tyre','Mirror'])[(a.Id/9) % 7 + 1],
  CASE (a.Id/9) % 5 WHEN 2 THEN 600 + (a.Id * 7) % 900 WHEN 4 THEN 2000 + (a.Id * 13) % 4000 ELSE 150 + (a.Id * 3) % 300 END,
  (a.Id/9) % 3 <> 0,
  CASE WHEN a.Actual_Return_Date__c > CURRENT_DATE - 15 THEN 'Open'
       WHEN a.Actual_Return_Date__c > CURRENT_DATE - 45 THEN 'Under Review'
       WHEN (a.Id/9) % 4 = 0 THEN 'Closed' ELSE 'Repaired' END,
  a.Actual_Return_Date__c::timestamp + interval '17 hours'
FROM Rental_Agreement__c a
WHERE a.Status__c = 'Closed' AND (a.Id * 37) % 101 < 15;

INSERT INTO Damage_Report__c (Id, org_id, Name, Vehicle__c, Rental_Agreement__c, Reported_Date__c, Severity__c, Damage_Type__c,
  Estimated_Cost__c, Charged_To_Customer__c, Status__c, CreatedDate)
SELECT 9000 + g, o, 'DR-' || lpad((9000 + g)::text, 6, '0'), (o-1)*120 + (i * 29) % 120 + 1, NULL,
  CURRENT_DATE - (i * 23) % 380,
  (ARRAY['Minor','Moderate','Minor'])[i % 3 + 1],
  (ARRAY['Hail','Scratch','Vandalism','Dent'])[i % 4 + 1],
  CASE WHEN i % 3 = 1 THEN 900 + i * 40 ELSE 200 + i * 15 END,
  false,
  CASE WHEN (i * 23) % 380 < 15 THEN 'Open' ELSE 'Repaired' END,
  (CURRENT_DATE - (i * 23) % 380)::timestamp + interval '9 hours'
FROM (SELECT g, (g-1)/12 + 1 AS o, (g-1)%12 AS i FROM generate_series(1, 36) g) d;

-- Maintenance jobs: routine service every ~90 days per vehicle
INSERT INTO Maintenance_Job__c (Id, org_id, Name, Vehicle__c, Branch__c, Mechanic__c, Damage_Report__c, Job_Type__c, Status__c,
  Scheduled_Date__c, Completed_Date__c, Cost__c, Vendor__c, CreatedDate)
SELECT v.Id * 10 + k, v.org_id, 'MJ-' || lpad((v.Id * 10 + k)::text, 6, '0'), v.Id, v.Branch__c,
  (v.org_id-1)*30 + (v.Branch__c - (v.org_id-1)*6 - 1)*5 + 4,
  NULL,
  (ARRAY['Oil Change','Tyre Rotation','Brake Service','Inspection','Oil Change','Battery Replacement'])[(v.Id + k) % 6 + 1],
  CASE WHEN sd > CURRENT_DATE THEN 'Scheduled'
       WHEN (v.Id + k) % 17 = 0 THEN 'Cancelled'
       ELSE 'Completed' END,
  sd,
  CASE WHEN sd <= CURRENT_DATE AND (v.Id + k) % 17 <> 0 THEN sd + (v.Id + k) % 3 END,
  CASE WHEN sd <= CURRENT_DATE AND (v.Id + k) % 17 <> 0 THEN
    (ARRAY[89,120,340,75,95,210])[(v.Id + k) % 6 + 1] + (v.Id % 7) * 5 END,
  CASE WHEN (v.Id + k) % 5 = 0 THEN 'QuickLube Partners' WHEN (v.Id + k) % 5 = 1 THEN 'Tyre World' END,
  (sd - 7)::timestamp + interval '8 hours'
FROM Vehicle__c v CROSS JOIN generate_series(0, 4) k
CROSS JOIN LATERAL (SELECT CURRENT_DATE + 20 - k * 90 - (v.Id * 3) % 90 AS sd) s
WHERE v.Status__c <> 'Retired' OR k >= 3;

-- Body repairs for moderate / major damage
INSERT INTO Maintenance_Job__c (Id, org_id, Name, Vehicle__c, Branch__c, Mechanic__c, Damage_Report__c, Job_Type__c, Status__c,
  Scheduled_Date__c, Completed_Date__c, Cost__c, Vendor__c, CreatedDate)
SELECT 50000 + d.Id, d.org_id, 'MJ-' || lpad((50000 + d.Id)::text, 6, '0'), d.Vehicle__c, v.Branch__c,
  CASE WHEN d.Severity__c = 'Major' THEN NULL ELSE (v.org_id-1)*30 + (v.Branch__c - (v.org_id-1)*6 - 1)*5 + 4 END,
  d.Id, 'Body Repair',
  CASE WHEN d.Status__c IN ('Repaired','Closed') THEN 'Completed' WHEN d.Status__c = 'Under Review' THEN 'Scheduled' ELSE 'In Progress' END,
  d.Reported_Date__c + 2,
  CASE WHEN d.Status__c IN ('Repaired','Closed') THEN d.Reported_Date__c + 6 END,
  CASE WHEN d.Status__c IN ('Repaired','Closed') THEN round(d.Estimated_Cost__c * (0.85 + (d.Id % 5) * 0.08), 2) END,
  CASE WHEN d.Severity__c = 'Major' THEN 'Precision Collision Center' END,
  d.Reported_Date__c::timestamp + interval '18 hours'
FROM Damage_Report__c d JOIN Vehicle__c v ON v.Id = d.Vehicle__c
WHERE d.Severity__c IN ('Moderate','Major');

-- Some cars currently in the workshop for unplanned repairs
INSERT INTO Maintenance_Job__c (Id, org_id, Name, Vehicle__c, Branch__c, Mechanic__c, Damage_Report__c, Job_Type__c, Status__c,
  Scheduled_Date__c, Completed_Date__c, Cost__c, Vendor__c, CreatedDate)
SELECT 70000 + v.Id, v.org_id, 'MJ-' || lpad((70000 + v.Id)::text, 6, '0'), v.Id, v.Branch__c,
  (v.org_id-1)*30 + (v.Branch__c - (v.org_id-1)*6 - 1)*5 + 4, NULL,
  (ARRAY['Engine Diagnostics','Transmission','Brake Service','Electrical','AC Repair'])[v.Id % 5 + 1],
  'In Progress', CURRENT_DATE - v.Id % 6, NULL, NULL,
  CASE WHEN v.Id % 2 = 0 THEN 'Main Street Auto' END,
  (CURRENT_DATE - v.Id % 6)::timestamp + interval '7 hours'
FROM Vehicle__c v
WHERE v.Status__c = 'Available' AND (v.Id - 1) % 120 % 15 = 7;

UPDATE Vehicle__c SET Status__c = 'In Maintenance'
WHERE Status__c = 'Available'
  AND Id IN (SELECT Vehicle__c FROM Maintenance_Job__c WHERE Status__c = 'In Progress');

-- Invoices: one per returned agreement
INSERT INTO Invoice__c (Id, org_id, Name, Rental_Agreement__c, Customer__c, Invoice_Date__c, Due_Date__c, Rental_Charges__c,
  Damage_Charges__c, Fuel_Charges__c, Discount_Amount__c, Tax_Amount__c, Total_Amount__c, Status__c, CreatedDate)
SELECT y.Id, y.org_id, 'INV-' || lpad(y.Id::text, 6, '0'), y.Id, y.Customer__c, y.inv_date, y.due_date,
  y.rent, y.dmg, y.fuel, y.disc,
  round((y.rent + y.dmg + y.fuel - y.disc) * 0.08, 2),
  round((y.rent + y.dmg + y.fuel - y.disc) * 1.08, 2),
  CASE WHEN y.Id % 97 = 0 THEN 'Void'
       WHEN y.Id % 13 <> 5 AND y.inv_date <= CURRENT_DATE - 3 THEN 'Paid'
       WHEN y.due_date < CURRENT_DATE THEN 'Overdue'
       ELSE 'Sent' END,
  y.inv_date::timestamp + interval '19 hours'
FROM (SELECT a.Id, a.org_id, a.Customer__c, a.Actual_Return_Date__c AS inv_date,
        a.Actual_Return_Date__c + CASE WHEN cu.Customer_Type__c = 'Corporate' THEN 30 ELSE 7 END AS due_date,
        a.Total_Amount__c AS rent,
        COALESCE(CASE WHEN d.Charged_To_Customer__c THEN d.Estimated_Cost__c END, 0) AS dmg,
        CASE WHEN a.Id % 4 = 0 THEN 35 + a.Id % 40 ELSE 0 END AS fuel,
        COALESCE(round(a.Total_Amount__c * p.Discount_Percent__c / 100, 2), 0) AS disc
      FROM Rental_Agreement__c a
      JOIN Customer__c cu ON cu.Id = a.Customer__c
      LEFT JOIN Damage_Report__c d ON d.Rental_Agreement__c = a.Id
      LEFT JOIN Reservation__c r ON r.Id = a.Reservation__c
      LEFT JOIN Promotion__c p ON p.Id = r.Promotion__c
      WHERE a.Status__c = 'Closed' AND a.IsDeleted = false) y;

-- Payments
INSERT INTO Payment__c (Id, org_id, Name, Invoice__c, Payment_Date__c, Amount__c, Method__c, Status__c, CreatedDate)
SELECT i.Id, i.org_id, 'PAY-' || lpad(i.Id::text, 6, '0'), i.Id,
  LEAST(i.Invoice_Date__c + i.Id % 10, CURRENT_DATE), i.Total_Amount__c,
  (ARRAY['Credit Card','Credit Card','Debit Card','Bank Transfer','Cash'])[i.Id % 5 + 1],
  CASE WHEN i.Id % 61 = 0 THEN 'Refunded' ELSE 'Completed' END,
  LEAST(i.Invoice_Date__c + i.Id % 10, CURRENT_DATE)::timestamp + interval '12 hours'
FROM Invoice__c i WHERE i.Status__c = 'Paid';

-- Failed card attempts before a later successful payment
INSERT INTO Payment__c (Id, org_id, Name, Invoice__c, Payment_Date__c, Amount__c, Method__c, Status__c, CreatedDate)
SELECT 100000 + i.Id, i.org_id, 'PAY-' || lpad((100000 + i.Id)::text, 6, '0'), i.Id,
  i.Invoice_Date__c, i.Total_Amount__c, 'Credit Card', 'Failed',
  i.Invoice_Date__c::timestamp + interval '20 hours'
FROM Invoice__c i WHERE i.Id % 29 = 3 AND i.Status__c IN ('Paid','Overdue');
