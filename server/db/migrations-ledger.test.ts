/**
 * A released migration never changes: databases in the field ran the version they were given, and a
 * changed one would leave them in a shape the next migrations do not expect (004's renamed index did).
 * This ledger holds every migration file's SHA-256; it changes only by adding a line for a new file.
 * A schema change is a new migration (server/db/migrate.ts says how to name a repair).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { migrations } from './migrate';

const LEDGER: Record<string, string> = {
  '001-initial': '4d92d48387aff8e1b3317e829b468835d82b24a7e50fd2ef358f70acadee3756',
  '001a-inquiry-ref': '88beb826d62d0ba9c52d3ae038ce8baa83a74697ed77b187ea2f9c8bb273512e',
  '002-help-feedback': 'd8a4c91a4c81c98914ca0f15531bd3b7d7c74b7243c8cec8397f4f824be1f9ea',
  '003-one-vote-per-visitor': '8dba2dc8e11a7a33b4c7c13588e7583a6dd24d96f375d984a4b30854785a8346',
  '004-outbox': '938b3fbcd17b1a435748741608282ba88a8b726dc5122ddfa9d5b1417a8cf217',
  '004a-outbox-open-index': '1e73718177d4a36ccef36d8e2c03acf8b2156759cc563e808030b75940e77038',
  '005-outbox-fan-out': '3dceb62fc65c10cabfbcd08d930bce10944cb07247e954278b6c6b10e557d23c',
  '006-setting': 'eb6ce9f56df48032cb9380351f65a4da5975ae20c6c07918ac8049d3d84511a2',
  '007-inquiry-request-id': '8d8064a168f22fc839fa4aac1ccbae77ba0d8e20a2123c05027443fd32f6194a',
  '008-inquiry-attribution': 'b9e1893f5e028c942868e15239d29d7de379181c84b67ed56a5c8ebaac58aa0f',
  '009-inquiry-sample-spec': '16f13e105066a9708f02ae154f3deaa01d1802a7fdf55b3f2aeb64c5226118c3',
  '010-inquiry-consent': 'fc3fd2aced789f317974d12a6d1a057883ca279d11449cfa00938fa870410713',
  '011-help-text': '2652bd131a943b9d70b1b8fec2716313477c52e2f225ae9581fcac798de0948a',
  '012-document-text': 'a66d8654964cdbacf0b7ce753e8bf57672e7813430520d8dec825b628dbf636c',
};

const DIR = path.join(__dirname, 'migrations');
const files = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.slice(0, -3))
  .sort();
// Line endings as committed: a checkout that turns them into CRLF changes no migration.
const checksum = (name: string) =>
  createHash('sha256')
    .update(fs.readFileSync(path.join(DIR, `${name}.ts`), 'utf8').replace(/\r\n/g, '\n'))
    .digest('hex');

test.each(Object.keys(LEDGER))('released migration %s is unchanged', (name) => {
  expect({ name, sha256: checksum(name) }).toEqual({ name, sha256: LEDGER[name] });
});

test('every migration file is in the ledger and in the runner’s list, and the list runs in file order', () => {
  // A new file: add its checksum above (and its line in migrate.ts); a removed one: released, so restore it.
  expect(files).toEqual(Object.keys(LEDGER).sort());
  expect(migrations.map((m) => m.name)).toEqual(files);
});
