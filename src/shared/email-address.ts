/** The one form an email address is stored and compared in. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
