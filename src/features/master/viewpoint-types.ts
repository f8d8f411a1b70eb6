import type { ImageDataLike } from 'gatsby-plugin-image';
import type { FilterableViewpoint } from './viewpoint-filter';

export interface ListedViewpoint extends FilterableViewpoint {
  title: string;
  summary: string;
  publishedAt: string;
  coverFile: ImageDataLike | null;
}
export interface Tutor {
  apiId: number;
  name: string;
  title: string;
  expertise: string[];
  avatarFile: ImageDataLike | null;
}
export interface Category {
  apiId: number;
  name: string;
}
