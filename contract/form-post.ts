/**
 * Forms without scripts (progressive enhancement): every contact form is also a plain
 * `<form method="post" action={CONTACT_FORM_POST_PATH}>`, sent as application/x-www-form-urlencoded with its
 * fields, `variant`, the page's language in `FORM_LANG_FIELD` and the page in `page`. The API judges it
 * by the same contract, stores it and answers 303 to the thank-you page of that language; a form with
 * mistakes comes back as a page of its own with the messages and the typed values. With scripts the forms
 * send JSON to /contact/ask as before.
 */
export const CONTACT_FORM_POST_PATH = '/designer/v1/home/contact/form';
export const FORM_LANG_FIELD = 'lang';
/** The built thank-you page (src/pages/thanks.tsx), per language (`/en/thanks`). */
export const THANKS_PATH = '/thanks';
