import { groupInOrder } from '../../lib/listing';

/** The job groups of SPEC 2.6, in the order the join-us page lists them (the API's `group` values). */
export const JOB_GROUPS = ['developer', 'operation', 'researcher'] as const;
export type JobGroup = (typeof JOB_GROUPS)[number];

export interface Job {
  apiId: number;
  group: string;
  title: string;
  level: string;
  location: string;
  demands: readonly string[];
  duties: readonly string[];
}

/** Jobs under Developer, Product Operation and Survey Researcher; a job of an unknown group is left out. */
export const groupJobs = <T extends Pick<Job, 'group'>>(jobs: readonly T[]) => groupInOrder(jobs, (j) => j.group, JOB_GROUPS);
