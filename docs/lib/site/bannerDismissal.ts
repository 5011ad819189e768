/**
 * The announcement banner is in every prerendered page. A reader who closed it has
 * `banner` set to `false` in local storage (Vocs' own key). This script runs inline in
 * <head>, before first paint, and marks the document so that CSS hides the banner:
 * the page never shows it and then takes it away, so nothing below it moves.
 *
 * The Content Security Policy allows this script by its SHA-256 hash: change a
 * character and the hash in `vercel.json` must change with it, which
 * tests/built/security-headers.test.ts enforces.
 */
const bannerDismissedAttribute = 'data-banner-dismissed'

export const bannerDismissalScript = `try{if(localStorage.getItem('banner')==='false')document.documentElement.setAttribute('${bannerDismissedAttribute}','')}catch(e){}`
