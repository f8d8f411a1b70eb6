import { groupJobs } from './jobs';

describe('groupJobs', () => {
  test.each([
    [
      ['researcher', 'developer', 'operation', 'developer'],
      [
        ['developer', 2],
        ['operation', 1],
        ['researcher', 1],
      ],
    ],
    [['researcher'], [['researcher', 1]]],
    [['sales', 'developer'], [['developer', 1]]],
    [[], []],
  ])('%j → %j', (groups, expected) => {
    const jobs = groups.map((group, i) => ({ apiId: i, group }));
    expect(groupJobs(jobs).map((g) => [g.key, g.items.length])).toEqual(expected);
  });

  test('keeps the order of jobs within a group', () => {
    const jobs = [
      { apiId: 3, group: 'developer' },
      { apiId: 1, group: 'developer' },
    ];
    expect(groupJobs(jobs)[0]!.items.map((j) => j.apiId)).toEqual([3, 1]);
  });
});
