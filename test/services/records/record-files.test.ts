import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { csvFields, readCsvRecords, readJsonRecords, type CsvRecord, type FileRecord } from '../../../src/services/records/record-files.js';

describe('record files', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'record-files-'));
  after(() => rmSync(folder, { recursive: true, force: true }));
  const file = (name: string, bytes: string | Buffer) => {
    const target = path.join(folder, name);
    writeFileSync(target, bytes);
    return target;
  };
  async function all<T>(records: AsyncGenerator<T[]>): Promise<T[]> {
    const out: T[] = [];
    for await (const batch of records) out.push(...batch);
    return out;
  }

  it('NDJSON: one record per line, with its line; blank lines and CRLF are fine; a UTF-8 BOM is skipped', async () => {
    const records = await all(readJsonRecords(file('a.ndjson', '\ufeff{"a":1}\r\n\r\n  \n{"a":2}\n{"a":\n{"a":3}'), 'ndjson'));
    expect(records.map((record: FileRecord) => [record.line, record.value ?? record.problem?.slice(0, 10)])).to.deep.equal([
      [1, { a: 1 }],
      [4, { a: 2 }],
      [5, 'is not JSO'],
      [6, { a: 3 }],
    ]);
  });

  it('refuses bytes that are not UTF-8, naming the record and the byte', async () => {
    const records = await all(readJsonRecords(file('b.ndjson', Buffer.concat([Buffer.from('{"a":"ok"}\n{"a":"caf'), Buffer.from([0xc3, 0x28]), Buffer.from('"}\n')])), 'ndjson'));
    expect(records[1]).to.deep.equal({ line: 2, problem: 'is not UTF-8 text (byte 10 of the record, 0xc3); the file must be UTF-8' });
  });

  it('JSON: an array of records, each with the line it starts on, read across chunks', async () => {
    const long = 'x'.repeat(3 << 20);
    const text = `[\n  {"a": "[1,2]", "b": {"c": [1, {"d": "}"}]}},\n  {"a": "${long}"},\n  {"a": "\\"],"}\n]\n`;
    const records = await all(readJsonRecords(file('c.json', text), 'json'));
    expect(records.map((record) => record.line)).to.deep.equal([2, 3, 4]);
    expect(records[0].value).to.deep.equal({ a: '[1,2]', b: { c: [1, { d: '}' }] } });
    expect((records[1].value as { a: string }).a).to.have.length(3 << 20);
    expect(records[2].value).to.deep.equal({ a: '"],' });
    expect((await all(readJsonRecords(file('d.json', '{"a":1}'), 'json')))[0].problem).to.include('one JSON array');
    expect((await all(readJsonRecords(file('e.json', '[{"a":1}] [2]'), 'json'))).at(-1)!.problem).to.include('text follows the JSON array');
    expect((await all(readJsonRecords(file('f.json', '[{"a":1},'), 'json'))).at(-1)!.problem).to.include('not closed');
  });

  it('CSV: RFC 4180 quotes, a line break inside quotes, the header names the cells', async () => {
    const records = await all(readCsvRecords(file('g.csv', 'id,note\r\n1,"a, ""quoted""\nline"\n2,plain\n3,"x"y\n4\n')));
    expect(records.map((record: CsvRecord) => [record.line, record.cells ?? record.problem?.slice(0, 14)])).to.deep.equal([
      [2, { id: '1', note: 'a, "quoted"\nline' }],
      [4, { id: '2', note: 'plain' }],
      [5, 'is not a CSV r'],
      [6, 'has 1 fields, '],
    ]);
    expect(csvFields('"",,a')).to.deep.equal(['', '', 'a']);
  });
});
