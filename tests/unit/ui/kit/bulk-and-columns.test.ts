// Kit pieces with no screen: the bulk result toast, the remembered columns, reading an export's CSV stream.
import { afterEach, describe, expect, it } from 'vitest';
import {
  bulkSummary,
  columnsStorageKey,
  exportFileName,
  readCsv,
  readHiddenColumns,
} from '../../../../src/ui/kit';
import { writeHiddenColumns } from '../../../../src/ui/kit/column-memory';
import { english } from '../../../../src/core/i18n';
import { localeOf } from '../../../../src/ui/locale';

const EN = localeOf(english);

describe('bulk summary', () => {
  const names = new Map([
    ['a', 'Alpha'],
    ['b', 'Beta'],
  ]);
  const nameOf = (uuid: string) => names.get(uuid);

  it('counts successes and names each failure with its reason', () => {
    const summary = bulkSummary(
      EN,
      {
        succeeded: 12,
        failed: 1,
        results: [
          { uuid: 'a', ok: true },
          { uuid: 'b', ok: false, error: { code: 'INVALID_TRANSITION', message: 'Not allowed' } },
        ],
      },
      'update',
      nameOf,
    );
    expect(summary).toEqual({
      intent: 'warning',
      title: '12 updated, 1 failed',
      body: 'Failed: Beta (Not allowed)',
    });
  });

  it('says deleted for deletes, success without failures, and counts failures past three', () => {
    expect(bulkSummary(EN, { succeeded: 3, failed: 0, results: [] }, 'delete', nameOf)).toEqual({
      intent: 'success',
      title: '3 deleted',
    });
    const failures = ['1', '2', '3', '4', '5'].map((uuid) => ({
      uuid,
      ok: false as const,
      error: { code: 'X', message: 'no' },
    }));
    const summary = bulkSummary(
      EN,
      { succeeded: 0, failed: 5, results: failures },
      'update',
      nameOf,
    );
    expect(summary.intent).toBe('error');
    expect(summary.body).toBe('Failed: 1 (no), 2 (no), 3 (no) and 2 more');
  });
});

describe('column memory', () => {
  afterEach(() => localStorage.clear());

  it('stores hidden columns per area under bo_columns:<area> and forgets them on reset', () => {
    writeHiddenColumns('orders', ['note', 'channel_uuid']);
    expect(JSON.parse(localStorage.getItem('bo_columns:orders')!)).toEqual({
      hidden: ['note', 'channel_uuid'],
    });
    expect(readHiddenColumns('orders')).toEqual(['note', 'channel_uuid']);
    expect(readHiddenColumns('links')).toEqual([]);
    writeHiddenColumns('orders', []);
    expect(localStorage.getItem(columnsStorageKey('orders'))).toBeNull();
  });

  it('shows every column when the stored value is not readable', () => {
    localStorage.setItem('bo_columns:users', '{broken');
    expect(readHiddenColumns('users')).toEqual([]);
    localStorage.setItem('bo_columns:users', JSON.stringify({ hidden: [1, 'name'] }));
    expect(readHiddenColumns('users')).toEqual(['name']);
  });
});

describe('CSV download', () => {
  it('reads every chunk, reporting bytes and rows as they arrive', async () => {
    const encoder = new TextEncoder();
    const chunks = ['\uFEFFuuid,title\n', 'a,"x\n', 'y"\nb,z\n'];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    const progress: number[] = [];
    const { blob, rows } = await readCsv(stream, (step) => progress.push(step.bytes));
    expect(progress).toHaveLength(3);
    expect(progress.at(-1)).toBe(blob.size);
    expect(rows).toBe(3);
    expect(await blob.text()).toContain('b,z');
    expect(exportFileName('orders', new Date('2026-11-23T10:00:00Z'))).toBe(
      'orders-2026-11-23.csv',
    );
  });
});
