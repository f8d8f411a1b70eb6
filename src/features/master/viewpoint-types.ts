import type { ImageSource } from '../../components/picture';
import type { FilterableViewpoint } from './viewpoint-filter';

export interface ListedViewpoint extends FilterableViewpoint {
  title: string;
  summary: string;
  publishedAt: string;
  coverFile: ImageSource | null;
}
export interface Tutor {
  apiId: number;
  name: string;
  title: string;
  expertise: readonly string[];
  avatarFile: ImageSource | null;
}
export interface Category {
  apiId: number;
  name: string;
}
