/**
 * The site's settings as the pages and the API read them: content/settings.json (an editor's file,
 * checked against contract/content/settings.ts by the content seed, which runs before every build and
 * publish, and by contract/placeholders.test.ts). The one module that imports the file.
 */
import settings from '../content/settings.json';
import type { SiteSettings } from './content/settings';

export const siteSettings = settings as SiteSettings;
