/** A mail link's address: to `address`, with `subject` filled in when given (encoded for a URL). */
export const mailtoHref = (address: string, subject?: string): string =>
  subject === undefined ? `mailto:${address}` : `mailto:${address}?subject=${encodeURIComponent(subject)}`;
