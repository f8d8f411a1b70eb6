import { siteConfig } from '../../../site.config';
import { groupInOrder } from '../../lib/listing';

/** The job groups of SPEC 2.6, in the order the join-us page lists them (the API's `group` values). */
export const JOB_GROUPS = ['developer', 'operation', 'researcher'] as const;
export type JobGroup = (typeof JOB_GROUPS)[number];

export interface Job {
  apiId: number;
  group: string;
  title: string;
  level: string;
  /** An office id of site.config.ts (`siteConfig.offices`). */
  location: string;
  demands: readonly string[];
  duties: readonly string[];
}

/** Jobs under Developer, Product Operation and Survey Researcher; a job of an unknown group is left out. */
export const groupJobs = <T extends Pick<Job, 'group'>>(jobs: readonly T[]) => groupInOrder(jobs, (j) => j.group, JOB_GROUPS);

/** The offices a job can be in (`location` is one of these ids), headquarters first. */
export const OFFICE_IDS = siteConfig.offices.map((o) => o.id);
export type OfficeId = (typeof siteConfig.offices)[number]['id'];

/** The office of a job's `location` id, or undefined for an id site.config.ts does not know. */
export const officeOf = (location: string) => siteConfig.offices.find((o) => o.id === location);

/** The join-us page's filter: a team (job group) and an office, each or both 'all'. */
export interface JobFilter {
  team: JobGroup | 'all';
  location: OfficeId | 'all';
}

export const ALL_JOBS: JobFilter = { team: 'all', location: 'all' };

/** The filter a query string carries (`?team=developer&location=beijing`); an unknown value means all. */
export function readJobFilter(search: string): JobFilter {
  const q = new URLSearchParams(search);
  const team = q.get('team');
  const location = q.get('location');
  return {
    team: (JOB_GROUPS as readonly string[]).includes(team ?? '') ? (team as JobGroup) : 'all',
    location: (OFFICE_IDS as readonly string[]).includes(location ?? '') ? (location as OfficeId) : 'all',
  };
}

/** The query string of a filter, without the values that mean all ('' when nothing is filtered). */
export function jobFilterQuery(filter: JobFilter): string {
  const q = new URLSearchParams();
  if (filter.team !== 'all') q.set('team', filter.team);
  if (filter.location !== 'all') q.set('location', filter.location);
  const s = q.toString();
  return s ? `?${s}` : '';
}

export const matchesJobFilter = (job: Pick<Job, 'group' | 'location'>, f: JobFilter) =>
  (f.team === 'all' || job.group === f.team) && (f.location === 'all' || job.location === f.location);

/** The offices that have at least one job, in site.config.ts order: the location filter's choices. */
export const officesWithJobs = (jobs: readonly Pick<Job, 'location'>[]) =>
  siteConfig.offices.filter((o) => jobs.some((j) => j.location === o.id));
