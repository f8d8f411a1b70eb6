import { HELP_FEEDBACK } from '../../api-client/operations';
import type { Language } from '../../i18n/languages';
import { visitorId } from '../../lib/visitor-id';
import { apiClient } from '../contact/api';

/** Stores a 'Was this helpful?' answer through the runtime API client (loaded on the first answer). */
export async function sendHelpFeedback(lang: Language, articleId: number, helpful: boolean): Promise<void> {
  await apiClient(lang).mutate(HELP_FEEDBACK, { input: { articleId, helpful, lang, uuid: visitorId() } });
}
