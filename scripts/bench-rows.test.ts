import { describe, expect, test } from 'vitest';
import { packageRows } from './bench-rows.ts';

const row = { figure: 'site / first-load JS (kB gzip)', value: 61.2, goal: '<= 100', ok: true };

describe('packageRows: what the aggregator shows of one package bench', () => {
  test('a bench that ran: exactly the rows of its table', () => {
    expect(
      packageRows({ name: '@hlasovy-asistent/site', status: 0, report: { table: [row] } }),
    ).toEqual([row]);
  });

  test('a bench that failed without writing its JSON: one MISSED row naming it', () => {
    expect(packageRows({ name: '@hlasovy-asistent/site', status: 1, report: undefined })).toEqual([
      { figure: '@hlasovy-asistent/site bench exit status', value: '1', goal: '0', ok: false },
    ]);
  });

  test('a bench that failed after writing its table: its rows and the MISSED row', () => {
    const rows = packageRows({
      name: '@hlasovy-asistent/supabase',
      status: 1,
      report: { table: [row] },
    });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(row);
    expect(rows[1]?.ok).toBe(false);
  });

  test('a bench that exited 0 but wrote no table (a JSON of the old shape): MISSED', () => {
    const rows = packageRows({
      name: '@hlasovy-asistent/examples',
      status: 0,
      report: { rows: [] },
    });
    expect(rows).toEqual([
      {
        figure: '@hlasovy-asistent/examples bench figures',
        value: 'none written',
        goal: '-',
        ok: false,
      },
    ]);
  });
});
