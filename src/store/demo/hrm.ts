/** HR demo data, seeded per record (src/seeded-random.ts): the same store always gets the same rows. */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { seededRandom as prng } from '../../seeded-random.js';
import { between, DAY, isoDay as day } from './marketing-values.js';

/** The day the demo data is "as of": later leave is still being decided, later payroll not paid. */
export const HRM_DEMO_AS_OF = '2025-11-28';

type Row<Table extends keyof Database> = Insertable<Database[Table]>;

const DEPARTMENTS = ['engineering', 'finance', 'human-resources', 'operations', 'sales'] as const;
const HEAD_TITLES: Record<(typeof DEPARTMENTS)[number], string> = {
  engineering: 'Head of Engineering',
  finance: 'Head of Finance',
  'human-resources': 'Head of People',
  operations: 'Head of Operations',
  sales: 'Head of Sales',
};
const TITLES: Record<(typeof DEPARTMENTS)[number], string[]> = {
  engineering: ['Software Engineer', 'Senior Software Engineer', 'QA Engineer', 'Site Reliability Engineer', 'Data Engineer'],
  finance: ['Accountant', 'Financial Analyst', 'Payroll Specialist', 'Controller'],
  'human-resources': ['HR Generalist', 'Recruiter', 'People Partner'],
  operations: ['Operations Coordinator', 'Facilities Manager', 'Logistics Planner', 'IT Support Specialist'],
  sales: ['Account Executive', 'Sales Development Representative', 'Customer Success Manager', 'Sales Engineer'],
};
const FIRST_NAMES = ['Ada', 'Bruno', 'Chiara', 'Daniel', 'Elif', 'Farid', 'Greta', 'Hugo', 'Ines', 'Jonas', 'Kasia', 'Luca', 'Maya', 'Nils', 'Olga', 'Pedro', 'Quinn', 'Rosa', 'Sami', 'Tereza', 'Umar', 'Vera', 'Wim', 'Yara'];
const LAST_NAMES = ['Keller', 'Almeida', 'Novak', 'Jansen', 'Moreau', 'Kowalski', 'Lindqvist', 'Rossi', 'Yilmaz', 'Fischer', 'Costa', 'Horvat', 'Berg', 'Dubois', 'Nowak', 'Silva', 'Meyer', 'Petrov', 'Haas', 'Ricci', 'Vogel', 'Ortega', 'Smit', 'Brandt', 'Laine', 'Marin', 'Weber', 'Sousa', 'Kaya'];
const LOCATIONS = ['Berlin', 'Lisbon', 'Amsterdam', 'Warsaw'];
const POLICIES = ['Remote work policy', 'Code of conduct', 'Travel and expenses policy', 'Data protection policy', 'Leave policy', 'Equal opportunities policy'];
const CERTIFICATES = ['First aid certificate', 'Fire warden certificate', 'Information security awareness certificate'];

export const HRM_DEMO_EMPLOYEE_COUNT = 42;

/** A demo company: its share of the employee ids (`emp-NNNN`) and how its other ids are told apart. */
export interface HrmDemoCompany {
  id: string;
  /** Its row in hrm_companies (migration 012). */
  name: string;
  employees: number;
  /** The number of its first `emp-NNNN` id. */
  firstEmployee: number;
  /** Employee numbers: prefix and first number. */
  numberPrefix: string;
  firstNumber: number;
  /** Put in the ids of leave, payroll runs and documents, which are unique across companies. */
  idTag: string;
  leaveRequests: number;
  currency: string;
}

/** `acme` is the data the HR service always held; `globex` came with companies (migration 006). */
export const HRM_DEMO_COMPANIES = {
  acme: { id: 'acme', name: 'Acme Corporation', employees: HRM_DEMO_EMPLOYEE_COUNT, firstEmployee: 1, numberPrefix: 'E-', firstNumber: 1001, idTag: '', leaveRequests: 60, currency: 'EUR' },
  globex: { id: 'globex', name: 'Globex Corporation', employees: 18, firstEmployee: 5001, numberPrefix: 'G-', firstNumber: 5001, idTag: 'gx-', leaveRequests: 24, currency: 'USD' },
} satisfies Record<string, HrmDemoCompany>;

const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isWeekday = (ms: number) => ![0, 6].includes(new Date(ms).getUTCDay());
const pad = (n: number, width = 4) => String(n).padStart(width, '0');
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const at = (date: string, minutes: number) => new Date(dayMs(date) + minutes * 60_000).toISOString();

function addWorkingDays(start: string, count: number): string {
  let ms = dayMs(start);
  let left = count - 1;
  while (left > 0) {
    ms += DAY;
    if (isWeekday(ms)) left--;
  }
  return day(ms);
}

function lastWorkingDay(year: number, month: number): string {
  let ms = Date.UTC(year, month, 0);
  while (!isWeekday(ms)) ms -= DAY;
  return day(ms);
}

interface DemoEmployee {
  row: Row<'hrm_employees'>;
  monthlySalaryCents: number;
}

const employeeId = (company: HrmDemoCompany, index: number) => `emp-${pad(company.firstEmployee + index)}`;

function employees(company: HrmDemoCompany): DemoEmployee[] {
  const result: DemoEmployee[] = [];
  for (let i = 0; i < company.employees; i++) {
    const id = employeeId(company, i);
    const random = prng(`hrm-employee-${id}`);
    const department = DEPARTMENTS[i % DEPARTMENTS.length];
    const head = i < DEPARTMENTS.length;
    const firstName = FIRST_NAMES[i % FIRST_NAMES.length];
    const lastName = LAST_NAMES[(i * 7 + 3) % LAST_NAMES.length];
    const employmentType = head ? 'full-time' : i % 9 === 8 ? 'contractor' : i % 7 === 3 ? 'part-time' : 'full-time';
    const status = head ? 'active' : i % 13 === 6 ? 'terminated' : i % 11 === 4 ? 'on-leave' : 'active';
    // Department heads joined in the first years; everyone else over ten years.
    const hireDate = day(Date.UTC(2015, 0, 5) + between(random, 0, head ? 700 : 3800) * DAY);
    const terminationDate = status === 'terminated' ? day(Math.min(dayMs(hireDate) + between(random, 200, 2500) * DAY, Date.UTC(2025, 9, 31))) : null;
    const titles = TITLES[department];
    const salary = head ? between(random, 8200, 9800) : between(random, 3400, 7200);
    result.push({
      row: {
        id,
        company_id: company.id,
        employee_number: `${company.numberPrefix}${company.firstNumber + i}`,
        first_name: firstName,
        last_name: lastName,
        email: `${firstName}.${lastName}@example.com`.toLowerCase(),
        department,
        job_title: head ? HEAD_TITLES[department] : titles[between(random, 0, titles.length - 1)],
        employment_type: employmentType,
        status,
        location: LOCATIONS[between(random, 0, LOCATIONS.length - 1)],
        hire_date: hireDate,
        termination_date: terminationDate,
        manager_id: head ? null : employeeId(company, i % DEPARTMENTS.length),
      },
      monthlySalaryCents: Math.round(salary * (employmentType === 'part-time' ? 0.6 : 1)) * 100,
    });
  }
  return result;
}

/** One working day's attendance of the active staff (absent, late, remote or present). */
function attendanceOn(active: DemoEmployee[], workDate: string): Row<'hrm_attendance'>[] {
  return active.map(({ row }) => {
    const random = prng(`hrm-attendance-${workDate}-${row.id}`);
    const roll = random();
    const record = { id: `att-${workDate.replace(/-/g, '')}-${row.id}`, company_id: row.company_id, employee_id: row.id, work_date: workDate };
    if (roll < 0.04) return { ...record, status: 'absent', check_in: null, check_out: null, worked_minutes: 0 };
    const status = roll < 0.12 ? 'late' : roll < 0.35 ? 'remote' : 'present';
    // Minutes after midnight UTC: on time 07:30-08:59, late 09:15-10:10.
    const checkIn = status === 'late' ? between(random, 555, 610) : between(random, 450, 539);
    const shift = row.employment_type === 'part-time' ? between(random, 240, 300) : between(random, 480, 560);
    const breakMinutes = shift > 360 ? 30 : 0;
    return {
      ...record,
      status,
      check_in: at(workDate, checkIn),
      check_out: at(workDate, checkIn + shift + breakMinutes),
      worked_minutes: shift,
    };
  });
}

const activeStaff = (staff: DemoEmployee[]) => staff.filter((e) => e.row.status === 'active');

function attendance(staff: DemoEmployee[]): Row<'hrm_attendance'>[] {
  const rows: Row<'hrm_attendance'>[] = [];
  const active = activeStaff(staff);
  for (let ms = Date.UTC(2025, 10, 3); ms <= dayMs(HRM_DEMO_AS_OF); ms += DAY) {
    if (isWeekday(ms)) rows.push(...attendanceOn(active, day(ms)));
  }
  return rows;
}

/** A benchmark company's employees, then their attendance day by day backwards until at least `rows`. */
export async function seedHrmAttendanceAtScale(
  company: HrmDemoCompany,
  rows: number,
  insert: (table: 'hrm_employees' | 'hrm_attendance', batch: Row<'hrm_employees'>[] | Row<'hrm_attendance'>[]) => Promise<void>,
): Promise<{ employees: number; attendance: number }> {
  const staff = employees(company);
  await insert('hrm_employees', staff.map((e) => e.row));
  const active = activeStaff(staff);
  let written = 0;
  for (let ms = dayMs(HRM_DEMO_AS_OF); written < rows; ms -= DAY) {
    if (!isWeekday(ms)) continue;
    const batch = attendanceOn(active, day(ms));
    await insert('hrm_attendance', batch);
    written += batch.length;
  }
  return { employees: staff.length, attendance: written };
}

/** Active employees of a demo company (attendance is kept for them only). */
export function activeEmployeeCount(company: HrmDemoCompany): number {
  return activeStaff(employees(company)).length;
}

function leaveRequests(company: HrmDemoCompany, staff: DemoEmployee[]): Row<'hrm_leave_requests'>[] {
  const rows: Row<'hrm_leave_requests'>[] = [];
  const eligible = staff.filter((e) => e.row.status !== 'terminated');
  const asOf = dayMs(HRM_DEMO_AS_OF);
  for (let n = 1; n <= company.leaveRequests; n++) {
    const id = `lv-${company.idTag}${pad(n)}`;
    const random = prng(`hrm-leave-${id}`);
    const employee = eligible[between(random, 0, eligible.length - 1)].row;
    const typeRoll = random();
    const leaveType = typeRoll < 0.55 ? 'annual' : typeRoll < 0.8 ? 'sick' : typeRoll < 0.9 ? 'unpaid' : typeRoll < 0.95 ? 'bereavement' : 'parental';
    let startMs = Date.UTC(2025, 0, 6) + between(random, 0, 415) * DAY;
    // Nobody reports sick in advance: sick leave lies before the as-of day.
    if (leaveType === 'sick' && startMs > asOf) startMs -= 180 * DAY;
    while (!isWeekday(startMs)) startMs += DAY;
    const startDate = day(startMs);
    const workingDays = leaveType === 'parental' ? 20 : leaveType === 'sick' ? between(random, 1, 4) : leaveType === 'bereavement' ? between(random, 1, 3) : between(random, 1, 10);
    // Every request was made (and decided) by the as-of day, also for leave that starts later.
    const requestedMs = leaveType === 'sick' ? startMs : Math.min(startMs - between(random, 5, 45) * DAY, asOf - between(random, 3, 30) * DAY);
    const requestedAt = new Date(requestedMs + between(random, 480, 1020) * 60_000).toISOString();
    const decisionRoll = random();
    const status =
      leaveType === 'sick'
        ? 'approved'
        : startMs > asOf
          ? decisionRoll < 0.4 ? 'pending' : decisionRoll < 0.9 ? 'approved' : 'rejected'
          : decisionRoll < 0.85 ? 'approved' : decisionRoll < 0.93 ? 'rejected' : 'cancelled';
    const decidedAt = status === 'pending' ? null : new Date(Date.parse(requestedAt) + between(random, 2, 48) * 3_600_000).toISOString();
    const approverId = status === 'approved' || status === 'rejected' ? employee.manager_id ?? (employee.id === employeeId(company, 2) ? employeeId(company, 0) : employeeId(company, 2)) : null;
    rows.push({
      id,
      company_id: company.id,
      employee_id: employee.id,
      leave_type: leaveType,
      start_date: startDate,
      end_date: addWorkingDays(startDate, workingDays),
      working_days: workingDays,
      status,
      requested_at: requestedAt,
      decided_at: decidedAt,
      approver_id: approverId,
    });
  }
  return rows;
}

function payrollRuns(company: HrmDemoCompany, staff: DemoEmployee[]): Row<'hrm_payroll_runs'>[] {
  const rows: Row<'hrm_payroll_runs'>[] = [];
  for (let month = 1; month <= 12; month++) {
    const period = `2025-${pad(month, 2)}`;
    const periodStart = `${period}-01`;
    const periodEnd = day(Date.UTC(2025, month, 0));
    const employed = staff.filter(({ row }) => row.hire_date! <= periodEnd && (row.termination_date == null || row.termination_date >= periodStart));
    const gross = employed.reduce((sum, e) => sum + e.monthlySalaryCents, 0);
    // Tax and social contributions: about a third, varying a little by month (bonuses, caps).
    const deductions = Math.round(gross * (0.33 + (month % 4) * 0.005));
    const payDate = lastWorkingDay(2025, month);
    const status = month <= 10 ? 'paid' : month === 11 ? 'approved' : 'draft';
    rows.push({
      id: `pr-${company.idTag}${period}`,
      company_id: company.id,
      period,
      period_start: periodStart,
      period_end: periodEnd,
      pay_date: payDate,
      status,
      currency: company.currency,
      employee_count: employed.length,
      gross_cents: gross,
      deductions_cents: deductions,
      net_cents: gross - deductions,
      paid_at: status === 'paid' ? `${payDate}T10:00:00.000Z` : null,
    });
  }
  return rows;
}

function documents(company: HrmDemoCompany, staff: DemoEmployee[]): Row<'hrm_documents'>[] {
  const rows: Row<'hrm_documents'>[] = [];
  const add = (row: Omit<Row<'hrm_documents'>, 'id' | 'size_bytes' | 'media_type' | 'company_id'> & { media_type?: string }) => {
    const id = `doc-${company.idTag}${pad(rows.length + 1)}`;
    const random = prng(`hrm-document-${id}`);
    rows.push({ media_type: 'application/pdf', ...row, id, company_id: company.id, size_bytes: between(random, 38_000, 920_000) });
  };
  POLICIES.forEach((title, n) => {
    add({ employee_id: null, title, category: 'policy', file_name: `${slug(title)}.pdf`, confidential: 0, created_at: at(day(Date.UTC(2025, 0, 6) + n * 14 * DAY), 540) });
  });
  for (const { row } of staff) {
    const name = `${row.first_name} ${row.last_name}`;
    add({ employee_id: row.id, title: `Employment contract - ${name}`, category: 'contract', file_name: `contract-${row.id}.pdf`, confidential: 1, created_at: at(row.hire_date!, 480) });
  }
  for (const { row } of staff) {
    if (row.termination_date != null) continue;
    add({ employee_id: row.id, title: `Payslip October 2025 - ${row.first_name} ${row.last_name}`, category: 'payslip', file_name: `payslip-2025-10-${row.id}.pdf`, confidential: 1, created_at: '2025-10-31T10:05:00.000Z' });
  }
  staff.forEach(({ row }, i) => {
    if (i % 3 === 0 && row.status !== 'terminated') {
      add({ employee_id: row.id, title: `Performance review 2025 H1 - ${row.first_name} ${row.last_name}`, category: 'performance-review', file_name: `review-2025-h1-${row.id}.docx`, media_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', confidential: 1, created_at: at(day(Date.UTC(2025, 6, 1) + (i % 20) * DAY), 600) });
    }
    if (i % 4 === 1) {
      const title = CERTIFICATES[i % CERTIFICATES.length];
      add({ employee_id: row.id, title, category: 'certificate', file_name: `${slug(title)}-${row.id}.pdf`, confidential: 0, created_at: at(day(Date.UTC(2024, 8, 2) + i * 9 * DAY), 660) });
    }
  });
  return rows;
}

/** Demo rows by table, in that order (foreign-key order), 200 a statement. */
export async function insertDemoRows(db: Kysely<Database>, rowsByTable: Readonly<Record<string, readonly unknown[]>>): Promise<void> {
  for (const [table, rows] of Object.entries(rowsByTable)) {
    for (let i = 0; i < rows.length; i += 200) await db.insertInto(table as never).values(rows.slice(i, i + 200) as never).execute();
  }
}

/** Every demo row of one company, by table; exported so tests can compare the API with the data. */
export function hrmDemoRows(company: HrmDemoCompany = HRM_DEMO_COMPANIES.acme) {
  const staff = employees(company);
  return {
    hrm_employees: staff.map((e) => e.row),
    hrm_attendance: attendance(staff),
    hrm_leave_requests: leaveRequests(company, staff),
    hrm_payroll_runs: payrollRuns(company, staff),
    hrm_documents: documents(company, staff),
  };
}

/** The demo rows of `acme`, or of another demo company: its own marker, so existing stores get it. */
export async function seedHrmDemo(db: Kysely<Database>, company: HrmDemoCompany = HRM_DEMO_COMPANIES.acme): Promise<void> {
  const rows = hrmDemoRows(company);
  // A store still before migration 012 (tests seed older schemas) gets the row from that migration.
  const tables = await db.introspection.getTables();
  if (tables.some((table) => table.name === 'hrm_companies')) {
    await db.insertInto('hrm_companies').values({ id: company.id, name: company.name }).onConflict((conflict) => conflict.column('id').doNothing()).execute();
  }
  await insertDemoRows(db, rows);
}
