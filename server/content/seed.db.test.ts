import { sql } from 'kysely';
import { LANGUAGES } from '../../contract/languages';
import { seed } from './seed';
import { describeDb, testApi } from '../test/helpers';

describeDb('seed', () => {
  test('running it again leaves the same rows and keeps stored requests', async () => {
    const api = await testApi();
    try {
      const count = async (table: string) =>
        Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(api.db.kysely)).rows[0]!.n);
      await api.services.inquiries.insert({ variant: 'quote-modal', language: 2, type: 3, email: 'keep@example.com' } as never);
      const counts = async () => ({
        help: await count('help_node'),
        helpText: await count('help_text'),
        docs: await count('document'),
        docTexts: await count('document_text'),
        inquiries: await count('inquiry'),
      });
      const before = await counts();
      // A text row per help node and language.
      expect(before.helpText).toBe(before.help * LANGUAGES.length);
      // Bodies (legal pages, news, colleges…), a row per document and language.
      expect(before.docTexts).toBeGreaterThan(0);
      const again = await seed(api.db, api.services.config.contentDir);
      expect(again.help).toBe(before.help);
      expect(await counts()).toEqual(before);
    } finally {
      await api.close();
    }
  });
});
