-- ModelConditionsIT's table, added to hr.sql: sale lines whose tax and shipping lines are not sales.
CREATE TABLE sale_lines (line_id INT PRIMARY KEY, emp_id INT REFERENCES employees(emp_id), sold_dt DATE, line_type VARCHAR(20), amount DECIMAL(10,2));
INSERT INTO sale_lines VALUES (1, 1, DATE '2025-01-10', 'item', 100),
  (2, 1, DATE '2025-01-10', 'tax', 20),
  (3, 1, DATE '2025-01-10', 'shipping', 5),
  (4, 5, DATE '2025-02-01', 'item', 200),
  (5, 5, DATE '2025-02-01', 'tax', 40),
  (6, 3, DATE '2025-03-01', 'item', 50),
  (7, 3, DATE '2025-03-01', 'tax', 10),
  (8, 3, DATE '2025-03-01', 'shipping', 8);
