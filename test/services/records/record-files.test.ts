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

  it('NDJSON and CSV: blank lines at the end are skipped as those in the middle are', async () => {
    const values = async (name: string, text: string) => (await all(readJsonRecords(file(name, text), 'ndjson'))).map((record) => [record.line, record.value ?? record.problem]);
    expect(await values('t1.ndjson', '{"a":1}\n{"a":2}\n\n')).to.deep.equal([[1, { a: 1 }], [2, { a: 2 }]]);
    expect(await values('t2.ndjson', '{"a":1}\r\n{"a":2}\r\n\r\n')).to.deep.equal([[1, { a: 1 }], [2, { a: 2 }]]);
    expect(await values('t3.ndjson', '{"a":1}\n \t\n  \r\n\n')).to.deep.equal([[1, { a: 1 }]]);
    expect(await values('t4.ndjson', '{"a":1}\n\n \n{"a":2}')).to.deep.equal([[1, { a: 1 }], [4, { a: 2 }]]);
    const cells = (await all(readCsvRecords(file('t5.csv', 'id,note\r\n1,a\r\n\r\n \n')))).map((record) => [record.line, record.cells ?? record.problem]);
    expect(cells).to.deep.equal([[2, { id: '1', note: 'a' }]]);
  });

  it('an empty file holds no records, in every format', async () => {
    for (const text of ['', '\n \r\n', '\ufeff']) {
      expect(await all(readJsonRecords(file('empty.ndjson', text), 'ndjson')), JSON.stringify(text)).to.deep.equal([]);
      expect(await all(readJsonRecords(file('empty.json', text), 'json')), JSON.stringify(text)).to.deep.equal([]);
      expect(await all(readCsvRecords(file('empty.csv', text))), JSON.stringify(text)).to.deep.equal([]);
    }
  });

  it('refuses NUL bytes (a binary file) as not text, by record; a .json file or a CSV header that is not text ends the file', async () => {
    const binary = Buffer.from([0x7b, 0x00, 0x01, 0x0a, 0x00, 0x00, 0xff, 0x0a, 0x7b, 0x7d, 0x0a]);
    expect(await all(readJsonRecords(file('bin.ndjson', binary), 'ndjson'))).to.deep.equal([
      { line: 1, problem: 'is not text: a NUL byte (byte 2 of the record); records are UTF-8 text' },
      { line: 2, problem: 'is not text: a NUL byte (byte 1 of the record); records are UTF-8 text' },
      { line: 3, value: {} },
    ]);
    expect(await all(readJsonRecords(file('bin.json', Buffer.concat([Buffer.from([0x00, 0x9c]), Buffer.from('[{}]')])), 'json'))).to.deep.equal([
      { line: 1, problem: 'is not text (it holds NUL bytes): a .json file holds one JSON array of records, as UTF-8 text', ofFile: true },
    ]);
    expect(await all(readCsvRecords(file('bin.csv', Buffer.concat([Buffer.from('id,\u0000x\n'), Buffer.from('1,2\n')]))))).to.deep.equal([
      { line: 1, problem: 'the header is not text: a NUL byte (byte 4 of the record); records are UTF-8 text', ofFile: true },
    ]);
  });

  it('refuses bytes that are not UTF-8, naming the record and the byte', async () => {
    const records = await all(readJsonRecords(file('b.ndjson', Buffer.concat([Buffer.from('{"a":"ok"}\n{"a":"caf'), Buffer.from([0xc3, 0x28]), Buffer.from('"}\n')])), 'ndjson'));
    expect(records[1]).to.deep.equal({ line: 2, problem: 'is not UTF-8 text (byte 10 of the record, 0xc3); the file must be UTF-8' });
  });

  it('names the first byte that is not UTF-8 after multi-byte characters', async () => {
    const bytes = Buffer.concat([Buffer.from('{"a":"ééé€'), Buffer.from([0xff]), Buffer.from('"}\n')]);
    expect(await all(readJsonRecords(file('m.ndjson', bytes), 'ndjson'))).to.deep.equal([
      { line: 1, problem: 'is not UTF-8 text (byte 16 of the record, 0xff); the file must be UTF-8' },
    ]);
  });

  it('JSON: a stray closing brace is its element\'s problem, and the file is read to its end', async () => {
    expect(await all(readJsonRecords(file('brace.json', '[{"a":1},\n}, {"a":2}]'), 'json'))).to.deep.equal([
      { line: 1, value: { a: 1 } },
      { line: 2, problem: 'is not JSON (Unexpected token \'}\', "}" is not valid JSON)' },
      { line: 2, value: { a: 2 } },
    ]);
    expect(await all(readJsonRecords(file('brace-only.json', '[}'), 'json'))).to.deep.equal([
      { line: 1, problem: 'the JSON array is not closed (the file ends inside it)', ofFile: true },
    ]);
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

  it('JSON: an element that is not JSON or not UTF-8 is that record\'s problem, and the elements after it are read', async () => {
    const bytes = Buffer.concat([Buffer.from('[{"a":1},\n{"a": tru},\n{"a":"caf'), Buffer.from([0xc3, 0x28]), Buffer.from('"},\n{"a":4}]')]);
    const records = await all(readJsonRecords(file('h.json', bytes), 'json'));
    expect(records.map((record) => [record.line, record.value ?? record.problem?.replace(/ \(.*\)$/, '')])).to.deep.equal([
      [1, { a: 1 }],
      [2, 'is not JSON'],
      [3, 'is not UTF-8 text (byte 10 of the record, 0xc3); the file must be UTF-8'],
      [4, { a: 4 }],
    ]);
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
