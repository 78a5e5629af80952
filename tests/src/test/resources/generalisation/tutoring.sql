-- =====================================================================
-- Tutoring centres database (upsized from the old Access back-end)
-- =====================================================================
-- Conventions (kept from the Access days, names unquoted so Postgres
-- folds them to lower case):
--   * Tables are prefixed tbl (tblStudent -> tblstudent).
--   * Column prefixes give the type: lng = integer key/id, int = integer,
--     str = text, dtm = date or timestamp, cur = money (numeric 12,2),
--     dbl = decimal number, ysn = yes/no (boolean), byt = small integer code.
--   * lngCompanyID is the tenant (franchise company) and is on EVERY table.
--     Companies 1, 2 and 3 share this database; always filter on it.
--   * All money is in the company's local currency, tax inclusive.
--
-- Status / code values:
--   tblTutor.bytEmploymentType     1 = full-time, 2 = part-time, 3 = contractor (self-employed)
--   tblTutor.ysnActive             false once the tutor has left (dtmLeft is then set)
--   tblStudent.ysnActive           false = student no longer with us (lapsed)
--   tblStudent.intYearGroup        school year 1..13 (1-6 primary, 7-11 secondary/GCSE, 12-13 sixth form/A-level)
--   tblCourse.bytDeliveryMode      1 = in-person, 2 = online, 3 = hybrid
--   tblCourse.strLevel             'Primary', 'GCSE', 'A-Level'
--   tblEnrolment.bytStatus         1 = active, 2 = completed, 3 = withdrawn, 4 = on hold (paused)
--   tblEnrolment.dtmEnded          completion date (status 2) or withdrawal date (status 3), else null
--   tblEnrolment.curAgreedFee      fee per term after discount; dblDiscountPct is the % discount given
--   tblInvoice                     one invoice per enrolment per term (terms start every 90 days from enrolment)
--   tblSession.bytStatus           1 = scheduled (future), 2 = held/completed,
--                                  3 = cancelled by centre, 4 = cancelled - tutor unavailable
--   tblSession.ysnOnline           true = delivered online
--   tblAttendance.bytStatus        1 = present, 2 = late, 3 = absent (excused / notified),
--                                  4 = no-show (absent, not notified)
--   tblInvoice.bytStatus           1 = draft, 2 = sent (unpaid), 3 = part paid, 4 = paid, 5 = void
--                                  an invoice is "overdue" when status is 2 or 3 and dtmDue < today
--   tblPayment.bytMethod           1 = card, 2 = bank transfer, 3 = cash, 4 = direct debit
--   tblTimesheet.bytStatus         1 = submitted, 2 = approved, 3 = paid, 4 = rejected
--   tblTimesheet.dtmWeekStart      Monday of the week worked; curGrossPay = dblHours * rate
--   tblAssessment.bytType          1 = diagnostic (entry test), 2 = mid-term test, 3 = final exam
--   tblAssessment score            percentage = intScore / intMaxScore
--   tblCredit.bytType              1 = refund (money back), 2 = account credit (against future invoices)
--   tblCredit.bytReason            1 = withdrawal, 2 = cancelled session, 3 = goodwill, 4 = overpayment
--   tblCredit.ysnApplied           true = refund paid out / credit used
-- =====================================================================

CREATE TABLE tblCentre (
    lngCentreID     integer PRIMARY KEY,
    lngCompanyID    integer NOT NULL,
    strCentreName   varchar(60) NOT NULL,
    strCity         varchar(40) NOT NULL,
    dtmOpened       date NOT NULL,
    intCapacity     integer NOT NULL,
    ysnActive       boolean NOT NULL DEFAULT true
);

CREATE TABLE tblSubject (
    lngSubjectID    integer PRIMARY KEY,
    lngCompanyID    integer NOT NULL,
    strSubjectName  varchar(40) NOT NULL,
    strDepartment   varchar(20) NOT NULL
);

CREATE TABLE tblTutor (
    lngTutorID        integer PRIMARY KEY,
    lngCompanyID      integer NOT NULL,
    lngCentreID       integer NOT NULL REFERENCES tblCentre (lngCentreID),
    lngSubjectID      integer NOT NULL REFERENCES tblSubject (lngSubjectID),
    strFirstName      varchar(40) NOT NULL,
    strLastName       varchar(40) NOT NULL,
    strEmail          varchar(80),
    dtmHired          date NOT NULL,
    dtmLeft           date,
    bytEmploymentType smallint NOT NULL,
    curHourlyRate     numeric(12,2) NOT NULL,
    ysnActive         boolean NOT NULL DEFAULT true
);

CREATE TABLE tblGuardian (
    lngGuardianID     integer PRIMARY KEY,
    lngCompanyID      integer NOT NULL,
    strFirstName      varchar(40) NOT NULL,
    strLastName       varchar(40) NOT NULL,
    strEmail          varchar(80),
    strPhone          varchar(20),
    dtmCreated        date NOT NULL,
    ysnMarketingOptIn boolean NOT NULL DEFAULT false
);

CREATE TABLE tblStudent (
    lngStudentID    integer PRIMARY KEY,
    lngCompanyID    integer NOT NULL,
    lngGuardianID   integer NOT NULL REFERENCES tblGuardian (lngGuardianID),
    lngCentreID     integer NOT NULL REFERENCES tblCentre (lngCentreID),
    strFirstName    varchar(40) NOT NULL,
    strLastName     varchar(40) NOT NULL,
    dtmBirth        date,
    intYearGroup    integer NOT NULL,
    dtmJoined       date NOT NULL,
    ysnActive       boolean NOT NULL DEFAULT true
);

CREATE TABLE tblCourse (
    lngCourseID      integer PRIMARY KEY,
    lngCompanyID     integer NOT NULL,
    lngSubjectID     integer NOT NULL REFERENCES tblSubject (lngSubjectID),
    strCourseName    varchar(80) NOT NULL,
    strLevel         varchar(10) NOT NULL,
    curFee           numeric(12,2) NOT NULL,
    intSessionCount  integer NOT NULL,
    bytDeliveryMode  smallint NOT NULL,
    ysnActive        boolean NOT NULL DEFAULT true
);

CREATE TABLE tblEnrolment (
    lngEnrolmentID  integer PRIMARY KEY,
    lngCompanyID    integer NOT NULL,
    lngStudentID    integer NOT NULL REFERENCES tblStudent (lngStudentID),
    lngCourseID     integer NOT NULL REFERENCES tblCourse (lngCourseID),
    lngCentreID     integer NOT NULL REFERENCES tblCentre (lngCentreID),
    dtmEnrolled     date NOT NULL,
    dtmEnded        date,
    bytStatus       smallint NOT NULL,
    dblDiscountPct  numeric(5,2) NOT NULL DEFAULT 0,
    curAgreedFee    numeric(12,2) NOT NULL
);

CREATE TABLE tblSession (
    lngSessionID     integer PRIMARY KEY,
    lngCompanyID     integer NOT NULL,
    lngCourseID      integer NOT NULL REFERENCES tblCourse (lngCourseID),
    lngCentreID      integer NOT NULL REFERENCES tblCentre (lngCentreID),
    lngTutorID       integer NOT NULL REFERENCES tblTutor (lngTutorID),
    dtmStart         timestamp NOT NULL,
    intDurationMins  integer NOT NULL,
    bytStatus        smallint NOT NULL,
    ysnOnline        boolean NOT NULL DEFAULT false
);

CREATE TABLE tblAttendance (
    lngAttendanceID  integer PRIMARY KEY,
    lngCompanyID     integer NOT NULL,
    lngSessionID     integer NOT NULL REFERENCES tblSession (lngSessionID),
    lngStudentID     integer NOT NULL REFERENCES tblStudent (lngStudentID),
    bytStatus        smallint NOT NULL
);

CREATE TABLE tblInvoice (
    lngInvoiceID    integer PRIMARY KEY,
    lngCompanyID    integer NOT NULL,
    lngGuardianID   integer NOT NULL REFERENCES tblGuardian (lngGuardianID),
    lngEnrolmentID  integer NOT NULL REFERENCES tblEnrolment (lngEnrolmentID),
    strInvoiceNo    varchar(20) NOT NULL,
    dtmIssued       date NOT NULL,
    dtmDue          date NOT NULL,
    curAmount       numeric(12,2) NOT NULL,
    bytStatus       smallint NOT NULL
);

CREATE TABLE tblPayment (
    lngPaymentID    integer PRIMARY KEY,
    lngCompanyID    integer NOT NULL,
    lngInvoiceID    integer NOT NULL REFERENCES tblInvoice (lngInvoiceID),
    dtmPaid         date NOT NULL,
    curAmount       numeric(12,2) NOT NULL,
    bytMethod       smallint NOT NULL
);

CREATE TABLE tblTimesheet (
    lngTimesheetID  integer PRIMARY KEY,
    lngCompanyID    integer NOT NULL,
    lngTutorID      integer NOT NULL REFERENCES tblTutor (lngTutorID),
    dtmWeekStart    date NOT NULL,
    dblHours        numeric(6,2) NOT NULL,
    curGrossPay     numeric(12,2) NOT NULL,
    bytStatus       smallint NOT NULL,
    dtmPaid         date
);

CREATE TABLE tblAssessment (
    lngAssessmentID integer PRIMARY KEY,
    lngCompanyID    integer NOT NULL,
    lngEnrolmentID  integer NOT NULL REFERENCES tblEnrolment (lngEnrolmentID),
    lngStudentID    integer NOT NULL REFERENCES tblStudent (lngStudentID),
    lngCourseID     integer NOT NULL REFERENCES tblCourse (lngCourseID),
    dtmTaken        date NOT NULL,
    bytType         smallint NOT NULL,
    intScore        integer NOT NULL,
    intMaxScore     integer NOT NULL
);

CREATE TABLE tblCredit (
    lngCreditID     integer PRIMARY KEY,
    lngCompanyID    integer NOT NULL,
    lngGuardianID   integer NOT NULL REFERENCES tblGuardian (lngGuardianID),
    lngInvoiceID    integer REFERENCES tblInvoice (lngInvoiceID),
    dtmIssued       date NOT NULL,
    curAmount       numeric(12,2) NOT NULL,
    bytType         smallint NOT NULL,
    bytReason       smallint NOT NULL,
    ysnApplied      boolean NOT NULL DEFAULT false
);

-- ---------------------------------------------------------------------
-- Data. Row g belongs to company ((g-1) % 3) + 1; i = (g-1)/3 is the
-- row's position within its company.
-- ---------------------------------------------------------------------

INSERT INTO tblCentre (lngCentreID, lngCompanyID, strCentreName, strCity, dtmOpened, intCapacity, ysnActive)
SELECT g, ((g-1) % 3) + 1,
       (ARRAY['Northgate','Riverside','Hillcrest','Market Square','Oakfield','Kingsway','Westbrook','Elm Park','Harbour View','Castle Hill','Meadowbank','Station Road'])[g],
       (ARRAY['Leeds','Bristol','Leicester','Leeds','Bath','Derby','York','Bristol','Nottingham','York','Bath','Nottingham'])[g],
       CASE WHEN g = 11 THEN CURRENT_DATE - 100 ELSE CURRENT_DATE - (400 + (g * 373) % 2500) END,
       30 + (g * 7) % 25,
       g <> 12
FROM generate_series(1, 12) AS g;

INSERT INTO tblSubject (lngSubjectID, lngCompanyID, strSubjectName, strDepartment)
SELECT g, ((g-1) % 3) + 1,
       (ARRAY['Maths','English','Physics','Chemistry','Biology','French','Computer Science','Verbal Reasoning'])[((g-1)/3) + 1],
       (ARRAY['Maths','English','Science','Science','Science','Languages','Science','Entrance Exams'])[((g-1)/3) + 1]
FROM generate_series(1, 24) AS g;

INSERT INTO tblTutor (lngTutorID, lngCompanyID, lngCentreID, lngSubjectID, strFirstName, strLastName, strEmail, dtmHired, dtmLeft, bytEmploymentType, curHourlyRate, ysnActive)
SELECT g, t, t + 3 * (i % 4), t + 3 * ((i * 3) % 8),
       (ARRAY['Amelia','Oliver','Priya','James','Sofia','Daniel','Hannah','Mohammed','Grace','Thomas','Chloe','Samuel','Aisha','Lucas','Emily','Ben','Fatima','Harry','Zoe','Ryan'])[1 + (g * 7) % 20],
       (ARRAY['Patel','Smith','Jones','Khan','Williams','Brown','Taylor','Evans','Wilson','Okafor','Thompson','Walker','Wright','Hughes','Green'])[1 + (i * 4 + t * 3) % 15],
       lower((ARRAY['Amelia','Oliver','Priya','James','Sofia','Daniel','Hannah','Mohammed','Grace','Thomas','Chloe','Samuel','Aisha','Lucas','Emily','Ben','Fatima','Harry','Zoe','Ryan'])[1 + (g * 7) % 20]) || '.' || g || '@tutors.example',
       CURRENT_DATE - (250 + (i * 97 + t * 31) % 1800),
       CASE WHEN i % (6 + t) = 3 THEN CURRENT_DATE - (10 + (i * 13 + t * 5) % 200) END,
       1 + (i + t) % 3,
       22 + (i * 3) % 15 + t * 2,
       NOT (i % (6 + t) = 3)
FROM (SELECT g, ((g-1) % 3) + 1 AS t, (g-1) / 3 AS i FROM generate_series(1, 60) AS g) s;

INSERT INTO tblGuardian (lngGuardianID, lngCompanyID, strFirstName, strLastName, strEmail, strPhone, dtmCreated, ysnMarketingOptIn)
SELECT g, t,
       (ARRAY['Sarah','David','Nadia','Paul','Claire','Imran','Rachel','Mark','Joanne','Tariq','Helen','Steven','Lucy','Kwame','Anna','Gareth','Mei','Peter'])[1 + (g * 5) % 18],
       (ARRAY['Patel','Smith','Jones','Khan','Williams','Brown','Taylor','Evans','Wilson','Okafor','Thompson','Walker','Wright','Hughes','Green','Ali','Chen','Murphy','Roberts','Clarke'])[1 + (i * 7 + t * 3) % 20],
       'parent' || g || '@mail.example',
       '07' || lpad(((g * 7919) % 1000000000)::text, 9, '0'),
       CASE WHEN i >= 138 + t THEN CURRENT_DATE - (1 + (i * 7 + t) % 80) ELSE CURRENT_DATE - (5 + (i * 11 + t * 17) % 900) END,
       (i * 7 + t) % (3 + t) = 0
FROM (SELECT g, ((g-1) % 3) + 1 AS t, (g-1) / 3 AS i FROM generate_series(1, 450) AS g) s;

INSERT INTO tblStudent (lngStudentID, lngCompanyID, lngGuardianID, lngCentreID, strFirstName, strLastName, dtmBirth, intYearGroup, dtmJoined, ysnActive)
SELECT g, t, gu.lngGuardianID, t + 3 * (((CASE WHEN i % 10 < 4 THEN 0 WHEN i % 10 < 7 THEN 1 WHEN i % 10 < 9 THEN 2 ELSE 3 END) + t - 1) % 4),
       (ARRAY['Ava','Leo','Isla','Noah','Maya','Arjun','Ella','Jack','Zara','Finn','Ruby','Adam','Lily','Omar','Freya','Max','Evie','Yusuf','Poppy','Theo','Aria','Kai'])[1 + (g * 13) % 22],
       gu.strLastName,
       CURRENT_DATE - ((5 + 1 + i % 13) * 365 + (i * 37) % 300),
       1 + (i + 2 * t) % 13,
       CURRENT_DATE - (3 + (i * 17 + t * 23) % 800),
       (i + i / (3 + t)) % 9 <> 4
FROM (SELECT g, ((g-1) % 3) + 1 AS t, (g-1) / 3 AS i FROM generate_series(1, 540) AS g) s
JOIN tblGuardian gu ON gu.lngGuardianID = t + 3 * (i % (138 + t));

INSERT INTO tblCourse (lngCourseID, lngCompanyID, lngSubjectID, strCourseName, strLevel, curFee, intSessionCount, bytDeliveryMode, ysnActive)
SELECT g, t, su.lngSubjectID,
       (ARRAY['Primary','GCSE','A-Level'])[1 + i % 3] || ' ' || su.strSubjectName || CASE WHEN i >= 8 THEN ' Intensive' ELSE '' END,
       (ARRAY['Primary','GCSE','A-Level'])[1 + i % 3],
       240 + (i % 5) * 60 + (i % 3) * 45 + t * 10,
       10 + (i % 3) * 2,
       1 + (i * 2 + t) % 3,
       i <> 14
FROM (SELECT g, ((g-1) % 3) + 1 AS t, (g-1) / 3 AS i FROM generate_series(1, 45) AS g) s
JOIN tblSubject su ON su.lngSubjectID = t + 3 * (i % 8);

INSERT INTO tblEnrolment (lngEnrolmentID, lngCompanyID, lngStudentID, lngCourseID, lngCentreID, dtmEnrolled, dtmEnded, bytStatus, dblDiscountPct, curAgreedFee)
SELECT g, t, st.lngStudentID, co.lngCourseID, st.lngCentreID,
       CURRENT_DATE - d,
       CASE WHEN i % (8 + t) = 3 THEN CURRENT_DATE - d + LEAST(d, 15 + i % 40)
            WHEN d > 200 AND i % (11 + t) <> 5 THEN CURRENT_DATE - d + 180 END,
       CASE WHEN i % (8 + t) = 3 THEN 3
            WHEN d > 200 AND i % (11 + t) <> 5 THEN 2
            WHEN i % (11 + t) = 5 THEN 4
            ELSE 1 END,
       CASE i % (5 + t) WHEN 0 THEN 10 WHEN 3 THEN 5 ELSE 0 END,
       round(co.curFee * (100 - CASE i % (5 + t) WHEN 0 THEN 10 WHEN 3 THEN 5 ELSE 0 END) / 100.0, 2)
FROM (SELECT g, ((g-1) % 3) + 1 AS t, (g-1) / 3 AS i, (((g-1) / 3) * 23 + ((g-1) % 3) * 7) % 760 AS d
      FROM generate_series(1, 900) AS g) s
JOIN tblStudent st ON st.lngStudentID = t + 3 * (i % 180)
JOIN tblCourse co ON co.lngCourseID = t + 3 * ((i * 7 + t * 2 + i / (20 + t * 5) + (i * i) % 4) % 15)
WHERE NOT (t = 1 AND i % 6 = 0) AND NOT (t = 3 AND i % 4 = 1);

INSERT INTO tblSession (lngSessionID, lngCompanyID, lngCourseID, lngCentreID, lngTutorID, dtmStart, intDurationMins, bytStatus, ysnOnline)
SELECT g, t, co.lngCourseID, tu.lngCentreID, tu.lngTutorID,
       (CURRENT_DATE - d) + make_interval(hours => 15 + i % 4, mins => 30 * (i % 2)),
       CASE WHEN i % 3 = 0 THEN 90 ELSE 60 END,
       CASE WHEN d <= 0 THEN 1
            WHEN i % 17 = 5 THEN 3
            WHEN i % 23 = 7 THEN 4
            ELSE 2 END,
       co.bytDeliveryMode = 2 OR (co.bytDeliveryMode = 3 AND i % 2 = 0)
FROM (SELECT g, ((g-1) % 3) + 1 AS t, (g-1) / 3 AS i, (((g-1) / 3) * 7 + ((g-1) % 3) * 3) % 400 - 30 AS d
      FROM generate_series(1, 1500) AS g) s
JOIN tblCourse co ON co.lngCourseID = t + 3 * (i % 15)
JOIN tblTutor tu ON tu.lngTutorID = t + 3 * ((i % 15 + i / 125 + (i * i) % (3 + t)) % 20)
WHERE NOT (t = 1 AND i % 9 = 4) AND NOT (t = 3 AND i % 5 = 2);

INSERT INTO tblAttendance (lngAttendanceID, lngCompanyID, lngSessionID, lngStudentID, bytStatus)
SELECT row_number() OVER (ORDER BY se.lngSessionID, en.lngEnrolmentID),
       se.lngCompanyID, se.lngSessionID, en.lngStudentID,
       CASE WHEN (se.lngSessionID * 7 + en.lngEnrolmentID * 3) % 20 IN (0, 1) THEN 4
            WHEN (se.lngSessionID * 7 + en.lngEnrolmentID * 3) % 20 IN (2, 3) THEN 3
            WHEN (se.lngSessionID * 7 + en.lngEnrolmentID * 3) % 20 IN (4, 5, 6) THEN 2
            ELSE 1 END
FROM tblSession se
JOIN tblEnrolment en ON en.lngCourseID = se.lngCourseID
 AND en.dtmEnrolled <= se.dtmStart::date
 AND (en.dtmEnded IS NULL OR en.dtmEnded >= se.dtmStart::date)
WHERE se.bytStatus = 2 AND (se.lngSessionID + en.lngEnrolmentID) % 2 = 0;

INSERT INTO tblInvoice (lngInvoiceID, lngCompanyID, lngGuardianID, lngEnrolmentID, strInvoiceNo, dtmIssued, dtmDue, curAmount, bytStatus)
SELECT x.id, x.lngCompanyID, x.lngGuardianID, x.lngEnrolmentID,
       'INV-' || x.lngCompanyID || '-' || lpad(x.id::text, 6, '0'),
       x.issued, x.issued + 14, x.amt,
       CASE WHEN x.id % 29 = 3 THEN 5
            WHEN CURRENT_DATE - x.issued < 3 THEN 1
            WHEN x.id % 11 = 2 THEN 3
            WHEN CURRENT_DATE - x.issued > 45 AND x.id % 13 = 6 THEN 2
            WHEN CURRENT_DATE - x.issued >= 20 THEN 4
            WHEN x.id % 2 = 0 AND CURRENT_DATE - x.issued >= 7 THEN 4
            ELSE 2 END
FROM (SELECT en.lngEnrolmentID * 10 + n AS id, en.lngCompanyID, st.lngGuardianID, en.lngEnrolmentID,
             en.dtmEnrolled + (n - 1) * 90 AS issued,
             en.curAgreedFee AS amt
      FROM tblEnrolment en
      JOIN tblStudent st ON st.lngStudentID = en.lngStudentID
      CROSS JOIN generate_series(1, 2) AS n
      WHERE en.dtmEnrolled + (n - 1) * 90 <= CURRENT_DATE
        AND (n = 1 OR en.dtmEnded IS NULL OR en.dtmEnded > en.dtmEnrolled + 90)) x;

INSERT INTO tblPayment (lngPaymentID, lngCompanyID, lngInvoiceID, dtmPaid, curAmount, bytMethod)
SELECT iv.lngInvoiceID * 10 + 1, iv.lngCompanyID, iv.lngInvoiceID,
       LEAST(CURRENT_DATE, iv.dtmIssued + (2 + iv.lngInvoiceID % 19)),
       CASE WHEN iv.bytStatus = 3 THEN round(iv.curAmount / 2, 2) ELSE iv.curAmount END,
       1 + (iv.lngInvoiceID / 10 + iv.lngCompanyID) % 4
FROM tblInvoice iv
WHERE iv.bytStatus IN (3, 4);

INSERT INTO tblTimesheet (lngTimesheetID, lngCompanyID, lngTutorID, dtmWeekStart, dblHours, curGrossPay, bytStatus, dtmPaid)
SELECT tu.lngTutorID * 100 + w, tu.lngCompanyID, tu.lngTutorID,
       date_trunc('week', CURRENT_DATE)::date - 7 * w,
       (CASE tu.bytEmploymentType WHEN 1 THEN 2 WHEN 2 THEN 1 ELSE 0.5 END) + 0.5 * ((tu.lngTutorID * w * 7 + w * w) % 5),
       round(((CASE tu.bytEmploymentType WHEN 1 THEN 2 WHEN 2 THEN 1 ELSE 0.5 END) + 0.5 * ((tu.lngTutorID * w * 7 + w * w) % 5)) * tu.curHourlyRate, 2),
       CASE WHEN (tu.lngTutorID * w) % 31 = 5 THEN 4
            WHEN w = 1 THEN 1
            WHEN w = 2 THEN 2
            ELSE 3 END,
       CASE WHEN (tu.lngTutorID * w) % 31 <> 5 AND w > 2 THEN date_trunc('week', CURRENT_DATE)::date - 7 * w + 11 END
FROM tblTutor tu
CROSS JOIN generate_series(1, 26) AS w
WHERE tu.dtmHired <= date_trunc('week', CURRENT_DATE)::date - 7 * w
  AND (tu.dtmLeft IS NULL OR tu.dtmLeft > date_trunc('week', CURRENT_DATE)::date - 7 * w);

INSERT INTO tblAssessment (lngAssessmentID, lngCompanyID, lngEnrolmentID, lngStudentID, lngCourseID, dtmTaken, bytType, intScore, intMaxScore)
SELECT en.lngEnrolmentID * 10 + ty, en.lngCompanyID, en.lngEnrolmentID, en.lngStudentID, en.lngCourseID,
       en.dtmEnrolled + CASE ty WHEN 1 THEN 3 WHEN 2 THEN 75 ELSE 175 END,
       ty,
       CASE ty WHEN 1 THEN 18 + (en.lngEnrolmentID * 7) % 28
               WHEN 2 THEN 42 + (en.lngEnrolmentID * 11 + en.lngCourseID) % 50
               ELSE 48 + (en.lngEnrolmentID * 13 + en.lngCourseID * 3) % 50 END,
       CASE ty WHEN 1 THEN 50 ELSE 100 END
FROM tblEnrolment en
CROSS JOIN generate_series(1, 3) AS ty
WHERE en.dtmEnrolled + CASE ty WHEN 1 THEN 3 WHEN 2 THEN 75 ELSE 175 END <= CURRENT_DATE
  AND (ty = 1 OR en.dtmEnded IS NULL OR en.dtmEnded >= en.dtmEnrolled + CASE ty WHEN 2 THEN 75 ELSE 175 END)
  AND (ty <> 3 OR en.bytStatus = 2);

INSERT INTO tblCredit (lngCreditID, lngCompanyID, lngGuardianID, lngInvoiceID, dtmIssued, curAmount, bytType, bytReason, ysnApplied)
SELECT en.lngEnrolmentID, en.lngCompanyID, st.lngGuardianID, NULL,
       LEAST(CURRENT_DATE, en.dtmEnded + 5),
       round(en.curAgreedFee * 0.25, 2),
       1 + (en.lngEnrolmentID / 30) % 2, 1,
       CURRENT_DATE - LEAST(CURRENT_DATE, en.dtmEnded + 5) > 20
FROM tblEnrolment en
JOIN tblStudent st ON st.lngStudentID = en.lngStudentID
WHERE en.bytStatus = 3;

INSERT INTO tblCredit (lngCreditID, lngCompanyID, lngGuardianID, lngInvoiceID, dtmIssued, curAmount, bytType, bytReason, ysnApplied)
SELECT 100000 + iv.lngInvoiceID, iv.lngCompanyID, iv.lngGuardianID, iv.lngInvoiceID,
       LEAST(CURRENT_DATE, iv.dtmIssued + 10 + iv.lngInvoiceID % 20),
       CASE WHEN iv.lngInvoiceID % 4 = 0 THEN 25.00 WHEN iv.lngInvoiceID % 4 = 1 THEN 40.00 ELSE round(iv.curAmount * 0.1, 2) END,
       CASE WHEN iv.lngInvoiceID % 3 = 0 THEN 1 ELSE 2 END,
       CASE WHEN iv.lngInvoiceID % 4 IN (0, 1) THEN 2 WHEN iv.lngInvoiceID % 4 = 2 THEN 3 ELSE 4 END,
       CURRENT_DATE - LEAST(CURRENT_DATE, iv.dtmIssued + 10 + iv.lngInvoiceID % 20) > 15
FROM tblInvoice iv
WHERE iv.lngInvoiceID % 23 = 4 AND iv.bytStatus <> 5;
