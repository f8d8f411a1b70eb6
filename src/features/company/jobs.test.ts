import { ALL_JOBS, groupJobs, jobFilterQuery, matchesJobFilter, officesWithJobs, readJobFilter } from './jobs';

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

describe('the job filter', () => {
  const jobs = [
    { group: 'developer', location: 'shanghai' },
    { group: 'developer', location: 'beijing' },
    { group: 'researcher', location: 'shenzhen' },
  ];

  test.each([
    ['', ALL_JOBS],
    ['?team=developer', { team: 'developer', location: 'all' }],
    ['?team=developer&location=beijing', { team: 'developer', location: 'beijing' }],
    ['?team=sales&location=paris', ALL_JOBS],
    ['?location=shenzhen&utm_source=x', { team: 'all', location: 'shenzhen' }],
  ])('reads %j', (search, expected) => {
    expect(readJobFilter(search)).toEqual(expected);
  });

  test('writes only what is filtered, and reads back what it wrote', () => {
    expect(jobFilterQuery(ALL_JOBS)).toBe('');
    const f = { team: 'researcher', location: 'shenzhen' } as const;
    expect(jobFilterQuery(f)).toBe('?team=researcher&location=shenzhen');
    expect(readJobFilter(jobFilterQuery(f))).toEqual(f);
  });

  test.each([
    [ALL_JOBS, 3],
    [{ team: 'developer', location: 'all' }, 2],
    [{ team: 'developer', location: 'beijing' }, 1],
    [{ team: 'developer', location: 'shenzhen' }, 0],
    [{ team: 'all', location: 'hangzhou' }, 0],
  ] as const)('%j keeps %i jobs', (filter, count) => {
    expect(jobs.filter((j) => matchesJobFilter(j, filter))).toHaveLength(count);
  });

  test('offers only offices with jobs, headquarters first', () => {
    expect(officesWithJobs(jobs).map((o) => o.id)).toEqual(['shanghai', 'beijing', 'shenzhen']);
  });
});
