-- University courses: departments, instructors, courses, sections with term dates, students
-- (grad_dt NULL = still studying) and enrolments (dropped_at NULL = not dropped, grade NULL
-- = not graded yet). Tenant column inst_id.
CREATE TABLE departments (dept_id int PRIMARY KEY, dept_nm text NOT NULL, bldg text NOT NULL,
  inst_id int NOT NULL);
CREATE TABLE instructors (instr_id int PRIMARY KEY, dept_id int NOT NULL REFERENCES departments,
  instr_nm text NOT NULL, acad_rank text NOT NULL, hire_dt date NOT NULL,
  salary_amt numeric(10,2) NOT NULL, inst_id int NOT NULL);
CREATE TABLE courses (crs_id int PRIMARY KEY, dept_id int NOT NULL REFERENCES departments,
  crs_code text NOT NULL, title text NOT NULL, credits int NOT NULL, inst_id int NOT NULL);
CREATE TABLE sections (sec_id int PRIMARY KEY, crs_id int NOT NULL REFERENCES courses,
  instr_id int NOT NULL REFERENCES instructors, term_start_dt date NOT NULL,
  term_end_dt date NOT NULL, capacity int NOT NULL, room text NOT NULL, inst_id int NOT NULL);
CREATE TABLE students (stu_id int PRIMARY KEY, stu_nm text NOT NULL,
  major_dept_id int NOT NULL REFERENCES departments, enrol_dt date NOT NULL, grad_dt date,
  gpa numeric(3,2) NOT NULL, inst_id int NOT NULL);
CREATE TABLE enrolments (enr_id int PRIMARY KEY, stu_id int NOT NULL REFERENCES students,
  sec_id int NOT NULL REFERENCES sections, enrolled_at timestamp NOT NULL,
  dropped_at timestamp, grade text, enr_status text NOT NULL, inst_id int NOT NULL);
INSERT INTO departments VALUES (1, 'Mathematics', 'North Hall', 1),
  (2, 'History', 'Old Library', 1), (3, 'Computer Science', 'Tech Centre', 1),
  (4, 'Biology', 'Lab Block', 1), (5, 'Economics', 'South Hall', 2);
INSERT INTO instructors VALUES
  (1, 1, 'Karin Olsen', 'full_professor', CURRENT_DATE - 5000, 98000, 1),
  (2, 1, 'Leo Marsh', 'assistant_professor', CURRENT_DATE - 600, 64000, 1),
  (3, 2, 'Nina Petrov', 'associate_professor', CURRENT_DATE - 2500, 81000, 1),
  (4, 3, 'Omar Shah', 'full_professor', CURRENT_DATE - 4000, 105000, 1),
  (5, 3, 'Pia Weber', 'lecturer', CURRENT_DATE - 200, 52000, 1),
  (6, 4, 'Ravi Iyer', 'associate_professor', CURRENT_DATE - 1800, 79000, 1),
  (7, 3, 'Tess Young', 'assistant_professor', CURRENT_DATE - 900, 67000, 1),
  (8, 5, 'Uwe Brandt', 'full_professor', CURRENT_DATE - 3000, 99000, 2);
INSERT INTO courses VALUES (1, 1, 'MATH101', 'Calculus I', 6, 1),
  (2, 1, 'MATH201', 'Linear Algebra', 6, 1), (3, 2, 'HIST110', 'Medieval Europe', 4, 1),
  (4, 3, 'CS101', 'Programming Basics', 6, 1), (5, 3, 'CS220', 'Databases', 5, 1),
  (6, 3, 'CS310', 'Machine Learning', 5, 1), (7, 4, 'BIO100', 'Cell Biology', 4, 1),
  (8, 5, 'ECON100', 'Microeconomics', 5, 2);
INSERT INTO sections SELECT s, c,
  (ARRAY[1,2,3,4,5,7,6,8])[c], t, t + 110, 20 + (s * 7) % 40, 'R' || (100 + s % 12),
  CASE WHEN c = 8 THEN 2 ELSE 1 END
  FROM (SELECT s, (s - 1) % 8 + 1 AS c,
    (date_trunc('year', CURRENT_DATE)::date + ((s - 1) / 8 - 2) * 182) AS t
    FROM generate_series(1, 40) s) g;
INSERT INTO students SELECT i,
  (ARRAY['Alma','Bruno','Chloe','Dario','Esme','Felix','Greta','Hugo','Iris','Jonas'])[i % 10 + 1]
    || ' ' || (ARRAY['Park','Quinn','Roth','Silva','Toft'])[(i / 10) % 5 + 1],
  CASE WHEN i % 7 = 0 THEN 5 ELSE i % 4 + 1 END, CURRENT_DATE - (100 + (i * 61) % 1500),
  CASE WHEN (i * 61) % 1500 > 1200 THEN CURRENT_DATE - (i * 7) % 90 END,
  2.0 + ((i * 37) % 200) / 100.0, CASE WHEN i % 7 = 0 THEN 2 ELSE 1 END
  FROM generate_series(1, 50) i;
INSERT INTO enrolments SELECT e, st, sc, ea,
  CASE WHEN e % 11 = 0 THEN ea + interval '20 days' END,
  CASE WHEN e % 11 <> 0 AND te < CURRENT_DATE THEN (ARRAY['A','B','B','C','D','F'])[e % 6 + 1] END,
  CASE WHEN e % 11 = 0 THEN 'withdrawn' WHEN te < CURRENT_DATE THEN 'completed'
    ELSE 'in_progress' END,
  CASE WHEN st % 7 = 0 THEN 2 ELSE 1 END
  FROM (SELECT e, st, sc, x.term_start_dt - 14 + (e % 10) + time '10:00' AS ea,
    x.term_end_dt AS te
    FROM (SELECT e, (e * 3) % 50 + 1 AS st,
      CASE WHEN ((e * 3) % 50 + 1) % 7 = 0 THEN 8 * ((e % 5) + 1)
        ELSE (e % 35) + 1 + (CASE WHEN (e % 35 + 1) % 8 = 0 THEN -1 ELSE 0 END) END AS sc
      FROM generate_series(1, 400) e) y JOIN sections x ON x.sec_id = y.sc) z;
