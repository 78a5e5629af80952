-- Clinic appointments: patients, doctors (left_dt NULL = still working), appointments with
-- three dates, prescriptions and invoices (paid_dt NULL = unpaid). Tenant column clinic_grp.
CREATE TABLE patients (pat_id int PRIMARY KEY, full_nm text NOT NULL, birth_dt date NOT NULL,
  sex char(1) NOT NULL, city text NOT NULL, reg_dt date NOT NULL, clinic_grp int NOT NULL);
CREATE TABLE doctors (doc_id int PRIMARY KEY, doc_nm text NOT NULL, specialty text NOT NULL,
  hired_dt date NOT NULL, left_dt date, clinic_grp int NOT NULL);
CREATE TABLE appointments (appt_id int PRIMARY KEY, pat_id int NOT NULL REFERENCES patients,
  doc_id int NOT NULL REFERENCES doctors, booked_at timestamp NOT NULL,
  sched_at timestamp NOT NULL, checked_in_at timestamp, status text NOT NULL,
  fee_amt numeric(8,2) NOT NULL, clinic_grp int NOT NULL);
CREATE TABLE prescriptions (rx_id int PRIMARY KEY, appt_id int NOT NULL REFERENCES appointments,
  drug_nm text NOT NULL, qty int NOT NULL, issued_dt date NOT NULL, refill_cnt int NOT NULL,
  clinic_grp int NOT NULL);
CREATE TABLE invoices (inv_id int PRIMARY KEY, appt_id int NOT NULL REFERENCES appointments,
  amt_due numeric(8,2) NOT NULL, disc_amt numeric(8,2) NOT NULL, issued_dt date NOT NULL,
  paid_dt date, clinic_grp int NOT NULL);
INSERT INTO patients SELECT i,
  (ARRAY['Ada','Ben','Cleo','Dev','Eli','Fay','Gus','Hana','Ivo','Jun'])[i % 10 + 1] || ' '
    || (ARRAY['Moss','Reed','Stone','Vale'])[(i / 10) % 4 + 1],
  CURRENT_DATE - (6000 + (i * 577) % 20000), CASE WHEN i % 2 = 0 THEN 'F' ELSE 'M' END,
  (ARRAY['Leeds','York','Hull','Bath'])[(i / 3) % 4 + 1], CURRENT_DATE - (i * 53) % 1200,
  CASE WHEN i % 4 = 0 THEN 2 ELSE 1 END FROM generate_series(1, 40) i;
INSERT INTO doctors VALUES
  (1, 'Amara Okafor', 'general_practice', CURRENT_DATE - 2000, NULL, 1),
  (2, 'Ines Alvarez', 'cardiology', CURRENT_DATE - 1500, NULL, 1),
  (3, 'Tom Becker', 'general_practice', CURRENT_DATE - 900, NULL, 1),
  (4, 'Lena Fischer', 'paediatrics', CURRENT_DATE - 700, NULL, 1),
  (5, 'Raj Patel', 'general_practice', CURRENT_DATE - 400, NULL, 1),
  (6, 'Mia Jensen', 'dermatology', CURRENT_DATE - 3000, CURRENT_DATE - 200, 1),
  (7, 'Omar Haddad', 'cardiology', CURRENT_DATE - 800, NULL, 2),
  (8, 'Sara Lind', 'dermatology', CURRENT_DATE - 600, NULL, 2);
INSERT INTO appointments SELECT i, p,
  CASE WHEN p % 4 = 0 THEN 7 + (i % 3 = 0)::int
    ELSE (ARRAY[1,1,2,1,3,2,4,5,1,6,2,3])[i % 12 + 1] END,
  s - ((i % 20 + 1) || ' days')::interval, s,
  CASE WHEN s < CURRENT_DATE AND i % 7 > 1 THEN s - interval '10 minutes' END,
  CASE WHEN s > CURRENT_DATE THEN 'scheduled' WHEN i % 7 = 0 THEN 'no_show'
    WHEN i % 7 = 1 THEN 'cancelled_by_patient' ELSE 'completed' END,
  60 + (i * 37) % 140, CASE WHEN p % 4 = 0 THEN 2 ELSE 1 END
  FROM (SELECT i, i % 40 + 1 AS p, CURRENT_DATE + (CASE WHEN i < 40 THEN 40 - i ELSE 39 - i END)
    + time '09:00' + (i % 8) * interval '1 hour' AS s FROM generate_series(1, 300) i) g;
INSERT INTO prescriptions SELECT appt_id * 10, appt_id,
  (ARRAY['amoxicillin','ibuprofen','amoxicillin','metformin','amoxicillin','ibuprofen',
    'lisinopril'])[appt_id % 7 + 1], 10 + appt_id % 4 * 10, sched_at::date, appt_id % 3,
  clinic_grp FROM appointments WHERE status = 'completed' AND appt_id % 3 = 0;
INSERT INTO invoices SELECT appt_id, appt_id, fee_amt, (appt_id % 4) * 5, sched_at::date,
  CASE WHEN appt_id % 5 = 0 THEN NULL ELSE sched_at::date + appt_id % 9 END, clinic_grp
  FROM appointments WHERE status = 'completed';
