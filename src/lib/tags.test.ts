import { countTags, estimateCoverage, toggleTag, type LabelGroup } from './tags';

const groups: LabelGroup[] = [
  {
    id: 'demographics',
    name: 'Demographics',
    children: [
      {
        id: 'gender',
        name: 'Gender',
        labels: [
          { id: 'm', name: 'Male' },
          { id: 'f', name: 'Female' },
          { id: 'u', name: 'Undisclosed' },
        ],
      },
      {
        id: 'age',
        name: 'Age',
        labels: [
          { id: 'a1', name: '18-22' },
          { id: 'a2', name: '23-29' },
          { id: 'a3', name: '30-39' },
          { id: 'a4', name: '40+' },
        ],
      },
    ],
  },
];

describe('label tags', () => {
  test('toggling adds and removes labels, dropping empty levels', () => {
    let tags = toggleTag({}, 'Demographics', 'Gender', 'Male');
    tags = toggleTag(tags, 'Demographics', 'Age', '18-22');
    expect(tags).toEqual({ Demographics: { Gender: ['Male'], Age: ['18-22'] } });
    expect(countTags(tags)).toBe(2);
    tags = toggleTag(toggleTag(tags, 'Demographics', 'Gender', 'Male'), 'Demographics', 'Age', '18-22');
    expect(tags).toEqual({});
  });

  test('coverage: labels of a sub-group add up, sub-groups narrow each other', () => {
    expect(estimateCoverage(4_000_000, groups, {})).toBe(4_000_000);
    expect(estimateCoverage(4_000_000, groups, { Demographics: { Gender: ['Male'] } })).toBe(1_333_300);
    expect(estimateCoverage(4_000_000, groups, { Demographics: { Gender: ['Male', 'Female'] } })).toBe(2_666_600);
    expect(estimateCoverage(4_000_000, groups, { Demographics: { Gender: ['Male'], Age: ['18-22'] } })).toBe(333_300);
  });

  test('labels the groups do not know are ignored', () => {
    expect(estimateCoverage(4_000_000, groups, { Hobbies: { Sports: ['Tennis'] } })).toBe(4_000_000);
  });
});
