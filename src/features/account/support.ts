/** Where users write for help (activation welcome, verify-email notice, terms § Contact). */
export const SUPPORT_EMAIL = 'support@haulbase.test';
