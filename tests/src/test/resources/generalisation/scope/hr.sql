-- ModelScopeIT's schema: a small HR database with a few clinic-style tables (see hr.yaml).
CREATE TABLE departments (dept_id INT PRIMARY KEY, dept_name VARCHAR(40));
CREATE TABLE countries (country_id INT PRIMARY KEY, country_code CHAR(2), country_name VARCHAR(40));
CREATE TABLE offices (office_id INT PRIMARY KEY, office_name VARCHAR(40), country_id INT REFERENCES countries(country_id));
CREATE TABLE employees (emp_id INT PRIMARY KEY, full_name VARCHAR(40), dept_id INT REFERENCES departments(dept_id), birth_dt DATE, hire_dt DATE, term_dt DATE, salary DECIMAL(10,2), office_id INT REFERENCES offices(office_id));
CREATE TABLE courses (course_id INT PRIMARY KEY, course_name VARCHAR(40), duration_days INT);
CREATE TABLE enrolments (enrol_id INT PRIMARY KEY, emp_id INT REFERENCES employees(emp_id), course_id INT REFERENCES courses(course_id), enrolled_dt DATE, completed BOOLEAN);
CREATE TABLE leave_requests (leave_id INT PRIMARY KEY, emp_id INT REFERENCES employees(emp_id), leave_type VARCHAR(20), start_dt DATE, end_dt DATE, status VARCHAR(20));
CREATE TABLE reviews (review_id INT PRIMARY KEY, emp_id INT REFERENCES employees(emp_id), review_dt DATE, score INT);
CREATE TABLE timesheets (ts_id INT PRIMARY KEY, emp_id INT REFERENCES employees(emp_id), work_dt DATE, hours DECIMAL(5,2), ot_hrs DECIMAL(5,2));
CREATE TABLE expenses (expense_id INT PRIMARY KEY, emp_id INT REFERENCES employees(emp_id), spent_dt DATE, amount DECIMAL(10,2));
INSERT INTO departments VALUES (1, 'Sales'),
  (2, 'Support'),
  (3, 'Finance');
INSERT INTO countries VALUES (1, 'GB', 'United Kingdom'),
  (2, 'IE', 'Ireland'),
  (3, 'FR', 'France');
INSERT INTO offices VALUES (1, 'Leeds', 1),
  (2, 'Dublin', 2),
  (3, 'Lyon', 3),
  (4, 'Bristol', 1);
INSERT INTO employees VALUES (1, 'Ann Lee', 1, DATE '1980-05-01', DATE '2015-01-01', NULL, 5000, 1),
  (2, 'Bo Chen', 2, DATE '1992-07-15', DATE '2019-03-01', DATE '2024-06-30', 4000, 2),
  (3, 'Cy Diaz', 2, DATE '1975-01-20', DATE '2024-02-02', NULL, 4500, 4),
  (4, 'Di Eze', 3, DATE '2001-11-11', DATE '2023-09-09', NULL, 3900, 3),
  (5, 'Ed Fox', 1, DATE '1988-03-03', DATE '2024-05-05', NULL, 4200, 1);
INSERT INTO courses VALUES (1, 'Safety', 2),
  (2, 'Excel', 5),
  (3, 'Leadership', 10);
INSERT INTO enrolments VALUES (1, 1, 1, DATE '2024-01-10', TRUE),
  (2, 2, 1, DATE '2024-02-10', FALSE),
  (3, 3, 2, DATE '2024-03-10', TRUE),
  (4, 4, 2, DATE '2024-04-10', TRUE),
  (5, 5, 2, DATE '2024-05-10', FALSE),
  (6, 1, 3, DATE '2024-06-10', FALSE),
  (7, 3, 3, DATE '2025-01-10', FALSE);
INSERT INTO leave_requests VALUES (1, 1, 'sick', DATE '2024-01-03', DATE '2024-01-04', 'approved'),
  (2, 1, 'sick', DATE '2024-03-03', DATE '2024-03-05', 'approved'),
  (3, 1, 'sick', DATE '2024-09-01', DATE '2024-09-01', 'approved'),
  (4, 2, 'annual', DATE '2024-07-01', DATE '2024-07-14', 'approved'),
  (5, 3, 'sick', DATE '2025-02-01', DATE '2025-02-02', 'pending'),
  (6, 3, 'sick', DATE '2025-02-10', DATE '2025-02-11', 'approved'),
  (7, 3, 'sick', DATE '2025-03-10', DATE '2025-03-11', 'rejected'),
  (8, 4, 'annual', DATE '2025-04-01', DATE '2025-04-10', 'approved');
INSERT INTO reviews VALUES (1, 1, DATE '2024-06-01', 4),
  (2, 2, DATE '2024-06-01', 3),
  (3, 3, DATE '2025-06-01', 5),
  (4, 4, DATE '2025-06-01', 2);
INSERT INTO timesheets VALUES (1, 1, DATE '2025-01-06', 8, 1),
  (2, 1, DATE '2025-01-07', 9, 2),
  (3, 2, DATE '2024-01-06', 8, 0),
  (4, 3, DATE '2025-01-06', 10, 3),
  (5, 4, DATE '2025-01-06', 8, 0.5);
INSERT INTO expenses VALUES (1, 1, DATE '2025-01-15', 120.00),
  (2, 1, DATE '2025-02-15', 80.00),
  (3, 2, DATE '2024-03-01', 45.50),
  (4, 3, DATE '2025-03-03', 300.00),
  (5, 5, DATE '2025-04-04', 150.00);
CREATE TABLE appointments (appt_id INT PRIMARY KEY, emp_id INT REFERENCES employees(emp_id), appt_dt DATE, no_show BOOLEAN, fee DECIMAL(10,2));
CREATE TABLE invoices (invoice_id INT PRIMARY KEY, appt_id INT REFERENCES appointments(appt_id), issued_dt DATE, amount DECIMAL(10,2), paid_amount DECIMAL(10,2), status VARCHAR(20));
INSERT INTO appointments VALUES (1, 1, DATE '2025-01-02', FALSE, 50),
  (2, 1, DATE '2025-01-09', TRUE, 50),
  (3, 3, DATE '2025-02-02', FALSE, 80),
  (4, 4, DATE '2025-02-03', TRUE, 80),
  (5, 5, DATE '2025-03-03', FALSE, 40);
INSERT INTO invoices VALUES (1, 1, DATE '2025-01-02', 50, 50, 'paid'),
  (2, 2, DATE '2025-01-09', 50, 0, 'unpaid'),
  (3, 3, DATE '2025-02-02', 80, 30, 'unpaid'),
  (4, 4, DATE '2025-02-03', 80, 80, 'paid');
CREATE TABLE contracts (contract_id INT PRIMARY KEY, emp_id INT REFERENCES employees(emp_id), start_dt DATE, end_dt DATE, hours_per_week INT);
INSERT INTO contracts VALUES (1, 1, DATE '2015-01-01', DATE '2023-12-31', 40),
  (2, 1, DATE '2024-01-01', NULL, 32),
  (3, 3, DATE '2024-02-02', NULL, 40),
  (4, 5, DATE '2025-05-05', NULL, 20);
CREATE TABLE payroll_runs (run_id INT PRIMARY KEY, run_label VARCHAR(20), period_start DATE, period_end DATE, pay_date DATE);
INSERT INTO payroll_runs VALUES (1, 'Jan 2025', DATE '2025-01-01', DATE '2025-01-31', DATE '2025-02-03'),
  (2, 'Feb 2025', DATE '2025-02-01', DATE '2025-02-28', DATE '2025-03-03'),
  (3, 'Mar 2025', DATE '2025-03-01', DATE '2025-03-31', DATE '2025-04-01');
CREATE TABLE payslips (payslip_id INT PRIMARY KEY, emp_id INT REFERENCES employees(emp_id), run_id INT REFERENCES payroll_runs(run_id), gross_pay DECIMAL(10,2), net_pay DECIMAL(10,2), created_at DATE);
INSERT INTO payslips VALUES (1, 1, 1, 5000, 3900, DATE '2025-01-28'),
  (2, 3, 1, 4500, 3500, DATE '2025-01-28'),
  (3, 1, 2, 5000, 3900, DATE '2025-03-01'),
  (4, 3, 2, 4500, 3550, DATE '2025-03-01'),
  (5, 4, 2, 3900, 3100, DATE '2025-03-01'),
  (6, 1, 3, 5000, 3950, DATE '2025-03-28'),
  (7, 4, 3, 3900, 3150, DATE '2025-03-28');
