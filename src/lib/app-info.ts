/** Shown in the footer (spec 1 §1). */
export const APP_VERSION = '1.2.3';
export const BUILD_DATE = '3/18/2025';
